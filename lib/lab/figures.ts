/**
 * The figures of a finished lab batch, as the /lab page draws them: each faction's final-VP spread
 * and mean VP by source, the win rate by seat, and the suggested starting VP per map beside the
 * pack's printed table when it has one (difference per faction, Spearman's rank correlation).
 * Computed here from the stored games (engine/core/lab does the statistics); the page only draws.
 */
import {
  againstPrinted,
  startingVpByMap,
  summarizeBatch,
  vpBySource,
  vpSpreads,
  type BatchSpec,
  type LabGameOnMap,
  type LabGameRecord,
  type PrintedComparison,
  type SeatStats,
  type StartingVpSuggestion,
  type VpBySource,
  type VpSpread,
} from "../../engine";

export interface MapStartingVp {
  map: string;
  /** Finished games on the map. */
  games: number;
  suggestions: StartingVpSuggestion[];
  /** The suggestion beside the pack's printed table of this map (absent when the pack prints none). */
  printed?: PrintedComparison;
}

export interface BatchFigures {
  confidence: number;
  spreads: VpSpread[];
  sources: VpBySource;
  seats: SeatStats[];
  startingVp: MapStartingVp[];
}

/** The finished games of a batch's records, with their maps. */
export function finishedGames(records: readonly LabGameRecord[]): LabGameOnMap[] {
  return records.flatMap((r) => (r.ok ? [{ index: r.index, seed: r.seed, map: r.map, moves: r.moves, seats: r.seats }] : []));
}

/**
 * The figures of a batch from its stored games. `printed(map)` is the pack's own starting-VP table
 * of a map (the game module's `lab.printedStartingVp`), undefined when it has none. The suggestion
 * is seeded with the batch's seed, so the page and `tm lab show --suggest-vp` agree.
 */
export function batchFigures(
  spec: BatchSpec,
  records: readonly LabGameRecord[],
  options: { printed?: (map: string) => Record<string, number> | undefined; confidence?: number; resamples?: number } = {},
): BatchFigures {
  const confidence = options.confidence ?? 0.95;
  const games = finishedGames(records);
  const suggested = startingVpByMap(spec.maps, games, { seed: spec.seed, confidence, ...(options.resamples === undefined ? {} : { resamples: options.resamples }) });
  const startingVp = spec.maps.flatMap((map): MapStartingVp[] => {
    const onMap = games.filter((g) => g.map === map).length;
    if (onMap === 0) return [];
    const suggestions = suggested[map]!;
    const table = options.printed?.(map);
    return [{ map, games: onMap, suggestions, ...(table ? { printed: againstPrinted(suggestions, table) } : {}) }];
  });
  return { confidence, spreads: vpSpreads(games), sources: vpBySource(games), seats: summarizeBatch(games, { confidence }).seats, startingVp };
}
