/**
 * End to end: two designers (two Chromium pages) editing the same pack at once, and typing in the
 * JSON editor at a person's speed. A save over a stale revision is merged field by field with the
 * newer one (hex by hex for maps): nothing the other saved is reverted, and a value both changed is
 * settled by the user. Monaco keeps the caret where the user types. The machine may be busy: polls
 * wait up to 20 s.
 */
import { beforeAll, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { describeInChromium, chromiumForTests } from "@/scripts/e2e-browser";

const PACK = "e2e-together";

describeInChromium("two designers on one pack", () => {
  const base = inject("baseUrl");
  const browser = chromiumForTests();

  const api = async (path: string) => (await fetch(`${base}${path}`)).json();
  const head = async () => (await api(`/api/packs/${PACK}`)).summary.headNumber as number;
  const witches = async () => (await api(`/api/packs/${PACK}`)).document.factions.witches;
  const open = async (path: string): Promise<Page> => {
    const page = await browser().newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${base}${path}`);
    return page;
  };
  const start = (page: Page) => page.getByRole("region", { name: "Start" });
  const saveAndExpect = async (page: Page, number: number) => {
    await page.getByRole("button", { name: "Save revision" }).click();
    await expect.poll(() => page.getByText(`Saved as revision ${number}.`).isVisible(), { timeout: 20_000 }).toBe(true);
  };

  beforeAll(async () => {
    const res = await fetch(`${base}/api/packs/base/fork`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: PACK, name: "E2E Together" }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
  });

  it("keeps the other tab's description when my priests edit is put on the latest revision (issue 11)", async () => {
    const a = await open(`/packs/${PACK}/factions/witches`);
    const b = await open(`/packs/${PACK}/factions/witches`);
    const first = await head();
    await a.getByLabel("Description", { exact: true }).fill("They fly over the forests at night.");
    await saveAndExpect(a, first + 1);

    await start(b).getByLabel("Priests", { exact: true }).fill("1");
    await b.getByRole("button", { name: "Save revision" }).click();
    await expect.poll(() => b.getByText("Someone else saved this pack while you were editing.").isVisible(), { timeout: 20_000 }).toBe(true);
    await b.getByRole("button", { name: /Put my edit on the latest revision/ }).click();

    const merged = b.getByRole("region", { name: "Merge" });
    await expect.poll(async () => (await merged.count()) > 0 && (await merged.innerText()), { timeout: 20_000 }).toContain(`merged with revision ${first + 1}`);
    expect(await merged.getByRole("list", { name: "Kept from their revision" }).innerText()).toContain("description");
    const saving = await merged.getByRole("list", { name: "What saving changes" }).innerText();
    expect(saving).toContain("startingResources.priests: 0 → 1");
    expect(saving).not.toContain("description");
    expect(await b.getByLabel("Description", { exact: true }).inputValue()).toBe("They fly over the forests at night.");
    await saveAndExpect(b, first + 2);

    const doc = await witches();
    expect(doc.description).toBe("They fly over the forests at night.");
    expect(doc.startingResources.priests).toBe(1);
    await a.close();
    await b.close();
  });

  it("shows a value both tabs changed as a conflict, and saves only once the user picked a side", async () => {
    const a = await open(`/packs/${PACK}/factions/witches`);
    const b = await open(`/packs/${PACK}/factions/witches`);
    const first = await head();
    await start(a).getByLabel("Coins", { exact: true }).fill("20");
    await saveAndExpect(a, first + 1);

    await start(b).getByLabel("Coins", { exact: true }).fill("12");
    await start(b).getByLabel("Workers", { exact: true }).fill("4");
    await b.getByRole("button", { name: "Save revision" }).click();
    await b.getByRole("button", { name: /Put my edit on the latest revision/ }).click();
    const conflict = b.getByRole("listitem", { name: "Conflict at startingResources.coins" });
    await conflict.waitFor();
    expect(await conflict.innerText()).toMatch(/was 15/);
    expect(await b.getByRole("button", { name: "Save revision" }).isDisabled()).toBe(true);
    expect(await b.getByText("1 conflict to settle before saving").isVisible()).toBe(true);

    await conflict.getByRole("button", { name: "Take theirs: 20" }).click();
    await expect.poll(() => start(b).getByLabel("Coins", { exact: true }).inputValue(), { timeout: 20_000 }).toBe("20");
    const saving = await b.getByRole("region", { name: "Merge" }).getByRole("list", { name: "What saving changes" }).innerText();
    expect(saving).toContain("startingResources.workers: 3 → 4");
    expect(saving).not.toContain("coins");
    await saveAndExpect(b, first + 2);
    const doc = await witches();
    expect(doc.startingResources).toMatchObject({ coins: 20, workers: 4 });
    await a.close();
    await b.close();
  });

  it("merges a map hex by hex: their painted hex and name stay, mine is added", async () => {
    const source = await api("/api/maps/base.base");
    const created = await fetch(`${base}/api/maps`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ packId: PACK, mapId: "together", map: source.saved }),
    });
    expect(created.status).toBe(201);
    const { key } = await created.json();
    const page = await open(`/maps/${key}`);
    await page.locator('[data-hex="A1"]').waitFor();
    await page.getByTestId("save").click();
    await expect.poll(() => page.getByTestId("save-banner").innerText(), { timeout: 20_000 }).toContain("Saved as revision");
    const number = await head();

    // Someone else paints E3 (row 4, cell 2) lakes and renames the map.
    const theirs = (await api(`/api/maps/${key}`)).saved;
    const rows = theirs.rows.map((r: string) => r.split(" "));
    rows[4][2] = "L";
    const put = await fetch(`${base}/api/maps/${key}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ baseNumber: number, map: { ...theirs, name: "Their board", rows: rows.map((r: string[]) => r.join(" ")) } }),
    });
    expect(put.status).toBe(201);

    const cell = async (c: string) => {
      const box = (await page.locator(`[data-cell="${c}"]`).boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    };
    await page.keyboard.press("2");
    await cell("0,1");
    await page.getByTestId("save").click();
    const banner = page.getByTestId("save-banner");
    await expect.poll(() => banner.getAttribute("data-tone"), { timeout: 20_000 }).toBe("error");
    await page.getByRole("button", { name: `Merge with revision ${number + 1}` }).click();
    await expect.poll(() => page.locator('[data-cell="4,2"]').getAttribute("data-terrain"), { timeout: 20_000 }).toBe("lakes");
    expect(await page.locator('[data-cell="0,1"]').getAttribute("data-terrain")).toBe("plains");
    expect(await banner.innerText()).toContain(`Merged with revision ${number + 1}`);

    // A hex both painted is a conflict the user settles.
    await page.keyboard.press("5");
    await cell("4,2");
    const again = (await api(`/api/maps/${key}`)).saved;
    const rows2 = again.rows.map((r: string) => r.split(" "));
    rows2[4][2] = "D";
    expect((await fetch(`${base}/api/maps/${key}`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ baseNumber: number + 1, map: { ...again, rows: rows2.map((r: string[]) => r.join(" ")) } }) })).status).toBe(201);
    await page.getByTestId("save").click();
    await page.getByRole("button", { name: `Merge with revision ${number + 2}` }).click();
    const conflict = page.getByRole("listitem", { name: "Conflict at hexes.E3" });
    await conflict.waitFor();
    expect(await page.getByTestId("save").isDisabled()).toBe(true);
    await conflict.getByRole("button", { name: "Take theirs: desert" }).click();
    await expect.poll(() => page.locator('[data-cell="4,2"]').getAttribute("data-terrain"), { timeout: 20_000 }).toBe("desert");
    await page.getByTestId("save").click();
    await expect.poll(() => banner.innerText(), { timeout: 20_000 }).toContain(`Saved as revision ${number + 3}`);
    const stored = (await api(`/api/maps/${key}`)).saved;
    expect(stored.name).toBe("Their board");
    expect(stored.rows[0].split(" ")[1]).toBe("P");
    expect(stored.rows[4].split(" ")[2]).toBe("D");
    await page.close();
  });
});

