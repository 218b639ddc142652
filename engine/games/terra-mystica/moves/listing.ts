/**
 * A listing of legal moves in progress (`legalMoves` makes one and hands it to each family's
 * `list`): the player, the moves found so far, the stage of the game for this player, and the
 * hexes in reach (computed once, by the first kind of step that needs them).
 */
import type { Env } from "../rules/env";
import type { Move, MoveType } from "../rules/moves";
import { reachFrom, reachMap, type Reach } from "../rules/reach";
import type { PlayerState } from "../rules/state";

export interface Listing {
  readonly env: Env;
  readonly seat: number;
  readonly p: PlayerState;
  readonly faction: string;
  out: Move[];
  /** The player's stage (one of `STAGE`). */
  readonly stage: number;
  /** The hexes in reach (`reachableOf`), computed once per listing. */
  reachable: Uint8Array | undefined;
  /** List only this kind of move. */
  only: MoveType | undefined;
}

/** Whether the listing wants moves of this kind. */
export function wants(l: Listing, kind: MoveType): boolean {
  return l.only === undefined || l.only === kind;
}

/** Scratch space of `reachableOf` (one listing at a time uses it). */
let reachScratch = new Uint8Array(0);

/**
 * The land hexes the player could transform or build on now if empty (1: directly, 2: by tunnelling
 * or carpet flight; see `reachMap`), computed once per listing and valid until the next listing's.
 * Hexes with a structure are not cleared: a caller skips them (`board.building`) itself.
 */
export function reachableOf(l: Listing): Uint8Array {
  if (l.reachable) return l.reachable;
  if (reachScratch.length !== l.env.board.landCount) reachScratch = new Uint8Array(l.env.board.landCount);
  return (l.reachable = reachMap(l.env, l.seat, reachScratch));
}

/** What `reach` says of a hex, from the listing's hexes in reach (for an empty hex). */
export function reachOf(l: Listing, hex: number): Reach {
  return reachFrom(l.env, l.seat, hex, reachableOf(l));
}
