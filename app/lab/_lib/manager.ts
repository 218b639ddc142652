/**
 * Server side of the balance lab: batches started from the studio run in this server process on
 * worker threads (lib/lab/runner.ts), each game stored as it ends; the live progress of running
 * batches is kept in memory, so the page can poll it and cancel a batch.
 */
import path from "node:path";
import { BatchSpecSchema, batchSetupProblem, batchSize, batchSpecProblems, GAMES, summarizeBatch, type BatchSpec, type LabGameRecord } from "@/engine";
import { runBatch, type BatchProgress } from "@/lib/lab/runner";
import { finishLabBatch, getLabBatch, labGames, openLabBatch, saveLabGame, type LabBatchSummary } from "@/prisma/lab";
import { findRevision } from "@/prisma/sessions";
import { playPack } from "@/app/playtest/_lib/sessions";

/** The request body of a new batch: the pack revision and the rest of a BatchSpec. */
export const StartBatchSchema = BatchSpecSchema.omit({ pack: true, game: true }).extend({
  packId: BatchSpecSchema.shape.pack.shape.id,
  revision: BatchSpecSchema.shape.pack.shape.revision,
});

interface Running {
  controller: AbortController;
  progress?: BatchProgress;
}

const globalRuns = globalThis as unknown as { mysticaLabRuns?: Map<string, Running> };
const runs = (globalRuns.mysticaLabRuns ??= new Map());

/** The worker entry, found from the project folder (the server's bundle does not hold it). */
const WORKER = path.join(/*turbopackIgnore: true*/ process.cwd(), "lib", "lab", "worker.mjs");

export type LabProblem = { ok: false; status: 404 | 409 | 422; code: string; message: string };

/** Start (or resume) a batch on a stored pack revision; its games are played in the background. */
export async function startBatch(input: ReturnType<typeof StartBatchSchema.parse>): Promise<{ ok: true; id: string; resumed: boolean; total: number } | LabProblem> {
  const revision = await findRevision(input.packId, input.revision);
  if (!revision) return { ok: false, status: 404, code: "pack/not-found", message: `no revision ${input.revision ?? "head"} of pack "${input.packId}"` };
  const pack = await playPack(revision.id, revision.document);
  if ("ok" in pack) return { ok: false, status: 422, code: pack.code, message: pack.message };
  const { packId, revision: _r, ...rest } = input;
  void _r;
  const spec: BatchSpec = { ...rest, game: pack.game, pack: { id: packId, revision: revision.number } };
  const gameModule = GAMES[pack.game];
  const problems = batchSpecProblems(spec, gameModule);
  const setup = problems.length ? undefined : batchSetupProblem(spec, gameModule, pack.catalog);
  if (problems.length || setup) return { ok: false, status: 422, code: "lab/invalid-batch", message: problems.length ? problems.join("; ") : setup! };
  const opened = await openLabBatch({ spec, resolvedPack: pack.resolved, packVersion: pack.resolved.manifest.version, packRevisionId: revision.id, total: batchSize(spec) });
  const id = opened.batch.id;
  if (runs.has(id)) return { ok: false, status: 409, code: "lab/running", message: `batch ${id} is running already` };
  const run: Running = { controller: new AbortController() };
  runs.set(id, run);
  void runBatch(spec, pack.resolved, {
    workerEntry: WORKER,
    skip: opened.storedIndices,
    signal: run.controller.signal,
    onGame: (record: LabGameRecord) => saveLabGame(id, record),
    onProgress: (p) => {
      run.progress = p;
    },
  })
    .then(async (result) => {
      const stored = await labGames(id);
      const status = result.cancelled ? "cancelled" : stored.length < batchSize(spec) || stored.some((g) => !g.ok) ? "failed" : "done";
      await finishLabBatch(id, status);
    })
    .catch(async (e: unknown) => {
      console.error(`lab batch ${id} failed:`, e);
      await finishLabBatch(id, "failed").catch(() => undefined);
    })
    .finally(() => runs.delete(id));
  return { ok: true, id, resumed: opened.resumed, total: batchSize(spec) };
}

/** Cancel a running batch (the games that ended stay stored). */
export function cancelBatch(id: string): boolean {
  const run = runs.get(id);
  if (!run) return false;
  run.controller.abort();
  return true;
}

export interface BatchView {
  batch: LabBatchSummary;
  running: boolean;
  progress?: BatchProgress;
  summary: ReturnType<typeof summarizeBatch>;
  games: { index: number; seed: number; map: string; ok: boolean; error?: string; moves?: number; seats?: { player: string; bot: string; vp: number; rank: number }[] }[];
}

/** A batch as the page shows it: its status and live progress, statistics from its stored games, and the games. */
export async function batchView(id: string): Promise<BatchView | undefined> {
  const batch = await getLabBatch(id);
  if (!batch) return undefined;
  const records = await labGames(id);
  const done = records.flatMap((r) => (r.ok ? [r] : []));
  const run = runs.get(id);
  return {
    batch,
    running: !!run,
    ...(run?.progress ? { progress: run.progress } : {}),
    summary: summarizeBatch(done),
    games: records.map((r) => (r.ok ? { index: r.index, seed: r.seed, map: r.map, ok: true, moves: r.moves, seats: r.seats.map(({ player, bot, vp, rank }) => ({ player, bot, vp, rank })) } : { index: r.index, seed: r.seed, map: r.map, ok: false, error: r.error })),
  };
}

/** Whether a batch is running in this server. */
export function isRunning(id: string): boolean {
  return runs.has(id);
}
