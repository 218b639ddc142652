import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { game, pack } from "../rules/scenarios/helpers";
import { HALFLINGS_WITCHES } from "../rules/scenarios/site-logs";
import { factionsForSeed, playSelfPlay } from "../bots/selfplay";
import type { Catalog } from "../catalog";
import { replay } from "../notation/replay";
import { envOf } from "../rules/env";
import { createGame } from "../rules/setup";
import type { GameState } from "../rules/state";
import { enabledTransitions, flowActorAt, flowPath, flowValue, newFlowActor } from "./actor";
import { withFlowRecorder } from "./compile";
import { flowGraph, flowStateId } from "./graph";
import { gameFlow } from "./machine";
import { emptyCoverage, FLOW, recordFlowCoverage } from "./run";

const base = pack("base");
const GAMES = path.join(import.meta.dirname, "../../../../../shared/games");
const LOGS = fs.existsSync(GAMES)
  ? [
      ...["tmai-game-a", "snellman-testgame1", "snellman-testgame2"].map((n) => ({ file: path.join(GAMES, `${n}.log`), pack: "base" as const })),
      ...(fs.existsSync(path.join(GAMES, "league")) ? fs.readdirSync(path.join(GAMES, "league")).filter((f) => f.endsWith(".log")) : []).map((f) => ({ file: path.join(GAMES, "league", f), pack: "promo" as const })),
    ]
  : [];

const SETUP = `score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6
setup witches
setup nomads
setup halflings
`;

/**
 * Run `fn` with a recorder that, at every event the compiled table gets, runs the XState actor on
 * a copy of the game from the same state with the same event, and afterwards checks that both end
 * in the same machine state with the same game state. Returns how many events were compared.
 */
function withActorCheck(catalog: Catalog, fn: () => void): { events: number; states: Set<string> } {
  let events = 0;
  const states = new Set<string>();
  let pending: { actor?: ReturnType<typeof flowActorAt>; copy: GameState; real: GameState; from: string; type: string } | undefined;
  withFlowRecorder(
    {
      event(type, from, context) {
        const real = (context as ReturnType<typeof envOf>).state;
        if (from === FLOW.root.id + ".finished") {
          // The game is over: the actor has stopped; the table must change nothing.
          pending = { actor: undefined, copy: structuredClone(real), real, from, type };
          return;
        }
        const copy = structuredClone(real);
        const actor = flowActorAt(envOf(catalog, copy)).start();
        expect(flowStateId(copy.flow)).toBe(from);
        // The actor takes the step on a copy; the table takes it on the game itself.
        actor.send({ type } as never);
        pending = { actor, copy, real, from, type };
      },
      transition() {},
      enter() {},
      rest(at) {
        const { actor, copy, real, from, type } = pending!;
        pending = undefined;
        const where = `${from} + ${type}`;
        expect(flowStateId(real.flow), where).toBe(at);
        if (actor) {
          expect(flowPath(actor.getSnapshot().value), where).toBe(real.flow);
          expect(actor.getSnapshot().status, where).toBe(real.flow === "finished" ? "done" : "active");
          actor.stop();
        }
        if (JSON.stringify(copy) !== JSON.stringify(real)) expect(copy, where).toEqual(real);
        states.add(real.flow);
        events++;
      },
    },
    fn,
  );
  return { events, states };
}

