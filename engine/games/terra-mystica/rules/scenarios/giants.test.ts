/** Giants: every transformation into wasteland takes exactly 2 spades; 2 free spades from the stronghold. */
import { describe, expect, it } from "vitest";
import { advanceTracks, expectRefused, game, sanctuary } from "./helpers";

/** Giants on D4 (next to lakes D5 and mountains E7) and I5 with BON3; the Witches pass at once. */
const SETUP = `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup giants
  witches: build A10
  giants: build D4
  giants: build I5
  witches: build C4
  giants: pass BON3
  witches: pass BON4
  witches: pass BON5
`;

describe("giants", () => {
  it("turn lakes, three steps away, into wasteland with 2 spades", () => {
    const s = game(SETUP).play(`
      giants: +6w
      giants: dig 2. build D5
    `);
    const p = s.player("giants");
    expect([p.workers, p.coins]).toEqual([12 - 6 - 1, 21 - 2]);
    expect(p.buildings.D).toBe(3);
  });

  it("need 2 spades even for mountains, one step away", () => {
    const s = game(SETUP).play("giants: dig 1");
    expectRefused(s, "giants: build E7", "move/not-enough-spades");
    s.play(`
      giants: +1w
      giants: dig 1. build E7
    `);
    // 6 + 1 workers − 3 − 3 for two spades − 1 for the dwelling.
    expect(s.player("giants").workers).toBe(0);
  });

  it("transform a reachable hex and build there with the 2 free spades of their stronghold action", () => {
    const s = game(SETUP).play(`
      giants: +10w
      giants: upgrade D4 to TP
      giants: upgrade D4 to SH
    `);
    expect([s.player("giants").coins, s.player("giants").workers]).toEqual([9, 10]);
    s.play("giants: action ACTG. build E7");
    const p = s.player("giants");
    expect([p.coins, p.workers]).toEqual([7, 9]);
    expect(p.buildings).toMatchObject({ D: 2, SH: 1 });
    expect(p.pending.spades).toBe(0);
    expectRefused(s, "giants: action ACTG", "move/action-used");
  });

  it("cannot use the 2-spade action before the stronghold", () => {
    expectRefused(game(SETUP), "giants: action ACTG", "move/no-such-action");
  });

  it("forfeit a single spade of a cult bonus, which cannot transform anything", () => {
    const s = game(SETUP);
    // Earth 4 is worth 1 spade at the end of round 1 (SCORE2).
    s.player("giants").cults.earth = 4;
    s.play("giants: pass BON6");
    expect(s.state.phase).toBe("cult-bonus");
    expect(s.player("giants").pending.spades).toBe(1);
    expectRefused(s, "giants: transform E7", "move/not-enough-spades");
    s.play("giants: -1spade");
    expect(s.state.round).toBe(2);
    expect(s.player("giants").pending.spades).toBe(0);
  });

  it("build a sanctuary for 6 coins and 4 workers, taking a favor tile, for 1 priest of income", () => {
    expect(sanctuary(game(SETUP), "giants", "I5")).toEqual({ coins: 6, workers: 4, favors: 1, priests: 1 });
  });

  it("advance shipping for 4 coins and a priest (2 VP) and digging for 5 coins, 2 workers and a priest (6 VP)", () => {
    expect(advanceTracks(game(SETUP), "giants")).toEqual({
      ship: { coins: 4, workers: 0, priests: 1, vp: 2 },
      dig: { coins: 5, workers: 2, priests: 1, vp: 6 },
      levels: [1, 1],
    });
  });
});
