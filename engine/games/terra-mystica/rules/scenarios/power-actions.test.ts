/** Power actions ACT1-ACT6: paid from bowl III, once per round for everyone. */
import { describe, expect, it } from "vitest";
import { expectRefused, game, passUntil } from "./helpers";

/**
 * The Witches (first to move) on D1 and F2 with power 5/7/0 and BON3; the Engineers on H6 and
 * I9 with BON1 and power 3/9/0. Round 1 scores towns only (SCORE2).
 */
const SETUP = `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup engineers
  witches: build D1
  engineers: build H6
  engineers: build I9
  witches: build F2
  engineers: pass BON1
  witches: pass BON3
`;

/** The Witches with power 0/5/7 (12 gained: bowl I emptied into II, then 7 on to III). */
function charged() {
  const s = game(SETUP).play("witches: +12pw");
  expect(s.player("witches").power).toEqual([0, 5, 7]);
  return s;
}

describe("ACT1", () => {
  it("builds a bridge next to one of the player's structures for 3 power", () => {
    const s = game(SETUP).play("witches: burn 3. action ACT1. bridge F2:H2");
    const p = s.player("witches");
    expect(p.power).toEqual([8, 1, 0]);
    expect(p.bridgesLeft).toBe(2);
    const board = s.catalog.boards.base!;
    expect(s.state.board.bridges).toEqual([{ a: board.index.F2, b: board.index.H2, seat: 0 }]);
  });

  it("refuses a bridge away from the player's structures", () => {
    const s = game(SETUP).play("witches: burn 3. action ACT1");
    expectRefused(s, "witches: bridge B6:C5", "move/not-adjacent");
    expectRefused(s, "witches: bridge F2:E3", "move/no-bridge-slot");
  });
});

describe("ACT2", () => {
  it("gives a priest for 3 power", () => {
    const s = game(SETUP);
    expectRefused(s, "witches: action ACT2", "move/not-enough-power");
    s.play("witches: burn 3. action ACT2");
    expect(s.player("witches").priests).toBe(1);
    expect(s.player("witches").power).toEqual([8, 1, 0]);
  });
});

describe("ACT3", () => {
  it("gives 2 workers for 4 power", () => {
    const s = charged().play("witches: action ACT3");
    expect(s.player("witches").workers).toBe(8);
    expect(s.player("witches").power).toEqual([4, 5, 3]);
  });
});

describe("ACT4", () => {
  it("gives 7 coins for 4 power", () => {
    const s = charged().play("witches: action ACT4");
    expect(s.player("witches").coins).toBe(28);
    expect(s.player("witches").power).toEqual([4, 5, 3]);
  });

  it("is taken once per round by one player, and is free again the next round", () => {
    const s = charged().play(`
      witches: action ACT4
      engineers: burn 4
    `);
    expectRefused(s, "engineers: action ACT4", "move/action-used");
    s.play("engineers: pass BON4");
    passUntil(s, 2);
    s.play("engineers: action ACT4");
    // 10 coins + 2 of BON1 + the coin lying on BON4 + 7.
    expect(s.player("engineers").coins).toBe(20);
    expect(s.state.usedActions).toEqual(["ACT4"]);
  });
});

describe("ACT5", () => {
  it("gives a spade to transform and build with for 4 power", () => {
    const s = charged().play("witches: action ACT5. build D2");
    const p = s.player("witches");
    expect(p.power).toEqual([4, 5, 3]);
    expect([p.coins, p.workers, p.buildings.D]).toEqual([19, 5, 3]);
  });

  it("lets the player buy the spade a hex still needs", () => {
    const s = charged().play("witches: action ACT5. dig 1. build E3");
    expect(s.player("witches").workers).toBe(6 - 3 - 1);
  });
});

describe("ACT6", () => {
  it("gives 2 spades to transform and build with for 6 power", () => {
    const s = charged().play("witches: action ACT6. build E3");
    const p = s.player("witches");
    expect(p.power).toEqual([6, 5, 1]);
    expect([p.workers, p.buildings.D]).toEqual([5, 3]);
  });

  it("lets the player buy the third spade a hex needs", () => {
    const s = charged().play("witches: action ACT6. dig 1. build E2");
    expect(s.player("witches").workers).toBe(6 - 3 - 1);
    expect(s.state.board.terrain[s.catalog.boards.base!.index.E2!]).toBe("forest");
  });

  it("may spend the second spade on another hex, but build on one of them only", () => {
    const s = charged().play("witches: action ACT6. transform D2. transform F1. build D2");
    const board = s.catalog.boards.base!;
    expect([s.state.board.terrain[board.index.D2!], s.state.board.terrain[board.index.F1!]]).toEqual(["forest", "forest"]);
    expectRefused(s, "witches: build F1", "move/not-allowed-now");
  });
});
