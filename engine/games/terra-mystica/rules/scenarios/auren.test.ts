/** Auren: a favor tile with the stronghold, and a 2-step advance on one cult track once a round. */
import { describe, expect, it } from "vitest";
import { advanceTracks, expectRefused, game, sanctuary } from "./helpers";

/** Auren on F4 and A10 with BON3; the Engineers far away in the south-east pass at once. */
const SETUP = `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup engineers
  setup auren
  engineers: build I9
  auren: build F4
  auren: build A10
  engineers: build H6
  auren: pass BON3
  engineers: pass BON4
  engineers: pass BON5
`;

/** The Auren's stronghold on F4 with FAV2 (water 1 → 4). */
function withStronghold() {
  return game(SETUP).play(`
    auren: +10w. +10c
    auren: upgrade F4 to TP
    auren: upgrade F4 to SH
    auren: +FAV2
  `);
}

describe("auren", () => {
  it("take a favor tile when their stronghold is built", () => {
    const s = game(SETUP).play(`
      auren: +10w. +10c
      auren: upgrade F4 to TP
      auren: upgrade F4 to SH
    `);
    expect(s.player("auren").pending.favors).toBe(1);
    s.play("auren: +FAV2");
    const p = s.player("auren");
    expect(p.favors).toEqual(["FAV2"]);
    expect(p.cults.water).toBe(4);
    expect(p.power).toEqual([4, 8, 0]);
    expect([p.coins, p.workers]).toEqual([31 - 6 - 6, 16 - 2 - 4]);
  });

  it("advance 2 steps on one cult track with their stronghold action, once a round", () => {
    const s = withStronghold().play("auren: action ACTA");
    expectRefused(s, "auren: +AIR", "move/same-track");
    s.play("auren: +2AIR");
    const p = s.player("auren");
    expect(p.cults.air).toBe(3);
    expect(p.power).toEqual([3, 9, 0]);
    expectRefused(s, "auren: action ACTA", "move/action-used");
  });

  it("stop at 9 without a town key", () => {
    const s = withStronghold();
    s.player("auren").cults.air = 8;
    s.play("auren: action ACTA. +2AIR");
    const p = s.player("auren");
    expect(p.cults.air).toBe(9);
    expect(p.power).toEqual([4, 8, 0]);
  });

  it("cannot take the cult action before the stronghold", () => {
    expectRefused(game(SETUP), "auren: action ACTA", "move/no-such-action");
  });

  it("build a sanctuary for 8 coins and 4 workers, taking a favor tile, for 1 priest of income", () => {
    expect(sanctuary(game(SETUP), "auren", "A10")).toEqual({ coins: 8, workers: 4, favors: 1, priests: 1 });
  });

  it("advance shipping for 4 coins and a priest (2 VP) and digging for 5 coins, 2 workers and a priest (6 VP)", () => {
    expect(advanceTracks(game(SETUP), "auren")).toEqual({
      ship: { coins: 4, workers: 0, priests: 1, vp: 2 },
      dig: { coins: 5, workers: 2, priests: 1, vp: 6 },
      levels: [1, 1],
    });
  });

  it("reach 10 with their 2-step action when they hold a town key", () => {
    const s = withStronghold();
    s.player("auren").cults.air = 8;
    s.player("auren").keys = 1;
    s.play("auren: action ACTA. +2AIR");
    const p = s.player("auren");
    expect([p.cults.air, p.keys]).toEqual([10, 0]);
    // 3 power for space 10.
    expect(p.power).toEqual([1, 11, 0]);
  });
});
