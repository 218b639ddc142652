/**
 * `tm lab run`: a batch of bot games on every core, then per faction the games, wins (ties split),
 * win rate with its Wilson interval, mean VP with its t interval, and the games per second across
 * workers; per seat and per bot too, and a warning when the batch is too small to separate factions.
 * A progress line (games done, games/s, ETA) goes to stderr; Ctrl-C cancels and reports the games
 * finished so far. With a PostgreSQL DATABASE_URL the batch is stored and enqueued instead, and
 * `tm lab worker` processes (on any machines) play it (lib/lab/queue.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  BatchSpecSchema,
  batchSetupProblem,
  batchSize,
  batchSpecProblems,
  gameModule,
  validateGamePack,
  startingVpByMap,
  summarizeBatch,
  type AnyGameModule,
  type BatchSpec,
  type BatchSummary,
  type Interval,
  type LabGameRecord,
  type LabGameResult,
  type StartingVpSuggestion,
} from "../../engine";
import { compareStoredBatches, type LabComparison } from "../../lib/lab/compare";
import { progressLine } from "../../lib/lab/progress";
import { enqueueLabBatch, openLabQueue, runLabWorker, waitForLabBatch, type QueuedRun } from "../../lib/lab/queue";
import { runBatch, type BatchProgress, type BatchRun } from "../../lib/lab/runner";
import { createDb, isPostgresUrl, type Db } from "../../prisma/db";
import { finishLabBatch, getLabBatch, labGames, listLabBatches, openLabBatch, saveLabGame } from "../../prisma/lab";
import { storedAncestors } from "../../prisma/packs";
import { CONTENT_ROOT, validateGamePackSource } from "./pack-dir";

export const LAB_USAGE = `usage: tm lab run [--pack id|id@N|dir|file] [--map id[,id]] [--players P] [--games N] [--bots b[,b...]]
                  [--rotate] [--variants v1,v2] [--factions a,b] [--seed S] [--workers W]
                  [--save] [--local] [--chunk K] [--suggest-vp] [--confidence C] [--json]
       tm lab worker [--concurrency N]
       tm lab show <batch id> [--suggest-vp] [--confidence C] [--json]
       tm lab list [--json]
       tm lab compare <batch A> <batch B> [--confidence C] [--json]
       tm lab impact --pack A --against B --logs dir|files [--sessions] [--json]   (tm lab impact --help)

  --pack       a pack of content/ by id (default base), a pack folder or file, or revision N of a
               stored pack (id@N)
  --map        the maps played, N games each (default base)
  --players    seats per game (default 4; the number of --factions when given)
  --games      games per map (default 100)
  --bots       the bot of every seat (one name), or of each seat in order, by name: ${"{bots}"}
  --rotate     move the bots one seat round the table each game (each bot sits in every seat)
  --variants   game options (pack variants and engine switches)
  --factions   the factions of every game in seating order (default: drawn from each game's seed)
  --seed       seed of the first game of each map (default 1; game k has seed S+k)
  --workers    worker threads (default: one per core)
  --save       store the batch and each game as it ends (seed, seats, VP by source, ranks, log) in
               the database (DATABASE_URL, else prisma/dev.db); the same batch run again plays only
               the games it does not have yet
               With a PostgreSQL DATABASE_URL the batch is always stored, and enqueued as jobs that
               tm lab worker processes play (on this machine or others); tm lab run waits for them,
               showing progress, and Ctrl-C cancels the batch's jobs.
  --local      with PostgreSQL, play on this machine's threads instead of enqueueing
  --chunk      games per job when enqueued (default 10)
  --suggest-vp per map, the starting VP per faction that would equalise expected rank, with a
               bootstrap interval
  --confidence level of the intervals (default 0.95)
  --json       print the summary and every game's result as JSON (an unbounded interval end,
               from a single game, is null)

  tm lab worker takes jobs from the PostgreSQL queue (DATABASE_URL) until stopped (Ctrl-C or
  SIGTERM: its unfinished job goes back to the queue) and stores each game it plays; --concurrency
  jobs at once, each on a thread (default: one per core). Start one per machine, or more.
  tm lab show prints a stored batch's summary from its stored games (nothing is played again).
  tm lab compare prints, per faction, the win rate and mean VP in stored batches A and B and the
  difference B − A with its interval (Newcombe for win rates, Welch for mean VP); a * marks a
  difference whose interval excludes 0. Both batches must be of the same game and player count.`;

const VALUE_FLAGS = ["--pack", "--map", "--players", "--games", "--bots", "--variants", "--factions", "--seed", "--workers", "--chunk", "--confidence"] as const;
const SWITCHES = ["--rotate", "--suggest-vp", "--save", "--local"] as const;
type Flag = (typeof VALUE_FLAGS)[number];

export interface LabRunOutput {
  ok: true;
  /** The stored batch (with --save, and tm lab show). */
  batch?: { id: string; status: string; stored: number; resumed: boolean };
  spec: BatchSpec;
  pack: { id: string; version: string };
  cancelled: boolean;
  games: number;
  finished: number;
  failed: { index: number; seed: number; map: string; error: string }[];
  workers: number;
  /** A batch played through the queue: its jobs by final state, and the games each worker played. */
  queue?: { jobs: Record<string, number>; workers: Record<string, number> };
  seconds: number;
  gamesPerSecond: number;
  confidence: number;
  /** What the results' players are (the game module's `lab.playerNoun`): "faction" in Terra Mystica, "starting position" in Origins. */
  playerNoun: string;
  /** Per player (named `faction` for Terra Mystica's sake; a starting position in Origins). */
  factions: (Omit<BatchSummary["players"][number], "player"> & { faction: string })[];
  seats: BatchSummary["seats"];
  bots: BatchSummary["bots"];
  warning?: string;
  startingVp?: Record<string, StartingVpSuggestion[]>;
  results: (LabGameResult & { map: string })[];
}

