/**
 * Small logs of the idioms of terra.snellman.net (engine/games/terra-mystica/rules/REFERENCE.md): the setups of the
 * scenario tests in `reference.test.ts`, and whole logs built from them that the reference engine
 * must read as we do (`scripts/cli/site-logs.test.ts` replays each with both engines). Pure data.
 */

/**
 * Chaos Magicians on D4 (BON3) and Witches on A10 and C4 (BON2); both act in round 1 and the
 * log may adjust resources by hand.
 */
export const TWO = `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup chaosmagicians
  setup witches
  witches: build A10
  witches: build C4
  chaosmagicians: build D4
  witches: pass BON2
  chaosmagicians: pass BON3
`;

/** The Chaos Magicians with their stronghold, the Witches to move. */
export const STRONGHOLD = `
  chaosmagicians: +15w. +10c
  chaosmagicians: upgrade D4 to TP
  witches: action BON2. +AIR
  chaosmagicians: upgrade D4 to SH
  witches: dig 1. build A11
`;

/** Witches on A10 and C4 (BON4), Alchemists on E5 and I2 (BON3), both in round 1. */
export const ALCHEMISTS = `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup alchemists
  witches: build A10
  alchemists: build E5
  alchemists: build I2
  witches: build C4
  alchemists: pass BON3
  witches: pass BON4
`;

/** The Witches (home on D1 and F2) act alone: the Engineers pass at once. */
export const WITCHES_ALONE = `
  option loose-adjust-resource
  score SCORE3,SCORE1,SCORE2,SCORE4,SCORE5,SCORE6
  setup engineers
  setup witches
  engineers: build H6
  witches: build D1
  witches: build F2
  engineers: build I9
  witches: pass BON3
  engineers: pass BON4
  engineers: pass BON5
`;

/** The Auren on D1 and F2, the Engineers far away in the south-east; each with a bonus card. */
export const auren = (aurenBonus: string, engineersBonus: string) => `
  option loose-adjust-resource
  score SCORE4,SCORE1,SCORE2,SCORE3,SCORE5,SCORE6
  setup auren
  setup engineers
  auren: build D1
  engineers: build H6
  engineers: build I9
  auren: build F2
  engineers: pass ${engineersBonus}
  auren: pass ${aurenBonus}
`;

/** Halflings on E2, Witches on D1 and F2 (both next to E2). */
export const HALFLINGS_WITCHES = `
  score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6
  setup halflings
  setup witches
  halflings: build E2
  witches: build F2
  witches: build D1
  halflings: build H3
  witches: pass BON7
  halflings: pass BON3
`;

/** A log and what both engines must do with it: accept it whole, or refuse this (1-based) line. */
export interface SiteLog {
  name: string;
  log: string;
  refused?: number;
}

function joinLog(...parts: string[]): string {
  return (
    parts
      .join("\n")
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean)
      .join("\n") + "\n"
  );
}

/** The line number of `line` in `log` (the first line exactly equal to it). */
function lineOf(log: string, line: string): number {
  const i = log.split("\n").indexOf(line);
  if (i < 0) throw new Error(`no line "${line}" in the log`);
  return i + 1;
}

export function refusedAt(name: string, line: string, ...parts: string[]): SiteLog {
  const log = joinLog(...parts, line);
  return { name, log, refused: lineOf(log, line) };
}

export const accepted = (name: string, ...parts: string[]): SiteLog => ({ name, log: joinLog(...parts) });

const TOWN = `
  auren: +30w. +30c
  auren: dig 1. build D2
  engineers: pass BON4
  auren: dig 2. build E3
  auren: upgrade D2 to TP
  auren: upgrade E3 to TP
  auren: upgrade F2 to TP
`;

const WATER_9 = `
  witches: +4p
  witches: send p to water
  witches: send p to water
  witches: send p to water
  witches: send p to water
`;

