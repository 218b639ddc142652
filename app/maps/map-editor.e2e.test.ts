/**
 * End to end: the map editor served by `npm start`, driven by Chromium like a designer would (mouse
 * strokes, keyboard shortcuts, the JSON panel, import/export, saving). Each test edits its own copy
 * of a base-game board in an "e2e-maps" pack, so tests do not depend on each other.
 */
import { readFileSync } from "node:fs";
import { beforeAll, expect, inject, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { chromiumForTests, describeInChromium } from "@/scripts/e2e-browser";
import { openMapCopy } from "./_e2e/openMapCopy";

const BASE_MAP_ID = "126fe960806d587c78546b30f1a90853b1ada468";

describeInChromium("the map editor", () => {
  const base = inject("baseUrl");
  const browser = chromiumForTests();
  let context: BrowserContext;

  beforeAll(async () => {
    context = await browser().newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
  });

  /** A new copy of a stored map in the e2e pack (a draft until saved), opened in the editor. */
  const openCopy = (from = "base.base") => openMapCopy(context, base, from);

  /** Every cell's terrain, in board order (to check that a refused edit changed nothing). */
  const terrains = (page: Page) => page.locator("[data-cell]").evaluateAll((els) => els.map((e) => `${e.getAttribute("data-cell")}=${e.getAttribute("data-terrain")}`).join(" "));
  const terrainAt = (page: Page, cell: string) => page.locator(`[data-cell="${cell}"]`).getAttribute("data-terrain");
  async function centre(page: Page, selector: string) {
    const box = await page.locator(selector).boundingBox();
    if (!box) throw new Error(`${selector} is not on screen`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }
  async function clickHex(page: Page, id: string) {
    const c = await centre(page, `[data-hex="${id}"]`);
    await page.mouse.click(c.x, c.y);
  }
  async function paste(page: Page, text: string) {
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await page.keyboard.press("Control+a");
    await page.keyboard.press("Control+v");
  }
  async function openJsonPanel(page: Page) {
    await page.locator('[data-tab="json"]').click();
    const lines = page.locator(".monaco-editor .view-lines").first();
    await lines.waitFor({ timeout: 60_000 });
    await lines.click();
  }
  const errorsShown = (page: Page) => page.getByTestId("validation-summary").getAttribute("data-errors");

  it("lists the base game's boards with thumbnails and opens one in the editor", async () => {
    const page = await context.newPage();
    await page.goto(`${base}/maps`);
    const cards = page.locator('[data-map-card^="base."]');
    await expect.poll(() => cards.count()).toBe(5);
    await expect.poll(() => page.locator('[data-map-card="base.fire-and-ice"]').getByRole("img", { name: /: board preview$/ }).count()).toBe(1);
    await page.locator('[data-map-card="base.base"]').getByRole("link", { name: "Terra Mystica (original)" }).click();
    await page.waitForURL(/\/maps\/base\.base$/);
    await page.locator('[data-hex="I12"]').waitFor();
    expect(await page.locator('[data-hex]:not([data-terrain="river"])').count()).toBe(77);
    expect(await page.locator('[data-hex="E7"]').getAttribute("data-terrain")).toBe("mountains");
    await page.close();
  });

  it("paints a stroke with the terrain brush, and undoes and redoes it as one step", async () => {
    const { page } = await openCopy();
    await page.keyboard.press("1"); // desert
    const from = await centre(page, '[data-cell="0,0"]');
    const to = await centre(page, '[data-cell="0,3"]');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
    for (const col of [0, 1, 2, 3]) expect(await terrainAt(page, `0,${col}`)).toBe("desert");
    expect(await terrainAt(page, "0,5")).toBe("wasteland");
    expect(await page.getByTestId("undo").getAttribute("title")).toBe("Undo: Paint 4 hexes desert (Ctrl Z)");

    await page.keyboard.press("Control+z");
    expect([await terrainAt(page, "0,0"), await terrainAt(page, "0,1"), await terrainAt(page, "0,3")]).toEqual(["plains", "mountains", "lakes"]);
    await page.keyboard.press("Control+Shift+z");
    expect(await terrainAt(page, "0,1")).toBe("desert");
    await page.getByTestId("undo").click();
    expect(await terrainAt(page, "0,1")).toBe("mountains");
    await page.getByTestId("redo").click();
    expect(await terrainAt(page, "0,1")).toBe("desert");
    await page.close();
  });

  it("removes and restores a derived bridge slot, and adds one where the river allows it", async () => {
    const { page } = await openCopy();
    await page.keyboard.press("g");
    const slot = page.locator('[data-bridge="A3-C1"]');
    expect(await slot.getAttribute("data-state")).toBe("derived");
    await page.locator('[data-slot-marker="A3-C1"]').click();
    expect(await slot.getAttribute("data-state")).toBe("removed");
    await page.locator('[data-slot-marker="A3-C1"]').click();
    expect(await slot.getAttribute("data-state")).toBe("derived");

    // Pick the two banks: C1, then C2 across one river hex.
    await clickHex(page, "C1");
    await clickHex(page, "C2");
    expect(await page.locator('[data-bridge="C1-C2"]').getAttribute("data-state")).toBe("added");
    // Land in between: refused with a message, nothing changes.
    await clickHex(page, "A1");
    await clickHex(page, "A2");
    await expect.poll(() => page.getByTestId("notice").innerText()).toContain("A1 and A2 cannot hold a bridge");
    expect(await page.locator('[data-bridge="A1-A2"]').count()).toBe(0);
    await page.close();
  });

  it("places a canal on the edge between two land hexes that stay neighbours", async () => {
    const { page } = await openCopy();
    await page.keyboard.press("c");
    await clickHex(page, "E4");
    await clickHex(page, "E5");
    await page.locator('[data-canal="E4-E5"]').waitFor({ state: "attached" });
    expect(await page.locator('[data-hex="E4"]').getAttribute("data-terrain")).toBe("lakes");
    expect(await page.locator('[data-hex="E5"]').getAttribute("data-terrain")).toBe("swamp");
    await page.keyboard.press("v");
    await clickHex(page, "E4");
    await expect.poll(() => page.getByTestId("inspect-panel").innerText()).toContain("canal E4–E5");
    expect(await page.getByTestId("inspect-panel").getByRole("button", { name: "E5" }).count()).toBe(1);
    await page.close();
  });

  it("shows the canals and where docks may go on the Lakes and Fjords boards of Merchants of the Seas", async () => {
    const page = await context.newPage();
    for (const [map, canals] of [["loon-lakes", 7], ["fjords", 1]] as const) {
      await page.goto(`${base}/maps/merchants.${map}`);
      await page.locator("[data-hex]").first().waitFor();
      expect(await page.locator("[data-canal]").count(), map).toBe(canals);
      // Shown at first on a board with canals: an anchor on each riverside hex, none inland.
      await expect.poll(() => page.locator("[data-dock-site]").count()).toBeGreaterThan(20);
      const sites = await page.locator("[data-dock-site]").evaluateAll((els) => els.map((e) => e.getAttribute("data-dock-site")!));
      const saved = (await (await fetch(`${base}/api/maps/merchants.${map}`)).json()).saved as { canals: [string, string][] };
      for (const [a, b] of saved.canals) expect(sites, `${map} canal ${a}-${b}`).toEqual(expect.arrayContaining([a, b]));
      expect(await page.getByTestId("docks").getAttribute("aria-label")).toBe(`Hide dock sites: ${sites.length} riverside hexes where a dock may go (Merchants of the Seas)`);
    }
    // Hidden with the toggle (clicked again only if a click landed before the page hydrated).
    const shown = () => page.locator("[data-dock-site]").count();
    await expect
      .poll(
        async () => {
          if ((await shown()) > 0) await page.getByTestId("docks").click();
          return shown();
        },
        { interval: 1500, timeout: 60_000 },
      )
      .toBe(0);
    // A base-game board (no canals) starts without them.
    await page.goto(`${base}/maps/base.base`);
    await page.locator("[data-hex]").first().waitFor();
    expect(await page.getByTestId("docks").getAttribute("aria-pressed")).toBe("false");
    expect(await page.locator("[data-dock-site]").count()).toBe(0);
    await page.close();
  });

  it("counts the Lakes board's six lakes as one waterway for ships when its seven canals join them", async () => {
    const { page } = await openCopy("merchants.loon-lakes");
    await expect.poll(() => page.locator("[data-canal]").count()).toBe(7);
    await page.locator('[data-finding="map/river-split-canals"]').waitFor();
    expect(await page.locator('[data-finding="map/river-split"]').count()).toBe(0);
    // Without the canal F2–G2 one lake is cut off again: the warning is back.
    await page.keyboard.press("c");
    await page.locator('[data-canal-marker="F2-G2"]').dispatchEvent("pointerdown");
    await expect.poll(() => page.locator("[data-canal]").count()).toBe(6);
    await page.locator('[data-finding="map/river-split"]').waitFor();
    await page.close();
  });

  it("shows a finding when the map breaks, highlights its hex, and takes the fix typed in Monaco", async () => {
    const { page } = await openCopy();
    const fixed = JSON.stringify(await (await fetch(`${base}/api/maps/base.base`)).json().then((m) => m.saved), null, 2);
    expect(await errorsShown(page)).toBe("0");
    await page.keyboard.press("8"); // river
    await page.mouse.click(...Object.values(await centre(page, '[data-cell="4,1"]')) as [number, number]);
    await expect.poll(() => errorsShown(page)).toBe("1");
    expect(await page.getByTestId("save").innerText()).toContain("Save draft");
    await page.locator('[data-finding="map/isolated-river"]').click();
    expect(await page.locator("[data-highlight]").getAttribute("data-highlight")).toBe("r18");

    await openJsonPanel(page);
    const before = await terrains(page);
    await paste(page, '{\n  "name": "Broken",\n  "rows": ["P P",]\n}');
    await expect.poll(() => page.getByTestId("json-status").innerText()).toContain("Not applied: line 3");
    await expect.poll(() => page.locator(".monaco-editor .squiggly-error").count()).toBeGreaterThan(0);
    expect(await terrains(page)).toBe(before);

    await paste(page, fixed);
    await expect.poll(() => page.getByTestId("json-status").innerText()).toBe("In sync with the board.");
    expect(await terrainAt(page, "4,1")).toBe("plains");
    await page.locator('[data-tab="checks"]').click();
    await expect.poll(() => errorsShown(page)).toBe("0");
    await page.close();
  });

  it("exports terra.snellman.net text with the site's map id and re-imports it as the identical map", async () => {
    const { page } = await openCopy();
    const original = await terrains(page);
    await page.getByRole("button", { name: "Import / export" }).click();
    const text = await page.getByTestId("snellman-export").inputValue();
    expect(text.split("\n")[0]).toBe("brown gray green blue yellow red brown black red green blue red black E");
    expect(await page.getByTestId("snellman-export-id").innerText()).toBe(BASE_MAP_ID);
    await page.getByRole("button", { name: "Close" }).click();

    await page.keyboard.press("7");
    await page.mouse.click(...Object.values(await centre(page, '[data-cell="8,0"]')) as [number, number]);
    await page.mouse.click(...Object.values(await centre(page, '[data-cell="0,0"]')) as [number, number]);
    expect(await terrains(page)).not.toBe(original);

    await page.getByRole("button", { name: "Import / export" }).click();
    await page.getByTestId("snellman-import").fill(text);
    await page.getByRole("button", { name: "Import text" }).click();
    await expect.poll(() => terrains(page)).toBe(original);
    // The checks panel follows the board through a deferred value: it may show the id a moment later.
    await expect.poll(() => page.getByTestId("snellman-id").innerText()).toBe(BASE_MAP_ID);
    await page.close();
  });

  it("refuses unreadable imports with a message saying where, leaving the map unchanged", async () => {
    const { page } = await openCopy();
    const original = await terrains(page);
    await page.getByRole("button", { name: "Import / export" }).click();
    const tryText = async (text: string) => {
      await page.getByTestId("snellman-import").fill(text);
      await page.getByRole("button", { name: "Import text" }).click();
      return page.getByTestId("snellman-import-problems").innerText();
    };
    expect(await tryText("brown gray E\nyellow purple x E\n")).toMatch(/Line 2: unknown word "purple"/);
    expect(await tryText(`${"brown ".repeat(14)}E\n`)).toMatch(/Line 1: row A has 14 cells; terra\.snellman\.net reads at most 13/);
    expect(await tryText("brown gray\n")).toMatch(/Line 1: the row does not end with "E"/);

    await page.getByRole("dialog").getByRole("tab", { name: "JSON" }).click();
    await page.getByTestId("json-import").fill('{\n  "name": "x",\n  "rows": ["P P" "S"]\n}');
    await page.getByRole("button", { name: "Import JSON" }).click();
    expect(await page.getByTestId("json-import-problems").innerText()).toMatch(/Line 3, column 18: Not valid JSON/);
    await page.getByTestId("json-import").fill('{"name": "x", "rows": ["P P", "P Q"]}');
    await page.getByRole("button", { name: "Import JSON" }).click();
    expect(await page.getByTestId("json-import-problems").innerText()).toMatch(/rows\.1 \(row B\): must be cells/);
    await page.getByRole("button", { name: "Close" }).click();
    expect(await terrains(page)).toBe(original);
    await page.close();
  });

  it("exports the board as SVG and PNG pictures", async () => {
    const { page } = await openCopy();
    await page.getByRole("button", { name: "Import / export" }).click();
    await page.getByRole("tab", { name: "Picture" }).click();
    const [svg] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download SVG" }).click()]);
    expect(svg.suggestedFilename()).toMatch(/\.svg$/);
    const text = readFileSync((await svg.path())!, "utf8");
    expect(text).toContain('data-hex="E7"');
    expect(text).not.toContain('data-terrain="off"');
    const [png] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PNG" }).click()]);
    expect(png.suggestedFilename()).toMatch(/\.png$/);
    expect(readFileSync((await png.path())!).subarray(1, 4).toString()).toBe("PNG");
    await page.close();
  });

  it("saves into the pack as a new revision that a reload shows", async () => {
    const { page, key } = await openCopy();
    expect(await page.getByTestId("map-status").innerText()).toContain("Draft");
    await page.keyboard.press("5");
    await page.mouse.click(...Object.values(await centre(page, '[data-cell="0,0"]')) as [number, number]);
    await page.getByTestId("save").click();
    await expect.poll(() => page.getByTestId("save-banner").innerText()).toMatch(/Saved as revision (\d+) of E2E maps/);
    const revision = Number(/revision (\d+)/.exec(await page.getByTestId("save-banner").innerText())![1]);
    await page.reload();
    await page.locator('[data-hex="A1"]').waitFor();
    expect(await terrainAt(page, "0,0")).toBe("forest");
    expect(await page.getByTestId("map-status").innerText()).toContain(`Revision ${revision}`);
    const stored = await (await fetch(`${base}/api/maps/${key}`)).json();
    expect(stored).toMatchObject({ headNumber: revision, saved: { rows: expect.arrayContaining([expect.stringMatching(/^F M F L/)]) } });
    expect(stored.draft).toBeUndefined();
    await page.close();
  });

  it("keeps a map with errors as a flagged draft, out of its pack", async () => {
    const { page, key } = await openCopy();
    await page.getByTestId("save").click(); // a valid copy goes into the pack first
    await expect.poll(() => page.getByTestId("save-banner").innerText()).toContain("Saved as revision");
    await page.keyboard.press("8");
    await page.mouse.click(...Object.values(await centre(page, '[data-cell="4,1"]')) as [number, number]);
    await page.getByTestId("save").click();
    await expect.poll(() => page.getByTestId("save-banner").innerText()).toContain("Saved as a draft with 1 error");
    await page.reload();
    await page.locator('[data-hex="A1"]').waitFor();
    expect(await page.getByTestId("map-status").innerText()).toContain("Draft");
    expect(await terrainAt(page, "4,1")).toBe("river");
    const stored = await (await fetch(`${base}/api/maps/${key}`)).json();
    expect(stored.draft.errors).toBe(1);
    expect(stored.saved.rows[4]).toBe("S P W L S P M D ~ ~ F S L");
    const listed = await page.goto(`${base}/maps`).then(() => page.locator(`[data-map-card="${key}"]`).innerText());
    expect(listed).toContain("Draft · 1 error");
    await page.close();
  });

  it("answers a save over a stale head with a conflict, keeps the edit, and saves it merged with the newer revision", async () => {
    const { page, key } = await openCopy();
    await page.getByTestId("save").click();
    await expect.poll(() => page.getByTestId("save-banner").innerText()).toContain("Saved as revision");
    const head = (await (await fetch(`${base}/api/maps/${key}`)).json()).headNumber as number;
    // Someone else saves this map first.
    const theirs = (await (await fetch(`${base}/api/maps/${key}`)).json()).saved;
    const other = await fetch(`${base}/api/maps/${key}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ baseNumber: head, map: { ...theirs, name: "Their name" } }),
    });
    expect(other.status).toBe(201);

    await page.keyboard.press("2");
    await page.mouse.click(...Object.values(await centre(page, '[data-cell="0,1"]')) as [number, number]);
    await page.getByTestId("save").click();
    const banner = page.getByTestId("save-banner");
    await expect.poll(() => banner.getAttribute("data-tone")).toBe("error");
    expect(await banner.innerText()).toMatch(/no longer the head.*changed this map too.*Your map is kept here; nothing was saved/s);
    expect(await terrainAt(page, "0,1")).toBe("plains");
    await page.getByRole("button", { name: `Merge with revision ${head + 1}` }).click();
    await expect.poll(() => banner.innerText()).toContain(`Merged with revision ${head + 1}`);
    await page.getByTestId("save").click();
    await expect.poll(() => banner.innerText()).toContain(`Saved as revision ${head + 2}`);
    const stored = (await (await fetch(`${base}/api/maps/${key}`)).json()).saved;
    expect(stored.name).toBe("Their name");
    expect(stored.rows[0].split(" ")[1]).toBe("P");
    await page.close();
  });

  it("starts a blank board of a chosen size from the Maps page", async () => {
    const page = await context.newPage();
    await page.goto(`${base}/maps`);
    await page.getByTestId("new-map").click();
    await page.getByLabel("Name", { exact: true }).fill(`Blank ${Date.now().toString(36)}`);
    await page.getByTestId("new-map-rows").fill("5");
    await page.getByTestId("new-map-cols").fill("6");
    await page.getByRole("button", { name: "Create and open" }).click();
    await page.waitForURL(/\/maps\/[a-z0-9-]+\.blank-[a-z0-9]+$/);
    await page.locator('[data-hex="A1"]').waitFor();
    expect(await page.locator("[data-hex]").count()).toBe(3 * 6 + 2 * 5);
    await expect.poll(() => errorsShown(page)).toBe("1"); // only plains: every other terrain is missing
    expect(await page.getByTestId("map-status").innerText()).toContain("not in the pack yet");
    await page.close();
  });

  it("shows every shortcut in a help overlay", async () => {
    const page = await context.newPage();
    await page.goto(`${base}/maps/base.base`);
    await page.locator('[data-hex="A1"]').waitFor();
    await page.keyboard.press("Shift+?");
    const help = page.getByTestId("help-overlay");
    await help.waitFor();
    expect(await help.innerText()).toMatch(/Bridge slots[\s\S]*Canals[\s\S]*Undo/);
    await page.keyboard.press("Escape");
    expect(await help.count()).toBe(0);
    await page.close();
  });
});
