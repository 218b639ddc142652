/**
 * Terraforming: spades needed to turn one terrain into another on the terraform cycle. To or from
 * home terrain the short way round is taken (or the long way when the player's spades match it
 * exactly); between two other terrains the way that does not pass the home terrain. A faction with
 * a fixed terraform cost always needs that many spades. Ice (Fire & Ice) takes the place of the
 * colour its faction picked; ice and volcano hexes cannot be turned into anything else.
 */
import type { BoardTerrain, SpecialTerrain, Terrain } from "../schema/common";
import type { CompiledFaction } from "../catalog";
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

/**
 * Where the player builds: the faction's home terrain, ice or volcano for the Fire & Ice factions
 * that live there, or the colour picked at setup for a faction whose home is chosen (undefined
 * before the pick).
 */
export function homeTerrain(env: Env, seat: number): BoardTerrain | undefined {
  const home = factionOf(env, seat).homeTerrain;
  if (home !== "chosen") return home;
  return env.state.players[seat]!.picked || undefined;
}

/**
 * The home's place on the terraform cycle, which spades count from: the home terrain itself, or the
 * colour an ice faction picked (ice takes its place on the cycle); undefined without one.
 */
export function cycleHome(env: Env, seat: number): Terrain | undefined {
  const home = factionOf(env, seat).homeTerrain;
  if (home === "ice" || home === "chosen") return env.state.players[seat]!.picked || undefined;
  return home === "volcano" ? undefined : home;
}

/**
 * A spade count that stands for "never" where counts are kept as small whole numbers (a listing's
 * scratch table): more spades than anyone holds, as Infinity from `spadesNeeded` is.
 */
export const NEVER = 255;

function isSpecial(t: BoardTerrain): t is SpecialTerrain {
  return t === "ice" || t === "volcano";
}

/**
 * Spades the player needs to turn `from` into `to` now; Infinity when spades cannot do it (ice and
 * volcano are made only by the factions living there, and are never turned back).
 */
export function spadesNeeded(env: Env, seat: number, from: BoardTerrain, to: BoardTerrain): number {
  if (from === to) return 0;
  if (isSpecial(from)) return Infinity;
  // Riverwalkers never terraform; a volcano faction has no spades: each dug one turns a hex into
  // volcano, at its own price.
  if (factionOf(env, seat).traits.unlocks) return Infinity;
  if (factionOf(env, seat).traits.volcano) return to === "volcano" && homeTerrain(env, seat) === "volcano" ? 1 : Infinity;
  const fixed = factionOf(env, seat).traits.fixedTerraformSpades;
  if (fixed) return fixed;
  const home = cycleHome(env, seat);
  if (isSpecial(to)) {
    // Ice stands where the picked colour is on the cycle, always the short way round (no long
    // way with exactly matching spades, as to a home terrain): that colour itself is one spade away.
    if (to !== homeTerrain(env, seat) || !home) return Infinity;
    return from === home ? 1 : Math.abs(cycleSteps(env, from, home));
  }
  return cycleSpades(env, seat, from, to, home);
}

/**
 * Spades from one terrain of the cycle to another. To or from the home terrain the short way round
 * is taken (or the long way when the player's spades match it exactly); between two other terrains
 * the way that does not pass the home terrain.
 */
function cycleSpades(env: Env, seat: number, from: Terrain, to: Terrain, home: Terrain | undefined): number {
  const n = env.rules.terraformCycle.length;
  const steps = cycleSteps(env, from, to);
  let spades = Math.abs(steps);
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

/** `spadesTable`'s answers: per terraform cycle, faction, colour picked, and spades at hand. */
const SPADES_TABLES = new WeakMap<readonly Terrain[], WeakMap<CompiledFaction, Map<string, Uint8Array[]>>>();

/**
 * `spadesNeeded` from each terrain of the terraform cycle to each (at `i * n + j`: from the i-th
 * terrain of `env.rules.terraformCycle` to the j-th), `NEVER` for Infinity. It depends only on the
 * cycle, the faction, the colour it picked and the spades at hand, so it is worked out once for
 * each of those (every listing of transformations asks for it).
 */
export function spadesTable(env: Env, seat: number): Uint8Array {
  const cycle = env.rules.terraformCycle;
  const faction = factionOf(env, seat);
  const p = env.state.players[seat]!;
  let byFaction = SPADES_TABLES.get(cycle);
  if (!byFaction) SPADES_TABLES.set(cycle, (byFaction = new WeakMap()));
  let byPicked = byFaction.get(faction);
  if (!byPicked) byFaction.set(faction, (byPicked = new Map()));
  let bySpades = byPicked.get(p.picked);
  if (!bySpades) byPicked.set(p.picked, (bySpades = []));
  const have = p.pending.spades;
  let table = bySpades[have];
  if (!table) {
    const n = cycle.length;
    table = new Uint8Array(n * n);
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) table[i * n + j] = Math.min(spadesNeeded(env, seat, cycle[i]!, cycle[j]!), NEVER);
    bySpades[have] = table;
  }
  return table;
}

/** Whether a terrain is the home terrain of another faction in the game (what volcanoes and unlocks cost more on). */
export function isOpponentHome(env: Env, seat: number, terrain: BoardTerrain): boolean {
  const players = env.state.players;
  for (let s = 0; s < players.length; s++) if (s !== seat && homeTerrain(env, s) === terrain) return true;
  return false;
}

/** Whether the player builds on this terrain without transforming it: home, or a colour unlocked (Riverwalkers). */
export function buildsOn(env: Env, seat: number, terrain: BoardTerrain): boolean {
  if (terrain === homeTerrain(env, seat)) return true;
  const unlocked = env.state.players[seat]!.unlocked;
  return unlocked.length > 0 && unlocked.includes(terrain as Terrain);
}

/** The terrain `spades` steps from `from` towards the player's home terrain (home itself when enough). */
export function towardsHome(env: Env, seat: number, from: BoardTerrain, spades: number): BoardTerrain {
  const home = homeTerrain(env, seat);
  const cycleAt = cycleHome(env, seat);
  if (!home || !cycleAt || isSpecial(from)) return from;
  if (from === cycleAt) return home !== from && spades >= 1 ? home : from;
  const steps = cycleSteps(env, from, cycleAt);
  if (Math.abs(steps) <= spades) return home;
  const cycle = env.rules.terraformCycle;
  const i = cycleIndexOf(env)[from] + Math.sign(steps) * spades;
  return cycle[((i % cycle.length) + cycle.length) % cycle.length]!;
}
