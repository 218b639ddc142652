/**
 * Shapeshifters (Fire & Ice, variable, final rules `variable_v5`): a home colour picked at setup;
 * spades at 3 workers with no digging track; when an opponent takes power from their building they
 * may pay 1 VP for a new power token in bowl III (`gain P3 for VP`, or `-GAIN_P3_FOR_VP`); with their
 * stronghold they change colour (ACTH5: 5 power; ACTH6: 5 power tokens removed), every hex with one
 * of their structures taking the new colour. Every log here is also replayed by terra.snellman.net's
 * engine (fire-and-ice-logs.ts, scripts/cli/site-logs.test.ts).
 */
import { describe, expect, it } from "vitest";
import { expectRefused, game, terrainAt } from "./helpers";
import { SHAPESHIFTERS } from "./fire-and-ice-logs";
import { legalMoves } from "../legal";

const fi = (log: string) => game(log, "fire-and-ice");
const stronghold = () =>
  fi(SHAPESHIFTERS).play(`
    shapeshifters: +20c. +20w. upgrade E7 to TP
    witches: pass BON5
    shapeshifters: upgrade E7 to SH
  `);

describe("shapeshifters", () => {
  it("live on the colour they picked, and dig at 3 workers a spade", () => {
    const s = fi(SHAPESHIFTERS);
    const p = s.player("shapeshifters");
    expect(p.picked).toBe("mountains");
    expect([terrainAt(s, "E7"), terrainAt(s, "F1")]).toEqual(["mountains", "mountains"]);
    const workers = p.workers;
    s.play("shapeshifters: dig 1");
    expect(p.workers).toBe(workers - 3);
    expect(legalMoves(s.catalog, s.state, "shapeshifters").some((m) => m.type === "advance" && m.track === "digging")).toBe(false);
  });

  it("may pay 1 VP for a new token in bowl III when an opponent takes their power", () => {
    const s = fi(SHAPESHIFTERS).play("shapeshifters: +10c. +10w. upgrade F1 to TP").play("witches: leech 1 from shapeshifters");
    const p = s.player("shapeshifters");
    expect(p.pending.leechTokens).toBe(1);
    expect(legalMoves(s.catalog, s.state, "shapeshifters").filter((m) => m.type === "token")).toHaveLength(2);
    const [vp, power] = [p.vp, [...p.power]];
    s.play("shapeshifters: gain P3 for VP");
    expect([p.vp, p.power]).toEqual([vp - 1, [power[0], power[1], power[2]! + 1]]);
  });

  it("or decline it, keeping their VP", () => {
    const s = fi(SHAPESHIFTERS).play("shapeshifters: +10c. +10w. upgrade F1 to TP").play("witches: leech 1 from shapeshifters");
    const p = s.player("shapeshifters");
    const vp = p.vp;
    s.play("shapeshifters: -GAIN_P3_FOR_VP");
    expect([p.vp, p.pending.leechTokens]).toEqual([vp, 0]);
    expectRefused(s, "shapeshifters: gain P3 for VP", "move/not-owed");
  });

  it("change colour with their stronghold for 5 power: their hexes take it, and their spades count from it", () => {
    const s = stronghold().play("shapeshifters: +9PW");
    const p = s.player("shapeshifters");
    expect(p.power).toEqual([0, 3, 5]);
    // Forest is the Witches' home: not on offer.
    s.play("shapeshifters: action ACTH5");
    // The change paid for is made: it cannot be given up (the site: "Not enough 'SHAPESHIFT' in pool").
    expectRefused(s, "shapeshifters: -SHAPESHIFT", "move/not-owed");
    expect(legalMoves(s.catalog, s.state, "shapeshifters").some((m) => m.type === "adjust")).toBe(false);
    expectRefused(s, "shapeshifters: pick-color green", "move/color-taken");
    expectRefused(s, "witches: pass BON6", "move/not-your-turn");
    s.play("shapeshifters: pick-color blue");
    expect(p.picked).toBe("lakes");
    expect([terrainAt(s, "E7"), terrainAt(s, "F1")]).toEqual(["lakes", "lakes"]);
    expect(p.power).toEqual([5, 3, 0]);
  });

  it("and again in the same round for 5 power tokens removed from the game, bowl I first", () => {
    const s = stronghold().play("shapeshifters: +9PW. action ACTH5. pick-color blue");
    const p = s.player("shapeshifters");
    s.play("shapeshifters: action ACTH6. pick-color yellow");
    expect(p.power).toEqual([0, 3, 0]);
    expect(terrainAt(s, "E7")).toBe("desert");
    expectRefused(s, "shapeshifters: action ACTH6", "move/not-enough-tokens");
  });

  it("cannot change colour without their stronghold", () => {
    expectRefused(fi(SHAPESHIFTERS).play("shapeshifters: +9PW"), "shapeshifters: action ACTH5", "move/no-such-action");
  });
});
