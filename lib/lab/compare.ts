/**
 * A/B comparison of two stored lab batches (two revisions of a pack, or two variants): per faction
 * each batch's win rate and mean VP, and B − A with its interval (Newcombe for win rates, Welch for
 * mean VP, from engine/core/lab `compareBatches`), flagged where the interval excludes 0. Shared by
 * `tm lab compare` and GET /api/lab/compare so both say the same thing.
 */
import { compareBatches, summarizeBatch, type BatchSpec, type Interval, type LabGameRecord, type LabGameResult } from "../../engine";
import type { Db } from "../../prisma/db";
import { getLabBatch, labGames, type LabBatchSummary } from "../../prisma/lab";

export interface ComparedBatch {
  id: string;
  status: string;
  packId: string;
  packVersion: string;
  spec: BatchSpec;
  /** Finished games the comparison uses. */
  games: number;
}

export interface FactionSide {
  games: number;
  /** Wins, ties split. */
  wins: number;
  winRate: Interval;
  meanVp: Interval;
}

export interface FactionComparison {
  faction: string;
  /** The faction in batch A and in batch B (null: it played no game there). */
  a: FactionSide | null;
  b: FactionSide | null;
  /** B − A win rate, Newcombe's interval (null when the faction played in only one batch: no difference to tell). */
  winRate: Interval | null;
  /** B − A mean VP, Welch's interval (unbounded ends with fewer than two games on a side; null as above). */
  meanVp: Interval | null;
  winRateChanged: boolean;
  meanVpChanged: boolean;
}

export interface LabComparison {
  ok: true;
  confidence: number;
  a: ComparedBatch;
  b: ComparedBatch;
  factions: FactionComparison[];
  /** What differs between the two batches besides the pack (maps, variants, bots), when something does. */
  notes: string[];
}

export type ComparisonProblem = { ok: false; status: 404 | 422; code: "lab/not-found" | "lab/incompatible"; message: string };

function finished(records: readonly LabGameRecord[]): LabGameResult[] {
  return records.flatMap((r) => (r.ok ? [{ index: r.index, seed: r.seed, moves: r.moves, seats: r.seats }] : []));
}

function described(batch: LabBatchSummary): ComparedBatch {
  return { id: batch.id, status: batch.status, packId: batch.packId, packVersion: batch.packVersion, spec: batch.spec, games: 0 };
}

/** Why two batches cannot be compared (different games or seats per game), or undefined. */
export function incompatibility(a: { id: string; game: string; spec: BatchSpec }, b: { id: string; game: string; spec: BatchSpec }): string | undefined {
  if (a.game !== b.game) return `batch ${a.id} is of ${a.game} and batch ${b.id} of ${b.game}: only batches of the same game compare`;
  if (a.spec.players !== b.spec.players)
    return `batch ${a.id} has ${a.spec.players} players a game and batch ${b.id} has ${b.spec.players}: win rates at different player counts do not compare`;
  return undefined;
}

/** The comparison of two batches' games (B − A), built from their finished games. */
export function comparisonOf(a: ComparedBatch, gamesA: readonly LabGameResult[], b: ComparedBatch, gamesB: readonly LabGameResult[], confidence = 0.95): LabComparison {
  const sideOf = (games: readonly LabGameResult[]) => new Map(summarizeBatch(games, { confidence }).players.map((p) => [p.player, { games: p.games, wins: p.wins, winRate: p.winRate, meanVp: p.meanVp }]));
  const sa = sideOf(gamesA);
  const sb = sideOf(gamesB);
  const factions = compareBatches(gamesA, gamesB, confidence).map(({ player, ...d }): FactionComparison => {
    const [x, y] = [sa.get(player) ?? null, sb.get(player) ?? null];
    return x && y ? { faction: player, a: x, b: y, ...d } : { faction: player, a: x, b: y, winRate: null, meanVp: null, winRateChanged: false, meanVpChanged: false };
  });
  const notes: string[] = [];
  const differs = (what: string, x: readonly string[], y: readonly string[]) => {
    if (x.join(",") !== y.join(",")) notes.push(`${what} differ: A ${x.join(",") || "none"}, B ${y.join(",") || "none"}`);
  };
  differs("maps", a.spec.maps, b.spec.maps);
  differs("variants", a.spec.variants, b.spec.variants);
  differs("bots", a.spec.bots, b.spec.bots);
  return { ok: true, confidence, a: { ...a, games: gamesA.length }, b: { ...b, games: gamesB.length }, factions, notes };
}

/** Compare two stored batches by id, or say why not (an unknown batch, one with no finished game, different games or player counts). */
export async function compareStoredBatches(aId: string, bId: string, options: { confidence?: number; db?: Db; visible?: (packId: string) => boolean } = {}): Promise<LabComparison | ComparisonProblem> {
  const confidence = options.confidence ?? 0.95;
  const rows: LabBatchSummary[] = [];
  for (const id of [aId, bId]) {
    const batch = await getLabBatch(id, options.db);
    if (!batch || (options.visible && !options.visible(batch.packId))) return { ok: false, status: 404, code: "lab/not-found", message: `no stored lab batch "${id}"` };
    rows.push(batch);
  }
  const [a, b] = rows as [LabBatchSummary, LabBatchSummary];
  const problem = incompatibility(a, b);
  if (problem) return { ok: false, status: 422, code: "lab/incompatible", message: problem };
  const gamesA = finished(await labGames(a.id, {}, options.db));
  const gamesB = finished(await labGames(b.id, {}, options.db));
  for (const [batch, games] of [[a, gamesA], [b, gamesB]] as const)
    if (games.length === 0) return { ok: false, status: 422, code: "lab/incompatible", message: `batch ${batch.id} has no finished game to compare` };
  return comparisonOf(described(a), gamesA, described(b), gamesB, confidence);
}
