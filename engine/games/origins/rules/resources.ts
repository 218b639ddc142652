/**
 * Paying and gaining resources. Gold is a wildcard in every cost; the engine pays for the player:
 * each named resource from the player's own stock first, Gold for what is missing; a cost in "any
 * basic resource" from the player's most plentiful basic resource (ties: Stone, Food, Wisdom), Gold
 * last (DECISIONS.md, "Paying").
 */
import type { Amount } from "../schema/common";
import type { PlayerState } from "./state";

export const BASIC = ["stone", "food", "wisdom"] as const;
export type Basic = (typeof BASIC)[number];

/** What a cost takes from a player, or undefined when the player cannot pay it. */
export function payment(p: PlayerState, cost: Amount | undefined): { stone: number; food: number; wisdom: number; gold: number } | undefined {
  const out = { stone: 0, food: 0, wisdom: 0, gold: 0 };
  if (!cost) return out;
  const have = { stone: p.stone, food: p.food, wisdom: p.wisdom, gold: p.gold };
  const goldNeeded = cost.gold ?? 0;
  if (have.gold < goldNeeded) return undefined;
  have.gold -= goldNeeded;
  out.gold += goldNeeded;
  for (const r of BASIC) {
    const need = cost[r] ?? 0;
    const own = Math.min(need, have[r]);
    have[r] -= own;
    out[r] += own;
    const missing = need - own;
    if (missing > have.gold) return undefined;
    have.gold -= missing;
    out.gold += missing;
  }
  for (let n = cost.basic ?? 0; n > 0; n--) {
    let best: Basic | undefined;
    for (const r of BASIC) if (have[r] > 0 && (best === undefined || have[r] > have[best])) best = r;
    if (best) {
      have[best]--;
      out[best]++;
    } else if (have.gold > 0) {
      have.gold--;
      out.gold++;
    } else return undefined;
  }
  if (cost.choice) return undefined; // a choice is only ever a gain
  return out;
}

export function canPay(p: PlayerState, cost: Amount | undefined): boolean {
  return payment(p, cost) !== undefined;
}

/** Pay a cost (the caller has checked it can be paid). */
export function pay(p: PlayerState, cost: Amount | undefined): void {
  const taken = payment(p, cost);
  if (!taken) throw new Error("origins: paying a cost the player cannot pay");
  p.stone -= taken.stone;
  p.food -= taken.food;
  p.wisdom -= taken.wisdom;
  p.gold -= taken.gold;
}

/** Wisdom, with Gold for what is missing. */
export const wisdomCost = (n: number): Amount => ({ wisdom: n });

/** A gain of fixed resources and VP (`basic` and `choice` are chosen separately). */
export function gainFixed(p: PlayerState, a: Amount, times = 1): void {
  p.stone += (a.stone ?? 0) * times;
  p.food += (a.food ?? 0) * times;
  p.wisdom += (a.wisdom ?? 0) * times;
  p.gold += (a.gold ?? 0) * times;
  p.vp += (a.vp ?? 0) * times;
}
