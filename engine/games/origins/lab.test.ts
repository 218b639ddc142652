/**
 * Origins in the balance lab: a batch's game is its player count and seed, played with the module's
 * bots; its results name players by their place in the first round's turn order, the VP by source
 * sum to the score, the log replays to the same scores, and what Origins does not have (maps,
 * options, fixed factions) is refused in a sentence.
 */
import { describe, expect, it } from "vitest";
import { batchSetupProblem, batchSpecProblems, BatchSpecSchema, playLabGame, summarizeBatch } from "../../core/lab";
import { origins } from "./module";
import { START_POSITIONS } from "./lab";
import { originsCatalog } from "./testing/node/catalog";

const catalog = originsCatalog();
const spec = (over: Partial<Record<string, unknown>> = {}) => BatchSpecSchema.parse({ game: "origins", pack: { id: "origins" }, players: 3, bots: ["random"], games: 4, seed: 20, ...over });

describe("Origins in the balance lab", () => {
  const batch = spec();
  const games = [0, 1, 2, 3].map((i) => playLabGame(origins, catalog, batch, i));

  it("plays each game to its end and names each seat's player by its place in the first round's turn order", () => {
    for (const g of games) {
      expect(g.ok, g.ok ? "" : g.error).toBe(true);
      if (!g.ok) continue;
      const created = origins.setup.create(catalog, { players: 3, seed: g.seed });
      if (!created.ok) throw new Error(created.message);
      const first = created.state.bastion;
      // Seats are p1, p2, p3 round the table; the first player (who holds the Bastion) is "1st", then clockwise.
      expect(g.seats.map((s) => s.player)).toEqual([0, 1, 2].map((seat) => START_POSITIONS[(seat - first + 3) % 3]));
      expect(new Set(g.seats.map((s) => s.player))).toEqual(new Set(["1st", "2nd", "3rd"]));
    }
    // The seeds draw different first players (not always seat 1).
    expect(new Set(games.map((g) => (g.ok ? g.seats.findIndex((s) => s.player === "1st") : -1))).size).toBeGreaterThan(1);
  });

  it("gives each player's VP by source, summing to the final score, and the log replays to the same scores", () => {
    for (const g of games) {
      if (!g.ok) throw new Error(g.error);
      const replayed = origins.notation.replay(g.log, catalog);
      if (!replayed.ok) throw new Error(replayed.message);
      expect(replayed.state.finished).toBe(true);
      expect(replayed.state.players.map((p) => p.vp)).toEqual(g.seats.map((s) => s.vp));
      for (const [seat, s] of g.seats.entries()) {
        expect(Object.values(s.vpBySource).reduce((a, b) => a + b, 0)).toBe(s.vp);
        const f = replayed.state.final!.find((x) => x.seat === seat)!;
        expect(s.vpBySource.gold ?? 0).toBe(f.gold);
        expect(s.vpBySource.play ?? 0).toBe(s.vp - f.total);
      }
    }
  });

  it("summarises per starting position and per seat; the same spec plays the same games", () => {
    const summary = summarizeBatch(games.flatMap((g) => (g.ok ? [g] : [])));
    expect(summary.players.map((p) => [p.player, p.games])).toEqual([["1st", 4], ["2nd", 4], ["3rd", 4]]);
    expect(summary.seats.map((s) => s.games)).toEqual([4, 4, 4]);
    expect(playLabGame(origins, catalog, batch, 2)).toEqual(games[2]);
  });

  it("refuses maps, options and fixed players, which Origins does not have, in a sentence", () => {
    expect(batchSpecProblems(batch, origins)).toEqual([]);
    expect(batchSetupProblem(batch, origins, catalog)).toBeUndefined();
    expect(batchSetupProblem(spec({ maps: ["fire-ice"] }), origins, catalog)).toBe('map fire-ice: Origins has no maps: a batch plays the one board, "base", not "fire-ice"');
    expect(batchSetupProblem(spec({ variants: ["promo2013"] }), origins, catalog)).toMatch(/^map base: Origins has no game options to switch on \(promo2013\)/);
    expect(batchSetupProblem(spec({ fixed: ["a", "b", "c"] }), origins, catalog)).toMatch(/no factions to fix/);
    expect(batchSetupProblem(spec({ players: 5 }), origins, catalog)).toMatch(/^map base: Origins is played by 1 to 4 players, not 5/);
    expect(batchSpecProblems(spec({ bots: ["strong"] }), origins)).toEqual([expect.stringMatching(/there is no bot "strong" \(bots: random, heuristic\)/)]);
  });
});
