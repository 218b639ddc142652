/**
 * What the lab's plots of one batch show, computed from its games (the page only draws them): the
 * spread of each player's final VP (a box: quartiles, extremes, mean) and each player's mean VP by
 * source, the sources in a fixed order for stacked bars.
 */
import { meanAndSd, quantileSorted } from "./intervals";
import type { LabGameResult } from "./summary";

/** The spread of one player's final VP over its games. */
export interface VpSpread {
  player: string;
  games: number;
  min: number;
  /** Lower quartile, median and upper quartile (linear interpolation between order statistics). */
  q1: number;
  median: number;
  q3: number;
  max: number;
  mean: number;
}

/** Each player's final-VP spread, players in id order. */
export function vpSpreads(games: readonly LabGameResult[]): VpSpread[] {
  const byPlayer = new Map<string, number[]>();
  for (const g of games) for (const s of g.seats) byPlayer.set(s.player, [...(byPlayer.get(s.player) ?? []), s.vp]);
  return [...byPlayer]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([player, vps]) => {
      const sorted = [...vps].sort((a, b) => a - b);
      return {
        player,
        games: vps.length,
        min: sorted[0]!,
        q1: quantileSorted(sorted, 0.25),
        median: quantileSorted(sorted, 0.5),
        q3: quantileSorted(sorted, 0.75),
        max: sorted[sorted.length - 1]!,
        mean: meanAndSd(vps).mean,
      };
    });
}

/** Mean VP by source per player: the parts of each player's mean final score. */
export interface VpBySource {
  /**
   * Every source that gave some player VP, largest total first (over all seats of all games), so
   * sources that take VP away (negative in total) come last.
   */
  sources: string[];
  players: { player: string; games: number; meanVp: number; bySource: Record<string, number> }[];
}

/** Mean VP by source per player (a source a player never scored from counts 0 in its mean). */
export function vpBySource(games: readonly LabGameResult[]): VpBySource {
  const byPlayer = new Map<string, { games: number; vp: number; sources: Record<string, number> }>();
  const totals: Record<string, number> = {};
  for (const g of games)
    for (const s of g.seats) {
      const p = byPlayer.get(s.player) ?? { games: 0, vp: 0, sources: {} };
      p.games++;
      p.vp += s.vp;
      for (const [src, v] of Object.entries(s.vpBySource)) {
        p.sources[src] = (p.sources[src] ?? 0) + v;
        totals[src] = (totals[src] ?? 0) + v;
      }
      byPlayer.set(s.player, p);
    }
  const sources = Object.keys(totals)
    .filter((src) => [...byPlayer.values()].some((p) => (p.sources[src] ?? 0) !== 0))
    .sort((a, b) => totals[b]! - totals[a]! || a.localeCompare(b));
  return {
    sources,
    players: [...byPlayer]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([player, p]) => ({ player, games: p.games, meanVp: p.vp / p.games, bySource: Object.fromEntries(sources.map((src) => [src, (p.sources[src] ?? 0) / p.games])) })),
  };
}
