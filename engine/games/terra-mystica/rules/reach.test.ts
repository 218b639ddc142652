/**
 * `reachMap` (every hex at once, what listings use) against `reach` (one hex, what `apply` checks):
 * the same answer for every empty land hex — out of reach, reached, or reached only by tunnelling /
 * carpet flight — on positions of seeded self-play games, where players reach hexes in every way
 * (neighbours, bridges, shipping of every range, the Dwarves' and Fakirs' skips).
 */
import { describe, expect, it } from "vitest";
import { factionsForSeed, playSelfPlay } from "../bots/selfplay";
import { envOf, type Env } from "./env";
import { directlyAdjacent, reach, reachMap } from "./reach";
import { pack } from "./scenarios/helpers";
import type { GameState } from "./state";

describe("reachMap", () => {
  it("says of every empty land hex what reach says, on positions of self-play games", () => {
    const catalog = pack("base");
    const seen = { compared: 0, byShipping: 0, bySkipping: 0 };
    const check = (env: Env) => {
      const { board } = env.state;
      for (let seat = 0; seat < env.state.players.length; seat++) {
        const map = reachMap(env, seat);
        for (let h = 0; h < env.board.landCount; h++) {
          if (board.building[h]) continue;
          const r = reach(env, seat, h);
          const expected = !r.ok ? 0 : r.skip ? 2 : 1;
          if (map[h] !== expected) expect({ seat, hex: env.board.ids[h], map: map[h] }).toEqual({ seat, hex: env.board.ids[h], map: expected });
          seen.compared++;
          if (expected === 1 && env.state.round > 0 && !directlyAdjacent(env, seat, h)) seen.byShipping++;
          if (expected === 2) seen.bySkipping++;
        }
      }
    };
    for (let seed = 1; seed <= 16; seed++) {
      const onMove = (state: GameState, _move: unknown, i: number) => {
        if (i % 25 === 0) check(envOf(catalog, state));
      };
      const game = playSelfPlay(catalog, { factions: factionsForSeed(catalog, 4, seed) }, seed, { onMove });
      expect(game.ok).toBe(true);
    }
    // Hexes reached by shipping and by skipping were among those compared.
    expect(seen.compared).toBeGreaterThan(10_000);
    expect(seen.byShipping).toBeGreaterThan(100);
    expect(seen.bySkipping).toBeGreaterThan(20);
  });
});
