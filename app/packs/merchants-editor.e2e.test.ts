/**
 * End to end: the Merchants of the Seas editor in Chromium against `npm start`. A pack that extends
 * content/merchants opens with the merchants pack's values, unchanged and named as theirs; the trade
 * markers are edited in Monaco and the Auren's shipyard cost in the form, on one draft (a negative
 * cost is refused at its path); the save is a revision; a game imported on the pack plays the
 * saved values (12 trade markers, the Auren's shipyard for 1 worker and 9 coins).
 */
import { beforeAll, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumForTests, clickUntilVisible, describeInChromium } from "@/scripts/e2e-browser";

const PACK = "e2e-seas";

/** The Auren build a trading house on F2, then upgrade it to their shipyard (engine/…/merchants-shipyard.test.ts's opening). */
const LOG = `option loose-adjust-resource
map base
score SCORE13,SCORE11,SCORE10,SCORE14,SCORE15,SCORE16
setup auren
setup alchemists
auren: build F2
alchemists: build E5
alchemists: build E1
auren: build D1
auren: dock F2
alchemists: dock E5
alchemists: pass BON1
auren: pass BON3
auren: +20c. +10w. +1p. +12pw
auren: upgrade F2 to TP
alchemists: +20c. +10w. +12pw
alchemists: upgrade E1 to TP
auren: leech 1 from alchemists
auren: upgrade F2 to SY
`;

