/**
 * Terraforming: spades needed to turn one terrain into another on the terraform cycle. To or from
 * home terrain the short way round is taken (or the long way when the player's spades match it
 * exactly); between two other terrains the way that does not pass the home terrain. A faction with
 * a fixed terraform cost always needs that many spades.
 */
import type { Terrain } from "../schema/common";
import type { Env } from "./env";
import { factionOf } from "./env";

const cycleIndexes = new WeakMap<readonly Terrain[], Readonly<Record<Terrain, number>>>();

/** Position of each terrain on the terraform cycle of the game's rules (a variant may change it). */
export function cycleIndexOf(env: Env): Readonly<Record<Terrain, number>> {
  const cycle = env.rules.terraformCycle;
  if (cycle === env.catalog.rules.terraformCycle) return env.catalog.cycleIndex;
  let index = cycleIndexes.get(cycle);
  if (!index) {
    index = Object.fromEntries(cycle.map((t, i) => [t, i])) as Record<Terrain, number>;
    cycleIndexes.set(cycle, index);
  }
  return index;
}

/** Signed steps from `a` to `b` the short way round the cycle. */
export function cycleSteps(env: Env, a: Terrain, b: Terrain): number {
  const n = env.rules.terraformCycle.length;
  const index = cycleIndexOf(env);
  let d = index[b] - index[a];
  if (d > n / 2) d -= n;
  else if (d < -n / 2) d += n;
  return d;
}

/** The faction's home terrain (factions that choose one are not supported yet). */
export function homeTerrain(env: Env, seat: number): Terrain | undefined {
  const home = factionOf(env, seat).homeTerrain;
  return home === "chosen" ? undefined : home;
}

/** Spades the player needs to turn `from` into `to` now. */
export function spadesNeeded(env: Env, seat: number, from: Terrain, to: Terrain): number {
  if (from === to) return 0;
  const n = env.rules.terraformCycle.length;
  const fixed = factionOf(env, seat).traits.fixedTerraformSpades;
  if (fixed) return fixed;
  const steps = cycleSteps(env, from, to);
  let spades = Math.abs(steps);
  const home = homeTerrain(env, seat);
  if (!home) return spades;
  if (to === home || from === home) {
    const other = n - spades;
    const have = env.state.players[seat]!.pending.spades;
    if (have && have === other) spades = other;
  } else {
    const homeSteps = cycleSteps(env, from, home);
    const sameWay = homeSteps < 0 === steps < 0;
    if (sameWay && Math.abs(homeSteps) <= Math.abs(steps)) spades = n - spades;
  }
  return spades;
}

/** The terrain `spades` steps from `from` towards the player's home terrain (home itself when enough). */
export function towardsHome(env: Env, seat: number, from: Terrain, spades: number): Terrain {
  const home = homeTerrain(env, seat);
  if (!home) return from;
  const steps = cycleSteps(env, from, home);
  if (Math.abs(steps) <= spades) return home;
  const cycle = env.rules.terraformCycle;
  const i = cycleIndexOf(env)[from] + Math.sign(steps) * spades;
  return cycle[((i % cycle.length) + cycle.length) % cycle.length]!;
}
