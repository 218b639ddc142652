/**
 * `tm lab impact`: replay a corpus of recorded games (log files, stored playtest sessions) under a
 * base revision A and a changed revision B: per game whether the change touches it, the first move
 * that changed and the VP per faction under A and B; per faction the mean delta with its interval.
 * A progress line per game goes to stderr. `--save` stores the replay and its games as they end;
 * `--stored ID` runs a stored one (the studio's background replays).
 */
import { botChoice, impactReport, type AnyGameModule, type ImpactGame, type ImpactReport, type Interval } from "../../engine";
import { logsFromPaths, logsFromSessions } from "../../lib/lab/impact-corpus";
import { replayCorpus, runStoredImpact } from "../../lib/lab/impact-run";
import { progressLine } from "../../lib/lab/progress";
import type { BatchProgress } from "../../lib/lab/runner";
import type { Db } from "../../prisma/db";
import { getLabImpact, labImpactGames, openLabImpact } from "../../prisma/lab-impact";
import { loadPack } from "./lab";

export const IMPACT_USAGE = `usage: tm lab impact --pack A --against B (--logs dir|file[,...] | --sessions)... [--bot b] [--seed S]
                     [--confidence C] [--save] [--json]
       tm lab impact --stored ID [--json]

  --pack       revision A, the base: a pack of content/ by id, a pack folder or file, or a stored
               revision id@N
  --against    revision B, the changed one (same forms)
  --logs       recorded games: a folder's *.log files or log files (comma-separated, or repeated)
  --sessions   also every stored playtest session of A's pack that has moves
  --bot        the bot that plays on where B refuses a recorded move (default heuristic); A plays
               on from the same move with the same bot and seed, so deltas compare like with like
  --seed       seed of the first game's continuation (default 1; game k uses S+k)
  --save       store the replay and each game as it ends (the studio's /lab/impact lists it); the
               same replay run again plays only the games not stored
  --stored     run (or resume) a stored replay by its id, as the studio does in the background
  --json       the whole report as JSON (with the continued games' logs)

  A progress line goes to stderr after each game; Ctrl-C stops after the game in play (a stored
  replay keeps the games that ended and is marked cancelled; the exit code is then 1).`;

function fail(message: string, json: boolean, code: number): number {
  if (json) console.log(JSON.stringify({ ok: false, error: message }));
  else console.error(`tm lab impact: ${message}${code === 2 ? `\n\n${IMPACT_USAGE}` : ""}`);
  return code;
}

/** Progress on stderr: a line per game, then the shared progress line (rate and ETA) the studio reads. */
function reporter(total: () => number) {
  const started = performance.now();
  return {
    onGame: (index: number, game: ImpactGame) => void process.stderr.write(`impact: game ${index + 1} of ${total()}, ${game.name}: ${game.status} (${((performance.now() - started) / 1000).toFixed(1)} s)\n`),
    onProgress: (p: BatchProgress) => void process.stderr.write(`${progressLine(p, "impact")}\n`),
  };
}

/** Ctrl-C (and the studio's Cancel, a SIGINT) aborts the signal: the replay stops after the game in play. */
async function withSigint<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const onSigint = () => controller.abort();
  process.on("SIGINT", onSigint);
  try {
    return await run(controller.signal);
  } finally {
    process.off("SIGINT", onSigint);
  }
}

