/** `done`: ending the turn explicitly (the action must have been taken). */
import { hasOption, type Env } from "../../rules/env";
import { reject, type Rejection } from "../../rules/result";
import { subActionsOf } from "../../rules/state";
import { endTurnIfDone, lastInRound, nextInTurn, owesInTurn, turnWouldEnd } from "../../rules/turn";
import { checkOnCopy, STAGE, type MoveFamily } from "../family";

/** End the turn explicitly (the action must have been taken). */
export interface DoneMove {
  type: "done";
  faction: string;
}

/**
 * `done`: ends the player's turn once their action is taken (the next player becomes active; the
 * player may still burn power and convert until someone else moves). As on terra.snellman.net, only
 * the player who is to take an action is refused (with `loose-done`, their action is skipped): the
 * active player before their action, or the next player once the active one's turn is complete.
 * From anyone else, and outside the action phase, it changes nothing.
 */
function done(env: Env, seat: number): Rejection | undefined {
  const state = env.state;
  const p = state.players[seat]!;
  if (state.phase !== "actions") return undefined;
  const toAct = state.active >= 0 && turnWouldEnd(env, state.active) ? nextInTurn(env, state.active) : state.active;
  if (toAct === seat && state.active !== seat && !hasOption(env, "loose-done")) return reject("move/action-required", `${p.faction} must take an action first`);
  if (state.active !== seat) return undefined;
  // The last player of the round, having just said `done`, starts their next turn with their next
  // command; once someone else's command has handed them the turn, they must act.
  if (p.actionsLeft > 0 && lastInRound(env, seat) && state.lastActor === seat) return undefined;
  if (p.actionsLeft > 0 && !hasOption(env, "loose-done")) return reject("move/action-required", `${p.faction} must take an action first`);
  p.actionsLeft = 0;
  p.subActions = subActionsOf();
  endTurnIfDone(env, seat);
  if (state.active !== seat) state.afterDone = seat;
  return undefined;
}

export const DONE: MoveFamily<"done"> = {
  type: "done",
  listed: STAGE.turn,
  list({ env, seat, p, faction, out }) {
    if (env.state.active === seat && p.actionsLeft === 0 && !owesInTurn(p)) out.push({ type: "done", faction });
  },
  check: checkOnCopy(done),
  apply: done,
  verbs: { done: "player" },
  parse: (c) => (c.text.length === 4 ? { type: "done", faction: c.faction } : undefined),
  format: () => "done",
  label: () => "End the turn",
};
