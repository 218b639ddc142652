/**
 * Agreement with terra.snellman.net's engine (../shared/oracle), run as a black box: seeded
 * self-play games (2–5 players, every faction, with and without the league options) must replay
 * there to the same final state, and mutated logs must be refused at the same line or accepted
 * with the same result. Skipped with a message when the reference cannot run here, unless
 * REQUIRE_ORACLE is set (as .ci/run does), then it fails.
 */
import { describe, expect, it } from "vitest";
import { compileCatalog } from "../../engine/games/terra-mystica/catalog";
import type { ResolvedPack } from "../../engine/games/terra-mystica/schema/validate";
import { differentialGame, disagreement, IDIOMS, ourOutcome, referenceOutcome } from "../../engine/games/terra-mystica/testing/differential";
import { LEAGUE_OPTIONS, reportText, runDifferential } from "./differential";
import { oracleMissing, replayWithReference } from "./oracle";
import { packWithOptions } from "./pack-dir";

const GAMES = Number(process.env.DIFFERENTIAL_GAMES ?? 500);
const MUTATED = Number(process.env.DIFFERENTIAL_MUTATED ?? 1000);
const IDIOMATIC = Number(process.env.DIFFERENTIAL_IDIOMS ?? 300);
const FIRE_AND_ICE = Number(process.env.DIFFERENTIAL_FIRE_AND_ICE ?? 300);
const MAPS = Number(process.env.DIFFERENTIAL_MAPS ?? 200);
/**
 * Every map of the base pack, by seed; the Fire & Ice final-scoring tile is drawn by seed. In this
 * order the plain games are the first 100 of the 1,000 of REFERENCE.md (all agreed); another order
 * meets the game listed there where the reference itself is not deterministic (seed 400008 on
 * fjords: which cult track a town's one key lifts to 10).
 */
const ALL_MAPS = ["fire-and-ice", "fire-and-ice-altered", "fjords", "loon-lakes", "base"];
const FINAL_SCORING_TILES = ["building-on-edge", "connected-clusters", "connected-distance", "connected-sa-sh-distance"];
const missing = oracleMissing();

if (missing && process.env.REQUIRE_ORACLE) {
  it("needs the reference engine", () => {
    expect.fail(`REQUIRE_ORACLE is set but ${missing}`);
  });
} else if (missing) {
  console.warn(`differential tests skipped: ${missing}`);
}

