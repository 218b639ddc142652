/**
 * End to end: the Origins editors in Chromium against `npm start` (see scripts/e2e-setup.ts). A copy
 * of the seeded Origins pack gets a building whose ability is changed in the form; the save is a new
 * revision holding the new ability, and the editor shows it after a reload. The solo and setup
 * editors save a changed value the same way.
 */
import { beforeAll, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumForTests, describeInChromium } from "@/scripts/e2e-browser";

const PACK = "e2e-origins-editors";

describeInChromium("Origins editors", () => {
  const base = inject("baseUrl");
  const browser = chromiumForTests();
  let page: Page;

  const api = async (path: string, init?: RequestInit) => (await fetch(`${base}${path}`, init)).json();

  beforeAll(async () => {
    page = await browser().newPage({ viewport: { width: 1400, height: 1000 } });
    const origins = await api("/api/packs/origins");
    const res = await fetch(`${base}/api/packs`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...origins.document, manifest: { ...origins.document.manifest, id: PACK, name: "E2E Origins" } }),
    });
    expect(res.status).toBe(201);
  });

  it("changes the Mint's ability in the form, saves it as a revision, and finds it after a reload", async () => {
    await page.goto(`${base}/packs/${PACK}/origins/buildings`);
    await page.getByRole("button", { name: /^Mint/ }).click();
    const sentence = page.getByTestId("ability-sentence");
    await expect.poll(() => sentence.innerText()).toBe("Gain 1 Gold.");

    await page.getByLabel("Effect", { exact: true }).selectOption("climb");
    await page.getByLabel("Steps", { exact: true }).fill("2");
    await page.getByLabel("Temple", { exact: true }).selectOption("sea");
    await expect.poll(() => sentence.innerText()).toBe("Climb 2 steps on the sea temple.");

    await page.getByLabel("Revision note (optional)").fill("The Mint climbs the sea temple");
    await page.getByRole("button", { name: "Save revision" }).click();
    await expect.poll(() => page.getByText("Saved as revision 2.").isVisible()).toBe(true);

    const stored = await api(`/api/packs/${PACK}`);
    expect(stored.summary.headNumber).toBe(2);
    expect(stored.revisions[0]).toMatchObject({ number: 2, note: "The Mint climbs the sea temple" });
    expect(stored.document.buildings.mint.ability).toEqual([{ effect: "climb", steps: 2, temple: "sea", takeZodiacCard: false }]);

    await page.reload();
    await page.getByRole("button", { name: /^Mint/ }).click();
    await expect.poll(() => page.getByTestId("ability-sentence").innerText()).toBe("Climb 2 steps on the sea temple.");
    expect(await page.getByText("Revision 2", { exact: true }).isVisible()).toBe(true);
  });

  it("refuses to save a bad Stone cost and names the field", async () => {
    await page.getByLabel("Stone cost").fill("-1");
    await expect.poll(() => page.getByRole("region", { name: "Problems" }).innerText()).toContain("buildings.mint.stone");
    expect(await page.getByRole("button", { name: "Save revision" }).isDisabled()).toBe(true);
  });

  it("changes the solo target in the solo editor, saves it as revision 3, and finds it after a reload", async () => {
    await page.goto(`${base}/packs/${PACK}/origins/solo`);
    await expect.poll(() => page.getByTestId("solo-target").innerText()).toContain("Target: 180 VP");
    await page.getByLabel("Target VP").fill("200");
    await expect.poll(() => page.getByTestId("solo-target").innerText()).toContain("Target: 200 VP");
    await page.getByRole("button", { name: "Save revision" }).click();
    await expect.poll(() => page.getByText("Saved as revision 3.").isVisible()).toBe(true);
    expect((await api(`/api/packs/${PACK}`)).document.solo.target.vp).toBe(200);

    await page.reload();
    expect(await page.getByLabel("Target VP").inputValue()).toBe("200");
    expect(await page.getByText("Revision 3", { exact: true }).isVisible()).toBe(true);
  });

  it("changes a cell of the setup table by player count, saves it as revision 4, and refuses a bad one by path", async () => {
    await page.goto(`${base}/packs/${PACK}/origins/setup`);
    await page.getByLabel("District cards, 3 players").fill("6");
    await page.getByRole("button", { name: "Save revision" }).click();
    await expect.poll(() => page.getByText("Saved as revision 4.").isVisible()).toBe(true);
    const stored = await api(`/api/packs/${PACK}`);
    expect(stored.document.setup.byPlayers["3"]).toEqual({ citizenDicePerColour: 8, oratorDice: 3, districtCards: 6 });

    await page.reload();
    expect(await page.getByLabel("District cards, 3 players").inputValue()).toBe("6");
    expect(await page.getByText("Revision 4", { exact: true }).isVisible()).toBe(true);
    await page.getByLabel("Orator dice, 2 players").fill("-1");
    await expect.poll(() => page.getByRole("region", { name: "Problems" }).innerText()).toContain("setup.byPlayers.2.oratorDice");
    expect(await page.getByRole("button", { name: "Save revision" }).isDisabled()).toBe(true);
  });
});
