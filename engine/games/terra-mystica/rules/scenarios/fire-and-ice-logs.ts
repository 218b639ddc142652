/**
 * Fire & Ice scenario logs: the setups the faction scenarios start from, and the cases terra.snellman.net's
 * engine decides (scripts/cli/site-logs.test.ts replays each one there as well as in ours).
 */
import { accepted, refusedAt, type SiteLog } from "./site-logs";

const HEADER = `
  option fire-and-ice-factions/ice
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
`;

/** Ice Maidens (gray turned into ice on E7 and F1, FAV11 at setup) and Witches (C3, A3); the Ice Maidens start round 1. */
export const ICE_MAIDENS = `${HEADER}
  setup icemaidens
  setup witches
  icemaidens: pick-color gray
  icemaidens: +FAV11
  icemaidens: build E7
  witches: build C3
  witches: build A3
  icemaidens: build F1
  witches: pass BON4
  icemaidens: pass BON3
`;

/** Yetis (gray turned into ice on E7 and F1) and Witches (C3, A3); the Yetis start round 1. */
export const YETIS = `${HEADER}
  setup yetis
  setup witches
  yetis: pick-color gray
  yetis: build E7
  witches: build C3
  witches: build A3
  yetis: build F1
  witches: pass BON4
  yetis: pass BON3
`;

/** The Yetis' stronghold on E7, the Witches' dwelling on D5 beside it, the Witches having taken ACT2. */
export const YETIS_STRONGHOLD = `
  yetis: +10c. +10w. upgrade E7 to TP
  witches: burn 3. action ACT2
  yetis: upgrade E7 to SH
  witches: dig 1. build D5
  yetis: decline 4 from witches
`;

export const VOLCANO_HEADER = `
  option fire-and-ice-factions/volcano
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
`;

/**
 * Dragonlords (volcano on E7 and F1, desert picked after the dwellings) and Witches (C3, A3); the
 * Dragonlords start round 1. Not replayed by terra.snellman.net's engine: it cannot place a volcano
 * faction's second initial dwelling (REFERENCE.md).
 */
export const DRAGONLORDS = `${VOLCANO_HEADER}
  setup dragonlords
  setup witches
  dragonlords: build E7
  witches: build C3
  witches: build A3
  dragonlords: build F1
  dragonlords: pick-color yellow
  witches: pass BON4
  dragonlords: pass BON3
`;

/** Acolytes (volcano on E7 for 3 fire, F1 for 3 water; desert picked) and Witches (C3, A3); the Acolytes start round 1. */
export const ACOLYTES = `${VOLCANO_HEADER}
  setup acolytes
  setup witches
  acolytes: build E7. -3FIRE
  witches: build C3
  witches: build A3
  acolytes: build F1. -3WATER
  acolytes: pick-color yellow
  witches: pass BON4
  acolytes: pass BON3
`;

/**
 * What terra.snellman.net's engine decides of the volcano factions before their initial dwellings
 * (beyond that it cannot go: REFERENCE.md).
 */
export const VOLCANO_LOGS: SiteLog[] = [
  refusedAt("the two volcano factions in one game", "setup acolytes", VOLCANO_HEADER, "setup dragonlords"),
  refusedAt("a volcano faction picks its colour before its initial dwellings", "dragonlords: pick-color gray", VOLCANO_HEADER, "setup dragonlords", "setup witches"),
];

export const VARIABLE_HEADER = `
  option fire-and-ice-factions/variable_v5
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
`;

/** Shapeshifters (gray: E7, F1) and Witches (C3, F2 beside F1); the Shapeshifters start round 1. */
export const SHAPESHIFTERS = `${VARIABLE_HEADER}
  setup shapeshifters
  setup witches
  shapeshifters: pick-color gray
  shapeshifters: build E7
  witches: build C3
  witches: build F2
  shapeshifters: build F1
  witches: pass BON4
  shapeshifters: pass BON3
`;

/** Riverwalkers (gray: E7, F1, both beside the river) and Witches (C3, A3); the Riverwalkers start round 1. */
export const RIVERWALKERS = `${VARIABLE_HEADER}
  setup riverwalkers
  setup witches
  riverwalkers: pick-color gray
  riverwalkers: build E7
  witches: build C3
  witches: build A3
  riverwalkers: build F1
  witches: pass BON4
  riverwalkers: pass BON3
`;

