/**
 * Riverwalkers (Fire & Ice, variable, final rules `variable_v5`): a colour picked at setup, initial
 * dwellings beside a river; they never terraform and reach hexes only along the river (shipping 1,
 * fixed); each priest they would gain is a choice: unlock a colour (1 coin, 2 for another faction's
 * home; their priest limit grows by one) or take the priest up to the limit; no spade actions;
 * their stronghold places 2 free bridges. Every log here is also replayed by terra.snellman.net's
 * engine (fire-and-ice-logs.ts, scripts/cli/site-logs.test.ts).
 */
import { describe, expect, it } from "vitest";
import { expectRefused, game } from "./helpers";
import { RIVERWALKERS, RIVERWALKERS_STRONGHOLD, VARIABLE_HEADER } from "./fire-and-ice-logs";
import { legalMoves } from "../legal";

const fi = (log: string) => game(log, "fire-and-ice");

describe("riverwalkers", () => {
  it("place their initial dwellings beside a river only", () => {
    const s = fi(`${VARIABLE_HEADER}
      setup riverwalkers
      setup witches
      riverwalkers: pick-color gray
    `);
    expectRefused(s, "riverwalkers: build F6", "move/inland");
    const offered = legalMoves(s.catalog, s.state, "riverwalkers").map((m) => m.type === "build" && m.hex);
    expect(offered).toContain("E7");
    expect(offered).not.toContain("F6");
  });

  it("turn a priest into an unlock: a colour for 1 coin, their priest limit one higher", () => {
    const s = fi(RIVERWALKERS);
    const p = s.player("riverwalkers");
    const coins = p.coins;
    s.play("riverwalkers: +P");
    expect([p.priests, p.pending.unlocks]).toEqual([0, 1]);
    expectRefused(s, "witches: pass BON5", "move/not-your-turn");
    s.play("riverwalkers: unlock-terrain blue");
    expect([p.coins, p.priestCap, p.unlocked]).toEqual([coins - 1, 2, ["lakes"]]);
  });

  it("pay 2 coins for the home terrain of another faction, and build there along the river without terraforming", () => {
    const s = fi(RIVERWALKERS);
    const p = s.player("riverwalkers");
    const [coins, workers] = [p.coins, p.workers];
    s.play("riverwalkers: +P. unlock-terrain green. build F2");
    expect([p.coins, p.workers, p.buildings.D]).toEqual([coins - 2 - 2, workers - 1, 3]);
  });

  it("reach nothing by land, even an unlocked colour next to them", () => {
    const s = fi(RIVERWALKERS).play("riverwalkers: +P. unlock-terrain brown");
    expectRefused(s, "riverwalkers: build E6", "move/out-of-reach");
  });

  it("take the priest instead, up to their limit", () => {
    const s = fi(RIVERWALKERS).play("riverwalkers: +P. unlock-terrain gain-priest. +P. unlock-terrain gain-priest");
    expect(s.player("riverwalkers").priests).toBe(1);
  });

  it("never terraform: no spade action, no digging, no spade kept", () => {
    const s = fi(RIVERWALKERS).play("riverwalkers: +14PW");
    expectRefused(s, "riverwalkers: action ACT5", "move/not-allowed");
    expectRefused(s, "riverwalkers: dig 1", "move/cannot-dig");
    expectRefused(s, "riverwalkers: build E8", "move/not-unlocked");
    expect(legalMoves(s.catalog, s.state, "riverwalkers").some((m) => m.type === "dig" || m.type === "transform")).toBe(false);
  });

  it("place two free bridges with their stronghold, each touching one of their structures, before the turn ends", () => {
    const s = fi(RIVERWALKERS).play(RIVERWALKERS_STRONGHOLD);
    const p = s.player("riverwalkers");
    expect(p.pending.bridges).toBe(2);
    const bridges = legalMoves(s.catalog, s.state, "riverwalkers").filter((m) => m.type === "bridge");
    expect(bridges.map((m) => m.type === "bridge" && `${m.a}:${m.b}`).sort()).toEqual(["F1:H1", "F2:H2"]);
    expectRefused(s, "witches: pass BON6", "move/not-your-turn");
    const [coins, workers] = [p.coins, p.workers];
    s.play("riverwalkers: bridge F1:H1").play("riverwalkers: bridge H2:F2");
    expect([p.pending.bridges, p.coins, p.workers, p.bridgesLeft]).toEqual([0, coins, workers, 1]);
  });

  it("owe only the bridges that free slots next to their structures can take (the reference waits forever)", () => {
    const s = fi(RIVERWALKERS).play("riverwalkers: +30c. +30w. upgrade F1 to TP").play("witches: pass BON5").play("riverwalkers: upgrade F1 to SH");
    expect(s.player("riverwalkers").pending.bridges).toBe(1);
    s.play("riverwalkers: bridge F1:H1").play("riverwalkers: pass BON6");
  });
});
