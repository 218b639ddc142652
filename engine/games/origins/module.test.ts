/** Origins through the game-module contract alone: a pack validated and compiled, a seeded game played to its end by the random bot, `apply` never changing its input, the log replayed. */
import { describe, expect, it } from "vitest";
import { origins } from "./module";
import { loadOriginsSource } from "./testing/node/load-pack";

describe("the Origins module", () => {
  it("validates and compiles content/origins, plays a 3-player game to its end with the random bot, and replays its log", () => {
    const loaded = loadOriginsSource();
    if (!loaded.ok) throw new Error("content/origins does not load");
    const v = origins.pack.validate(loaded.doc);
    if (!v.ok) throw new Error(v.issues.map((i) => i.message).join("; "));
    const catalog = origins.pack.compile(v.resolved);
    const setup = { players: 3, seed: 7 };
    const created = origins.setup.create(catalog, setup);
    if (!created.ok) throw new Error(created.message);
    let state = created.state;
    expect(origins.setup.players(state)).toEqual(["p1", "p2", "p3"]);
    let rng = 1;
    const moves = [];
    while (!origins.views.finished(state)) {
      const [player] = origins.moves.toMove(state);
      const choice = origins.bots.random!.choose(catalog, state, player!, rng)!;
      rng = choice.rng;
      const before = JSON.stringify(state);
      const r = origins.moves.apply(catalog, state, choice.move);
      if (!r.ok) throw new Error(r.message);
      expect(JSON.stringify(state)).toBe(before);
      state = r.state;
      moves.push(choice.move);
    }
    expect(origins.flow.stateOf(state)).toBe("finished");
    expect(origins.views.scores(state).map((s) => s.player)).toEqual(["p1", "p2", "p3"]);
    const replayed = origins.notation.replay(origins.notation.formatLog(setup, moves), catalog);
    expect(replayed.ok && replayed.state).toEqual(state);
    const refused = origins.moves.apply(catalog, created.state, { type: "pass", player: "p9" });
    expect(refused).toMatchObject({ ok: false, code: "move/unknown-player" });
  });
});
