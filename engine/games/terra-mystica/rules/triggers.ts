/**
 * Events that pay out while something is held: building a structure (scoring tile, favor tiles),
 * gaining spades, founding towns, passing. The current scoring tile, the player's tiles and the
 * faction's abilities each get their say.
 */
import type { Building } from "../schema/common";
import { abilityHooks } from "./abilities";
import type { Env } from "./env";
import { currentScoringTile, factionOf } from "./env";
import { addVp, gainResources } from "./resources";

/** A structure was built (or upgraded into). */
export function onBuilt(env: Env, seat: number, building: Building): void {
  const p = env.state.players[seat]!;
  for (const id of p.favors) addVp(p, env.catalog.favorTiles[id]?.buildVp?.[building] ?? 0, "buildings");
  addVp(p, currentScoringTile(env)?.buildVp?.[building] ?? 0, "round-scoring");
}

export function onSpadesGained(env: Env, seat: number, n: number): void {
  const p = env.state.players[seat]!;
  gainResources(p, currentScoringTile(env)?.perSpade, "round-scoring", n);
  for (const a of factionOf(env, seat).abilities) abilityHooks(a).onSpades?.(env, seat, a as never, n);
}

/** Town tiles were taken (one per town). */
export function onTownsTaken(env: Env, seat: number, n: number): void {
  const p = env.state.players[seat]!;
  gainResources(p, currentScoringTile(env)?.perTown, "round-scoring", n);
  for (const a of factionOf(env, seat).abilities) abilityHooks(a).onTown?.(env, seat, a as never, n);
}
