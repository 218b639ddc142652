/**
 * Scenario logs of the Fire & Ice final-scoring tiles, each with the tile's VP per faction once the
 * game is played to its end by passing (`toEnd`). final-scoring-tiles.test.ts checks them on our
 * engine; scripts/cli/site-logs.test.ts replays the same logs with terra.snellman.net's engine,
 * which decided every number here.
 */
import type { Catalog } from "../../catalog";
import { rulesFor } from "../../catalog";
import { replay } from "../../notation/replay";

/**
 * The Witches (first to move) on D1 and F2 with BON5; the Mermaids (shipping 1) on E4 and G6 with
 * BON3. D1 is on the edge of the map; E4 and G1 are two hexes apart across a river cell.
 */
export const setup = (tile: string) => `
  option loose-adjust-resource
  final-scoring ${tile}
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup mermaids
  witches: build D1
  mermaids: build E4
  mermaids: build G6
  witches: build F2
  mermaids: pass BON3
  witches: pass BON5
`;

/** Witches: D1–D2 and F2 apart. Mermaids: E4 and G1 joined by shipping, G6 apart. */
export const SPREAD = `
  witches: +40c. +30w
  witches: dig 1. build D2
  mermaids: +40c. +20w
  mermaids: dig 2. build G1
`;

/** Witches: stronghold on F2, sanctuary on D2. Mermaids: stronghold on E4, sanctuary on G1. */
export const BUILT = `
  witches: upgrade F2 to TP
  mermaids: upgrade E4 to TP
  witches: upgrade F2 to SH
  mermaids: upgrade E4 to SH
  witches: upgrade D2 to TP
  mermaids: upgrade G1 to TP
  witches: upgrade D2 to TE. +FAV9
  mermaids: upgrade G1 to TE. +FAV10
  witches: upgrade D2 to SA. +FAV11
  mermaids: upgrade G1 to SA. +FAV12
`;

/** The Witches' stronghold on F2, and a dwelling on I11 (bottom edge) by the Witches' Ride. */
export const RIDE = `
  witches: upgrade F2 to TP
  mermaids: pass BON4
  witches: upgrade F2 to SH
  witches: action ACTW. build I11
`;

/** The Mermaids' bridge between E4 and G1 (the Witches having passed). */
export const BRIDGE = `
  witches: pass BON4
  mermaids: burn 3. action ACT1. bridge E4:G1
`;

/** Mermaids on A4, C1, D1 and D2 (trading houses on D2 and A4); A4 is across the river cell r1 from C1. */
export const RIVER = `
  option loose-adjust-resource
  final-scoring connected-clusters
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup mermaids
  witches: build I6
  mermaids: build A4
  mermaids: build D2
  witches: build I11
  mermaids: pass BON3
  witches: pass BON4
  witches: pass BON5
  mermaids: +20w. +20c
  mermaids: dig 1. build C1
  mermaids: dig 1. build D1
  mermaids: upgrade D2 to TP
  mermaids: upgrade A4 to TP
`;

/** The Fire & Ice map: the Witches on B6 (the top row, the map's first row being empty) and D4. */
export const FIRE_AND_ICE_TOP = `
  final-scoring building-on-edge
  map 95a66999127893f5925a5f591d54f8bcb9a670e6
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup mermaids
  witches: build B6
  mermaids: build C3
  mermaids: build E6
  witches: build D4
  mermaids: pass BON3
  witches: pass BON5
`;

export interface FinalScoringLog {
  name: string;
  /** Setup and moves; the game is played to its end by `toEnd`. */
  log: string;
  /** The tile's VP per faction at the end (undefined: none). */
  tileVp: Record<string, number | undefined>;
}

export const FINAL_SCORING_LOGS: FinalScoringLog[] = [
  { name: "distance across a river where shipping joins", log: setup("connected-distance") + SPREAD, tileVp: { witches: 12, mermaids: 18 } },
  { name: "distance tied", log: setup("connected-distance") + SPREAD + "witches: dig 3. build E2\n", tileVp: { witches: 15, mermaids: 15 } },
  { name: "sa-sh apart scores nothing", log: setup("connected-sa-sh-distance") + SPREAD + BUILT, tileVp: { witches: undefined, mermaids: 18 } },
  { name: "sa-sh joined", log: setup("connected-sa-sh-distance") + SPREAD + BUILT + "witches: dig 3. build E2. +TW2\n", tileVp: { witches: 15, mermaids: 15 } },
  { name: "edge, one network", log: setup("building-on-edge") + SPREAD + RIDE, tileVp: { witches: 18, mermaids: undefined } },
  { name: "edge, two in a network", log: setup("building-on-edge") + SPREAD + RIDE + "witches: dig 2. build E1\n", tileVp: { witches: 18, mermaids: undefined } },
  { name: "edge, the Fire & Ice map's top row", log: FIRE_AND_ICE_TOP, tileVp: { witches: 18, mermaids: undefined } },
  { name: "clusters joined by shipping", log: setup("connected-clusters") + SPREAD, tileVp: { witches: 12, mermaids: 18 } },
  { name: "clusters joined by a bridge", log: setup("connected-clusters") + SPREAD + BRIDGE, tileVp: { witches: 15, mermaids: 15 } },
  { name: "clusters before the river town", log: RIVER, tileVp: { witches: 12, mermaids: 18 } },
  { name: "clusters joined by the Mermaids' river town", log: RIVER + "mermaids: upgrade A4 to SH. connect A4:C1. +TW3\n", tileVp: { witches: 15, mermaids: 15 } },
  {
    name: "no final-scoring line, with the option",
    log: "option fire-and-ice-final-scoring\n" + setup("network").replace("final-scoring network\n", "") + SPREAD,
    tileVp: { witches: undefined, mermaids: undefined },
  },
];

const dedent = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .join("\n") + "\n";

/**
 * The log played on to the end of the game: open power offers declined, whoever is to move passing
 * with the first bonus card left (none in the last round). Throws when our engine refuses a line.
 */
export function toEnd(log: string, catalog: Catalog): string {
  let text = dedent(log);
  for (let guard = 0; guard < 100; guard++) {
    const r = replay(text, catalog);
    if (!r.ok) throw new Error(`line ${r.line} (${r.text.trim()}): ${r.message}`);
    const s = r.state;
    if (s.finished) return text;
    const offered = s.leechOffers[0];
    if (offered) {
      text += `${s.players[offered.seat]!.faction}: decline\n`;
      continue;
    }
    const last = s.round >= rulesFor(catalog, s.options).rounds;
    const bonus = last ? "" : Object.keys(s.pool.bonus).find((id) => s.pool.bonus[id]! > 0);
    text += `${s.players[s.active]!.faction}: pass ${bonus ?? ""}\n`;
  }
  throw new Error("toEnd: the game does not end");
}
