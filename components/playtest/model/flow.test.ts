/**
 * The flow coverage of an Origins session at the table: counted by the engine's recorder while the
 * line is replayed, keyed as the diagram drawn from Origins' machine keys its states and arrows, the
 * same whether the line grows move by move or is replayed at once, and stopping at a refused move.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { origins, originsFlowGraph, recordFlowCoverage, type FlowNode, type OriginsMove } from "@/engine";
import { loadGamePackSource } from "@/scripts/cli/pack-dir";
import { originsCoverageTracker, originsSessionCoverage } from "./flow";

const loaded = loadGamePackSource(path.join(import.meta.dirname, "../../../content/origins"));
if (!loaded.ok) throw new Error("content/origins does not load");
const catalog = origins.pack.compile(loaded.doc as never);
const SETUP = { players: 2, seed: 5 };

/** A random bot game's moves, `n` of them (or to its end). */
function botLine(n: number): OriginsMove[] {
  const created = origins.setup.create(catalog, SETUP);
  if (!created.ok) throw new Error(created.message);
  let state = created.state;
  let rng = 3;
  const line: OriginsMove[] = [];
  while (line.length < n && !state.finished) {
    const [player] = origins.moves.toMove(state);
    const choice = origins.bots.random!.choose(catalog, state, player!, rng)!;
    rng = choice.rng;
    const r = origins.moves.apply(catalog, state, choice.move);
    if (!r.ok) throw new Error(r.message);
    state = r.state;
    line.push(choice.move);
  }
  return line;
}

const LINE = botLine(400);
const graph = originsFlowGraph();
const ids = new Set<string>();
(function walk(n: FlowNode) {
  ids.add(n.id);
  n.children.forEach(walk);
})(graph.root);
const edges = new Set(graph.edges.map((e) => e.key));

describe("an Origins session's flow coverage", () => {
  it("counts what the engine's recorder counts for the same game, keyed by the diagram's states and arrows", () => {
    const coverage = originsSessionCoverage(catalog, SETUP, LINE);
    const { coverage: direct, result: end } = recordFlowCoverage(() => {
      const created = origins.setup.create(catalog, SETUP);
      if (!created.ok) throw new Error(created.message);
      return LINE.reduce((s, m) => {
        const r = origins.moves.apply(catalog, s, m);
        if (!r.ok) throw new Error(r.message);
        return r.state;
      }, created.state);
    });
    expect(coverage).toEqual(direct);
    expect(Object.keys(coverage.states).every((id) => ids.has(id))).toBe(true);
    expect(Object.keys(coverage.transitions).every((key) => edges.has(key))).toBe(true);
    // The random bots' game ends: every round started and ended once, the draft left once, the end reached once.
    expect(end.finished).toBe(true);
    expect(coverage.events.moved).toBe(LINE.length);
    expect(coverage.states["flow.round.start"]).toBe(end.round);
    expect(coverage.states["flow.round.end.check"]).toBe(end.round);
    expect(coverage.transitions["flow.setup.draft -> flow.round [always if draftDone]"]).toBe(1);
    expect(coverage.states["flow.finished"]).toBe(1);
  });

  it("is the same when the line grows move by move as when it is replayed at once", () => {
    const track = originsCoverageTracker();
    const line: OriginsMove[] = [];
    let last = track(catalog, SETUP, line);
    expect(last.events.moved ?? 0).toBe(0);
    for (let i = 0; i < 150; i++) {
      line.push(LINE[i]!);
      last = track(catalog, SETUP, [...line]);
    }
    expect(last).toEqual(originsSessionCoverage(catalog, SETUP, LINE.slice(0, 150)));
    // Looking back (a shorter line) starts over.
    expect(track(catalog, SETUP, LINE.slice(0, 20))).toEqual(originsSessionCoverage(catalog, SETUP, LINE.slice(0, 20)));
  });

  it("stops counting at the first move the engine refuses", () => {
    const refused: OriginsMove = { type: "pass", player: "p9" } as OriginsMove;
    const upTo = originsSessionCoverage(catalog, SETUP, LINE.slice(0, 30));
    expect(originsSessionCoverage(catalog, SETUP, [...LINE.slice(0, 30), refused, ...LINE.slice(30, 60)])).toEqual({ ...upTo, events: { ...upTo.events } });
  });
});
