/** Chaos Magicians: one starting dwelling placed last, two favor tiles per temple, and a double turn. */
import { describe, expect, it } from "vitest";
import { advanceTracks, expectRefused, game, sanctuary } from "./helpers";

const PICKS = `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup chaosmagicians
  setup witches
`;

/**
 * Chaos Magicians (first to move) on D4 with BON3; the Witches on A10 and C4 hold BON2, whose cult
 * step is an action without passing.
 */
const SETUP = `
  ${PICKS}
  witches: build A10
  witches: build C4
  chaosmagicians: build D4
  witches: pass BON2
  chaosmagicians: pass BON3
`;

describe("chaosmagicians", () => {
  it("take only the favor tiles left that they do not hold: with one left, their temple owes one", () => {
    // Rule: a favor tile a player already holds cannot be taken again; when none is left the player
    // may take, none is owed (the game goes on). Left here: one FAV9 and one FAV10, FAV10 held.
    const s = game(`
      ${SETUP}
      chaosmagicians: +20c. +10w. +5p
      chaosmagicians: upgrade D4 to TP
      witches: pass BON6
    `);
    for (const id of Object.keys(s.state.pool.favor)) s.state.pool.favor[id] = id === "FAV9" || id === "FAV10" ? 1 : 0;
    s.player("chaosmagicians").favors.push("FAV10");
    s.play("chaosmagicians: upgrade D4 to TE");
    expect(s.player("chaosmagicians").pending.favors).toBe(1);
    s.play("chaosmagicians: +FAV9");
    expect(s.player("chaosmagicians").pending.favors).toBe(0);
    expect(s.player("chaosmagicians").favors).toEqual(["FAV10", "FAV9"]);
    // Nothing is owed, so the game goes on: their pass (the Witches have passed) ends the round.
    const round = s.state.round;
    s.play("chaosmagicians: pass BON2");
    expect(s.state.round).toBe(round + 1);
  });

  it("place their only dwelling after every other faction's dwellings", () => {
    const s = game(PICKS);
    expectRefused(s, "chaosmagicians: build D4", "move/not-your-turn");
    s.play(`
      witches: build A10
      witches: build C4
      chaosmagicians: build D4
    `);
    expect(s.player("chaosmagicians").buildings.D).toBe(1);
  });

  it("place their dwelling after the Nomads' third one", () => {
    const s = game(`
      score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
      setup chaosmagicians
      setup witches
      setup nomads
      witches: build A10
      nomads: build F3
      nomads: build A5
      witches: build C4
    `);
    expectRefused(s, "chaosmagicians: build D4", "move/not-your-turn");
    s.play(`
      nomads: build G4
      chaosmagicians: build D4
    `);
    expect(s.state.setupQueue.map((q) => s.state.players[q.seat]!.faction)).toEqual(["nomads", "witches", "chaosmagicians"]);
  });

  it("collect 2 workers for their single dwelling", () => {
    const p = game(SETUP).player("chaosmagicians");
    expect([p.coins, p.workers, p.cults.fire]).toEqual([21, 6, 2]);
  });

  it("take two different favor tiles for a temple", () => {
    const s = game(SETUP).play(`
      chaosmagicians: upgrade D4 to TP
      witches: pass BON6
      chaosmagicians: upgrade D4 to TE
    `);
    expect(s.player("chaosmagicians").pending.favors).toBe(2);
    s.play("chaosmagicians: +FAV1");
    expectRefused(s, "chaosmagicians: +FAV1", "move/duplicate-tile");
    s.play("chaosmagicians: +FAV9");
    const p = s.player("chaosmagicians");
    expect(p.favors).toEqual(["FAV1", "FAV9"]);
    // Fire 2 + 3 + 1 = 6, passing spaces 3 (1 power) and 5 (2 power).
    expect(p.cults.fire).toBe(6);
    expect(p.power).toEqual([2, 10, 0]);
    expect([p.coins, p.workers]).toEqual([21 - 6 - 5, 6 - 2 - 2]);
  });

  it("take two actions in a row with their stronghold's double turn", () => {
    const s = game(SETUP).play(`
      chaosmagicians: +15w. +10c
      chaosmagicians: upgrade D4 to TP
      witches: action BON2. +AIR
      chaosmagicians: upgrade D4 to SH
      witches: dig 1. build A11
      chaosmagicians: action ACTC
      chaosmagicians: dig 1. build E7
    `);
    // Still the Chaos Magicians' turn.
    expect(s.state.active).toBe(0);
    expectRefused(s, "witches: pass BON7", "move/not-your-turn");
    s.play("chaosmagicians: dig 2. build E6");
    const p = s.player("chaosmagicians");
    expect([p.workers, p.coins]).toEqual([21 - 2 - 4 - 4 - 7, 31 - 6 - 4 - 2 - 2]);
    expect(p.buildings).toMatchObject({ D: 2, SH: 1 });
    s.play("witches: pass BON7");
    expect(s.player("witches").passed).toBe(true);
  });

  it("may pass as the second action of a double turn", () => {
    const s = game(SETUP).play(`
      chaosmagicians: +15w. +10c
      chaosmagicians: upgrade D4 to TP
      witches: action BON2. +AIR
      chaosmagicians: upgrade D4 to SH
      witches: dig 1. build A11
      chaosmagicians: action ACTC
      chaosmagicians: dig 1. build E7
      chaosmagicians: pass BON7
    `);
    expect(s.player("chaosmagicians").passed).toBe(true);
    expect(s.state.active).toBe(1);
  });

  it("cannot take a double turn before the stronghold", () => {
    expectRefused(game(SETUP), "chaosmagicians: action ACTC", "move/no-such-action");
  });

  it("take two favor tiles for the sanctuary too", () => {
    const s = game(SETUP).play(`
      chaosmagicians: +30c. +20w
      chaosmagicians: upgrade D4 to TP
      witches: pass BON6
      chaosmagicians: upgrade D4 to TE. +FAV10. +FAV11
      chaosmagicians: upgrade D4 to SA
    `);
    expect(s.player("chaosmagicians").pending.favors).toBe(2);
    s.play("chaosmagicians: +FAV9. +FAV12");
    expect(s.player("chaosmagicians").favors).toEqual(["FAV10", "FAV11", "FAV9", "FAV12"]);
  });

  it("build a sanctuary for 8 coins and 4 workers, taking two favor tiles, for 1 priest of income", () => {
    expect(sanctuary(game(SETUP), "chaosmagicians", "D4", "witches: pass BON6")).toEqual({ coins: 8, workers: 4, favors: 2, priests: 1 });
  });

  it("advance shipping for 4 coins and a priest (2 VP) and digging for 5 coins, 2 workers and a priest (6 VP)", () => {
    expect(advanceTracks(game(SETUP), "chaosmagicians", "witches: pass BON6")).toEqual({
      ship: { coins: 4, workers: 0, priests: 1, vp: 2 },
      dig: { coins: 5, workers: 2, priests: 1, vp: 6 },
      levels: [1, 1],
    });
  });
});
