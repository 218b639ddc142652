/** Moves in words: every legal move met in seeded random games (1 to 4 players) has its own sentence, with the pack's names. */
import { describe, expect, it } from "vitest";
import { origins } from "../module";
import { originsCatalog } from "../testing/node/catalog";
import { formatMove } from ".";
import { moveLabel } from "./label";

const catalog = originsCatalog();

describe("Origins move labels", () => {
  it("names every legal move of random games in a sentence, different moves in different sentences", () => {
    const kinds = new Set<string>();
    for (const players of [1, 2, 3, 4]) {
      const created = origins.setup.create(catalog, { players, seed: 11 * players });
      if (!created.ok) throw new Error(created.message);
      let state = created.state;
      let rng = players;
      for (let i = 0; i < 400 && !state.finished; i++) {
        const [player] = origins.moves.toMove(state);
        const legal = origins.moves.legal(catalog, state, player!);
        const labels = legal.map((m) => moveLabel(catalog, state, m));
        for (const [k, label] of labels.entries()) {
          expect(label, formatMove(legal[k]!)).toMatch(/^[A-Z]/);
          expect(label, formatMove(legal[k]!)).not.toMatch(/undefined|null|NaN|\[object/);
          kinds.add(legal[k]!.type);
        }
        expect(new Set(labels).size, legal.map(formatMove).join(" | ")).toBe(labels.length);
        const choice = origins.bots.random!.choose(catalog, state, player!, rng)!;
        rng = choice.rng;
        const r = origins.moves.apply(catalog, state, choice.move);
        if (!r.ok) throw new Error(r.message);
        state = r.state;
      }
    }
    expect(kinds.size).toBeGreaterThan(15);
  });

  it("says which action a main move is, and which building a build move places where", () => {
    const created = origins.setup.create(catalog, { players: 2, seed: 1 });
    if (!created.ok) throw new Error(created.message);
    const state = { ...created.state, pending: [{ kind: "visit" as const, place: 1, worker: { kind: "archon" as const }, mainsLeft: 1, mainsDone: [], bonus: "none" as const }], market: ["granary", null] };
    expect(moveLabel(catalog, state, { type: "main", player: "p1", which: "top" })).toBe("Main action: 3 Food");
    expect(moveLabel(catalog, state, { type: "build", player: "p1", from: { slot: 0 }, cell: "0,1", as: "building" })).toBe("Build Granary at 0,1");
    expect(moveLabel(catalog, state, { type: "build", player: "p1", from: { slot: 0 }, cell: "-1,0", as: "farm" })).toBe("Take Granary as a Farm at -1,0");
  });

  it("says what the solo freeze spends and does", () => {
    const created = origins.setup.create(catalog, { players: 1, seed: 1 });
    if (!created.ok) throw new Error(created.message);
    expect(moveLabel(catalog, created.state, { type: "freeze", player: "p1" })).toBe("Spend a Superiority token: freeze the motherships this turn");
  });
});
