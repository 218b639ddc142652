/**
 * The balance lab's batch runner (Node only: the CLI and the studio's server): plays a batch's
 * games on `node:worker_threads`, one worker per core by default, handing each idle worker the
 * next game index. Reports progress (games done, games/s, ETA) and stops on an abort signal,
 * keeping the games finished so far. Workers load the engine from a bundle, as `tm` does (worker.mjs).
 */
import os from "node:os";
import { Worker } from "node:worker_threads";
import { batchSize, type BatchSpec, type LabGameRecord } from "../../engine";
import type { FromWorker, ToWorker } from "./messages";

export interface BatchProgress {
  done: number;
  failed: number;
  total: number;
  elapsedSeconds: number;
  gamesPerSecond: number;
  /** Seconds left at the current rate (undefined before the first game ends). */
  etaSeconds: number | undefined;
}

export interface BatchRun {
  /** The games played by this run, in index order (failed ones included). */
  records: LabGameRecord[];
  cancelled: boolean;
  workers: number;
  seconds: number;
  /** Games finished per second of wall time, all workers together. */
  gamesPerSecond: number;
}

export interface RunOptions {
  /** The worker entry (default: worker.mjs beside this file; a server bundle passes the path in the project). */
  workerEntry?: string | URL;
  /** Worker threads (default: one per core, at most one per game). */
  workers?: number;
  /** Game indices not to play (already stored: nothing is played twice). */
  skip?: ReadonlySet<number>;
  signal?: AbortSignal;
  onProgress?: (p: BatchProgress) => void;
  /** Each game as it ends (in the order they end). */
  onGame?: (record: LabGameRecord) => void | Promise<void>;
}


/** Play a batch: `resolved` is the pack as the game module's `compile` takes it. */
export function runBatch(spec: BatchSpec, resolved: unknown, options: RunOptions = {}): Promise<BatchRun> {
  const queue: number[] = [];
  for (let i = 0; i < batchSize(spec); i++) if (!options.skip?.has(i)) queue.push(i);
  const total = queue.length;
  const count = Math.max(1, Math.min(options.workers ?? os.availableParallelism(), total));
  const records: LabGameRecord[] = [];
  const start = performance.now();
  let failed = 0;
  let settled = false;
  const workers: Worker[] = [];

  const progress = (): BatchProgress => {
    const elapsed = (performance.now() - start) / 1000;
    const rate = elapsed > 0 ? records.length / elapsed : 0;
    return { done: records.length, failed, total, elapsedSeconds: elapsed, gamesPerSecond: rate, etaSeconds: records.length > 0 ? (total - records.length) / rate : undefined };
  };

  return new Promise<BatchRun>((resolve, reject) => {
    const finish = (cancelled: boolean) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener("abort", onAbort);
      for (const w of workers) void w.terminate();
      const seconds = (performance.now() - start) / 1000;
      records.sort((a, b) => a.index - b.index);
      resolve({ records, cancelled, workers: count, seconds, gamesPerSecond: seconds > 0 ? records.length / seconds : 0 });
    };
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener("abort", onAbort);
      for (const w of workers) void w.terminate();
      reject(error);
    };
    const onAbort = () => finish(true);
    if (options.signal?.aborted) return finish(true);
    options.signal?.addEventListener("abort", onAbort);
    if (total === 0) return finish(false);

    const feed = (w: Worker) => {
      const index = queue.shift();
      if (index === undefined) {
        w.postMessage({ type: "stop" } satisfies ToWorker);
        return;
      }
      w.postMessage({ type: "play", index } satisfies ToWorker);
    };
    const entry = options.workerEntry ?? new URL("./worker.mjs", import.meta.url);
    for (let i = 0; i < count; i++) {
      const w = new Worker(entry, { workerData: { spec, resolved } });
      workers.push(w);
      w.on("message", (m: FromWorker) => {
        if (settled) return;
        if (m.type === "ready") return feed(w);
        records.push(m.record);
        if (!m.record.ok) failed++;
        Promise.resolve(options.onGame?.(m.record))
          .then(() => {
            if (settled) return;
            options.onProgress?.(progress());
            if (records.length === total) finish(false);
            else feed(w);
          })
          .catch((e: unknown) => fail(e instanceof Error ? e : new Error(String(e))));
      });
      w.on("error", (e) => fail(new Error(`lab worker ${i + 1} failed: ${e.message}`)));
      w.on("exit", (code) => {
        if (!settled && code !== 0) fail(new Error(`lab worker ${i + 1} exited with code ${code}`));
      });
    }
  });
}