function list(value: string | undefined): string[] | undefined {
  return value?.split(",").map((x) => x.trim()).filter(Boolean);
}

function wholeNumber(value: string | undefined, fallback: number, name: string, min: number): number | string {
  if (value === undefined) return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= min ? n : `${name} needs a whole number ≥ ${min}, not "${value}"`;
}

type LoadedPack = { resolved: { manifest: { id: string; version: string } }; module: AnyGameModule; revisionId?: string; revision?: number };

/** A pack by content/ id, folder or file, or a stored revision (`id@N`): the resolved pack and its module, or why not. */
export async function loadPack(target: string, getDb: () => Db): Promise<LoadedPack | string> {
  const stored = /^(.+)@(\d+)$/.exec(target);
  if (stored && !fs.existsSync(target)) {
    const [, id, n] = stored;
    const db = getDb();
    const row = await db.packRevision.findUnique({ where: { packId_number: { packId: id!, number: Number(n) } } });
    if (!row) return `--pack ${target}: no revision ${n} of a stored pack "${id}"`;
    const doc: unknown = JSON.parse(row.document);
    const v = validateGamePack(doc, { resolveParent: (await storedAncestors(doc, db)).resolveParent });
    if (!v.ok) return `--pack ${target}: not a valid content pack (${v.issues[0]?.path ?? ""}: ${v.issues[0]?.message ?? ""})`;
    const game = v.game ? gameModule(v.game) : undefined;
    if (!game) return `--pack ${target}: no game module for this pack`;
    return { resolved: v.resolved as LoadedPack["resolved"], module: game, revisionId: row.id, revision: row.number };
  }
  const dir = fs.existsSync(target) ? target : path.join(CONTENT_ROOT, target);
  if (!fs.existsSync(dir)) return `--pack ${target}: no pack folder or file of that name, and no content/${target}`;
  // A pack of any game: its manifest names the game, whose module plays the batch.
  const v = validateGamePackSource(dir);
  if (!v.ok) return `--pack ${target}: not a valid content pack (${v.issues.length} problems; tm validate ${dir} lists them)`;
  const game = v.game ? gameModule(v.game) : undefined;
  if (!game) return `--pack ${target}: no game module for this pack`;
  return { resolved: v.resolved as LoadedPack["resolved"], module: game };
}

