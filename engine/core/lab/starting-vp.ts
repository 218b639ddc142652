/**
 * Suggested starting VP: per player (faction), the starting VP that would equalise expected final
 * rank on the batch's map, with a bootstrap interval.
 *
 * Method. Starting VP only adds a constant to a player's final score, so for offsets δ (VP added to
 * each player's start) the games of the batch can be re-scored without replaying them: player f
 * beats opponent g in a game when vp_f + δ_f > vp_g + δ_g (half a win on equality). A player's
 * expected final rank is 1 + (seats − 1)·(1 − w_f), w_f its pairwise win rate over all its games
 * and opponents, so expected ranks are equal exactly when every w_f is ½. The offsets are
 * found by Gauss–Seidel sweeps: each δ_f in turn is set, by bisection, where w_f crosses ½ with the
 * others held, until no offset moves by more than 0.01 VP. The offsets are centred (their
 * games-weighted mean is 0), so the suggestion keeps the pack's average start:
 * suggested_f = current_f + δ_f. The interval is the 2.5–97.5 percentile of δ_f over bootstrap
 * resamples of whole games (seeded).
 *
 * Assumption: bots play the same whatever their VP (true of bots that value gains, not totals).
 * Ties are rare once offsets are fractional; round the suggestion to whole VP for a printed table.
 */
import { nextRandom } from "../random";
import { quantileSorted, spearman, type Interval } from "./intervals";
import type { LabGameResult } from "./summary";

export interface StartingVpSuggestion {
  player: string;
  games: number;
  /** The starting VP the batch was played with. */
  current: number;
  /** VP to add to the current start (centred over players). */
  offset: Interval;
  /** current + offset, with the offset's interval. */
  suggested: Interval;
  /** Pairwise win rate against opponents before and after the offsets (½ after, when it converged). */
  pairwiseWinRate: { before: number; after: number };
}

interface Compiled {
  players: string[];
  /** Per game: player indices and VP, seat by seat. */
  games: { who: number[]; vp: number[] }[];
}

function compile(games: readonly LabGameResult[]): Compiled {
  const players = [...new Set(games.flatMap((g) => g.seats.map((s) => s.player)))].sort();
  const index = new Map(players.map((p, i) => [p, i]));
  return { players, games: games.map((g) => ({ who: g.seats.map((s) => index.get(s.player)!), vp: g.seats.map((s) => s.vp) })) };
}

/** Pairwise wins and contests of player `f` given offsets, over the games listed (with multiplicity). */
function pairwise(c: Compiled, gamesOf: readonly number[], f: number, offsets: Float64Array, own: number): number {
  let wins = 0;
  let contests = 0;
  for (const gi of gamesOf) {
    const g = c.games[gi]!;
    let mine = 0;
    for (let s = 0; s < g.who.length; s++) if (g.who[s] === f) mine = g.vp[s]! + own;
    for (let s = 0; s < g.who.length; s++) {
      const o = g.who[s]!;
      if (o === f) continue;
      const theirs = g.vp[s]! + offsets[o]!;
      contests++;
      if (mine > theirs) wins++;
      else if (mine === theirs) wins += 0.5;
    }
  }
  return contests > 0 ? wins / contests : 0.5;
}

/** The offsets equalising pairwise win rates over a sample of games (indices, with repeats). */
function solve(c: Compiled, sample: readonly number[]): Float64Array {
  const n = c.players.length;
  const gamesOf: number[][] = Array.from({ length: n }, () => []);
  for (const gi of sample) for (const p of c.games[gi]!.who) gamesOf[p]!.push(gi);
  const offsets = new Float64Array(n);
  const span = Math.max(1, ...c.games.flatMap((g) => g.vp.map(Math.abs))) * 2;
  for (let sweep = 0; sweep < 200; sweep++) {
    let moved = 0;
    for (let f = 0; f < n; f++) {
      if (gamesOf[f]!.length === 0) continue;
      let lo = -span;
      let hi = span;
      // The offset where the rate crosses ½: the middle of the interval where it equals ½, if any.
      for (let i = 0; i < 60 && hi - lo > 1e-4; i++) {
        const mid = (lo + hi) / 2;
        if (pairwise(c, gamesOf[f]!, f, offsets, mid) < 0.5) lo = mid;
        else hi = mid;
      }
      const below = (lo + hi) / 2;
      lo = -span;
      hi = span;
      for (let i = 0; i < 60 && hi - lo > 1e-4; i++) {
        const mid = (lo + hi) / 2;
        if (pairwise(c, gamesOf[f]!, f, offsets, mid) <= 0.5) lo = mid;
        else hi = mid;
      }
      const next = (below + (lo + hi) / 2) / 2;
      moved = Math.max(moved, Math.abs(next - offsets[f]!));
      offsets[f] = next;
    }
    // Only differences matter: centre on the games-weighted mean.
    let total = 0;
    let weight = 0;
    for (let f = 0; f < n; f++) {
      total += offsets[f]! * gamesOf[f]!.length;
      weight += gamesOf[f]!.length;
    }
    for (let f = 0; f < n; f++) offsets[f] = offsets[f]! - total / weight;
    if (moved < 0.01) break;
  }
  return offsets;
}

