/**
 * The Earth favor tile of Merchants of the Seas (§9.2, content/merchants `favorTiles.FAV13`): one
 * step on Earth, then the choice written after a colon — `+FAV13: shipping` (1 shipping step, or
 * range, and 1 worker), `+FAV13: priest to water` (a priest from the supply, one not yet gained,
 * on the track's first free order space, and 4 coins), `+FAV13: cult` (4 coins and a step owed on
 * a track of the player's choice, `+FIRE`).
 */
import { describe, expect, it } from "vitest";
import { legalMoves } from "../legal";
import { moveLabel } from "../../moves";
import { formatMove } from "../../notation/format";
import { chooseHeuristicMove } from "../../bots/heuristic";
import { chooseLegalMove } from "../../bots/random";
import { expectRefused, game } from "./helpers";
import { merchantsLog, AUREN_FAKIRS } from "./merchants-logs";
import type { Scenario } from "../../testing/scenario";

const listed = (s: Scenario, faction: string) => legalMoves(s.catalog, s.state, faction).map(formatMove);

/**
 * Auren (forest: F2 with the dock; D1; water 1, air 1) and Fakirs (desert: D3, F3; fire 1, air 1)
 * on the base map. Round 1 scores trades only (SCORE10), so a temple scores nothing. The Auren
 * build a trading house on F2, the Fakirs one on D3; the Auren are to act.
 */
const START = `${merchantsLog(AUREN_FAKIRS)}
     auren: +20c. +20w
     auren: upgrade F2 to TP
     fakirs: decline
     fakirs: +20c. +20w
     fakirs: upgrade D3 to TP`;

/** What the player holds, to compare before and after a move. */
const holding = (s: Scenario, faction: string) => {
  const p = s.player(faction);
  return { vp: p.vp, coins: p.coins, workers: p.workers, priests: p.priests, supply: p.priestCap - p.priests, power: [...p.power], cults: { ...p.cults }, shipping: p.shipping };
};

