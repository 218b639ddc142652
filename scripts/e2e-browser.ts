/** Debian's Chromium for e2e tests, launched the one way that works offline here. */
import fs from "node:fs";
import { chromium, type Browser, type Locator } from "playwright-core";
import { afterAll, beforeAll, describe } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const hasChromium = fs.existsSync(CHROMIUM);

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}

/**
 * One Chromium for the tests of the enclosing `describe`: launched before them, closed after them.
 * Returns the browser's getter (it exists once the tests run).
 */
export function chromiumForTests(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("Chromium is launched before the tests, not while they are collected");
    return browser;
  };
}

/** A `describe` of browser tests, skipped (and saying so) where there is no Chromium. */
export function describeInChromium(name: string, tests: () => void) {
  describe.skipIf(!hasChromium)(`${name}${hasChromium ? "" : " (skipped: no Chromium)"}`, tests);
}

/**
 * Click `target` until `shows` is visible. A page rendered on the server shows its buttons before
 * React has hydrated them, and a click in that window does nothing; on a loaded machine the window
 * lasts seconds. Use it for clicks that only open something (a tab), never for ones that change data.
 */
export async function clickUntilVisible(target: Locator, shows: Locator, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    await target.click();
    try {
      await shows.waitFor({ state: "visible", timeout: 2_000 });
      return;
    } catch (e) {
      if (Date.now() > end) throw e;
    }
  }
}
