/**
 * Balance-lab storage: a batch (its spec, pack and status) and each game it played (seed, map,
 * seats with VP, VP by source and rank, the log). A batch is found again by its key — the SHA-1 of
 * its spec and of the pack's resolved document — so running it again plays only the games not yet
 * stored: nothing is computed twice. Games are written one by one as they end, so a cancelled or
 * interrupted batch keeps every game that finished.
 */
import { z } from "zod";
import { BatchSpecSchema, sha1Hex, type BatchSpec, type LabGameRecord, type LabSeatResult } from "../engine";
import { db as defaultDb, type Db } from "./db";
import { jsonText, parseStored } from "./stored";

export const LAB_BATCH_STATUSES = ["running", "done", "cancelled", "failed"] as const;
export type LabBatchStatus = (typeof LAB_BATCH_STATUSES)[number];

const SeatsSchema = z.array(
  z.strictObject({
    player: z.string(),
    bot: z.string(),
    vp: z.number(),
    rank: z.number().int().positive(),
    vpBySource: z.record(z.string(), z.number()),
  }),
) satisfies z.ZodType<LabSeatResult[]>;
const StoredSeats = jsonText(SeatsSchema);
const StoredSpec = jsonText(BatchSpecSchema);

export interface LabBatchSummary {
  id: string;
  key: string;
  game: string;
  packId: string;
  packRevisionId?: string;
  packVersion: string;
  spec: BatchSpec;
  total: number;
  /** Games stored so far (finished or failed). */
  stored: number;
  status: LabBatchStatus;
  createdAt: Date;
  updatedAt: Date;
}

/** The key of a batch: the same spec on the same pack document is the same batch. */
export function labBatchKey(spec: BatchSpec, resolvedPack: unknown): string {
  return sha1Hex(JSON.stringify({ spec: stable(spec), pack: sha1Hex(JSON.stringify(stable(resolvedPack))) }));
}

/** A copy with object keys sorted (so the key does not depend on the order keys were written in). */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, stable((value as Record<string, unknown>)[k])]),
    );
  return value;
}

function summaryOf(row: { id: string; key: string; game: string; packId: string; packRevisionId: string | null; packVersion: string; spec: string; total: number; status: string; createdAt: Date; updatedAt: Date }, stored: number): LabBatchSummary {
  const ref = { model: "LabBatch", id: row.id, field: "spec" };
  return {
    id: row.id,
    key: row.key,
    game: row.game,
    packId: row.packId,
    ...(row.packRevisionId ? { packRevisionId: row.packRevisionId } : {}),
    packVersion: row.packVersion,
    spec: parseStored(StoredSpec, row.spec, ref),
    total: row.total,
    stored,
    status: parseStored(z.enum(LAB_BATCH_STATUSES), row.status, { ...ref, field: "status" }),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * The batch with this spec on this pack: the stored one (status set back to running) with the
 * indices of the games it already has, or a new one.
 */
export async function openLabBatch(
  input: { spec: BatchSpec; resolvedPack: unknown; packVersion: string; packRevisionId?: string; total: number },
  db: Db = defaultDb(),
): Promise<{ batch: LabBatchSummary; storedIndices: Set<number>; resumed: boolean }> {
  const key = labBatchKey(input.spec, input.resolvedPack);
  const existing = await db.labBatch.findUnique({ where: { key } });
  const row =
    existing ??
    (await db.labBatch.create({
      data: {
        key,
        game: input.spec.game,
        packId: input.spec.pack.id,
        packRevisionId: input.packRevisionId ?? null,
        packVersion: input.packVersion,
        spec: JSON.stringify(input.spec),
        total: input.total,
      },
    }));
  const games = await db.labGame.findMany({ where: { batchId: row.id }, select: { index: true } });
  if (existing && existing.status !== "running") await db.labBatch.update({ where: { id: row.id }, data: { status: "running" } });
  return { batch: summaryOf({ ...row, status: "running" }, games.length), storedIndices: new Set(games.map((g) => g.index)), resumed: !!existing };
}

/** Store one game of a batch (a game stored twice keeps the first: the same index is the same game). */
export async function saveLabGame(batchId: string, record: LabGameRecord, db: Db = defaultDb()): Promise<void> {
  const common = { batchId, index: record.index, seed: record.seed, map: record.map, ms: Math.round(record.ms), log: record.log ?? "" };
  const data = record.ok
    ? { ...common, ok: true, players: record.seats.map((s) => s.player).join(","), moves: record.moves, seats: JSON.stringify(record.seats) }
    : { ...common, ok: false, players: "", error: record.error };
  await db.labGame.upsert({ where: { batchId_index: { batchId, index: record.index } }, create: data, update: {} });
}

/** Mark a batch done, cancelled or failed. */
export async function finishLabBatch(batchId: string, status: Exclude<LabBatchStatus, "running">, db: Db = defaultDb()): Promise<void> {
  await db.labBatch.update({ where: { id: batchId }, data: { status } });
}

type GameRow = { id: string; batchId: string; index: number; seed: number; map: string; ok: boolean; error: string | null; moves: number; seats: string; log: string; ms: number };

function recordOf(r: GameRow, withLog: boolean): LabGameRecord {
  const log = withLog ? r.log : "";
  if (!r.ok) return { ok: false, index: r.index, seed: r.seed, map: r.map, error: r.error ?? "", ms: r.ms, log };
  const seats = parseStored(StoredSeats, r.seats, { model: "LabGame", id: r.id, field: "seats", label: `game ${r.index} of lab batch ${r.batchId}` });
  return { ok: true, index: r.index, seed: r.seed, map: r.map, moves: r.moves, seats, ms: r.ms, log };
}

/** Every game stored for a batch, in index order, parsed (logs left out unless asked for: they are large). */
export async function labGames(batchId: string, options: { withLogs?: boolean } = {}, db: Db = defaultDb()): Promise<LabGameRecord[]> {
  const rows = await db.labGame.findMany({ where: { batchId }, orderBy: { index: "asc" } });
  return rows.map((r) => recordOf(r, !!options.withLogs));
}

/** One stored game with its log (to open it as a playtest session), or undefined. */
export async function labGame(batchId: string, index: number, db: Db = defaultDb()): Promise<LabGameRecord | undefined> {
  const row = await db.labGame.findUnique({ where: { batchId_index: { batchId, index } } });
  return row ? recordOf(row, true) : undefined;
}

/** Batches, newest first, with how many games each has stored. */
export async function listLabBatches(db: Db = defaultDb()): Promise<LabBatchSummary[]> {
  const rows = await db.labBatch.findMany({ orderBy: { createdAt: "desc" }, include: { _count: { select: { games: true } } } });
  return rows.map((r) => summaryOf(r, r._count.games));
}

/** One batch, or undefined. */
export async function getLabBatch(id: string, db: Db = defaultDb()): Promise<LabBatchSummary | undefined> {
  const r = await db.labBatch.findUnique({ where: { id }, include: { _count: { select: { games: true } } } });
  return r ? summaryOf(r, r._count.games) : undefined;
}
