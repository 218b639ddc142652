/**
 * End to end: the map editor's Balance tab, in Chromium. Picking a figure recolours the board's
 * heatmap, and painting a hex updates the heatmap and the table; a map no lab batch has played links
 * to the lab (the lab column of a played map is checked in app/lab/lab.e2e.test.ts).
 */
import { beforeAll, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { chromiumForTests, clickUntilVisible, describeInChromium } from "@/scripts/e2e-browser";
import { openMapCopy } from "./_e2e/openMapCopy";

describeInChromium("the map editor's balance dashboard", () => {
  const base = inject("baseUrl");
  const browser = chromiumForTests();
  let context: BrowserContext;

  beforeAll(async () => {
    context = await browser().newContext({ viewport: { width: 1280, height: 800 } });
  });

  /** A new copy of the original board in the e2e pack, opened in the editor. */
  const openCopy = async (): Promise<Page> => (await openMapCopy(context, base, "base.base", "balance")).page;
  const heatValue = (page: Page, id: string) => page.locator(`[data-heat="${id}"]`).getAttribute("data-value");
  const desertRow = (page: Page) => page.getByTestId("balance-table").locator('tr[data-terrain="desert"] td').allInnerTexts();

  it("switches the heatmap between figures and follows an edit of the board", async () => {
    const page = await openCopy();
    expect(await page.locator("[data-heat]").count()).toBe(0);
    const panel = page.getByTestId("balance-panel");
    await clickUntilVisible(page.locator('[data-tab="balance"]'), panel);
    // No lab batch has played this new map: no lab column, a link to run one instead.
    expect(await panel.getByTestId("balance-lab").textContent()).toBe("Lab win rate: no batch yet — run one in /lab");
    expect(await panel.getByRole("link", { name: "run one in /lab" }).getAttribute("href")).toMatch(/^\/lab\?pack=e2e-maps&map=balance-/);
    expect(await panel.getByText("Lab win", { exact: true }).count()).toBe(0);

    // Spades from desert: every land hex, 11 of them desert.
    expect(await panel.getAttribute("data-metric")).toBe("spades");
    await expect.poll(() => page.locator("[data-heat]").count()).toBe(77);
    expect(await page.locator('[data-heat][data-value="0"]').count()).toBe(11);
    expect(await heatValue(page, "A1")).toBe("1"); // plains, one spade from desert
    expect((await desertRow(page)).slice(1, 5)).toEqual(["11", "22", "22", "22"]);

    // Crowding: only the 11 desert hexes.
    await panel.locator('[data-metric="crowding"]').click();
    await expect.poll(() => page.locator("[data-heat]").count()).toBe(11);
    expect(await page.locator('[data-heat="A1"]').count()).toBe(0);
    const crowdingBefore = Number(await heatValue(page, "B1"));

    // Paint A1 desert: it joins the heatmap; B1 loses a neighbour of another terrain.
    await page.keyboard.press("1");
    const a1 = await page.locator('[data-hex="A1"]').boundingBox();
    await page.mouse.click(a1!.x + a1!.width / 2, a1!.y + a1!.height / 2);
    await expect.poll(() => page.locator("[data-heat]").count()).toBe(12);
    expect(await heatValue(page, "A1")).toBe("1"); // A2 mountains; B1 is desert
    expect(Number(await heatValue(page, "B1"))).toBe(crowdingBefore - 1);
    expect((await desertRow(page))[1]).toBe("12");

    // Another terrain's spades.
    await panel.locator('[data-metric="spades"]').click();
    await panel.locator('[role="radio"][data-terrain="lakes"]').click();
    await expect.poll(() => page.locator("[data-heat]").count()).toBe(77);
    expect(await heatValue(page, "A1")).toBe("3"); // desert is three spades from lakes
    await page.close();
  });
});
