/** Dwarves: no shipping, tunnelling over one space for workers and 4 VP, cheaper with the stronghold. */
import { describe, expect, it } from "vitest";
import { expectRefused, game, passUntil, sanctuary } from "./helpers";

/** Dwarves on E7 and A2 with BON3; the Witches far away pass at once. G2 is two spaces from E7. */
const SETUP = `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup dwarves
  witches: build A10
  dwarves: build E7
  dwarves: build A2
  witches: build C4
  dwarves: pass BON3
  witches: pass BON4
  witches: pass BON5
`;

describe("dwarves", () => {
  it("tunnel over one space for 2 more workers and score 4 VP", () => {
    const s = game(SETUP).play("dwarves: dig 1. build G2");
    const p = s.player("dwarves");
    // 3 workers for the spade, 2 for tunnelling, 1 and 2 coins for the dwelling.
    expect([p.workers, p.coins, p.vp]).toEqual([0, 19, 24]);
    expect(p.vpSources.skips).toBe(4);
  });

  it("cannot reach a hex three spaces away", () => {
    const s = game(SETUP).play("dwarves: +10w. dig 2");
    expectRefused(s, "dwarves: build G4", "move/out-of-reach");
  });

  it("pay only 1 more worker for tunnelling once their stronghold stands", () => {
    const s = game(SETUP).play(`
      dwarves: +10w. +10c
      dwarves: upgrade E7 to TP
      dwarves: upgrade E7 to SH
      dwarves: dig 1. build G2
    `);
    const p = s.player("dwarves");
    expect([p.workers, p.coins, p.vp]).toEqual([16 - 2 - 4 - 3 - 1 - 1, 31 - 6 - 6 - 2, 24]);
  });

  it("have no shipping track", () => {
    expectRefused(game(SETUP), "dwarves: advance ship", "move/no-track");
  });

  it("count structures within tunnelling reach as connected in the final area scoring", () => {
    const s = game(SETUP).play("dwarves: dig 1. build G2");
    passUntil(s, "end");
    // E7 and G2 are connected by tunnelling; A2 is too far. The Witches' A10 and C4 are apart.
    expect(s.player("dwarves").vpSources.area).toBe(18);
    expect(s.player("witches").vpSources.area).toBe(12);
  });

  it("cannot tunnel with a spade of the round-end cult bonus", () => {
    const s = game(SETUP);
    // Earth 4 is worth a spade at the end of round 1 (SCORE2).
    s.player("dwarves").cults.earth = 4;
    s.play("dwarves: pass BON7");
    expectRefused(s, "dwarves: transform G2", "move/out-of-reach");
    s.play("dwarves: transform D4");
    expect(s.state.round).toBe(2);
    expect(s.player("dwarves").vp).toBe(20);
  });

  it("get no shipping from BON4: crossing the river is still tunnelling", () => {
    const s = game(SETUP.replace("dwarves: pass BON3", "dwarves: pass BON4").replace("witches: pass BON4", "witches: pass BON6")).play("dwarves: +2w. dig 1. build G3");
    const p = s.player("dwarves");
    // 3 + 2 workers for the spade and the tunnel, 1 for the dwelling; 4 VP for tunnelling.
    expect([p.workers, p.vp]).toEqual([3 + 3 + 2 - 3 - 2 - 1, 24]);
  });

  it("build a sanctuary for 6 coins and 4 workers, taking a favor tile, for 1 priest of income", () => {
    expect(sanctuary(game(SETUP), "dwarves", "A2")).toEqual({ coins: 6, workers: 4, favors: 1, priests: 1 });
  });
});
