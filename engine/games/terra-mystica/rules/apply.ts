/**
 * Applying moves. `applyInPlace` changes the given state (replays clone once and use it);
 * `apply` leaves its input alone and returns a new state. Either way a rejected move changes
 * nothing. Before a player's move, the turn of whoever moved last ends if it is complete
 * (terra.snellman.net's rule: a turn ends when someone else issues a command); after it, the game
 * moves on by itself as far as it can (the flow machine, `stepFlow`).
 */
import { volcanoDebtBlocks } from "./volcano";
import type { Catalog } from "../catalog";
import { familyOf } from "../moves";
import { envOf, seatOf, type Env } from "./env";
import type { Move, MoveType } from "./moves";
import { flowEventOf, MOVED, stepFlow } from "../flow/run";
import { reject, type ApplyResult, type Rejection } from "./result";
import { cloneState, type GameState } from "./state";
import { endTurnIfDone, restoreTurn, snapshotTurn, turnWouldEnd, type TurnSnapshot } from "./turn";

/** Which seat a move's faction (undefined: the moderator's move) is: -1 for the moderator. */
function actorOf(state: GameState, faction: string | undefined): number | Rejection {
  if (faction === undefined) return -1;
  const seat = seatOf(state, faction);
  if (seat < 0) return reject("move/unknown-faction", `${faction} is not in this game`);
  return seat;
}

/** A Shapeshifters' new colour is picked (or given up, `-SHAPESHIFT`) before anything but conversions (as on terra.snellman.net). */
function shapeshiftFirst(env: Env, seat: number, type: MoveType, move: Move): Rejection | undefined {
  const p = env.state.players[seat]!;
  if (p.pending.shapeshift === 0 || type === "pick-color" || type === "convert" || type === "burn" || type === "token") return undefined;
  if (move.type === "adjust" && move.resource === "shapeshift") return undefined;
  return reject("move/pick-color-first", `${p.faction} must first pick their new colour`);
}

export function applyInPlace(catalog: Catalog, state: GameState, move: Move): ApplyResult {
  return applyMove(catalog, state, move, true);
}

/**
 * `applyInPlace` for a caller that throws the state away when a move is refused: a replay stops at
 * its first refused command and rebuilds the state before it with `applyInPlace`. A refused move may
 * leave the previous player's turn ended (nothing is saved to put it back); an accepted move does
 * exactly what `applyInPlace` does.
 */
export function applyOrDiscard(catalog: Catalog, state: GameState, move: Move): ApplyResult {
  return applyMove(catalog, state, move, false);
}

function applyMove(catalog: Catalog, state: GameState, move: Move, undoable: boolean): ApplyResult {
  const env = envOf(catalog, state);
  // The move's type and faction are read once: moves of every type pass here, so each read of a
  // property of `move` is a megamorphic load (measured: ≈ 2% of a replay).
  const type = move.type;
  const seat = actorOf(state, (move as { faction?: string }).faction);
  if (typeof seat !== "number") return seat;
  // As on terra.snellman.net, commands after the end of the game are accepted and change nothing.
  if (state.finished) return { ok: true, state };
  const actor = type === "drop" ? -1 : seat;
  if (actor >= 0 && state.players[actor]!.dropped) return reject("move/dropped", `${state.players[actor]!.faction} have left the game`);
  let snapshot: TurnSnapshot | undefined;
  if (state.lastActor >= 0 && state.lastActor !== actor) {
    // (`endTurnIfDone` changes nothing where `turnWouldEnd` says no.)
    if (!undoable) endTurnIfDone(env, state.lastActor);
    else if (turnWouldEnd(env, state.lastActor)) {
      snapshot = snapshotTurn(env, state.lastActor);
      endTurnIfDone(env, state.lastActor);
    }
  }
  const debt =
    type === "adjust" || type === "leech" || type === "decline" || actor < 0 ? undefined : (volcanoDebtBlocks(env, seat) ?? shapeshiftFirst(env, seat, type, move));
  if (debt) {
    if (snapshot) restoreTurn(state, snapshot);
    return debt;
  }
  // Ships gained where there was a choice of cells may be placed elsewhere until the player's next other move.
  const pieces = actor >= 0 && type !== "ship-at" ? state.players[actor]!.merchants : undefined;
  const placing = pieces?.placing;
  if (placing) pieces.placing = undefined;
  const problem = familyOf(type).apply(env, seat, move);
  if (problem) {
    if (placing) pieces.placing = placing;
    if (snapshot) restoreTurn(state, snapshot);
    return problem;
  }
  state.lastActor = actor;
  if (state.afterDone !== undefined && state.afterDone !== actor) state.afterDone = undefined;
  stepFlow(env, flowEventOf(type));
  return { ok: true, state };
}

/** Apply a move to a copy of the state. */
export function apply(catalog: Catalog, state: GameState, move: Move): ApplyResult {
  return applyInPlace(catalog, cloneState(state), move);
}

/** End the turn of whoever moved last, if complete (as terra.snellman.net does at the end of a log). */
export function settle(catalog: Catalog, state: GameState): void {
  // An open Move ships action stays open at the end of a log (Merchants of the Seas: the site has no
  // ships): its ships may still move; the next player's move or `done` ends it as within a log.
  if (state.lastActor >= 0 && state.players[state.lastActor]!.merchants?.moving !== undefined) return;
  const env = envOf(catalog, state);
  if (state.lastActor >= 0) endTurnIfDone(env, state.lastActor);
  state.lastActor = -1;
  stepFlow(env, MOVED);
}
