/**
 * Benchmarks of the rules engine on one core (`npm run bench`), each with its target (issue 12):
 *
 * - replay of a real game (../shared/games/tmai-game-a.log, or `--log FILE`): parse + replay,
 *   against the reference engine's in-process replay of the same log, measured in the same run
 *   when ../shared/oracle is present: `replay.sh --compact --repeat N LOG` replays the log N times
 *   in one Perl process and reports its own timing (`timing_ms.per_game_median`, start-up and
 *   module loading excluded); its CPU time per replay is that of a process replaying it N+1 times
 *   minus that of one replaying it once, over N. In `--rounds R` rounds (default 5), each timing
 *   ours just before and just after the reference's processes, so that both see the same load;
 *   the ratio printed is the median of the rounds' ratios (with their range). Where `taskset`
 *   exists, each round runs ours (this process's main thread) and the reference's processes on
 *   the same core, the cores taken in turn over the rounds (`--no-pin`: wherever the scheduler
 *   puts them): the cores of a VM need not be equally fast — on the 2-core machine this was
 *   written on, one core ran both engines up to 1.4–1.9× slower than the other, so an unpinned
 *   round that put ours on the slow core and the reference on the fast one halved the ratio.
 *   Target: ours ≥ 100× faster, in wall-clock and in CPU time;
 * - `apply` with a new snapshot, over every position of the real games in ../shared/games (each
 *   position and the move played there): median µs per call, target ≤ 15 µs;
 * - `legalMoves` over positions of self-play games, for the players who may move there: median µs
 *   per call, target ≤ 20 µs;
 * - self-play of 4-player games between random bots, cold: a separate `tm selfplay --games 2000`
 *   process, three times (`--cold-runs`; the CLI's own figures: games per second from its first
 *   game to its last, and games per CPU second over the same games; each printed, the medians
 *   judged, as the replay's ratio is the median of its rounds: the VM's speed moves by a third
 *   within minutes), target ≥ 500 games/s "on one core": met when both medians are,
 *   since V8's compiler and collector threads run beside the main one on a second core and the
 *   wall-clock figure alone would count that core for free; the same run pinned to one core with
 *   `taskset` (where it exists) is printed beside it, not judged; and warm, in this process after
 *   a warm-up.
 *
 *   npm run bench -- [--json] [--seconds 2] [--log FILE] [--repeat N] [--rounds R] [--no-pin] [--cold-games N] [--cold-runs N] [--no-cold] [--check]
 *
 * `--seconds` is the time spent measuring each in-process figure (after a warm-up; the replay's
 * is per round); `--repeat` the reference's runs of the log per round (default 10). The machine's load (os.loadavg) is printed before and
 * after: on a busy machine the wall-clock figures suffer, so the CPU-time figures are printed too.
 * The exit code is 0 whether or not the targets are met (a machine's speed is not a test); with
 * `--check` it is 1 when one is missed.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { factionsForSeed, playSelfPlay, seatsToMove } from "../engine/games/terra-mystica/bots";
import { compileCatalog, type Catalog } from "../engine/games/terra-mystica/catalog";
import { parseLog } from "../engine/games/terra-mystica/notation/parse";
import { replay, replayEntries, setupFromEntries } from "../engine/games/terra-mystica/notation/replay";
import { apply, applyInPlace } from "../engine/games/terra-mystica/rules/apply";
import { legalMoves } from "../engine/games/terra-mystica/rules/legal";
import type { Move } from "../engine/games/terra-mystica/rules/moves";
import { createGame } from "../engine/games/terra-mystica/rules/setup";
import { cloneState, type GameState } from "../engine/games/terra-mystica/rules/state";
import { allowedCores, pinMainThread } from "./cli/affinity";
import { oracleMissing, referenceTimedRun } from "./cli/oracle";
import { validatePackSource } from "./cli/pack-dir";

const ROOT = path.join(import.meta.dirname, "..");
const GAMES = path.join(ROOT, "..", "shared", "games");
const TARGETS = { replayRatio: 100, applyUs: 15, legalMovesUs: 20, gamesPerSecond: 500 };

const args = process.argv.slice(2);
const json = args.includes("--json");
const check = args.includes("--check");
const valueOf = (flag: string): string | undefined => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const seconds = Number(valueOf("--seconds") ?? 2);
const LOG = path.resolve(valueOf("--log") ?? path.join(GAMES, "tmai-game-a.log"));
const repeat = Number(valueOf("--repeat") ?? 10);
const replayRounds = Math.max(1, Number(valueOf("--rounds") ?? 5));
const coldGames = Number(valueOf("--cold-games") ?? 2000);
const coldRuns = Math.max(1, Number(valueOf("--cold-runs") ?? 3));
const cold = !args.includes("--no-cold");
const allowed = allowedCores();
/** The cores the replay's rounds take in turn (none: not pinned). */
const pinCores = args.includes("--no-pin") || allowed === undefined ? [] : allowed.cores;

