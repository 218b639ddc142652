/** Dwarves: no shipping, tunnelling over one space for workers and 4 VP, cheaper with the stronghold. */
import { describe, expect, it } from "vitest";
import { expectRefused, game, passUntil } from "./helpers";

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
});
