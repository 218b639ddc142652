/**
 * End to end: the balance lab in Chromium against `npm start` (see scripts/e2e-setup.ts) — a batch
 * started from the page with a progress bar and ETA, finished with its plots, a second batch
 * cancelled with its finished games kept, and one game opened as a playtest session.
 */
import { describe, expect, inject, it } from "vitest";
import { chromiumForTests, hasChromium } from "@/scripts/e2e-browser";

describe.skipIf(!hasChromium)(`the balance lab in the browser${hasChromium ? "" : " (skipped: no Chromium)"}`, () => {
  const base = inject("baseUrl");
  const browser = chromiumForTests();
  const heading = "section[aria-label=Batch] h2";

  it("runs a batch with progress, plots it, cancels another, and opens a game as a playtest", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 1000 } });
    await page.goto(`${base}/lab`);
    await page.getByLabel("Players").fill("3");
    await page.getByLabel("Games", { exact: true }).fill("4");
    await page.getByRole("button", { name: "Run" }).click();
    await page.waitForFunction(() => /games\/s · ETA/.test(document.querySelector("[data-testid=lab-progress]")?.textContent ?? ""), null, { timeout: 120_000 });
    await page.waitForFunction((h) => /: done$/.test(document.querySelector(h)?.textContent ?? ""), heading, { timeout: 300_000 });
    expect(await page.getByTestId("lab-progress").textContent()).toBe("4/4 games");
    expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("4");
    // The plots: every faction's win rate with its interval (0% ones included), every mean VP as a point.
    const factions = await page.locator("section[aria-label=Batch] tbody tr").count();
    expect(factions).toBeGreaterThanOrEqual(3);
    expect(await page.locator("figure[aria-label='Win rate by faction'] .recharts-errorBar").count()).toBe(factions);
    expect(await page.locator("figure[aria-label='Mean VP by faction'] .recharts-scatter-symbol").count()).toBe(factions);
    await expect.poll(() => page.getByText(/^Too few games to separate factions/).count()).toBe(1);

    // A second batch, cancelled: the games that ended are kept.
    await page.getByLabel("First seed").fill("500");
    await page.getByLabel("Games", { exact: true }).fill("40");
    await page.getByRole("button", { name: "Run" }).click();
    await page.waitForFunction(() => /^[1-9]\d*\/40 games/.test(document.querySelector("[data-testid=lab-progress]")?.textContent ?? ""), null, { timeout: 120_000 });
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForFunction((h) => /: cancelled$/.test(document.querySelector(h)?.textContent ?? ""), heading, { timeout: 60_000 });
    const kept = Number((await page.getByTestId("lab-progress").textContent())!.split("/")[0]);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(40);

    // The finished batch again; its first game opened as a playtest replays to the same scores.
    await page.locator("section[aria-label=Batches] li button", { hasText: "4/4 games" }).click();
    await page.waitForFunction((h) => /: done$/.test(document.querySelector(h)?.textContent ?? ""), heading, { timeout: 60_000 });
    const first = await page.locator("section[aria-label=Batch] li").first().textContent();
    await page.getByRole("button", { name: "Open as playtest" }).first().click();
    await page.waitForURL((url) => /^\/playtest\/\w+$/.test(url.pathname), { timeout: 60_000 });
    const id = new URL(page.url()).pathname.split("/").pop()!;
    const session = (await (await fetch(`${base}/api/sessions/${id}`)).json()) as { name: string; status: string };
    expect(session).toMatchObject({ name: "Lab game 0 (seed 1)", status: "finished" });
    expect(first).toMatch(/seed 1/);
    await page.close();
  }, 600_000);
});