function fail(message: string, json: boolean, code: number, module?: AnyGameModule): number {
  if (json) console.log(JSON.stringify({ ok: false, error: message }));
  else console.error(`tm lab: ${message}${code === 2 ? `\n\n${usageText(module)}` : ""}`);
  return code;
}

function usageText(module?: AnyGameModule): string {
  return LAB_USAGE.replace("{bots}", module ? Object.keys(module.bots).join(", ") : "the game module's bots");
}

export async function labCommand(args: string[], json: boolean): Promise<number> {
  const [sub, ...rest] = args;
  let db: Db | undefined;
  const getDb = () => (db ??= createDb());
  try {
    if (sub === "run") return await labRun(rest, json, getDb);
    if (sub === "show") return await labShow(rest, json, getDb);
    if (sub === "list") return await labList(json, getDb);
    if (sub === "compare") return await labCompare(rest, json, getDb);
    if (sub === "impact") return await (await import("./lab-impact")).labImpact(rest, json, getDb);
    if (sub === "worker") return await labWorker(rest, json, getDb);
    return fail(sub ? `unknown lab command "${sub}"` : "lab needs a command", json, 2);
  } finally {
    await db?.$disconnect();
  }
}

async function labRun(rest: string[], json: boolean, getDb: () => Db): Promise<number> {
  const flags: Partial<Record<Flag, string>> = {};
  const switches = new Set<string>();
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if ((SWITCHES as readonly string[]).includes(a)) {
      switches.add(a);
      continue;
    }
    if (!(VALUE_FLAGS as readonly string[]).includes(a)) return fail(`unknown argument "${a}"`, json, 2);
    const value = rest[i + 1];
    if (value === undefined || value.startsWith("--")) return fail(`${a} needs a value`, json, 2);
    flags[a as Flag] = value;
    i++;
  }
  const loaded = await loadPack(flags["--pack"] ?? "base", getDb);
  if (typeof loaded === "string") return fail(loaded, json, 1);
  const { resolved, module } = loaded;
  const fixed = list(flags["--factions"]);
  const numbers = {
    players: wholeNumber(flags["--players"], fixed?.length ?? 4, "--players", 1),
    games: wholeNumber(flags["--games"], 100, "--games", 1),
    seed: wholeNumber(flags["--seed"], 1, "--seed", 0),
    workers: wholeNumber(flags["--workers"], 0, "--workers", 1),
    chunk: wholeNumber(flags["--chunk"], 10, "--chunk", 1),
  };
  for (const n of Object.values(numbers)) if (typeof n === "string") return fail(n, json, 2, module);
  const workers = typeof numbers.workers === "number" && numbers.workers > 0 ? numbers.workers : undefined;
  const confidence = flags["--confidence"] === undefined ? 0.95 : Number(flags["--confidence"]);
  if (!(confidence > 0 && confidence < 1)) return fail(`--confidence needs a number between 0 and 1, not "${flags["--confidence"]}"`, json, 2, module);
  const parsed = BatchSpecSchema.safeParse({
    game: module.id,
    pack: { id: resolved.manifest.id, ...(loaded.revision ? { revision: loaded.revision } : {}) },
    maps: list(flags["--map"]) ?? ["base"],
    variants: list(flags["--variants"]) ?? [],
    players: numbers.players,
    bots: list(flags["--bots"]) ?? ["heuristic"],
    rotate: switches.has("--rotate"),
    ...(fixed ? { fixed } : {}),
    games: numbers.games,
    seed: numbers.seed,
  });
  if (!parsed.success) return fail(parsed.error.issues.map((i) => `${i.path.join(".") || "batch"}: ${i.message}`).join("; "), json, 2, module);
  const spec = parsed.data;
  const problems = batchSpecProblems(spec, module);
  if (problems.length) return fail(problems.join("; "), json, 2, module);
  // The first game of each map is set up before workers start, so a bad map, option or player count is one clear error.
  const setupProblem = batchSetupProblem(spec, module, module.pack.compile(resolved));
  if (setupProblem) return fail(setupProblem, json, 1, module);

  const controller = new AbortController();
  const onSigint = () => controller.abort();
  process.on("SIGINT", onSigint);
  const tty = process.stderr.isTTY;
  let shown = 0;
  const showProgress = (p: BatchProgress) => {
    const now = performance.now();
    if (now - shown < 1000 && p.done < p.total) return;
    shown = now;
    process.stderr.write(`${tty ? "\r\x1b[K" : ""}${progressLine(p)}${tty ? "" : "\n"}`);
  };
  // With PostgreSQL the batch goes through the queue (stored: the workers store its games), unless --local.
  const queued = isPostgresUrl(process.env.DATABASE_URL) && !switches.has("--local");
  // With --save: the stored batch of this spec and pack, and the games it already has (not played again).
  const saving = switches.has("--save") || queued ? await openLabBatch({ spec, resolvedPack: resolved, packVersion: resolved.manifest.version, packRevisionId: loaded.revisionId, total: batchSize(spec) }, getDb()) : undefined;
  if (saving?.resumed) process.stderr.write(`lab: batch ${saving.batch.id} is stored with ${saving.storedIndices.size} of ${batchSize(spec)} games; playing the rest\n`);
  let run: Pick<BatchRun, "cancelled" | "workers" | "seconds" | "gamesPerSecond"> & { records?: LabGameRecord[]; queue?: QueuedRun };
  try {
    if (queued && saving) {
      const todo = Array.from({ length: batchSize(spec) }, (_, i) => i).filter((i) => !saving.storedIndices.has(i));
      const boss = await openLabQueue(process.env.DATABASE_URL!, (e) => process.stderr.write(`lab: pg-boss: ${e.message}\n`));
      try {
        const ids = await enqueueLabBatch(boss, saving.batch.id, todo, numbers.chunk as number);
        process.stderr.write(`lab: batch ${saving.batch.id} queued as ${ids.length} jobs of up to ${numbers.chunk} games; tm lab worker processes play them\n`);
        const q = await waitForLabBatch(boss, getDb(), saving.batch.id, ids, { planned: todo.length, storedBefore: saving.storedIndices.size, signal: controller.signal, onProgress: showProgress });
        const played = Object.values(q.workers).reduce((a, b) => a + b, 0);
        run = { cancelled: q.cancelled, workers: Object.keys(q.workers).length, seconds: q.seconds, gamesPerSecond: q.seconds > 0 ? played / q.seconds : 0, queue: q };
      } finally {
        await boss.stop({ graceful: false });
      }
    } else
      run = await runBatch(spec, resolved, {
        workers,
        signal: controller.signal,
        onProgress: showProgress,
        ...(saving ? { skip: saving.storedIndices, onGame: (record: LabGameRecord) => saveLabGame(saving.batch.id, record, getDb()) } : {}),
      });
  } finally {
    process.off("SIGINT", onSigint);
  }
  if (tty) process.stderr.write("\n");
  let records = run.records ?? [];
  let batch: LabRunOutput["batch"];
  if (saving) {
    records = await labGames(saving.batch.id, {}, getDb());
    const status = run.cancelled ? "cancelled" : records.length < batchSize(spec) || records.some((r) => !r.ok) ? "failed" : "done";
    await finishLabBatch(saving.batch.id, status, getDb());
    batch = { id: saving.batch.id, status, stored: records.length, resumed: saving.resumed };
  }
  const output = labOutput(spec, resolved.manifest, records, { cancelled: run.cancelled, workers: run.workers, seconds: run.seconds, gamesPerSecond: run.gamesPerSecond, confidence, suggest: switches.has("--suggest-vp"), batch });
  if (run.queue) output.queue = { jobs: run.queue.jobs, workers: run.queue.workers };
  console.log(json ? JSON.stringify(output, null, 2) : labText(output, batchSize(spec)));
  return output.failed.length > 0 || output.cancelled ? 1 : 0;
}

