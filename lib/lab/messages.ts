/** Messages between the batch runner and its worker threads. */
import type { LabGameRecord } from "../../engine";

export type ToWorker = { type: "play"; index: number } | { type: "stop" };
export type FromWorker = { type: "ready" } | { type: "game"; record: LabGameRecord };
