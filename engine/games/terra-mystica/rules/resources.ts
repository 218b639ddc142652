/**
 * Resources: paying and gaining coins, workers, priests, power and victory points. Power gained moves
 * tokens bowl I → II, then II → III; power spent moves tokens from bowl III back to bowl I.
 */
import type { Resources } from "../schema/common";
import type { PlayerState, VpSource } from "./state";

export type ResourceKey = "coins" | "workers" | "priests" | "power" | "vp";

/** Move up to `count` power through the bowls; returns how much actually moved. */
export function gainPower(p: PlayerState, count: number): number {
  let moved = 0;
  const bowls = p.power;
  while (moved < count) {
    if (bowls[0] > 0) {
      bowls[0]--;
      bowls[1]++;
    } else if (bowls[1] > 0) {
      bowls[1]--;
      bowls[2]++;
    } else break;
    moved++;
  }
  return moved;
}

/** Remove `n` power tokens from the game: bowl I first, then II, then III (the caller checked there are enough). */
export function removeTokens(p: PlayerState, n: number): void {
  let left = n;
  for (let bowl = 0; bowl < 3 && left > 0; bowl++) {
    const k = Math.min(left, p.power[bowl]!);
    p.power[bowl] = p.power[bowl]! - k;
    left -= k;
  }
}

/** How much power the player could still gain (tokens in bowl I count twice). */
export function powerCapacity(p: PlayerState): number {
  return p.power[0] * 2 + p.power[1];
}

export function addVp(p: PlayerState, vp: number, source: VpSource): void {
  if (!vp) return;
  p.vp += vp;
  p.vpSources[source] = (p.vpSources[source] ?? 0) + vp;
}

/** Gain coins, workers, priests (up to the priests the player may hold), power or VP. */
export function gainResource(p: PlayerState, key: ResourceKey, n: number, source: VpSource): void {
  if (!n) return;
  switch (key) {
    case "coins":
      p.coins += n;
      return;
    case "workers":
      p.workers += n;
      return;
    case "priests":
      // Riverwalkers choose, for each priest, a colour to unlock or the priest (moves/unlock).
      if (p.priestsUnlock) p.pending.unlocks += n;
      else p.priests = Math.min(p.priests + n, p.priestCap);
      return;
    case "power":
      gainPower(p, n);
      return;
    case "vp":
      addVp(p, n, source);
  }
}

export function gainResources(p: PlayerState, r: Resources | undefined, source: VpSource, times = 1): void {
  if (!r) return;
  if (r.coins) gainResource(p, "coins", r.coins * times, source);
  if (r.workers) gainResource(p, "workers", r.workers * times, source);
  if (r.priests) gainResource(p, "priests", r.priests * times, source);
  if (r.power) gainResource(p, "power", r.power * times, source);
  if (r.vp) gainResource(p, "vp", r.vp * times, source);
}

/** What the player has of a resource (power: tokens in bowl III). */
export function amountOf(p: PlayerState, key: ResourceKey): number {
  switch (key) {
    case "coins":
      return p.coins;
    case "workers":
      return p.workers;
    case "priests":
      return p.priests;
    case "power":
      return p.power[2];
    case "vp":
      return p.vp;
  }
}

/** A cost as plain numbers (omitted = 0). */
export interface Cost {
  coins?: number;
  workers?: number;
  priests?: number;
  power?: number;
  vp?: number;
}

export function addCosts(a: Cost | undefined, b: Cost | undefined): Cost {
  return {
    coins: (a?.coins ?? 0) + (b?.coins ?? 0),
    workers: (a?.workers ?? 0) + (b?.workers ?? 0),
    priests: (a?.priests ?? 0) + (b?.priests ?? 0),
    power: (a?.power ?? 0) + (b?.power ?? 0),
    vp: (a?.vp ?? 0) + (b?.vp ?? 0),
  };
}

/** Whether the player can pay a cost (`shortfall` is undefined): for listings, which need no reason. */
export function canAfford(p: PlayerState, cost: Cost | undefined): boolean {
  return (
    !cost ||
    ((cost.coins ?? 0) <= p.coins &&
      (cost.workers ?? 0) <= p.workers &&
      (cost.priests ?? 0) <= p.priests &&
      (cost.power ?? 0) <= p.power[2] &&
      (cost.vp ?? 0) <= p.vp)
  );
}

const RESOURCE_KEYS = ["coins", "workers", "priests", "power", "vp"] as const;

/** The first resource the player lacks for a cost, with how much is needed. */
export function shortfall(p: PlayerState, cost: Cost | undefined): { key: ResourceKey; need: number; have: number } | undefined {
  // Most costs are affordable: say so without looking resource by resource.
  if (canAfford(p, cost)) return undefined;
  for (const key of RESOURCE_KEYS) {
    const need = cost![key] ?? 0;
    if (need > 0 && amountOf(p, key) < need) return { key, need, have: amountOf(p, key) };
  }
  return undefined;
}

/** Pay a cost the player can afford (checked before). Power comes from bowl III. */
export function pay(p: PlayerState, cost: Cost | undefined, source: VpSource = "conversions"): void {
  if (!cost) return;
  if (cost.coins) p.coins -= cost.coins;
  if (cost.workers) p.workers -= cost.workers;
  if (cost.priests) p.priests -= cost.priests;
  if (cost.power) {
    p.power[2] -= cost.power;
    p.power[0] += cost.power;
  }
  if (cost.vp) addVp(p, -cost.vp, source);
  if (p.coins < 0 || p.workers < 0 || p.priests < 0 || p.power[2] < 0) throw new Error(`${p.faction} paid more than it had`);
}

/** Pay `n` of one resource (as `pay` of a cost with that key alone, without the cost object). */
export function payResource(p: PlayerState, key: ResourceKey, n: number, source: VpSource = "conversions"): void {
  if (n) {
    switch (key) {
      case "coins":
        p.coins -= n;
        break;
      case "workers":
        p.workers -= n;
        break;
      case "priests":
        p.priests -= n;
        break;
      case "power":
        p.power[2] -= n;
        p.power[0] += n;
        break;
      case "vp":
        addVp(p, -n, source);
    }
  }
  if (p.coins < 0 || p.workers < 0 || p.priests < 0 || p.power[2] < 0) throw new Error(`${p.faction} paid more than it had`);
}

const NAMES: Record<ResourceKey, [string, string]> = {
  coins: ["coin", "coins"],
  workers: ["worker", "workers"],
  priests: ["priest", "priests"],
  power: ["power", "power"],
  vp: ["VP", "VP"],
};

/** "3 coins", "1 priest", "4 power". */
export function amountText(key: ResourceKey, n: number): string {
  return `${n} ${NAMES[key][n === 1 ? 0 : 1]}`;
}
