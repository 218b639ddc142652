/**
 * What the playtest e2e tests share: one Chromium per test file against the studio that
 * scripts/e2e-setup.ts serves, pages opened on it, sessions made through the API, and reading the
 * table. Call `playtestE2e()` inside the file's `describe`: it launches the browser before the
 * tests and closes it after them.
 */
import { expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { chromiumForTests } from "@/scripts/e2e-browser";

export function playtestE2e() {
  const base = inject("baseUrl");
  const browser = chromiumForTests();

  /** A page on `url` (a path of the studio); with `ownContext`, in a browser context of its own, like a second browser. */
  async function open(url: string, options: { ownContext?: boolean } = {}): Promise<Page> {
    const viewport = { width: 1600, height: 1000 };
    const page = options.ownContext ? await (await browser().newContext({ viewport })).newPage() : await browser().newPage({ viewport });
    await page.goto(`${base}${url}`);
    return page;
  }

  /** A new game through the API (the base pack and map unless said otherwise); its id. */
  async function newSession(body: Record<string, unknown>): Promise<string> {
    const res = await fetch(`${base}/api/sessions`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ kind: "play", packId: "base", map: "base", ...body }) });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }

  /** Wait until it is this faction's turn and no bot is playing, on a table that answers (hydrated: its flow arrows are drawn). */
  async function turnOf(page: Page, faction: string) {
    await page.waitForFunction(
      (f) => document.querySelector('[data-testid="turn"]')?.getAttribute("data-mover") === f && !document.querySelector('[data-testid="bot-progress"]') && !!document.querySelector('[data-testid="flow-diagram"] svg > path'),
      faction,
      { timeout: 30_000 },
    );
  }

  /** The moves in the table's log panel, in notation. */
  async function logLines(page: Page): Promise<string[]> {
    return (await page.locator('[data-testid="log-lines"] li[data-move] button').allInnerTexts()).map((s) => s.replace(/^\s*\d+\s*/, "").trim()).filter((s) => !s.startsWith("—"));
  }

  /** The log as stored on the server. */
  async function savedLog(id: string): Promise<string> {
    return ((await (await fetch(`${base}/api/sessions/${id}`)).json()) as { log: string }).log;
  }

  /** Type a command into the table's command box and play it. */
  async function command(page: Page, text: string) {
    const box = page.getByLabel("Command in terra.snellman.net notation");
    await box.fill(text);
    await box.press("Enter");
  }

  return { base, open, newSession, turnOf, logLines, savedLog, command };
}