/** `tm lab worker [--concurrency N]`: take lab jobs from the PostgreSQL queue until Ctrl-C or SIGTERM. */
async function labWorker(rest: string[], json: boolean, getDb: () => Db): Promise<number> {
  let concurrency = os.availableParallelism();
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] !== "--concurrency") return fail(`unknown argument "${rest[i]}"`, json, 2);
    const n = wholeNumber(rest[++i], 1, "--concurrency", 1);
    if (typeof n === "string") return fail(n, json, 2);
    concurrency = n;
  }
  const url = process.env.DATABASE_URL;
  if (!isPostgresUrl(url)) return fail("tm lab worker takes jobs from the PostgreSQL queue: set DATABASE_URL to a postgresql:// URL (with SQLite, tm lab run plays batches on this machine)", json, 1);
  const controller = new AbortController();
  const stop = () => controller.abort();
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  try {
    await runLabWorker({ url: url!, db: getDb(), concurrency, signal: controller.signal, log: (line) => process.stderr.write(`${line}\n`) });
  } finally {
    process.off("SIGINT", stop);
    process.off("SIGTERM", stop);
  }
  return 0;
}

/** `tm lab show <id>`: a stored batch's summary from its stored games. */
async function labShow(rest: string[], json: boolean, getDb: () => Db): Promise<number> {
  const [id, ...more] = rest;
  if (!id || id.startsWith("--")) return fail("lab show needs a batch id (tm lab list lists them)", json, 2);
  let confidence = 0.95;
  let suggest = false;
  for (let i = 0; i < more.length; i++) {
    if (more[i] === "--suggest-vp") suggest = true;
    else if (more[i] === "--confidence") confidence = Number(more[++i]);
    else return fail(`unknown argument "${more[i]}"`, json, 2);
  }
  if (!(confidence > 0 && confidence < 1)) return fail("--confidence needs a number between 0 and 1", json, 2);
  const batch = await getLabBatch(id, getDb());
  if (!batch) return fail(`no stored batch ${id}`, json, 1);
  const records = await labGames(id, {}, getDb());
  const seconds = records.reduce((a, r) => a + r.ms, 0) / 1000;
  const output = labOutput(batch.spec, { id: batch.packId, version: batch.packVersion }, records, {
    cancelled: batch.status === "cancelled",
    workers: 1,
    seconds,
    gamesPerSecond: seconds > 0 ? records.length / seconds : 0,
    confidence,
    suggest,
    batch: { id: batch.id, status: batch.status, stored: records.length, resumed: false },
  });
  console.log(json ? JSON.stringify(output, null, 2) : labText(output, batch.total));
  return 0;
}

