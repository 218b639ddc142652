/**
 * Ships (Merchants of the Seas, §3–§4): gaining them (placed on a river cell next to the dock or
 * the shipyard, at most the pieces' count on the board, the rest lost) and moving them — up to the
 * shipping value in steps (plus the extra steps one payment buys), through river cells and across
 * canals, ending perhaps on another faction's structure beside the river that holds neither the
 * player's trade marker nor another of their ships, where the ship stops to trade.
 *
 * The Fakirs' and Dwarves' merchants are ships too (`MerchantsPieces.ships` then holds land
 * hexes): they are gained on the warehouse's or the market's hex and move by rules/merchants.ts.
 */
import type { Env } from "./env";
import { usesMerchants } from "./docks";
import { shippingRange } from "./reach";
import type { MerchantsPieces, ShipNear } from "./state";

/** The player's Merchants of the Seas pieces (undefined in games without the expansion). */
export function piecesOf(env: Env, seat: number): MerchantsPieces | undefined {
  return env.state.players[seat]!.merchants;
}

/** Ships of the player on the board: on river cells and standing on structures to trade. */
export function shipsOnBoard(m: MerchantsPieces): number {
  return m.ships.length + m.landed.length;
}

/**
 * River cells a gained ship may be placed on: next to the dock or the shipyard (as the rules name
 * them; `near` "shipyard": the shipyard only), in board order. A merchant goes on the hex of the
 * warehouse or the market itself.
 */
export function shipPlaces(env: Env, seat: number, near: ShipNear = "any"): number[] {
  const rules = env.catalog.merchants;
  const m = piecesOf(env, seat);
  if (!rules || !m) return [];
  const merchants = usesMerchants(env, seat);
  const land = env.board.landCount;
  const out = new Set<number>();
  for (const where of near === "shipyard" ? (["shipyard"] as const) : rules.ships.placeNextTo) {
    const hex = where === "dock" ? m.dock : m.shipyard;
    if (hex === undefined) continue;
    if (merchants) out.add(hex);
    else for (const c of env.board.adjacent[hex]!) if (c >= land) out.add(c);
  }
  return [...out].sort((a, b) => a - b);
}

/** How many more ships the player could place now (0 without a dock or shipyard beside the river). */
export function shipRoom(env: Env, seat: number, near: ShipNear = "any"): number {
  const m = piecesOf(env, seat);
  const rules = env.catalog.merchants;
  if (!m || !rules || shipPlaces(env, seat, near).length === 0) return 0;
  return Math.max(0, rules.pieces.ships - shipsOnBoard(m));
}

/**
 * Gain ships: each goes on the first river cell (in board order) next to the dock or the shipyard
 * (`near` "shipyard": the shipyard only); gains beyond the pieces left are lost. Where there was a
 * choice of cells, the ship is remembered in `placing` until the player's next move: a `ship-at`
 * command may still put it on another of those cells (a log that names none keeps the first).
 */
export function gainShips(env: Env, seat: number, n: number, near: ShipNear = "any"): void {
  const places = shipPlaces(env, seat, near);
  const m = piecesOf(env, seat);
  if (!m || places.length === 0) return;
  for (let i = Math.min(n, shipRoom(env, seat, near)); i > 0; i--) {
    m.ships.push(places[0]!);
    if (places.length > 1) (m.placing ??= []).push({ cell: places[0]!, near });
  }
}

/** The cells a ship gained and not yet placed by the player (`placing[index]`) may go to instead of where it stands. */
export function placingChoices(env: Env, seat: number, index: number): number[] {
  const m = piecesOf(env, seat);
  const placing = m?.placing?.[index];
  if (!placing) return [];
  return shipPlaces(env, seat, placing.near).filter((c) => c !== placing.cell);
}

/** Trade markers the player still has for ships that land (markers placed and ships already standing on structures count against them). */
export function markersLeft(env: Env, seat: number): number {
  const m = piecesOf(env, seat);
  const rules = env.catalog.merchants;
  if (!m || !rules) return 0;
  return rules.pieces.tradeMarkers - m.traded.length - m.landed.length;
}

