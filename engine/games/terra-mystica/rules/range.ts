/**
 * The range tile (Merchants of the Seas, §8): the Fakirs and Dwarves (the factions whose row of
 * `merchants.factionRules` names a `rangeTile`) have a marker on it instead of a shipping track.
 * Its space gives the carpet flight / tunnelling distance (upper row) and the merchants' steps
 * (lower row). The marker advances whenever a free shipping step or a step of range would be given
 * (town, favor and scoring tiles, the market, the Fakirs' stronghold), never past the last space,
 * and a held "+1 shipping" bonus counts as that many spaces further right for both rows.
 */
import type { RangeSpace, RangeTile } from "../schema/merchants";
import type { Env } from "./env";
import { heldShippingBonus } from "./passives";

/** The player's range tile, when their faction has one in this game. */
export function rangeTileOf(env: Env, seat: number): RangeTile | undefined {
  const m = env.catalog.merchants;
  const p = env.state.players[seat]!;
  const id = m?.factionRules[p.faction]?.rangeTile;
  return id === undefined || !p.merchants ? undefined : m!.rangeTiles[id];
}

/** The space the player's marker counts as now (its own space, moved right by a held shipping bonus), or undefined without a range tile. */
export function rangeSpace(env: Env, seat: number): RangeSpace | undefined {
  const tile = rangeTileOf(env, seat);
  if (!tile) return undefined;
  const at = env.state.players[seat]!.merchants!.rangeAdvances + heldShippingBonus(env, seat);
  return tile.spaces[Math.min(at, tile.spaces.length - 1)]!;
}

/** The greatest distance tunnelling or carpet flight reaches from one of the player's structures: the range tile's upper row, else the skip range + 1. */
export function skipDistance(env: Env, seat: number): number {
  return rangeSpace(env, seat)?.flight ?? env.state.players[seat]!.range + 1;
}

/** Advance the range marker `n` spaces, never past the last (a space granted at the end gives nothing); the spaces it moved. */
export function advanceRange(env: Env, seat: number, n: number): number {
  const tile = rangeTileOf(env, seat)!;
  const m = env.state.players[seat]!.merchants!;
  const before = m.rangeAdvances;
  m.rangeAdvances = Math.min(m.rangeAdvances + n, tile.spaces.length - 1);
  return m.rangeAdvances - before;
}
