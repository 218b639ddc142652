/**
 * The flow machine: the compiled table the engine runs and the XState actor agree state by state
 * over self-play games; the machine's states are the phases in the rule book's order.
 */
import { createActor } from "xstate";
import { describe, expect, it } from "vitest";
import { originsCatalog } from "../testing/node/catalog";
import { selfPlay } from "../bots/selfplay";
import { setupGame } from "../rules/setup";
import { createGame, playRules } from "../rules/game";
import { FLOW } from "./run";
import { gameFlow } from "./machine";

const c = originsCatalog();

describe("the Origins flow machine", () => {
  it("has the phases as states: the draft, the round (start, turns, end: Orators, Bastion, fallback, zodiac, check), final scoring", () => {
    expect(FLOW.states.map((s) => s.path)).toEqual([
      "",
      "setup",
      "setup.draft",
      "round",
      "round.start",
      "round.turns",
      "round.end",
      "round.end.orators",
      "round.end.bastion",
      "round.end.fallback",
      "round.end.zodiac",
      "round.end.check",
      "finished",
    ]);
  });

  it("run as an XState actor, gives the same game state as the compiled table after every move of 8 games (1–4 players)", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const setup = { players: (seed % 4) + 1, seed };
      const game = selfPlay(c, setup, {});
      const made = setupGame(c, setup);
      if (!made.ok) throw new Error(made.message);
      const actor = createActor(gameFlow, { input: { catalog: c, state: made.state } }).start();
      const env = actor.getSnapshot().context;
      const created = createGame(c, setup);
      expect(created.ok && env.state).toEqual(created.ok && created.state);
      const states: unknown[] = [];
      selfPlay(c, setup, { onMove: (s) => states.push(s) });
      game.moves.forEach((move, i) => {
        const refused = playRules(env, move);
        if (refused) throw new Error(refused.message);
        actor.send({ type: "moved" });
        expect(env.state).toEqual(states[i]);
      });
      expect(actor.getSnapshot().status).toBe("done");
    }
  });

  it("leaves the snapshot alone on a move that changes nothing it guards", () => {
    const made = setupGame(c, { players: 2, seed: 1 });
    if (!made.ok) throw new Error(made.message);
    const actor = createActor(gameFlow, { input: { catalog: c, state: made.state } }).start();
    actor.send({ type: "moved" });
    expect(actor.getSnapshot().matches({ setup: "draft" })).toBe(true);
  });
});
