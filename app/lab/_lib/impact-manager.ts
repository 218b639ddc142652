/**
 * Server side of the impact replay: a replay asked for in the studio is stored (packs A and B as
 * played, options, the corpus of recorded games), then played by `tm lab impact --stored <id>` in a
 * child process, out of any request, storing each game as it ends — the same way batches run
 * (manager.ts), with SQLite and with PostgreSQL alike (an impact replay is small enough for one
 * machine: it is not queued). The child's progress line gives games/s and ETA; Cancel sends it
 * SIGINT, and it stops after the game in play and marks the replay cancelled (the games that ended
 * stay stored; the same replay asked again plays only the rest).
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { botChoice, GAMES, impactReport, type AnyGameModule, type ImpactLog, type ImpactReport } from "@/engine";
import { logsFromSessions } from "@/lib/lab/impact-corpus";
import { parseProgressLine, type LineProgress } from "@/lib/lab/progress";
import { db } from "@/prisma/db";
import { finishLabImpact, getLabImpact, labImpactGames, openLabImpact, type LabImpactSummary } from "@/prisma/lab-impact";
import { findRevision } from "@/prisma/sessions";
import { playPack } from "@/app/playtest/_lib/sessions";
import type { LabProblem } from "./manager";

/** Games one impact replay takes at most (uploaded logs and the pack's sessions together). */
export const MAX_IMPACT_GAMES = 1000;
/** Logs one request uploads at most, and their size together (the pack's sessions are read on the server). */
export const MAX_IMPACT_UPLOADS = 500;
export const MAX_IMPACT_BODY_BYTES = 32 * 1024 * 1024;
/** Seconds a cancelled replay is given to end its game in play before it is killed. */
const CANCEL_GRACE_MS = 20_000;

interface Running {
  child: ChildProcess;
  progress?: LineProgress;
  cancelling?: boolean;
  /** The child's last line that was not progress (why it failed, when it does). */
  last?: string;
}

const globalRuns = globalThis as unknown as { mysticaImpactRuns?: Map<string, Running> };
const runs = (globalRuns.mysticaImpactRuns ??= new Map());

const TM = path.join(/*turbopackIgnore: true*/ process.cwd(), "scripts", "tm.mjs");

export interface StartImpact {
  a: { packId: string; revision: number };
  b: { packId: string; revision: number };
  sessions: boolean;
  logs: ImpactLog[];
  bot: string;
  seed: number;
}

/** Store an impact replay and play it in the background (or find the same one stored: resume it, or show it when it is complete). */
export async function startImpact(input: StartImpact): Promise<{ ok: true; id: string; resumed: boolean; total: number; running: boolean } | LabProblem> {
  const sides = [];
  for (const [label, side] of [["A", input.a], ["B", input.b]] as const) {
    const revision = await findRevision(side.packId, side.revision);
    if (!revision) return { ok: false, status: 404, code: "pack/not-found", message: `${label}: no revision ${side.revision} of pack "${side.packId}"` };
    const pack = await playPack(revision.id, revision.document);
    if ("ok" in pack) return { ok: false, status: 422, code: pack.code, message: `${label}: ${pack.message}` };
    sides.push({ ...side, version: revision.document.manifest.version, pack });
  }
  const [onA, onB] = sides as [(typeof sides)[number], (typeof sides)[number]];
  const invalid = (message: string): LabProblem => ({ ok: false, status: 422, code: "impact/invalid", message });
  if (onA.pack.game !== onB.pack.game) return invalid("A and B are packs of different games: an impact replay compares two revisions of one game");
  const game: AnyGameModule = GAMES[onA.pack.game];
  const bot = botChoice(game.bots, input.bot);
  if (!bot.ok) return invalid(`${game.name}: ${bot.message}`);
  const corpus: ImpactLog[] = [...input.logs, ...(input.sessions ? await logsFromSessions(input.a.packId, db()) : [])];
  if (corpus.length === 0) return invalid(input.sessions ? `no games: pack "${input.a.packId}" has no playtest sessions with moves, and no logs were uploaded` : "no games: upload logs or include the pack's playtest sessions");
  if (corpus.length > MAX_IMPACT_GAMES) return invalid(`${corpus.length} games: one impact replay takes at most ${MAX_IMPACT_GAMES}`);
  const side = (s: typeof onA) => ({ packId: s.packId, revision: s.revision, version: s.version });
  const opened = await openLabImpact({ game: game.id, spec: { a: side(onA), b: side(onB), bot: input.bot, seed: input.seed, confidence: 0.95 }, packA: onA.pack.resolved, packB: onB.pack.resolved, corpus });
  const id = opened.impact.id;
  const total = corpus.length;
  if (runs.has(id)) return { ok: true, id, resumed: true, total, running: true };
  if (opened.storedIndices.size >= total) {
    if (opened.impact.status !== "done") await finishLabImpact(id, "done");
    return { ok: true, id, resumed: true, total, running: false };
  }
  run(id);
  return { ok: true, id, resumed: opened.resumed, total, running: true };
}

