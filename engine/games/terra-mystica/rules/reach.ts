/**
 * Reach: whether a player may transform or build on a hex — directly adjacent to one of their
 * structures (bridges count), within shipping range along the river, or by tunnelling / carpet
 * flight (paid for and scored once per action).
 */
import { FAR } from "../catalog";
import type { Env } from "./env";
import { factionOf } from "./env";
import type { Cost } from "./resources";
import { heldShippingBonus } from "./passives";
import { usesMerchants } from "./docks";
import { skipDistance } from "./range";

export type Reach = { ok: true; skip?: { cost: Cost; vp: number } } | { ok: false; message: string };

/** Shipping range now: the track plus bonus card / favor shipping bonuses (not after passing). */
export function shippingRange(env: Env, seat: number): number {
  const f = factionOf(env, seat);
  if (!f.shipping) return 0;
  const p = env.state.players[seat]!;
  return p.shipping + heldShippingBonus(env, seat);
}

/** Whether a land hex has a river cell next to it. */
export function besideRiver(env: Env, hex: number): boolean {
  const land = env.board.landCount;
  for (const c of env.board.adjacent[hex]!) if (c >= land) return true;
  return false;
}

/** Whether a land hex is directly adjacent to one of the player's structures (bridges count). */
export function directlyAdjacent(env: Env, seat: number, hex: number, allowBridges = true): boolean {
  const { board } = env.state;
  for (const n of env.board.landAdjacent[hex]!) if (board.owner[n] === seat) return true;
  if (allowBridges)
    for (const br of board.bridges) {
      if (br.a === hex && board.owner[br.b] === seat) return true;
      if (br.b === hex && board.owner[br.a] === seat) return true;
    }
  return false;
}

/**
 * Whether a land hex is next to a river cell holding one of the player's ships (Merchants of the
 * Seas): such hexes are in reach for transforming and building, whatever the shipping value.
 * Merchants (Fakirs, Dwarves) give no reach to adjacent hexes.
 */
export function besideOwnShip(env: Env, seat: number, hex: number): boolean {
  const ships = env.state.players[seat]!.merchants?.ships;
  if (!ships || ships.length === 0 || usesMerchants(env, seat)) return false;
  for (const c of env.board.adjacent[hex]!) if (ships.includes(c)) return true;
  return false;
}

/**
 * Whether one of the player's merchants stands on this empty land hex (Fakirs, Dwarves): the player
 * may transform and build there, and on no hex next to it.
 */
export function onOwnMerchant(env: Env, seat: number, hex: number): boolean {
  const m = env.state.players[seat]!.merchants;
  return m !== undefined && m.ships.length > 0 && env.state.board.owner[hex]! < 0 && m.ships.includes(hex) && usesMerchants(env, seat);
}

/** Whether building on a merchant's hex also scores carpet flight / tunnelling VP when the hex is in flight range (the pack's `flightVpOnMerchantHex`). */
function merchantHexFirst(env: Env): boolean {
  return env.catalog.merchants?.merchantMoves.flightVpOnMerchantHex !== true;
}

export function reach(env: Env, seat: number, hex: number): Reach {
  const state = env.state;
  if (state.round === 0) return { ok: true };
  // Riverwalkers reach nothing by land: only along the river.
  const byLand = !factionOf(env, seat).traits.riverOnly;
  if (byLand && directlyAdjacent(env, seat, hex)) return { ok: true };
  if (besideOwnShip(env, seat, hex)) return { ok: true };
  if (merchantHexFirst(env) && onOwnMerchant(env, seat, hex)) return { ok: true };
  const owner = state.board.owner;
  const n = env.board.landCount;
  const range = shippingRange(env, seat);
  if (range > 0) {
    const river = env.board.riverDistance; // riverRange(board, h, hex) down the column of hex
    for (let h = 0, at = hex; h < n; h++, at += n) if (owner[h] === seat && river[at]! <= range) return { ok: true };
  }
  const p = state.players[seat]!;
  if (p.skipTarget !== undefined) {
    if (p.skipTarget === hex) return { ok: true };
    return { ok: false, message: "Tunnelling or carpet flight can be used only once per action" };
  }
  if (factionOf(env, seat).traits.skip && !p.passed) {
    const distance = env.board.distance; // landDistance(board, h, hex) down the column of hex
    const max = skipDistance(env, seat);
    for (let h = 0, at = hex; h < n; h++, at += n) {
      const d = distance[at]!;
      if (owner[h] === seat && d !== FAR && d <= max) return bySkipping(env, seat);
    }
  }
  if (onOwnMerchant(env, seat, hex)) return { ok: true };
  return { ok: false, message: `${env.board.ids[hex]} is out of reach` };
}

/** A hex reached by tunnelling or carpet flight: what it costs the player now. */
function bySkipping(env: Env, seat: number): Reach {
  const skip = factionOf(env, seat).traits.skip!;
  const cost = env.state.players[seat]!.buildings.SH > 0 && skip.costWithStronghold ? skip.costWithStronghold : skip.cost;
  return { ok: true, skip: { cost, vp: skip.vp } };
}

const REACHED: Reach = { ok: true };

/**
 * What `reach` says of a hex, read from `reachMap`'s answer for the player (`inReach`, taken in
 * the same position): the same answer without looking for the player's structures again.
 */