describe.skipIf(Boolean(missing))("agreement with terra.snellman.net's engine", () => {
  it(`replays ${GAMES} self-play games to the same state of every faction`, { timeout: 1_800_000 }, async () => {
    const report = await runDifferential({ games: GAMES, seed: 1, mutate: 0 });
    expect(Object.keys(report.byPlayers).sort()).toEqual(["2", "3", "4", "5"]);
    expect(report.total).toBe(GAMES);
    expect(report.disagreements, reportText(report)).toEqual([]);
    expect(report.agreed).toBe(GAMES);
  });

  it(`refuses ${MUTATED} mutated logs at the reference's line, or agrees on their outcome`, { timeout: 1_800_000 }, async () => {
    // Different seeds from the games above, so that these are other games.
    const report = await runDifferential({ games: MUTATED, seed: 100_001, mutate: 1 });
    expect(Object.keys(report.byMutation).sort()).toEqual(["drop", "duplicate", "insert", "reassign", "renumber"]);
    expect(report.refused).toBeGreaterThan(MUTATED / 2);
    expect(report.disagreements, reportText(report)).toEqual([]);
    // The one kind of disagreement we keep on purpose (REFERENCE.md, Mutated logs) stays rare.
    expect(report.known.length, reportText(report)).toBeLessThanOrEqual(MUTATED / 100);
    expect(report.agreed + report.known.length).toBe(MUTATED);
  });

  it(`reads ${IDIOMATIC} logs in the spellings of real site logs as the reference does`, { timeout: 1_800_000 }, async () => {
    const report = await runDifferential({ games: IDIOMATIC, seed: 200_001, mutate: 0, idioms: 1 });
    expect(Object.keys(report.byMutation).sort()).toEqual([...IDIOMS].sort());
    expect(report.disagreements, reportText(report)).toEqual([]);
    expect(report.agreed).toBe(IDIOMATIC);
    // Most rewritten logs are whole games that both engines accept.
    expect(report.refused).toBeLessThan(IDIOMATIC / 3);
  });

  it(`replays ${FIRE_AND_ICE} self-play games with a Fire & Ice faction, and ${FIRE_AND_ICE / 2} mutated ones`, { timeout: 1_800_000 }, async () => {
    // Every game seats an ice or a variable faction (the volcano factions the reference cannot set
    // up: REFERENCE.md), on both Fire & Ice maps, each with a final-scoring tile; half of them with
    // the league options too.
    const featured = ["icemaidens", "yetis", "shapeshifters", "riverwalkers"];
    const options = ["fire-and-ice-factions/ice", "fire-and-ice-factions/variable_v5"];
    const maps = ["fire-and-ice", "fire-and-ice-altered"];
    const plain = await runDifferential({ games: FIRE_AND_ICE / 2, seed: 300_001, mutate: 0, options: [...options, "fire-and-ice-final-scoring"], featured, maps });
    const league = await runDifferential({ games: FIRE_AND_ICE / 2, seed: 310_001, mutate: 0, options: [...options, ...LEAGUE_OPTIONS], featured });
    for (const report of [plain, league]) {
      expect(Object.keys(report.byPlayers).sort()).toEqual(["2", "3", "4", "5"]);
      expect(report.disagreements, reportText(report)).toEqual([]);
      expect(report.agreed).toBe(FIRE_AND_ICE / 2);
    }
    // Every featured faction was seated, and agreed every time.
    for (const f of featured) expect([plain, league].reduce((n, r) => n + (r.byFaction[f]?.agreed ?? 0), 0), f).toBeGreaterThan(FIRE_AND_ICE / 20);
    // Mutated logs of the ice factions' games (with the variable factions' option on, the seeds deal
    // other games, and the first of them meets a known disagreement about an inserted `done`: REFERENCE.md).
    const mutated = await runDifferential({ games: FIRE_AND_ICE / 2, seed: 320_001, mutate: 1, options: ["fire-and-ice-factions/ice"], featured: ["icemaidens", "yetis"] });
    expect(mutated.disagreements, reportText(mutated)).toEqual([]);
    expect(mutated.known.length, reportText(mutated)).toBeLessThanOrEqual(FIRE_AND_ICE / 100);
  });

  it(`replays ${MAPS} self-play games on every map, each with a Fire & Ice final-scoring tile`, { timeout: 1_800_000 }, async () => {
    // Half of them with the league options too, whose bonus cards and scoring tiles change the play.
    const options = ["fire-and-ice-final-scoring"];
    const plain = await runDifferential({ games: MAPS / 2, seed: 400_001, mutate: 0, options, maps: ALL_MAPS });
    const league = await runDifferential({ games: MAPS / 2, seed: 410_001, mutate: 0, options: [...options, ...LEAGUE_OPTIONS], maps: ALL_MAPS });
    for (const report of [plain, league]) {
      expect(report.disagreements, reportText(report)).toEqual([]);
      expect(report.agreed).toBe(MAPS / 2);
      expect(Object.keys(report.byMap).sort()).toEqual([...ALL_MAPS].sort());
    }
    expect([...new Set([...Object.keys(plain.byTile), ...Object.keys(league.byTile)])].sort()).toEqual(FINAL_SCORING_TILES);
  });

  it("replays 20 self-play games with the site's 2017 starting VP, the table written into the map's id", { timeout: 1_800_000 }, async () => {
    const report = await runDifferential({ games: 20, seed: 450_001, mutate: 0, options: ["starting-vp/original_2017"], maps: ALL_MAPS });
    expect(report.disagreements, reportText(report)).toEqual([]);
    expect(report.agreed).toBe(20);
  });

  it("tells two different games apart, and a refused line from another", async () => {
    const catalog = compileCatalog(packWithOptions([]) as ResolvedPack);
    const a = differentialGame(catalog, 3, [], 11);
    const b = differentialGame(catalog, 3, [], 12);
    const [ra] = await replayWithReference([a.log]);
    expect(disagreement(ourOutcome(catalog, a.log), referenceOutcome(ra!))).toBeUndefined();
    expect(disagreement(ourOutcome(catalog, b.log), referenceOutcome(ra!))).toMatch(/ours .*, reference |only in our game/);
    // Our outcome of a log cut before a move that the reference is then given with a bad hex.
    const lines = a.log.trimEnd().split("\n");
    const at = lines.findIndex((l) => /: build [A-I]\d+$/.test(l) && lines.indexOf(l) > 20);
    const broken = [...lines.slice(0, at), lines[at]!.replace(/build \w+$/, "build Z99"), ...lines.slice(at + 1)].join("\n") + "\n";
    const [rb] = await replayWithReference([broken]);
    const theirs = referenceOutcome(rb!);
    expect(theirs.ok).toBe(false);
    expect(disagreement(ourOutcome(catalog, broken), theirs)).toBeUndefined();
    expect(disagreement(ourOutcome(catalog, a.log), theirs)).toMatch(/the reference refuses line/);
  });
});
