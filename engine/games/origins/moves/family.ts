/**
 * A move family: everything about one kind of move in one object — how legal moves of that kind
 * are listed, how a move is checked (a refusal with a code and a sentence) and applied, and how the
 * notation reads and writes it. The registry (`./index.ts`) holds one per move type; legal moves,
 * apply and the notation are assembled from it.
 */
import type { Env, Refusal } from "../rules/env";
import type { MoveOf, MoveType } from "./types";

export interface ParseError {
  readonly error: string;
}

export interface MoveFamily<T extends MoveType = MoveType> {
  readonly type: T;
  /** Every legal move of this kind for the player now (each passes `check`). */
  list(env: Env, seat: number): MoveOf<T>[];
  /** Why the move is refused now, or undefined (nothing changes). */
  check(env: Env, seat: number, move: MoveOf<T>): Refusal | undefined;
  /** Do the move (after `check` passed); steps it queues are settled by the caller. */
  apply(env: Env, seat: number, move: MoveOf<T>): void;
  /** The first words of the commands this family reads. */
  readonly verbs: readonly string[];
  /** Read a command (its words after the verb): the move, or why it cannot be read. */
  parse(words: readonly string[], player: string, verb: string): MoveOf<T> | ParseError;
  /** The command, without the `p1:` prefix. */
  format(move: MoveOf<T>): string;
}
