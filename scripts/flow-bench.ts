/**
 * `npx tsx scripts/flow-bench.ts [--json]`: what one flow event costs, run by the compiled table the
 * engine uses (`stepFlow`) and by an XState actor of the same machine (`actor.send`). The events are those of real games (tmai-game-a and the league logs): each is
 * taken from the game state it arrived in (recorded once), on fresh copies, so both interpreters
 * do the same work — the phase work of the entry actions included. Prints µs per event (median of
 * the runs), what the flow costs a whole replay, and the load of the machine. XState's pure
 * `transition()` is not measured: it returns the entry actions instead of running them, so the
 * guards after them read a stale game state and this flow's eventless transitions never settle.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { compileCatalog, type Catalog } from "../engine/games/terra-mystica/catalog";
import { flowActorAt } from "../engine/games/terra-mystica/flow/actor";
import { withFlowRecorder } from "../engine/games/terra-mystica/flow/compile";
import type { FlowEvent } from "../engine/games/terra-mystica/flow/machine";
import { stepFlow } from "../engine/games/terra-mystica/flow/run";
import { parseLog } from "../engine/games/terra-mystica/notation/parse";
import { replay, replayEntries } from "../engine/games/terra-mystica/notation/replay";
import { envOf, type Env } from "../engine/games/terra-mystica/rules/env";
import type { GameState } from "../engine/games/terra-mystica/rules/state";
import { validatePackSource } from "./cli/pack-dir";

const json = process.argv.includes("--json");
const ROOT = path.join(import.meta.dirname, "..");
const GAMES = path.join(ROOT, "..", "shared", "games");

function catalog(pack: string): Catalog {
  const v = validatePackSource(path.join(ROOT, "content", pack));
  if (!v.ok) throw new Error(`content/${pack} is invalid`);
  return compileCatalog(v.resolved);
}

const base = catalog("base");
const promo = catalog("promo");
const logs: { text: string; catalog: Catalog }[] = [];
if (fs.existsSync(path.join(GAMES, "tmai-game-a.log"))) logs.push({ text: fs.readFileSync(path.join(GAMES, "tmai-game-a.log"), "utf8"), catalog: base });
const league = path.join(GAMES, "league");
if (fs.existsSync(league)) for (const f of fs.readdirSync(league).filter((f) => f.endsWith(".log"))) logs.push({ text: fs.readFileSync(path.join(league, f), "utf8"), catalog: promo });
if (logs.length === 0) throw new Error(`no game logs in ${GAMES}`);

/** Every flow event of the games, with the game state it arrived in. */
const events: { catalog: Catalog; state: GameState; event: FlowEvent }[] = [];
for (const log of logs)
  withFlowRecorder(
    {
      event: (type, _from, context) => events.push({ catalog: log.catalog, state: structuredClone((context as Env).state), event: { type } as FlowEvent }),
      transition: () => {},
      enter: () => {},
    },
    () => replay(log.text, log.catalog),
  );
const transitions = (() => {
  let n = 0;
  withFlowRecorder({ transition: () => n++, enter: () => {} }, () => logs.forEach((l) => replay(l.text, l.catalog)));
  return n;
})();

const RUNS = Number(process.env.RUNS ?? 7);
/** Events per batch of copies (bounds the memory held at once). */
const BATCH = 400;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const copies = (from: number) => events.slice(from, from + BATCH).map((e) => ({ env: envOf(e.catalog, structuredClone(e.state)), event: e.event }));

/** µs per event: the median over the runs of the time spent in `step` over all events (copies made outside the timing). */
function timeEach<T>(prepare: (list: ReturnType<typeof copies>) => T[], step: (x: T) => void, after?: (x: T) => void): number {
  const runs: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    let ms = 0;
    for (let from = 0; from < events.length; from += BATCH) {
      const list = prepare(copies(from));
      const t = performance.now();
      for (const x of list) step(x);
      ms += performance.now() - t;
      if (after) list.forEach(after);
    }
    runs.push((ms * 1000) / events.length);
  }
  return median(runs);
}

