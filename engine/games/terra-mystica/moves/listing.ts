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
  reachable: Uint8Array | undefined;
  /** List only this kind of move. */
  only: MoveType | undefined;
}

/** Whether the listing wants moves of this kind. */
export function wants(l: Listing, kind: MoveType): boolean {
  return l.only === undefined || l.only === kind;
}

/** Scratch space of `emptyInReach` (one listing at a time uses it). */
let reachScratch = new Uint8Array(0);

/** Empty land hexes the player could transform or build on now (see `reachMap`), valid until the next call. */
function emptyInReach(env: Env, seat: number): Uint8Array {
  if (reachScratch.length !== env.board.landCount) reachScratch = new Uint8Array(env.board.landCount);
  const reachable = reachMap(env, seat, reachScratch);
  const building = env.state.board.building;
  for (let h = 0; h < reachable.length; h++) if (building[h]) reachable[h] = 0;
  return reachable;
}

/** The empty hexes in reach (1: directly, 2: by tunnelling or carpet flight), computed once per listing. */
export function reachableOf(l: Listing): Uint8Array {
  return (l.reachable ??= emptyInReach(l.env, l.seat));
}

/** What `reach` says of a hex, from the listing's hexes in reach (for an empty hex). */
export function reachOf(l: Listing, hex: number): Reach {
  return reachFrom(l.env, l.seat, hex, reachableOf(l));
}