/** The Riverwalkers build on H2 (lakes unlocked), then their stronghold on F1: F1:H1 and H2:F2 are free bridge slots. */
export const RIVERWALKERS_STRONGHOLD = `
  riverwalkers: +30c. +30w. +P. unlock-terrain blue. build H2
  witches: pass BON5
  riverwalkers: upgrade F1 to TP
  riverwalkers: upgrade F1 to SH
`;

/** What terra.snellman.net's engine decides of the variable factions (replayed there too: scripts/cli/site-logs.test.ts). */
export const VARIABLE_LOGS: SiteLog[] = [
  refusedAt("the two variable factions in one game", "setup shapeshifters", VARIABLE_HEADER, "setup riverwalkers"),
  refusedAt("a colour of another faction", "shapeshifters: pick-color green", VARIABLE_HEADER, "setup shapeshifters", "setup witches"),
  refusedAt("an initial dwelling of the Riverwalkers inland", "riverwalkers: build F6", VARIABLE_HEADER, "setup riverwalkers", "setup witches", "riverwalkers: pick-color gray"),
  accepted("the Shapeshifters and the Riverwalkers start", SHAPESHIFTERS),
  accepted("the Riverwalkers start", RIVERWALKERS),
  refusedAt("the Riverwalkers reach nothing by land", "riverwalkers: build E6", RIVERWALKERS, "riverwalkers: +P. unlock-terrain brown"),
  accepted("the Riverwalkers unlock another faction's home for 2 coins and build there, along the river", RIVERWALKERS, "riverwalkers: +P. unlock-terrain green. build F2"),
  accepted("a priest of a power action becomes an unlock for 1 coin", RIVERWALKERS, "riverwalkers: +14PW. action ACT2. unlock-terrain blue"),
  accepted("a priest taken instead of an unlock, up to the limit of one", RIVERWALKERS, "riverwalkers: +P. unlock-terrain gain-priest. +P. unlock-terrain gain-priest"),
  refusedAt("the Riverwalkers may not take a spade action", "riverwalkers: action ACT5", RIVERWALKERS, "riverwalkers: +14PW"),
  refusedAt("the Riverwalkers cannot terraform", "riverwalkers: build E8", RIVERWALKERS),
  accepted("the Riverwalkers' stronghold places two free bridges", RIVERWALKERS, RIVERWALKERS_STRONGHOLD, "riverwalkers: bridge F1:H1", "riverwalkers: bridge H2:F2"),
  accepted("the Shapeshifters pay 1 VP for a power token when an opponent leeches", SHAPESHIFTERS, "shapeshifters: +10c. +10w. upgrade F1 to TP", "witches: leech 1 from shapeshifters", "shapeshifters: gain P3 for VP"),
  accepted("the Shapeshifters decline the power token", SHAPESHIFTERS, "shapeshifters: +10c. +10w. upgrade F1 to TP", "witches: leech 1 from shapeshifters", "shapeshifters: -GAIN_P3_FOR_VP"),
  accepted(
    "the Shapeshifters' stronghold changes their colour for 5 power, and again for 5 tokens",
    SHAPESHIFTERS,
    "shapeshifters: +20c. +20w. upgrade E7 to TP",
    "witches: pass BON5",
    "shapeshifters: upgrade E7 to SH",
    "shapeshifters: +9PW. action ACTH5. pick-color blue",
    "shapeshifters: action ACTH6. pick-color yellow",
  ),
];