/**
 * Suggested starting VP per player from a batch's games. `current` gives each player's starting VP
 * in the batch (the pack's table); `resamples` bootstrap resamples (default 200) drawn with `seed`.
 */
export function suggestStartingVp(
  games: readonly LabGameResult[],
  options: { current: (player: string) => number; seed?: number; resamples?: number; confidence?: number },
): StartingVpSuggestion[] {
  const c = compile(games);
  const all = c.games.map((_, i) => i);
  const point = solve(c, all);
  const resamples = options.resamples ?? 200;
  const draws: number[][] = c.players.map(() => []);
  let rng = (options.seed ?? 1) >>> 0;
  for (let b = 0; b < resamples && c.games.length > 1; b++) {
    const sample = new Array<number>(c.games.length);
    for (let i = 0; i < sample.length; i++) {
      const r = nextRandom(rng);
      rng = r.state;
      sample[i] = Math.floor(r.value * c.games.length);
    }
    const offsets = solve(c, sample);
    const present = new Set(sample.flatMap((gi) => c.games[gi]!.who));
    for (let f = 0; f < c.players.length; f++) if (present.has(f)) draws[f]!.push(offsets[f]!);
  }
  const alpha = (1 - (options.confidence ?? 0.95)) / 2;
  const zero = new Float64Array(c.players.length);
  return c.players.map((player, f) => {
    const sorted = draws[f]!.sort((a, b) => a - b);
    const offset: Interval = sorted.length > 1 ? { estimate: point[f]!, lo: quantileSorted(sorted, alpha), hi: quantileSorted(sorted, 1 - alpha) } : { estimate: point[f]!, lo: -Infinity, hi: Infinity };
    const current = options.current(player);
    const mine = all.filter((gi) => c.games[gi]!.who.includes(f));
    return {
      player,
      games: mine.length,
      current,
      offset,
      suggested: { estimate: current + offset.estimate, lo: current + offset.lo, hi: current + offset.hi },
      pairwiseWinRate: { before: pairwise(c, mine, f, zero, 0), after: pairwise(c, mine, f, point, point[f]!) },
    };
  });
}

/** A finished game of a batch with the map it was played on. */
export type LabGameOnMap = LabGameResult & { map: string };

/**
 * Suggested starting VP on each map of a batch, from that map's games. A player's current start is
 * its `initial` VP source (what it started the game with), so the suggestion holds for whatever
 * table the batch was played with. One definition for `tm lab run --suggest-vp` and the lab page.
 */
export function startingVpByMap(
  maps: readonly string[],
  games: readonly LabGameOnMap[],
  options: { seed: number; confidence?: number; resamples?: number },
): Record<string, StartingVpSuggestion[]> {
  return Object.fromEntries(
    maps.map((map) => {
      const played = games.filter((g) => g.map === map);
      const current = new Map(played.flatMap((g) => g.seats.map((s) => [s.player, s.vpBySource.initial ?? 0] as const)));
      return [map, suggestStartingVp(played, { current: (p) => current.get(p) ?? 0, seed: options.seed, ...(options.confidence === undefined ? {} : { confidence: options.confidence }), ...(options.resamples === undefined ? {} : { resamples: options.resamples }) })];
    }),
  );
}

/** A suggestion set beside a printed starting-VP table (a pack's own, e.g. Merchants of the Seas'). */
export interface PrintedComparison {
  rows: {
    player: string;
    printed: number;
    suggested: Interval;
    /** suggested − printed, with the suggestion's interval moved the same way. */
    difference: Interval;
  }[];
  /**
   * Spearman's rank correlation of suggestion and printed table over the players in both
   * (undefined with fewer than 3 of them, or when either side is the same for all).
   */
  spearman?: number;
  /** Players with a suggestion but no printed entry. */
  unprinted: string[];
}

/** How far each suggestion is from the printed table, and how well the two rank the players alike. */
export function againstPrinted(suggestions: readonly StartingVpSuggestion[], printed: Readonly<Record<string, number>>): PrintedComparison {
  const rows = suggestions.flatMap((s) => {
    const p = printed[s.player];
    if (p === undefined) return [];
    return [{ player: s.player, printed: p, suggested: s.suggested, difference: { estimate: s.suggested.estimate - p, lo: s.suggested.lo - p, hi: s.suggested.hi - p } }];
  });
  const distinct = (xs: number[]) => new Set(xs).size > 1;
  const xs = rows.map((r) => r.suggested.estimate);
  const ys = rows.map((r) => r.printed);
  const rho = rows.length >= 3 && distinct(xs) && distinct(ys) ? spearman(xs, ys) : undefined;
  return { rows, ...(rho === undefined ? {} : { spearman: rho }), unprinted: suggestions.filter((s) => printed[s.player] === undefined).map((s) => s.player) };
}
