/** What the rule functions work on: the compiled pack and the game state they change in place. */
import type { Catalog } from "../catalog";
import type { GameState } from "./state";

export interface Env {
  readonly catalog: Catalog;
  state: GameState;
}

export type Refusal = { ok: false; code: string; message: string };

/** A refusal: a code and a sentence; the state is left alone. */
export function refuse(code: string, message: string): Refusal {
  return { ok: false, code, message };
}

/** A broken invariant (a bug, never a player's mistake). */
export function bug(message: string): never {
  throw new Error(`origins: ${message}`);
}
