/**
 * End of game scoring: majorities on each cult track and for the largest connected area, then the
 * game's final-scoring tiles (Fire & Ice: the best players by a measure of their networks; ties
 * share the points of the places they take, rounded down), then leftover resources turned into
 * coins and coins into VP.
 */
import { ratesFor } from "../catalog";
import { CULTS } from "../schema/common";
import { mapOf } from "./arrays";
import type { Env } from "./env";
import { largestNetwork, measure } from "./networks";
import { addVp } from "./resources";
import type { VpSource } from "./state";

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
 * VP for each level by rank: the points are handed out from the top level down, and the players on
 * a level split what their places got. Level 0 scores nothing.
 */
export function rankingVp(levels: readonly number[], points: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < levels.length; i++) {
    const l = levels[i]!;
    // The players on this level take the places after those above it, and share their points.
    let above = 0;
    let tied = 0;
    for (let j = 0; j < levels.length; j++) {
      const m = levels[j]!;
      if (m > l) above++;
      else if (m === l) tied++;
    }
    let pot = 0;
    for (let k = above; k < above + tied && k < points.length; k++) pot += points[k]!;
    out.push(l && above < points.length ? quotient(pot, tied) : 0);
  }
  return out;
}

/** Size of the player's largest group of structures connected directly or by shipping / skipping range. */
export function areaSize(env: Env, seat: number): number {
  return largestNetwork(env, seat);
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
  const powerRate = rates.power.coins;
  if (powerRate) {
    const n = quotient(p.power[2], powerRate);
    p.power[2] -= n * powerRate;
    p.power[0] += n * powerRate;
    p.coins += n;
  }
  for (const key of ["priests", "workers"] as const) {
    const rate = rates[key].coins;
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
  // (`mapOf`, not `map`: see arrays.ts.)
  for (const cult of CULTS) award(env, mapOf(players, (p) => p.cults[cult]), env.rules.finalScoring.cults, "cults");
  award(env, mapOf(players, (_, i) => areaSize(env, i)), env.rules.finalScoring.area, "area");
  for (const id of env.state.finalScoring) {
    const tile = env.catalog.finalScoringTiles[id];
    if (tile) award(env, mapOf(players, (_, i) => measure(env, i, tile.metric)), tile.points, "final-scoring-tile");
  }
  players.forEach((_, i) => scoreResources(env, i));
}
