/**
 * The random bot lists only what it needs (one move of each kind, then the kind it picks): over the
 * positions of self-play games it must pick exactly what it would pick from the full listing, and
 * the partial listings must agree with `legalMoves`.
 */
import { describe, expect, it } from "vitest";
import type { Catalog } from "../catalog";
import { legalMoves, legalMoveSample } from "../rules/legal";
import type { Move, MoveType } from "../rules/moves";
import { pack } from "../rules/scenarios/helpers";
import { cloneState } from "../rules/state";
import { chooseLegalMove, chooseMove } from "./random";
import { factionsForSeed, playSelfPlay, seatsToMove } from "./selfplay";

const FREE = new Set<MoveType>(["convert", "burn"]);

function checkPositions(catalog: Catalog, options: string[], seed: number): number {
  let checked = 0;
  const factions = factionsForSeed(catalog, 2 + (seed % 4), seed);
  const game = playSelfPlay(catalog, { factions, options }, seed, {
    onMove(live) {
      const state = cloneState(live);
      for (const seat of seatsToMove(state)) {
        const faction = state.players[seat]!.faction;
        const all = legalMoves(catalog, state, faction);
        const kinds = [...new Set(all.map((m) => m.type))];
        for (const kind of kinds) expect(legalMoves(catalog, state, faction, kind)).toEqual(all.filter((m) => m.type === kind));
        const sample = legalMoveSample(catalog, state, faction);
        const firstOfEach = all.filter((m, i) => FREE.has(m.type) || all.findIndex((n: Move) => n.type === m.type) === i);
        expect(sample).toEqual(firstOfEach);
        for (const rng of [1, 0x7fffffff, seed * 7919 + checked])
          expect(chooseLegalMove(catalog, state, faction, rng)).toEqual(chooseMove(all, rng));
        checked++;
      }
      expect(live).toEqual(state);
    },
  });
  expect(game.ok).toBe(true);
  return checked;
}

describe("the random bot's partial listings", () => {
  it.each([1, 2, 3])("pick what the full listing would in base game %i", (seed) => {
    expect(checkPositions(pack("base"), [], seed)).toBeGreaterThan(100);
  });
  it.each([4, 5, 6])("pick what the full listing would in promo game %i", (seed) => {
    expect(checkPositions(pack("promo"), ["mini-expansion-1", "shipping-bonus", "temple-scoring-tile", "variable-turn-order"], seed)).toBeGreaterThan(50);
  });
});
