import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nextRandom } from "../random";
import { compareBatches, ranksOf, separationCheck, summarizeBatch, winShares, type LabGameResult } from "./summary";
import { suggestStartingVp } from "./starting-vp";

const FACTIONS = ["alchemists", "auren", "chaosmagicians", "darklings", "dwarves", "engineers", "giants"];

/** Random games: `seats` distinct factions each, VP = 80 + bias[faction] + noise (seeded). */
function randomGames(count: number, seats: number, seed: number, bias: Record<string, number> = {}): LabGameResult[] {
  let rng = seed >>> 0;
  const next = () => {
    const r = nextRandom(rng);
    rng = r.state;
    return r.value;
  };
  return Array.from({ length: count }, (_, index) => {
    const pool = [...FACTIONS];
    const players = Array.from({ length: seats }, () => pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    const vps = players.map((p) => Math.round(80 + (bias[p] ?? 0) + (next() - 0.5) * 40));
    const ranks = ranksOf(vps);
    return {
      index,
      seed: seed + index,
      moves: 200,
      seats: players.map((player, i) => ({ player, bot: i === 0 ? "strong" : "heuristic", vp: vps[i]!, rank: ranks[i]!, vpBySource: { initial: 20, cults: vps[i]! - 20 } })),
    };
  });
}

describe("win shares and ranks", () => {
  it("splits a tie for first and ranks ties together", () => {
    expect(winShares([90, 100, 100, 70])).toEqual([0, 0.5, 0.5, 0]);
    expect(ranksOf([90, 100, 100, 70])).toEqual([3, 1, 1, 4]);
  });
});

describe("a batch's summary", () => {
  it("counts every seat once and every game's win once, per player, per seat and per bot", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: 1e6 }), (count, seats, seed) => {
        const games = randomGames(count, seats, seed);
        const s = summarizeBatch(games);
        const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
        expect(sum(s.players.map((p) => p.games))).toBe(count * seats);
        expect(sum(s.players.map((p) => p.wins))).toBeCloseTo(count, 9);
        expect(sum(s.seats.map((p) => p.wins))).toBeCloseTo(count, 9);
        expect(sum(s.bots.map((p) => p.wins))).toBeCloseTo(count, 9);
        expect(s.seats.map((x) => x.games)).toEqual(Array(seats).fill(count));
        for (const p of s.players) {
          const mine = games.flatMap((g) => g.seats.filter((x) => x.player === p.player));
          expect(p.meanVp.estimate).toBeCloseTo(sum(mine.map((x) => x.vp)) / mine.length, 9);
          expect(p.vpBySource.initial).toBe(20);
          expect(p.winRate.lo).toBeLessThanOrEqual(p.winRate.estimate);
          expect(p.winRate.hi).toBeGreaterThanOrEqual(p.winRate.estimate);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("counts wins made of tied shares as clean numbers (no float dust in what is printed)", () => {
    // 30 three-way ties for first (a third of a win each) and 2 clean wins for the same bot.
    const tie = (index: number): LabGameResult => ({
      index,
      seed: index,
      moves: 1,
      seats: ["a", "b", "c", "d"].map((player, i) => ({ player, bot: i < 3 ? "x" : "y", vp: i < 3 ? 90 : 80, rank: i < 3 ? 1 : 4, vpBySource: {} })),
    });
    const win = (index: number): LabGameResult => ({
      index,
      seed: index,
      moves: 1,
      seats: ["a", "b", "c", "d"].map((player, i) => ({ player, bot: i < 3 ? "x" : "y", vp: i === 0 ? 99 : 80 - i, rank: i + 1, vpBySource: {} })),
    });
    const games = [...Array.from({ length: 30 }, (_, i) => tie(i)), win(30), win(31)];
    const s = summarizeBatch(games);
    expect(s.bots.find((b) => b.bot === "x")!.wins).toBe(32);
    expect(s.players.find((p) => p.player === "a")!.wins).toBe(12);
    expect(s.seats.find((p) => p.seat === 1)!.wins).toBe(10);
  });

  it("warns when there are too few games to separate factions, and not when there are enough", () => {
    const few = summarizeBatch(randomGames(40, 4, 3));
    expect(few.warning).toMatch(/^Too few games to separate factions/);
    expect(summarizeBatch(randomGames(40, 4, 3), { nouns: "starting positions" }).warning).toMatch(/^Too few games to separate starting positions:/);
    expect(few.separation.enough).toBe(false);
    // Fair rate ¼, δ = 5 points: (1.96 + 0.8416)² · 2·¼·¾ / 0.05² = 1177.3, so 1178.
    expect(separationCheck([{ player: "a", games: 10 }], 4).gamesNeeded).toBe(1178);
    const enough = separationCheck(FACTIONS.map((player) => ({ player, games: 1200 })), 4);
    expect(enough.enough).toBe(true);
    expect(enough.detectableNow).toBeLessThan(0.05);
  });

  it("sees an A/B change in a faction that gained VP and none in one that did not", () => {
    const a = randomGames(600, 4, 11);
    const b = randomGames(600, 4, 12, { giants: 25 });
    const byPlayer = Object.fromEntries(compareBatches(a, b).map((c) => [c.player, c]));
    expect(byPlayer.giants!.meanVpChanged).toBe(true);
    expect(byPlayer.giants!.meanVp.lo).toBeGreaterThan(15);
    expect(byPlayer.giants!.winRateChanged).toBe(true);
    expect(byPlayer.giants!.winRate.estimate).toBeGreaterThan(0);
  });
});

describe("suggested starting VP", () => {
  it("takes back a faction's edge: the suggestion offsets a known bias, within its interval", () => {
    const games = randomGames(700, 4, 5, { giants: 12, auren: -6 });
    const s = Object.fromEntries(suggestStartingVp(games, { current: () => 20, seed: 3, resamples: 40 }).map((x) => [x.player, x]));
    const giants = s.giants!.offset;
    const auren = s.auren!.offset;
    const alchemists = s.alchemists!.offset;
    // Relative offsets undo the biases (±3 VP: noise of 700 games).
    expect(giants.estimate - alchemists.estimate).toBeGreaterThan(-15);
    expect(giants.estimate - alchemists.estimate).toBeLessThan(-9);
    expect(auren.estimate - alchemists.estimate).toBeGreaterThan(3);
    expect(auren.estimate - alchemists.estimate).toBeLessThan(9);
    for (const x of Object.values(s)) {
      expect(x.offset.lo).toBeLessThanOrEqual(x.offset.estimate);
      expect(x.offset.hi).toBeGreaterThanOrEqual(x.offset.estimate);
      expect(x.suggested.estimate).toBeCloseTo(20 + x.offset.estimate, 9);
      expect(Math.abs(x.pairwiseWinRate.after - 0.5)).toBeLessThan(0.02);
    }
    expect(s.giants!.pairwiseWinRate.before).toBeGreaterThan(0.6);
  });

  it("suggests nothing to change when the factions are even, and the offsets are centred", () => {
    const games = randomGames(500, 4, 9);
    const s = suggestStartingVp(games, { current: (p) => (p === "giants" ? 18 : 20), seed: 1, resamples: 30 });
    const weighted = s.reduce((a, x) => a + x.offset.estimate * x.games, 0) / s.reduce((a, x) => a + x.games, 0);
    expect(weighted).toBeCloseTo(0, 6);
    for (const x of s) {
      expect(x.offset.lo).toBeLessThan(0 + 3);
      expect(x.offset.hi).toBeGreaterThan(0 - 3);
    }
    expect(s.find((x) => x.player === "giants")!.suggested.estimate).toBeCloseTo(18 + s.find((x) => x.player === "giants")!.offset.estimate, 9);
  });
});
