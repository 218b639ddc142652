/**
 * End of game scoring: majorities on each cult track and for the largest connected area (ties share
 * the points of the places they take, rounded down), then leftover resources turned into coins and
 * coins into VP.
 */
import { FAR, landDistance, ratesFor, riverRange } from "../catalog";
import { CULTS } from "../schema/common";
import type { Env } from "./env";
import { factionOf } from "./env";
import { addVp } from "./resources";
import type { VpSource } from "./state";
import { townNeighbours } from "./towns";

/**
 * `a / b` rounded down (for counts: `b` is positive), as a small integer. A float stored in a
 * player's VP, coins or power (as `Math.floor` of a quotient can be, once optimised) makes V8 widen
 * that field for every player state and throw away the optimised code of everything that reads
 * them, midway through a run.
 */
function quotient(a: number, b: number): number {
  return Math.floor(a / b) | 0;
}

/**
 * VP for each level by rank: sort all levels, hand the points out from the top, and split what a
 * level got among the players on it. Level 0 scores nothing.
 */
export function rankingVp(levels: readonly number[], points: readonly number[]): number[] {
  const sorted = [...levels].sort((a, b) => a - b);
  const count = new Map<number, number>();
  for (const l of sorted) count.set(l, (count.get(l) ?? 0) + 1);
  const pot = new Map<number, number>();
  for (const pts of points) {
    if (sorted.length === 0) break;
    const l = sorted.pop()!;
    pot.set(l, (pot.get(l) ?? 0) + pts);
  }
  return levels.map((l) => (l && pot.has(l) ? quotient(pot.get(l)!, count.get(l)!) : 0));
}

/** Size of the player's largest group of structures connected directly or by shipping / skipping range. */
export function areaSize(env: Env, seat: number): number {
  const { board } = env.state;
  const f = factionOf(env, seat);
  const p = env.state.players[seat]!;
  const hexes: number[] = [];
  for (let h = 0; h < env.board.landCount; h++) if (board.owner[h] === seat && board.building[h]) hexes.push(h);
  const n = hexes.length;
  const at = new Map<number, number>();
  hexes.forEach((h, i) => at.set(h, i));
  const linked = new Uint8Array(n * n);
  const skip = f.traits.skip;
  for (let i = 0; i < n; i++) {
    for (const nb of townNeighbours(env, seat, hexes[i]!)) linked[i * n + at.get(nb)!] = 1;
    for (let j = 0; j < n; j++) {
      if (i === j || linked[i * n + j]) continue;
      const a = hexes[i]!;
      const b = hexes[j]!;
      let far: boolean;
      if (skip) {
        const d = landDistance(env.board, a, b);
        far = !skip.countsForArea || d === FAR || d > p.range + 1;
      } else far = p.shipping === 0 || riverRange(env.board, a, b) > p.shipping;
      if (!far) linked[i * n + j] = 1;
    }
  }
  const group = new Int32Array(n).fill(-1);
  let best = 0;
  for (let i = 0; i < n; i++) {
    if (group[i]! >= 0) continue;
    group[i] = i;
    const stack = [i];
    let size = 0;
    while (stack.length) {
      const k = stack.pop()!;
      size++;
      for (let j = 0; j < n; j++)
        if (group[j]! < 0 && linked[k * n + j]) {
          group[j] = i;
          stack.push(j);
        }
    }
    best = Math.max(best, size);
  }
  return best;
}

function award(env: Env, levels: number[], points: readonly number[], source: VpSource): void {
  const vp = rankingVp(levels, points);
  env.state.players.forEach((p, i) => addVp(p, vp[i]!, source));
}

/** Turn leftover power, priests and workers into coins, and coins into VP, at the faction's rates. */
export function scoreResources(env: Env, seat: number): void {
  const p = env.state.players[seat]!;
  const rates = ratesFor(env.catalog, env.rules)[p.faction]!;
  const burn = quotient(p.power[1], env.rules.power.burnCost);
  p.power[1] -= burn * env.rules.power.burnCost;
  p.power[2] += burn;
  const perCoin = (from: "power" | "priests" | "workers") => rates[from].coins;
  const powerRate = perCoin("power");
  if (powerRate) {
    const n = quotient(p.power[2], powerRate);
    p.power[2] -= n * powerRate;
    p.power[0] += n * powerRate;
    p.coins += n;
  }
  for (const key of ["priests", "workers"] as const) {
    const rate = perCoin(key);
    if (!rate) continue;
    const n = quotient(p[key], rate);
    p[key] -= n * rate;
    p.coins += n;
  }
  const own = rates.coins.vp;
  const coinsPerVp = Math.min(env.rules.finalScoring.resources.coinsPerVp, own ?? Infinity);
  const vp = quotient(p.coins, coinsPerVp);
  p.coins -= vp * coinsPerVp;
  addVp(p, vp, "resources");
}

export function finalScoring(env: Env): void {
  const players = env.state.players;
  for (const cult of CULTS) award(env, players.map((p) => p.cults[cult]), env.rules.finalScoring.cults, "cults");
  award(env, players.map((_, i) => areaSize(env, i)), env.rules.finalScoring.area, "area");
  players.forEach((_, i) => scoreResources(env, i));
}
