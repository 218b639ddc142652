/** A finished batch's figures: spreads, sources, seats and the starting VP beside a printed table, from stored records. */
import { describe, expect, it } from "vitest";
import { BatchSpecSchema, ranksOf, type LabGameRecord } from "../../engine";
import { batchFigures } from "./figures";

const spec = BatchSpecSchema.parse({ pack: { id: "merchants", revision: 1 }, maps: ["base", "fjords"], players: 3, bots: ["heuristic"], games: 12, seed: 5 });

/** Game `i` on `map`: giants ahead on base, witches ahead on fjords, everyone starting at `start`. */
function record(index: number, map: string, start: Record<string, number>): LabGameRecord {
  const players = ["giants", "witches", "auren"];
  const lead = map === "base" ? "giants" : "witches";
  const area = players.map((p, s) => 50 + (p === lead ? 12 : 0) + ((index + s * 5) % 9));
  const vps = players.map((p, s) => start[p]! + area[s]!);
  const ranks = ranksOf(vps);
  const seats = players.map((player, s) => ({ player, bot: "heuristic", vp: vps[s]!, rank: ranks[s]!, vpBySource: { initial: start[player]!, area: area[s]! } }));
  return { ok: true, index, seed: 5 + (index % 12), map, moves: 300, seats, log: "", ms: 10 };
}

describe("batchFigures", () => {
  const table = { giants: 15, witches: 20, auren: 25, nomads: 20 };
  const records: LabGameRecord[] = [
    ...Array.from({ length: 12 }, (_, i) => record(i, "base", table)),
    ...Array.from({ length: 11 }, (_, i) => record(12 + i, "fjords", { giants: 20, witches: 20, auren: 20 })),
    { ok: false, index: 23, seed: 16, map: "fjords", error: "stuck", ms: 5 },
  ];
  const f = batchFigures(spec, records, { printed: (map) => (map === "base" ? table : undefined), resamples: 30 });

  it("draws spreads and sources from the finished games only", () => {
    expect(f.spreads.map((s) => [s.player, s.games])).toEqual([["auren", 23], ["giants", 23], ["witches", 23]]);
    expect(f.sources.sources).toEqual(["area", "initial"]);
    expect(f.seats.map((s) => s.games)).toEqual([23, 23, 23]);
    expect(f.seats.reduce((a, s) => a + s.wins, 0)).toBeCloseTo(23, 9);
  });

  it("suggests starting VP per map, beside the printed table only where the pack prints one", () => {
    expect(f.startingVp.map((m) => [m.map, m.games, !!m.printed])).toEqual([["base", 12, true], ["fjords", 11, false]]);
    const base = f.startingVp[0]!;
    const giants = base.suggestions.find((s) => s.player === "giants")!;
    expect(giants.current).toBe(15);
    const row = base.printed!.rows.find((r) => r.player === "giants")!;
    expect(row.printed).toBe(15);
    expect(row.difference.estimate).toBeCloseTo(giants.suggested.estimate - 15, 9);
    // Giants lead on base by 12 VP before their start: they should start lower than witches.
    expect(giants.suggested.estimate).toBeLessThan(base.suggestions.find((s) => s.player === "witches")!.suggested.estimate);
    expect(base.printed!.unprinted).toEqual([]);
    expect(base.printed!.spearman).toBeDefined();
  });
});
