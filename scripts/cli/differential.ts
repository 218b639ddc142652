/**
 * `tm differential`: our engine against terra.snellman.net's (../shared/oracle). Seeded self-play
 * games are written as logs and replayed by both engines; they agree when both accept the log and
 * every faction ends with the same VP, resources, power bowls, cults, tracks, buildings, towns and
 * favor tiles, or when both refuse the same first line. With --mutate, each game's log is mutated
 * (a line dropped, duplicated, given to another player, a number or hex changed, a command
 * inserted) and the mutated logs are compared the same way.
 */
import fs from "node:fs";
import path from "node:path";
import { compileCatalog, type Catalog } from "../../engine/games/terra-mystica/catalog";
import {
  differentialGame,
  disagreement,
  knownDifference,
  mutateLog,
  rewriteLog,
  ourOutcome,
  referenceOutcome,
  type Idiom,
  type Mutation,
} from "../../engine/games/terra-mystica/testing/differential";
import { oracleMissing, replayWithReference } from "./oracle";
import { packWithOptions } from "./pack-dir";

/** The options of league games on terra.snellman.net (content/promo). */
export const LEAGUE_OPTIONS = ["mini-expansion-1", "shipping-bonus", "temple-scoring-tile", "variable-turn-order"];

export const DIFFERENTIAL_USAGE = `usage: tm differential [--games N] [--players P] [--options o1,o2] [--with f1,f2] [--seed S]
                       [--mutate [K]] [--idioms [K]] [--jobs J] [--log-dir dir] [--json]

  --games N        self-play games (default 100)
  --players P      players per game (default: 2 + seed mod 4)
  --options o1,o2  options of every game (default: by seed, four without options, then four with
                   the league options ${LEAGUE_OPTIONS.join(",")}); "none" for none
  --with f1,f2     every game seats one of these factions (by seed; e.g. the Fire & Ice factions
                   with their options), the other seats drawn as usual
  --seed S         seed of the first game; game i uses seed S+i (default 1)
  --maps m1,m2     the map of game i is the (S+i mod count)th of these map ids (default: base);
                   with the option fire-and-ice-final-scoring each game is dealt a tile by seed
  --mutate [K]     compare K mutated logs per game (default 1) instead of the games' own logs
  --idioms [K]     compare K logs per game rewritten in the spellings of real site logs (any
                   case, commands joined by '.', words for resources, burn 0, comments,
                   drop-faction), default 1, instead of the games' own logs
  --jobs J         reference processes at once (default: one per core)
  --log-dir dir    write every log the engines disagree on there
  --json           print the report as JSON`;

export interface DifferentialCase {
  seed: number;
  players: number;
  options: string[];
  factions: string[];
  /** The map id ("base" for the base map). */
  map: string;
  /** The final-scoring tile ("none" without one). */
  tile: string;
  mutation?: Mutation | Idiom;
  /** What the mutation did. */
  mutated?: string;
  log: string;
  /** What differs: the first differing field, or the refused lines. */
  problem: string;
}

export interface DifferentialReport {
  total: number;
  agreed: number;
  /** agreed/total per player count (and per mutation kind with --mutate). */
  byPlayers: Record<string, { agreed: number; total: number }>;
  byMutation: Record<string, { agreed: number; total: number }>;
  /** agreed/total per map and per final-scoring tile ("none" without one). */
  byMap: Record<string, { agreed: number; total: number }>;
  byTile: Record<string, { agreed: number; total: number }>;
  /** agreed/total of the logs each faction was seated in. */
  byFaction: Record<string, { agreed: number; total: number }>;
  /** Logs our engine refused (where the engines agree, the reference refused them at the same line). */
  refused: number;
  disagreements: DifferentialCase[];
  /** Disagreements of the kinds we keep on purpose (`knownDifference`), with why in `problem`. */
  known: DifferentialCase[];
  seconds: number;
}

export interface DifferentialRun {
  games: number;
  seed: number;
  players?: number;
  /** Options of every game; undefined for none and the league options in turn. */
  options?: string[];
  /** Maps of the games in turn by seed (map ids of the pack; undefined: the base map). */
  maps?: string[];
  /** Every game seats one of these factions (see `differentialGame`). */
  featured?: string[];
  /** Mutated logs per game (0: the games' own logs). */
  mutate: number;
  /** Logs per game rewritten with the idioms of real logs (0 or undefined: none). */
  idioms?: number;
  jobs?: number;
  /** Games per batch handed to the reference at once. */
  batch?: number;
  onProgress?: (done: number, total: number, agreed: number) => void;
}

