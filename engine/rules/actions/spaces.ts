/**
 * Action spaces: power actions on the board, bonus card and favor tile actions, faction actions.
 * Each may be used once per round (per player for the ones on a player's own tiles), unless the
 * content says otherwise; it costs its price, gives its effect, and may allow a follow-up.
 */
import { applyEffect } from "../effects";
import type { Env } from "../env";
import type { Move } from "../moves";
import { pay } from "../resources";
import { reject, type Rejection } from "../result";
import { followUpHandler } from "../handlers";
import { canTake, take } from "../turn";
import { mustAfford, mustBeActive } from "./common";

/** Key under which a used action space is recorded this round. */
export function usedKey(env: Env, seat: number, id: string): string {
  return env.catalog.actionSpaces[id]?.kind === "power" ? id : `${id}/${seat}`;
}

/** Why the player may not use an action space now (undefined when they may). */
export function spaceUnavailable(env: Env, seat: number, id: string): Rejection | undefined {
  const p = env.state.players[seat]!;
  const space = env.catalog.actionSpaces[id];
  if (!space) return reject("move/unknown-action", `There is no action ${id}`);
  const owned =
    space.kind === "power" ||
    (space.kind === "bonus" && p.bonus === id) ||
    (space.kind === "favor" && p.favors.includes(id)) ||
    (space.kind === "faction" && space.faction === p.faction && (!space.requires || p.buildings[space.requires] > 0));
  if (!owned) return reject("move/no-such-action", `${p.faction} have no ${id} action`);
  if (space.action.oncePerRound !== false && env.state.usedActions.includes(usedKey(env, seat, id)))
    return reject("move/action-used", `Action ${id} has been used this round`);
  return undefined;
}

export function actionMove(env: Env, seat: number, move: Extract<Move, { type: "action" }>): Rejection | undefined {
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  const id = move.id.toUpperCase();
  const unavailable = spaceUnavailable(env, seat, id);
  if (unavailable) return unavailable;
  const p = env.state.players[seat]!;
  if (!canTake(env, seat, "action")) return reject("move/not-allowed-now", `${p.faction} cannot take an action now (the action is already taken)`);
  const { action } = env.catalog.actionSpaces[id]!;
  const short = mustAfford(env, seat, action.cost, `Action ${id}`);
  if (short) return short;

  take(env, seat, "action", action.then ? followUpHandler(action.then).steps(action.then) : {});
  pay(p, action.cost);
  applyEffect(env, seat, action.effect, "buildings");
  if (action.then) followUpHandler(action.then).grant(env, seat, action.then);
  if (action.oncePerRound !== false) env.state.usedActions.push(usedKey(env, seat, id));
  return undefined;
}
