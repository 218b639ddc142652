/**
 * End to end: an Origins: First Builders playtest in Chromium against `npm start` — a game of one
 * person and two bots set up from the new-game form, the person's moves played by clicking the
 * board and the choices, bots answering, an undo, the page reloaded to the same game, and the bots
 * playing it to the final scoring. `E2E_SHOTS=dir` keeps screenshots of each stage.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { hasChromium } from "@/scripts/e2e-browser";
import { playtestE2e } from "./_lib/e2e";

const shots = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: path.join(shots, `origins-${name}.png`), fullPage: true });
};

describe.skipIf(!hasChromium)(`an Origins playtest in the browser${hasChromium ? "" : " (skipped: no Chromium)"}`, () => {
  const { base, open, logLines, savedLog } = playtestE2e();

  /** Wait until p1 (the person) has choices and no bot is playing, on a hydrated table (its flow arrows drawn). */
  const myTurn = (page: Page) =>
    page.waitForFunction(
      () =>
        document.querySelector('[data-testid="turn"]')?.getAttribute("data-mover") === "p1" &&
        !document.querySelector('[data-testid="bot-progress"]') &&
        document.querySelectorAll('[data-testid="choices"] button').length > 0 &&
        !!document.querySelector('[data-testid="flow-diagram"] svg > path'),
      undefined,
      { timeout: 60_000 },
    );

  /**
   * One move of the person's, by clicking: a lit cell of the city when there is one (its only move is
   * played, or the choices narrow to its moves), else a choice that is not passing if there is one.
   * Answers the move.
   */
  async function playByClicking(page: Page, before: number): Promise<string> {
    const cell = page.locator('[data-testid="city"] [data-target="true"]').first();
    if (await cell.count()) {
      const key = (await cell.getAttribute("data-cell"))!;
      await cell.click();
      if ((await page.getByText(`Moves at cell ${key}`).count()) === 0) {
        await expect.poll(async () => (await logLines(page)).length).toBeGreaterThan(before);
        return (await logLines(page))[before]!;
      }
    }
    const other = page.locator('[data-testid="choices"] button:not([data-move$=": pass"])').first();
    const choice = (await other.count()) ? other : page.locator('[data-testid="choices"] button').first();
    const move = (await choice.getAttribute("data-move"))!;
    await choice.click();
    return move;
  }

  it("sets up a game of one person and two bots, plays it by clicking, undoes, reloads it, and lets the bots finish it", { timeout: 600_000 }, async () => {
    const page = await open("/packs/origins/playtest/new");
    await page.getByRole("button", { name: "Add a seat" }).click();
    await page.getByLabel("Seat 1: name").fill("Ann");
    await page.getByLabel("Seed", { exact: true }).fill("5");
    await shot(page, "new");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL((url) => /^\/playtest\/\w+$/.test(url.pathname));
    const id = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByTestId("meeting-places").waitFor({ timeout: 60_000 }).catch(async (e) => {
      await shot(page, "not-set-up");
      throw e;
    });
    expect(await savedLog(id)).toMatch(/^origins players 3 seed 5\n/);
    expect(await page.locator('[data-testid="meeting-places"] [data-place]').count()).toBe(5);
    expect(await page.locator("[data-player]").count()).toBe(3);

    // The person plays eight moves by clicking; the bots answer in between.
    const mine: string[] = [];
    let beforeLast = 0;
    for (let k = 0; k < 8; k++) {
      await myTurn(page);
      beforeLast = (await logLines(page)).length;
      mine.push(await playByClicking(page, beforeLast));
      await expect.poll(async () => (await logLines(page)).length).toBeGreaterThan(beforeLast);
      expect((await logLines(page))[beforeLast]).toBe(mine[k]);
    }
    expect(mine.every((m) => m.startsWith("p1: "))).toBe(true);
    expect(mine.some((m) => / visit /.test(m))).toBe(true);
    await myTurn(page);
    await shot(page, "mid");
    const lines = await logLines(page);
    expect(lines.some((l) => /^p[23]: /.test(l))).toBe(true);
    await expect.poll(() => savedLog(id)).toBe(`origins players 3 seed 5\n${lines.join("\n")}\n`);

    // Undo takes back the person's last move and the bots' moves after it; the server keeps the shorter line.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect.poll(async () => (await logLines(page)).length).toBe(beforeLast);
    const undone = await logLines(page);
    expect(undone).toEqual(lines.slice(0, beforeLast));
    await expect.poll(() => savedLog(id)).toBe(`origins players 3 seed 5\n${undone.join("\n")}\n`);

    // Reloaded, the page shows the same game, at the person's turn again.
    await page.reload();
    await myTurn(page);
    expect(await logLines(page)).toEqual(undone);
    expect(await page.locator(`[data-testid="choices"] button[data-move="${mine[mine.length - 1]}"]`).count()).toBe(1);

    // The bots play every seat to the end: the final scoring is drawn and the session is finished.
    await page.getByRole("button", { name: "Bots play to the end" }).click();
    await page.locator('[data-testid="final-scoring"] svg').first().waitFor({ timeout: 540_000 });
    expect(await page.locator('[data-testid="final-table"] tbody tr').count()).toBe(3);
    expect(await page.getByTestId("winners").innerText()).toMatch(/^(Winner|Shared win): p\d/);
    const totals = await page.locator('[data-testid="final-table"] tbody tr').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute("data-score"))));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(totals[0]).toBeGreaterThan(0);
    await expect.poll(async () => ((await (await fetch(`${base}/api/sessions/${id}`)).json()) as { status: string }).status, { timeout: 30_000 }).toBe("finished");
    await shot(page, "final");
    await page.close();
  });
});