export async function labImpact(rest: string[], json: boolean, getDb: () => Db): Promise<number> {
  if (rest.includes("--help")) {
    console.log(IMPACT_USAGE);
    return 0;
  }
  const logs: string[] = [];
  let pack: string | undefined;
  let against: string | undefined;
  let stored: string | undefined;
  let bot = "heuristic";
  let seed = 1;
  let confidence = 0.95;
  let sessions = false;
  let save = false;
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (a === "--sessions" || a === "--save") {
      if (a === "--save") save = true;
      else sessions = true;
      continue;
    }
    const value = rest[i + 1];
    if (!["--pack", "--against", "--logs", "--bot", "--seed", "--confidence", "--stored"].includes(a)) return fail(`unknown argument "${a}"`, json, 2);
    if (value === undefined || value.startsWith("--")) return fail(`${a} needs a value`, json, 2);
    i++;
    if (a === "--pack") pack = value;
    else if (a === "--against") against = value;
    else if (a === "--stored") stored = value;
    else if (a === "--logs") logs.push(...value.split(",").filter(Boolean));
    else if (a === "--bot") bot = value;
    else if (a === "--seed") {
      seed = Number(value);
      if (!Number.isInteger(seed) || seed < 0) return fail(`--seed needs a whole number ≥ 0, not "${value}"`, json, 2);
    } else {
      confidence = Number(value);
      if (!(confidence > 0 && confidence < 1)) return fail(`--confidence needs a number between 0 and 1, not "${value}"`, json, 2);
    }
  }
  if (stored) {
    if (pack || against || logs.length || sessions) return fail("--stored runs a stored replay as it was stored: give no --pack, --against, --logs or --sessions with it", json, 2);
    return await runStored(stored, json, getDb);
  }
  if (!pack || !against) return fail("lab impact needs --pack (revision A) and --against (revision B)", json, 2);
  if (!logs.length && !sessions) return fail("lab impact needs games: --logs and/or --sessions", json, 2);
  const a = await loadPack(pack, getDb);
  if (typeof a === "string") return fail(a, json, 1);
  const b = await loadPack(against, getDb);
  if (typeof b === "string") return fail(b.replace("--pack", "--against"), json, 1);
  if (a.module.id !== b.module.id) return fail(`A is a pack for ${a.module.name} and B for ${b.module.name}: an impact replay compares two revisions of one game`, json, 1);
  const game: AnyGameModule = a.module;
  const files = logsFromPaths(logs);
  if (!files.ok) return fail(files.message, json, 1);
  const corpus = [...files.logs, ...(sessions ? await logsFromSessions(a.resolved.manifest.id, getDb()) : [])];
  if (!corpus.length) return fail(`no games: pack ${a.resolved.manifest.id} has no stored sessions with moves`, json, 1);
  const botFound = botChoice(game.bots, bot);
  if (!botFound.ok) return fail(`${game.name}: ${botFound.message}`, json, 2);
  if (save) {
    const side = (p: typeof a) => ({ packId: p.resolved.manifest.id, ...(p.revision ? { revision: p.revision } : {}), version: p.resolved.manifest.version });
    const opened = await openLabImpact({ game: game.id, spec: { a: side(a), b: side(b), bot, seed, confidence }, packA: a.resolved, packB: b.resolved, corpus }, getDb());
    process.stderr.write(`impact: stored as ${opened.impact.id}${opened.resumed ? ` (${opened.storedIndices.size} of ${corpus.length} games stored already)` : ""}\n`);
    return await runStored(opened.impact.id, json, getDb);
  }
  const show = reporter(() => corpus.length);
  const run = await withSigint((signal) => replayCorpus(game, game.pack.compile(a.resolved), game.pack.compile(b.resolved), corpus, { bot, seed, signal, ...show }));
  const report = impactReport(run.games.map(({ index: _i, ...g }) => g), confidence);
  const label = (spec: string, p: typeof a) => ({ spec, id: p.resolved.manifest.id, version: p.resolved.manifest.version, ...(p.revision ? { revision: p.revision } : {}) });
  const output = { ok: true, ...(run.cancelled ? { cancelled: true } : {}), a: label(pack, a), b: label(against, b), bot, seed, ...report };
  console.log(json ? JSON.stringify(output, null, 2) : impactText(output));
  return run.cancelled ? 1 : 0;
}

