/**
 * `tm lab impact`: replay a corpus of recorded games (log files, stored playtest sessions) under a
 * base revision A and a changed revision B: per game whether the change touches it, the first move
 * that changed and the VP per faction under A and B; per faction the mean delta with its interval.
 * A progress line per game goes to stderr.
 */
import { impactReplay, type AnyGameModule, type ImpactGame, type ImpactReport, type Interval } from "../../engine";
import { logsFromPaths, logsFromSessions } from "../../lib/lab/impact-corpus";
import type { Db } from "../../prisma/db";
import { loadPack } from "./lab";

export const IMPACT_USAGE = `usage: tm lab impact --pack A --against B (--logs dir|file[,...] | --sessions)... [--bot b] [--seed S]
                     [--confidence C] [--json]

  --pack       revision A, the base: a pack of content/ by id, a pack folder or file, or a stored
               revision id@N
  --against    revision B, the changed one (same forms)
  --logs       recorded games: a folder's *.log files or log files (comma-separated, or repeated)
  --sessions   also every stored playtest session of A's pack that has moves
  --bot        the bot that plays on where B refuses a recorded move (default heuristic); A plays
               on from the same move with the same bot and seed, so deltas compare like with like
  --seed       seed of the first game's continuation (default 1; game k uses S+k)
  --json       the whole report as JSON (with the continued games' logs)`;

function fail(message: string, json: boolean, code: number): number {
  if (json) console.log(JSON.stringify({ ok: false, error: message }));
  else console.error(`tm lab impact: ${message}${code === 2 ? `\n\n${IMPACT_USAGE}` : ""}`);
  return code;
}

export async function labImpact(rest: string[], json: boolean, getDb: () => Db): Promise<number> {
  if (rest.includes("--help")) {
    console.log(IMPACT_USAGE);
    return 0;
  }
  const logs: string[] = [];
  let pack: string | undefined;
  let against: string | undefined;
  let bot = "heuristic";
  let seed = 1;
  let confidence = 0.95;
  let sessions = false;
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (a === "--sessions") {
      sessions = true;
      continue;
    }
    const value = rest[i + 1];
    if (!["--pack", "--against", "--logs", "--bot", "--seed", "--confidence"].includes(a)) return fail(`unknown argument "${a}"`, json, 2);
    if (value === undefined || value.startsWith("--")) return fail(`${a} needs a value`, json, 2);
    i++;
    if (a === "--pack") pack = value;
    else if (a === "--against") against = value;
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
  const started = performance.now();
  let report: ImpactReport;
  try {
    report = impactReplay(game, game.pack.compile(a.resolved), game.pack.compile(b.resolved), corpus, {
      bot,
      seed,
      confidence,
      onGame: (done, total, game) => process.stderr.write(`impact: ${done}/${total} games, ${game.name}: ${game.status} (${((performance.now() - started) / 1000).toFixed(1)} s)\n`),
    });
  } catch (e) {
    return fail((e as Error).message, json, e instanceof RangeError ? 2 : 1);
  }
  const label = (spec: string, p: typeof a) => ({ spec, id: p.resolved.manifest.id, version: p.resolved.manifest.version, ...(p.revision ? { revision: p.revision } : {}) });
  const output = { ok: true, a: label(pack, a), b: label(against, b), bot, seed, ...report };
  console.log(json ? JSON.stringify(output, null, 2) : impactText(output));
  return 0;
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
