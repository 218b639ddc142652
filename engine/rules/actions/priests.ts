/**
 * Sending a priest to a cult track: onto the first free order space (or the one worth `steps`),
 * where it stays; with no order space free it advances one step and returns to the supply.
 */
import { advanceCult } from "../cults";
import type { Env } from "../env";
import type { Move } from "../moves";
import { reject, type Rejection } from "../result";
import { canTake, take } from "../turn";
import { mustBeActive } from "./common";

export function sendMove(env: Env, seat: number, move: Extract<Move, { type: "send" }>): Rejection | undefined {
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  const state = env.state;
  const p = state.players[seat]!;
  if (!canTake(env, seat, "send")) return reject("move/not-allowed-now", `${p.faction} cannot send a priest now (the action is already taken)`);
  if (p.priests < 1) return reject("move/not-enough-priests", `${p.faction} has no priest to send`);
  const spaces = state.cultSpaces[move.cult];
  const values = env.rules.cults.priestSpaces;
  let space = -1;
  for (let i = 0; i < values.length; i++) {
    if (spaces[i] !== -1) continue;
    if (move.steps !== undefined && values[i] !== move.steps) continue;
    space = i;
    break;
  }
  if (move.steps !== undefined && space < 0 && move.steps !== env.rules.cults.priestReturnSteps)
    return reject("move/no-order-space", `No free order space worth ${move.steps} on the ${move.cult} track`);

  take(env, seat, "send", {});
  let steps = env.rules.cults.priestReturnSteps;
  if (space >= 0) {
    spaces[space] = seat;
    steps = values[space]!;
    p.priestCap--;
    p.priestsSent++;
  }
  advanceCult(env, seat, move.cult, steps);
  p.priests--;
  return undefined;
}
