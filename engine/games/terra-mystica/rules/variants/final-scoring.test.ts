/**
 * Rule values of the final scoring: cult majorities, the largest connected area, and coins per VP
 * for leftover resources — each changed in a pack derived from content/base, played in notation.
 */
import { describe, expect, it } from "vitest";
import { passUntil } from "../scenarios/helpers";
import { baseWith, play } from "./helpers";

/**
 * Witches (air 2, two lone dwellings) and Dwarves (earth 2, two dwellings joined by tunnelling)
 * pass through all six rounds.
 */
const GAME = `
  score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup dwarves
  witches: build D1
  dwarves: build I9
  dwarves: build H6
  witches: build F2
  dwarves: pass BON1
  witches: pass BON2
`;

const end = (catalog?: ReturnType<typeof baseWith>) => passUntil(play(GAME, catalog), "end");

describe("finalScoring.cults", () => {
  it("pays the pack's cult majorities: 10 to the leader of a track when cults is [10, 5, 2] (8 by default)", () => {
    const s = end(baseWith({ "finalScoring.cults": [10, 5, 2] }));
    expect([s.player("witches").vpSources.cults, s.player("dwarves").vpSources.cults]).toEqual([10, 10]);
    const d = end();
    expect([d.player("witches").vpSources.cults, d.player("dwarves").vpSources.cults]).toEqual([8, 8]);
  });
});

describe("finalScoring.area", () => {
  it("pays the pack's area majorities: 30 and 20 when area is [30, 20, 10] (18 and 12 by default)", () => {
    const s = end(baseWith({ "finalScoring.area": [30, 20, 10] }));
    expect([s.player("dwarves").vpSources.area, s.player("witches").vpSources.area]).toEqual([30, 20]);
    const d = end();
    expect([d.player("dwarves").vpSources.area, d.player("witches").vpSources.area]).toEqual([18, 12]);
  });
});

describe("finalScoring.resources.coinsPerVp", () => {
  it("turns every 2 coins left into a VP when coinsPerVp is 2 (every 3 by default)", () => {
    const d = end();
    const coins = d.player("witches").coins + 3 * d.player("witches").vpSources.resources!;
    const s = end(baseWith({ "finalScoring.resources.coinsPerVp": 2 }));
    expect(s.player("witches").vpSources.resources).toBe(Math.floor(coins / 2));
    expect(s.player("witches").coins).toBe(coins % 2);
    expect(d.player("witches").vpSources.resources).toBe(Math.floor(coins / 3));
  });
});
