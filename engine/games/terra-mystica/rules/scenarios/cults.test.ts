/** Cult tracks: priests on the 3/2/2/2 order spaces or back to the supply, power spaces, keys and the top. */
import { describe, expect, it } from "vitest";
import { expectRefused, game } from "./helpers";

/**
 * The Witches (first to move) on D1 and F2 with BON3, power 5/7/0; the Engineers on H6 and I9
 * with BON1, power 3/9/0. Round 1 scores towns (SCORE2).
 */
const SETUP = `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup engineers
  witches: build D1
  engineers: build H6
  engineers: build I9
  witches: build F2
  engineers: pass BON1
  witches: pass BON3
`;

describe("priests", () => {
  it("take the order spaces worth 3, 2, 2 and 2 steps, gaining power at spaces 3, 5 and 7", () => {
    const s = game(SETUP).play(`
      witches: pass BON4
      engineers: +4p
      engineers: send p to fire
    `);
    expect([s.player("engineers").cults.fire, ...s.player("engineers").power]).toEqual([3, 2, 10, 0]);
    s.play("engineers: send p to fire");
    expect([s.player("engineers").cults.fire, ...s.player("engineers").power]).toEqual([5, 0, 12, 0]);
    s.play(`
      engineers: send p to fire
      engineers: send p to fire
    `);
    const p = s.player("engineers");
    expect([p.cults.fire, ...p.power]).toEqual([9, 0, 10, 2]);
    expect([p.priests, p.priestsSent, p.priestCap]).toEqual([0, 4, 3]);
    expect(s.state.cultSpaces.fire).toEqual([1, 1, 1, 1]);
  });

  it("on the order spaces are gone: a player holds at most the priests left in their supply", () => {
    const s = game(SETUP).play(`
      witches: pass BON4
      engineers: +4p
      engineers: send p to fire
      engineers: send p to fire
      engineers: send p to water
      engineers: send p to water
      engineers: +7p
    `);
    expect(s.player("engineers").priests).toBe(3);
  });

  it("advance 1 step and go back to the supply when no order space is free", () => {
    const s = game(SETUP).play(`
      witches: pass BON4
      engineers: +4p
      engineers: send p to fire
      engineers: send p to fire
      engineers: send p to fire
      engineers: send p to fire
    `);
    s.play("engineers: +1p");
    expectRefused(s, "engineers: send p to fire for 2", "move/no-order-space");
    s.play("engineers: pass BON5");
    expect(s.state.round).toBe(2);
    s.play("witches: +1p. send p to fire");
    const p = s.player("witches");
    expect([p.cults.fire, p.priests, p.priestsSent, p.priestCap]).toEqual([1, 0, 0, 7]);
  });
});

describe("the top of a cult track", () => {
  it("takes a town key, and holds one player only", () => {
    const s = game(SETUP);
    for (const f of ["witches", "engineers"]) {
      s.player(f).cults.fire = 9;
      s.player(f).keys = 1;
    }
    s.play("witches: +1p. send p to fire");
    let p = s.player("witches");
    expect([p.cults.fire, p.keys, ...p.power]).toEqual([10, 0, 2, 10, 0]);
    s.play("engineers: +1p. send p to fire");
    p = s.player("engineers");
    // Fire 10 is taken: the Engineers stay on 9 and keep their key.
    expect([p.cults.fire, p.keys, ...p.power]).toEqual([9, 1, 3, 9, 0]);
  });

  it("is reached with the key of a town founded in the same action", () => {
    const s = game(SETUP.replace(/witches/g, "auren")).play(`
      auren: +30w. +30c
      auren: dig 1. build D2
      engineers: pass BON4
      auren: dig 2. build E3
      auren: upgrade D2 to TP
      auren: upgrade F2 to TP
    `);
    s.player("auren").cults.fire = 9;
    // The stronghold makes 7 power: a town, and the Auren's favor tile.
    s.play("auren: upgrade F2 to SH. +FAV9");
    expect(s.player("auren").cults.fire).toBe(9);
    s.play("auren: +TW1");
    const p = s.player("auren");
    expect([p.cults.fire, p.keys, ...p.power]).toEqual([10, 0, 2, 10, 0]);
  });

  it("is reached by a town tile's own step with its own key", () => {
    const s = game(SETUP).play(`
      witches: +20w. +20c
      witches: dig 1. build D2
      engineers: pass BON4
      witches: dig 2. build E3
      witches: upgrade D2 to TP
      witches: upgrade E3 to TP
      witches: upgrade F2 to TP
    `);
    s.player("witches").cults.fire = 9;
    s.play("witches: +TW5");
    const p = s.player("witches");
    expect(p.cults).toEqual({ fire: 10, water: 1, earth: 1, air: 3 });
    expect(p.keys).toBe(0);
    // 3 power for fire 10, 1 for air 3.
    expect(p.power).toEqual([1, 11, 0]);
  });
});
