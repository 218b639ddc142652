/**
 * The effects interpreter: runs the content vocabulary's `Effect` (town tiles, favor tiles, structure
 * rewards, action spaces, cult bonuses) on a player. Keys come first, so a town tile's own cult
 * steps may reach the top of a track.
 */
import type { Cult } from "../schema/common";
import { CULTS } from "../schema/common";
import type { Effect } from "../schema/effects";
import { advanceCult, gainKeys } from "./cults";
import type { Env } from "./env";
import { factionOf } from "./env";
import { addVp, gainResources } from "./resources";
import { subActionsOf, type VpSource } from "./state";
import { onAdvanced, onSpadesGained } from "./passives";
import { gainShips } from "./ships";
import { advanceRange, rangeTileOf } from "./range";

export function applyEffect(env: Env, seat: number, effect: Effect | undefined, source: VpSource, times = 1): void {
  if (!effect) return;
  const p = env.state.players[seat]!;
  for (let i = 0; i < times; i++) {
    if (effect.keys) gainKeys(env, seat, effect.keys);
    gainResources(p, effect.gain, source);
    if (effect.powerTokens) p.power[0] += effect.powerTokens;
    if (effect.powerTokensPerPlayer) p.power[0] += effect.powerTokensPerPlayer * env.state.players.length;
    if (effect.cult) for (const cult of CULTS) if (effect.cult[cult]) advanceCult(env, seat, cult as Cult, effect.cult[cult]!);
    if (effect.cultChoice) {
      p.pending.cultSteps += effect.cultChoice;
      if (effect.cultChoice > 1) p.pending.cultSameTrack = true;
    }
    if (effect.spades) {
      gainSpades(env, seat, effect.spades);
      if (effect.spadesMayBuild) p.subActions = subActionsOf({ transform: effect.spades, build: 1 });
    }
    if (effect.shipping) advanceShippingFree(env, seat, effect.shipping);
    if (effect.range) gainRange(env, seat, effect.range);
    if (effect.bridges) {
      // Placed at once, as part of the action that gave them (Riverwalkers' stronghold); only as
      // many as free slots next to the player's structures (and bridges left) allow, so that a
      // bridge with nowhere to go is not owed forever.
      const n = Math.min(effect.bridges, p.bridgesLeft, freeBridgeSlots(env, seat));
      if (n > 0) {
        p.pending.bridges += n;
        p.subActions = subActionsOf({ ...p.subActions, bridge: (p.subActions.bridge ?? 0) + n });
      }
    }
    if (effect.favorTiles) p.pending.favors = Math.min(p.pending.favors + effect.favorTiles, favorTilesLeftFor(env, seat));
    if (effect.townTiles) p.pending.towns += effect.townTiles;
    if (effect.ships) gainShips(env, seat, effect.ships);
    // A Move ships action opens: the player's ships may move, one `ship` step each, then trade.
    if (effect.moveShips && p.merchants) {
      p.merchants.moving = [];
      p.merchants.strongholdTrades = undefined;
    }
    if (effect.exchange) p.pending.exchange = { give: { ...effect.exchange.give }, get: { ...effect.exchange.get }, left: effect.exchange.max };
  }
}

/**
 * Spades to apply now; every spade gained triggers spade rewards (scoring tile, faction). A faction
 * whose spades become something else (Dragonlords, Acolytes) gets that instead, and no spade reward.
 */
export function gainSpades(env: Env, seat: number, n: number): void {
  if (n <= 0) return;
  const substitute = factionOf(env, seat).traits.spadeSubstitute;
  if (substitute) {
    applyEffect(env, seat, substitute, "spades", n);
    return;
  }
  env.state.players[seat]!.pending.spades += n;
  onSpadesGained(env, seat, n);
}

/** Free bridge slots touching one of the player's structures. */
export function freeBridgeSlots(env: Env, seat: number): number {
  const slots = env.board.bridgeSlots;
  let n = 0;
  for (let i = 0; i < slots.length; i++) if (freeSlotOf(env, seat, slots[i]![0], slots[i]![1])) n++;
  return n;
}

