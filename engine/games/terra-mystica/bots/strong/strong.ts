/**
 * The strong bot: a rollout bot over the heuristic bot. At each decision that matters it takes the
 * heuristic's few best moves, plays each one out — every player, itself included, then playing as
 * the heuristic bot would — to the end of the round or a set number of moves, and keeps the move
 * whose play-out leaves it furthest ahead of its best rival (final VP when the game ends, the
 * heuristic's valuation of each position otherwise). Playing the heuristic's policy after one
 * chosen move is one step of policy improvement: the play-outs see what the one-move look-ahead
 * misses (a rival taking the hex or the power action first, a plan that needs two turns, the
 * round's scoring). Pure and deterministic; it only ever returns one of the moves `legalMoves`
 * lists.
 */
import type { Catalog } from "../../catalog";
import { apply, applyInPlace } from "../../rules/apply";
import { legalMoves } from "../../rules/legal";
import type { Move } from "../../rules/moves";
import type { GameState } from "../../rules/state";
import { answerOffer, chooseHeuristicMove, deadEnd, followUp, FREE, HEURISTIC_WEIGHTS, NEUTRAL, plans, positionValue, type HeuristicWeights } from "../heuristic";
import { seatsToMove } from "../selfplay";
import { envOf } from "../../rules/env";
import { areaSize, rankingVp } from "../../rules/scoring";

/** How hard the strong bot looks: more candidates and longer play-outs are stronger and slower. */
export interface StrongSettings {
  /** Moves played out at each decision: the heuristic's best ones (its own choice always among them). */
  candidates: number;
  /** Moves (by anyone) played out after each candidate; the end of the round stops a play-out sooner. */
  horizon: number;
  /** No play-outs when the heuristic's choice leads the next move by more than this (VP-equivalents). */
  clearLead: number;
  /** Whether power offers are played out too (taking and declining), rather than answered by rule of thumb. */
  offers?: boolean;
  /** With this many rounds or fewer left after the current one, play out to the end of the game. */
  toEnd?: number;
  /** Value the end of a play-out with the final majorities (area, cults) projected. */
  projected?: boolean;
}

/**
 * The strength levels, 1 (fastest) to 3 (strongest). Level 2 plays out up to six of the heuristic's
 * moves (those within 10 VP-equivalents of its choice) to the end of the round (a round of four
 * players is about 60–80 moves), from round 5 on to the end of the game (final majorities and
 * leftover resources counted exactly), and values the end of a play-out with the final area
 * majority projected. The measurements are in this folder's README.
 */
export const STRONG_LEVELS = {
  1: { candidates: 3, horizon: 12, clearLead: 4 },
  2: { candidates: 6, horizon: 200, clearLead: 10, toEnd: 1, projected: true },
  3: { candidates: 8, horizon: 200, clearLead: 14, toEnd: 1, projected: true },
} as const satisfies Record<number, StrongSettings>;

export type StrongLevel = keyof typeof STRONG_LEVELS;
export const DEFAULT_STRONG_LEVEL: StrongLevel = 2;

interface Scored {
  move: Move;
  value: number;
}

const keyOf = (m: Move) => JSON.stringify(m);

/**
 * The heuristic's valuation of each of the player's actions (as its `best` values them), and of the
 * free actions that open a better action (valued by that action), best first.
 */
export function rankedMoves(catalog: Catalog, state: GameState, seat: number, moves: readonly Move[], w: HeuristicWeights = HEURISTIC_WEIGHTS): Scored[] {
  const base = positionValue(catalog, state, seat, w);
  const main = moves.filter((m) => !FREE.has(m.type) && !NEUTRAL.has(m.type));
  const out: Scored[] = [];
  for (const move of main) {
    const r = apply(catalog, state, move);
    if (!r.ok || stranded(catalog, r.state, seat)) continue;
    out.push({ move, value: followUp(catalog, r.state, seat, w, move.type === "build" ? 0 : 1) - base });
  }
  const p = state.players[seat]!;
  if (p.actionsLeft > 0 && state.phase === "actions") {
    const known = new Set(main.map(keyOf));
    for (const plan of plans(catalog, state, seat, moves)) {
      let top = -Infinity;
      for (const m of legalMoves(catalog, plan.state, p.faction)) {
        if (FREE.has(m.type) || NEUTRAL.has(m.type) || m.type === "pass" || known.has(keyOf(m))) continue;
        const r = apply(catalog, plan.state, m);
        if (!r.ok || ((m.type === "dig" || m.type === "action") && deadEnd(catalog, r.state, seat))) continue;
        top = Math.max(top, followUp(catalog, r.state, seat, w, m.type === "build" ? 0 : 1) - base);
      }
      if (top > -Infinity) out.push({ move: plan.first, value: top });
    }
  }
  return out.sort((a, b) => b.value - a.value);
}

/**
 * Whether the player owes something no legal move pays now (`deadEnd`): nobody can move in such a
 * game, so it never ends. (A favor tile owed with none left to take is not owed: the rules cap it.)
 */
export function stranded(catalog: Catalog, state: GameState, seat: number): boolean {
  return deadEnd(catalog, state, seat);
}

