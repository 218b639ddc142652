/** Checks shared by the move families (`mustBeActive`, `mustAfford`, `landHex`, ...). */
import { nameOf, possessive, type Env } from "../rules/env";
import { amountText, shortfall, type Cost } from "../rules/resources";
import { reject, type Rejection } from "../rules/result";
import type { Catalog } from "../catalog";

/** Whether the player may act now as `mustBeActive` says (during setup and after the game, anyone). */
export function isActing(env: Env, seat: number): boolean {
  const state = env.state;
  return state.round === 0 || state.finished || state.active === seat;
}

/**
 * Only the player whose turn it is may do this (setup and the finished game excepted). Free actions
 * (burning, converting) are also open to a player who just ended their turn with `done`.
 */
export function mustBeActive(env: Env, seat: number, free = false): Rejection | undefined {
  const state = env.state;
  if (isActing(env, seat) || (free && state.afterDone === seat)) return undefined;
  const who = state.active >= 0 ? `it is ${possessive(nameOf(env, state.active))} turn` : "nobody's turn is in progress";
  return reject("move/not-your-turn", `${nameOf(env, seat)} cannot do this now: ${who}`);
}

export function mustAfford(env: Env, seat: number, cost: Cost | undefined, what: string): Rejection | undefined {
  const short = shortfall(env.state.players[seat]!, cost);
  if (!short) return undefined;
  const code = short.key === "power" ? "move/not-enough-power" : (`move/not-enough-${short.key}` as const);
  return reject(code, `${what} needs ${amountText(short.key, short.need)}, ${env.state.players[seat]!.faction} has ${short.have}`);
}

/** A land hex by coordinate. */
export function landHex(env: Env, id: string): number | Rejection {
  // Land hexes' ids are upper case, and so are those the notation reads: most lookups need no
  // upper-casing. (Any other exact match, a river cell or a property of Object.prototype, is
  // looked up again upper-cased, as before.)
  const index = env.board.index;
  let i = index[id];
  if (typeof i !== "number" || i >= env.board.landCount) i = index[id.toUpperCase()];
  if (typeof i !== "number" || i >= env.board.landCount) return reject("move/unknown-hex", `There is no land hex ${id} on this map`);
  return i;
}

export function isRejection(x: unknown): x is Rejection {
  return typeof x === "object" && x !== null && (x as Rejection).ok === false;
}

/** Multiply a cost. */
export function times(cost: Cost | undefined, n: number): Cost {
  return {
    coins: (cost?.coins ?? 0) * n,
    workers: (cost?.workers ?? 0) * n,
    priests: (cost?.priests ?? 0) * n,
    power: (cost?.power ?? 0) * n,
    vp: (cost?.vp ?? 0) * n,
  };
}

/** Whether the catalog's games are played with Merchants of the Seas (a family's `listsIn` for its ships' and merchants' moves). */
export function merchantsGame(catalog: Catalog): boolean {
  return catalog.merchants !== undefined;
}
