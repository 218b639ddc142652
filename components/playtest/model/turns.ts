/**
 * Who acts now, read off the engine: the legal moves of every seat, the seat whose turn it is, and
 * the other seats with something to decide (power offers, owed spades or tiles). Nothing here
 * decides a rule; it sorts what `legalMoves` and `apply` say.
 */
import { apply, legalMoves, seatsToMove, setupMover, type Catalog, type GameState, type Move, type MoveType } from "@/engine";

/** Moves that take no action: conversions and burning power. */
export const FREE_MOVES: ReadonlySet<MoveType> = new Set<MoveType>(["convert", "burn"]);
/** Moves that answer others or end a turn rather than act. */
export const ANSWER_MOVES: ReadonlySet<MoveType> = new Set<MoveType>(["leech", "decline", "done", "wait"]);

/** Whether a move is an action or a step the player owes (not a free action, answer or turn end). */
export function isActing(move: Move): boolean {
  return !FREE_MOVES.has(move.type) && !ANSWER_MOVES.has(move.type);
}

export interface TurnView {
  /** The seat whose turn it is (-1 when nobody's: setup finished, waiting for decisions, game over). */
  mover: number;
  /** Legal moves of each seat. */
  moves: Move[][];
  /** Seats other than the mover with something to decide now. */
  deciding: number[];
}

/**
 * The seat to act: the setup step's player, or the active player while their action or a follow-up
 * is open. Once the active player's action is used and nothing is owed, their turn ends as soon as
 * someone else moves; the mover is then whoever the engine makes active after that.
 */
function moverOf(catalog: Catalog, state: GameState, activeMoves: () => Move[]): number {
  if (state.finished) return -1;
  if (state.phase === "setup-auction" || state.phase === "setup-choices" || state.phase === "setup-dwellings" || state.phase === "setup-bonus") return setupMover(state);
  const a = state.active;
  if (state.phase !== "actions" || a < 0) return -1;
  if (activeMoves().some(isActing)) return a;
  const other = state.players.findIndex((p, seat) => seat !== a && !p.dropped);
  if (other < 0) return a;
  const after = apply(catalog, state, { type: "wait", faction: state.players[other]!.faction });
  return after.ok && after.state.active >= 0 ? after.state.active : a;
}

/** Legal moves of every seat; seats that cannot move now (by the engine's `seatsToMove`) get none. */
export function turnView(catalog: Catalog, state: GameState): TurnView {
  const moves: Move[][] = state.players.map(() => []);
  const listed = new Set<number>();
  const movesOf = (seat: number) => {
    if (!listed.has(seat)) {
      listed.add(seat);
      moves[seat] = legalMoves(catalog, state, state.players[seat]!.faction);
    }
    return moves[seat]!;
  };
  const mover = moverOf(catalog, state, () => movesOf(state.active));
  for (const seat of seatsToMove(state)) movesOf(seat);
  if (mover >= 0) movesOf(mover);
  const deciding: number[] = [];
  moves.forEach((list, seat) => {
    if (seat !== mover && list.some((m) => !FREE_MOVES.has(m.type) && m.type !== "done" && m.type !== "wait")) deciding.push(seat);
  });
  return { mover, moves, deciding };
}

/**
 * The session's seats in the order of the game's players: after the faction auction (Fire & Ice
 * variant) the players sit in the order of the factions they won, so the seat of each faction is
 * that of the player who won it (`auction.holders`); otherwise the seats as they are.
 */
export function seatsInPlay<T>(state: GameState | undefined, seats: readonly T[]): readonly T[] {
  const a = state?.auction;
  if (!a?.seated) return seats;
  return a.holders.map((h) => seats[h]!);
}