describe("the game flow machine", () => {
  it("starts a new game in setup, placing dwellings (state.flow and state.phase written by the machine)", () => {
    const s = game(SETUP);
    expect(s.state.flow).toBe("setup.dwellings");
    expect(s.state.phase).toBe("setup-dwellings");
    // The actor, started on the same new game (without flow and phase), enters the same state.
    const created = createGame(base, { factions: ["witches", "nomads", "halflings"], scoring: ["SCORE1", "SCORE2", "SCORE3", "SCORE4", "SCORE5", "SCORE6"] });
    if (!created.ok) throw new Error(created.message);
    const bare = structuredClone(created.state) as Partial<GameState>;
    delete bare.flow;
    delete bare.phase;
    const actor = newFlowActor(envOf(base, bare as GameState)).start();
    expect(actor.getSnapshot().value).toEqual({ setup: "dwellings" });
    expect(bare).toEqual(created.state);
  });

  it("moves from dwellings to bonus cards to round 1 actions", () => {
    const s = game(SETUP);
    s.play("witches: build A3\nnomads: build B1\nhalflings: build A1\nhalflings: build A7\nnomads: build B4\nwitches: build A10\nnomads: build B6");
    expect(s.state.flow).toBe("setup.bonusCards");
    expect(s.state.phase).toBe("setup-bonus");
    s.play("halflings: pass BON1\nnomads: pass BON2\nwitches: pass BON3");
    expect(s.state.flow).toBe("round.actions.turn");
    expect(s.state.phase).toBe("actions");
    expect(s.state.round).toBe(1);
  });

  it("compiles every state and transition of the machine's definition, resolving names against its implementations", () => {
    let states = 0;
    let transitions = 0;
    const walk = (node: (typeof gameFlow)["root"]) => {
      states++;
      transitions += (node.always?.length ?? 0) + Object.values(node.on).reduce((n, l) => n + l.length, 0);
      Object.values(node.states).forEach((c) => walk(c as typeof node));
    };
    walk(gameFlow.root);
    expect(FLOW.states).toHaveLength(states);
    expect(FLOW.transitions).toHaveLength(transitions);
    expect(FLOW.states.map((s) => s.id)).toEqual(expect.arrayContaining(["flow.setup.dwellings", "flow.round.actions.decisions", "flow.round.cultBonus", "flow.finished"]));
    for (const t of FLOW.transitions) if (t.guard) expect(gameFlow.implementations.guards[t.guard.name], t.key).toBeDefined();
    expect(flowValue("round.actions.turn")).toEqual({ round: { actions: "turn" } });
    expect(flowPath({ round: { actions: "turn" } })).toBe("round.actions.turn");
  });

  it("draws the diagram from the machine: every state, every transition with its event, guard and description", () => {
    const { root, edges } = flowGraph();
    const ids: string[] = [];
    const walk = (n: typeof root) => {
      ids.push(n.id);
      n.children.forEach(walk);
    };
    walk(root);
    expect(ids).toEqual(FLOW.states.map((s) => s.id));
    expect(edges.map((e) => e.key)).toEqual(FLOW.transitions.map((t) => t.key));
    for (const e of edges) {
      expect(ids).toContain(e.from);
      expect(ids).toContain(e.to);
      expect(e.description, e.key).toBeTruthy();
    }
    expect(edges.find((e) => e.from === "flow.round.income" && e.event === "always")).toMatchObject({ to: "flow.round.actions", guard: "free" });
    expect(root.children.find((c) => c.key === "round")!.children.find((c) => c.key === "income")).toMatchObject({ phase: "income", entry: ["payIncome"] });
  });

  it("records coverage: states entered, transitions taken and events, with counts", () => {
    const { coverage } = recordFlowCoverage(() => {
      const s = game(SETUP);
      s.play("witches: build A3\nnomads: build B1\nhalflings: build A1\nhalflings: build A7\nnomads: build B4\nwitches: build A10\nnomads: build B6");
      s.play("halflings: pass BON1\nnomads: pass BON2\nwitches: pass BON3");
    });
    // Ten moves, and the end of the setup lines (a replay settles the last turn).
    expect(coverage.events).toEqual({ moved: 11 });
    expect(coverage.states).toEqual({
      flow: 1,
      "flow.setup": 1,
      "flow.setup.choices": 1,
      "flow.setup.dwellings": 1,
      "flow.setup.bonusCards": 1,
      "flow.round": 1,
      "flow.round.income": 1,
      "flow.round.actions": 1,
      "flow.round.actions.turn": 1,
    });
    expect(coverage.transitions).toEqual({
      // Nothing to pick without Fire & Ice factions: the setup passes the choices at once.
      "flow.setup.choices -> flow.setup.dwellings [always if choicesMade]": 1,
      "flow.setup.dwellings -> flow.setup.bonusCards [always if dwellingsPlaced]": 1,
      "flow.setup.bonusCards -> flow.round.income [always if bonusCardsPicked]": 1,
      "flow.round.income -> flow.round.actions [always if free]": 1,
    });
    // Off (outside the recording), nothing more is counted.
    const before = structuredClone(coverage);
    game(SETUP).play("witches: build A3\nnomads: build B1");
    expect(coverage).toEqual(before);
  });

  it("agrees with the XState actor, state by state, over random self-play games", () => {
    const promo = pack("promo");
    const seen = new Set<string>();
    let events = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const catalog = seed % 3 === 0 ? promo : base;
      const players = 2 + (seed % 4);
      const r = withActorCheck(catalog, () => {
        const g = playSelfPlay(catalog, { factions: factionsForSeed(catalog, players, seed), options: seed % 3 === 0 ? ["mini-expansion-1", "shipping-bonus", "temple-scoring-tile"] : [] }, seed);
        if (!g.ok) throw new Error(g.reason);
      });
      r.states.forEach((s) => seen.add(s));
      events += r.events;
    }
    expect(events).toBeGreaterThan(1000);
    expect([...seen].sort()).toEqual(["finished", "round.actions.decisions", "round.actions.turn", "round.cultBonus", "setup.bonusCards", "setup.dwellings"]);
  }, 120_000);

  it.skipIf(LOGS.length === 0)("agrees with the XState actor, state by state, over the real games", () => {
    for (const { file, pack: p } of LOGS) {
      const catalog = pack(p);
      let finished: boolean | undefined;
      const r = withActorCheck(catalog, () => {
        const result = replay(fs.readFileSync(file, "utf8"), catalog);
        finished = result.ok ? result.state.finished : undefined;
      });
      expect(finished, file).toBeDefined();
      expect(r.events, file).toBeGreaterThan(100);
      expect(r.states.has("finished"), file).toBe(finished);
    }
  }, 120_000);

  it("agrees with the XState actor through the faction auctions, standard and fast (sealed bids)", () => {
    const fi = pack("fire-and-ice");
    const seen = new Set<string>();
    for (const option of ["fire-and-ice-auction/standard", "fire-and-ice-auction/fast"])
      for (const seed of [1, 2]) {
        const r = withActorCheck(fi, () => {
          const g = playSelfPlay(fi, { factions: [], players: 2 + seed, options: [option] }, seed);
          if (!g.ok) throw new Error(g.reason);
        });
        r.states.forEach((s) => seen.add(s));
      }
    expect([...seen].filter((s) => s.startsWith("setup.auction")).sort()).toEqual(["setup.auction.bid", "setup.auction.nominate", "setup.auction.sealed"]);
    expect(seen).toContain("finished");
  }, 120_000);

  it("follows the moderator's income, start and finish as the machine says", () => {
    // Everyone passed while the Halflings' power offer is open: the flow waits for it.
    const waiting = () => game(HALFLINGS_WITCHES).play("halflings: pass BON1\nwitches: dig 2. build E1\nwitches: pass BON4");
    const coverage = emptyCoverage();
    recordFlowCoverage(() => {
      const s = waiting();
      expect(s.state.leechOffers).toHaveLength(1);
      expect(s.state.flow).toBe("round.actions.decisions");
      // income: the cult bonus and income are paid at once; the round waits for the offer...
      s.play("income");
      expect([s.state.flow, s.state.phase, s.state.round]).toEqual(["round.income", "income", 1]);
      // ... until the moderator starts it.
      s.play("start");
      expect([s.state.flow, s.state.round]).toEqual(["round.actions.decisions", 2]);
      // finish before everyone has passed changes nothing.
      s.play("finish");
      expect(s.state.finished).toBe(false);
      // finish once everyone has passed ends the game at once.
      const t = waiting().play("finish");
      expect([t.state.flow, t.state.phase, t.state.finished, t.state.round]).toEqual(["finished", "finished", true, 1]);
    }, coverage);
    expect(coverage.events).toMatchObject({ income: 1, start: 1, finish: 2 });
    expect(coverage.transitions).toMatchObject({
      "flow.round.actions -> flow.round.income [income if incomeAllowed]": 1,
      "flow.round.income -> flow.round.actions [start if nobodyOwes]": 1,
      "flow.round.actions -> flow.finished [finish if passedNobodyOwes]": 1,
    });
    // The actor, restored where a game is, says which of the moderator's commands would apply now.
    const w = waiting();
    expect(enabledTransitions(envOf(base, w.state))).toEqual([
      "flow.round.actions -> flow.round.income [income if incomeAllowed]",
      "flow.round.actions -> flow.finished [finish if passedNobodyOwes]",
    ]);
    w.play("income");
    expect(enabledTransitions(envOf(base, w.state))).toEqual(["flow.round.income -> flow.round.actions [start if nobodyOwes]"]);
    expect(enabledTransitions(envOf(base, game(SETUP).state))).toEqual([]);
    // The XState actor does the same, event by event.
    const checked = withActorCheck(base, () => {
      waiting().play("income\nstart\nfinish");
      waiting().play("finish");
    });
    expect([...checked.states]).toEqual(expect.arrayContaining(["finished", "round.actions.decisions", "round.actions.turn", "round.income"]));
  });
});