export function reachFrom(env: Env, seat: number, hex: number, inReach: Uint8Array): Reach {
  const r = inReach[hex];
  return r === 1 ? REACHED : r === 2 ? bySkipping(env, seat) : reach(env, seat, hex);
}

/**
 * A board's table of distances between land hexes (`distance`, `riverDistance`: row by row) as
 * lists: for each hex, the hexes at a finite distance from it, nearest first
 * (`hexes[start[o]..start[o + 1]]`, with their `distance`), so that "every hex within d of o"
 * reads only those.
 */
interface NearestFirst {
  start: Int32Array;
  hexes: Int32Array;
  distance: Uint8Array;
}

const NEAREST_FIRST = new WeakMap<Uint8Array, NearestFirst>();
/** The two tables last asked for and their lists (every listing asks for the same board's, one or both). */
let lastTable: Uint8Array | undefined;
let lastLists: NearestFirst | undefined;
let otherTable: Uint8Array | undefined;
let otherLists: NearestFirst | undefined;

function nearestFirst(table: Uint8Array, n: number): NearestFirst {
  if (table === lastTable) return lastLists!;
  if (table === otherTable) return otherLists!;
  let lists = NEAREST_FIRST.get(table);
  if (!lists) {
    lists = listsFrom(table, n);
    NEAREST_FIRST.set(table, lists);
  }
  otherTable = lastTable;
  otherLists = lastLists;
  lastTable = table;
  lastLists = lists;
  return lists;
}

function listsFrom(table: Uint8Array, n: number): NearestFirst {
  let total = 0;
  for (let i = 0; i < n * n; i++) if (table[i]! < FAR) total++;
  const start = new Int32Array(n + 1);
  const hexes = new Int32Array(total);
  const distance = new Uint8Array(total);
  // Each row sorted by distance, then hex, by counting: `place[d]` is where the next hex at distance d goes.
  const place = new Int32Array(FAR);
  let end = 0;
  for (let o = 0; o < n; o++) {
    start[o] = end;
    place.fill(0);
    let top = 0;
    for (let h = 0; h < n; h++) {
      const d = table[o * n + h]!;
      if (d < FAR) {
        place[d]!++;
        if (d > top) top = d;
      }
    }
    for (let d = 0; d <= top; d++) {
      const count = place[d]!;
      place[d] = end;
      end += count;
    }
    for (let h = 0; h < n; h++) {
      const d = table[o * n + h]!;
      if (d < FAR) {
        const at = place[d]!++;
        hexes[at] = h;
        distance[at] = d;
      }
    }
  }
  start[n] = end;
  return { start, hexes, distance };
}

/** Scratch space of `reachMap` (one call at a time uses it). */
let ownScratch = new Int32Array(0);

/**
 * Every land hex the player could transform or build on now (as `reach` would say, computed for
 * all hexes at once): 0 out of reach, 1 directly or by shipping, 2 only by tunnelling / carpet flight.
 * Written into `into` when given (an array of the board's land hexes to reuse).
 */
export function reachMap(env: Env, seat: number, into?: Uint8Array): Uint8Array {
  const state = env.state;
  const n = env.board.landCount;
  const out = into && into.length === n ? into.fill(0) : new Uint8Array(n);
  if (state.round === 0) return out.fill(1);
  const owner = state.board.owner;
  // The player's structures' hexes: the first `owned` of a scratch array.
  if (ownScratch.length < n) ownScratch = new Int32Array(n);
  const own = ownScratch;
  let owned = 0;
  for (let h = 0; h < n; h++) if (owner[h] === seat) own[owned++] = h;
  if (!factionOf(env, seat).traits.riverOnly) {
    for (let j = 0; j < owned; j++) for (const a of env.board.landAdjacent[own[j]!]!) out[a] = 1;
    for (const br of state.board.bridges) {
      if (owner[br.a] === seat) out[br.b] = 1;
      if (owner[br.b] === seat) out[br.a] = 1;
    }
  }
  const ships = state.players[seat]!.merchants?.ships;
  const merchants = ships !== undefined && ships.length > 0 && usesMerchants(env, seat);
  if (ships && !merchants) for (const c of ships) for (const a of env.board.landAdjacent[c]!) out[a] = 1;
  if (merchants && merchantHexFirst(env)) for (const c of ships) if (owner[c]! < 0) out[c] = 1;
  const range = shippingRange(env, seat);
  if (range > 0) {
    const near = nearestFirst(env.board.riverDistance, n); // riverRange(board, o, h)
    for (let j = 0; j < owned; j++) {
      const o = own[j]!;
      for (let k = near.start[o]!, end = near.start[o + 1]!; k < end && near.distance[k]! <= range; k++) out[near.hexes[k]!] = 1;
    }
  }
  const p = state.players[seat]!;
  if (p.skipTarget !== undefined) out[p.skipTarget] = 1;
  else if (factionOf(env, seat).traits.skip && !p.passed) {
    const near = nearestFirst(env.board.distance, n); // landDistance(board, o, h)
    const max = Math.min(skipDistance(env, seat), FAR - 1);
    for (let j = 0; j < owned; j++)
      for (let o = own[j]!, k = near.start[o]!, end = near.start[o + 1]!; k < end && near.distance[k]! <= max; k++) {
        const h = near.hexes[k]!;
        if (!out[h]) out[h] = 2;
      }
  }
  if (merchants) for (const c of ships) if (owner[c]! < 0 && !out[c]) out[c] = 1;
  return out;
}