describeInChromium("typing in the faction JSON editor", () => {
  const base = inject("baseUrl");
  const browser = chromiumForTests();

  it("keeps the caret where the user types at normal speed, six times over", async () => {
    const page = await browser().newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${base}/packs/base/factions/witches`);
    await page.getByRole("tab", { name: "JSON" }).click();
    const nameLine = page.locator(".monaco-editor .view-line", { hasText: /"name":\s"Witches/ }).first();
    await nameLine.waitFor({ timeout: 60_000 });
    for (let attempt = 1; attempt <= 6; attempt++) {
      // Put the caret just before the closing quote of the name, then type.
      await nameLine.click();
      await page.keyboard.press("End");
      await page.keyboard.press("ArrowLeft"); // before ,
      await page.keyboard.press("ArrowLeft"); // before "
      const expected = `Witches and coven ${attempt}`;
      await page.keyboard.type(expected.slice("Witches".length), { delay: 30 + attempt * 5 });
      // Every key landed in the name, in order: the caret stayed where the user typed.
      await expect.poll(() => page.locator("#faction-name").inputValue(), { timeout: 20_000 }).toBe(expected);
      expect(await page.getByText("The JSON does not parse").count()).toBe(0);
      expect((await nameLine.innerText()).replace(/\u00a0/g, " ")).toContain(`"name": "${expected}",`);
      // The form's change goes back into the JSON without disturbing it.
      await page.locator("#faction-name").fill("Witches");
      await expect.poll(async () => (await nameLine.innerText()).replace(/\u00a0/g, " "), { timeout: 20_000 }).toContain(`"name": "Witches",`);
    }
    await page.close();
  });
});

describeInChromium("absurd values", () => {
  const base = inject("baseUrl");
  const browser = chromiumForTests();
  beforeAll(async () => {
    if ((await fetch(`${base}/api/packs/${PACK}`)).status === 404)
      await fetch(`${base}/api/packs/base/fork`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ id: PACK, name: "E2E Together" }) });
  });

  it("warns beside the field and in the validation panels about 10⁹ coins and a power bowl of 500, and still saves", async () => {
    const page = await browser().newPage({ viewport: { width: 1400, height: 1000 } });
    await page.goto(`${base}/packs/${PACK}/factions/giants`);
    const start = page.getByRole("region", { name: "Start" });
    await start.getByLabel("Coins", { exact: true }).fill("1000000000");
    await start.getByLabel("Bowl II power tokens").fill("500");
    await expect.poll(() => start.locator("[data-field-warning]").count(), { timeout: 20_000 }).toBe(2);
    expect(await start.locator("[data-field-warning]").first().innerText()).toContain("Unusually high");
    expect(await start.locator("[data-field-warning] [title]").first().getAttribute("title")).toContain("is far more than a game uses");
    expect(await start.locator("[data-field-error]").count()).toBe(0);
    const warnings = page.getByRole("region", { name: "Warnings" });
    expect(await warnings.innerText()).toMatch(/factions\.giants\.power\.bowl2[\s\S]*factions\.giants\.startingResources\.coins|factions\.giants\.startingResources\.coins[\s\S]*factions\.giants\.power\.bowl2/);
    const number = (await (await fetch(`${base}/api/packs/${PACK}`)).json()).summary.headNumber as number;
    await page.getByRole("button", { name: "Save revision" }).click();
    await expect.poll(() => page.getByText(`Saved as revision ${number + 1}.`).isVisible(), { timeout: 20_000 }).toBe(true);

    await page.goto(`${base}/packs/${PACK}`);
    expect(await page.getByText(/Valid: the pack passes every schema/).isVisible()).toBe(true);
    const panel = page.getByRole("region", { name: "Warnings" });
    expect(await panel.innerText()).toContain("2 unusual values");
    expect(await panel.innerText()).toContain("factions.giants.startingResources.coins");
    await page.close();
  });
});
