/**
 * End to end: one playtest open in two Chromium pages (two browsers at one table). A move in one
 * appears in the other within 2 s; a page that missed the other's moves cannot overwrite them: its
 * save is refused with a clear message, and the table then shows the stored game. Nothing is lost.
 */
import { describe, expect, it } from "vitest";
import { hasChromium } from "@/scripts/e2e-browser";
import { playtestE2e } from "./_lib/e2e";

describe.skipIf(!hasChromium)(`a playtest open in two browsers${hasChromium ? "" : " (skipped: no Chromium)"}`, () => {
  const { open, newSession, turnOf, logLines, savedLog, command } = playtestE2e();

  /** A new game of two people (witches, nomads) open in two pages, each in a browser context of its own like a second browser, at the witches' first turn. */
  async function openTwice() {
    const id = await newSession({ seed: 3, seats: [{ control: "human", faction: "witches" }, { control: "human", faction: "nomads" }] });
    const [a, b] = [await open(`/playtest/${id}`, { ownContext: true }), await open(`/playtest/${id}`, { ownContext: true })];
    await turnOf(a, "witches");
    await turnOf(b, "witches");
    return { id, a, b };
  }

  it("shows each of eight moves played in one page in the other within 2 s", async () => {
    const { a, b } = await openTwice();
    const dwellings = ["witches: build F4", "nomads: build F3", "nomads: build E8", "witches: build A3", "nomads: build B1"];
    for (let n = 1; n <= 8; n++) {
      if (n <= dwellings.length) await command(a, dwellings[n - 1]!);
      else await a.locator("[data-bonus]", { hasText: /Take|take/ }).first().click();
      const played = Date.now();
      await expect.poll(async () => (await logLines(a)).length).toBe(n);
      await expect.poll(async () => (await logLines(b)).length, { timeout: 2000, interval: 100 }).toBe(n);
      expect(Date.now() - played).toBeLessThan(2000);
      expect(await logLines(b)).toEqual(await logLines(a));
    }
    expect(await b.locator("[data-building]").count()).toBe(5);
    expect(await b.getByTestId("notice").count()).toBe(0);
    // And the other way round: the page that watched plays, the first one sees it.
    const before = (await logLines(b)).length;
    await b.locator("[data-bonus]", { hasText: /take/ }).first().click();
    await expect.poll(async () => (await logLines(a)).length, { timeout: 2000, interval: 100 }).toBe(before + 1);
    await a.context().close();
    await b.context().close();
  });

  it("refuses a move made on an old position with a clear message, and keeps the other page's moves", async () => {
    const { id, a, b } = await openTwice();
    // Page B stops hearing from the server (a laptop lid closed, a dropped connection) ...
    const blocked = (url: URL) => url.pathname === `/api/sessions/${id}`;
    await b.route(blocked, (route) => (route.request().method() === "GET" ? route.abort() : route.continue()));
    // ... while page A plays two moves.
    await command(a, "witches: build F4");
    await turnOf(a, "nomads");
    await command(a, "nomads: build F3");
    await expect.poll(() => savedLog(id)).toMatch(/witches: build F4\nnomads: build F3\n$/);
    expect(await logLines(b)).toEqual([]);
    // B, still at the start, plays the witches' first dwelling elsewhere: refused, said so at once.
    await command(b, "witches: build C3");
    const notice = b.getByTestId("notice");
    await expect.poll(() => notice.innerText().catch(() => "")).toMatch(/Not saved.*another tab or browser.*2 moves now.*started from 0.*Nothing was saved/s);
    expect(await savedLog(id)).toMatch(/witches: build F4\nnomads: build F3\n$/);
    // B hears from the server again: it shows A's moves and says which of its own was not saved.
    await b.unroute(blocked);
    await expect.poll(async () => logLines(b), { timeout: 3000 }).toEqual(["witches: build F4", "nomads: build F3"]);
    expect(await notice.innerText()).toMatch(/Your move witches: build C3 was not saved/);
    expect(await b.locator('[data-building][data-hex="C3"]').count()).toBe(0);
    // Play goes on from the stored game in either page; nothing was lost.
    await turnOf(b, "nomads");
    await command(b, "nomads: build E8");
    await expect.poll(async () => (await logLines(a)).length, { timeout: 2000, interval: 100 }).toBe(3);
    expect(await savedLog(id)).toMatch(/witches: build F4\nnomads: build F3\nnomads: build E8\n$/);
    await a.context().close();
    await b.context().close();
  });
});
