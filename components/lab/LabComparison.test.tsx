// @vitest-environment jsdom
/** The A/B comparison view: one row per faction with each batch's numbers and B − A with its interval, changed ones marked. */
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { compareBatches, type LabGameResult } from "@/engine";
import { comparisonOf, type ComparedBatch } from "@/lib/lab/compare";
import { LabComparison, type LabComparisonJson } from "./LabComparison";

afterEach(cleanup);

/** Eight two-player games; the witches score `edge` more than the nomads on average, and all four factions of `extra` once. */
function games(edge: number, extra?: string): LabGameResult[] {
  const out = Array.from({ length: 8 }, (_, index) => {
    const w = 100 + edge + (index % 3) * 4;
    const n = 100 + ((index * 5) % 7);
    const seats = [
      { player: "witches", bot: "heuristic", vp: w, vpBySource: {} },
      { player: "nomads", bot: "heuristic", vp: n, vpBySource: {} },
    ];
    return { index, seed: index + 1, moves: 300, seats: seats.map((s) => ({ ...s, rank: 1 + seats.filter((o) => o.vp > s.vp).length })) };
  });
  if (extra) out.push({ index: 8, seed: 9, moves: 300, seats: [{ player: extra, bot: "heuristic", vp: 90, vpBySource: {}, rank: 1 }, { player: "nomads", bot: "heuristic", vp: 80, vpBySource: {}, rank: 2 }] });
  return out;
}

const batch = (id: string, seed: number): ComparedBatch => ({
  id,
  status: "done",
  packId: "base",
  packVersion: "1.0.0",
  spec: { game: "terra-mystica", pack: { id: "base" }, maps: ["base"], variants: [], players: 2, bots: ["heuristic"], rotate: false, games: 8, seed },
  games: 0,
});

it("renders one row per faction with both batches' numbers and the difference with its interval", () => {
  const [ga, gb] = [games(-10), games(20, "giants")];
  const comparison = JSON.parse(JSON.stringify(comparisonOf(batch("batch-a", 1), ga, batch("batch-b", 2), gb))) as LabComparisonJson;
  render(<LabComparison comparison={comparison} />);
  const rows = screen.getAllByRole("row").slice(1);
  expect(rows.map((r) => within(r).getAllByRole("cell")[0]!.textContent)).toEqual(["giants", "nomads", "witches"]);

  const d = compareBatches(ga, gb).find((c) => c.player === "witches")!;
  const witches = within(screen.getByTestId("compare-witches")).getAllByRole("cell").map((c) => c.textContent);
  expect(witches[1]).toBe("8/8");
  expect(witches[2]).toBe("0.0%");
  expect(witches[3]).toBe("100.0%");
  expect(witches[4]).toBe(`+100.0 (${(d.winRate.lo * 100).toFixed(1)} to ${(d.winRate.hi * 100).toFixed(1)}) changed`);
  expect(witches[7]).toBe(`+${d.meanVp.estimate.toFixed(1)} (${d.meanVp.lo.toFixed(1)} to ${d.meanVp.hi.toFixed(1)}) changed`);
  expect(d.meanVp.estimate).toBeCloseTo(30, 9);

  // The giants played in B only: no difference to show.
  const giants = within(screen.getByTestId("compare-giants")).getAllByRole("cell").map((c) => c.textContent);
  expect(giants[1]).toBe("0/1");
  expect(giants[4]).toBe("— (one batch only)");
  expect(screen.getByText(/Δ is B − A, with its 95% interval/)).toBeTruthy();
  expect(screen.getByRole("figure", { name: /Δ win rate B − A/ })).toBeTruthy();
  expect(screen.getByRole("figure", { name: /Δ mean VP B − A/ })).toBeTruthy();
});
