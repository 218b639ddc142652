/** Results of applying a move: the new state, or a code and a human sentence (the state untouched). */
import type { GameState } from "./state";

export type RejectCode = `move/${string}`;

export interface Rejection {
  ok: false;
  code: RejectCode;
  message: string;
}

export type ApplyResult = { ok: true; state: GameState } | Rejection;

export function reject(code: RejectCode, message: string): Rejection {
  return { ok: false, code, message };
}

/** Thrown when the engine finds a broken invariant (a bug), never for a bad move. */
export class EngineInvariantError extends Error {}
