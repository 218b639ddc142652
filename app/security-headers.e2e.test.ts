/**
 * End to end: the production server's security headers (next.config.js) in Chromium. Pages carry
 * the Content-Security-Policy, and Monaco (bundled from the local monaco-editor package, with its
 * workers) still works under it: the faction editor's JSON tab shows the faction, takes typing, and
 * its JSON worker marks a schema error, with no CSP violation reported on the way.
 */
import os from "node:os";
import path from "node:path";
import { beforeAll, expect, inject, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumForTests, describeInChromium } from "@/scripts/e2e-browser";

describeInChromium("security headers", () => {
  const base = inject("baseUrl");
  const browser = chromiumForTests();
  let page: Page;
  const violations: string[] = [];

  beforeAll(async () => {
    page = await browser().newPage({ viewport: { width: 1400, height: 1000 } });
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to (load|execute|apply|create|connect|evaluate)/i.test(m.text())) violations.push(m.text());
    });
    await page.exposeFunction("reportCspViolation", (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(`${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`);
      });
    });
  });

  it("sends the CSP (no unsafe-eval), nosniff, frame and referrer headers with pages and API answers", async () => {
    for (const url of ["/packs", "/api/packs"]) {
      const res = await fetch(`${base}${url}`);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("unsafe-eval");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("lets Monaco work in the faction editor's JSON tab with no CSP violation", async () => {
    await page.goto(`${base}/packs/base/factions/witches`);
    await page.getByRole("tab", { name: "JSON" }).click();
    const lines = page.locator(".monaco-editor .view-lines").first();
    await lines.waitFor({ timeout: 30_000 });
    const text = async () => (await lines.innerText()).replace(/\u00a0/g, " ");
    await expect.poll(text).toContain('"coins": 15');

    // Typing goes through the editor worker; a value of the wrong type gets a marker from the JSON worker.
    await page.locator(".monaco-editor .view-line", { hasText: /"coins":\s15/ }).first().locator("span", { hasText: /^15$/ }).dblclick();
    // One edit (typing char by char races the form⇄JSON sync, a known caret defect of issue 11 fixed elsewhere).
    await page.keyboard.insertText("true");
    await expect.poll(text).toContain('"coins": true');
    await expect.poll(() => page.locator(".monaco-editor .squiggly-error").count(), { timeout: 15_000 }).toBeGreaterThan(0);
    if (process.env.CSP_SCREENSHOT) await page.screenshot({ path: process.env.CSP_SCREENSHOT || path.join(os.tmpdir(), "csp-monaco.png") });
    expect(violations).toEqual([]);
  });
});