/** `tm lab impact --stored <id>` in a child process, its progress read from stderr. */
function run(id: string) {
  const child = spawn(process.execPath, [TM, "lab", "impact", "--stored", id, "--json"], { cwd: process.cwd(), env: process.env, stdio: ["ignore", "ignore", "pipe"] });
  const running: Running = { child };
  runs.set(id, running);
  let tail = "";
  child.stderr!.setEncoding("utf8");
  child.stderr!.on("data", (chunk: string) => {
    const lines = (tail + chunk).split(/\r|\n/);
    tail = lines.pop() ?? "";
    for (const line of lines) {
      const p = parseProgressLine(line, "impact");
      if (p) running.progress = p;
      else if (line.trim() && !line.startsWith("impact: game ")) {
        running.last = line.trim();
        console.error(`impact replay ${id}: ${line}`);
      }
    }
  });
  child.on("exit", (code, signal) => {
    runs.delete(id);
    // The command stores the final status itself; a replay it could not end is marked here.
    if (code !== 0 && code !== 1) void finishLabImpact(id, running.cancelling ? "cancelled" : "failed", running.cancelling ? undefined : (running.last ?? `the replay stopped (${signal ?? `exit code ${code}`})`)).catch(() => undefined);
  });
}

/** Cancel a running replay: it stops after the game in play (killed if that takes longer than CANCEL_GRACE_MS). */
export function cancelImpact(id: string): boolean {
  const running = runs.get(id);
  if (!running) return false;
  running.cancelling = true;
  running.child.kill("SIGINT");
  setTimeout(() => {
    if (runs.get(id) === running) running.child.kill("SIGKILL");
  }, CANCEL_GRACE_MS).unref();
  return true;
}

/** Whether a replay runs in this server. */
export function isImpactRunning(id: string): boolean {
  return runs.has(id);
}

export interface ImpactView {
  impact: LabImpactSummary;
  running: boolean;
  cancelling: boolean;
  /** The child's progress: games/s and ETA of the games this run plays. */
  progress?: LineProgress;
  /** The report of the games stored so far (all of them once it is done); continuation logs left out (`impactGameLog`). */
  report: ImpactReport & { games: (ImpactReport["games"][number] & { index: number })[] };
}

/** A replay as the page shows it: status, live progress, and the report of its stored games. */
export async function impactView(id: string): Promise<ImpactView | undefined> {
  const impact = await getLabImpact(id);
  if (!impact) return undefined;
  const games = await labImpactGames(id);
  const report = impactReport(games, impact.spec.confidence);
  const running = runs.get(id);
  const light = games.map((g) => {
    if (!g.continuation) return g;
    const { logA: _a, logB: _b, ...rest } = g.continuation;
    return { ...g, continuation: { ...rest, logA: "", logB: "" } };
  });
  return {
    impact,
    running: !!running,
    cancelling: !!running?.cancelling,
    ...(running?.progress ? { progress: running.progress } : {}),
    report: { ...report, games: light },
  };
}

/** The continuation logs of one stored game (to open it as a playtest), or undefined. */
export async function impactGameLogs(id: string, index: number): Promise<{ logA: string; logB: string } | undefined> {
  const game = (await labImpactGames(id)).find((g) => g.index === index);
  return game?.continuation ? { logA: game.continuation.logA, logB: game.continuation.logB } : undefined;
}
