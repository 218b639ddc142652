/**
 * End to end: defects of the playtest table seen in Chromium, each reproduced — where refusals are
 * shown, who a power offer waits for, undo and redo while looking back, digging before a hex is
 * chosen, league logs on the base pack, keyboard stepping, names in the sessions list, cut-off
 * labels, the flow diagram's arrows, the town glyph, the favicon and the home page.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hasChromium } from "@/scripts/e2e-browser";
import { playtestE2e } from "./_lib/e2e";

const LEAGUE = path.join(import.meta.dirname, "../../../shared/games/league/league-s1g3.log");

/** Witches (first) and nomads through setup, with seed 3's bonus cards: round 1, the witches to act. */
const ROUND_ONE = ["witches: build F4", "nomads: build F3", "nomads: build E8", "witches: build A3", "nomads: build B1", "nomads: pass BON1", "witches: pass BON2"];

describe.skipIf(!hasChromium)(`the playtest table${hasChromium ? "" : " (skipped: no Chromium)"}`, () => {
  const { base, open, newSession, turnOf, logLines, savedLog, command } = playtestE2e();

  /** A seed-3 game of witches and nomads with these moves played (saved through the API). */
  async function gameAt(moves: string[], nomads: "human" | "bot" = "human"): Promise<string> {
    const id = await newSession({ seed: 3, seats: [{ control: "human", faction: "witches" }, { control: nomads, faction: "nomads" }] });
    const log = `${await savedLog(id)}${moves.map((m) => `${m}\n`).join("")}`;
    const res = await fetch(`${base}/api/sessions/${id}`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ log, baseMoves: 0 }) });
    expect(res.status).toBe(200);
    return id;
  }

  it("shows a refused command at the command box, not in a banner at the top", async () => {
    const page = await open(`/playtest/${await newSession({ seed: 5, seats: [{ control: "human", faction: "witches" }, { control: "human", faction: "nomads" }] })}`);
    await turnOf(page, "witches");
    await command(page, "witches: build A1");
    const box = page.getByRole("region", { name: "Command line" });
    await expect.poll(() => box.getByRole("alert").innerText().catch(() => "")).toMatch(/A1 is plains/);
    expect(await page.getByTestId("notice").count()).toBe(0);
    const input = (await box.getByRole("combobox").boundingBox())!;
    const alert = (await box.getByRole("alert").boundingBox())!;
    expect(Math.abs(alert.y - (input.y + input.height))).toBeLessThan(60);
    await command(page, "witches: fly away");
    await expect.poll(() => box.getByRole("alert").innerText()).not.toMatch(/A1 is plains/);
    await page.close();
  });

  it("says who the game waits for, and what they must answer, while a person has a power offer open", async () => {
    const id = await gameAt([...ROUND_ONE.slice(0, 6), "witches: pass BON2", "witches: pass BON3", "nomads: upgrade F3 to TP"], "bot");
    const page = await open(`/playtest/${id}`);
    const turn = page.getByRole("region", { name: "Turn" });
    await expect.poll(() => turn.innerText()).toMatch(/Waiting for Witches/);
    expect(await turn.innerText()).toMatch(/take or decline 1 power from Nomads/i);
    expect(await turn.innerText()).not.toMatch(/Waiting for the bot/);
    const bots = page.getByRole("region", { name: "Bots" });
    expect(await bots.getByRole("button", { name: "Play bots until my turn" }).isDisabled()).toBe(true);
    expect(await bots.innerText()).toMatch(/Witches must answer first/);
    await page.locator('[data-testid="decision-witches"]').getByRole("button", { name: "Take" }).click();
    await expect.poll(async () => (await logLines(page)).some((l) => l === "witches: leech 1 from nomads")).toBe(true);
    await page.close();
  });

  it("disables Undo and Redo while looking at an earlier move; Redo puts back what Undo took back", async () => {
    const id = await gameAt([], "bot");
    const page = await open(`/playtest/${id}`);
    await turnOf(page, "witches");
    await command(page, "witches: build F4");
    // The bot places its two dwellings, then it is the witches' turn again.
    await expect.poll(async () => (await logLines(page)).length, { timeout: 10_000 }).toBe(3);
    await turnOf(page, "witches");
    const log = page.getByRole("region", { name: "Game log" });
    await page.locator('[data-testid="log-lines"] li[data-move="1"] button').click();
    expect(await log.getByRole("button", { name: "Undo" }).isDisabled()).toBe(true);
    expect(await log.getByRole("button", { name: "Redo" }).isDisabled()).toBe(true);
    await log.getByRole("button", { name: "Back to the present" }).click();
    await log.getByRole("button", { name: "Undo" }).click();
    await expect.poll(async () => (await logLines(page)).length).toBe(0);
    await log.getByRole("button", { name: "Redo" }).click();
    await expect.poll(async () => (await logLines(page)).length).toBe(3);
    await page.waitForTimeout(300);
    expect((await logLines(page)).length).toBe(3);
    expect(await log.getByRole("button", { name: "Redo" }).isDisabled()).toBe(true);
    await page.close();
  });

  it("logs nothing when Dig is pressed until a hex is chosen, and nothing when the hex menu is closed", async () => {
    const id = await gameAt(ROUND_ONE);
    const page = await open(`/playtest/${id}`);
    await turnOf(page, "witches");
    await page.getByRole("button", { name: /^Dig 1 spade/ }).click();
    expect(await logLines(page)).toHaveLength(7);
    await page.locator('[data-hex-target="A2"][data-legal="true"]').click();
    await page.getByRole("menu", { name: "Moves on A2" }).getByRole("button", { name: "Close" }).click();
    expect(await logLines(page)).toHaveLength(7);
    await page.waitForTimeout(300);
    expect(await savedLog(id)).not.toMatch(/dig/);
    await page.getByRole("button", { name: /^Dig 1 spade/ }).click();
    await page.locator('[data-hex-target="A2"][data-legal="true"]').click();
    await page.getByRole("menuitem", { name: /Build a dwelling on A2/ }).click();
    await expect.poll(async () => (await logLines(page)).slice(7)).toEqual(["witches: dig 1", "witches: build A2"]);
    await page.close();
  });

  it.skipIf(!fs.existsSync(LEAGUE))("suggests the promo pack when a league log is imported on the base pack", async () => {
    const page = await open("/playtest/import");
    await page.locator('input[type="file"]').setInputFiles(LEAGUE);
    await page.getByLabel("Pack").selectOption("base");
    await page.getByRole("button", { name: "Import and open" }).click();
    const alert = page.locator("form").getByRole("alert");
    await expect.poll(() => alert.innerText().catch(() => "")).toMatch(/Terra Mystica: promo tiles and league options/);
    await alert.getByRole("button", { name: /Import with Terra Mystica: promo tiles/ }).click();
    await page.waitForURL((url) => /^\/playtest\/\w+$/.test(url.pathname) && !url.pathname.endsWith("/import"), { timeout: 30_000 });
    await page.locator('[data-testid="scoring-chart"]').first().waitFor();
    await page.close();
  });

  it("steps through the log with the arrow keys, but not while typing a command", async () => {
    const page = await open(`/playtest/${await gameAt(ROUND_ONE)}`);
    await turnOf(page, "witches");
    const position = page.getByTestId("log-position");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => position.innerText()).toBe("6 / 7");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => position.innerText()).toBe("5 / 7");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => position.innerText()).toBe("6 / 7");
    await page.getByLabel("Command in terra.snellman.net notation").focus();
    await page.keyboard.press("ArrowLeft");
    await page.waitForTimeout(200);
    expect(await position.innerText()).toBe("6 / 7");
    await page.close();
  });

  it("lists sessions with their factions' names and colours, also for packs that extend another", async () => {
    const res = await fetch(`${base}/api/sessions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ kind: "play", packId: "promo", map: "base", seed: 8, name: "Promo names", seats: [{ control: "human", faction: "witches" }, { control: "bot", faction: "nomads" }] }) });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const page = await open("/playtest");
    const factions = page.locator(`[data-session="${id}"]`).getByRole("list", { name: "Factions" });
    expect(await factions.innerText()).toMatch(/Witches\s+Nomads/);
    const swatch = factions.locator("li").first().locator("span").first();
    expect(await swatch.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe("rgb(46, 125, 50)");
    // Pack names and session names are shown whole.
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("main *")].filter((e) => e.textContent?.trim() && getComputedStyle(e).textOverflow === "ellipsis" && e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
    );
    expect(cut).toEqual([]);
    // Each pack to start a game with is counted in its own game's terms.
    const start = page.getByRole("region", { name: "Start a game" });
    expect(await start.locator("li", { hasText: "Terra Mystica (base game)" }).innerText()).toMatch(/14 factions · 5 maps/);
    expect(await start.locator("li", { hasText: "Origins: First Builders" }).innerText()).toMatch(/\d+ buildings · \d+ main actions/);
    await page.close();
  });

  it("draws a finished game with no label cut off, the town glyph on top, and flow arrows that go round the boxes", async () => {
    const id = await newSession({ seed: 99, seats: Array.from({ length: 4 }, () => ({ control: "bot", faction: "random" })) });
    const page = await open(`/playtest/${id}`);
    await page.getByRole("button", { name: "Bots play to the end" }).click();
    await page.getByRole("region", { name: "Scoring by source" }).getByText("Final scoring").waitFor({ timeout: 60_000 });
    await page.waitForTimeout(300);
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-testid="playtest-table"] *')]
        .filter((e) => e.childElementCount === 0 && e.textContent?.trim() && getComputedStyle(e).textOverflow === "ellipsis" && e.scrollWidth > e.clientWidth + 1)
        .map((e) => e.textContent),
    );
    expect(cut).toEqual([]);
    // Town glyphs: big enough to see, drawn above every structure.
    const towns = page.locator("[data-town]");
    expect(await towns.count()).toBeGreaterThan(0);
    const glyph = (await towns.first().boundingBox())!;
    expect(glyph.width).toBeGreaterThanOrEqual(16);
    expect(await page.evaluate(() => {
      const last = [...document.querySelectorAll("[data-building]")].pop()!;
      return [...document.querySelectorAll("[data-town]")].every((t) => last.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING);
    })).toBe(true);
    // Flow diagram: no arrow passes through a box other than its ends and the boxes around them.
    const crossings = await page.evaluate(() => {
      const figure = document.querySelector('[data-testid="flow-diagram"]')!;
      const svg = figure.querySelector("svg")!;
      const origin = svg.getBoundingClientRect();
      const boxes = [...figure.querySelectorAll<HTMLElement>("[data-state]")].map((e) => ({ id: e.dataset.state!, r: e.getBoundingClientRect() }));
      const out: string[] = [];
      const paths = svg.querySelectorAll<SVGPathElement>("path[data-edge]");
      if (paths.length === 0) out.push("no arrows drawn");
      for (const p of paths) {
        const [from, to] = p.dataset.edge!.split(">");
        const skip = (id: string) => [from, to].some((end) => end === id || end!.startsWith(`${id}.`));
        const length = p.getTotalLength();
        for (let s = 0; s <= length; s += 2) {
          const pt = p.getPointAtLength(s);
          const x = pt.x + origin.left;
          const y = pt.y + origin.top;
          const hit = boxes.find((b) => !skip(b.id) && x > b.r.left + 2 && x < b.r.right - 2 && y > b.r.top + 2 && y < b.r.bottom - 2);
          if (hit) {
            out.push(`${p.dataset.edge} crosses ${hit.id}`);
            break;
          }
        }
      }
      return out;
    });
    expect(crossings).toEqual([]);
    await page.close();
  });

  it("has a favicon, and the home page offers Playtest like the other sections", async () => {
    const page = await open("/");
    const href = await page.locator('link[rel~="icon"]').first().getAttribute("href");
    expect(href).toBeTruthy();
    const icon = await fetch(new URL(href!, base));
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toMatch(/^image\//);
    const card = page.getByRole("link", { name: /Playtest/ }).filter({ hasText: "seeded game" });
    expect(await card.innerText()).not.toMatch(/Coming soon/);
    expect(await page.getByText("Coming soon").count()).toBe(0);
    await page.close();
  });
});