export const SITE_LOGS: SiteLog[] = [
  accepted("anyone converts 3 coins to 1 VP", TWO, "chaosmagicians: convert 3C to 1VP"),
  refusedAt("the Alchemists convert workers to VP", "alchemists: convert 2W to 1VP", ALCHEMISTS, "witches: pass BON5", "alchemists: +2w. +2p. +4c"),
  accepted("the Alchemists convert coins to VP and back", ALCHEMISTS, "witches: pass BON5", "alchemists: +4c", "alchemists: convert 2C to 1VP. convert 1VP to 1C"),
  accepted("several conversions on one line, any case", ALCHEMISTS, "witches: pass BON5", "alchemists: +2w", "ALCHEMISTS: Convert 1W to 1C. CONVERT 1w TO 1c"),
  accepted("resources in words", TWO, "chaosmagicians: +2w. +1p. burn 1", "chaosmagicians: convert 1 priest to 1 worker. convert 2 workers to 2 coins. Convert 1 power to 1 coin"),
  accepted("the Chaos Magicians pass as one action of their double turn, then pass again", TWO, STRONGHOLD, "chaosmagicians: action ACTC", "chaosmagicians: pass BON1", "chaosmagicians: pass BON5", "witches: pass BON1"),
  refusedAt("the next player moves before the Chaos Magicians' second action", "witches: build A12", TWO, STRONGHOLD, "chaosmagicians: action ACTC", "chaosmagicians: pass BON1"),
  accepted("a real action and a pass end the double turn", TWO, STRONGHOLD, "chaosmagicians: action ACTC", "chaosmagicians: dig 1. build E7", "chaosmagicians: pass BON7"),
  accepted("burning and converting after done", TWO, "chaosmagicians: upgrade D4 to TP. done", "chaosmagicians: burn 1. convert 1PW to 1C", "witches: action BON2. +AIR"),
  refusedAt("done before the action", "chaosmagicians: done", TWO),
  accepted("done from someone who is not to act", TWO, "witches: done", "chaosmagicians: upgrade D4 to TP", "chaosmagicians: done. done"),
  accepted("done, then done again, from the last player left", TWO, "chaosmagicians: pass BON1", "witches: upgrade C4 to TP. done", "witches: done", "witches: pass BON4"),
  accepted("burn 0 and dig 0", TWO, "chaosmagicians: burn 0. dig 0. burn 0", "chaosmagicians: dig 0", "chaosmagicians: done"),
  refusedAt("an upgrade after dig 0", "chaosmagicians: upgrade D4 to TP", TWO, "chaosmagicians: dig 0"),
  accepted("admin lines", TWO, "chaosmagicians: upgrade D4 to TP", "score_resources", "admin email someone@example.com", "start-preview", "finish", "abort", "chaosmagicians: wait", "chaosmagicians: done", "witches: upgrade C4 to TP"),
  accepted("drop-faction: the game goes on without the player", TWO, "chaosmagicians: upgrade D4 to TP. done", "drop-faction witches", "chaosmagicians: upgrade D4 to TE. +FAV11", "chaosmagicians: done", "chaosmagicians: pass BON1"),
  refusedAt("a command of a faction that dropped out", "witches: upgrade C4 to TP", TWO, "chaosmagicians: upgrade D4 to TP. done", "drop-faction witches"),
  accepted("+2TW5 with one town owed", auren("BON3", "BON1"), TOWN, "auren: +2TW5"),
  accepted("-water and -1water from 9 to 7", WITCHES_ALONE, WATER_9, "witches: -water", "witches: -1water"),
  refusedAt("-water below 7", "witches: -water", WITCHES_ALONE, WATER_9, "witches: -2water"),
  accepted("action ACTW. -free_d", WITCHES_ALONE, "witches: upgrade D1 to TP", "witches: upgrade D1 to SH", "witches: action ACTW. -free_d", "witches: done"),
  accepted("leech N from X", HALFLINGS_WITCHES, "halflings: upgrade E2 to TP", "witches: leech 2 from halflings"),
  accepted("decline 0 from X declines an offer of any amount", HALFLINGS_WITCHES, "halflings: upgrade E2 to TP", "witches: decline 0 from halflings"),
  accepted("a bare decline", HALFLINGS_WITCHES, "halflings: upgrade E2 to TP", "witches: decline"),
  refusedAt("decline N from X with another amount", "witches: decline 1 from halflings", HALFLINGS_WITCHES, "halflings: upgrade E2 to TP"),
  refusedAt("-1SPADE with no spade", "auren: -1SPADE", auren("BON1", "BON3")),
  refusedAt("-1SPADE after digging", "auren: -1SPADE", auren("BON1", "BON3"), "auren: dig 1"),
  refusedAt("-1SPADE after dig 0 following a spade of a bonus card", "auren: -1SPADE", auren("BON1", "BON3"), "auren: action BON1. dig 0"),
  accepted("-1SPADE after a spade of a bonus card", auren("BON1", "BON3"), "auren: action BON1", "auren: -1SPADE"),
];
