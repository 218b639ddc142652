/**
 * The game as the module contract sees it: a new game, a move applied to a copy of the state (the
 * input is left alone; a refusal says why, with a code), the legal moves of a player, who is to move.
 * After every move the queued steps are settled, the turn ends when its action is over, and the flow
 * machine moves on.
 */
import type { Catalog } from "../catalog";
import { startFlow, stepFlow } from "../flow/run";
import { FAMILIES, familyOf } from "../moves";
import { finishPass } from "../moves/pass";
import type { Move } from "../moves/types";
import { settle } from "./effects";
import { refuse, type Env, type Refusal } from "./env";
import { setupGame, type GameSetup } from "./setup";
import { cloneState, type GameState } from "./state";
import { endTurnIfDone } from "./turn";

export function createGame(catalog: Catalog, setup: GameSetup): { ok: true; state: GameState } | Refusal {
  const made = setupGame(catalog, setup);
  if (!made.ok) return made;
  const env: Env = { catalog, state: made.state };
  startFlow(env);
  return { ok: true, state: env.state };
}

export const seatOf = (state: GameState, player: string): number => state.players.findIndex((p) => p.id === player);

/** Apply a move to a copy of the state: the new state, or why the move is refused (the input is unchanged either way). */
export function applyMove(catalog: Catalog, state: GameState, move: Move): { ok: true; state: GameState } | Refusal {
  const seat = seatOf(state, move.player);
  if (seat < 0) return refuse("move/unknown-player", `There is no player ${move.player} (players: ${state.players.map((p) => p.id).join(", ")})`);
  const family = familyOf(move.type);
  if (!family) return refuse("move/unknown", `There is no move ${String(move.type)}`);
  const env: Env = { catalog, state: cloneState(state) };
  const refused = playRules(env, move);
  if (refused) return refused;
  stepFlow(env);
  return { ok: true, state: env.state };
}

/**
 * A move's rules, in place, without the flow's step: check, do, settle the queued steps, end the
 * turn when its action is over (what `applyMove` does before sending the flow `moved`; the flow
 * tests run an XState actor after it instead).
 */
export function playRules(env: Env, move: Move): Refusal | undefined {
  const seat = seatOf(env.state, move.player);
  const family = familyOf(move.type);
  if (seat < 0 || !family) return refuse("move/unknown", `There is no move ${String(move.type)} for ${move.player}`);
  const refused = family.check(env, seat, move);
  if (refused) return refused;
  family.apply(env, seat, move);
  settle(env, seat, finishPass);
  endTurnIfDone(env, seat);
  return undefined;
}

/** Every move the player may make now. */
export function legalMoves(catalog: Catalog, state: GameState, player: string): Move[] {
  const seat = seatOf(state, player);
  if (seat < 0 || state.finished) return [];
  const env: Env = { catalog, state };
  return FAMILIES.flatMap((f) => f.list(env, seat) as Move[]);
}

/** The players who may move now. */
export function toMove(state: GameState): string[] {
  if (state.finished) return [];
  if (state.phase === "setup") return state.draftOrder.length ? [state.players[state.draftOrder[0]!]!.id] : [];
  return state.active >= 0 ? [state.players[state.active]!.id] : [];
}