describeInChromium("the Merchants of the Seas editor", () => {
  const base = inject("baseUrl");
  const browser = chromiumForTests();
  let page: Page;

  const api = async (path: string) => (await fetch(`${base}${path}`)).json();
  /** The visible text of the JSON editor (Monaco draws spaces as no-break spaces). */
  const monacoText = async () => (await page.locator(".monaco-editor .view-lines").first().innerText()).replace(/\u00a0/g, " ");
  const status = () => page.locator("span[aria-live=polite]").first().innerText();
  const boards = () => page.getByRole("region", { name: "Shipyard boards" });
  const cost = () => boards().getByRole("group", { name: "Upgrade cost" });

  beforeAll(async () => {
    page = await browser().newPage({ viewport: { width: 1400, height: 1000 } });
    const res = await fetch(`${base}/api/packs`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ schemaVersion: 2, manifest: { id: PACK, name: "E2E Seas", version: "1.0.0", game: "terra-mystica", extends: { id: "merchants" } } }),
    });
    expect(res.status).toBe(201);
  });

  it("opens a pack that inherits the section with the merchants pack's values, unchanged and named as theirs", async () => {
    await page.goto(`${base}/packs/${PACK}`);
    await page.getByRole("region", { name: "Merchants of the Seas" }).getByRole("link", { name: "Edit Merchants of the Seas" }).click();
    await page.waitForURL(new RegExp(`/packs/${PACK}/merchants$`));
    const note = page.getByTestId("merchants-inherited");
    await note.waitFor();
    expect(await note.innerText()).toMatch(/no Merchants of the Seas section of its own: it plays by the values of Terra Mystica: Merchants of the Seas \(merchants\), shown here unchanged/);
    await expect.poll(status).toBe("Revision 1");
    expect(await page.getByRole("button", { name: "Save revision" }).isDisabled()).toBe(true);
    expect(await page.getByLabel("Trade markers per player", { exact: true }).inputValue()).toBe("15");
    expect(await cost().getByLabel("Coins", { exact: true }).inputValue()).toBe("6");
  });

  it("edits the trade markers in Monaco and the Auren's shipyard cost in the form, on one draft; a negative cost is a problem at its path", async () => {
    await clickUntilVisible(page.getByRole("tab", { name: "JSON" }), page.locator(".monaco-editor .view-lines").first());
    await expect.poll(monacoText, { timeout: 30_000 }).toContain('"tradeMarkers": 15');
    await page.locator(".monaco-editor .view-line", { hasText: /"tradeMarkers":\s15/ }).first().locator("span", { hasText: /^15$/ }).dblclick();
    await page.keyboard.type("12");
    await expect.poll(() => page.getByLabel("Trade markers per player", { exact: true }).inputValue()).toBe("12");

    await boards().getByLabel("Shipyard board to edit").selectOption("auren");
    await page.getByTestId("faction-board").waitFor();
    expect(await page.locator('[data-board-field="cost"]').getAttribute("data-own")).toBe("false");
    await cost().getByLabel("Coins", { exact: true }).fill("9");
    await cost().getByLabel("Workers", { exact: true }).fill("-1");
    await expect.poll(() => cost().locator("[data-field-error]").first().innerText()).toBe("Must be 0 or more");
    await expect.poll(() => page.getByRole("region", { name: "Problems" }).innerText()).toContain("merchants.shipyards.factions.auren.cost.workers");
    expect(await page.getByRole("button", { name: "Save revision" }).isDisabled()).toBe(true);
    await cost().getByLabel("Workers", { exact: true }).fill("1");
    await expect.poll(() => cost().locator("[data-field-error]").count()).toBe(0);
    expect(await page.locator('[data-board-field="cost"]').getAttribute("data-own")).toBe("true");
    // The other factions keep the default board.
    expect(await boards().getByLabel("Shipyard board to edit").locator("option", { hasText: /^Auren/ }).innerText()).toBe("Auren — own cost, onBuild");
    await expect.poll(monacoText).toContain('"tradeMarkers": 12');
  });

  it("saves the edit as a revision with its note, and the pack lists it", async () => {
    await page.getByLabel("Revision note (optional)").fill("Auren shipyard 1 worker 9 coins; 12 trade markers");
    await page.getByRole("button", { name: "Save revision" }).click();
    await expect.poll(() => page.getByText("Saved as revision 2.").isVisible()).toBe(true);
    expect(await page.getByTestId("merchants-inherited").count()).toBe(0);
    const stored = (await api(`/api/packs/${PACK}`)) as { document: { merchants: { pieces: { tradeMarkers: number }; shipyards: { factions: Record<string, { cost?: unknown }> } } } };
    expect(stored.document.merchants.pieces.tradeMarkers).toBe(12);
    expect(stored.document.merchants.shipyards.factions.auren!.cost).toEqual({ workers: 1, coins: 9 });
    expect(stored.document.merchants.shipyards.factions.witches).toBeUndefined();

    await page.goto(`${base}/packs/${PACK}`);
    const revisions = page.getByRole("listitem").filter({ hasText: "Revision 2" });
    expect(await revisions.innerText()).toContain("Auren shipyard 1 worker 9 coins; 12 trade markers");
  });

  it("shows the first save of the inherited section in the revision's diff field by field, compared with the merchants pack's values", async () => {
    const diff = (await api(`/api/packs/${PACK}/diff`)) as { lines: unknown[] };
    expect(diff.lines).toEqual([
      { kind: "changed", path: "merchants.pieces.tradeMarkers", before: 15, after: 12 },
      { kind: "added", path: "merchants.shipyards.factions.auren.cost", after: { workers: 1, coins: 9 } },
    ]);
    await page.goto(`${base}/packs/${PACK}/diff`);
    const entry = page.locator('[data-entry="merchants"]');
    await entry.waitFor();
    expect(await entry.getAttribute("data-kind")).toBe("changed");
    expect(await entry.getByTestId("inherited-note").innerText()).toMatch(/compared with Terra Mystica: Merchants of the Seas.s values/);
    expect(await entry.locator("[data-path]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-path")))).toEqual(["pieces.tradeMarkers", "shipyards.factions.auren.cost"]);
  });

  it("plays the saved values in a game imported on the pack: 12 trade markers, the Auren's shipyard for 1 worker and 9 coins", async () => {
    await page.goto(`${base}/playtest/import`);
    await page.locator("#log").fill(LOG);
    await page.getByLabel("Pack", { exact: true }).selectOption(PACK);
    expect(await page.getByLabel("Pack", { exact: true }).locator(`option[value="${PACK}"]`).innerText()).toBe("E2E Seas (r2)");
    await page.getByRole("button", { name: "Import and open" }).click();
    await page.waitForURL((url) => /^\/playtest\/\w+$/.test(url.pathname) && !url.pathname.endsWith("/import"), { timeout: 30_000 });
    const auren = page.getByRole("article", { name: "Auren player board" });
    await auren.getByTestId("markers-left").waitFor({ timeout: 30_000 });
    expect(await auren.getByTestId("markers-left").innerText()).toBe("12/12 left");
    expect(await auren.getByTestId("shipyard").innerText()).toBe("shipyard F2");
    // Before the shipyard: 35 coins and 14 workers (the engine's scenario test); the edited board took 9 and 1.
    expect(await auren.locator('[title="26 coins"]').count()).toBe(1);
    expect(await auren.locator('[title="13 workers"]').count()).toBe(1);
  });

  it("renames a range tile in the form, the Fakirs' rules following it, and removes a used one only once confirmed, its faction rule then a problem at its path", async () => {
    await page.goto(`${base}/packs/${PACK}/merchants`);
    const id = page.getByLabel("Id of range tile fakirs");
    await id.waitFor();
    await expect.poll(status).toBe("Revision 2");
    // Typed until the page has hydrated and the input answers.
    await expect
      .poll(async () => {
        await id.fill("Carpet");
        return page.locator("#range-tile-id-fakirs-error").count();
      })
      .toBe(1);
    expect(await page.locator("#range-tile-id-fakirs-error").innerText()).toMatch(/^Not an id/);
    await id.fill("carpet");
    await id.press("Enter");
    const carpet = page.getByRole("region", { name: "Range tile carpet" });
    await carpet.waitFor();
    expect(await carpet.getByTestId("range-tile-users").innerText()).toBe("used by Fakirs");
    expect(await page.locator("#merchants-merchants-factionRules-fakirs-rangeTile").inputValue()).toBe("carpet");

    await page.getByRole("button", { name: "Remove range tile dwarves" }).click();
    await page.getByRole("alertdialog", { name: "Remove range tile dwarves?" }).getByRole("button", { name: "Remove" }).click();
    await expect.poll(() => page.getByRole("region", { name: "Range tile dwarves" }).count()).toBe(0);
    await expect.poll(() => page.getByRole("region", { name: "Problems" }).innerText()).toContain("merchants.factionRules.dwarves.rangeTile");
    expect(await page.getByRole("button", { name: "Save revision" }).isDisabled()).toBe(true);
  });
});