const timeCompiled = () =>
  timeEach(
    (list) => list,
    ({ env, event }) => stepFlow(env, event),
  );

const timeActor = () =>
  timeEach(
    (list) => list.map((c) => ({ actor: flowActorAt(c.env).start(), event: c.event, done: c.env.state.flow === "finished" })),
    ({ actor, event, done }) => {
      if (!done) actor.send(event);
    },
    ({ actor }) => actor.stop(),
  );

function timeReplay(): number {
  const parsed = logs.map((l) => ({ p: parseLog(l.text), catalog: l.catalog }));
  const runs: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now();
    for (const { p, catalog } of parsed) if (p.ok) replayEntries(p.entries, catalog);
    runs.push(((performance.now() - t) * 1000) / logs.length);
  }
  return median(runs);
}

/**
 * µs per event in the common case, steady: a `moved` event in the action phase that changes
 * nothing (every guard checked, no transition), sent over and over to one game state.
 */
function timeSteady(): { compiled: number; actor: number } {
  const at = events.find((e) => {
    if (e.state.flow !== "round.actions.turn" || e.event.type !== "moved") return false;
    const probe = structuredClone(e.state);
    stepFlow(envOf(e.catalog, probe), e.event);
    return JSON.stringify(probe) === JSON.stringify(e.state);
  })!;
  const env = envOf(at.catalog, structuredClone(at.state));
  const N = 200_000;
  const compiled: number[] = [];
  const actor: number[] = [];
  const a = flowActorAt(env).start();
  for (let r = 0; r < RUNS; r++) {
    let t = performance.now();
    for (let i = 0; i < N; i++) stepFlow(env, at.event);
    compiled.push(((performance.now() - t) * 1000) / N);
    t = performance.now();
    for (let i = 0; i < N / 10; i++) a.send(at.event);
    actor.push(((performance.now() - t) * 1000 * 10) / N);
  }
  a.stop();
  return { compiled: median(compiled), actor: median(actor) };
}

// Warm up every path once.
timeCompiled();
timeActor();

const compiled = timeCompiled();
const actor = timeActor();
const replayUs = timeReplay();
const steady = timeSteady();
const perGame = events.length / logs.length;
const result = {
  games: logs.length,
  events: events.length,
  eventsPerGame: Math.round(perGame),
  transitionsPerGame: Math.round(transitions / logs.length),
  compiledUsPerEvent: Math.round(compiled * 1000) / 1000,
  actorUsPerEvent: Math.round(actor * 100) / 100,
  steadyCompiledUsPerEvent: Math.round(steady.compiled * 1000) / 1000,
  steadyActorUsPerEvent: Math.round(steady.actor * 100) / 100,
  replayUsPerGame: Math.round(replayUs),
  flowUsPerGameCompiled: Math.round(compiled * perGame * 10) / 10,
  flowUsPerGameActor: Math.round(actor * perGame),
  loadavg: os.loadavg().map((x) => Math.round(x * 100) / 100),
  cpus: os.cpus().length,
  node: process.version,
};
if (json) console.log(JSON.stringify(result, null, 2));
else
  console.log(
    [
      `flow events of ${result.games} real games: ${result.events} (${result.eventsPerGame} per game, ${result.transitionsPerGame} transitions per game)`,
      `every event of the games, each on a fresh copy of the state it arrived in (phase work included):`,
      `  compiled table (stepFlow):   ${result.compiledUsPerEvent} µs/event  → ${result.flowUsPerGameCompiled} µs per game`,
      `  XState actor (actor.send):   ${result.actorUsPerEvent} µs/event  → ${result.flowUsPerGameActor} µs per game`,
      `steady (a move in the action phase that changes nothing, the same state over and over):`,
      `  compiled table (stepFlow):   ${result.steadyCompiledUsPerEvent} µs/event`,
      `  XState actor (actor.send):   ${result.steadyActorUsPerEvent} µs/event`,
      `whole replay (parse excluded): ${result.replayUsPerGame} µs per game`,
      `load average ${result.loadavg.join(" ")} on ${result.cpus} cores, node ${result.node}`,
    ].join("\n"),
  );