export const FIRE_AND_ICE_LOGS: SiteLog[] = [
  refusedAt("an ice faction picks a colour of a faction in play", "icemaidens: pick-color green", HEADER, "setup icemaidens", "setup witches"),
  refusedAt("an ice faction places a dwelling before picking", "icemaidens: build E7", HEADER, "setup icemaidens", "setup witches"),
  refusedAt("an initial dwelling of an ice faction off the colour picked", "icemaidens: build E6", HEADER, "setup icemaidens", "setup witches", "icemaidens: pick-color gray", "icemaidens: +FAV11"),
  accepted("one spade turns a neighbour of the picked colour into ice", ICE_MAIDENS, "icemaidens: dig 1. build F2"),
  accepted("one spade turns the picked colour itself into ice", ICE_MAIDENS, "icemaidens: +6w. dig 1. transform D4 to gray", "witches: pass BON5", "icemaidens: dig 1. build D4"),
  accepted("two spades from two steps away, no long way round", ICE_MAIDENS, "icemaidens: +1w. dig 2. build E8"),
  refusedAt("a colour turned by spades is not ice yet", "icemaidens: build F2", ICE_MAIDENS, "icemaidens: dig 1. transform F2 to gray"),
  refusedAt("ice cannot be transformed by another faction", "witches: dig 1. transform D5 to green", ICE_MAIDENS, "icemaidens: dig 2. transform D5 to ice"),
  accepted("Ice Maidens score their temples when passing, with their stronghold", ICE_MAIDENS, "icemaidens: +30c. +30w. upgrade E7 to TP", "witches: pass BON5", "icemaidens: upgrade E7 to SH", "icemaidens: upgrade F1 to TP", "icemaidens: upgrade F1 to TE. +FAV10", "icemaidens: pass BON6"),
  accepted("Yetis pay one power less for a power action", YETIS, "yetis: burn 4. action ACT2"),
  accepted("Yetis with their stronghold take a taken power action, again and again", YETIS, YETIS_STRONGHOLD, "yetis: burn 4. action ACT2", "witches: pass BON5", "yetis: action ACT2", "yetis: burn 2. action ACT2"),
  refusedAt("Yetis without their stronghold do not take a taken power action", "yetis: burn 4. action ACT2", YETIS, "yetis: +10c. +10w. upgrade E7 to TP", "witches: burn 3. action ACT2"),
  refusedAt("a power action the Yetis took is taken for the others", "witches: burn 4. action ACT2", YETIS, YETIS_STRONGHOLD, "yetis: burn 4. action ACT2"),
  accepted("the Yetis' stronghold offers 4 power", YETIS, YETIS_STRONGHOLD, "yetis: pass BON5", "witches: +10c. +10w. upgrade D5 to TP", "yetis: leech 4 from witches"),
];

/**
 * terra.snellman.net's id of the base map played with its 2017 starting-VP table: the SHA-1 of the
 * map's terrain string followed by " original_2017" (starting-vp.test.ts derives it again).
 */
export const BASE_MAP_WITH_VP_2017 = "91645cdb135773c2a7a50e5ca9cb18af54c664c4";

/** Engineers (H6, I9) and Witches (D1, F2) on the base map with the 2017 starting VP; round 1 played out. */
export const STARTING_VP_2017 = `
  option loose-adjust-resource
  map ${BASE_MAP_WITH_VP_2017}
  score SCORE3,SCORE1,SCORE2,SCORE4,SCORE5,SCORE6
  setup engineers
  setup witches
  engineers: build H6
  witches: build D1
  witches: build F2
  engineers: build I9
  witches: pass BON3
  engineers: pass BON4
`;

export const STARTING_VP_LOGS: SiteLog[] = [
  accepted("the 2017 starting VP chosen by the map's id, kept through a round", STARTING_VP_2017, "engineers: upgrade H6 to TP", "witches: upgrade D1 to TP", "engineers: pass BON5", "witches: pass BON6"),
];

/**
 * A Merchants of the Seas self-play game (seed 24905, 2 players, Fjords) up to the Dragonlords' dig in
 * round 1: their hexes in reach are the Darklings' swamp (2 tokens each) or cost 1, see the test.
 */
export const DRAGONLORDS_DUG_MERCHANTS = `
  option fire-and-ice-factions/ice
  option fire-and-ice-factions/volcano
  map fdb13a13cd48b7a3c3525f27e4628ff6905aa5b1
  score SCORE17,SCORE19,SCORE15,SCORE12,SCORE11,SCORE20
  delete BON1
  delete BON2
  delete BON4
  delete BON9
  delete BON11
  delete BON12
  delete BON13
  setup darklings
  setup dragonlords
  darklings: build F3
  dragonlords: build J2
  dragonlords: build G3
  darklings: build I3
  dragonlords: pick-color yellow
  darklings: dock F3
  dragonlords: dock J2
  dragonlords: pass BON14
  darklings: pass BON8
  darklings: advance ship
  darklings: done
  dragonlords: upgrade J2 to TP
  dragonlords: done
  darklings: send p to fire
  darklings: done
  dragonlords: convert 3C to 1VP
  dragonlords: upgrade J2 to SY
  darklings: upgrade F3 to TP
  darklings: done
  dragonlords: upgrade G3 to TP
  darklings: upgrade I3 to TP
  dragonlords: action SHIPS
  dragonlords: burn 1
  dragonlords: ship +1 r31-I3
  dragonlords: burn 1
  dragonlords: convert 1PW to 1C
  dragonlords: trade I3
  dragonlords: done
  darklings: decline 2 from dragonlords
  darklings: pass BON5
  dragonlords: dig 1
  dragonlords: transform G2 to volcano
  dragonlords: dig 1
  dragonlords: transform I2 to volcano
  dragonlords: done
  dragonlords: dig 1
`;