/** `tm lab compare <A> <B>`: per faction, B − A win rate and mean VP with their intervals, from two stored batches. */
async function labCompare(rest: string[], json: boolean, getDb: () => Db): Promise<number> {
  const ids: string[] = [];
  let confidence = 0.95;
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (a === "--confidence") {
      confidence = Number(rest[++i]);
      if (!(confidence > 0 && confidence < 1)) return fail(`--confidence needs a number between 0 and 1, not "${rest[i] ?? ""}"`, json, 2);
    } else if (a.startsWith("--")) return fail(`unknown argument "${a}"`, json, 2);
    else ids.push(a);
  }
  if (ids.length !== 2) return fail(`lab compare needs two batch ids (tm lab list lists them), not ${ids.length}`, json, 2);
  const result = await compareStoredBatches(ids[0]!, ids[1]!, { confidence, db: getDb() });
  if (!result.ok) return fail(result.message, json, 1);
  console.log(json ? JSON.stringify(result, null, 2) : compareText(result));
  return 0;
}

function compareText(c: LabComparison): string {
  const level = `${Math.round(c.confidence * 100)}%`;
  const pct = (x: number) => (x * 100).toFixed(1);
  const diff = (i: Interval | null, changed: boolean, f: (x: number) => string) => (i ? `${signed(i.estimate, f)} ${ends(i, f)}${changed ? " *" : "  "}` : "— (one batch only)  ");
  const ends = (i: Interval, f: (x: number) => string) => (Number.isFinite(i.lo) && Number.isFinite(i.hi) ? `[${f(i.lo)}, ${f(i.hi)}]` : "[unbounded]");
  const signed = (x: number, f: (x: number) => string) => `${x > 0 ? "+" : ""}${f(x)}`;
  const batchLine = (label: string, b: LabComparison["a"]) =>
    `${label}: batch ${b.id} (${b.status}), pack ${b.packId}${b.spec.pack.revision ? `@${b.spec.pack.revision}` : ""} ${b.packVersion}, ${b.spec.players} players, map ${b.spec.maps.join(",")}${b.spec.variants.length ? `, variants ${b.spec.variants.join(",")}` : ""}, bots ${b.spec.bots.join(",")}, seed ${b.spec.seed}: ${b.games} games`;
  const rows = c.factions.map((f) => [
    f.faction,
    `${f.a?.games ?? 0}/${f.b?.games ?? 0}`,
    f.a ? `${pct(f.a.winRate.estimate)}%` : "—",
    f.b ? `${pct(f.b.winRate.estimate)}%` : "—",
    diff(f.winRate, f.winRateChanged, pct),
    f.a ? f.a.meanVp.estimate.toFixed(1) : "—",
    f.b ? f.b.meanVp.estimate.toFixed(1) : "—",
    diff(f.meanVp, f.meanVpChanged, (x) => x.toFixed(1)),
  ]);
  const head = ["faction", "games A/B", "win A", "win B", `Δ win rate, points [${level}]`, "VP A", "VP B", `Δ mean VP [${level}]`];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const table = [head, ...rows].map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "));
  const changed = c.factions.filter((f) => f.winRateChanged || f.meanVpChanged).length;
  return [
    batchLine("A", c.a),
    batchLine("B", c.b),
    ...c.notes.map((n) => `note: ${n}`),
    "",
    ...table,
    "",
    `Δ is B − A. * marks a difference whose ${level} interval excludes 0 (${changed} of ${c.factions.length} factions).`,
  ].join("\n");
}

