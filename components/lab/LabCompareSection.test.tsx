// @vitest-environment jsdom
/** Picking two finished batches on the lab page asks GET /api/lab/compare for them and shows the answer, or its refusal. */
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import type { BatchJson } from "./LabPanel";
import { LabCompareSection } from "./LabCompareSection";
import type { LabComparisonJson } from "./LabComparison";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const batch = (id: string, status: string, running = false): BatchJson => ({
  id,
  packId: "base",
  status,
  total: 40,
  stored: 40,
  running,
  createdAt: "2026-11-27T00:00:00.000Z",
  spec: { players: 4, maps: ["base"], bots: ["heuristic"], games: 40, rotate: false, pack: { id: "base", revision: 1 } },
});
const iv = (estimate: number, lo: number, hi: number) => ({ estimate, lo, hi });
const answer: LabComparisonJson = {
  confidence: 0.95,
  a: { id: "old", packId: "base", packVersion: "1.0.0", games: 40, spec: { pack: { revision: 1 }, players: 4, seed: 1 } },
  b: { id: "new", packId: "base", packVersion: "1.0.0", games: 40, spec: { pack: { revision: 2 }, players: 4, seed: 1 } },
  notes: [],
  factions: [
    { faction: "nomads", a: { games: 40, wins: 10, winRate: iv(0.25, 0.14, 0.4), meanVp: iv(110, 105, 115) }, b: { games: 40, wins: 4, winRate: iv(0.1, 0.04, 0.23), meanVp: iv(98, 94, 102) }, winRate: iv(-0.15, -0.3, 0.01), meanVp: iv(-12, -18.1, -5.9), winRateChanged: false, meanVpChanged: true },
  ],
};

it("offers only finished batches, newest as B, and shows the comparison it fetches", async () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
  vi.stubGlobal("fetch", fetch);
  render(<LabCompareSection batches={[batch("new", "done"), batch("running", "running", true), batch("old", "done"), batch("stopped", "cancelled")]} />);
  const a = screen.getByLabelText("Batch A") as HTMLSelectElement;
  const b = screen.getByLabelText("Batch B") as HTMLSelectElement;
  expect([...a.options].map((o) => o.value)).toEqual(["new", "old"]);
  expect([a.value, b.value]).toEqual(["old", "new"]);
  fireEvent.click(screen.getByRole("button", { name: "Compare" }));
  await waitFor(() => expect(screen.getByTestId("compare-nomads")).toBeTruthy());
  expect(fetch).toHaveBeenCalledWith("/api/lab/compare?a=old&b=new", expect.anything());
  const cells = within(screen.getByTestId("compare-nomads")).getAllByRole("cell").map((c) => c.textContent);
  expect(cells).toEqual(["nomads", "40/40", "25.0%", "10.0%", "-15.0 (-30.0 to 1.0)", "110.0", "98.0", "-12.0 (-18.1 to -5.9) changed"]);
});

it("shows the server's refusal, and nothing at all with fewer than two finished batches", async () => {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ error: "lab/incompatible", message: "batch old has 3 players a game and batch new has 4" }), { status: 422 })));
  const { unmount } = render(<LabCompareSection batches={[batch("new", "done"), batch("old", "done")]} />);
  fireEvent.click(screen.getByRole("button", { name: "Compare" }));
  await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("batch old has 3 players a game and batch new has 4"));
  unmount();
  const { container } = render(<LabCompareSection batches={[batch("new", "done"), batch("run", "running", true)]} />);
  expect(container.innerHTML).toBe("");
});