/** Steps one ship may take in the action without paying, and the extra steps one payment buys. */
export function shipSteps(env: Env, seat: number): { free: number; extra: number } {
  const rules = env.catalog.merchants!;
  const p = env.state.players[seat]!;
  const own = rules.factionRules[p.faction]?.extraSteps;
  return { free: shippingRange(env, seat), extra: own ?? rules.shipMoves.extraSteps };
}

/** Whether the player's sandstorm may target a hex next to their ship, built on at once and paid with a ship (the pack's `sandstormFromShips`: Nomads). */
export function sandstormFromShips(env: Env, seat: number): boolean {
  return env.catalog.merchants?.factionRules[env.state.players[seat]!.faction]?.sandstormFromShips === true;
}

/** Whether a ship of the player may stop on this land hex: another faction's structure beside the river, without the player's marker or ship. */
export function mayLand(env: Env, seat: number, hex: number): boolean {
  const owner = env.state.board.owner[hex]!;
  const m = piecesOf(env, seat)!;
  return owner >= 0 && owner !== seat && !m.traded.includes(hex) && !m.landed.includes(hex) && markersLeft(env, seat) > 0;
}

/** The cells one step away from a river cell for a ship: river cells next to it and across canals, and land hexes it may stop on. */
export function shipNeighbours(env: Env, seat: number, cell: number): MoveStep[] {
  const land = env.board.landCount;
  const out: MoveStep[] = [];
  for (const c of env.board.adjacent[cell]!) if (c >= land || mayLand(env, seat, c)) out.push({ cell: c, cost: 1 });
  const canal = env.catalog.merchants?.shipMoves.canalSteps ?? 1;
  for (const c of env.board.canalLinks[cell]!) out.push({ cell: c, cost: canal });
  return out;
}

/** A step of a piece's move: the cell it leads to and what it costs. */
export interface MoveStep {
  cell: number;
  cost: number;
}

/**
 * Every cell a piece on `from` can get to within `steps`, with its cost and one shortest path (the
 * cells after `from`): a search over the steps `next` allows from each cell (none: the piece stops
 * there). Ships and the Fakirs' and Dwarves' merchants differ only in those steps.
 */
export function cellsWithin(from: number, steps: number, next: (cell: number) => readonly MoveStep[]): Map<number, { cost: number; path: number[] }> {
  const best = new Map<number, { cost: number; path: number[] }>([[from, { cost: 0, path: [] }]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const cell = queue[i]!;
    const at = best.get(cell)!;
    for (const { cell: to, cost } of next(cell)) {
      const c = at.cost + cost;
      if (c > steps) continue;
      const known = best.get(to);
      if (known && known.cost <= c) continue;
      best.set(to, { cost: c, path: [...at.path, to] });
      queue.push(to);
    }
  }
  return best;
}

/**
 * Where a ship on `from` can get within `steps` (river cells and land hexes to stop on), each with
 * a shortest path (the cells after `from`). A ship stops on the first land hex it enters.
 */
export function shipDestinations(env: Env, seat: number, from: number, steps: number): Map<number, number[]> {
  const land = env.board.landCount;
  const out = new Map<number, number[]>();
  for (const [cell, b] of cellsWithin(from, steps, (cell) => (cell < land ? [] : shipNeighbours(env, seat, cell)))) if (cell !== from) out.set(cell, b.path);
  return out;
}

/** What a path of cells costs in steps, or why a ship cannot take it (the cells after the start). */
export function pathCost(env: Env, seat: number, from: number, path: readonly number[]): number | string {
  const land = env.board.landCount;
  let at = from;
  let cost = 0;
  for (const [i, cell] of path.entries()) {
    if (at < land) return `a ship stops on the first land hex it enters (${env.board.ids[at]})`;
    const step = shipNeighbours(env, seat, at).find((n) => n.cell === cell);
    if (!step) {
      const why = cell < land ? "a ship may stop only on another faction's structure without this player's trade marker or ship (and with trade markers left)" : "not next to it, nor across a canal";
      return `${env.board.ids[cell]} is not a step from ${env.board.ids[at]} (${why})`;
    }
    cost += step.cost;
    at = cell;
    if (i === path.length - 1) break;
  }
  return cost;
}
