/** Mermaids: shipping from 1 to 5, a free shipping step with the stronghold, and towns across a river (`connect`). */
import { describe, expect, it } from "vitest";
import { expectRefused, game, sanctuary } from "./helpers";

/**
 * Mermaids on A4 and D2 with BON3; the Witches far away in the south pass at once. C1 is next to
 * D2 and across the river cell r1 from A4.
 */
const SETUP = `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup mermaids
  witches: build I6
  mermaids: build A4
  mermaids: build D2
  witches: build I11
  mermaids: pass BON3
  witches: pass BON4
  witches: pass BON5
`;

/** C1 and D1 around D2 (4 power with D2's trading house), and a trading house on A4 across r1. */
function beforeStronghold() {
  return game(SETUP).play(`
    mermaids: +20w. +20c
    mermaids: dig 1. build C1
    mermaids: dig 1. build D1
    mermaids: upgrade D2 to TP
    mermaids: upgrade A4 to TP
  `);
}

describe("mermaids", () => {
  it("start on shipping level 1", () => {
    const p = game(SETUP).player("mermaids");
    expect(p.shipping).toBe(1);
    expect(p.power).toEqual([3, 9, 0]);
    expect(p.cults.water).toBe(2);
  });

  it("move up one shipping level for free with their stronghold, scoring that level's 2 VP", () => {
    const s = beforeStronghold();
    expect([s.player("mermaids").coins, s.player("mermaids").workers]).toEqual([25, 14]);
    s.play("mermaids: upgrade A4 to SH");
    const p = s.player("mermaids");
    expect(p.shipping).toBe(2);
    expect(p.vp).toBe(22);
    expect([p.coins, p.workers, p.priests]).toEqual([19, 10, 0]);
  });

  it("advance shipping up to level 5, for 4 coins and a priest and 2, 3, 4, 5 VP", () => {
    const s = game(SETUP).play("mermaids: +20c. +4p");
    for (let i = 0; i < 4; i++) s.play("mermaids: advance ship");
    const p = s.player("mermaids");
    expect([p.shipping, p.vp, p.coins, p.priests]).toEqual([5, 20 + 2 + 3 + 4 + 5, 41 - 16, 0]);
    s.play("mermaids: +4c. +1p");
    expectRefused(s, "mermaids: advance ship", "move/track-at-top");
  });

  it("found a town across one river cell with `connect`", () => {
    const s = beforeStronghold();
    // 6 power in all: not enough for a town yet.
    expectRefused(s, "mermaids: connect A4:C1", "move/no-town");
    s.play("mermaids: upgrade A4 to SH");
    // Stronghold (3) on one bank, 4 power on the other: no town without the river skip.
    expect(s.player("mermaids").pending.towns).toBe(0);
    s.play("mermaids: connect A4:C1");
    expect(s.player("mermaids").pending.towns).toBe(1);
    expect(s.state.board.riverTowns).toEqual([s.catalog.boards.base!.index.r1]);
    s.play("mermaids: +TW3");
    const p = s.player("mermaids");
    // TW3's 9 VP and the 5 VP of round 1's scoring tile (SCORE2).
    expect(p.vp).toBe(22 + 9 + 5);
    expect([p.priests, p.keys]).toEqual([1, 1]);
  });

  it("may name the river cell to connect", () => {
    const s = beforeStronghold().play("mermaids: upgrade A4 to SH. connect r1");
    expect(s.player("mermaids").pending.towns).toBe(1);
  });

  it("build a sanctuary for 8 coins and 4 workers, taking a favor tile, for 1 priest of income", () => {
    expect(sanctuary(game(SETUP), "mermaids", "A4")).toEqual({ coins: 8, workers: 4, favors: 1, priests: 1 });
  });
});
