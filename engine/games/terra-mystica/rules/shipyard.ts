/**
 * The shipyard (Merchants of the Seas, §7): an upgrade of one of the player's riverside trading
 * houses (the trading house goes back to the faction board), one per player, at the cost of the
 * faction's shipyard board. It has the board's power value (towns, leech, trade), gives the board's
 * one-off rewards when built (every faction: 1 ship, placed next to the shipyard), and from the
 * next round the board's ship income; it unlocks the board's Build a ship action.
 *
 * On the board the shipyard is the structure "SY" (`BoardState.building`), and its hex is
 * `MerchantsPieces.shipyard`.
 */
import { shipyardBoard } from "../catalog";
import type { ShipyardBoard } from "../schema/merchants";
import { applyEffect } from "./effects";
import type { Env } from "./env";
import { offerPower } from "./leech";
import { onBuilt } from "./passives";
import { shapeshiftColours } from "../moves/pick";
import { mustAfford, mustBeActive } from "../moves/common";
import { pay } from "./resources";
import { reject, type Rejection } from "./result";
import { besideRiver } from "./reach";
import { gainShips } from "./ships";
import { canTake, take } from "./turn";
import { detectTownFrom } from "./towns";

/** The player's shipyard board, when the game has Merchants of the Seas and the player its pieces. */
export function shipyardOf(env: Env, seat: number): ShipyardBoard | undefined {
  const p = env.state.players[seat]!;
  return p.merchants ? shipyardBoard(env.catalog, p.faction) : undefined;
}

/** Check building the shipyard on `hex` (an upgrade of the trading house there) without changing anything. */
export function checkShipyard(env: Env, seat: number, hex: number): Rejection | undefined {
  const state = env.state;
  const p = state.players[seat]!;
  const yard = shipyardOf(env, seat);
  if (!yard || !p.merchants) return reject("move/bad-upgrade", `There is no shipyard in this game (${p.faction} have no shipyard board)`);
  if (state.round === 0) return reject("move/not-allowed-now", "Structures cannot be upgraded during setup");
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  if (!canTake(env, seat, "upgrade")) return reject("move/not-allowed-now", `${p.faction} cannot upgrade now (the action is already taken)`);
  if (p.pending.freeTradingHouses > 0) return reject("move/free-upgrade-first", `${p.faction} must place their free trading house first`);
  if (p.merchants.shipyard !== undefined) return reject("move/no-supply", `${p.faction} have built their shipyard already (on ${env.board.ids[p.merchants.shipyard]}): one per player`);
  if (state.board.owner[hex] !== seat || state.board.building[hex] !== yard.from)
    return reject("move/bad-upgrade", `${env.board.ids[hex]} must hold a ${yard.from} of ${p.faction} to become their shipyard`);
  if (yard.riverside && !besideRiver(env, hex)) return reject("move/bad-upgrade", `${env.board.ids[hex]} is not riverside: the shipyard is upgraded from a trading house next to a river hex`);
  return mustAfford(env, seat, yard.cost, "Building the shipyard");
}

/**
 * Build the checked shipyard: the action is taken, neighbours are offered power, the cost paid, the
 * trading house goes back, the board's one-off rewards (its ships next to the shipyard only, a
 * change of colour only when one is possible), the build VP of what the player holds, towns.
 */
export function doShipyard(env: Env, seat: number, hex: number): void {
  const p = env.state.players[seat]!;
  const m = p.merchants!;
  const yard = shipyardOf(env, seat)!;
  take(env, seat, "upgrade");
  offerPower(env, seat, hex);
  pay(p, yard.cost);
  p.buildings.TP--;
  env.state.board.building[hex] = "SY";
  m.shipyard = hex;
  const { ships, shapeshift, ...rest } = yard.onBuild;
  applyEffect(env, seat, rest, "buildings");
  if (ships) gainShips(env, seat, ships, "shipyard");
  if (shapeshift && shapeshiftColours(env, seat).length > 0) {
    p.pending.shapeshift += shapeshift;
    m.freeShapeshift = (m.freeShapeshift ?? 0) + shapeshift;
  }
  onBuilt(env, seat, "SY");
  detectTownFrom(env, seat, hex);
}
