/**
 * End to end: `npm start` on a fresh SQLite file (build if needed, migrate, seed, serve), then the
 * studio in Debian's Chromium and its API over HTTP.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromium, type Browser } from "playwright-core";

const ROOT = path.join(import.meta.dirname, "..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

describe.skipIf(!fs.existsSync(CHROMIUM))(`the studio served by npm start${fs.existsSync(CHROMIUM) ? "" : " (skipped: no Chromium)"}`, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mystica-e2e-"));
  let server: ChildProcess;
  let browser: Browser;
  let base = "";
  let output = "";

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const { DATABASE_URL: _url, NODE_ENV: _mode, ...inherited } = process.env;
    void _url;
    void _mode;
    const env = { ...inherited, PORT: String(port), DATABASE_FILE: path.join(dir, "e2e.db"), NEXT_TELEMETRY_DISABLED: "1" } as unknown as NodeJS.ProcessEnv;
    server = spawn(process.execPath, ["scripts/start.mjs"], { cwd: ROOT, env, detached: true });
    server.stdout?.on("data", (d) => (output += d));
    server.stderr?.on("data", (d) => (output += d));
    const deadline = Date.now() + 540_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
      try {
        if ((await fetch(`${base}/api/packs`)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error(`npm start did not serve in time:\n${output}`);
      await new Promise((r) => setTimeout(r, 1000));
    }
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    });
  });

  afterAll(async () => {
    await browser?.close();
    if (server?.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("applied the migrations and seeded the base pack", async () => {
    expect(output).toMatch(/content\/base: created/);
    const { packs } = await (await fetch(`${base}/api/packs`)).json();
    expect(packs).toEqual([expect.objectContaining({ id: "base", factions: 14, bonusCards: 9, favorTiles: 12, scoringTiles: 8, townTiles: 5 })]);
  });

  it("lists the base pack on the Packs page and opens its overview", async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/packs`);
    await expect.poll(() => page.getByText("Terra Mystica (base game)").first().isVisible()).toBe(true);
    await page.getByText("Terra Mystica (base game)").first().click();
    await page.waitForURL(/\/packs\/base$/);
    expect(await page.locator("main").innerText()).toMatch(/14/);
    await page.close();
  });

  it("navigates the studio shell", async () => {
    const page = await browser.newPage();
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
    expect(packs.map((p: { id: string }) => p.id)).toEqual(["base"]);
  });
});
