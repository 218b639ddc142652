/**
 * Balance-lab batches on PostgreSQL go through a pg-boss queue, so `tm lab worker` processes on any
 * number of machines share them. A batch is stored first (its spec and resolved pack), then
 * enqueued as jobs of a few game indices each; a worker plays a job's games on its threads and
 * stores each as it ends. Nothing is played twice: a worker skips the games its batch has stored
 * already, so a job retried after a worker stopped or crashed plays only what is missing, and a
 * game stored twice keeps the first (one row per batch and index). Cancelling a batch marks it
 * cancelled and cancels its waiting jobs; workers look at the batch's status while they play and
 * stop its games. With SQLite (the default) none of this is used: `runBatch` plays in-process.
 */
import { randomUUID } from "node:crypto";
import os from "node:os";
import PgBoss from "pg-boss";
import { z } from "zod";
import type { BatchSpec } from "../../engine";
import type { Db } from "../../prisma/db";
import { finishLabBatch, finishLabBatchIfComplete, LAB_WORKER_HEARTBEAT_MS, labBatchStatus, labBatchToPlay, labWorkerGone, labWorkerSeen, saveLabGame, storedLabGames, storedLabIndices } from "../../prisma/lab";
import type { BatchProgress } from "./runner";
import { GameThread } from "./thread";

/** The queue of lab jobs. */
export const LAB_QUEUE = "lab-games";

/** A job: some games of a stored batch, by index. */
export const LabJobSchema = z.strictObject({ batchId: z.string().min(1), indices: z.array(z.number().int().min(0)).min(1) });
export type LabJob = z.infer<typeof LabJobSchema>;

/** What a worker reports for a job it finished (pg-boss keeps it as the job's output). */
export interface LabJobOutput {
  worker: string;
  played: number;
  /** Games of the job already stored when the worker took it (not played again). */
  skipped: number;
  cancelled: boolean;
}

/**
 * How jobs are retried: a worker that stops fails its job at once, a crashed one's job expires
 * after `expireInSeconds`; either way another worker takes it again and plays only what is missing.
 */
const JOB_OPTIONS = { retryLimit: 5, retryDelay: 1, expireInSeconds: 30 * 60 };

/** A started pg-boss on this database, with the lab's queue created (pg-boss keeps its tables in the `pgboss` schema). */
export async function openLabQueue(url: string, onError: (e: Error) => void): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: url, application_name: "mystica-lab" });
  boss.on("error", onError);
  await boss.start();
  // Processes started together (two `tm lab worker`s, a worker and `tm lab run`) may create the
  // queue at the same moment, and PostgreSQL then aborts one of them as a deadlock (40P01): try again.
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(LAB_QUEUE);
      break;
    } catch (e) {
      if ((e as { code?: string }).code !== "40P01" || attempt >= 5) throw e;
      await new Promise((r) => setTimeout(r, 100 * attempt + Math.random() * 200));
    }
  }
  return boss;
}

/** Indices in runs of at most `size`. */
export function chunkIndices(indices: readonly number[], size: number): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < indices.length; i += size) out.push(indices.slice(i, i + size));
  return out;
}

/** Enqueue these games of a stored batch as jobs of `chunk` games; returns the jobs' ids. */
export async function enqueueLabBatch(boss: PgBoss, batchId: string, indices: readonly number[], chunk: number): Promise<string[]> {
  const jobs = chunkIndices(indices, chunk).map((c) => ({ id: randomUUID(), name: LAB_QUEUE, data: { batchId, indices: c } satisfies LabJob, ...JOB_OPTIONS }));
  if (jobs.length) await boss.insert(jobs);
  return jobs.map((j) => j.id);
}

const ENDED = new Set(["completed", "failed", "cancelled"]);

export interface QueuedRun {
  cancelled: boolean;
  seconds: number;
  /** Games played per worker (from the outputs of the jobs they completed). */
  workers: Record<string, number>;
  /** The batch's jobs by final state. */
  jobs: Record<string, number>;
}

