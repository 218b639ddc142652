/**
 * Ice Maidens (Fire & Ice): pick a terrain colour at setup, which their initial dwellings turn into
 * ice and their spades count from; a favor tile at setup; 3 VP per temple when passing once their
 * stronghold stands. Every log here is also replayed by terra.snellman.net's engine
 * (fire-and-ice-logs.ts, scripts/cli/site-logs.test.ts).
 */
import { describe, expect, it } from "vitest";
import { expectRefused, game } from "./helpers";
import { ICE_MAIDENS } from "./fire-and-ice-logs";

const HEAD = `
  option fire-and-ice-factions/ice
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup icemaidens
  setup witches
`;

const fi = (log: string) => game(log, "fire-and-ice");
const hex = (s: ReturnType<typeof fi>, id: string) => s.state.board.terrain[s.catalog.boards[s.state.map]!.ids.indexOf(id)];

describe("icemaidens", () => {
  it("are played only with the option fire-and-ice-factions/ice", () => {
    expect(() => fi("score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6\nsetup icemaidens\nsetup witches")).toThrow(/option fire-and-ice-factions\/ice/);
  });

  it("pick a colour first, not the home of a faction in play, nor ice", () => {
    const s = fi(HEAD);
    expect(s.state.phase).toBe("setup-choices");
    expectRefused(s, "icemaidens: build E7", "move/not-your-turn");
    expectRefused(s, "icemaidens: pick-color green", "move/color-taken");
    expect(s.attempt("icemaidens: pick-color ice")).toMatchObject({ ok: false });
    expectRefused(s, "witches: pick-color gray", "move/not-owed");
    s.play("icemaidens: pick-color gray");
    expect(s.player("icemaidens").picked).toBe("mountains");
  });

  it("take their favor tile at setup, then place dwellings on the colour picked, turning it into ice", () => {
    const s = fi(HEAD).play("icemaidens: pick-color gray");
    expectRefused(s, "icemaidens: build E7", "move/not-your-turn");
    s.play("icemaidens: +FAV11");
    expect(s.player("icemaidens").favors).toEqual(["FAV11"]);
    expect(s.state.phase).toBe("setup-dwellings");
    expectRefused(s, "icemaidens: build E6", "move/wrong-terrain");
    s.play("icemaidens: build E7");
    expect(hex(s, "E7")).toBe("ice");
  });

  it("turn a neighbour of the colour picked into ice with one spade", () => {
    const s = fi(ICE_MAIDENS);
    const before = { ...s.player("icemaidens") };
    s.play("icemaidens: dig 1. build F2");
    // Forest is one step from mountains: one spade (3 workers), then the dwelling (2 coins, 1 worker).
    expect([s.player("icemaidens").workers, s.player("icemaidens").coins]).toEqual([before.workers - 4, before.coins - 2]);
    expect(hex(s, "F2")).toBe("ice");
  });

  it("need one more spade for the colour picked itself, and two from two steps away (never the long way round)", () => {
    const s = fi(ICE_MAIDENS).play("icemaidens: +6w. dig 1. transform D4 to gray");
    expect(hex(s, "D4")).toBe("mountains");
    s.play("witches: pass BON5");
    expectRefused(s, "icemaidens: build D4", "move/not-enough-spades");
    s.play("icemaidens: dig 1. build D4");
    expect(hex(s, "D4")).toBe("ice");
    const t = fi(ICE_MAIDENS).play("icemaidens: +1w. dig 2. build E8");
    expect(hex(t, "E8")).toBe("ice");
    expect(t.player("icemaidens").pending.spades).toBe(0);
  });

  it("make ice no other faction can transform", () => {
    const s = fi(ICE_MAIDENS).play("icemaidens: dig 2. transform D5 to ice");
    expect(hex(s, "D5")).toBe("ice");
    s.play("witches: dig 1");
    expectRefused(s, "witches: transform D5 to green", "move/no-transform");
    expectRefused(s, "witches: build D5", "move/no-transform");
  });

  it("score 3 VP per temple when passing, once their stronghold stands", () => {
    const s = fi(ICE_MAIDENS).play(`
      icemaidens: +30c. +30w. upgrade E7 to TP
      witches: pass BON5
      icemaidens: upgrade E7 to SH
      icemaidens: upgrade F1 to TP
      icemaidens: upgrade F1 to TE. +FAV10
    `);
    const vp = s.player("icemaidens").vp;
    s.play("icemaidens: pass BON6");
    // One temple: 3 VP; the card returned (BON3, 6 coins) gives none when passing.
    expect(s.player("icemaidens").vp - vp).toBe(3);
    expect(s.player("icemaidens").vpSources.passing).toBe(3);
  });

  it("score nothing for their temples when passing without their stronghold", () => {
    const s = fi(ICE_MAIDENS).play(`
      icemaidens: +30c. +30w. upgrade F1 to TP
      witches: pass BON5
      icemaidens: upgrade F1 to TE. +FAV10
    `);
    const vp = s.player("icemaidens").vp;
    s.play("icemaidens: pass BON6");
    expect(s.player("icemaidens").vp).toBe(vp);
  });
});
