/** Counts the rules look up in tables: structures on the board, shipping level, connecting bridges, ships and trade markers. */
import { shipyardBoard } from "../catalog";
import type { BuildVpKey, PassCounter } from "../schema/effects";
import type { Env } from "./env";
import { factionOf } from "./env";
import { rangeSpace } from "./range";

/** A count for a pass-VP table. */
export function passCount(env: Env, seat: number, per: PassCounter): number {
  const p = env.state.players[seat]!;
  switch (per) {
    case "shipping":
      // A range tile's sail-marked value counts as the shipping level (Fakirs, Dwarves).
      return rangeSpace(env, seat)?.sail ?? p.shipping;
    case "connecting-bridges": {
      const board = env.state.board;
      return board.bridges.filter((b) => b.seat === seat && board.owner[b.a] === seat && board.owner[b.b] === seat).length;
    }
    case "SY":
      return p.merchants?.shipyard === undefined ? 0 : 1;
    case "ships":
      return p.merchants ? p.merchants.ships.length + p.merchants.landed.length : 0;
    case "trade-markers":
      return p.merchants?.traded.length ?? 0;
    default:
      return p.buildings[per];
  }
}

/** The power value of a structure of `owner` (towns, leech, trade): the faction's value, the rules' default, the shipyard board's. */
export function structurePower(env: Env, owner: number, b: BuildVpKey): number {
  // A switch rather than `buildings[b]`: a keyed load with five names in turn is megamorphic, and
  // this is asked for every structure of a town search and around every structure built.
  const own = factionOf(env, owner).buildings;
  const rules = env.rules.buildingPower;
  switch (b) {
    case "D":
      return own.D.power ?? rules.D;
    case "TP":
      return own.TP.power ?? rules.TP;
    case "TE":
      return own.TE.power ?? rules.TE;
    case "SH":
      return own.SH.power ?? rules.SH;
    case "SA":
      return own.SA.power ?? rules.SA;
    default:
      return shipyardBoard(env.catalog, env.state.players[owner]!.faction)?.power ?? 0;
  }
}

/** Entry `i` of a count table (the last entry covers larger counts). */
export function tableValue(table: readonly number[], i: number): number {
  if (table.length === 0) return 0;
  return table[Math.min(Math.max(i, 0), table.length - 1)]!;
}