/**
 * Wait until every job of a batch has ended, reporting progress from the games stored. An abort
 * cancels the batch: it is marked cancelled and its jobs that have not ended are cancelled. A batch
 * cancelled elsewhere (the studio, another `tm`) ends the wait the same way.
 */
export async function waitForLabBatch(
  boss: PgBoss,
  db: Db,
  batchId: string,
  jobIds: readonly string[],
  o: { planned: number; storedBefore: number; signal?: AbortSignal; onProgress?: (p: BatchProgress) => void; pollMs?: number },
): Promise<QueuedRun> {
  const start = performance.now();
  const ended = new Map<string, PgBoss.JobWithMetadata>();
  const elapsed = () => (performance.now() - start) / 1000;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(done, ms);
      function done() {
        clearTimeout(t);
        o.signal?.removeEventListener("abort", done);
        resolve();
      }
      o.signal?.addEventListener("abort", done);
    });
  let cancelled = false;
  for (;;) {
    if (o.signal?.aborted) {
      await finishLabBatch(batchId, "cancelled", db);
      cancelled = true;
    } else if ((await labBatchStatus(batchId, db)) === "cancelled") cancelled = true;
    if (cancelled) await boss.cancel(LAB_QUEUE, jobIds.filter((id) => !ended.has(id)));
    for (const id of jobIds) {
      if (ended.has(id)) continue;
      const job = await boss.getJobById<LabJob>(LAB_QUEUE, id, { includeArchive: true });
      if (!job || ENDED.has(job.state)) ended.set(id, job ?? ({ state: "cancelled" } as PgBoss.JobWithMetadata));
    }
    if (cancelled) break;
    const [stored, failed] = await Promise.all([storedLabGames(batchId, db), db.labGame.count({ where: { batchId, ok: false } })]);
    const done = Math.max(0, stored - o.storedBefore);
    const seconds = elapsed();
    const rate = seconds > 0 ? done / seconds : 0;
    o.onProgress?.({ done, failed, total: o.planned, elapsedSeconds: seconds, gamesPerSecond: rate, etaSeconds: done > 0 ? (o.planned - done) / rate : undefined });
    if (ended.size === jobIds.length) break;
    await sleep(o.pollMs ?? 1000);
  }
  const workers: Record<string, number> = {};
  const jobs: Record<string, number> = {};
  for (const job of ended.values()) {
    jobs[job.state] = (jobs[job.state] ?? 0) + 1;
    const out = job.output as Partial<LabJobOutput> | null | undefined;
    if (job.state === "completed" && typeof out?.worker === "string") workers[out.worker] = (workers[out.worker] ?? 0) + (out.played ?? 0);
  }
  return { cancelled, seconds: elapsed(), workers, jobs };
}

export interface LabWorkerOptions {
  url: string;
  db: Db;
  /** Jobs played at once, each on its own thread (default: one per core). */
  concurrency?: number;
  /** Stops the worker: games in play are dropped and their jobs failed, to be retried by another worker. */
  signal: AbortSignal;
  log: (line: string) => void;
  /** How the worker names itself in logs and job outputs (default host:pid). */
  name?: string;
  /** Seconds between looks at the queue when it is empty (default 1). */
  pollSeconds?: number;
  /** Milliseconds between looks at the status of a batch whose games are playing (default 1000). */
  cancelPollMs?: number;
}

type Playable = { spec: BatchSpec; resolved: unknown; total: number };