describe("the Earth favor tile's choice (FAV13)", () => {
  it("is offered as six moves: shipping, a priest on each cult track, or a cult step", () => {
    const s = game(`${START}\n     auren: upgrade F2 to TE`, "merchants");
    expect(listed(s, "auren").filter((m) => m.includes("FAV13"))).toEqual([
      "auren: +FAV13: shipping",
      "auren: +FAV13: priest to fire",
      "auren: +FAV13: priest to water",
      "auren: +FAV13: priest to earth",
      "auren: +FAV13: priest to air",
      "auren: +FAV13: cult",
    ]);
    expect(moveLabel(s.catalog, { type: "favor", faction: "auren", tile: "FAV13", choice: "priest", cult: "water" })).toBe("Take favor tile FAV13: a priest from the supply on Water and 4 coins");
    expectRefused(s, "auren: +FAV13", "move/choose");
    expectRefused(s, "auren: +FAV13: priest", "move/choose");
    expectRefused(s, "auren: +FAV13: coins", "move/choose");
    expectRefused(s, "auren: +FAV9: cult", "move/no-choice");
    expectRefused(s, "auren: +FAV13: shipping to water", "move/no-choice");
  });

  it("puts a priest from the supply on the first free order space, with 4 coins; the next player's priest takes the space worth 2", () => {
    const s = game(`${START}\n     auren: upgrade F2 to TE`, "merchants");
    const before = holding(s, "auren");
    s.play("auren: +FAV13: priest to water");
    const a = holding(s, "auren");
    // Water 1 → 4 (the order space worth 3; 1 power for passing space 3), Earth 0 → 1 (the tile);
    // the priest came from the 7 not yet gained: none in hand, one fewer in the supply.
    expect([a.coins - before.coins, a.cults.water, a.cults.earth, a.priests, before.supply - a.supply, a.vp - before.vp]).toEqual([4, 4, 1, 0, 1, 0]);
    expect([a.power[0]! - before.power[0]!, a.power[1]! - before.power[1]!]).toEqual([-1, 1]);
    expect(s.state.cultSpaces.water).toEqual([0, -1, -1, -1]);
    expect(s.player("auren").favors).toEqual(["FAV13"]);

    s.play("fakirs: upgrade D3 to TE. +FAV13: priest to water");
    const f = s.player("fakirs");
    expect([f.cults.water, f.cults.earth, f.priestCap - f.priests, f.priests]).toEqual([2, 1, 6, 0]);
    expect(s.state.cultSpaces.water).toEqual([0, 1, -1, -1]);
  });

  it("with no free order space, advances 1 step (the base game's `priestReturnSteps`) and the priest stays in the supply", () => {
    const s = game(
      `${START}
       auren: +4p. send p to water
       fakirs: +4p. send p to water
       auren: send p to water
       fakirs: send p to water
       auren: upgrade F2 to TE`,
      "merchants",
    );
    expect(s.state.cultSpaces.water).toEqual([0, 1, 0, 1]);
    const before = holding(s, "auren");
    s.play("auren: +FAV13: priest to water");
    const a = holding(s, "auren");
    expect([a.coins - before.coins, a.cults.water - before.cults.water, a.cults.earth, a.priests - before.priests, a.supply - before.supply]).toEqual([4, 1, 1, 0, 0]);
  });

  it("is not offered with the priest when none is left in the supply (all 7 gained)", () => {
    const s = game(`${START}\n     auren: +7p. upgrade F2 to TE`, "merchants");
    expect(s.player("auren").priests).toBe(7);
    expect(listed(s, "auren").filter((m) => m.includes("FAV13"))).toEqual(["auren: +FAV13: shipping", "auren: +FAV13: cult"]);
    expectRefused(s, "auren: +FAV13: priest to water", "move/no-priest");
  });

  it("gives a shipping step with its VP and a worker; the Fakirs (no shipping) a range space", () => {
    const s = game(`${START}\n     auren: upgrade F2 to TE`, "merchants");
    const before = holding(s, "auren");
    s.play("auren: +FAV13: shipping");
    const a = holding(s, "auren");
    expect([a.shipping, a.vp - before.vp, a.workers - before.workers, a.coins - before.coins, a.cults.earth]).toEqual([1, 2, 1, 0, 1]);
    const range = s.player("fakirs").merchants!.rangeAdvances;
    s.play("fakirs: upgrade D3 to TE. +FAV13: shipping");
    expect(s.player("fakirs").merchants!.rangeAdvances - range).toBe(1);
  });

  it("gives 4 coins and a step on a track of the player's choice instead of the priest", () => {
    const s = game(`${START}\n     auren: upgrade F2 to TE`, "merchants");
    const before = holding(s, "auren");
    s.play("auren: +FAV13: cult");
    expect(s.player("auren").pending.cultSteps).toBe(1);
    s.play("auren: +FIRE");
    const a = holding(s, "auren");
    expect([a.coins - before.coins, a.cults.fire, a.cults.earth, a.supply - before.supply]).toEqual([4, 1, 1, 0]);
  });

  it("is taken by the bots like any move: the heuristic bot weighs the options, the random bot draws one", () => {
    const s = game(`${START}\n     auren: upgrade F2 to TE`, "merchants");
    const options = legalMoves(s.catalog, s.state, "auren").filter((m) => m.type === "favor" && m.tile === "FAV13");
    const chosen = chooseHeuristicMove(s.catalog, s.state, "auren", options)!;
    expect(options).toContainEqual(chosen);
    const seen = new Set<string>();
    for (let rng = 1; rng <= 60; rng++) {
      const { move } = chooseLegalMove(s.catalog, s.state, "auren", rng);
      if (move?.type === "favor" && move.tile === "FAV13") seen.add(formatMove(move));
    }
    expect(seen.size).toBeGreaterThan(1);
    const before = holding(s, "auren");
    s.play(formatMove(chosen));
    expect(s.player("auren").favors).toEqual(["FAV13"]);
    expect(holding(s, "auren")).not.toEqual(before);
  });

  it("counts as the player's one +1 tile on Earth (merchants.favorLimit): no FAV11 with it, nor FAV13 with FAV11; FAV9 (Fire) still", () => {
    const s = game(`${START}\n     auren: upgrade F2 to TE. +FAV13: shipping\n     fakirs: upgrade D3 to TE. +FAV11\n     auren: +12pw. +1p. action ACT9`, "merchants");
    const tiles = (faction: string) => [...new Set(legalMoves(s.catalog, s.state, faction).flatMap((m) => (m.type === "favor" ? [m.tile] : [])))];
    expect(s.player("auren").pending.favors).toBe(1);
    expect(tiles("auren")).not.toContain("FAV11");
    expect(tiles("auren")).toContain("FAV9");
    expectRefused(s, "auren: +FAV11", "move/favor-limit");
    s.play("auren: +FAV9");
    expect(s.player("auren").favors).toEqual(["FAV13", "FAV9"]);
    s.play("fakirs: +20c. +10w. upgrade F3 to TP").play("auren: decline").play("auren: pass BON2").play("fakirs: upgrade F3 to TE");
    expect(s.player("fakirs").pending.favors).toBe(1);
    expect(tiles("fakirs")).not.toContain("FAV13");
    expectRefused(s, "fakirs: +FAV13: cult", "move/favor-limit");
  });
});
