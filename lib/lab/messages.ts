/** Messages between a balance-lab worker thread and the process that runs it. */
import type { BatchSpec, LabGameRecord } from "../../engine";

/** Batches a thread keeps compiled (the most recently loaded ones). */
export const KEPT_BATCHES = 4;

export type ToWorker =
  /** Compile a batch's pack and keep it under `key` (a thread of `tm lab worker` plays many batches). */
  | { type: "load"; key: string; spec: BatchSpec; resolved: unknown }
  /** Play game `index` of the batch loaded under `key` (the batch of `workerData` when absent). */
  | { type: "play"; index: number; key?: string }
  | { type: "stop" };
export type FromWorker = { type: "ready" } | { type: "game"; record: LabGameRecord };
