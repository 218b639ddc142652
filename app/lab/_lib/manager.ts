/**
 * Server side of the balance lab: a batch started from the studio is stored, then played by
 * `tm lab run --save` in a child process (worker threads on every core, each game stored as it
 * ends; the server's bundle never loads the TypeScript engine into workers itself). With a
 * PostgreSQL DATABASE_URL that child enqueues the batch for `tm lab worker` processes instead and
 * waits for them (lib/lab/queue.ts), with the same progress line and the same cancel. The child's
 * progress line is read for games/s and ETA; cancelling sends it SIGINT, and it stores the batch
 * as cancelled with the games that ended (and, with PostgreSQL, cancels the batch's jobs).
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { BatchSpecSchema, batchSetupProblem, batchSize, batchSpecProblems, GAMES, summarizeBatch, type BatchSpec } from "@/engine";
import { batchFigures, type BatchFigures } from "@/lib/lab/figures";
import { parseProgressLine, type LineProgress as BatchProgress } from "@/lib/lab/progress";
import { isPostgresUrl } from "@/prisma/db";
import { finishLabBatch, getLabBatch, labGames, liveLabWorkers, openLabBatch, type LabBatchSummary } from "@/prisma/lab";
import { findRevision } from "@/prisma/sessions";
import { playPack, type PlayPack } from "@/app/playtest/_lib/sessions";

/** The request body of a new batch: the pack revision and the rest of a BatchSpec. */
export const StartBatchSchema = BatchSpecSchema.omit({ pack: true, game: true }).extend({
  packId: BatchSpecSchema.shape.pack.shape.id,
  revision: BatchSpecSchema.shape.pack.shape.revision,
});

interface Running {
  child: ChildProcess;
  progress?: BatchProgress;
}

const globalRuns = globalThis as unknown as { mysticaLabRuns?: Map<string, Running> };
const runs = (globalRuns.mysticaLabRuns ??= new Map());

/** The `tm` command, found from the project folder. */
const TM = path.join(/*turbopackIgnore: true*/ process.cwd(), "scripts", "tm.mjs");

/** The `tm lab run` arguments that play exactly this spec (the same spec and pack: the same stored batch). */
function cliArgs(spec: BatchSpec): string[] {
  return [
    "lab",
    "run",
    "--save",
    "--pack",
    `${spec.pack.id}@${spec.pack.revision}`,
    "--map",
    spec.maps.join(","),
    "--players",
    String(spec.players),
    "--games",
    String(spec.games),
    "--seed",
    String(spec.seed),
    "--bots",
    spec.bots.join(","),
    ...(spec.variants.length ? ["--variants", spec.variants.join(",")] : []),
    ...(spec.fixed ? ["--factions", spec.fixed.join(",")] : []),
    ...(spec.rotate ? ["--rotate"] : []),
  ];
}

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
  const child = spawn(process.execPath, [TM, ...cliArgs(spec)], { cwd: process.cwd(), env: process.env, stdio: ["ignore", "ignore", "pipe"] });
  const run: Running = { child };
  runs.set(id, run);
  let tail = "";
  child.stderr!.setEncoding("utf8");
  child.stderr!.on("data", (chunk: string) => {
    const lines = (tail + chunk).split(/\r|\n/);
    tail = lines.pop() ?? "";
    for (const line of lines) {
      const p = parseProgressLine(line);
      if (p) run.progress = p;
      else if (line.trim() && !line.startsWith("lab: batch")) console.error(`lab batch ${id}: ${line}`);
    }
  });
  child.on("exit", (code, signal) => {
    runs.delete(id);
    // The command stores the final status itself; a batch it could not finish is marked here.
    if (code !== 0 && code !== 1) void finishLabBatch(id, signal === "SIGINT" ? "cancelled" : "failed").catch(() => undefined);
  });
  return { ok: true, id, resumed: opened.resumed, total: batchSize(spec) };
}

/** Cancel a running batch (the games that ended stay stored). */
export function cancelBatch(id: string): boolean {
  const run = runs.get(id);
  if (!run) return false;
  run.child.kill("SIGINT");
  return true;
}