const loadBefore = os.loadavg();
const progress = (what: string) => {
  if (!json) process.stderr.write(`bench: ${what}...\n`);
};

function catalogOf(pack: string): Catalog {
  const v = validatePackSource(path.join(ROOT, "content", pack));
  if (!v.ok) throw new Error(`content/${pack} is invalid`);
  return compileCatalog(v.resolved);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Run `f` repeatedly for about `budget` seconds (after a warm-up); the duration of each run in ms, and the CPU ms per run. */
function timeRuns(f: () => void, budget: number, warmUp = 1000): { times: number[]; cpuMs: number } {
  const warmUntil = performance.now() + warmUp;
  for (let i = 0; performance.now() < warmUntil || i < warmUp / 4; i++) f();
  const times: number[] = [];
  const cpu = process.cpuUsage();
  const end = performance.now() + budget * 1000;
  while (performance.now() < end || times.length < 5) {
    const t = performance.now();
    f();
    times.push(performance.now() - t);
  }
  const used = process.cpuUsage(cpu);
  return { times, cpuMs: (used.user + used.system) / 1000 / times.length };
}

const base = catalogOf("base");
const promo = catalogOf("promo");

// 1. Replay of a real game, ours and the reference engine's, in rounds: each round times ours, runs
// the reference, and times ours again, so that both see the same load; the ratio is each round's,
// and the figures printed are the medians over the rounds.
interface ReplayRound {
  /** Our CPU ms per run (the runs before and after the reference's, together). */
  cpuMs: number;
  /** Our median wall-clock ms per run. */
  ms: number;
  /** The reference's median wall-clock ms per run (its own timing, start-up excluded). */
  referenceMs: number;
  /** The reference's CPU ms per run: the CPU time of `--repeat N+1` minus that of `--repeat 1`, over N. */
  referenceCpuMs?: number;
  ratio: number;
  cpuRatio?: number;
  /** The core both ran on (unset: not pinned). */
  core?: number;
}
interface ReplayFigures {
  log: string;
  /** Medians over every run of ours (wall clock) and over the rounds (CPU). */
  ms: number;
  cpuMs: number;
  replayOnlyMs: number;
  referenceMs?: number;
  referenceMinMs?: number;
  referenceStartupMs?: number;
  /** The reference's runs of the log per round. */
  referenceRuns?: number;
  referenceCpuMs?: number;
  /** Median over the rounds of each round's ratio. */
  ratio?: number;
  /** The same ratio in CPU time (steadier than wall-clock time on a busy machine). */
  cpuRatio?: number;
  /** The lowest and highest of the rounds' CPU ratios. */
  cpuRatioRange?: [number, number];
  rounds?: ReplayRound[];
  referenceMissing?: string;
}
let replayFigures: ReplayFigures | undefined;
if (fs.existsSync(LOG)) {
  progress("replay");
  const text = fs.readFileSync(LOG, "utf8");
  const parsed = parseLog(text);
  const catalog = /\boption (mini-expansion-1|shipping-bonus|temple-scoring-tile)\b/.test(text) ? promo : base;
  if (!parsed.ok || !replay(text, catalog).ok) throw new Error(`${LOG} does not replay`);
  const ours = (warmUp: number) => timeRuns(() => replay(text, catalog), seconds / 4, warmUp);
  const missing = oracleMissing();
  const times: number[] = [];
  const rounds: ReplayRound[] = [];
  let referenceMissing = missing;
  let startup: { min: number; startup: number }[] = [];
  let ourCpu: number[] = [];
  for (let round = 0; round < (missing ? 1 : replayRounds); round++) {
    const core = missing || pinCores.length === 0 ? undefined : pinCores[round % pinCores.length];
    if (core !== undefined) pinMainThread(String(core));
    const before = ours(round === 0 ? 2000 : 100);
    times.push(...before.times);
    if (missing) {
      ourCpu = [before.cpuMs];
      break;
    }
    progress(`the reference engine, round ${round + 1} of ${replayRounds} (${repeat} runs)`);
    // The longer process first in odd rounds, second in even ones.
    const one = round % 2 ? referenceTimedRun(LOG, 1, core) : undefined;
    const many = referenceTimedRun(LOG, repeat + 1, core);
    const oneAfter = round % 2 ? one : referenceTimedRun(LOG, 1, core);
    const after = ours(100);
    times.push(...after.times);
    if (!many || !oneAfter) {
      referenceMissing = "the reference engine did not replay the log or gave no timing";
      break;
    }
    const cpuMs = (before.cpuMs * before.times.length + after.cpuMs * after.times.length) / (before.times.length + after.times.length);
    const ms = median([...before.times, ...after.times]);
    const referenceCpuMs = many.cpuSeconds !== undefined && oneAfter.cpuSeconds !== undefined && many.cpuSeconds > oneAfter.cpuSeconds ? ((many.cpuSeconds - oneAfter.cpuSeconds) * 1000) / repeat : undefined;
    rounds.push({
      cpuMs,
      ms,
      referenceMs: many.timing.per_game_median,
      ratio: many.timing.per_game_median / ms,
      ...(referenceCpuMs !== undefined ? { referenceCpuMs, cpuRatio: referenceCpuMs / cpuMs } : {}),
      ...(core !== undefined ? { core } : {}),
    });
    startup.push({ min: many.timing.per_game_min, startup: many.timing.startup_and_load });
    ourCpu.push(cpuMs);
  }
  // The rest of the bench (and the processes it starts, which inherit the mask) may use every core.
  if (pinCores.length > 0) pinMainThread(allowed!.list);
  if (rounds.length === 0) startup = [];
  const replayOnly = timeRuns(() => replayEntries(parsed.entries, catalog), seconds / 4, 300);
  const cpuRatios = rounds.flatMap((r) => (r.cpuRatio === undefined ? [] : [r.cpuRatio]));
  const refCpu = rounds.flatMap((r) => (r.referenceCpuMs === undefined ? [] : [r.referenceCpuMs]));
  replayFigures = {
    log: path.relative(ROOT, LOG),
    ms: median(times),
    cpuMs: median(ourCpu),
    replayOnlyMs: median(replayOnly.times),
    ...(rounds.length > 0
      ? {
          referenceMs: median(rounds.map((r) => r.referenceMs)),
          referenceMinMs: Math.min(...startup.map((s) => s.min)),
          referenceStartupMs: median(startup.map((s) => s.startup)),
          referenceRuns: repeat + 1,
          ratio: median(rounds.map((r) => r.ratio)),
          rounds,
        }
      : {}),
    ...(refCpu.length > 0 ? { referenceCpuMs: median(refCpu) } : {}),
    ...(cpuRatios.length > 0 ? { cpuRatio: median(cpuRatios), cpuRatioRange: [Math.min(...cpuRatios), Math.max(...cpuRatios)] as [number, number] } : {}),
    ...(referenceMissing ? { referenceMissing } : {}),
  };
}

// 2. Self-play, warm: in this process, after warming up on other games (before the positions below fill the heap).
progress("warm self-play");
let games = 0;
let moves = 0;
// V8 takes a few hundred games to optimise the engine fully (longer when other processes share the cores).
const warmUntil = performance.now() + 30_000;
for (let seed = 10_000; seed < 10_500 && performance.now() < warmUntil; seed++) playSelfPlay(base, { factions: factionsForSeed(base, 4, seed) }, seed);
const start = performance.now();
const cpuStart = process.cpuUsage();
for (let seed = 1; performance.now() - start < seconds * 1000 || games < 20; seed++) {
  const g = playSelfPlay(base, { factions: factionsForSeed(base, 4, seed) }, seed);
  if (!g.ok) throw new Error(`self-play game ${seed}: ${g.reason}`);
  games++;
  moves += g.moves.length;
}
const warmGamesPerSecond = games / ((performance.now() - start) / 1000);
const cpu = process.cpuUsage(cpuStart);
const warmGamesPerCpuSecond = games / ((cpu.user + cpu.system) / 1e6);

// 3. apply over the positions of the real games.
progress("apply over the positions of the real games");
const positions: { catalog: Catalog; state: GameState; move: Move }[] = [];
const logFiles = fs.existsSync(GAMES)
  ? [
      ...fs.readdirSync(GAMES).filter((f) => f.endsWith(".log")).map((f) => ({ file: path.join(GAMES, f), catalog: base })),
      ...(fs.existsSync(path.join(GAMES, "league")) ? fs.readdirSync(path.join(GAMES, "league")) : [])
        .filter((f) => f.endsWith(".log"))
        .map((f) => ({ file: path.join(GAMES, "league", f), catalog: promo })),
    ]
  : [];
for (const { file, catalog } of logFiles) {
  const parsed = parseLog(fs.readFileSync(file, "utf8"));
  if (!parsed.ok) throw new Error(`${file}: ${parsed.message}`);
  const found = setupFromEntries(parsed.entries, catalog);
  if ("ok" in found) throw new Error(`${file}: ${found.message}`);
  const created = createGame(catalog, found.setup);
  if (!created.ok) throw new Error(`${file}: ${created.message}`);
  const state = created.state;
  for (const e of parsed.entries.slice(found.firstMove)) {
    if (e.parsed.kind !== "move") continue;
    positions.push({ catalog, state: cloneState(state), move: e.parsed.move });
    if (!applyInPlace(catalog, state, e.parsed.move).ok) throw new Error(`${file}: line ${e.line} is refused`);
  }
}
/** Median and mean µs per call of `f` over `items`, each timed over `times` calls (after a warm-up pass). */
function perCall<T>(items: readonly T[], times: number, f: (x: T) => unknown): { median: number; mean: number } {
  for (let k = 0; k < 3; k++) for (const x of items) f(x);
  const us = items.map((x) => {
    const t = performance.now();
    for (let i = 0; i < times; i++) f(x);
    return ((performance.now() - t) * 1000) / times;
  });
  return { median: median(us), mean: mean(us) };
}
const applyUs = positions.length > 0 ? perCall(positions, 10, (p) => apply(p.catalog, p.state, p.move)) : undefined;
const cloneUs = positions.length > 0 ? perCall(positions, 10, (p) => cloneState(p.state)) : undefined;
const structuredCloneUs = positions.length > 0 ? perCall(positions.slice(0, 500), 3, (p) => structuredClone(p.state)) : undefined;

// 4. legalMoves over positions of self-play games, for the players who may move there.
progress("legalMoves over self-play positions");
const selfPlayPositions: { state: GameState; faction: string }[] = [];
for (let seed = 1; selfPlayPositions.length < 2000; seed++) {
  playSelfPlay(base, { factions: factionsForSeed(base, 4, seed) }, seed, {
    onMove: (state, _move, i) => {
      if (i % 3 !== 0) return;
      const copy = cloneState(state);
      for (const seat of seatsToMove(copy)) selfPlayPositions.push({ state: copy, faction: copy.players[seat]!.faction });
    },
  });
}
const legal = perCall(selfPlayPositions, 20, (p) => legalMoves(base, p.state, p.faction));

// 5. Self-play, cold: a separate CLI process playing 2,000 games.
interface ColdFigures {
  games: number;
  gamesPerSecond: number;
  seconds: number;
  cpuSeconds?: number;
  gamesPerCpuSecond?: number;
  processSeconds: number;
  /** CPU seconds of the whole process, start-up included (bash's `times` of its children). */
  processCpuSeconds?: number;
}
/** One cold `tm selfplay` process, started through `prefix` (e.g. `taskset -c 0`) when given. */
function coldRun(prefix: string): ColdFigures {
  const t = performance.now();
  // Through bash, whose `times` (printed last) gives the process's CPU time.
  const script = `${prefix}"$0" "$1" selfplay --games ${coldGames} --json; status=$?; times; exit $status`;
  const child = spawnSync("bash", ["-c", script, process.execPath, path.join(ROOT, "scripts", "tm.mjs")], { encoding: "utf8", maxBuffer: 64 << 20 });
  const processSeconds = (performance.now() - t) / 1000;
  if (child.status !== 0) throw new Error(`tm selfplay failed (${child.status}): ${child.stderr.slice(0, 1000)}`);
  const lines = child.stdout.trimEnd().split("\n");
  const times = lines.at(-1)?.match(/^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/);
  const processCpuSeconds = times ? Number(times[1]) * 60 + Number(times[2]) + Number(times[3]) * 60 + Number(times[4]) : undefined;
  const s = JSON.parse(lines.slice(0, -2).join("\n")) as { games: number; seconds: number; gamesPerSecond: number; cpuSeconds?: number };
  return {
    games: s.games,
    gamesPerSecond: s.games / s.seconds,
    seconds: s.seconds,
    ...(s.cpuSeconds ? { cpuSeconds: s.cpuSeconds, gamesPerCpuSecond: s.games / s.cpuSeconds } : {}),
    processSeconds,
    ...(processCpuSeconds !== undefined ? { processCpuSeconds } : {}),
  };
}
/** Each figure's median over the runs (games per CPU second: over the median CPU time). */
function medianRun(runs: ColdFigures[]): ColdFigures {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
  const cpu = runs.every((r) => r.cpuSeconds !== undefined) ? median(runs.map((r) => r.cpuSeconds!)) : undefined;
  const processCpu = runs.every((r) => r.processCpuSeconds !== undefined) ? median(runs.map((r) => r.processCpuSeconds!)) : undefined;
  const games = runs[0]!.games;
  return {
    games,
    gamesPerSecond: median(runs.map((r) => r.gamesPerSecond)),
    seconds: median(runs.map((r) => r.seconds)),
    ...(cpu !== undefined ? { cpuSeconds: cpu, gamesPerCpuSecond: games / cpu } : {}),
    processSeconds: median(runs.map((r) => r.processSeconds)),
    ...(processCpu !== undefined ? { processCpuSeconds: processCpu } : {}),
  };
}
/** The cold runs, one after the other, and their medians (what is judged). */
const coldEach: ColdFigures[] = [];
let coldFigures: ColdFigures | undefined;
/** The same run pinned to one core with `taskset` (where it exists): V8's threads then share the main thread's core. Printed, not judged. */
let coldOneCore: ColdFigures | undefined;
if (cold) {
  for (let i = 0; i < coldRuns; i++) {
    progress(`cold self-play: tm selfplay --games ${coldGames} in a new process (${i + 1} of ${coldRuns})`);
    coldEach.push(coldRun(""));
  }
  coldFigures = medianRun(coldEach);
  if (spawnSync("taskset", ["--version"]).status === 0) {
    progress(`cold self-play pinned to one core: taskset -c 0 tm selfplay --games ${coldGames}`);
    coldOneCore = coldRun("taskset -c 0 ");
  }
}

const loadAfter = os.loadavg();
const result = {
  machine: { cpus: os.availableParallelism(), node: process.version, loadavgBefore: loadBefore, loadavgAfter: loadAfter },
  replay: replayFigures && { ...replayFigures, target: `ratio ≥ ${TARGETS.replayRatio}` },
  apply: applyUs && {
    medianUs: applyUs.median,
    meanUs: applyUs.mean,
    positions: positions.length,
    cloneStateMedianUs: cloneUs!.median,
    structuredCloneMedianUs: structuredCloneUs!.median,
    target: `≤ ${TARGETS.applyUs} µs median`,
  },
  legalMoves: { medianUs: legal.median, meanUs: legal.mean, positions: selfPlayPositions.length, target: `≤ ${TARGETS.legalMovesUs} µs median` },
  selfPlay: {
    cold: coldFigures,
    coldRuns: coldEach,
    ...(coldOneCore ? { coldOneCore } : {}),
    warm: { gamesPerSecond: warmGamesPerSecond, gamesPerCpuSecond: warmGamesPerCpuSecond, games, movesPerGame: moves / games },
    target: `≥ ${TARGETS.gamesPerSecond} games/s cold (${coldGames} games; the median of ${coldRuns} runs), in wall-clock time and per CPU second`,
  },
};

const ok = {
  // Met when both ratios are (the wall-clock one alone flatters us on a busy machine).
  replay: replayFigures?.ratio === undefined ? undefined : replayFigures.ratio >= TARGETS.replayRatio && (replayFigures.cpuRatio ?? Infinity) >= TARGETS.replayRatio,
  apply: applyUs && applyUs.median <= TARGETS.applyUs,
  legal: legal.median <= TARGETS.legalMovesUs,
  // On one core: met when the games per CPU second are too (V8's threads use a second core).
  games: coldFigures && coldFigures.gamesPerSecond >= TARGETS.gamesPerSecond && (coldFigures.gamesPerCpuSecond ?? Infinity) >= TARGETS.gamesPerSecond,
};
const fmt = (n: number | undefined, digits: number) => (n === undefined ? "n/a" : n.toFixed(digits));
const mark = (good: boolean | undefined) => (good === undefined ? "" : good ? "  ok" : "  MISSED");
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(" ");
if (json) console.log(JSON.stringify(result, null, 2));
else {
  const r = replayFigures;
  console.log(`machine: ${result.machine.cpus} cores, node ${process.version}, load average ${load(loadBefore)} before, ${load(loadAfter)} after`);
  if (r) {
    console.log(`replay ${r.log} (parse + replay)   ${fmt(r.ms, 3)} ms median (${fmt(r.cpuMs, 3)} ms CPU), replay only ${fmt(r.replayOnlyMs, 3)} ms`);
    if (r.referenceMs !== undefined)
      console.log(
        `  reference engine, in-process        ${fmt(r.referenceMs, 1)} ms median (${r.rounds!.length} rounds of ${r.referenceRuns} runs; min ${fmt(r.referenceMinMs, 1)}; start-up ${fmt(r.referenceStartupMs, 0)} ms not counted)`,
      );
    if (r.referenceMissing !== undefined) console.log(`  reference engine                    not measured: ${r.referenceMissing}`);
    if (r.referenceCpuMs !== undefined) console.log(`  reference engine, CPU time           ${fmt(r.referenceCpuMs, 1)} ms per run (median of the rounds)`);
    if (r.rounds)
      console.log(
        `  rounds (ours / reference, CPU ms)    ${r.rounds.map((x) => `${x.core === undefined ? "" : `core ${x.core}: `}${fmt(x.cpuMs, 2)} / ${fmt(x.referenceCpuMs, 0)} = ${fmt(x.cpuRatio, 0)}×`).join(", ")}`,
      );
    console.log(
      `  ratio (median of the rounds)        ${fmt(r.ratio, 0)}× faster (wall clock), ${fmt(r.cpuRatio, 0)}× (CPU time${r.cpuRatioRange ? `, rounds ${fmt(r.cpuRatioRange[0], 0)}–${fmt(r.cpuRatioRange[1], 0)}×` : ""})   (target ≥ ${TARGETS.replayRatio}×)${mark(ok.replay)}`,
    );
  } else console.log(`replay: ${LOG} not found, not measured`);
  if (applyUs)
    console.log(
      `apply (new snapshot)                 ${fmt(applyUs.median, 2)} µs median, ${fmt(applyUs.mean, 2)} µs mean over ${positions.length} positions of the real games   (target ≤ ${TARGETS.applyUs} µs)${mark(ok.apply)}`,
    );
  if (applyUs) console.log(`  of which the copy (cloneState)      ${fmt(cloneUs!.median, 2)} µs median (structuredClone: ${fmt(structuredCloneUs!.median, 1)} µs)`);
  console.log(
    `legalMoves                           ${fmt(legal.median, 2)} µs median, ${fmt(legal.mean, 2)} µs mean over ${selfPlayPositions.length} positions   (target ≤ ${TARGETS.legalMovesUs} µs)${mark(ok.legal)}`,
  );
  if (coldFigures) {
    console.log(
      `self-play, cold CLI, 4 players       ${fmt(coldFigures.gamesPerSecond, 0)} games/s over ${coldFigures.games} games${coldFigures.gamesPerCpuSecond ? `, ${fmt(coldFigures.gamesPerCpuSecond, 0)} per CPU second` : ""} (process ${fmt(coldFigures.processSeconds, 1)} s, ${fmt(coldFigures.processCpuSeconds, 1)} s CPU; medians of ${coldEach.length} runs)   (target ≥ ${TARGETS.gamesPerSecond})${mark(ok.games)}`,
    );
    if (coldEach.length > 1)
      console.log(`  each run                             ${coldEach.map((r) => `${fmt(r.gamesPerSecond, 0)} games/s, ${fmt(r.gamesPerCpuSecond, 0)} per CPU second`).join("; ")}`);
  }
  if (coldOneCore)
    console.log(`  the same, pinned to one core         ${fmt(coldOneCore.gamesPerSecond, 0)} games/s (taskset -c 0: V8's compiler and collector threads share that core; not judged)`);
  console.log(
    `self-play, warm, 4 players           ${fmt(warmGamesPerSecond, 0)} games/s, ${fmt(warmGamesPerCpuSecond, 0)} per CPU second (${games} games, ${fmt(moves / games, 0)} moves each)`,
  );
}
process.exitCode = check && Object.values(ok).some((v) => v === false) ? 1 : 0;
