/** Towns and the top of the cult tracks, in notation. */
import { describe, expect, it } from "vitest";
import { pack } from "./scenarios/helpers";
import { type Catalog } from "../catalog";
import { scenario } from "../testing/scenario";

const base: Catalog = pack("base");

/** Witches on D1 and F2, Dwarves far away; round 1 scores 5 VP per town. */
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

describe("towns", () => {
  it("founds a town when four connected structures reach 7 power, and owes a town tile", () => {
    const s = scenario(base, SETUP);
    s.play(`
      witches: dig 1. build D2
      dwarves: pass BON3
      witches: dig 2. build E3
      witches: upgrade D2 to TP
      witches: upgrade E3 to TP
    `);
    expect(s.player("witches").pending.towns).toBe(0);
    s.play("witches: upgrade F2 to TP");
    expect(s.player("witches").pending.towns).toBe(1);
    const vp = s.player("witches").vp;
    s.play("witches: +TW1");
    const w = s.player("witches");
    expect(w.towns).toEqual(["TW1"]);
    expect(w.keys).toBe(1);
    // 5 from the tile, 5 for the Witches, 5 from the round's scoring tile.
    expect(w.vp - vp).toBe(15);
    expect(s.state.pool.town.TW1).toBe(1);
  });

  it("refuses a town tile nobody is owed", () => {
    const s = scenario(base, SETUP);
    expect(s.attempt("witches: +TW1")).toMatchObject({ ok: false, code: "move/not-owed" });
  });
});

describe("cult tracks", () => {
  it("stops at 9 without a town key and reaches 10 with one, for 3 more power", () => {
    const s = scenario(base, SETUP);
    s.play(`
      witches: send p to fire
      dwarves: pass BON3
      witches: send p to fire
      witches: send p to fire
      witches: send p to fire
    `);
    expect(s.player("witches").cults.fire).toBe(9);
    s.play("witches: send p to fire");
    expect(s.player("witches").cults.fire).toBe(9);
    s.play(`
      witches: dig 1. build D2
      witches: dig 2. build E3
      witches: upgrade D2 to TP
      witches: upgrade E3 to TP
      witches: upgrade F2 to TP. +TW1
    `);
    const bowls = [...s.player("witches").power];
    s.play("witches: send p to fire");
    const w = s.player("witches");
    expect(w.cults.fire).toBe(10);
    expect(w.keys).toBe(0);
    expect(w.power[0] + w.power[1] + w.power[2]).toBe(bowls[0]! + bowls[1]! + bowls[2]!);
    expect(w.power[2] * 2 + w.power[1]).toBe(bowls[2]! * 2 + bowls[1]! + 3);
  });
});
