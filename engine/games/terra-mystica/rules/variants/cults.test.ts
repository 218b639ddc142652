/**
 * Rule values of the cult board: the top space, power on the way up, the key for the top, priests'
 * order spaces and returning priests, players at the top — each changed in a pack derived from
 * content/base, played in notation.
 */
import { describe, expect, it } from "vitest";
import { expectRefused } from "../scenarios/helpers";
import { baseWith, play, problemsWith } from "./helpers";

/** Witches on D1 and F2 with plenty of resources (7 priests), Dwarves far away; round 1. */
const SETUP = `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup dwarves
  witches: build D1
  dwarves: build I9
  dwarves: build H6
  witches: build F2
  dwarves: pass BON1
  witches: pass BON2
  witches: +20c. +12w. +7p
`;

/** Four priests to fire: 3 + 2 + 2 + 2 steps on the order spaces; the Dwarves pass after the first. */
const FOUR_PRIESTS = `
  witches: send p to fire
  dwarves: pass BON3
  witches: send p to fire
  witches: send p to fire
  witches: send p to fire
`;

/** The Witches found a town (D2, E3 and F2 become trading houses next to D1) and take TW1: a key. */
const TOWN = `
  witches: dig 1. build D2
  witches: dig 2. build E3
  witches: upgrade D2 to TP
  witches: upgrade E3 to TP
  witches: upgrade F2 to TP. +TW1
`;

const power = (p: { power: readonly number[] }) => p.power[1]! + 2 * p.power[2]!;

describe("cults.top", () => {
  const eight = { "cults.top": 8, "cults.powerAt": [{ space: 3, power: 1 }, { space: 5, power: 2 }, { space: 8, power: 3 }] };

  it("ends the tracks at 8 when top is 8: 7 without a key, 8 with one (10 by default)", () => {
    const s = play(SETUP, baseWith(eight)).play(FOUR_PRIESTS);
    expect(s.player("witches").cults.fire).toBe(7);
    s.play(TOWN);
    const before = power(s.player("witches"));
    s.play("witches: send p to fire");
    expect(s.player("witches").cults.fire).toBe(8);
    expect(s.player("witches").keys).toBe(0);
    expect(power(s.player("witches")) - before).toBe(3);

    expect(play(SETUP).play(FOUR_PRIESTS).player("witches").cults.fire).toBe(9);
  });

  it("rejects a power space above the top", () => {
    expect(problemsWith({ "cults.top": 8 })).toEqual(["rules.cults.powerAt.3.space: above the top of the track (8)"]);
  });
});

describe("cults.powerAt", () => {
  it("gives the power of the pack's spaces: 3 for reaching 3 when powerAt says so (1 by default)", () => {
    const catalog = baseWith({ "cults.powerAt": [{ space: 3, power: 3 }, { space: 5, power: 2 }, { space: 7, power: 2 }, { space: 10, power: 3 }] });
    const s = play(SETUP, catalog);
    const before = power(s.player("witches"));
    s.play("witches: send p to fire");
    expect(power(s.player("witches")) - before).toBe(3);
    const d = play(SETUP);
    d.play("witches: send p to fire");
    expect(power(d.player("witches")) - before).toBe(1);
  });

  it("still asks a key for the top when no power is gained there", () => {
    const s = play(SETUP, baseWith({ "cults.powerAt": [{ space: 3, power: 1 }, { space: 5, power: 2 }, { space: 7, power: 2 }] }));
    s.play(`${FOUR_PRIESTS}\nwitches: send p to fire`);
    expect(s.player("witches").cults.fire).toBe(9);
    s.play(TOWN);
    const before = power(s.player("witches"));
    s.play("witches: send p to fire");
    expect(s.player("witches").cults.fire).toBe(10);
    expect(s.player("witches").keys).toBe(0);
    expect(power(s.player("witches"))).toBe(before);
  });
});

describe("cults.keyForTop", () => {
  it("lets a player reach the top without a town key when keyForTop is false (stops at 9 by default)", () => {
    const s = play(SETUP, baseWith({ "cults.keyForTop": false })).play(`${FOUR_PRIESTS}\nwitches: send p to fire`);
    expect(s.player("witches").cults.fire).toBe(10);
    expect(s.player("witches").keys).toBe(0);
    expect(play(SETUP).play(`${FOUR_PRIESTS}\nwitches: send p to fire`).player("witches").cults.fire).toBe(9);
  });
});

describe("cults.priestSpaces", () => {
  it("offers the pack's order spaces: two of 3 steps, then priests return (3, 2, 2, 2 by default)", () => {
    const s = play(SETUP, baseWith({ "cults.priestSpaces": [3, 3] })).play(`
      witches: send p to fire
      dwarves: pass BON3
      witches: send p to fire
    `);
    expect(s.player("witches").cults.fire).toBe(6);
    expect(s.state.cultSpaces.fire).toHaveLength(2);
    expectRefused(s, "witches: send p to fire for 2", "move/no-order-space");
    s.play("witches: send p to fire");
    const w = s.player("witches");
    expect([w.cults.fire, w.priestsSent, w.priests]).toEqual([7, 2, 4]);

    const d = play(SETUP).play("witches: send p to fire\ndwarves: pass BON3\nwitches: send p to fire\nwitches: send p to fire for 2");
    expect(d.player("witches").cults.fire).toBe(7);
    expect(d.state.cultSpaces.fire).toHaveLength(4);
  });
});

describe("cults.priestReturnSteps", () => {
  /** The four water spaces taken in turn by the Witches and the Dwarves; the Witches are to move. */
  const WATER = `
    witches: send p to water
    dwarves: +3p. send p to water
    witches: send p to water
    dwarves: send p to water
  `;

  it("moves a priest with no order space left 2 steps when priestReturnSteps is 2 (1 by default)", () => {
    const s = play(SETUP, baseWith({ "cults.priestReturnSteps": 2 })).play(WATER);
    expectRefused(s, "witches: send p to water for 1", "move/no-order-space");
    s.play("witches: send p to water");
    expect(s.player("witches").cults.water).toBe(3 + 2 + 2);
    expect(s.player("witches").priestsSent).toBe(2);
    expect(play(SETUP).play(`${WATER}\nwitches: send p to water`).player("witches").cults.water).toBe(3 + 2 + 1);
  });
});

describe("towns.maxKeysPerTrack", () => {
  /** The Witches stand on top of fire; the Dwarves, at 8 with a key, send a priest for 3 steps. */
  const race = (catalog = baseWith({})) => {
    const s = play(SETUP, catalog);
    s.player("witches").cults.fire = 10;
    s.player("dwarves").cults.fire = 8;
    s.player("dwarves").keys = 1;
    return s.play("witches: pass BON3\ndwarves: +1p. send p to fire");
  };

  it("lets two players reach the top of a track when maxKeysPerTrack is 2 (one by default)", () => {
    const s = race(baseWith({ "towns.maxKeysPerTrack": 2 }));
    expect([s.player("dwarves").cults.fire, s.player("dwarves").keys]).toEqual([10, 0]);
    const d = race();
    expect([d.player("dwarves").cults.fire, d.player("dwarves").keys]).toEqual([9, 1]);
  });
});
