/** Nomads: a third starting dwelling, and the sandstorm (a free transformation next door) from the stronghold. */
import { describe, expect, it } from "vitest";
import { advanceTracks, expectRefused, game, sanctuary } from "./helpers";

const PICKS = `
  option loose-adjust-resource
  score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup nomads
  witches: build A10
  nomads: build F3
  nomads: build A5
`;

/** Nomads on F3, A5 and G4 with BON3; the Witches pass at once. Round 1 scores 2 VP per spade (SCORE1). */
const SETUP = `
  ${PICKS}
  witches: build C4
  nomads: build G4
  nomads: pass BON3
  witches: pass BON4
  witches: pass BON5
`;

/** The Nomads' stronghold on F3. */
function withStronghold(extra = "") {
  return game(SETUP).play(`
    nomads: +10w. +10c${extra}
    nomads: upgrade F3 to TP
    nomads: upgrade F3 to SH
  `);
}

describe("nomads", () => {
  it("place their third dwelling after every other faction's second", () => {
    const s = game(PICKS);
    expectRefused(s, "nomads: build G4", "move/not-your-turn");
    s.play(`
      witches: build C4
      nomads: build G4
    `);
    expect(s.player("nomads").buildings.D).toBe(3);
  });

  it("collect 4 workers for three dwellings", () => {
    const p = game(SETUP).player("nomads");
    expect([p.coins, p.workers]).toEqual([21, 2 + 4]);
  });

  it("turn a neighbouring hex into desert with the sandstorm and build there, paying only the dwelling", () => {
    const s = withStronghold();
    expect([s.player("nomads").coins, s.player("nomads").workers]).toEqual([17, 10]);
    s.play("nomads: action ACTN. build E6");
    const p = s.player("nomads");
    expect([p.coins, p.workers]).toEqual([15, 9]);
    // The sandstorm is no spade: no VP from SCORE1.
    expect(p.vp).toBe(20);
    expect(s.state.board.terrain[s.catalog.boards.base!.index.E6!]).toBe("desert");
  });

  it("may raise a sandstorm without building", () => {
    const s = withStronghold().play("nomads: action ACTN. transform E5");
    expect(s.state.board.terrain[s.catalog.boards.base!.index.E5!]).toBe("desert");
    expect(s.player("nomads").buildings.D).toBe(2);
  });

  it("cannot raise a sandstorm across a river, even within shipping range", () => {
    const s = withStronghold(". +1p").play("nomads: advance ship").play("nomads: action ACTN");
    expectRefused(s, "nomads: transform G1", "move/not-adjacent");
  });

  it("cannot raise a sandstorm before the stronghold", () => {
    expectRefused(game(SETUP), "nomads: action ACTN", "move/no-such-action");
  });

  it("cannot raise a sandstorm over a bridge", () => {
    const s = withStronghold().play(`
      nomads: burn 3. action ACT1. bridge F3:G1
      nomads: action ACTN
    `);
    expectRefused(s, "nomads: transform G1", "move/not-adjacent");
  });

  it("build a sanctuary for 6 coins and 4 workers, taking a favor tile, for 1 priest of income", () => {
    expect(sanctuary(game(SETUP), "nomads", "A5")).toEqual({ coins: 6, workers: 4, favors: 1, priests: 1 });
  });

  it("advance shipping for 4 coins and a priest (2 VP) and digging for 5 coins, 2 workers and a priest (6 VP)", () => {
    expect(advanceTracks(game(SETUP), "nomads")).toEqual({
      ship: { coins: 4, workers: 0, priests: 1, vp: 2 },
      dig: { coins: 5, workers: 2, priests: 1, vp: 6 },
      levels: [1, 1],
    });
  });
});