/** Players of game `seed` when none is given: 2, 3, 4, 5 in turn. */
function playersFor(run: DifferentialRun, seed: number): number {
  return run.players ?? 2 + (seed % 4);
}

/** Options of game `seed` when none are given: none for four seeds, then the league options for four. */
function optionsFor(run: DifferentialRun, seed: number): string[] {
  return run.options ?? (Math.floor(seed / 4) % 2 === 0 ? [] : LEAGUE_OPTIONS);
}

const catalogs = new Map<string, Catalog>();
function catalogFor(options: string[]): Catalog {
  const key = options.join(",");
  let c = catalogs.get(key);
  if (!c) {
    const pack = packWithOptions(options);
    if (typeof pack === "string") throw new Error(pack);
    c = compileCatalog(pack);
    catalogs.set(key, c);
  }
  return c;
}

type Case = Omit<DifferentialCase, "problem"> & { catalog: Catalog };

/** The first `n` lines of a log. */
function firstLines(log: string, n: number): string {
  return log.split("\n").slice(0, n).join("\n") + "\n";
}

/**
 * Compare a batch of logs. The reference replays the logs we accept whole, and the logs we refuse
 * up to our refused line and up to the line before it (they agree when only the longer prefix is
 * refused), all without looking for its own refused line; only where the engines disagree does it
 * look for that line, to report it.
 */
async function compareBatch(cases: Case[], jobs: number | undefined): Promise<{ problems: (string | undefined)[]; known: (string | undefined)[]; refused: boolean[] }> {
  const ours = cases.map((c) => ourOutcome(c.catalog, c.log));
  const logs: string[] = [];
  const at: number[] = [];
  cases.forEach((c, i) => {
    const o = ours[i]!;
    at.push(logs.length);
    if (o.ok) logs.push(c.log);
    else logs.push(firstLines(c.log, o.line - 1), firstLines(c.log, o.line));
  });
  const refs = await replayWithReference(logs, { jobs, locate: false });
  const problems = cases.map((_, i): string | undefined => {
    const o = ours[i]!;
    if (o.ok) {
      const r = referenceOutcome(refs[at[i]!]!);
      return r.ok ? disagreement(o, r) : "locate";
    }
    const before = referenceOutcome(refs[at[i]!]!);
    const after = referenceOutcome(refs[at[i]! + 1]!);
    return before.ok && !after.ok ? undefined : "locate";
  });
  const known: (string | undefined)[] = cases.map(() => undefined);
  const locate = problems.flatMap((p, i) => (p === "locate" ? [i] : []));
  if (locate.length > 0) {
    const located = await replayWithReference(
      locate.map((i) => cases[i]!.log),
      { jobs, locate: true },
    );
    locate.forEach((i, k) => {
      const theirs = referenceOutcome(located[k]!);
      problems[i] = disagreement(ours[i]!, theirs) ?? "the reference's refused line depends on how it is looked for (see ../shared/oracle/README.md)";
      known[i] = knownDifference(ours[i]!, theirs) && problems[i];
    });
  }
  return { problems, known, refused: ours.map((o) => !o.ok) };
}