export interface BatchView {
  batch: LabBatchSummary;
  /** What the results' players are and what the seats are, in words (the game module's `lab.playerNoun`, `lab.seatNote`). */
  playerNoun: string;
  seatNote: string;
  /** The game has one board (no map named in the figures). */
  oneBoard: boolean;
  running: boolean;
  progress?: BatchProgress;
  summary: ReturnType<typeof summarizeBatch>;
  /**
   * With PostgreSQL, the batch is played by `tm lab worker` processes: the workers up now (none means
   * its games wait in the queue until one is started). Absent with SQLite, where this server plays it.
   */
  queue?: { workers: { name: string; concurrency: number }[] };
  /** The plots of a batch that is not running (spreads, sources, seats, starting VP); absent while it runs. */
  figures?: BatchFigures;
  games: { index: number; seed: number; map: string; ok: boolean; error?: string; moves?: number; seats?: { player: string; bot: string; vp: number; rank: number }[] }[];
}

/** A batch as the page shows it: its status and live progress, statistics from its stored games, and the games. */
export async function batchView(id: string): Promise<BatchView | undefined> {
  const batch = await getLabBatch(id);
  if (!batch) return undefined;
  const records = await labGames(id);
  const done = records.flatMap((r) => (r.ok ? [r] : []));
  const run = runs.get(id);
  const figures = !run && done.length > 0 ? await figuresOf(batch, records) : undefined;
  const queue = run && isPostgresUrl(process.env.DATABASE_URL) ? { workers: (await liveLabWorkers()).map(({ name, concurrency }) => ({ name, concurrency })) } : undefined;
  const lab = GAMES[batch.spec.game as keyof typeof GAMES]?.lab;
  const noun = lab?.playerNoun ?? "faction";
  return {
    batch,
    playerNoun: noun,
    seatNote: lab?.seatNote ?? "seat 1 starts",
    oneBoard: !!lab?.oneBoard,
    running: !!run,
    ...(run?.progress ? { progress: run.progress } : {}),
    ...(queue ? { queue } : {}),
    summary: summarizeBatch(done, { nouns: `${noun}s` }),
    ...(figures ? { figures } : {}),
    games: records.map((r) => (r.ok ? { index: r.index, seed: r.seed, map: r.map, ok: true, moves: r.moves, seats: r.seats.map(({ player, bot, vp, rank }) => ({ player, bot, vp, rank })) } : { index: r.index, seed: r.seed, map: r.map, ok: false, error: r.error })),
  };
}

const globalFigures = globalThis as unknown as { mysticaLabFigures?: Map<string, BatchFigures> };
const figuresCache = (globalFigures.mysticaLabFigures ??= new Map());

/**
 * A stopped batch's figures, kept per batch and stored games (the starting-VP bootstrap takes
 * seconds on a large batch). The printed starting-VP table is the one of the revision the batch
 * played (the pack's head when the batch names none).
 */
async function figuresOf(batch: LabBatchSummary, records: Parameters<typeof batchFigures>[1]): Promise<BatchFigures> {
  const key = `${batch.id}/${records.length}/${batch.updatedAt.toISOString()}`;
  const hit = figuresCache.get(key);
  if (hit) return hit;
  const revision = await findRevision(batch.packId, batch.spec.pack.revision);
  const pack = revision ? await playPack(revision.id, revision.document) : undefined;
  const played = pack && !("ok" in pack) ? pack : undefined;
  const printed = played ? printedStartingVpOf(played, batch.spec.variants) : undefined;
  const figures = batchFigures(batch.spec, records, printed ? { printed } : {});
  if (figuresCache.size > 20) figuresCache.delete(figuresCache.keys().next().value!);
  figuresCache.set(key, figures);
  return figures;
}

/** Whether a batch is running in this server. */
export function isRunning(id: string): boolean {
  return runs.has(id);
}

/** The pack's printed starting-VP table of a map with the batch's variants, read by its game module (none when the game prints none). */
function printedStartingVpOf(played: PlayPack, variants: readonly string[]): ((map: string) => Record<string, number> | undefined) | undefined {
  if (played.game === "terra-mystica") {
    const read = GAMES["terra-mystica"].lab?.printedStartingVp;
    return read ? (map) => read(played.catalog, map, variants) : undefined;
  }
  const read = GAMES.origins.lab?.printedStartingVp;
  return read ? (map) => read(played.catalog, map, variants) : undefined;
}
