/**
 * One long-lived balance-lab worker thread that plays games of any batch, one at a time: the
 * batch's pack is compiled in the thread the first time one of its games is asked for. Used by
 * `tm lab worker`, whose threads outlive the jobs they play. `terminate` stops the game in play
 * (its promise rejects); the thread is then dead and a new one is needed.
 */
import { Worker } from "node:worker_threads";
import type { BatchSpec, LabGameRecord } from "../../engine";
import { KEPT_BATCHES, type FromWorker, type ToWorker } from "./messages";

export class GameThread {
  private readonly worker: Worker;
  private readonly ready: Promise<void>;
  /** The batches the thread has compiled, oldest first (it keeps the same ones). */
  private readonly loaded: string[] = [];
  private pending: { resolve: (r: LabGameRecord) => void; reject: (e: Error) => void } | undefined;
  private failure: Error | undefined;

  constructor(entry: string | URL = new URL("./worker.mjs", import.meta.url)) {
    this.worker = new Worker(entry);
    this.ready = new Promise<void>((resolve, reject) => {
      this.worker.on("message", (m: FromWorker) => {
        if (m.type === "ready") return resolve();
        const p = this.pending;
        this.pending = undefined;
        p?.resolve(m.record);
      });
      const die = (e: Error) => {
        this.failure ??= e;
        reject(e);
        const p = this.pending;
        this.pending = undefined;
        p?.reject(e);
      };
      this.worker.on("error", (e) => die(new Error(`lab worker thread failed: ${e.message}`)));
      this.worker.on("exit", (code) => die(new Error(`lab worker thread stopped (exit code ${code})`)));
    });
    this.ready.catch(() => undefined);
  }

  /** Whether the thread can still play (not terminated, not crashed). */
  get alive(): boolean {
    return !this.failure;
  }

  /** Play game `index` of the batch `key` (its spec and resolved pack are sent the first time). */
  async play(key: string, spec: BatchSpec, resolved: unknown, index: number): Promise<LabGameRecord> {
    await this.ready;
    if (this.failure) throw this.failure;
    if (this.pending) throw new Error("a lab worker thread plays one game at a time");
    const send = (m: ToWorker) => this.worker.postMessage(m);
    if (!this.loaded.includes(key)) {
      send({ type: "load", key, spec, resolved });
      this.loaded.push(key);
      if (this.loaded.length > KEPT_BATCHES) this.loaded.shift();
    }
    return new Promise<LabGameRecord>((resolve, reject) => {
      this.pending = { resolve, reject };
      send({ type: "play", key, index });
    });
  }

  /** Stop the thread, and the game it plays. */
  async terminate(): Promise<void> {
    this.failure ??= new Error("lab worker thread terminated");
    await this.worker.terminate();
  }
}
