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
});
