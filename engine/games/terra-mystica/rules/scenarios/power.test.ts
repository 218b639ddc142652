/** Power: the bowls (gain I → II → III, spend III → I), burning, and leech with its caps. */
import { describe, expect, it } from "vitest";
import { expectRefused, game } from "./helpers";

/**
 * Halflings (first to move, BON4) on E2, next to the Witches' D1 and F2 (BON3), and on H3.
 * The Witches start round 1 with power 5/7/0 and 20 VP. Round 1 scores towns only (SCORE2).
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

describe("power bowls", () => {
  it("fill bowl II from bowl I first, then bowl III", () => {
    const s = game(SETUP).play("witches: +7pw");
    expect(s.player("witches").power).toEqual([0, 10, 2]);
  });

  it("pay power actions from bowl III back into bowl I", () => {
    const s = game(SETUP).play(`
      halflings: pass BON5
      witches: +7pw. burn 1. action ACT2
    `);
    expect(s.player("witches").power).toEqual([3, 8, 0]);
    expect(s.player("witches").priests).toBe(1);
  });

  it("burn two tokens of bowl II for one in bowl III, losing the other", () => {
    const s = game(SETUP).play("halflings: pass BON5").play("witches: burn 3");
    expect(s.player("witches").power).toEqual([5, 1, 3]);
    expectRefused(s, "witches: burn 1", "move/not-enough-power");
  });
});

describe("leech", () => {
  it("offers the sum of the power of every neighbouring structure", () => {
    const s = game(SETUP).play(`
      halflings: upgrade E2 to TP
      witches: leech 2 from halflings
      witches: upgrade F2 to TP
      halflings: leech 2 from witches
      halflings: upgrade E2 to TE. +FAV11
    `);
    // D1 (1) and the trading house on F2 (2).
    expect(s.state.leechOffers).toEqual([expect.objectContaining({ seat: 1, amount: 3, actual: 3 })]);
    s.play("witches: leech 3 from halflings");
    const p = s.player("witches");
    // 5/7/0 → 3/9/0 (2 power) → 0/12/0 (3 power), for 1 and 2 VP.
    expect(p.power).toEqual([0, 12, 0]);
    expect(p.vp).toBe(20 - 1 - 2);
  });

  it("cannot be taken in part to save VP", () => {
    const s = game(SETUP).play("halflings: upgrade E2 to TP");
    expectRefused(s, "witches: leech 1 from halflings", "move/no-such-offer");
  });

  it("gives at most what the bowls take, a token in bowl I counting twice", () => {
    const s = game(SETUP);
    s.player("witches").power = [1, 0, 11];
    s.play("halflings: upgrade E2 to TP");
    expect(s.state.leechOffers[0]!.actual).toBe(2);
    s.play("witches: leech 2 from halflings");
    expect(s.player("witches").power).toEqual([0, 0, 12]);
    expect(s.player("witches").vp).toBe(19);
  });

  it("gives no more power than the VP can pay for, down to 0 VP", () => {
    const s = game(SETUP).play(`
      witches: -20vp
      halflings: upgrade E2 to TP
      witches: leech 2 from halflings
    `);
    const p = s.player("witches");
    expect(p.power).toEqual([4, 8, 0]);
    expect(p.vp).toBe(0);
  });

  it("costs 1 VP for 2 power with 1 VP left, ending on 0 VP", () => {
    const s = game(SETUP).play(`
      witches: -19vp
      halflings: upgrade E2 to TP
      witches: leech 2 from halflings
    `);
    expect(s.player("witches").power).toEqual([3, 9, 0]);
    expect(s.player("witches").vp).toBe(0);
  });

  it("reaches across a bridge", () => {
    const s = game(SETUP).play(`
      halflings: upgrade E2 to TP
      witches: burn 3. action ACT1. bridge F2:H2
      halflings: +6w. dig 2. build H2
    `);
    // The Witches' open offer lapsed when they took their action; H2 offers F2's dwelling over the bridge.
    expect(s.state.leechOffers).toEqual([expect.objectContaining({ seat: 1, amount: 1 })]);
  });
});
