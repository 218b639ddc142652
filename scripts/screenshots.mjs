#!/usr/bin/env node
/**
 * Screenshots of the studio's pages at 1280×800, written to public/screenshots/<name>.png.
 *
 *   node scripts/screenshots.mjs [base-url] [name=path ...]
 *
 * The base URL defaults to http://localhost:3000 (a running `next start` or `next dev`). Without
 * name=path arguments it takes the default pages below. Exits 1 if any page fails to load.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const DEFAULT_PAGES = {
  home: "/",
  packs: "/packs",
  "pack-base": "/packs/base",
  maps: "/maps",
  factions: "/factions",
  tiles: "/tiles",
  playtest: "/playtest",
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "public", "screenshots");

const [baseArg, ...pageArgs] = process.argv.slice(2);
const base = (baseArg ?? "http://localhost:3000").replace(/\/$/, "");
const pages = pageArgs.length > 0 ? Object.fromEntries(pageArgs.map(parsePageArg)) : DEFAULT_PAGES;

function parsePageArg(arg) {
  const eq = arg.indexOf("=");
  if (eq <= 0) throw new Error(`expected name=path, got "${arg}"`);
  return [arg.slice(0, eq), arg.slice(eq + 1)];
}

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
let failures = 0;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const [name, urlPath] of Object.entries(pages)) {
    const url = /^https?:\/\//.test(urlPath) ? urlPath : `${base}${urlPath.startsWith("/") ? "" : "/"}${urlPath}`;
    const file = path.join(outDir, `${name}.png`);
    try {
      const response = await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
      const status = response?.status() ?? 0;
      await page.screenshot({ path: file });
      console.log(`${status >= 400 ? "!" : "✓"} ${name.padEnd(12)} ${status} ${url} → ${path.relative(root, file)}`);
      if (status >= 400) failures++;
    } catch (error) {
      failures++;
      console.error(`✗ ${name.padEnd(12)} ${url}: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
    }
  }
} finally {
  await browser.close();
}
process.exitCode = failures > 0 ? 1 : 0;
