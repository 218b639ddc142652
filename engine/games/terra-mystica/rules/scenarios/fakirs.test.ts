/** Fakirs: no shipping, carpet flight for a priest and 4 VP, farther with the stronghold. */
import { describe, expect, it } from "vitest";
import { expectRefused, game, passUntil, sanctuary } from "./helpers";

/**
 * Fakirs on F3 and A5 with BON8 (a priest); the Witches far away pass at once. D4 is two spaces
 * from F3, D3 three.
 */
const SETUP = `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup fakirs
  witches: build A10
  fakirs: build F3
  fakirs: build A5
  witches: build C4
  fakirs: pass BON8
  witches: pass BON4
  witches: pass BON5
`;

describe("fakirs", () => {
  it("start with 7 power in bowl I and collect a priest from BON8", () => {
    const p = game(SETUP).player("fakirs");
    expect([p.coins, p.workers, p.priests]).toEqual([15, 6, 1]);
    expect(p.power).toEqual([7, 5, 0]);
  });

  it("fly over one space for a priest and score 4 VP", () => {
    const s = game(SETUP).play("fakirs: dig 1. build D4");
    const p = s.player("fakirs");
    expect([p.workers, p.priests, p.coins, p.vp]).toEqual([2, 0, 13, 24]);
    expect(p.vpSources.skips).toBe(4);
  });

  it("cannot fly without a priest", () => {
    const s = game(SETUP).play("fakirs: convert 1p to 1w. dig 1");
    expectRefused(s, "fakirs: build D4", "move/not-enough-priests");
  });

  it("fly over two spaces once their stronghold stands", () => {
    const s = game(SETUP).play("fakirs: +10c. +10w. +1p");
    expectRefused(s, "fakirs: build D3", "move/out-of-reach");
    s.play(`
      fakirs: upgrade F3 to TP
      fakirs: upgrade F3 to SH
    `);
    expect(s.player("fakirs").range).toBe(2);
    s.play("fakirs: build D3");
    const p = s.player("fakirs");
    expect([p.coins, p.workers, p.priests, p.vp]).toEqual([25 - 6 - 10 - 2, 16 - 2 - 4 - 1, 1, 24]);
  });

  it("have no shipping track and only one digging upgrade", () => {
    const s = game(SETUP).play("fakirs: +10c. +10w. +2p");
    expectRefused(s, "fakirs: advance ship", "move/no-track");
    s.play("fakirs: advance dig");
    expect(s.player("fakirs").vp).toBe(26);
    expect(s.player("fakirs").digging).toBe(1);
    expectRefused(s, "fakirs: advance dig", "move/track-at-top");
  });

  it("count structures within carpet-flight reach as connected in the final area scoring", () => {
    const s = game(SETUP).play("fakirs: dig 1. build D4");
    passUntil(s, "end");
    expect(s.player("fakirs").vpSources.area).toBe(18);
    expect(s.player("witches").vpSources.area).toBe(12);
  });

  it("fly once for transforming and then building on the same far hex", () => {
    const s = game(SETUP).play(`
      fakirs: +11pw
      fakirs: action ACT5. transform D4. build D4
    `);
    const p = s.player("fakirs");
    expect([p.priests, p.vp, p.workers, p.coins, p.buildings.D]).toEqual([0, 24, 5, 13, 3]);
    expect(p.power).toEqual([4, 8, 0]);
  });

  it("build a sanctuary for 6 coins and 4 workers, taking a favor tile, for 1 priest of income", () => {
    expect(sanctuary(game(SETUP), "fakirs", "A5")).toEqual({ coins: 6, workers: 4, favors: 1, priests: 1 });
  });
});
