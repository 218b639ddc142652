/** Building: the trading-house discount next to opponents, shipping reach across rivers, bridges, spades. */
import { describe, expect, it } from "vitest";
import { expectRefused, game } from "./helpers";

/**
 * Halflings (first to move) on E2, next to the Witches' D1 and F2, and on H3 far from anyone;
 * both hold BON3. Round 1 scores towns only (SCORE2).
 */
const SETUP = `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup halflings
  setup witches
  halflings: build E2
  witches: build F2
  witches: build D1
  halflings: build H3
  witches: pass BON3
  halflings: pass BON4
`;

describe("trading houses", () => {
  it("cost 3 coins instead of 6 next to an opponent's structure", () => {
    const s = game(SETUP).play("halflings: upgrade E2 to TP");
    expect([s.player("halflings").coins, s.player("halflings").workers]).toEqual([15 - 3, 6 - 2]);
    s.play(`
      witches: pass BON5
      halflings: upgrade H3 to TP
    `);
    expect([s.player("halflings").coins, s.player("halflings").workers]).toEqual([12 - 6, 4 - 2]);
  });
});

describe("shipping", () => {
  it("reaches across one river cell per level, for 4 coins and a priest and 2 VP", () => {
    const s = game(SETUP).play(`
      halflings: pass BON5
      witches: +1p. +10w
      witches: dig 1
    `);
    // H2 is across one river cell from F2; F3 two cells away.
    expectRefused(s, "witches: build H2", "move/out-of-reach");
    s.play("witches: transform E3");
    s.play("witches: advance ship");
    const p = s.player("witches");
    expect([p.shipping, p.vp, p.coins, p.priests]).toEqual([1, 22, 21 - 4, 0]);
    s.play("witches: dig 1. build H2");
    expect(p.buildings.D).toBe(3);
    s.play("witches: dig 3");
    expectRefused(s, "witches: build F3", "move/out-of-reach");
  });
});

describe("bridges", () => {
  it("make the far bank directly adjacent, so a player without shipping can build there", () => {
    const s = game(SETUP).play(`
      halflings: pass BON5
      witches: burn 3. action ACT1. bridge F2:H2
      witches: dig 1. build H2
    `);
    expect(s.player("witches").buildings.D).toBe(3);
  });
});

describe("spades", () => {
  it("turn terrain towards home one step per spade, the short way round", () => {
    const s = game(SETUP).play(`
      halflings: +3w
      halflings: dig 2. transform E3
    `);
    // Wasteland → desert → plains.
    expect(s.state.board.terrain[s.catalog.boards.base!.index.E3!]).toBe("plains");
    expect(s.player("halflings").vp).toBe(22);
  });

  it("dug must all be used", () => {
    const s = game(SETUP).play("halflings: dig 2");
    // Lakes are 2 steps from plains: one spade would leave a dug spade unused.
    expectRefused(s, "halflings: transform D2 to swamp", "move/unused-spades");
  });

  it("cannot transform a hex with a structure on it", () => {
    const s = game(SETUP).play("halflings: dig 1");
    expectRefused(s, "halflings: transform D1", "move/occupied");
  });
});
