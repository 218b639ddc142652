/** Halflings: 1 VP per spade, cheap digging upgrades, and 3 spades from the stronghold. */
import { describe, expect, it } from "vitest";
import { expectRefused, game, sanctuary } from "./helpers";

/**
 * Halflings (first to move) on E6 and H7 with BON3; the Witches far away in the north hold BON2,
 * whose cult step lets them take an action without passing. Round 1 scores towns only (SCORE2).
 */
const SETUP = `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup halflings
  setup witches
  halflings: build E6
  witches: build A10
  witches: build C4
  halflings: build H7
  witches: pass BON2
  halflings: pass BON3
`;

describe("halflings", () => {
  it("score 1 VP for a spade they dig", () => {
    const s = game(SETUP).play("halflings: dig 1. build E5");
    const p = s.player("halflings");
    expect(p.vp).toBe(21);
    expect(p.vpSources.spades).toBe(1);
    expect([p.workers, p.coins]).toEqual([6 - 3 - 1, 21 - 2]);
  });

  it("score 1 VP for each spade of a power action, also the one spent on a second hex", () => {
    const s = game(SETUP).play(`
      halflings: +9pw
      halflings: action ACT6. transform F3. transform E7. build F3
    `);
    const p = s.player("halflings");
    expect(p.vp).toBe(22);
    expect(p.power).toEqual([6, 6, 0]);
    expect(p.buildings.D).toBe(3);
    const board = s.catalog.boards.base!;
    expect(s.state.board.terrain[board.index.F3!]).toBe("plains");
    // Mountains one spade towards plains is wasteland.
    expect(s.state.board.terrain[board.index.E7!]).toBe("wasteland");
  });

  it("advance on the digging track for 1 coin, 2 workers and 1 priest, scoring 6 VP, then dig for 2 workers", () => {
    const s = game(SETUP).play("halflings: +1p. advance dig");
    let p = s.player("halflings");
    expect([p.coins, p.workers, p.priests, p.vp, p.digging]).toEqual([20, 4, 0, 26, 1]);
    s.play(`
      witches: pass BON5
      halflings: dig 1. build E5
    `);
    p = s.player("halflings");
    expect([p.workers, p.vp]).toEqual([4 - 2 - 1, 27]);
  });

  it("get 3 spades with their stronghold, scoring them, and may build one dwelling on them", () => {
    const s = game(SETUP).play(`
      halflings: +20c. +10w
      halflings: upgrade E6 to TP
      witches: action BON2. +FIRE
      halflings: upgrade E6 to SH. transform E5. transform F3. transform D4. build E5
    `);
    const p = s.player("halflings");
    expect(p.vp).toBe(23);
    expect([p.coins, p.workers]).toEqual([41 - 6 - 8 - 2, 16 - 2 - 4 - 1]);
    expect(p.buildings).toMatchObject({ D: 2, SH: 1 });
    const board = s.catalog.boards.base!;
    expect(["E5", "F3", "D4"].map((h) => s.state.board.terrain[board.index[h]!])).toEqual(["plains", "plains", "desert"]);
    // Only one of the transformed hexes gets a dwelling in this action.
    expectRefused(s, "halflings: build F3", "move/not-allowed-now");
  });

  it("score 1 VP for a spade of the round-end cult bonus", () => {
    const s = game(SETUP);
    // Earth 4 is worth a spade at the end of round 1 (SCORE2).
    s.player("halflings").cults.earth = 4;
    s.play(`
      halflings: pass BON5
      witches: pass BON6
    `);
    expect(s.player("halflings").vp).toBe(21);
    s.play("halflings: transform E5");
    expect(s.state.round).toBe(2);
  });

  it("build a sanctuary for 6 coins and 4 workers, taking a favor tile, for 1 priest of income", () => {
    expect(sanctuary(game(SETUP), "halflings", "H7", "witches: pass BON5")).toEqual({ coins: 6, workers: 4, favors: 1, priests: 1 });
  });
});