/** `tm lab list`: the stored batches, newest first. */
async function labList(json: boolean, getDb: () => Db): Promise<number> {
  const batches = await listLabBatches(getDb());
  if (json) console.log(JSON.stringify(batches, null, 2));
  else
    for (const b of batches)
      console.log(`${b.id}  ${b.status.padEnd(9)}  ${String(b.stored).padStart(5)}/${b.total}  ${b.packId}${b.spec.pack.revision ? `@${b.spec.pack.revision}` : ""} ${b.spec.players}p ${b.spec.maps.join(",")} bots ${b.spec.bots.join(",")}  ${b.createdAt.toISOString()}`);
  return 0;
}

const round = (x: number, digits: number) => (Number.isFinite(x) ? Math.round(x * 10 ** digits) / 10 ** digits : x);
const roundInterval = (i: Interval, digits: number): Interval => ({ estimate: round(i.estimate, digits), lo: round(i.lo, digits), hi: round(i.hi, digits) });

/** The summary of a batch's games, as `tm lab run --json` prints it. */
export function labOutput(
  spec: BatchSpec,
  manifest: { id: string; version: string },
  records: readonly LabGameRecord[],
  o: { cancelled: boolean; workers: number; seconds: number; gamesPerSecond: number; confidence: number; suggest: boolean; batch?: LabRunOutput["batch"] },
): LabRunOutput {
  const done = records.filter((r): r is Extract<LabGameRecord, { ok: true }> => r.ok);
  const results = done.map(({ index, seed, map, moves, seats }) => ({ index, seed, map, moves, seats }));
  const summary = summarizeBatch(results, { confidence: o.confidence });
  const startingVp = o.suggest ? startingVpByMap(spec.maps, results, { seed: spec.seed, confidence: o.confidence }) : undefined;
  return {
    ok: true,
    ...(o.batch ? { batch: o.batch } : {}),
    spec,
    pack: { id: manifest.id, version: manifest.version },
    cancelled: o.cancelled,
    games: records.length,
    finished: done.length,
    failed: records.flatMap((r) => (r.ok ? [] : [{ index: r.index, seed: r.seed, map: r.map, error: r.error }])),
    workers: o.workers,
    seconds: round(o.seconds, 3),
    gamesPerSecond: round(o.gamesPerSecond, 3),
    confidence: o.confidence,
    playerNoun: gameModule(spec.game)?.lab?.playerNoun ?? "faction",
    factions: summary.players.map(({ player, ...p }) => ({
      faction: player,
      ...p,
      winRate: roundInterval(p.winRate, 4),
      meanVp: roundInterval(p.meanVp, 2),
      sdVp: round(p.sdVp, 2),
      meanRank: round(p.meanRank, 3),
      vpBySource: Object.fromEntries(Object.entries(p.vpBySource).map(([k, v]) => [k, round(v, 2)])),
    })),
    seats: summary.seats.map((s) => ({ ...s, winRate: roundInterval(s.winRate, 4), meanVp: roundInterval(s.meanVp, 2) })),
    bots: summary.bots.map((b) => ({ ...b, winRate: roundInterval(b.winRate, 4) })),
    ...(summary.warning ? { warning: summary.warning } : {}),
    ...(startingVp ? { startingVp } : {}),
    results,
  };
}

