/**
 * The heuristic bot: looks one move ahead. It plays each legal move (at most `MAX_CANDIDATES`, drawn
 * at random when there are more) on a copy of the game whose dice are re-seeded from the bot's own
 * generator — so it never sees the dice a move would really roll — and scores the position it leads
 * to for itself: VP, the VP the final scoring would add now (Gold, Advisors, temples, seats times
 * towers), and smaller weights for resources, the city, Freemen and Superiority tokens. It picks the
 * best (ties at random). Seeded, so games replay exactly.
 */
import { nextRandom } from "../../../core/random";
import type { Catalog } from "../catalog";
import type { Move } from "../moves/types";
import { applyMove, legalMoves, seatOf, toMove } from "../rules/game";
import { finalScore } from "../rules/scoring";
import { militarySpace } from "../rules/tracks";
import type { GameState } from "../rules/state";

/** How many legal moves the bot tries at most in one decision. */
export const MAX_CANDIDATES = 40;

/** What each thing a player holds is worth to the bot, in VP. */
export const WEIGHTS = {
  /** Stone, Food and Wisdom: spent on buildings, recruitment, temples and the military. */
  resource: 0.25,
  /** A tile of the city (buildings and Farms): districts and activations come from them. */
  cityTile: 3,
  /** A Freeman (a worker die) and a base off the population track. */
  freeman: 1.5,
  base: 1,
  /** An Orator held. */
  orator: 0.8,
  superiority: 1,
  /** A floor of a Palace tower (each one multiplies the seat dice of its colour at the end). */
  floor: 1,
  /** A space up the military track (attacks score per opponent behind). */
  military: 1,
  /** How much the best opponent's position counts against the bot's own. */
  opponent: 0.5,
} as const;

/** How good a position is for a seat, in VP: its own worth less part of its best opponent's. */
export function evaluate(catalog: Catalog, state: GameState, seat: number): number {
  const others = state.players.map((_, s) => s).filter((s) => s !== seat);
  const best = others.length ? Math.max(...others.map((s) => worth(catalog, state, s))) : 0;
  return worth(catalog, state, seat) - WEIGHTS.opponent * best;
}

/** What a seat's position is worth, in VP. */
export function worth(catalog: Catalog, state: GameState, seat: number): number {
  const p = state.players[seat]!;
  if (state.finished) return p.vp;
  const env = { catalog, state };
  const projected = finalScore(env, seat).total;
  const floors = Object.values(p.towers).reduce((s, h) => s + h, 0);
  return (
    p.vp +
    projected +
    WEIGHTS.resource * (p.stone + p.food + p.wisdom) +
    WEIGHTS.cityTile * Object.keys(p.city).length +
    WEIGHTS.freeman * p.freemen.length +
    WEIGHTS.base * p.bases +
    WEIGHTS.orator * p.orators.length +
    WEIGHTS.superiority * p.superiority +
    WEIGHTS.floor * floors +
    WEIGHTS.military * militarySpace(env, seat)
  );
}

/** How many of its own follow-up choices in the same action the bot looks through, and how many moves it tries at each. */
export const FOLLOW_UP = { depth: 3, candidates: 8 } as const;

type Draw = () => number;

/** At most `n` of the moves, drawn at random when there are more. */
function sample(moves: Move[], n: number, draw: Draw): Move[] {
  if (moves.length <= n) return moves;
  const pool = [...moves];
  const out: Move[] = [];
  while (out.length < n) out.push(pool.splice(Math.floor(draw() * pool.length), 1)[0]!);
  return out;
}

/**
 * The value of a position for the seat: evaluated as it is, or — while the seat is still in the
 * middle of its action (steps waiting for its choices) — as the best of its follow-up choices.
 */
function valueAfter(catalog: Catalog, state: GameState, seat: number, depth: number, draw: Draw): number {
  const player = state.players[seat]!.id;
  if (depth <= 0 || state.finished || state.pending.length === 0 || toMove(state)[0] !== player) return evaluate(catalog, state, seat);
  let best = -Infinity;
  for (const move of sample(legalMoves(catalog, state, player), FOLLOW_UP.candidates, draw)) {
    const next = applyMove(catalog, state, move);
    if (next.ok) best = Math.max(best, valueAfter(catalog, next.state, seat, depth - 1, draw));
  }
  return best === -Infinity ? evaluate(catalog, state, seat) : best;
}

/** The move the heuristic bot makes, and its generator's next state. */
export function heuristicBotMove(catalog: Catalog, state: GameState, player: string, rng: number): { move: Move; rng: number } | undefined {
  const seat = seatOf(state, player);
  const legal = legalMoves(catalog, state, player);
  if (legal.length === 0 || seat < 0) return undefined;
  let r = rng;
  const draw: Draw = () => {
    const n = nextRandom(r);
    r = n.state;
    return n.value;
  };
  if (legal.length === 1) return { move: legal[0]!, rng: r };
  const moves = sample(legal, MAX_CANDIDATES, draw);
  // The dice of the look-ahead come from the bot's generator, not the game's.
  const probe: GameState = { ...state, rng: Math.floor(draw() * 4294967296) >>> 0 };
  let best: Move[] = [];
  let bestValue = -Infinity;
  for (const move of moves) {
    const next = applyMove(catalog, probe, move);
    if (!next.ok) continue;
    const value = valueAfter(catalog, next.state, seat, FOLLOW_UP.depth, draw);
    if (value > bestValue + 1e-9) {
      bestValue = value;
      best = [move];
    } else if (Math.abs(value - bestValue) <= 1e-9) best.push(move);
  }
  if (best.length === 0) return { move: moves[Math.floor(draw() * moves.length)]!, rng: r };
  return { move: best[Math.floor(draw() * best.length)]!, rng: r };
}
