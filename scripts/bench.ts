/**
 * Benchmarks of the rules engine on one core (`npm run bench`):
 *
 * - replaying ../shared/games/tmai-game-a.log (parse + replay, and replay of the parsed log only):
 *   median ms per run, target ≤ 1 ms;
 * - `legalMoves` over positions of self-play games, for the players who may move there: median µs
 *   per call, target ≤ 20 µs;
 * - self-play of 4-player games between random bots: games per second, target ≥ 200.
 *
 *   npm run bench -- [--json] [--seconds 2] [--check]
 *
 * `--seconds` is the time spent measuring each figure (after a warm-up). The exit code is 0
 * whether or not the targets are met (a machine's speed is not a test); with `--check` it is 1
 * when one is missed. On a busy machine the wall-clock figures suffer: self-play also reports
 * games per second of CPU time.
 */
import fs from "node:fs";
import path from "node:path";
import { factionsForSeed, playSelfPlay, seatsToMove } from "../engine/games/terra-mystica/bots";
import { compileCatalog, type Catalog } from "../engine/games/terra-mystica/catalog";
import { parseLog } from "../engine/games/terra-mystica/notation/parse";
import { replay, replayEntries } from "../engine/games/terra-mystica/notation/replay";
import { legalMoves } from "../engine/games/terra-mystica/rules/legal";
import type { GameState } from "../engine/games/terra-mystica/rules/state";
import { validatePackSource } from "./cli/pack-dir";

const ROOT = path.join(import.meta.dirname, "..");
const LOG = path.join(ROOT, "..", "shared", "games", "tmai-game-a.log");
const TARGETS = { replayMs: 1, legalMovesUs: 20, gamesPerSecond: 200 };

const args = process.argv.slice(2);
const json = args.includes("--json");
const check = args.includes("--check");
const secondsAt = args.indexOf("--seconds");
const seconds = secondsAt >= 0 ? Number(args[secondsAt + 1]) : 2;

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

/** Run `f` repeatedly for about `budget` seconds (after a warm-up); the duration of each run in ms. */
function timeRuns(f: () => void, budget: number): number[] {
  const warmUntil = performance.now() + 1000;
  while (performance.now() < warmUntil) f();
  const times: number[] = [];
  const end = performance.now() + budget * 1000;
  while (performance.now() < end || times.length < 5) {
    const t = performance.now();
    f();
    times.push(performance.now() - t);
  }
  return times;
}

const base = catalogOf("base");

// Replays of a real game.
let replayMs: number | undefined;
let replayOnlyMs: number | undefined;
if (fs.existsSync(LOG)) {
  const text = fs.readFileSync(LOG, "utf8");
  const parsed = parseLog(text);
  if (!parsed.ok || !replay(text, base).ok) throw new Error(`${LOG} does not replay`);
  replayMs = median(timeRuns(() => replay(text, base), seconds / 2));
  replayOnlyMs = median(timeRuns(() => replayEntries(parsed.entries, base), seconds / 2));
}

// Positions of self-play games, and the players who may move there.
const positions: { state: GameState; faction: string }[] = [];
for (let seed = 1; positions.length < 2000; seed++) {
  playSelfPlay(base, { factions: factionsForSeed(base, 4, seed) }, seed, {
    onMove: (state, _move, i) => {
      if (i % 3 !== 0) return;
      const copy = structuredClone(state);
      for (const seat of seatsToMove(copy)) positions.push({ state: copy, faction: copy.players[seat]!.faction });
    },
  });
}
const REPEAT = 20;
for (const p of positions.slice(0, 300)) for (let i = 0; i < REPEAT; i++) legalMoves(base, p.state, p.faction);
const perCall = positions.map(({ state, faction }) => {
  const t = performance.now();
  for (let i = 0; i < REPEAT; i++) legalMoves(base, state, faction);
  return ((performance.now() - t) * 1000) / REPEAT;
});
const legalMovesUs = median(perCall);
const legalMovesMeanUs = perCall.reduce((a, b) => a + b, 0) / perCall.length;

// Self-play throughput.
let games = 0;
let moves = 0;
// The engine's hot paths take a while to be fully optimised: warm up on other games first.
const warm = performance.now() + 1500;
for (let seed = 10_000; performance.now() < warm; seed++) playSelfPlay(base, { factions: factionsForSeed(base, 4, seed) }, seed);
const start = performance.now();
const cpuStart = process.cpuUsage();
for (let seed = 1; performance.now() - start < seconds * 1000 || games < 20; seed++) {
  const g = playSelfPlay(base, { factions: factionsForSeed(base, 4, seed) }, seed);
  if (!g.ok) throw new Error(`self-play game ${seed}: ${g.reason}`);
  games++;
  moves += g.moves.length;
}
const gamesPerSecond = games / ((performance.now() - start) / 1000);
const cpu = process.cpuUsage(cpuStart);
/** Games per second of CPU time: what one core does when other processes share the machine. */
const gamesPerCpuSecond = games / ((cpu.user + cpu.system) / 1e6);

const result = {
  replayMs,
  replayOnlyMs,
  legalMovesUs,
  legalMovesMeanUs,
  positions: positions.length,
  gamesPerSecond,
  gamesPerCpuSecond,
  movesPerGame: moves / games,
  targets: TARGETS,
};
const fmt = (n: number | undefined, digits: number) => (n === undefined ? "n/a" : n.toFixed(digits));
const mark = (ok: boolean | undefined) => (ok === undefined ? "" : ok ? "  ok" : "  MISSED");
const replayOk = replayMs === undefined ? undefined : replayMs <= TARGETS.replayMs;
const legalOk = legalMovesUs <= TARGETS.legalMovesUs;
const gamesOk = gamesPerSecond >= TARGETS.gamesPerSecond;
if (json) console.log(JSON.stringify(result, null, 2));
else {
  console.log(`replay tmai-game-a.log (parse + replay)  ${fmt(replayMs, 3)} ms median   (target ≤ ${TARGETS.replayMs} ms)${mark(replayOk)}`);
  console.log(`replay tmai-game-a.log (replay only)     ${fmt(replayOnlyMs, 3)} ms median`);
  console.log(
    `legalMoves                               ${fmt(legalMovesUs, 1)} µs median, ${fmt(legalMovesMeanUs, 1)} µs mean over ${positions.length} positions   (target ≤ ${TARGETS.legalMovesUs} µs)${mark(legalOk)}`,
  );
  console.log(
    `self-play, 4 players, one core           ${fmt(gamesPerSecond, 0)} games/s, ${fmt(gamesPerCpuSecond, 0)} per CPU second (${games} games, ${fmt(moves / games, 0)} moves each)   (target ≥ ${TARGETS.gamesPerSecond})${mark(gamesOk)}`,
  );
  if (replayMs === undefined) console.log(`(${LOG} not found: the replay was not measured)`);
}
process.exitCode = check && (replayOk === false || !legalOk || !gamesOk) ? 1 : 0;
