import fs from "node:fs";
import path from "node:path";
import { createActor } from "xstate";
import { describe, expect, it } from "vitest";
import { pack } from "../rules/scenarios/helpers";

import { parseLog } from "../notation/parse";
import { replay, setupFromEntries } from "../notation/replay";
import { createGame } from "../rules/setup";
import { summarize } from "../rules/summary";
import type { Move } from "../rules/moves";
import { flowTree, FLOW_EDGES, gameFlow, targetFor } from "./machine";

const catalog = pack("base");
const LOG = path.join(import.meta.dirname, "../../../../../shared/games/tmai-game-a.log");

/** An actor started on a log's setup, and the log's moves. */
function actorFor(text: string) {
  const parsed = parseLog(text);
  if (!parsed.ok) throw new Error(parsed.message);
  const found = setupFromEntries(parsed.entries, catalog);
  if ("ok" in found) throw new Error(found.message);
  const created = createGame(catalog, found.setup);
  if (!created.ok) throw new Error(created.message);
  const moves: Move[] = parsed.entries.flatMap((e) => (e.parsed.kind === "move" ? [e.parsed.move] : []));
  return { actor: createActor(gameFlow, { input: { catalog, state: created.state } }).start(), moves };
}

const SETUP = `score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6
setup witches
setup nomads
setup halflings
`;

describe("the game flow machine", () => {
  it("starts a new game in setup, placing dwellings", () => {
    const { actor } = actorFor(SETUP);
    expect(actor.getSnapshot().matches({ setup: "dwellings" })).toBe(true);
  });

  it("moves from dwellings to bonus cards to round 1 actions", () => {
    const { actor } = actorFor(SETUP);
    for (const line of ["witches: build A3", "nomads: build B1", "halflings: build A1", "halflings: build A7", "nomads: build B4", "witches: build A10", "nomads: build B6"]) {
      const p = parseLog(line);
      if (!p.ok || p.entries[0]!.parsed.kind !== "move") throw new Error(line);
      const event = { type: "move" as const, move: p.entries[0]!.parsed.move };
      expect(actor.getSnapshot().can(event), line).toBe(true);
      actor.send(event);
    }
    expect(actor.getSnapshot().matches({ setup: "bonusCards" })).toBe(true);
    for (const line of ["halflings: pass BON1", "nomads: pass BON2", "witches: pass BON3"]) {
      const p = parseLog(line);
      if (!p.ok || p.entries[0]!.parsed.kind !== "move") throw new Error(line);
      actor.send({ type: "move", move: p.entries[0]!.parsed.move });
    }
    const snap = actor.getSnapshot();
    expect(snap.matches({ round: { actions: "turn" } })).toBe(true);
    expect(snap.context.state.round).toBe(1);
  });

  it("ignores an illegal move: no transition, the snapshot stays the same object", () => {
    const { actor } = actorFor(SETUP);
    const before = actor.getSnapshot();
    const p = parseLog("witches: build A1");
    if (!p.ok || p.entries[0]!.parsed.kind !== "move") throw new Error("parse");
    const event = { type: "move" as const, move: p.entries[0]!.parsed.move };
    expect(before.can(event)).toBe(false);
    actor.send(event);
    expect(actor.getSnapshot()).toBe(before);
  });

  it.skipIf(!fs.existsSync(LOG))("follows a whole real game to the finished state, in step with the engine", () => {
    const text = fs.readFileSync(LOG, "utf8");
    const { actor, moves } = actorFor(text);
    const visited = new Set<string>();
    for (const move of moves) {
      const before = actor.getSnapshot();
      expect(before.can({ type: "move", move })).toBe(true);
      actor.send({ type: "move", move });
      const snap = actor.getSnapshot();
      const target = targetFor(snap.context.state).slice(1).split(".").slice(1);
      expect(snap.matches(target.reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined) as never)).toBe(true);
      visited.add(JSON.stringify(snap.value));
    }
    expect(actor.getSnapshot().matches("finished")).toBe(true);
    expect(actor.getSnapshot().status).toBe("done");
    const replayed = replay(text, catalog);
    if (!replayed.ok) throw new Error(replayed.message);
    expect(summarize(actor.getSnapshot().context.state)).toEqual(summarize(replayed.state));
    expect([...visited]).toEqual(expect.arrayContaining([JSON.stringify({ round: { actions: "decisions" } }), JSON.stringify({ round: { actions: "turn" } }), JSON.stringify({ setup: "bonusCards" })]));
  });

  it("exports a diagram whose nodes and edges are the machine's states", () => {
    const tree = flowTree();
    const ids = new Set<string>();
    const walk = (n: ReturnType<typeof flowTree>) => {
      ids.add(n.id);
      n.children.forEach(walk);
    };
    walk(tree);
    expect(tree.children.map((c) => c.key)).toEqual(["sync", "setup", "round", "finished"]);
    for (const e of FLOW_EDGES) {
      expect(ids).toContain(e.from);
      expect(ids).toContain(e.to);
    }
  });
});
