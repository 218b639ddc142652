/**
 * Applying moves. `applyInPlace` changes the given state (replays clone once and use it);
 * `apply` leaves its input alone and returns a new state. Either way a rejected move changes
 * nothing. Before a player's move, the turn of whoever moved last ends if it is complete
 * (terra.snellman.net's rule: a turn ends when someone else issues a command); after it, the game
 * moves on by itself as far as it can (the flow machine, `stepFlow`).
 */
import type { Catalog } from "../catalog";
import { adjustMove, doneMove, dropMove, finishMove, incomeMove, startMove } from "./actions/misc";
import { advanceMove } from "./actions/tracks";
import { bridgeMove, connectMove } from "./actions/bridges";
import { buildMove } from "./actions/build";
import { declineMove, leechMove } from "./actions/leech";
import { actionMove } from "./actions/spaces";
import { passMove } from "./actions/pass";
import { burnMove, convertMove } from "./actions/power";
import { sendMove } from "./actions/priests";
import { cultMove, favorMove, townMove } from "./actions/tiles";
import { digMove, transformMove } from "./actions/transform";
import { upgradeMove } from "./actions/upgrade";
import { envOf, seatOf, type Env } from "./env";
import type { Move } from "./moves";
import { flowEventOf, MOVED, stepFlow } from "../flow/run";
import { reject, type ApplyResult, type Rejection } from "./result";
import { cloneState, type GameState } from "./state";
import { endTurnIfDone, restoreTurn, snapshotTurn, turnWouldEnd, type TurnSnapshot } from "./turn";

type Handler<M extends Move> = (env: Env, seat: number, move: M) => Rejection | undefined;

/** One handler per move type (a missing one fails to compile). */
const HANDLERS: { [T in Move["type"]]: Handler<Extract<Move, { type: T }>> } = {
  build: buildMove,
  upgrade: upgradeMove,
  transform: transformMove,
  dig: digMove,
  send: sendMove,
  advance: advanceMove,
  convert: convertMove,
  burn: burnMove,
  action: actionMove,
  pass: passMove,
  leech: leechMove,
  decline: declineMove,
  favor: favorMove,
  town: townMove,
  cult: cultMove,
  bridge: bridgeMove,
  connect: connectMove,
  wait: () => undefined,
  done: (env, seat) => doneMove(env, seat),
  adjust: adjustMove,
  drop: (env, seat) => dropMove(env, seat),
  income: (env) => incomeMove(env),
  start: (env) => startMove(env),
  finish: (env) => finishMove(env),
};

/** Which seat a move is by (-1 for the moderator's moves). */
function actorOf(state: GameState, move: Move): number | Rejection {
  if (!("faction" in move)) return -1;
  const seat = seatOf(state, move.faction);
  if (seat < 0) return reject("move/unknown-faction", `${move.faction} is not in this game`);
  return seat;
}

export function applyInPlace(catalog: Catalog, state: GameState, move: Move): ApplyResult {
  const env = envOf(catalog, state);
  const seat = actorOf(state, move);
  if (typeof seat !== "number") return seat;
  // As on terra.snellman.net, commands after the end of the game are accepted and change nothing.
  if (state.finished) return { ok: true, state };
  const actor = move.type === "drop" ? -1 : seat;
  if (actor >= 0 && state.players[actor]!.dropped) return reject("move/dropped", `${state.players[actor]!.faction} have left the game`);
  let snapshot: TurnSnapshot | undefined;
  if (state.lastActor >= 0 && state.lastActor !== actor && turnWouldEnd(env, state.lastActor)) {
    snapshot = snapshotTurn(env, state.lastActor);
    endTurnIfDone(env, state.lastActor);
  }
  const problem = (HANDLERS[move.type] as Handler<Move>)(env, seat, move);
  if (problem) {
    if (snapshot) restoreTurn(state, snapshot);
    return problem;
  }
  state.lastActor = actor;
  if (state.afterDone !== undefined && state.afterDone !== actor) state.afterDone = undefined;
  stepFlow(env, flowEventOf(move));
  return { ok: true, state };
}

/** Apply a move to a copy of the state. */
export function apply(catalog: Catalog, state: GameState, move: Move): ApplyResult {
  return applyInPlace(catalog, cloneState(state), move);
}

/** End the turn of whoever moved last, if complete (as terra.snellman.net does at the end of a log). */
export function settle(catalog: Catalog, state: GameState): void {
  const env = envOf(catalog, state);
  if (state.lastActor >= 0) endTurnIfDone(env, state.lastActor);
  state.lastActor = -1;
  stepFlow(env, MOVED);
}
