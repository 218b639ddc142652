/**
 * Merchants (Merchants of the Seas, §8): the Fakirs' and Dwarves' ships. They stand on land hexes
 * (`MerchantsPieces.ships`), are gained on the warehouse's or the market's hex, and in a Move ships
 * action move one at a time up to the range tile's merchant range (plus the extra steps one
 * payment buys) through land and river hexes, never ending on a river hex. A merchant that ends on
 * another faction's structure without the player's trade marker stops there to trade (as a ship:
 * `MerchantsPieces.landed`, then `trade`); it may also end on the player's own structures, on
 * buildings with their marker (`merchantMoves.mayStopOnOwnOrTraded`), or on an empty land hex,
 * where the player may later transform and build (rules/reach.ts). When another faction builds a
 * dwelling on a merchant's hex, one of the player's merchants there trades with it at once.
 */
import type { Env } from "./env";
import { usesMerchants } from "./docks";
import { rangeSpace } from "./range";
import { cellsWithin, markersLeft, piecesOf, type MoveStep } from "./ships";
import { trade, tradeOptions } from "./trade";

/** Steps one merchant may take in the action without paying (the range tile's lower row), and the extra steps one payment buys. */
export function merchantSteps(env: Env, seat: number): { free: number; extra: number } {
  const rules = env.catalog.merchants!;
  const own = rules.factionRules[env.state.players[seat]!.faction]?.extraSteps;
  return { free: rangeSpace(env, seat)?.merchants ?? 0, extra: own ?? rules.shipMoves.extraSteps };
}

/** Whether a merchant of the player ending on this land hex stops to trade: another faction's structure without the player's marker or merchant. */
export function merchantTrades(env: Env, seat: number, hex: number): boolean {
  const owner = env.state.board.owner[hex]!;
  const m = piecesOf(env, seat)!;
  return owner >= 0 && owner !== seat && !m.traded.includes(hex);
}

/** Why a merchant of the player may not end its move on `cell`, or undefined when it may. */
export function merchantCannotEnd(env: Env, seat: number, cell: number): string | undefined {
  const rules = env.catalog.merchants!.merchantMoves;
  const ids = env.board.ids;
  if (cell >= env.board.landCount) return rules.mayEndOnRiver ? undefined : `a merchant may pass river hexes but not end its move on one (${ids[cell]})`;
  const owner = env.state.board.owner[cell]!;
  if (owner < 0) return undefined;
  if (merchantTrades(env, seat, cell)) {
    if (piecesOf(env, seat)!.landed.includes(cell)) return `another merchant of this player already stands on ${ids[cell]} to trade`;
    if (markersLeft(env, seat) <= 0) return `no trade marker left to trade with the structure on ${ids[cell]}`;
    return undefined;
  }
  return rules.mayStopOnOwnOrTraded ? undefined : `a merchant may not stop on its own structures or on buildings with its trade marker (${ids[cell]})`;
}

/** The cells one step from `cell` for a merchant: every neighbour (land or river), and across a canal from a river hex. */
function neighbours(env: Env, cell: number): MoveStep[] {
  const out: MoveStep[] = [];
  for (const c of env.board.adjacent[cell]!) out.push({ cell: c, cost: 1 });
  const canal = env.catalog.merchants?.shipMoves.canalSteps ?? 1;
  for (const c of env.board.canalLinks[cell]!) out.push({ cell: c, cost: canal });
  return out;
}

/** Every cell within `steps` of `from` for a merchant, with its cost and a shortest path (the cells after `from`). */
function within(env: Env, from: number, steps: number): Map<number, { cost: number; path: number[] }> {
  return cellsWithin(from, steps, (cell) => neighbours(env, cell));
}

/** Where a merchant on `from` may end within `steps`, each with a shortest path (the cells after `from`). */
export function merchantDestinations(env: Env, seat: number, from: number, steps: number): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const [cell, b] of within(env, from, steps)) if (cell !== from && merchantCannotEnd(env, seat, cell) === undefined) out.set(cell, b.path);
  return out;
}

/** Steps from `from` to every cell a merchant could reach, for the bots' estimates. */
export function merchantDistances(env: Env, from: number, steps: number): Map<number, number> {
  return new Map([...within(env, from, steps)].map(([cell, b]) => [cell, b.cost]));
}

/** What a merchant's path costs in steps, or why it cannot take it (the cells after the start). */
export function merchantPathCost(env: Env, seat: number, from: number, path: readonly number[]): number | string {
  let at = from;
  let cost = 0;
  for (const cell of path) {
    const step = neighbours(env, at).find((n) => n.cell === cell);
    if (!step) return `${env.board.ids[cell]} is not next to ${env.board.ids[at]} (nor across a canal)`;
    cost += step.cost;
    at = cell;
  }
  const why = merchantCannotEnd(env, seat, at);
  return why ?? cost;
}

/**
 * After `builder` built a dwelling on `hex`: one merchant of each other player standing there
 * trades with it at once (a marker under it, the reward, the owner's offer; the merchant returns),
 * while the player has a marker left — as the pack's `merchantMoves` allows (`tradeWhenOthersBuild`,
 * `bothFactionsOnOneHex`). A reward with a choice gives its first option.
 */
export function tradeOnOthersBuild(env: Env, builder: number, hex: number): void {
  const rules = env.catalog.merchants;
  if (!rules?.merchantMoves.tradeWhenOthersBuild) return;
  const players = env.state.players;
  for (let i = 1; i < players.length; i++) {
    const seat = (builder + i) % players.length;
    const m = players[seat]!.merchants;
    if (!m || !m.ships.includes(hex) || !usesMerchants(env, seat) || !merchantTrades(env, seat, hex) || markersLeft(env, seat) <= 0) continue;
    m.ships.splice(m.ships.indexOf(hex), 1);
    m.landed.push(hex);
    trade(env, seat, hex, tradeOptions(env, hex).length > 0 ? 0 : undefined, () => false);
    if (!rules.merchantMoves.bothFactionsOnOneHex) return;
  }
}
