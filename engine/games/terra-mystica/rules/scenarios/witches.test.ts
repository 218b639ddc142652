/** Witches: 5 VP per town, and the Witches' Ride (a free dwelling on any forest) from the stronghold. */
import { describe, expect, it } from "vitest";
import { advanceTracks, expectRefused, game, sanctuary } from "./helpers";
import { WITCHES_ALONE } from "./site-logs";

/**
 * Witches on D1 and F2 with 6 coins of BON3, Engineers far away in the south-east; round 1 scores
 * 2 VP per dwelling (SCORE3). The Engineers pass at once, so the Witches act on their own.
 */
const SETUP = WITCHES_ALONE;

/** The Witches with their stronghold on D1: 9 coins and no worker left. */
function withStronghold() {
  return game(SETUP).play(`
    witches: upgrade D1 to TP
    witches: upgrade D1 to SH
  `);
}

describe("witches", () => {
  it("start round 1 with 21 coins and 6 workers (income of two dwellings and BON3)", () => {
    const w = game(SETUP).player("witches");
    expect([w.coins, w.workers, w.priests, w.vp]).toEqual([21, 6, 0, 20]);
    expect(w.cults.air).toBe(2);
  });

  it("build a free dwelling on a far-away forest with the Witches' Ride", () => {
    const s = withStronghold();
    expect([s.player("witches").coins, s.player("witches").workers]).toEqual([9, 0]);
    s.play(`
      witches: action ACTW
      witches: build I11
    `);
    const w = s.player("witches");
    expect([w.coins, w.workers]).toEqual([9, 0]);
    expect(w.buildings).toMatchObject({ D: 2, TP: 0, SH: 1 });
    // The dwelling still scores the round's 2 VP.
    expect(w.vp).toBe(22);
    expect(s.state.board.owner[s.catalog.boards.base!.index.I11!]).toBe(1);
  });

  it("cannot ride before the stronghold is built", () => {
    expectRefused(game(SETUP), "witches: action ACTW", "move/no-such-action");
  });

  it("cannot ride onto terrain that would need transforming", () => {
    const s = withStronghold().play("witches: action ACTW");
    expectRefused(s, "witches: build I12", "move/wrong-terrain");
    s.play("witches: build I11");
    expect(s.player("witches").buildings.D).toBe(2);
  });

  it("ride once per round", () => {
    const s = withStronghold().play(`
      witches: action ACTW
      witches: build I11
    `);
    expectRefused(s, "witches: action ACTW", "move/action-used");
  });

  it("get 5 VP on top of the town tile for each town they found", () => {
    const s = withStronghold().play(`
      witches: +15w. +10c
      witches: dig 1. build D2
      witches: dig 2. build E3
    `);
    expect(s.player("witches").vp).toBe(24);
    s.play("witches: upgrade F2 to TP");
    // Stronghold (3) + two dwellings + trading house (2) = 7 power in 4 connected structures.
    expect(s.player("witches").pending.towns).toBe(1);
    s.play("witches: +TW1");
    const w = s.player("witches");
    expect(w.vp).toBe(34);
    expect(w.vpSources.towns).toBe(10);
    expect([w.coins, w.workers, w.keys]).toEqual([15, 2, 1]);
  });

  it("build a sanctuary for 6 coins and 4 workers, taking a favor tile, for 1 priest of income", () => {
    expect(sanctuary(game(SETUP), "witches", "F2")).toEqual({ coins: 6, workers: 4, favors: 1, priests: 1 });
  });

  it("advance shipping for 4 coins and a priest (2 VP) and digging for 5 coins, 2 workers and a priest (6 VP)", () => {
    expect(advanceTracks(game(SETUP), "witches")).toEqual({
      ship: { coins: 4, workers: 0, priests: 1, vp: 2 },
      dig: { coins: 5, workers: 2, priests: 1, vp: 6 },
      levels: [1, 1],
    });
  });
});
