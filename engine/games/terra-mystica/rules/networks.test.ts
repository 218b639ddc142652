/**
 * `networksOf` against the definition it implements: two structures of a player are in one network
 * when a chain of direct connections (neighbours, bridges, river towns) or ranges (shipping, or
 * tunnelling / carpet flight where it counts for the area) joins them. Checked on the end positions
 * (and every 40th position) of seeded self-play games, whose networks grow in every shape.
 */
import { describe, expect, it } from "vitest";
import { FAR } from "../catalog";
import { factionsForSeed, playSelfPlay } from "../bots/selfplay";
import { envOf, factionOf, type Env } from "./env";
import { networksOf } from "./networks";
import { pack } from "./scenarios/helpers";
import { townNeighbours } from "./towns";

/** The networks by the definition: a search from each structure over every joined pair, as sets of hexes. */
function networksByDefinition(env: Env, seat: number): number[][] {
  const { board } = env.state;
  const p = env.state.players[seat]!;
  const skip = factionOf(env, seat).traits.skip;
  const n = env.board.landCount;
  const hexes: number[] = [];
  for (let h = 0; h < n; h++) if (board.owner[h] === seat && board.building[h]) hexes.push(h);
  const joined = (a: number, b: number): boolean => {
    if (townNeighbours(env, seat, a).includes(b) || townNeighbours(env, seat, b).includes(a)) return true;
    if (skip) {
      const d = env.board.distance[a * n + b]!;
      return skip.countsForArea === true && d !== FAR && d <= p.range + 1;
    }
    return p.shipping > 0 && env.board.riverDistance[a * n + b]! <= p.shipping;
  };
  const seen = new Set<number>();
  const out: number[][] = [];
  for (const start of hexes) {
    if (seen.has(start)) continue;
    seen.add(start);
    const members = [start];
    for (let i = 0; i < members.length; i++)
      for (const h of hexes)
        if (!seen.has(h) && joined(members[i]!, h)) {
          seen.add(h);
          members.push(h);
        }
    out.push(members.sort((a, b) => a - b));
  }
  return out;
}

describe("networksOf", () => {
  it("finds the networks the definition gives, in board order, on positions of self-play games", () => {
    const catalog = pack("base");
    let compared = 0;
    let multi = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const check = (state: Parameters<typeof envOf>[1]) => {
        const env = envOf(catalog, state);
        for (let seat = 0; seat < state.players.length; seat++) {
          const got = networksOf(env, seat);
          expect(got).toEqual(networksByDefinition(env, seat));
          compared++;
          if (got.length > 1) multi++;
        }
      };
      const game = playSelfPlay(catalog, { factions: factionsForSeed(catalog, 4, seed) }, seed, { onMove: (state, _move, i) => i % 40 === 0 && check(state) });
      expect(game.ok).toBe(true);
      check(game.state);
    }
    // Positions with players split into several networks were among them.
    expect(compared).toBeGreaterThan(200);
    expect(multi).toBeGreaterThan(20);
  });
});
