/**
 * Balance-lab storage: a batch (its spec, pack and status) and each game it played (seed, map,
 * seats with VP, VP by source and rank, the log). A batch is found again by its key — the SHA-1 of
 * its spec and of the pack's resolved document — so running it again plays only the games not yet
 * stored: nothing is computed twice. Games are written one by one as they end, so a cancelled or
 * interrupted batch keeps every game that finished. A batch keeps the resolved pack it plays, so a
 * `tm lab worker` on another machine plays exactly the same games.
 */
import { z } from "zod";
import { BatchSpecSchema, gameModule, sha1Hex, type BatchSpec, type LabGameRecord, type LabSeatResult } from "../engine";
import { db as defaultDb, type Db } from "./db";
import { jsonText, parseStored, StoredRowError } from "./stored";

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
export function stable(value: unknown): unknown {
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
        resolvedPack: JSON.stringify(input.resolvedPack),
        total: input.total,
      },
    }));
  const games = await db.labGame.findMany({ where: { batchId: row.id }, select: { index: true } });
  // A batch stored before batches kept their pack gets it now (the key proves it is the same pack).
  if (existing && (existing.status !== "running" || !existing.resolvedPack))
    await db.labBatch.update({ where: { id: row.id }, data: { status: "running", ...(existing.resolvedPack ? {} : { resolvedPack: JSON.stringify(input.resolvedPack) }) } });
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

/**
 * What a worker needs to play a batch's games: its spec and the resolved pack it keeps, checked by
 * the game's own validation (undefined when there is no such batch).
 */
export async function labBatchToPlay(id: string, db: Db = defaultDb()): Promise<{ spec: BatchSpec; resolved: unknown; total: number } | undefined> {
  const row = await db.labBatch.findUnique({ where: { id }, select: { spec: true, resolvedPack: true, total: true } });
  if (!row) return undefined;
  const ref = { model: "LabBatch", id, field: "resolvedPack" };
  const spec = parseStored(StoredSpec, row.spec, { ...ref, field: "spec" });
  const game = gameModule(spec.game);
  if (!game) throw new StoredRowError({ ...ref, field: "game" }, [{ path: "", message: `no game module "${spec.game}"`, code: "lab/no-game" }]);
  if (!row.resolvedPack) throw new StoredRowError(ref, [{ path: "", message: "empty: the batch was stored before batches kept their pack; run it again with tm lab run to store it", code: "lab/no-pack" }]);
  const doc = parseStored(jsonText(z.unknown()), row.resolvedPack, ref);
  const v = game.pack.validate(doc);
  if (!v.ok) throw new StoredRowError(ref, v.issues);
  return { spec, resolved: v.resolved, total: row.total };
}

/** A batch's status (undefined when it was deleted). */
export async function labBatchStatus(id: string, db: Db = defaultDb()): Promise<LabBatchStatus | undefined> {
  const row = await db.labBatch.findUnique({ where: { id }, select: { status: true } });
  return row ? parseStored(z.enum(LAB_BATCH_STATUSES), row.status, { model: "LabBatch", id, field: "status" }) : undefined;
}

/** Which of these game indices a batch has stored. */
export async function storedLabIndices(batchId: string, indices: readonly number[], db: Db = defaultDb()): Promise<Set<number>> {
  const rows = await db.labGame.findMany({ where: { batchId, index: { in: [...indices] } }, select: { index: true } });
  return new Set(rows.map((r) => r.index));
}

/** How many games a batch has stored. */
export async function storedLabGames(batchId: string, db: Db = defaultDb()): Promise<number> {
  return db.labGame.count({ where: { batchId } });
}

/**
 * Mark a running batch done (or failed, when a game failed) once every one of its games is stored;
 * whoever stores the last game calls it, so a batch ends even when nobody waits for it. A cancelled
 * batch stays cancelled. Returns the status it has now.
 */
export async function finishLabBatchIfComplete(batchId: string, db: Db = defaultDb()): Promise<LabBatchStatus | undefined> {
  const batch = await db.labBatch.findUnique({ where: { id: batchId }, select: { total: true } });
  if (!batch) return undefined;
  const [stored, failed] = await Promise.all([db.labGame.count({ where: { batchId } }), db.labGame.count({ where: { batchId, ok: false } })]);
  if (stored >= batch.total) await db.labBatch.updateMany({ where: { id: batchId, status: "running" }, data: { status: failed ? "failed" : "done" } });
  return labBatchStatus(batchId, db);
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

/** A `tm lab worker` that is up, as it last reported itself. */
export interface LabWorkerSeen {
  name: string;
  concurrency: number;
  startedAt: Date;
  seenAt: Date;
}

/** How often a worker reports itself, and after how long without a report it counts as gone (it crashed, or its machine did). */
export const LAB_WORKER_HEARTBEAT_MS = 5_000;
export const LAB_WORKER_GONE_MS = 20_000;

/** A worker reports that it is up (its first report starts its row). */
export async function labWorkerSeen(name: string, concurrency: number, db: Db = defaultDb(), now = new Date()): Promise<void> {
  await db.labWorker.upsert({ where: { name }, create: { name, concurrency, startedAt: now, seenAt: now }, update: { concurrency, seenAt: now } });
}

/** A worker that stops removes its row. */
export async function labWorkerGone(name: string, db: Db = defaultDb()): Promise<void> {
  await db.labWorker.deleteMany({ where: { name } });
}

/** The workers that reported within LAB_WORKER_GONE_MS, by name. */
export async function liveLabWorkers(db: Db = defaultDb(), now = new Date()): Promise<LabWorkerSeen[]> {
  return db.labWorker.findMany({ where: { seenAt: { gt: new Date(now.getTime() - LAB_WORKER_GONE_MS) } }, orderBy: { name: "asc" } });
}
