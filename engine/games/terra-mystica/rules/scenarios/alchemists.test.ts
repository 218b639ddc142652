/** Alchemists: the Philosopher's Stone (VP and coins), 12 power from the stronghold, then 2 power per spade. */
import { describe, expect, it } from "vitest";
import { advanceTracks, expectRefused, game, passUntil, sanctuary } from "./helpers";
import { ALCHEMISTS } from "./site-logs";

/** Alchemists on E5 (next to lakes E4) and I2 with BON3; the Witches far away pass at once. */
const SETUP = `${ALCHEMISTS}
  witches: pass BON5
`;

/** The Alchemists' stronghold on E5: 19 coins and 10 workers left. */
function withStronghold() {
  return game(SETUP).play(`
    alchemists: +10w. +10c
    alchemists: upgrade E5 to TP
    alchemists: upgrade E5 to SH
  `);
}

describe("alchemists", () => {
  it("trade 1 VP for 1 coin and 2 coins for 1 VP, any number of times", () => {
    const s = game(SETUP).play("alchemists: convert 1vp to 1c");
    expect([s.player("alchemists").vp, s.player("alchemists").coins]).toEqual([19, 22]);
    s.play("alchemists: convert 4c to 2vp. convert 2c to 1vp");
    expect([s.player("alchemists").vp, s.player("alchemists").coins]).toEqual([22, 16]);
    expectRefused(s, "alchemists: convert 3c to 1vp", "move/bad-rate");
  });

  it("gain 12 power once when their stronghold is built", () => {
    const s = withStronghold();
    const p = s.player("alchemists");
    // 5 tokens from bowl I to II, then 7 from II to III.
    expect(p.power).toEqual([0, 5, 7]);
    expect([p.coins, p.workers]).toEqual([19, 10]);
  });

  it("gain no power for spades before their stronghold", () => {
    const s = game(SETUP).play("alchemists: dig 1. build E4");
    expect(s.player("alchemists").power).toEqual([5, 7, 0]);
  });

  it("gain 2 power for each spade once their stronghold stands", () => {
    const s = withStronghold().play("alchemists: dig 1. build E4");
    expect(s.player("alchemists").power).toEqual([0, 3, 9]);
  });

  it("collect 6 coins from their stronghold instead of power", () => {
    const s = withStronghold().play("alchemists: pass BON7");
    passUntil(s, 2);
    const p = s.player("alchemists");
    // 19 coins + the coin lying on BON7 + 6 from the stronghold; BON7 gives a worker, and the one
    // dwelling left on the board 2.
    expect(p.coins).toBe(26);
    expect(p.workers).toBe(10 + 2 + 1);
    expect(p.power).toEqual([0, 5, 7]);
  });

  it("turn leftover resources into VP at 2 coins per VP at the end of the game", () => {
    const s = passUntil(game(SETUP), 6);
    const p = s.player("alchemists");
    const coins = p.coins + p.workers + p.priests + p.power[2] + Math.floor(p.power[1] / 2);
    // Passing in the last round changes no resources.
    passUntil(s, "end");
    expect(s.player("alchemists").vpSources.resources).toBe(Math.floor(coins / 2));
  });

  it("gain 2 power for a spade of the round-end cult bonus too", () => {
    const s = withStronghold();
    // Earth 4 is worth a spade at the end of round 1 (SCORE2).
    s.player("alchemists").cults.earth = 4;
    s.play("alchemists: pass BON7");
    expect(s.player("alchemists").pending.spades).toBe(1);
    expect(s.player("alchemists").power).toEqual([0, 3, 9]);
  });

  it("build a sanctuary for 6 coins and 4 workers, taking a favor tile, for 1 priest of income", () => {
    expect(sanctuary(game(SETUP), "alchemists", "I2")).toEqual({ coins: 6, workers: 4, favors: 1, priests: 1 });
  });

  it("advance shipping for 4 coins and a priest (2 VP) and digging for 5 coins, 2 workers and a priest (6 VP)", () => {
    expect(advanceTracks(game(SETUP), "alchemists")).toEqual({
      ship: { coins: 4, workers: 0, priests: 1, vp: 2 },
      dig: { coins: 5, workers: 2, priests: 1, vp: 6 },
      levels: [1, 1],
    });
  });
});
