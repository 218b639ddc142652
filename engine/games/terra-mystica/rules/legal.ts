/**
 * Legal moves: what a player may do now, as moves `apply` accepts (each candidate is checked by
 * the same functions `apply` uses). Amounts are listed in their simplest form: conversions of
 * one unit, each burn amount, digs of the amounts some reachable hex could use, the first free
 * order space of each cult track. Mermaids' `connect` is not listed. If someone else moved last,
 * their turn is ended first (as the move would do).
 *
 * Moves after which the player could not go on are not listed: a dig while a free transformation
 * is pending, a dig only a tunnel or carpet flight could use that the player cannot pay for too.
 * For speed, candidates a cheap test already refuses (a kind of step the player cannot take now,
 * a cost they cannot pay, a supply used up, too few spades) are not checked one by one.
 */
import type { Catalog } from "../catalog";
import { LISTED_FAMILIES } from "../moves";
import { STAGE } from "../moves/family";
import type { Listing } from "../moves/listing";
import { envOf, seatOf, type Env } from "./env";
import type { Move, MoveType } from "./moves";
import type { GameState } from "./state";
import { endTurnIfDone, lastInRound, restoreTurn, snapshotTurn, turnWouldEnd } from "./turn";

/** The player's legal moves (only those of one kind, when `only` is given: the same moves in the same order). */
export function legalMoves(catalog: Catalog, state: GameState, faction: string, only?: MoveType): Move[] {
  return listing(catalog, state, faction, only, false);
}

/**
 * At most one move of each kind that uses an action or a step, and every free move (burning power,
 * conversions), in the order `legalMoves` lists them: which kinds of move the player has, for much
 * less work than listing them all (the random bot picks a kind first, then lists only that kind).
 */
export function legalMoveSample(catalog: Catalog, state: GameState, faction: string): Move[] {
  return listing(catalog, state, faction, undefined, true);
}

function listing(catalog: Catalog, state: GameState, faction: string, only: MoveType | undefined, firstOfEach: boolean): Move[] {
  const env = envOf(catalog, state);
  const seat = seatOf(state, faction);
  if (seat < 0 || state.finished || state.players[seat]!.dropped) return [];
  const last = state.lastActor;
  if (last < 0 || last === seat || !turnWouldEnd(env, last)) return listMoves(env, seat, only, firstOfEach);
  const saved = snapshotTurn(env, last);
  endTurnIfDone(env, last);
  try {
    return listMoves(env, seat, only, firstOfEach);
  } finally {
    restoreTurn(state, saved);
  }
}

/**
 * The player's stage (`STAGE`): during setup, what the setup step is; in a double turn whose
 * first action was passing, only passing again; on their own turn in the action phase (or as the
 * last player in the round), everything; otherwise only what they owe.
 */
function stageOf(env: Env, seat: number): number {
  const state = env.state;
  if (state.phase === "setup-dwellings") return STAGE.setupDwellings;
  if (state.phase === "setup-bonus") return STAGE.setupBonus;
  if (state.phase !== "actions") return STAGE.aside;
  if (state.active === seat) {
    const p = state.players[seat]!;
    return p.passed && p.actionsLeft > 0 ? STAGE.passedAgain : STAGE.turn;
  }
  return lastInRound(env, seat) ? STAGE.turn : STAGE.aside;
}

/**
 * Each family listed in the player's stage adds its moves (registry order). Each family has its
 * own small listing function: small functions are optimised quickly and separately (one large
 * function took V8 hundreds of milliseconds to compile, and was compiled again after every
 * deoptimisation).
 */
function listMoves(env: Env, seat: number, only: MoveType | undefined, firstOfEach: boolean): Move[] {
  const p = env.state.players[seat]!;
  const stage = stageOf(env, seat);
  const l: Listing = { env, seat, p, faction: p.faction, out: [], stage, reachable: undefined, only, firstOfEach };
  const families = LISTED_FAMILIES;
  for (let i = 0; i < families.length; i++) {
    const family = families[i]!;
    if ((family.listed & stage) !== 0 && (only === undefined || only === family.type)) family.list(l);
  }
  return l.out;
}
