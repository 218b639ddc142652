/**
 * End to end: the impact replay in Chromium against `npm start` (see scripts/e2e-setup.ts) — a fork
 * of base whose revision 2 makes the Witches' trading house cost 3 workers, two real games uploaded:
 * the game without Witches unchanged, the one with them changed at the Witches' first trading house
 * and continued by bots from the stronghold they can no longer afford; the chart of mean Δ VP; the
 * continuation opened as a playtest of revision 2.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { chromiumForTests, hasChromium } from "@/scripts/e2e-browser";

const GAMES = path.join(import.meta.dirname, "..", "..", "..", "..", "shared", "games");
const PACK = "impact-e2e";

describe.skipIf(!hasChromium || !fs.existsSync(GAMES))(`the impact replay in the browser${hasChromium ? "" : " (skipped: no Chromium)"}`, () => {
  const base = inject("baseUrl");
  const browser = chromiumForTests();

  it("replays two uploaded games under a dearer witches' trading house and opens the continued one as a playtest", async () => {
    const fork = await fetch(`${base}/api/packs/base/fork`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ id: PACK, name: "Impact E2E" }) });
    expect(fork.status, await fork.clone().text()).toBe(201);
    const head = (await (await fetch(`${base}/api/packs/${PACK}`)).json()) as { document: { factions: Record<string, { buildings: Record<string, { cost: { workers: number }; costWithNeighbour?: { workers: number } }> }> } };
    const doc = structuredClone(head.document);
    const tp = doc.factions.witches!.buildings.TP!;
    tp.cost.workers = 3;
    if (tp.costWithNeighbour) tp.costWithNeighbour.workers = 3;
    const saved = await fetch(`${base}/api/packs/${PACK}/revisions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ baseNumber: 1, note: "witches' TP: 3 workers", document: doc }) });
    expect(saved.status, await saved.clone().text()).toBe(201);

    const page = await browser().newPage({ viewport: { width: 1400, height: 1100 } });
    await page.goto(`${base}/lab`);
    await page.getByRole("link", { name: /Impact replay/ }).click();
    await page.waitForURL((url) => url.pathname === "/lab/impact");
    // The packs and sessions are read on the server while the page streams: slow when the machine is busy.
    await page.getByRole("combobox", { name: /^Pack A/ }).waitFor({ timeout: 120_000 });
    await page.getByRole("combobox", { name: /^Pack A/ }).selectOption(PACK);
    expect(await page.getByRole("combobox", { name: /^Revision A/ }).inputValue()).toBe("1");
    expect(await page.getByRole("combobox", { name: /^Revision B/ }).inputValue()).toBe("2");
    await page.getByLabel("Game logs").setInputFiles(["snellman-testgame1", "tmai-game-a"].map((n) => path.join(GAMES, `${n}.log`)));
    await page.getByRole("button", { name: "Replay" }).click();
    await page.waitForSelector("section[aria-label='Impact report'] [data-testid=impact-game]", { timeout: 300_000 });

    const rows = page.locator("[data-testid=impact-game]");
    expect(await rows.count()).toBe(2);
    expect(await page.getByTestId("impact-counts").textContent()).toBe("1 unchanged, 1 continued");
    expect(await rows.nth(0).textContent()).toMatch(/^snellman-testgame1.*unchanged/);
    const changed = (await rows.nth(1).getByTestId("impact-first-change").textContent()) ?? "";
    const line = fs.readFileSync(path.join(GAMES, "tmai-game-a.log"), "utf8").split("\n").findIndex((l) => /^witches:.*to tp/i.test(l)) + 1;
    expect(changed).toContain(`line ${line}witches: upgrade f4 to tp`);
    expect(changed).toContain("players[witches].workers 4 → 3");
    expect(changed).toMatch(/refused under B: Upgrading to SH needs 4 workers, witches has 3/);
    // One point per faction on the chart, and the faction table beside it.
    const factions = await page.locator("[data-testid^=impact-faction-]").count();
    expect(factions).toBe(10);
    expect(await page.locator("figure[aria-label^='Mean Δ VP'] .recharts-scatter-symbol").count()).toBe(factions);

    await rows.nth(1).getByRole("button", { name: "Open B as playtest" }).click();
    await page.waitForURL((url) => /^\/playtest\/\w+$/.test(url.pathname), { timeout: 60_000 });
    const id = new URL(page.url()).pathname.split("/").pop()!;
    const session = (await (await fetch(`${base}/api/sessions/${id}`)).json()) as { name: string; status: string; packId: string; revision: number };
    expect(session).toMatchObject({ name: `tmai-game-a under ${PACK}@2`, status: "finished", packId: PACK, revision: 2 });
    await page.close();
  }, 600_000);
});
