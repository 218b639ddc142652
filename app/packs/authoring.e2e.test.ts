/**
 * End to end: content authoring in Chromium against `npm start` (see scripts/e2e-setup.ts). One
 * designer's session: fork the base pack, edit a faction in the form and in Monaco, add a faction
 * from abilities, save, read the diff, export and re-import, and be refused bad files.
 */
import fs from "node:fs";
import os from "node:os";
import { beforeAll, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumForTests, describeInChromium } from "@/scripts/e2e-browser";

const PACK = "e2e-house-rules";

describeInChromium("content authoring", () => {
  const base = inject("baseUrl");
  const browser = chromiumForTests();
  let page: Page;

  const api = async (path: string) => (await fetch(`${base}${path}`)).json();
  const revisions = async (id: string): Promise<number> => (await api(`/api/packs/${id}`)).revisions?.length ?? 0;
  /** The visible text of the JSON editor (Monaco draws spaces as no-break spaces). */
  const monacoText = async () => (await page.locator(".monaco-editor .view-lines").first().innerText()).replace(/\u00a0/g, " ");
  const startPanel = () => page.getByRole("region", { name: "Start" });

  beforeAll(async () => {
    page = await browser().newPage({ viewport: { width: 1400, height: 1000 } });
  });

  it("forks the base pack into a new pack from the Packs page", async () => {
    await page.goto(`${base}/packs`);
    await page.getByRole("button", { name: "New pack" }).click();
    const form = page.getByRole("region", { name: "New pack" });
    await form.getByLabel("Name").fill("E2E House Rules");
    expect(await form.getByLabel("Id").inputValue()).toBe(PACK);
    await form.getByRole("button", { name: "Create pack" }).click();
    await page.waitForURL(new RegExp(`/packs/${PACK}$`));
    await expect.poll(() => page.getByRole("heading", { name: "E2E House Rules" }).isVisible()).toBe(true);
    expect(await page.getByText(/Valid: the pack passes every schema/).isVisible()).toBe(true);
    expect(await revisions(PACK)).toBe(1);
  });

  it("shows a starting-coins change made in the form in Monaco, and a value broken in Monaco as a field error", async () => {
    await page.goto(`${base}/packs/${PACK}/factions/witches`);
    await page.getByRole("tab", { name: "JSON" }).click();
    await page.locator(".monaco-editor .view-lines").first().waitFor({ timeout: 30_000 });
    await expect.poll(monacoText).toContain('"coins": 15');

    const coins = startPanel().getByLabel("Coins", { exact: true });
    await coins.fill("12");
    await expect.poll(monacoText).toContain('"coins": 12');

    await page.locator(".monaco-editor .view-line", { hasText: /"coins":\s12/ }).first().locator("span", { hasText: /^12$/ }).dblclick();
    await page.keyboard.type("-5");
    await expect.poll(() => coins.inputValue()).toBe("-5");
    await expect.poll(() => coins.getAttribute("aria-invalid")).toBe("true");
    expect(await startPanel().locator("[data-field-error]").innerText()).toBe("Must be 0 or more");
    expect(await page.getByRole("region", { name: "Problems" }).innerText()).toContain("factions.witches.startingResources.coins");
    expect(await page.getByRole("button", { name: "Save revision" }).isDisabled()).toBe(true);

    await coins.fill("12");
    await expect.poll(() => startPanel().locator("[data-field-error]").count()).toBe(0);
  });

  it("saves the edit as a revision with a note and shows the semantic diff", async () => {
    await page.getByLabel("Revision note (optional)").fill("Cheaper witches");
    await page.getByRole("button", { name: "Save revision" }).click();
    await expect.poll(() => page.getByText("Saved as revision 2.").isVisible()).toBe(true);
    await page.getByRole("link", { name: "See what changed" }).click();
    await page.waitForURL(/\/diff\?from=1&to=2$/);
    const row = page.locator('[data-entry="factions.witches"] [data-path="startingResources.coins"]');
    expect(await row.innerText()).toMatch(/15\s*→\s*12/);
    expect(await page.locator("[data-entry]").count()).toBe(1);
    const stored = await api(`/api/packs/${PACK}`);
    expect(stored.revisions[0]).toMatchObject({ number: 2, note: "Cheaper witches" });
  });

  it("adds a new faction from the ability library and saves it", async () => {
    await page.goto(`${base}/packs/${PACK}/factions`);
    const form = page.getByRole("form", { name: "New faction" });
    await form.getByLabel("Name").fill("Dragon Lords");
    await form.getByLabel("Home terrain").selectOption("wasteland");
    await form.getByRole("button", { name: "Start the faction" }).click();
    await page.waitForURL(/\/factions\/dragon-lords\?new=1/);

    await page.getByRole("button", { name: "+ Add an ability" }).click();
    await page.getByRole("region", { name: "Ability library" }).getByRole("button", { name: /Town bonus/ }).click();
    await page.getByRole("button", { name: "+ Add an ability" }).click();
    await page.getByRole("region", { name: "Ability library" }).getByRole("button", { name: /Fixed terraform cost/ }).click();
    const abilities = page.getByRole("region", { name: "Abilities" });
    await expect.poll(() => abilities.getByText("Transforming into the home terrain always takes 2 spades.").isVisible()).toBe(true);
    await abilities.getByRole("listitem", { name: /Ability 1: Town bonus/ }).getByLabel("VP").fill("4");
    await expect.poll(() => abilities.getByText("Each town founded gives 4 VP.").isVisible()).toBe(true);

    await page.getByRole("button", { name: "Save revision" }).click();
    await expect.poll(() => page.getByText("Saved as revision 3.").isVisible()).toBe(true);
    await page.getByRole("link", { name: "See what changed" }).click();
    await page.waitForURL(/\/diff\?from=2&to=3$/);
    expect(await page.locator('[data-entry="factions.dragon-lords"]').getAttribute("data-kind")).toBe("added");
    const doc = (await api(`/api/packs/${PACK}`)).document;
    expect(doc.factions["dragon-lords"].abilities).toEqual([
      { ability: "town-bonus", gain: { vp: 4 } },
      { ability: "fixed-terraform-cost", spades: 2 },
    ]);
  });

  it("keeps the edit of a save over a stale head and saves it after putting it on the latest revision", async () => {
    const other = await browser().newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${base}/packs/${PACK}/factions/giants`);
    await other.goto(`${base}/packs/${PACK}/factions/witches`);
    await other.getByRole("region", { name: "Start" }).getByLabel("Workers", { exact: true }).fill("4");
    await startPanel().getByLabel("Priests", { exact: true }).fill("1");
    await page.getByRole("button", { name: "Save revision" }).click();
    await expect.poll(() => page.getByText("Saved as revision 4.").isVisible()).toBe(true);

    await other.getByRole("button", { name: "Save revision" }).click();
    await expect.poll(() => other.getByText("Someone else saved this pack while you were editing.").isVisible()).toBe(true);
    // The banner says what happened and keeps the edit; it does not send the user to reload (which would lose it).
    expect(await other.getByText(/^Revision 4 was saved after revision 3\.$/).count()).toBe(1);
    expect(await other.getByText(/Reload/).count()).toBe(0);
    expect(await other.getByRole("region", { name: "Start" }).getByLabel("Workers", { exact: true }).inputValue()).toBe("4");
    expect(await revisions(PACK)).toBe(4);
    await other.getByRole("button", { name: /Put my edit on the latest revision/ }).click();
    await expect.poll(() => other.getByText(/Your edit is merged with revision 4/).isVisible()).toBe(true);
    await other.getByRole("button", { name: "Save revision" }).click();
    await expect.poll(() => other.getByText("Saved as revision 5.").isVisible()).toBe(true);
    const doc = (await api(`/api/packs/${PACK}`)).document;
    expect(doc.factions.witches.startingResources.workers).toBe(4);
    expect(doc.factions.giants.startingResources.priests).toBe(1);
    await other.close();
  });

  it("exports the pack as JSON and imports the file back without loss", async () => {
    await page.goto(`${base}/packs/${PACK}`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download JSON" }).click()]);
    const file = await download.path();
    const exported = JSON.parse(fs.readFileSync(file, "utf8"));
    expect(exported.$schema).toMatch(/\/schemas\/content-pack\.json$/);

    await page.goto(`${base}/packs`);
    await page.getByRole("button", { name: "Import a pack file" }).click();
    await page.getByLabel(/Pack file/).setInputFiles(file);
    await page.waitForURL(new RegExp(`/packs/${PACK}\\?imported=6$`));
    expect(await page.getByText("Imported as revision 6.").isVisible()).toBe(true);
    const again = await (await fetch(`${base}/api/packs/${PACK}/export?revision=6`)).json();
    expect(again).toEqual(exported);
    const diff = await api(`/api/packs/${PACK}/diff?from=5&to=6`);
    expect(diff.lines).toEqual([]);
  });

  it("refuses files that are not JSON, too large, of a newer schema version or with unknown abilities, and saves nothing", async () => {
    const before = { packs: (await api("/api/packs")).packs.length, revisions: await revisions(PACK) };
    const exported = await (await fetch(`${base}/api/packs/${PACK}/export`)).json();
    await page.goto(`${base}/packs`);
    await page.getByRole("button", { name: "Import a pack file" }).click();
    const input = page.getByLabel(/Pack file/);
    const alert = page.getByRole("alert").filter({ hasText: "Nothing was imported." });
    const tryFile = async (name: string, content: string | Buffer) => {
      await input.setInputFiles({ name, mimeType: "application/json", buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) });
      await expect.poll(async () => ((await alert.count()) > 0 ? await alert.innerText() : "")).toContain(name);
      const text = await alert.innerText();
      expect(text).toContain("Nothing was imported.");
      return text;
    };

    expect(await tryFile("notes.json", "these are my notes, not JSON")).toMatch(/notes\.json: the file is not valid JSON/);
    expect(await tryFile("huge.json", Buffer.alloc(5 * 1024 * 1024 + 1, 32))).toMatch(/huge\.json is 5,242,881 bytes; the limit is 5,242,880 bytes/);
    expect(await tryFile("future.json", JSON.stringify({ ...exported, schemaVersion: 99 }))).toMatch(/schemaVersion\s+schemaVersion 99 is newer than this studio understands/);
    const flying = structuredClone(exported);
    flying.manifest.id = "e2e-flying";
    flying.factions.witches.abilities.push({ ability: "flying", range: 2 });
    expect(await tryFile("flying.json", JSON.stringify(flying))).toMatch(/factions\.witches\.abilities\.2\.ability\s+Unknown ability "flying": the engine's ability library has town-bonus/);

    expect((await api("/api/packs")).packs.length).toBe(before.packs);
    expect(await revisions(PACK)).toBe(before.revisions);
  });

  it("deletes a faction from its editor as a new revision", async () => {
    const before = await revisions(PACK);
    page.once("dialog", (dialog) => void dialog.accept());
    await page.goto(`${base}/packs/${PACK}/factions/dragon-lords`);
    await page.getByRole("button", { name: "Delete this faction" }).click();
    await page.waitForURL(new RegExp(`/packs/${PACK}/factions$`));
    expect(await revisions(PACK)).toBe(before + 1);
    const diff = await api(`/api/packs/${PACK}/diff`);
    expect(diff.lines).toEqual([{ kind: "removed", path: "factions.dragon-lords", name: "Dragon Lords" }]);
  });
  it("opens what an expansion inherits clean: a tile, a power action and a faction show no unsaved changes until edited", async () => {
    const status = () => page.locator("span[aria-live=polite]").first().innerText();
    const save = () => page.getByRole("button", { name: "Save revision" });
    for (const [path, from, field] of [
      ["/packs/merchants/tiles/bonus-cards/BON1", "Fire & Ice", "Name"],
      ["/packs/fire-and-ice/tiles/bonus-cards/BON1", "Terra Mystica", "Name"],
      ["/packs/merchants/tiles/power-actions/ACT1", "Fire & Ice", "Name"],
      ["/packs/merchants/factions/witches", "Fire & Ice", "Name"],
    ] as const) {
      await page.goto(`${base}${path}`);
      expect(await page.getByText(new RegExp(`Inherited from [^.]*${from}`)).count(), path).toBe(1);
      await expect.poll(status, { message: path }).toMatch(/^Revision \d+$/);
      expect(await page.getByText(/Unsaved changes/).count(), path).toBe(0);
      expect(await save().isDisabled(), path).toBe(true);
      // Only a real edit is a change to save (filled again until React has hydrated the form); Discard undoes it.
      const name = page.getByLabel(field, { exact: true }).first();
      const before = await name.inputValue();
      await expect
        .poll(async () => (await name.fill(`${before} (house)`), status()), { message: path })
        .toMatch(/^Unsaved changes on revision \d+$/);
      expect(await save().isDisabled(), path).toBe(false);
      await name.fill(before);
      await expect.poll(status, { message: path }).toMatch(/^Revision \d+$/);
      expect(await save().isDisabled(), path).toBe(true);
    }
  });

  it("updates the page header after the first save of an inherited tile or faction, without a reload, and keeps the saved draft", async () => {
    // A pack of its own (the e2e files share one database: the seeded packs stay unsaved).
    const child = "e2e-header-refresh";
    const created = await fetch(`${base}/api/packs`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ schemaVersion: 2, manifest: { id: child, name: "E2E Header Refresh", version: "1.0.0", game: "terra-mystica", extends: { id: "merchants" } } }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const status = () => page.locator("span[aria-live=polite]").first().innerText();
    const header = () => page.locator("header:has(h1)").innerText();
    let revision = 1;
    for (const [path, field, own] of [
      [`/packs/${child}/tiles/bonus-cards/BON1`, "Name", /Bonus card: edit it in the form or as JSON/],
      [`/packs/${child}/factions/witches`, "Name", /Edit the board in the form or as JSON/],
    ] as const) {
      await page.goto(`${base}${path}`);
      expect(await header(), path).toMatch(/Inherited from Terra Mystica: Merchants of the Seas/);
      await expect.poll(status, { message: path }).toBe(`Revision ${revision}`);
      const name = page.getByLabel(field, { exact: true }).first();
      const edited = `${await name.inputValue()} (house)`;
      await expect.poll(async () => (await name.fill(edited), status()), { message: path }).toBe(`Unsaved changes on revision ${revision}`);
      // Marks this document: a reload would drop the mark.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole("button", { name: "Save revision" }).click();
      revision += 1;
      await expect.poll(() => page.getByText(`Saved as revision ${revision}.`).isVisible(), { message: path }).toBe(true);
      await expect.poll(header, { message: path }).toMatch(own);
      expect(await header(), path).not.toMatch(/Inherited from/);
      expect(await page.getByRole("heading", { level: 1 }).innerText(), path).toContain(edited);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), path).toBe(true);
      // The refresh left the draft as the save did: the edit shown, nothing to save.
      expect(await name.inputValue(), path).toBe(edited);
      expect(await status(), path).toBe(`Revision ${revision}`);
      expect(await page.getByRole("button", { name: "Save revision" }).isDisabled(), path).toBe(true);
      await page.screenshot({ path: `${os.tmpdir()}/mystica-header-refresh-${revision}.png`, fullPage: true });
    }
    const doc = (await api(`/api/packs/${child}`)).document;
    expect(doc.bonusCards.BON1.name).toMatch(/ \(house\)$/);
    expect(doc.factions.witches.name).toMatch(/ \(house\)$/);
  });

  it("opens the rules of expansion packs as they play: inherited rules unchanged, their variants previewed", async () => {
    const status = () => page.locator("span[aria-live=polite]").first().innerText();
    // Fire & Ice has no rules of its own (it plays by the base's) and variant ids such as fire-and-ice-factions/ice.
    await page.goto(`${base}/packs/fire-and-ice/rules`);
    await page.getByTestId("rules-inherited").waitFor();
    expect(await page.getByTestId("rules-inherited").innerText()).toMatch(/no rules of its own: it plays by the rules of .+, shown here/);
    await expect.poll(status).toMatch(/^Revision \d+$/);
    expect(await page.getByText("Nothing to preview until the draft is valid.").count()).toBe(0);
    expect(await page.getByText(/The draft has problems/).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Save revision" }).isDisabled()).toBe(true);
    // An edit is a change to save; Discard goes back to the inherited rules.
    const towns = page.getByLabel("Power threshold", { exact: true });
    const before = await towns.inputValue();
    await towns.fill(String(Number(before) + 1));
    await expect.poll(status).toMatch(/^Unsaved changes on revision \d+$/);
    expect(await page.getByRole("button", { name: "Save revision" }).isDisabled()).toBe(false);
    await page.getByRole("button", { name: "Discard" }).click();
    await expect.poll(status).toMatch(/^Revision \d+$/);
    expect(await towns.inputValue()).toBe(before);
    await page.screenshot({ path: `${os.tmpdir()}/mystica-rules-fire-and-ice.png`, fullPage: true });

    // Merchants of the Seas has its own rules: a starting-VP table per map naming Fire & Ice factions of its parents.
    await page.goto(`${base}/packs/merchants/rules`);
    await expect.poll(status).toMatch(/^Revision \d+$/);
    expect(await page.getByTestId("rules-inherited").count()).toBe(0);
    expect(await page.getByText("Nothing to preview until the draft is valid.").count()).toBe(0);
    expect(await page.getByText(/The draft has problems/).count()).toBe(0);
    await page.screenshot({ path: `${os.tmpdir()}/mystica-rules-merchants.png`, fullPage: true });
  });
  it("marks the tiles a pack removes from its parents as not in play on the Tiles page (Merchants of the Seas: SCORE1–SCORE9, BON6, TW7)", async () => {
    await page.goto(`${base}/packs/merchants/tiles`);
    const card = (id: string) => page.locator(`li[data-tile="${id}"]`);
    await card("BON6").waitFor();
    expect(await card("BON6").getAttribute("data-removed")).toBe("true");
    expect(await card("BON6").innerText()).toMatch(/Not in play: removed by this pack \(merchants\.removedTiles\)/);
    expect(await card("BON14").getAttribute("data-removed")).toBeNull();
    expect(await page.locator('li[data-removed="true"]').count()).toBe(11);
    expect(await page.getByRole("region", { name: "Bonus cards" }).locator("h2").innerText()).toMatch(/Bonus cards 14 · 1 not in play/);
    await page.screenshot({ path: `${os.tmpdir()}/mystica-tiles-merchants.png`, fullPage: true });
    // Its editor says so too.
    await page.goto(`${base}/packs/merchants/tiles/bonus-cards/BON6`);
    expect(await page.locator("main").innerText()).toMatch(/Not in play in this pack: merchants\.removedTiles takes it out\./);
  });
});