function labText(o: LabRunOutput, planned: number): string {
  const pct = (i: Interval) => `${(i.estimate * 100).toFixed(1)}% [${(i.lo * 100).toFixed(1)}, ${(i.hi * 100).toFixed(1)}]`;
  const vp = (i: Interval) => `${i.estimate.toFixed(1)} ${Number.isFinite(i.lo) ? `[${i.lo.toFixed(1)}, ${i.hi.toFixed(1)}]` : "[one game]"}`;
  const level = `${Math.round(o.confidence * 100)}%`;
  const lines = [
    `${o.finished}/${planned} games${o.cancelled ? " (cancelled)" : ""} of pack ${o.pack.id} ${o.pack.version}, ${o.spec.players} players, map ${o.spec.maps.join(", ")}, bots ${o.spec.bots.join(", ")}${o.spec.rotate ? " (rotating)" : ""}: ${o.gamesPerSecond.toFixed(2)} games/s on ${o.workers} worker${o.workers === 1 ? "" : "s"} (${o.seconds.toFixed(1)} s)`,
  ];
  if (o.batch) lines.push(`stored as batch ${o.batch.id} (${o.batch.status}, ${o.batch.stored} games${o.batch.resumed ? ", resumed" : ""})`);
  if (o.queue)
    lines.push(`through the queue: jobs ${Object.entries(o.queue.jobs).map(([state, n]) => `${n} ${state}`).join(", ")}; games played by ${Object.entries(o.queue.workers).map(([w, n]) => `${w} (${n})`).join(", ") || "no worker"}`);
  for (const f of o.failed) lines.push(`  game ${f.index} (seed ${f.seed}, map ${f.map}) failed: ${f.error}`);
  const table = (head: string[], rows: string[][]) => {
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    return [head, ...rows].map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  "));
  };
  const factions = [...o.factions].sort((a, b) => b.winRate.estimate - a.winRate.estimate);
  lines.push("", ...table([o.playerNoun, "games", "wins", `win rate [${level}]`, `mean VP [${level}]`, "mean rank"], factions.map((f) => [f.faction, String(f.games), String(round(f.wins, 2)), pct(f.winRate), vp(f.meanVp), f.meanRank.toFixed(2)])));
  lines.push("", ...table(["seat", "games", "wins", `win rate [${level}]`, `mean VP [${level}]`], o.seats.map((s) => [String(s.seat + 1), String(s.games), String(round(s.wins, 2)), pct(s.winRate), vp(s.meanVp)])));
  if (o.bots.length > 1) lines.push("", ...table(["bot", "games", "wins", `win rate [${level}]`], o.bots.map((b) => [b.bot, String(b.games), String(round(b.wins, 2)), pct(b.winRate)])));
  for (const [map, rows] of Object.entries(o.startingVp ?? {}))
    lines.push("", `suggested starting VP on ${map} (equal expected rank, ${level} bootstrap interval):`, ...table([o.playerNoun, "games", "now", "suggested", "interval"], rows.map((r) => [r.player, String(r.games), String(r.current), r.suggested.estimate.toFixed(1), `[${r.suggested.lo.toFixed(1)}, ${r.suggested.hi.toFixed(1)}]`])));
  if (o.warning) lines.push("", `warning: ${o.warning}`);
  return lines.join("\n");
}