/** How far ahead of its best rival the player is: in VP once the game is over, else by valuation. */
export function lead(catalog: Catalog, state: GameState, seat: number, projected = false): number {
  const extra = !state.finished && projected ? projection(catalog, state) : undefined;
  const value = (s: number) => (state.finished ? state.players[s]!.vp : positionValue(catalog, state, s) + (extra?.[s] ?? 0));
  const mine = value(seat);
  let rival = -Infinity;
  for (let s = 0; s < state.players.length; s++) if (s !== seat && !state.players[s]!.dropped) rival = Math.max(rival, value(s));
  return rival === -Infinity ? mine : mine - rival;
}

/** The final area majority, projected from the present largest areas, with weight growing as the game goes on. */
function projection(catalog: Catalog, state: GameState): number[] {
  const env = envOf(catalog, state);
  const rules = env.rules;
  const share = Math.max(0, rules.rounds - state.round) / rules.rounds;
  const sizes = state.players.map((_, i) => areaSize(env, i));
  const vp = rankingVp(sizes, rules.finalScoring.area);
  // positionValue counts areaSize * 0.6 * (1 - 0.5 share); replace part of it by the majority.
  return vp.map((v) => v * (1 - 0.6 * share));
}

/** The heuristic bot's move for whichever player may move now (answers to offers before the active player). */
function heuristicStep(catalog: Catalog, state: GameState): Move | undefined {
  const seats = seatsToMove(state);
  seats.sort((a, b) => Number(a === state.active) - Number(b === state.active));
  for (const seat of seats) {
    const move = chooseHeuristicMove(catalog, state, state.players[seat]!.faction);
    if (move) return move;
  }
  return undefined;
}

/** Play `move`, then up to `horizon` moves of the heuristic bot for everyone (not past the round), and value the result. */
export function playOut(catalog: Catalog, state: GameState, seat: number, move: Move, horizon: number, settings: Partial<StrongSettings> = {}): number {
  const r = apply(catalog, state, move);
  if (!r.ok) return -Infinity;
  const s = r.state;
  const rounds = envOf(catalog, state).rules.rounds;
  const toEnd = settings.toEnd !== undefined && state.round > 0 && rounds - state.round <= settings.toEnd;
  const round = state.round;
  for (let i = 0; (toEnd || i < horizon) && !s.finished && (toEnd || s.round === round); i++) {
    const next = heuristicStep(catalog, s);
    // A game nobody can go on with is the worst outcome.
    if (!next) return -Infinity;
    if (!applyInPlace(catalog, s, next).ok) break;
  }
  return lead(catalog, s, seat, settings.projected);
}

/** The strong bot's move for `faction` (one of its legal moves), at the given settings. */
export function chooseStrongMove(catalog: Catalog, state: GameState, faction: string, settings: StrongSettings = STRONG_LEVELS[DEFAULT_STRONG_LEVEL]): Move | undefined {
  const moves = legalMoves(catalog, state, faction);
  if (moves.length <= 1) return moves[0];
  const seat = state.players.findIndex((p) => p.faction === faction);
  if (seat < 0) return undefined;
  const heuristic = chooseHeuristicMove(catalog, state, faction, moves);
  if (!heuristic) return undefined;
  const candidates: Move[] = [heuristic];
  const chosen = keyOf(heuristic);
  const after = apply(catalog, state, heuristic);
  if (after.ok && stranded(catalog, after.state, seat)) candidates.pop();
  if (moves.some((m) => m.type === "leech" || m.type === "decline")) {
    const answers = moves.filter((m) => m.type === "leech" || m.type === "decline");
    const answer = answerOffer(state, seat, answers, envOf(catalog, state).rules.rounds) ?? heuristic;
    if (!settings.offers) return answer;
    const other = answers.find((m) => m.type !== answer.type && (m as { from?: string }).from === (answer as { from?: string }).from);
    return other ? bestPlayOut(catalog, state, seat, [answer, other], settings) : answer;
  }
  const ranked = rankedMoves(catalog, state, seat, moves);
  const top = ranked.find((c) => keyOf(c.move) === chosen)?.value ?? ranked[0]?.value ?? 0;
  for (const c of ranked) {
    if (candidates.length >= settings.candidates) break;
    if (top - c.value > settings.clearLead) break;
    if (keyOf(c.move) !== chosen && !candidates.some((m) => keyOf(m) === keyOf(c.move))) candidates.push(c.move);
  }
  const done = moves.find((m) => m.type === "done");
  if (done && candidates.length < settings.candidates && !candidates.includes(done)) candidates.push(done);
  if (candidates.length === 0) return heuristic;
  return candidates.length === 1 ? candidates[0] : bestPlayOut(catalog, state, seat, candidates, settings);
}

/** The candidate whose play-out leaves the player furthest ahead (the first of equals). */
function bestPlayOut(catalog: Catalog, state: GameState, seat: number, candidates: readonly Move[], settings: StrongSettings): Move {
  let best: Scored | undefined;
  for (const move of candidates) {
    const value = playOut(catalog, state, seat, move, settings.horizon, settings);
    if (!best || value > best.value) best = { move, value };
  }
  return best!.move;
}
