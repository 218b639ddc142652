import { describe, expect, it } from "vitest";
import { vpBySource, vpSpreads } from "./figures";
import { againstPrinted, startingVpByMap, type LabGameOnMap, type StartingVpSuggestion } from "./starting-vp";
import { ranksOf, type LabGameResult } from "./summary";

/** A game from [player, VP by source] pairs; the VP is the sum of the sources. */
function game(index: number, seats: [string, Record<string, number>][], map = "base"): LabGameOnMap {
  const vps = seats.map(([, s]) => Object.values(s).reduce((a, b) => a + b, 0));
  const ranks = ranksOf(vps);
  return { index, seed: index + 1, map, moves: 100, seats: seats.map(([player, vpBySource], i) => ({ player, bot: "heuristic", vp: vps[i]!, rank: ranks[i]!, vpBySource })) };
}

describe("VP spreads", () => {
  it("gives each player's quartiles, extremes and mean over its games", () => {
    const vps = [60, 80, 70, 100, 90];
    const games: LabGameResult[] = vps.map((vp, i) => game(i, [["witches", { initial: 20, area: vp - 20 }], ["giants", { initial: 20, area: 50 + i }]]));
    const [giants, witches] = vpSpreads(games);
    expect(witches).toEqual({ player: "witches", games: 5, min: 60, q1: 70, median: 80, q3: 90, max: 100, mean: 80 });
    expect(giants).toMatchObject({ player: "giants", games: 5, min: 70, median: 72, max: 74 });
    // Quartiles between order statistics are interpolated: 4 games 10, 20, 30, 40 → q1 17.5, q3 32.5.
    const four = [10, 20, 30, 40].map((vp, i) => game(i, [["auren", { area: vp }]]));
    expect(vpSpreads(four)[0]).toMatchObject({ q1: 17.5, median: 25, q3: 32.5, mean: 25 });
  });
});

describe("VP by source", () => {
  it("averages each source over a player's games, positive sources by size first and losses last", () => {
    const games = [
      game(0, [["witches", { initial: 20, area: 18, leech: -4 }], ["giants", { initial: 20, towns: 9 }]]),
      game(1, [["witches", { initial: 20, towns: 6, leech: -2 }], ["auren", { initial: 20, area: 12, cults: 8 }]]),
    ];
    const v = vpBySource(games);
    // Totals: initial 80, area 30, towns 15, cults 8, leech −6.
    expect(v.sources).toEqual(["initial", "area", "towns", "cults", "leech"]);
    const witches = v.players.find((p) => p.player === "witches")!;
    expect(witches).toEqual({ player: "witches", games: 2, meanVp: 29, bySource: { initial: 20, area: 9, towns: 3, cults: 0, leech: -3 } });
    // The sources of a player sum to its mean VP.
    for (const p of v.players) expect(Object.values(p.bySource).reduce((a, b) => a + b, 0)).toBeCloseTo(p.meanVp, 9);
    expect(v.players.map((p) => p.player)).toEqual(["auren", "giants", "witches"]);
  });

  it("leaves out a source nobody scored from", () => {
    expect(vpBySource([game(0, [["witches", { initial: 20, area: 0 }]])]).sources).toEqual(["initial"]);
  });
});

describe("suggested starting VP per map", () => {
  it("solves each map from its own games, starting from each player's initial VP", () => {
    const games: LabGameOnMap[] = [];
    // On "base" giants (started at 30) outscore witches by 10; on "fjords" the other way round.
    for (let i = 0; i < 30; i++) {
      const noise = (i % 7) - 3;
      games.push(game(i, [["giants", { initial: 30, area: 60 + noise }], ["witches", { initial: 20, area: 60 - noise }]], "base"));
      games.push(game(100 + i, [["giants", { initial: 20, area: 60 - noise }], ["witches", { initial: 20, area: 70 + noise }]], "fjords"));
    }
    const s = startingVpByMap(["base", "fjords"], games, { seed: 1, resamples: 20 });
    const of = (map: string, player: string) => s[map]!.find((x) => x.player === player)!;
    expect(of("base", "giants").current).toBe(30);
    expect(of("base", "giants").games).toBe(30);
    expect(of("base", "giants").suggested.estimate).toBeLessThan(of("base", "giants").current);
    expect(of("fjords", "giants").current).toBe(20);
    expect(of("fjords", "giants").suggested.estimate).toBeGreaterThan(of("fjords", "witches").suggested.estimate);
  });
});

describe("a suggestion against a printed table", () => {
  const suggestion = (player: string, estimate: number): StartingVpSuggestion => ({
    player,
    games: 10,
    current: 20,
    offset: { estimate: estimate - 20, lo: estimate - 22, hi: estimate - 17 },
    suggested: { estimate, lo: estimate - 2, hi: estimate + 3 },
    pairwiseWinRate: { before: 0.5, after: 0.5 },
  });

  it("gives each difference with its interval and Spearman's rank correlation (0.8 for ranks 1..5 against 2,1,4,3,5)", () => {
    const s = ["a", "b", "c", "d", "e"].map((p, i) => suggestion(p, 10 * (i + 1)));
    const c = againstPrinted([...s, suggestion("f", 33)], { a: 2, b: 1, c: 4, d: 3, e: 5, z: 40 });
    expect(c.spearman).toBeCloseTo(0.8, 12);
    expect(c.rows.find((r) => r.player === "c")).toEqual({ player: "c", printed: 4, suggested: { estimate: 30, lo: 28, hi: 33 }, difference: { estimate: 26, lo: 24, hi: 29 } });
    expect(c.unprinted).toEqual(["f"]);
  });

  it("has no correlation when the printed table is the same for everyone or has fewer than three entries", () => {
    const s = ["a", "b", "c"].map((p, i) => suggestion(p, 10 * (i + 1)));
    expect(againstPrinted(s, { a: 20, b: 20, c: 20 }).spearman).toBeUndefined();
    expect(againstPrinted(s, { a: 20, b: 25 }).spearman).toBeUndefined();
    expect(againstPrinted(s, { a: 30, b: 25, c: 20 }).spearman).toBeCloseTo(-1, 12);
  });
});