/** `--stored ID` (and `--save`): play a stored replay's missing games, then print its report from every stored game. */
async function runStored(id: string, json: boolean, getDb: () => Db): Promise<number> {
  const impact = await getLabImpact(id, getDb());
  if (!impact) return fail(`no stored impact replay "${id}"`, json, 1);
  const show = reporter(() => impact.total);
  let run;
  try {
    run = await withSigint((signal) => runStoredImpact(id, getDb(), { signal, ...show }));
  } catch (e) {
    return fail((e as Error).message, json, e instanceof RangeError ? 2 : 1);
  }
  const games = (await labImpactGames(id, getDb())).map(({ index: _i, ...g }) => g);
  const report = impactReport(games, run.spec.confidence);
  const label = (s: typeof run.spec.a) => ({ spec: `${s.packId}${s.revision ? `@${s.revision}` : ""}`, id: s.packId, version: s.version, ...(s.revision ? { revision: s.revision } : {}) });
  const output = { ok: true, id, ...(run.cancelled ? { cancelled: true } : {}), a: label(run.spec.a), b: label(run.spec.b), bot: run.spec.bot, seed: run.spec.seed, ...report };
  console.log(json ? JSON.stringify(output, null, 2) : impactText(output));
  return run.cancelled ? 1 : 0;
}

const signed = (x: number, digits = 0) => `${x > 0 ? "+" : x < 0 ? "−" : ""}${Math.abs(x).toFixed(digits)}`;

function firstChangeText(g: ImpactGame): string {
  const f = g.firstChange;
  if (!f) return "—";
  const where = f.index < 0 ? "setup" : `move ${f.index + 1} (line ${f.line}: ${f.text})`;
  const what = f.kind === "refused" ? `refused: ${f.message}` : f.differences.slice(0, 2).map((d) => `${d.path} ${JSON.stringify(d.a)} → ${JSON.stringify(d.b)}`).join(", ");
  const refused = g.refused ? `; B refuses move ${g.refused.index + 1} (line ${g.refused.line}: ${g.refused.text}): ${g.refused.message}` : "";
  return `${where}: ${what}${refused}`;
}

/** The report as text: one block per game, then the per-faction table. */
export function impactText(o: { a: { spec: string; version: string }; b: { spec: string; version: string }; bot: string; seed: number } & ImpactReport): string {
  const level = `${Math.round(o.confidence * 100)}%`;
  const counts = Object.entries(o.counts)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}`)
    .join(", ");
  const lines = [`impact of ${o.b.spec} (${o.b.version}) against ${o.a.spec} (${o.a.version}) on ${o.games.length} games: ${counts}; continuations by ${o.bot}, seed ${o.seed}`, ""];
  for (const g of o.games) {
    lines.push(`${g.name}: ${g.status}${g.error ? ` — ${g.error}` : ""}`);
    if (g.firstChange) lines.push(`  first change: ${firstChangeText(g)}`);
    if (g.players.some((p) => p.b !== undefined))
      lines.push(`  VP A → B: ${g.players.map((p) => `${p.player} ${p.aContinued ?? p.a} → ${p.b ?? "?"} (${signed(p.delta ?? 0)})`).join(", ")}${g.status === "continued" ? " (A and B continued by bots; recorded A: " + g.players.map((p) => `${p.player} ${p.a}`).join(", ") + ")" : ""}`);
  }
  const ends = (i: Interval) => (Number.isFinite(i.lo) && Number.isFinite(i.hi) ? `[${signed(i.lo, 1)}, ${signed(i.hi, 1)}]` : "[one game]");
  const head = ["faction", "games", "changed", `mean Δ VP [${level}]`];
  const rows = o.players.map((p) => [p.player, String(p.games), String(p.changed), `${signed(p.delta.estimate, 1)} ${ends(p.delta)}`]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  lines.push("", ...[head, ...rows].map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ")));
  lines.push("", "Δ is B − A: the recorded game replayed under each, or, where B refuses a recorded move, both continued from there by the same bot.");
  return lines.join("\n");
}