/** Play, mutate, replay with both engines and compare. */
export async function runDifferential(run: DifferentialRun): Promise<DifferentialReport> {
  const start = performance.now();
  const report: DifferentialReport = { total: 0, agreed: 0, byPlayers: {}, byMutation: {}, byMap: {}, byTile: {}, byFaction: {}, refused: 0, disagreements: [], known: [], seconds: 0 };
  const batch = run.batch ?? 200;
  for (let first = 0; first < run.games; first += batch) {
    const cases: Case[] = [];
    for (let i = first; i < Math.min(run.games, first + batch); i++) {
      const seed = run.seed + i;
      const options = optionsFor(run, seed);
      const catalog = catalogFor(options);
      const map = run.maps?.length ? run.maps[seed % run.maps.length]! : "base";
      const game = differentialGame(catalog, playersFor(run, seed), options, seed, run.featured, map === "base" ? undefined : map);
      const tile = game.finalScoring.join(",") || "none";
      const base = { seed, players: game.players, options, factions: game.factions, map, tile, catalog };
      if (run.mutate === 0 && !run.idioms) cases.push({ ...base, log: game.log });
      for (let k = 0; k < (run.idioms ?? 0); k++) {
        const r = rewriteLog(game.log, Math.imul(seed, 6151) + k * 130363 + 7);
        cases.push({ ...base, log: r.log, mutation: r.mutation, mutated: r.description });
      }
      for (let k = 0; k < run.mutate; k++) {
        const m = mutateLog(game.log, Math.imul(seed, 7919) + k * 104729 + 1);
        cases.push({ ...base, log: m.log, mutation: m.mutation, mutated: m.description });
      }
    }
    const { problems, known, refused } = await compareBatch(cases, run.jobs);
    cases.forEach((c, i) => {
      const problem = problems[i];
      report.total++;
      const p = (report.byPlayers[String(c.players)] ??= { agreed: 0, total: 0 });
      p.total++;
      const m = c.mutation ? (report.byMutation[c.mutation] ??= { agreed: 0, total: 0 }) : undefined;
      if (m) m.total++;
      const byMap = (report.byMap[c.map] ??= { agreed: 0, total: 0 });
      const byTile = (report.byTile[c.tile] ??= { agreed: 0, total: 0 });
      byMap.total++;
      byTile.total++;
      const byFaction = c.factions.map((f) => (report.byFaction[f] ??= { agreed: 0, total: 0 }));
      for (const f of byFaction) f.total++;
      if (refused[i]) report.refused++;
      if (problem === undefined) {
        report.agreed++;
        p.agreed++;
        if (m) m.agreed++;
        byMap.agreed++;
        byTile.agreed++;
        for (const f of byFaction) f.agreed++;
      } else {
        const { catalog: _c, ...rest } = c;
        if (known[i]) report.known.push({ ...rest, problem });
        else report.disagreements.push({ ...rest, problem });
      }
    });
    run.onProgress?.(report.total, run.games * Math.max(1, run.mutate + (run.idioms ?? 0)), report.agreed);
  }
  report.seconds = Math.round((performance.now() - start) / 100) / 10;
  return report;
}

export function reportText(r: DifferentialReport, limit = 20): string {
  const lines = [
    `${r.agreed}/${r.total} agree with the reference (${r.refused} refused) in ${r.seconds} s` +
      (r.known.length ? `; ${r.known.length} differ as documented (REFERENCE.md: the site accepts an action it cannot carry out, or a second one while the first one's follow-up is missing)` : ""),
  ];
  for (const [players, s] of Object.entries(r.byPlayers)) lines.push(`  ${players} players: ${s.agreed}/${s.total}`);
  for (const [kind, s] of Object.entries(r.byMutation)) lines.push(`  ${kind}: ${s.agreed}/${s.total}`);
  // Maps and tiles only when the run varied them (a run on the base map without tiles says nothing more).
  if (Object.keys(r.byMap).some((m) => m !== "base")) for (const [map, s] of Object.entries(r.byMap)) lines.push(`  map ${map}: ${s.agreed}/${s.total}`);
  if (Object.keys(r.byTile).some((t) => t !== "none")) for (const [tile, s] of Object.entries(r.byTile)) lines.push(`  final-scoring ${tile}: ${s.agreed}/${s.total}`);
  const describe = (d: DifferentialCase) => {
    const what =
      `seed ${d.seed}, ${d.players} players (${d.factions.join(", ")})${d.options.length ? `, options ${d.options.join(",")}` : ""}` +
      `${d.map !== "base" ? `, map ${d.map}` : ""}${d.tile !== "none" ? `, final-scoring ${d.tile}` : ""}`;
    return `${what}${d.mutated ? `, ${d.mutated}` : ""}:\n    ${d.problem}`;
  };
  for (const d of r.disagreements.slice(0, limit)) lines.push(`- ${describe(d)}`);
  if (r.disagreements.length > limit) lines.push(`... and ${r.disagreements.length - limit} more (--json lists them all)`);
  for (const d of r.known.slice(0, limit)) lines.push(`- documented: ${describe(d)}`);
  return lines.join("\n");
}

function fail(message: string, json: boolean, code = 2): number {
  if (json) console.log(JSON.stringify({ ok: false, error: message }));
  else console.error(`tm differential: ${message}${code === 2 ? `\n\n${DIFFERENTIAL_USAGE}` : ""}`);
  return code;
}

function wholeNumber(value: string | undefined, name: string, min: number): number | string {
  const n = Number(value);
  return value !== undefined && Number.isInteger(n) && n >= min ? n : `${name} needs a whole number ≥ ${min}, not "${value ?? ""}"`;
}

