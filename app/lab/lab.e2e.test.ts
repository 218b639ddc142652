/**
 * End to end: the balance lab in Chromium against `npm start` (see scripts/e2e-setup.ts) — a batch
 * started from the page with a progress bar and ETA, finished with its plots (win rate, mean VP, VP
 * spread, VP by source, win rate by seat, suggested starting VP) and its win rates in the map
 * editor's Balance tab; a Merchants of the Seas batch beside the pack's printed starting-VP table; a
 * second batch cancelled with its finished games kept; one game opened as a playtest session.
 * Screenshots are left in the system's temporary folder (mystica-lab-*.png, mystica-map-balance-lab.png).
 */
import { describe, expect, inject, it } from "vitest";
import os from "node:os";
import path from "node:path";
import { chromiumForTests, clickUntilVisible, hasChromium } from "@/scripts/e2e-browser";

/** Where the test leaves its screenshots (to look at after a run). */
const shot = (name: string) => path.join(os.tmpdir(), `mystica-${name}.png`);

describe.skipIf(!hasChromium)(`the balance lab in the browser${hasChromium ? "" : " (skipped: no Chromium)"}`, () => {
  const base = inject("baseUrl");
  const browser = chromiumForTests();
  const heading = "section[aria-label=Batch] h2";

  it("runs a batch with progress, plots it, cancels another, and opens a game as a playtest", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 1000 } });
    // The pack list is in name order, and other e2e files add packs ("E2E House Rules" comes first): name the base pack.
    await page.goto(`${base}/lab?pack=base`);
    expect(await page.getByLabel(/^Pack/).inputValue()).toBe("base");
    await page.getByLabel("Players").fill("3");
    await page.getByLabel("Games", { exact: true }).fill("4");
    await page.getByRole("button", { name: "Run" }).click();
    // Four games may all end between two looks of the page (no speed or ETA shown while running): the
    // progress line is checked on the 40-game batch below.
    await page.waitForFunction((h) => /: done$/.test(document.querySelector(h)?.textContent ?? ""), heading, { timeout: 300_000 });
    expect(await page.getByTestId("lab-progress").textContent()).toBe("4/4 games");
    expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("4");
    // The plots: every faction's win rate with its interval (0% ones included), every mean VP as a point.
    const factions = await page.locator("section[aria-label=Batch] > table > tbody > tr").count();
    expect(factions).toBeGreaterThanOrEqual(3);
    expect(await page.locator("figure[aria-label='Win rate by faction'] .recharts-errorBar").count()).toBe(factions);
    expect(await page.locator("figure[aria-label='Mean VP by faction'] .recharts-scatter-symbol").count()).toBe(factions);
    await expect.poll(() => page.getByText(/^Too few games to separate factions/).count()).toBe(1);
    // The finished batch's other figures: a box per faction, VP by source, win rate by seat, starting VP.
    await page.getByTestId("lab-figures").waitFor();
    expect(await page.locator("figure[aria-label='VP distribution by faction'] .recharts-errorBar").count()).toBe(factions);
    expect(await page.locator("figure[aria-label='VP by source'] .recharts-legend-item").count()).toBeGreaterThanOrEqual(3);
    expect(await page.locator("figure[aria-label='VP by source'] .recharts-bar-rectangle").count()).toBeGreaterThanOrEqual(factions * 3);
    expect(await page.locator("figure[aria-label='Win rate by seat'] .recharts-errorBar").count()).toBe(3);
    expect(await page.locator("[data-testid=starting-vp-base] tbody tr").count()).toBe(factions);
    expect(await page.locator("section[aria-label='Starting VP on base']").textContent()).toMatch(/prints no starting-VP table for this map/);
    await page.screenshot({ path: shot("lab-figures"), fullPage: true });

    // The map editor's Balance tab shows the batch's win rate per home terrain on that map.
    const editor = await browser().newPage({ viewport: { width: 1280, height: 1000 } });
    await editor.goto(`${base}/maps/base.base`);
    const table = editor.getByTestId("balance-table");
    await clickUntilVisible(editor.locator('[data-tab="balance"]'), table);
    await table.getByText("Lab win").waitFor();
    const cells = await table.getByTestId("lab-win").allTextContents();
    expect(cells.length).toBeGreaterThanOrEqual(2);
    // Each cell: rate, interval, games; the games of the cells add up to the seats the batch played (12), less factions without a home terrain.
    const counted = cells.map((c) => Number(/· (\d+)$/.exec(c)![1]));
    expect(counted.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(12);
    expect(await editor.getByTestId("balance-lab").textContent()).toMatch(/3 players, bots heuristic\): 4 games/);
    await editor.screenshot({ path: shot("map-balance-lab") });
    await editor.close();

    // A Merchants of the Seas batch: the suggestion beside the pack's printed table, with the rank correlation.
    await page.getByLabel(/^Pack/).selectOption("merchants");
    await page.getByLabel(/^Map/).selectOption("base");
    await page.getByLabel("Games", { exact: true }).fill("3");
    await page.getByRole("button", { name: "Run" }).click();
    await page.waitForFunction((h) => /: done$/.test(document.querySelector(h)?.textContent ?? "") && !!document.querySelector("[data-testid=starting-vp-spearman]"), heading, { timeout: 300_000 });
    expect(await page.getByTestId("starting-vp-spearman").textContent()).toMatch(/^Rank correlation \(Spearman\) of suggestion and printed table: (-?\d\.\d\d|not defined)/);
    const printedRows = await page.locator("[data-testid=starting-vp-base] tbody tr").allTextContents();
    expect(printedRows.length).toBeGreaterThanOrEqual(3);
    expect(await page.locator("[data-testid=starting-vp-base] thead").textContent()).toMatch(/Printed.*Difference/);
    await page.screenshot({ path: shot("lab-merchants"), fullPage: true });
    await page.getByLabel(/^Pack/).selectOption("base");

    // A second batch, cancelled: the games that ended are kept.
    await page.getByLabel("First seed").fill("500");
    await page.getByLabel("Games", { exact: true }).fill("40");
    await page.getByRole("button", { name: "Run" }).click();
    // While it runs: the games played, their speed and the time left.
    await page.waitForFunction(() => /^[1-9]\d*\/40 games · \d+\.\d\d games\/s · ETA /.test(document.querySelector("[data-testid=lab-progress]")?.textContent ?? ""), null, { timeout: 120_000 });
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForFunction((h) => /: cancelled$/.test(document.querySelector(h)?.textContent ?? ""), heading, { timeout: 60_000 });
    const kept = Number((await page.getByTestId("lab-progress").textContent())!.split("/")[0]);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(40);

    // The finished batch again; its first game opened as a playtest replays to the same scores.
    await page.locator("section[aria-label=Batches] li button", { hasText: "4/4 games" }).click();
    await page.waitForFunction((h) => /: done$/.test(document.querySelector(h)?.textContent ?? ""), heading, { timeout: 60_000 });
    const first = await page.locator("section[aria-label=Batch] li", { hasText: /^seed / }).first().textContent();
    await page.getByRole("button", { name: "Open as playtest" }).first().click();
    await page.waitForURL((url) => /^\/playtest\/\w+$/.test(url.pathname), { timeout: 60_000 });
    const id = new URL(page.url()).pathname.split("/").pop()!;
    const session = (await (await fetch(`${base}/api/sessions/${id}`)).json()) as { name: string; status: string };
    expect(session).toMatchObject({ name: "Lab game 0 (seed 1)", status: "finished" });
    expect(first).toMatch(/seed 1/);
    await page.close();
  }, 600_000);
});
