/** Engineers: cheap structures, bridges for 2 workers as an action, and pass VP for bridges with the stronghold. */
import { describe, expect, it } from "vitest";
import { advanceTracks, expectRefused, game, sanctuary } from "./helpers";

/**
 * Engineers on C2 and E7 (E7 is next to D4, which a bridge from C2 can reach) with BON3; the
 * Witches far away pass at once. Round 1 scores towns only (SCORE2).
 */
const SETUP = `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup engineers
  witches: build A10
  engineers: build C2
  engineers: build E7
  witches: build C4
  engineers: pass BON3
  witches: pass BON4
  witches: pass BON5
`;

describe("engineers", () => {
  it("start with 10 coins and 2 workers, and have no base worker income", () => {
    const p = game(SETUP).player("engineers");
    // 2 workers + 2 for two dwellings (nothing without dwellings), 6 coins of BON3.
    expect([p.coins, p.workers, p.priests]).toEqual([16, 4, 0]);
    expect(p.power).toEqual([3, 9, 0]);
  });

  it("build a dwelling for 1 coin and 1 worker, and a lone trading house for 4 coins and 1 worker", () => {
    const s = game(SETUP).play(`
      engineers: +1w
      engineers: dig 1. build D4
      engineers: upgrade C2 to TP
    `);
    const p = s.player("engineers");
    // Dig 3 workers, dwelling 1 coin 1 worker, trading house 4 coins 1 worker.
    expect([p.coins, p.workers]).toEqual([16 - 1 - 4, 5 - 3 - 1 - 1]);
  });

  it("build a bridge for 2 workers, several times in one round", () => {
    const s = game(SETUP).play("engineers: action ACTE. bridge C2:D4");
    expect(s.player("engineers").workers).toBe(2);
    expect(s.player("engineers").bridgesLeft).toBe(2);
    s.play("engineers: action ACTE. bridge C2:D3");
    const p = s.player("engineers");
    expect(p.workers).toBe(0);
    expect(p.bridgesLeft).toBe(1);
    expect(s.state.board.bridges).toHaveLength(2);
    expectRefused(s, "engineers: action ACTE", "move/not-enough-workers");
  });

  it("cannot build a bridge that touches none of their structures", () => {
    const s = game(SETUP).play("engineers: action ACTE");
    expectRefused(s, "engineers: bridge F1:H1", "move/not-adjacent");
  });

  it("score 3 VP per bridge joining two of their structures when passing, once the stronghold stands", () => {
    const s = game(SETUP).play(`
      engineers: +20w. +20c
      engineers: action ACTE. bridge C2:D4
      engineers: dig 1. build D4
      engineers: action ACTE. bridge C2:D3
      engineers: upgrade E7 to TP
      engineers: upgrade E7 to SH
    `);
    const p = s.player("engineers");
    // 4 + 20 workers − 2 − 3 − 1 − 2 − 1 − 3; 16 + 20 coins − 1 − 4 − 6.
    expect([p.workers, p.coins]).toEqual([12, 25]);
    expect(p.vp).toBe(20);
    s.play("engineers: pass BON6");
    // C2:D4 joins two of their structures; C2:D3 leads to an empty hex.
    expect(s.player("engineers").vp).toBe(23);
    expect(s.player("engineers").vpSources.passing).toBe(3);
  });

  it("score nothing for bridges when passing without the stronghold", () => {
    const s = game(SETUP).play(`
      engineers: +10w
      engineers: action ACTE. bridge C2:D4
      engineers: dig 1. build D4
      engineers: pass BON6
    `);
    expect(s.player("engineers").vp).toBe(20);
  });

  it("build a sanctuary for 6 coins and 3 workers, taking a favor tile, for 1 priest of income", () => {
    expect(sanctuary(game(SETUP), "engineers", "E7")).toEqual({ coins: 6, workers: 3, favors: 1, priests: 1 });
  });

  it("advance shipping for 4 coins and a priest (2 VP) and digging for 5 coins, 2 workers and a priest (6 VP)", () => {
    expect(advanceTracks(game(SETUP), "engineers")).toEqual({
      ship: { coins: 4, workers: 0, priests: 1, vp: 2 },
      dig: { coins: 5, workers: 2, priests: 1, vp: 6 },
      levels: [1, 1],
    });
  });
});
