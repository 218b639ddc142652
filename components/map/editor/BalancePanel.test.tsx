// @vitest-environment jsdom
/** The Balance tab's lab column: each home terrain's measured win rate with its interval and games, or a link to run a batch. */
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mapBalance, ranksOf, type LabGameResult } from "@/engine";
import { winRatesByHome, type MapLabJson } from "@/lib/lab/map-win-rates";
import baseMap from "@/content/base/maps/base.json";
import { BalancePanel } from "./BalancePanel";

afterEach(cleanup);

const balance = mapBalance({ rows: baseMap.rows });
const HOME: Record<string, string> = { witches: "forest", nomads: "desert", giants: "wasteland" };

/** Ten three-player games: the witches win 6, the nomads 3, the giants 1. */
function games(): LabGameResult[] {
  const winners = ["witches", "witches", "nomads", "witches", "giants", "witches", "nomads", "witches", "nomads", "witches"];
  return winners.map((w, index) => {
    const players = ["witches", "nomads", "giants"];
    const vps = players.map((p) => (p === w ? 120 : 100));
    const ranks = ranksOf(vps);
    return { index, seed: index + 1, moves: 1, seats: players.map((player, i) => ({ player, bot: "heuristic", vp: vps[i]!, rank: ranks[i]!, vpBySource: {} })) };
  });
}

const panel = (lab?: MapLabJson) =>
  render(<BalancePanel balance={balance} terrain="desert" metric="spades" max={3} onTerrain={() => {}} onMetric={() => {}} labLink="/lab?pack=base&map=base" {...(lab ? { lab } : {})} />);

describe("the Balance tab's lab column", () => {
  it("shows each home terrain's win rate with its interval and games, and names the batch", () => {
    const lab: MapLabJson = { batch: { id: "b1", revision: 2, players: 3, bots: ["heuristic"], createdAt: "2026-11-27T03:00:00.000Z" }, games: 10, rates: winRatesByHome(games(), ["desert", "plains", "swamp", "lakes", "forest", "mountains", "wasteland"], (f) => HOME[f]) };
    panel(lab);
    const table = screen.getByTestId("balance-table");
    expect(within(table).getByText("Lab win")).toBeTruthy();
    const forest = table.querySelector('tr[data-terrain="forest"] [data-testid="lab-win"]')!;
    expect(forest.textContent).toBe(`60%${Math.round(lab.rates.byHome.forest!.winRate.lo * 100)}–${Math.round(lab.rates.byHome.forest!.winRate.hi * 100)} · 10`);
    expect(forest.getAttribute("title")).toMatch(/^witches: 60% \[\d+%–\d+%\], 10 games$/);
    expect(table.querySelector('tr[data-terrain="lakes"] td:last-child')!.textContent).toBe("—");
    expect(screen.getByTestId("balance-lab").textContent).toMatch(/b1, revision 2, 3 players, bots heuristic\): 10 games/);
  });

  it("links to the lab when no batch has played the map", () => {
    panel();
    expect(screen.queryByText("Lab win")).toBeNull();
    expect(screen.getByTestId("balance-lab").textContent).toBe("Lab win rate: no batch yet — run one in /lab");
    expect(screen.getByRole("link", { name: "run one in /lab" }).getAttribute("href")).toBe("/lab?pack=base&map=base");
  });
});
