/**
 * Sending a priest to a cult track: onto the first free order space (or the one worth `steps`),
 * where it stays; with no order space free it advances one step and returns to the supply.
 */
import type { Cult } from "../../schema/common";
import { advanceCult } from "../cults";
import type { Env } from "../env";
import type { Move } from "../moves";
import { reject, type Rejection } from "../result";
import { canTake, take } from "../turn";
import { mustBeActive } from "./common";

/** The order space a priest would take (-1: none, the priest returns), or why it cannot be sent. */
export function checkSend(env: Env, seat: number, cult: Cult, steps?: number): number | Rejection {
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  const p = env.state.players[seat]!;
  if (!canTake(env, seat, "send")) return reject("move/not-allowed-now", `${p.faction} cannot send a priest now (the action is already taken)`);
  if (p.priests < 1) return reject("move/not-enough-priests", `${p.faction} has no priest to send`);
  const spaces = env.state.cultSpaces[cult];
  const values = env.rules.cults.priestSpaces;
  for (let i = 0; i < values.length; i++) if (spaces[i] === -1 && (steps === undefined || values[i] === steps)) return i;
  if (steps !== undefined && steps !== env.rules.cults.priestReturnSteps)
    return reject("move/no-order-space", `No free order space worth ${steps} on the ${cult} track`);
  return -1;
}

export function doSend(env: Env, seat: number, cult: Cult, space: number): void {
  const p = env.state.players[seat]!;
  take(env, seat, "send", {});
  let steps = env.rules.cults.priestReturnSteps;
  if (space >= 0) {
    env.state.cultSpaces[cult][space] = seat;
    steps = env.rules.cults.priestSpaces[space]!;
    p.priestCap--;
    p.priestsSent++;
  }
  advanceCult(env, seat, cult, steps);
  p.priests--;
}

export function sendMove(env: Env, seat: number, move: Extract<Move, { type: "send" }>): Rejection | undefined {
  const space = checkSend(env, seat, move.cult, move.steps);
  if (typeof space !== "number") return space;
  doSend(env, seat, move.cult, space);
  return undefined;
}