/** `tm lab worker`: take lab jobs until stopped, playing each on a thread and storing every game as it ends. */
export async function runLabWorker(o: LabWorkerOptions): Promise<void> {
  const name = o.name ?? `${os.hostname()}:${process.pid}`;
  const concurrency = Math.max(1, o.concurrency ?? os.availableParallelism());
  const boss = await openLabQueue(o.url, (e) => o.log(`lab worker ${name}: pg-boss: ${e.message}`));
  const threads: (GameThread | undefined)[] = [];
  const batches = new Map<string, Promise<Playable | undefined>>();
  const batchOf = (id: string) => {
    let b = batches.get(id);
    if (!b) {
      b = labBatchToPlay(id, o.db);
      b.catch(() => batches.delete(id));
      batches.set(id, b);
      if (batches.size > 16) batches.delete(batches.keys().next().value!);
    }
    return b;
  };

  const play = async (slot: number, job: PgBoss.Job<unknown>): Promise<LabJobOutput> => {
    const parsed = LabJobSchema.safeParse(job.data);
    if (!parsed.success) throw new Error(`lab job ${job.id} is not a lab job: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
    const { batchId, indices } = parsed.data;
    const batch = await batchOf(batchId);
    const range = `${indices[0]}${indices.length > 1 ? `–${indices[indices.length - 1]}` : ""}`;
    if (!batch || (await labBatchStatus(batchId, o.db)) === "cancelled") {
      o.log(`lab worker ${name}: batch ${batchId} games ${range}: ${batch ? "batch cancelled" : "no such batch"}, nothing played`);
      return { worker: name, played: 0, skipped: 0, cancelled: true };
    }
    const stored = await storedLabIndices(batchId, indices, o.db);
    const todo = indices.filter((i) => !stored.has(i));
    o.log(`lab worker ${name}: batch ${batchId} games ${range}: playing ${todo.length}${stored.size ? ` (${stored.size} stored already)` : ""}`);
    const kept = threads[slot];
    const thread = kept?.alive ? kept : (threads[slot] = new GameThread());
    let cancelled = false;
    const stop = () => void thread.terminate();
    o.signal.addEventListener("abort", stop);
    let looking = false;
    const watch = setInterval(() => {
      if (looking) return;
      looking = true;
      labBatchStatus(batchId, o.db)
        .then((s) => {
          if (s === "cancelled" || s === undefined) {
            cancelled = true;
            stop();
          }
        })
        .catch(() => undefined)
        .finally(() => (looking = false));
    }, o.cancelPollMs ?? 1000);
    let played = 0;
    try {
      for (const index of todo) {
        if (cancelled || o.signal.aborted) break;
        let record;
        try {
          record = await thread.play(batchId, batch.spec, batch.resolved, index);
        } catch (e) {
          if (cancelled || o.signal.aborted) break;
          throw e;
        }
        await saveLabGame(batchId, record, o.db);
        played++;
      }
    } finally {
      clearInterval(watch);
      o.signal.removeEventListener("abort", stop);
    }
    const note = `lab worker ${name}: batch ${batchId} games ${range}: played ${played}`;
    if (cancelled) {
      o.log(`${note}, batch cancelled`);
      return { worker: name, played, skipped: stored.size, cancelled: true };
    }
    if (played < todo.length) {
      o.log(`${note}, stopped (the job goes back to the queue)`);
      throw new Error(`lab worker ${name} stopped with ${todo.length - played} games of the job not played`);
    }
    await finishLabBatchIfComplete(batchId, o.db);
    o.log(note);
    return { worker: name, played, skipped: stored.size, cancelled: false };
  };

  for (let slot = 0; slot < concurrency; slot++) await boss.work(LAB_QUEUE, { batchSize: 1, pollingIntervalSeconds: o.pollSeconds ?? 1 }, ([job]) => play(slot, job!));
  // The worker reports itself every few seconds while it is up, so the studio can tell whether anyone will play a queued batch.
  const seen = () => labWorkerSeen(name, concurrency, o.db).catch((e: Error) => o.log(`lab worker ${name}: could not report itself: ${e.message}`));
  await seen();
  const heartbeat = setInterval(() => void seen(), LAB_WORKER_HEARTBEAT_MS);
  o.log(`lab worker ${name}: waiting for jobs (concurrency ${concurrency})`);
  try {
    if (!o.signal.aborted) await new Promise<void>((resolve) => o.signal.addEventListener("abort", () => resolve(), { once: true }));
  } finally {
    clearInterval(heartbeat);
  }
  await boss.stop({ graceful: true, timeout: 10_000 });
  await Promise.all(threads.map((t) => t?.terminate()));
  await labWorkerGone(name, o.db).catch(() => undefined);
  o.log(`lab worker ${name}: stopped`);
}
