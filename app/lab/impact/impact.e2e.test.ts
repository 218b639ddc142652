/**
 * End to end: the impact replay in Chromium against `npm start` (see scripts/e2e-setup.ts) — a fork
 * of base whose revision 2 makes the Witches' trading house cost 3 workers, two real games uploaded:
 * the replay runs in the background with a progress bar, the game without Witches unchanged, the one
 * with them changed at the Witches' first trading house and continued by bots from the stronghold
 * they can no longer afford; the chart of mean Δ VP; the page opened again shows the stored replay;
 * another replay (another seed) cancelled; the continuation opened as a playtest of revision 2.
 * A screenshot is left in the system's temporary folder (mystica-lab-impact.png).
 */
import fs from "node:fs";
import os from "node:os";
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
    // Nothing to replay yet: the button waits, and says what it waits for.
    expect(await page.getByRole("button", { name: "Replay" }).isDisabled()).toBe(true);
    await page.getByText("Choose game logs, or tick the playtest sessions, to replay.").waitFor();
    await page.getByLabel("Game logs").setInputFiles(["snellman-testgame1", "tmai-game-a"].map((n) => path.join(GAMES, `${n}.log`)));
    await page.getByRole("button", { name: "Replay" }).click();
    // It runs in the background: the page shows it running with a progress bar (the child process takes seconds to start).
    const status = page.getByTestId("impact-status");
    await status.filter({ hasText: /: running$/ }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole("progressbar", { name: "Games replayed" }).getAttribute("aria-valuemax")).toBe("2");
    expect(await page.getByTestId("impact-progress").textContent()).toMatch(/^[01]\/2 games · (starting…|[\d.]+ games\/s · ETA .+)$/);
    await status.filter({ hasText: /: done$/ }).waitFor({ timeout: 300_000 });
    expect(await page.getByTestId("impact-progress").textContent()).toBe("2/2 games");
    expect(await page.getByRole("progressbar", { name: "Games replayed" }).getAttribute("aria-valuenow")).toBe("2");
    await page.waitForSelector("section[aria-label='Impact report'] [data-testid=impact-game]", { timeout: 60_000 });

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
    await page.screenshot({ path: path.join(os.tmpdir(), "mystica-lab-impact.png"), fullPage: true });

    // Opened again (the address names the replay), the page shows the stored result without replaying.
    const replayed = new URL(page.url()).searchParams.get("replay");
    expect(replayed).toBeTruthy();
    await page.reload();
    await page.getByTestId("impact-counts").filter({ hasText: "1 unchanged, 1 continued" }).waitFor({ timeout: 120_000 });
    expect(await page.getByTestId("impact-status").textContent()).toBe(`Replay ${replayed}: done`);
    expect(await page.locator("section[aria-label='Impact replays'] li").count()).toBe(1);

    // Another replay (another seed) cancelled at once: it ends cancelled, with the games that ended kept.
    await page.getByRole("combobox", { name: /^Pack A/ }).selectOption(PACK);
    await page.getByLabel("Game logs").setInputFiles(["snellman-testgame1", "tmai-game-a"].map((n) => path.join(GAMES, `${n}.log`)));
    await page.getByLabel("Seed").fill("7");
    await page.getByRole("button", { name: "Replay" }).click();
    await page.waitForFunction((before) => new URL(location.href).searchParams.get("replay") !== before, replayed, { timeout: 60_000 });
    await page.getByRole("button", { name: "Cancel" }).click({ timeout: 60_000 });
    await status.filter({ hasText: /: cancelled$/ }).waitFor({ timeout: 120_000 });
    expect(await page.getByTestId("impact-progress").textContent()).toMatch(/^[01]\/2 games$/);
    await expect.poll(() => page.locator("section[aria-label='Impact replays'] li").first().textContent(), { timeout: 30_000 }).toMatch(/^cancelled.*seed 7/);
    expect(await page.locator("section[aria-label='Impact replays'] li").count()).toBe(2);
    // Back to the finished one, to open its continuation.
    await page.locator("section[aria-label='Impact replays'] li").nth(1).getByRole("button").click();
    await status.filter({ hasText: `Replay ${replayed}: done` }).waitFor({ timeout: 60_000 });
    await page.getByTestId("impact-counts").filter({ hasText: "1 unchanged, 1 continued" }).waitFor({ timeout: 60_000 });

    await rows.nth(1).getByRole("button", { name: "Open B as playtest" }).click();
    await page.waitForURL((url) => /^\/playtest\/\w+$/.test(url.pathname), { timeout: 60_000 });
    const id = new URL(page.url()).pathname.split("/").pop()!;
    const session = (await (await fetch(`${base}/api/sessions/${id}`)).json()) as { name: string; status: string; packId: string; revision: number };
    expect(session).toMatchObject({ name: `tmai-game-a under ${PACK}@2`, status: "finished", packId: PACK, revision: 2 });
    await page.close();
  }, 600_000);
});