export async function differentialCommand(args: string[], json: boolean): Promise<number> {
  const run: DifferentialRun = { games: 100, seed: 1, mutate: 0 };
  let logDir: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const value = args[i + 1];
    const number = (name: string, min: number): number | string => {
      i++;
      return wholeNumber(value, name, min);
    };
    let n: number | string = 0;
    switch (a) {
      case "--games":
        n = number(a, 1);
        if (typeof n === "number") run.games = n;
        break;
      case "--players":
        n = number(a, 1);
        if (typeof n === "number") run.players = n;
        break;
      case "--seed":
        n = number(a, 0);
        if (typeof n === "number") run.seed = n;
        break;
      case "--jobs":
        n = number(a, 1);
        if (typeof n === "number") run.jobs = n;
        break;
      case "--mutate":
        if (value !== undefined && !value.startsWith("--")) {
          n = number(a, 1);
          if (typeof n === "number") run.mutate = n;
        } else run.mutate = 1;
        break;
      case "--idioms":
        if (value !== undefined && !value.startsWith("--")) {
          n = number(a, 1);
          if (typeof n === "number") run.idioms = n;
        } else run.idioms = 1;
        break;
      case "--options":
        if (value === undefined || value.startsWith("--")) return fail("--options needs a value", json);
        i++;
        run.options = value === "none" ? [] : value.split(",").map((o) => o.trim().toLowerCase()).filter(Boolean);
        break;
      case "--with":
        if (value === undefined || value.startsWith("--")) return fail("--with needs a value", json);
        i++;
        run.featured = value.split(",").map((f) => f.trim().toLowerCase()).filter(Boolean);
        break;
      case "--maps":
        if (value === undefined || value.startsWith("--")) return fail("--maps needs a value", json);
        i++;
        run.maps = value.split(",").map((m) => m.trim().toLowerCase()).filter(Boolean);
        break;
      case "--log-dir":
        if (value === undefined || value.startsWith("--")) return fail("--log-dir needs a value", json);
        i++;
        logDir = value;
        break;
      default:
        return fail(`unknown argument "${a}"`, json);
    }
    if (typeof n === "string") return fail(n, json);
  }
  const missing = oracleMissing();
  if (missing) return fail(missing, json, 1);
  if (run.options) {
    const pack = packWithOptions(run.options);
    if (typeof pack === "string") return fail(pack, json, 1);
  }
  if (run.featured) {
    const catalog = catalogFor(run.options ?? []);
    const unknown = run.featured.filter((f) => !catalog.factions[f]);
    if (unknown.length) return fail(`--with: no faction ${unknown.join(", ")} in pack ${catalog.pack.manifest.id}`, json, 1);
  }
  if (run.maps) {
    const catalog = catalogFor(run.options ?? []);
    const unknown = run.maps.filter((m) => m !== "base" && !catalog.pack.maps[m]);
    if (unknown.length) return fail(`--maps: no map ${unknown.join(", ")} in pack ${catalog.pack.manifest.id}`, json, 1);
  }
  if (run.players !== undefined && (run.players < 2 || run.players > 5)) return fail("--players must be 2 to 5", json, 1);
  const tty = process.stderr.isTTY;
  run.onProgress = (done, total, agreed) =>
    process.stderr.write(`${tty ? "\r" : ""}differential: ${done}/${total} logs, ${agreed} agree${tty ? "" : "\n"}`);
  const report = await runDifferential(run);
  if (tty) process.stderr.write("\r\x1b[K");
  if (logDir) {
    fs.mkdirSync(logDir, { recursive: true });
    report.disagreements.forEach((d, i) => {
      const name = path.join(logDir!, `disagreement-${i + 1}-seed-${d.seed}`);
      fs.writeFileSync(`${name}.log`, d.log);
      fs.writeFileSync(`${name}.txt`, `${d.mutated ? `${d.mutated}\n` : ""}${d.problem}\n`);
    });
  }
  const withoutLogs = (list: DifferentialCase[]) => list.map(({ log: _log, ...d }) => d);
  if (json) console.log(JSON.stringify({ ...report, disagreements: withoutLogs(report.disagreements), known: withoutLogs(report.known) }, null, 2));
  else console.log(reportText(report) + (logDir && report.disagreements.length ? `\nlogs in ${logDir}` : ""));
  return report.disagreements.length > 0 ? 1 : 0;
}
