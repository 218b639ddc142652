/** Final scoring: majorities with ties, as terra.snellman.net splits them. */
import { describe, expect, it } from "vitest";
import { rankingVp } from "./scoring";

describe("final scoring majorities", () => {
  it("gives 8, 4 and 2 to the first three", () => {
    expect(rankingVp([9, 3, 6, 1], [8, 4, 2])).toEqual([8, 2, 4, 0]);
  });

  it("splits the points of the places a tie takes, rounding down", () => {
    expect(rankingVp([7, 7, 2, 1], [8, 4, 2])).toEqual([6, 6, 2, 0]);
    expect(rankingVp([5, 5, 5, 1], [8, 4, 2])).toEqual([4, 4, 4, 0]);
    expect(rankingVp([9, 4, 4, 4], [8, 4, 2])).toEqual([8, 2, 2, 2]);
  });

  it("gives nothing for a position of zero", () => {
    expect(rankingVp([0, 0, 3], [8, 4, 2])).toEqual([0, 0, 8]);
  });

  it("shares the area points the same way", () => {
    expect(rankingVp([12, 12, 12, 8], [18, 12, 6])).toEqual([12, 12, 12, 0]);
  });

  it("agrees with handing the points out down the sorted levels, on random levels", () => {
    // The definition: sort the levels, give each place's points to the level in it, split a level's among its players.
    const byDefinition = (levels: number[], points: number[]): number[] => {
      const sorted = [...levels].sort((a, b) => b - a);
      const pot = new Map<number, number>();
      points.forEach((pts, place) => place < sorted.length && pot.set(sorted[place]!, (pot.get(sorted[place]!) ?? 0) + pts));
      return levels.map((l) => (l && pot.has(l) ? Math.floor(pot.get(l)! / levels.filter((m) => m === l).length) : 0));
    };
    let seed = 7;
    const random = (k: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % k;
    };
    for (let t = 0; t < 5000; t++) {
      const levels = Array.from({ length: 1 + random(7) }, () => (random(4) === 0 ? 0 : random(1 + random(12))));
      const points = Array.from({ length: random(5) }, () => random(20));
      expect(rankingVp(levels, points)).toEqual(byDefinition(levels, points));
    }
  });
});