/** Whether a free bridge slot touches one of the player's structures (`freeBridgeSlots(...) > 0`, stopping at the first: the action listing asks for every bridge action). */
export function hasFreeBridgeSlot(env: Env, seat: number): boolean {
  const slots = env.board.bridgeSlots;
  for (let i = 0; i < slots.length; i++) if (freeSlotOf(env, seat, slots[i]![0], slots[i]![1])) return true;
  return false;
}

/** Whether the bridge slot between `a` and `b` touches one of the player's structures and has no bridge. */
function freeSlotOf(env: Env, seat: number, a: number, b: number): boolean {
  const board = env.state.board;
  if (board.owner[a] !== seat && board.owner[b] !== seat) return false;
  const bridges = board.bridges;
  for (let i = 0; i < bridges.length; i++) {
    const br = bridges[i]!;
    if ((br.a === a && br.b === b) || (br.a === b && br.b === a)) return false;
  }
  return true;
}

/** Free steps on the shipping track with their VP; for factions without shipping, range instead. */
export function advanceShippingFree(env: Env, seat: number, steps: number): void {
  const f = factionOf(env, seat);
  const p = env.state.players[seat]!;
  if (!f.shipping) {
    gainRange(env, seat, steps);
    return;
  }
  const before = p.shipping;
  for (let i = 0; i < steps && p.shipping < f.shipping.max; i++) {
    addVp(p, f.shipping.vp[p.shipping - f.shipping.start] ?? 0, "tracks");
    p.shipping++;
  }
  onAdvanced(env, seat, p.shipping - before);
}

/** Tunnelling / carpet flight range, up to the faction's maximum (a range tile's marker: spaces on it). */
export function gainRange(env: Env, seat: number, n: number): void {
  if (rangeTileOf(env, seat)) {
    onAdvanced(env, seat, advanceRange(env, seat, n));
    return;
  }
  const skip = factionOf(env, seat).traits.skip;
  const p = env.state.players[seat]!;
  const before = p.range;
  if (skip) p.range = Math.min(p.range + n, skip.maxRange);
  onAdvanced(env, seat, p.range - before);
}

/**
 * How many favor tiles the player could still take: tiles left in the supply that it does not hold
 * (a tile is held once) and that the favor limit allows. More than that is never owed: a player
 * with none left to take gets none.
 */
export function favorTilesLeftFor(env: Env, seat: number): number {
  const p = env.state.players[seat]!;
  let n = 0;
  // A `for…in` over the pool, not `Object.entries` (an array per tile on every call).
  const pool = env.state.pool.favor;
  for (const id in pool) if (pool[id]! > 0 && !p.favors.includes(id) && !favorLimitBars(env, seat, id)) n++;
  return n;
}

/** The one cult a favor tile advances by exactly `steps` (and no other), or undefined. */
function limitedCult(env: Env, id: string, steps: number): Cult | undefined {
  const cult = env.catalog.favorTiles[id]?.gain?.cult;
  if (!cult) return undefined;
  let found: Cult | undefined;
  for (const c of CULTS) {
    const n = cult[c] ?? 0;
    if (n === 0) continue;
    if (n !== steps || found) return undefined;
    found = c;
  }
  return found;
}

/**
 * The cult on which the player already owns as many limited favor tiles as the pack allows, when
 * tile `id` is one more of them (Merchants of the Seas `merchants.favorLimit`: one +1 tile per
 * cult); undefined when the tile may be taken.
 */
export function favorLimitBars(env: Env, seat: number, id: string): Cult | undefined {
  const limit = env.catalog.merchants?.favorLimit;
  if (!limit) return undefined;
  const cult = limitedCult(env, id, limit.cultSteps);
  if (!cult) return undefined;
  let held = 0;
  for (const h of env.state.players[seat]!.favors) if (limitedCult(env, h, limit.cultSteps) === cult) held++;
  return held >= limit.perCult ? cult : undefined;
}
