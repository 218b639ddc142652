/**
 * End to end: sandbox playtests in Chromium against `npm start` (see scripts/e2e-setup.ts) — a new
 * game with bots and a person's opening, bots finishing games, undo, time travel and branches, the
 * engine's refusals, and an imported terra.snellman.net log whose final VPs must match the reference.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hasChromium } from "@/scripts/e2e-browser";
import { playtestE2e } from "./_lib/e2e";

const GAMES = path.join(import.meta.dirname, "../../../shared/games");
const haveGames = fs.existsSync(path.join(GAMES, "tmai-game-a.log"));

describe.skipIf(!hasChromium)(`playtests in the browser${hasChromium ? "" : " (skipped: no Chromium)"}`, () => {
  const { base, open, newSession, turnOf, logLines, savedLog } = playtestE2e();

  it("starts a 3-player game with two bots and plays a person's opening: dwellings, a build, a power offer answered, a pass", async () => {
    const page = await open("/packs/base/playtest/new");
    await page.getByLabel("Seat 1: who plays").selectOption("heuristic");
    await page.getByLabel("Seat 3: who plays").selectOption("human");
    await page.getByLabel("Seat 3: faction").selectOption("witches");
    await page.getByLabel("Seed", { exact: true }).fill("7");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL((url) => /^\/playtest\/\w+$/.test(url.pathname));
    const id = new URL(page.url()).pathname.split("/").pop()!;

    // Initial dwellings: the highlighted hexes are the engine's legal builds.
    await turnOf(page, "witches");
    expect(await page.locator('[data-legal="true"]').count()).toBeGreaterThan(3);
    await page.locator('[data-hex-target="I11"][data-legal="true"]').click();
    await turnOf(page, "witches");
    await page.locator('[data-hex-target="A3"][data-legal="true"]').click();
    await turnOf(page, "witches");
    await page.locator('[data-bonus="BON1"]').click();

    // Round 1: buy a spade and build a dwelling with it.
    await turnOf(page, "witches");
    await page.getByRole("button", { name: /^Dig 1 spade/ }).click();
    await page.locator('[data-hex-target="A2"][data-legal="true"]').click();
    await page.getByRole("menuitem", { name: /Build a dwelling on A2/ }).click();
    await expect.poll(() => page.locator('[data-building="D"][data-hex="A2"]').count()).toBe(1);

    // A bot builds next to the witches: they are offered power and take it.
    const offer = page.locator('[data-testid="decision-witches"]');
    await offer.waitFor({ timeout: 30_000 });
    await offer.getByRole("button", { name: "Take" }).first().click();
    await expect.poll(async () => (await logLines(page)).some((l) => /^witches: leech \d+ from \w+$/.test(l))).toBe(true);

    // Pass, taking a bonus card for the next round.
    await turnOf(page, "witches");
    await page.locator('[data-bonus] >> text=Pass & take').first().click();
    await expect.poll(async () => (await logLines(page)).some((l) => /^witches: pass BON\d$/.test(l))).toBe(true);

    // Every move is saved in terra.snellman.net notation; reopening replays it.
    await expect.poll(() => savedLog(id)).toMatch(/witches: build A2\n[\s\S]*witches: leech \d+ from \w+\n[\s\S]*witches: pass BON\d\n/);
    const moves = (await logLines(page)).length;
    await page.reload();
    await expect.poll(async () => (await logLines(page)).length).toBeGreaterThanOrEqual(moves);
    expect(await page.locator('[data-building="D"][data-hex="A2"][data-owner="witches"]').count()).toBe(1);
    await page.close();
  });

  it("chooses the final-scoring tile in the new-game form: drawn from the variant's tiles, or named", async () => {
    const page = await open("/packs/base/playtest/new");
    const note = page.locator("[data-final-scoring-note]");
    await expect.poll(() => note.innerText()).toMatch(/^No tile is drawn: turn on Fire & Ice final scoring/);
    await page.getByRole("checkbox", { name: /Fire & Ice final scoring/ }).check();
    await expect.poll(() => note.innerText()).toMatch(/^The seed draws one of: (.+, ){3}.+\.$/);
    await page.getByLabel("Final-scoring tile", { exact: true }).selectOption("building-on-edge");
    await expect.poll(() => note.innerText()).toMatch(/^Edge: 18\/12\/6 VP/);
    await page.getByLabel("Seed", { exact: true }).fill("12");
    await page.getByRole("button", { name: "Start the game" }).click();
    await page.waitForURL((url) => /^\/playtest\/\w+$/.test(url.pathname));
    const id = new URL(page.url()).pathname.split("/").pop()!;
    expect(await savedLog(id)).toMatch(/^final-scoring building-on-edge$/m);
    // The table names it while the factions are picked.
    await page.getByText(/Final scoring: Edge/).waitFor();
    await page.close();
  });

  it("lets bots finish a 4-player game and shows the final scoring by source", async () => {
    const id = await newSession({ seed: 99, seats: Array.from({ length: 4 }, () => ({ control: "bot", faction: "random" })) });
    const page = await open(`/playtest/${id}`);
    await page.getByRole("button", { name: "Bots play to the end" }).click();
    const chart = page.locator('[data-testid="scoring-chart"]').first();
    await page.getByRole("region", { name: "Scoring by source" }).getByText("Final scoring").waitFor({ timeout: 60_000 });
    const rows = chart.locator("li[data-faction]");
    expect(await rows.count()).toBe(4);
    for (const row of await rows.all()) {
      const total = Number(await row.locator('[data-testid^="final-vp-"]').innerText());
      expect(total).toBeGreaterThan(20);
      expect(await row.locator("[data-source]").count()).toBeGreaterThan(2);
    }
    await expect.poll(async () => ((await (await fetch(`${base}/api/sessions/${id}`)).json()) as { status: string }).status).toBe("finished");
    await page.close();
  });

  it("undoes a move: the dwelling leaves the board and the log", async () => {
    const id = await newSession({ seed: 3, seats: [{ control: "human", faction: "witches" }, { control: "human", faction: "nomads" }] });
    const page = await open(`/playtest/${id}`);
    await turnOf(page, "witches");
    await page.locator('[data-legal="true"]').first().click();
    await turnOf(page, "nomads");
    expect(await page.locator("[data-building]").count()).toBe(1);
    expect(await logLines(page)).toHaveLength(1);
    await page.getByRole("button", { name: "Undo" }).click();
    await turnOf(page, "witches");
    expect(await page.locator("[data-building]").count()).toBe(0);
    expect(await logLines(page)).toHaveLength(0);
    await expect.poll(() => savedLog(id)).not.toMatch(/witches: build/);
    await page.getByRole("button", { name: "Redo" }).click();
    expect(await page.locator("[data-building]").count()).toBe(1);
    await page.close();
  });

  it("shows the game as it was when an old log line is clicked, and continues from there as a branch", async () => {
    const id = await newSession({ seed: 11, seats: [{ control: "bot", faction: "random" }, { control: "bot", faction: "random" }, { control: "bot", faction: "random" }] });
    const page = await open(`/playtest/${id}`);
    await page.getByRole("button", { name: "Bots play to the end" }).click();
    await page.getByRole("region", { name: "Scoring by source" }).getByText("Final scoring").waitFor({ timeout: 60_000 });
    const total = (await logLines(page)).length;
    await page.locator('[data-testid="log-lines"] li[data-move="2"] button').click();
    expect(await page.locator('[data-testid="log-position"]').innerText()).toBe(`2 / ${total}`);
    expect(await page.locator("[data-building]").count()).toBe(2);
    await expect.poll(() => page.locator('[data-testid^="vp-"]').allInnerTexts()).toEqual(["20", "20", "20"]);
    await page.getByRole("button", { name: "Next move" }).click();
    expect(await page.locator("[data-building]").count()).toBe(3);
    await page.getByRole("button", { name: "Continue from here as a branch" }).click();
    await page.waitForURL((url) => !url.pathname.endsWith(id));
    await expect.poll(async () => (await logLines(page)).length).toBe(3);
    expect(await page.getByText("branch of an earlier game at move 3").count()).toBe(1);
    expect((await savedLog(id)).trim().split("\n").filter((l) => l.includes(":")).length).toBe(total);
    await page.close();
  });

  it("shows the engine's reason when a move it does not list is tried", async () => {
    const id = await newSession({ seed: 5, seats: [{ control: "human", faction: "witches" }, { control: "human", faction: "nomads" }] });
    const page = await open(`/playtest/${id}`);
    await turnOf(page, "witches");
    await page.locator('[data-hex-target="A1"]').click();
    await expect.poll(() => page.locator('[data-testid="notice"]').innerText()).toMatch(/Initial dwellings go on home terrain \(forest\), A1 is plains/);
    expect(await logLines(page)).toHaveLength(0);
    await page.close();
  });

  it.skipIf(!haveGames)("imports ../shared/games/tmai-game-a.log and shows the final VPs of its expected result", async () => {
    const page = await open("/playtest/import");
    await page.locator('input[type="file"]').setInputFiles(path.join(GAMES, "tmai-game-a.log"));
    await page.getByRole("button", { name: "Import and open" }).click();
    await page.waitForURL((url) => /^\/playtest\/\w+$/.test(url.pathname) && !url.pathname.endsWith("/import"), { timeout: 30_000 });
    await page.locator('[data-testid="scoring-chart"]').first().waitFor();
    const expected = JSON.parse(fs.readFileSync(path.join(GAMES, "expected", "tmai-game-a.json"), "utf8")) as { factions: Record<string, { vp: number }> };
    for (const [faction, e] of Object.entries(expected.factions)) {
      expect(Number(await page.getByTestId(`final-vp-${faction}`).innerText()), faction).toBe(e.vp);
      expect(Number(await page.getByTestId(`vp-${faction}`).innerText()), faction).toBe(e.vp);
    }
    // Step through it: the first move, then the next.
    await page.getByRole("button", { name: "First move" }).click();
    expect(await page.locator("[data-building]").count()).toBe(0);
    await page.getByRole("button", { name: "Next move" }).click();
    expect(await page.locator('[data-building="D"][data-hex="E4"][data-owner="mermaids"]').count()).toBe(1);
    await page.close();
  });

  it("plays a five-player bot game to the end in under 10 seconds", async () => {
    const id = await newSession({ seed: 2024, seats: Array.from({ length: 5 }, () => ({ control: "bot", faction: "random" })) });
    const page = await open(`/playtest/${id}`);
    await page.getByRole("button", { name: "Bots play to the end" }).waitFor();
    await page.getByRole("button", { name: "Bots play to the end" }).click();
    const last = page.locator('[data-testid="bot-last-run"]');
    await last.waitFor({ timeout: 60_000 });
    const ms = Number(await last.getAttribute("data-ms"));
    const moves = Number(await last.getAttribute("data-moves"));
    console.log(`5-player bot game in the browser: ${moves} moves in ${(ms / 1000).toFixed(2)} s`);
    expect(await page.getByRole("region", { name: "Scoring by source" }).getByText("Final scoring").count()).toBe(1);
    expect(ms).toBeLessThan(10_000);
    await page.close();
  });
});
