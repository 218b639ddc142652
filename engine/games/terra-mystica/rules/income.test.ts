/**
 * Income has one definition (`eachIncomePart`): `incomeParts` lists it, the income phase pays it as
 * it comes, `incomeOf` sums it. A structure's income is made once per table and count and shared
 * inside the engine, so these tests also check that no caller can reach (and change) a shared one,
 * and that another catalog's tables are read as they are (a cache keyed by faction or by count
 * alone would answer the first catalog's income).
 */
import { describe, expect, it } from "vitest";
import { factionsForSeed, playSelfPlay } from "../bots";
import { compileCatalog } from "../catalog";
import { BUILDINGS } from "../schema/common";
import { paidIncome } from "../testing/income";
import { validatePackSource } from "../testing/node/load-pack";
import { incomeOf, incomeParts, structureIncome } from "./income";
import { holdings } from "./passives";
import { pack } from "./scenarios/helpers";
import { cloneState, type GameState } from "./state";

const base = pack("base");

/** Positions of a few self-play games (every fifth move). */
function positions(seeds: number[]): GameState[] {
  const out: GameState[] = [];
  for (const seed of seeds)
    playSelfPlay(base, { factions: factionsForSeed(base, 4, seed) }, seed, {
      onMove: (state, _move, i) => {
        if (i % 5 === 0 && state.round > 0) out.push(cloneState(state));
      },
    });
  return out;
}

describe("income", () => {
  const states = positions([3, 17]);

  it("lists structures (by BUILDINGS), then the bonus card and favor tiles, as the tables and holdings say", () => {
    expect(states.length).toBeGreaterThan(50);
    for (const state of states)
      for (let seat = 0; seat < state.players.length; seat++) {
        const p = state.players[seat]!;
        const faction = base.factions[p.faction]!;
        const held = holdings(base, state, seat).filter((h) => h.holder === "bonus-card" || h.holder === "favor");
        const expected = [
          ...BUILDINGS.map((b) => ({ from: "structures", income: structureIncome(faction, b, p.buildings[b]), source: "buildings" })),
          ...held.map((h) => ({ from: h.holder, income: h.holder === "ability" ? undefined : h.passive.income, source: h.holder === "bonus-card" ? "passing" : "buildings" })),
        ];
        expect(incomeParts(base, state, seat)).toEqual(expected);
      }
  });

  it("hands out copies: changing a listed part changes neither the next listing nor the income paid", () => {
    const state = states[states.length - 1]!;
    const before = incomeParts(base, state, 0);
    const paid = paidIncome(base, state);
    for (const part of incomeParts(base, state, 0)) if (part.income) (part.income as Record<string, number>).coins = 999;
    expect(incomeParts(base, state, 0)).toEqual(before);
    expect(paidIncome(base, state)).toEqual(paid);
  });

  it("pays what incomeOf sums (room for everything)", () => {
    for (const state of states.slice(0, 40)) {
      const paid = paidIncome(base, state);
      state.players.forEach((p, seat) => {
        const sum = incomeOf(base, state, seat);
        // Riverwalkers turn priests into unlocks; the phase pays the rest as incomeOf says.
        expect(paid[seat]).toEqual(p.priestsUnlock ? { ...sum, priests: 0 } : sum);
      });
    }
  });

  it("reads another catalog's tables, not a cached one", () => {
    const v = validatePackSource(`${import.meta.dirname}/../../../../content/base`);
    if (!v.ok) throw new Error("content/base is invalid");
    const resolved = structuredClone(v.resolved);
    const state = states[states.length - 1]!;
    const faction = state.players[0]!.faction;
    const dwellings = resolved.factions[faction]!.buildings.D.income;
    dwellings.coins = dwellings.workers!.map((w) => w + 5);
    const other = compileCatalog(resolved);
    // Asked first with the base catalog (filling any cache), then with the other one.
    const before = incomeOf(base, state, 0);
    const after = incomeOf(other, state, 0);
    const d = state.players[0]!.buildings.D;
    const w = base.factions[faction]!.buildings.D.income.workers!;
    expect(after.coins - before.coins).toBe(w[Math.min(d, w.length - 1)]! + 5 - (base.factions[faction]!.buildings.D.income.coins?.[d] ?? 0));
    expect(paidIncome(other, state)[0]!.coins - paidIncome(base, state)[0]!.coins).toBe(after.coins - before.coins);
  });
});
