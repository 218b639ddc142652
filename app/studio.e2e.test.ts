/**
 * End to end: the studio as `npm start` serves it on a fresh SQLite file (see scripts/e2e-setup.ts),
 * driven by Debian's Chromium, and its API over HTTP.
 */
import { expect, inject, it } from "vitest";
import { describeInChromium, chromiumForTests } from "@/scripts/e2e-browser";

describeInChromium("the studio served by npm start", () => {
  const base = inject("baseUrl");
  const browser = chromiumForTests();

  it("applied the migrations and seeded the base pack", async () => {
    expect(inject("startOutput")).toMatch(/content\/base: created/);
    const { packs } = await (await fetch(`${base}/api/packs`)).json();
    expect(packs).toEqual(expect.arrayContaining([expect.objectContaining({ id: "base", factions: 14, bonusCards: 9, favorTiles: 12, scoringTiles: 8, townTiles: 5 })]));
  });

  it("lists the base pack on the Packs page and opens its overview", async () => {
    const page = await browser().newPage();
    await page.goto(`${base}/packs`);
    await expect.poll(() => page.getByText("Terra Mystica (base game)").first().isVisible()).toBe(true);
    await page.getByText("Terra Mystica (base game)").first().click();
    await page.waitForURL(/\/packs\/base$/);
    expect(await page.locator("main").innerText()).toMatch(/14/);
    await page.close();
  });

  it("navigates the studio shell", async () => {
    const page = await browser().newPage();
    await page.goto(base);
    for (const [label, url] of [
      ["Maps", "/maps"],
      ["Factions", "/factions"],
      ["Tiles", "/tiles"],
      ["Playtest", "/playtest"],
      ["Packs", "/packs"],
    ] as const) {
      await page.getByRole("navigation").getByRole("link", { name: label }).click();
      await page.waitForURL(new RegExp(`${url}$`));
      expect(await page.getByRole("navigation").getByRole("link", { name: label }).getAttribute("aria-current")).toBe("page");
    }
    await page.close();
  });

  it("says which query parameter a page cannot use instead of showing the page", async () => {
    const page = await browser().newPage();
    for (const [url, name] of [
      ["/packs/base/diff?from=zero", "from"],
      ["/packs/base?imported=latest", "imported"],
      ["/packs/base/playtest/new?seed=-4", "seed"],
      ["/packs/base/factions/sky-folk?new=1&terrain=lava", "terrain"],
    ] as const) {
      await page.goto(`${base}${url}`);
      await expect.poll(() => page.getByRole("alert").first().innerText()).toContain(`query parameter "${name}"`);
    }
    await page.goto(`${base}/packs/base/diff?from=1&to=1`);
    await page.getByRole("heading", { name: "Revision 1 → 1" }).waitFor();
    // A pack of one revision has nothing to compare yet, and says so.
    expect(await page.getByRole("status").innerText()).toMatch(/one revision so far/);
    await page.close();
  });

  it("serves the content-pack JSON Schema", async () => {
    const res = await fetch(`${base}/schemas/content-pack.json`);
    expect(res.status).toBe(200);
    const schema = await res.json();
    expect(schema.properties.factions.description).toMatch(/Factions/);
  });

  it("answers an invalid import with 422 and its paths, and stores nothing", async () => {
    const res = await fetch(`${base}/api/packs/import`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ schemaVersion: 1, manifest: { id: "broken", name: "Broken", version: "1.0.0" }, factions: { x: { name: 3 } } }),
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.issues.map((i: { path: string }) => i.path)).toContain("factions.x.name");
    const { packs } = await (await fetch(`${base}/api/packs`)).json();
    expect(packs.map((p: { id: string }) => p.id)).not.toContain("broken");
  });
});
