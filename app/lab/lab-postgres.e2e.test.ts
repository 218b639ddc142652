/**
 * End to end: the balance lab of a shared server on PostgreSQL (a throwaway cluster, AUTH_SECRET
 * set, `npm start`), driven by Chromium. A batch started from the page is queued for
 * `tm lab worker` processes: with none running the page says so plainly (instead of sitting at 0/N);
 * once a worker is started it shows who plays the batch, the progress, and the finished batch.
 * Screenshots are left in the system's temporary folder (mystica-lab-postgres-*.png).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { hasChromium, launchChromium } from "@/scripts/e2e-browser";
import { freePort, ROOT, startServer, type Server } from "@/scripts/server";
import { postgresBinDir, startTestPostgres, type TestPostgres } from "@/prisma/testing-postgres";

const PERSON = { email: "lab@example.org", name: "Lab Lead", password: "the lab's long password" };
const shot = (name: string) => path.join(os.tmpdir(), `mystica-lab-postgres-${name}.png`);
const heading = "section[aria-label=Batch] h2";

describe.skipIf(!postgresBinDir || !hasChromium)(`the balance lab on PostgreSQL with lab workers${postgresBinDir && hasChromium ? "" : " (skipped: needs PostgreSQL server binaries and Chromium)"}`, () => {
  let pg: TestPostgres | undefined;
  let server: Server | undefined;
  let browser: Browser | undefined;
  let worker: ChildProcess | undefined;
  let workerLog = "";

  beforeAll(async () => {
    pg = startTestPostgres();
    const r = spawnSync(process.execPath, ["scripts/tm.mjs", "user", "add", "--email", PERSON.email, "--name", PERSON.name, "--password-stdin"], { cwd: ROOT, input: `${PERSON.password}\n`, encoding: "utf8", env: { ...process.env, DATABASE_URL: pg.url } });
    expect(r.stdout).toContain(`added ${PERSON.name}`);
    server = await startServer({
      dbFile: path.join(os.tmpdir(), "mystica-unused.db"),
      port: await freePort(3600),
      env: { DATABASE_URL: pg.url, AUTH_SECRET: "an e2e secret of the lab on PostgreSQL, 32+ chars" } as unknown as NodeJS.ProcessEnv,
    });
    browser = await launchChromium();
  }, 600_000);

  afterAll(async () => {
    if (worker?.pid && worker.exitCode === null) {
      const exited = new Promise((resolve) => worker!.once("exit", resolve));
      process.kill(-worker.pid, "SIGTERM");
      await exited;
    }
    await browser?.close();
    await server?.stop();
    pg?.stop();
  });

  it("says no worker is running while a queued batch waits, then shows the worker playing it to the end", async () => {
    const base = server!.baseUrl;
    const page = await browser!.newPage({ viewport: { width: 1280, height: 1000 } });
    await page.goto(`${base}/lab`);
    await page.waitForURL(/\/signin\?next=%2Flab$/);
    await page.getByLabel("Email").fill(PERSON.email);
    await page.getByLabel("Password").fill(PERSON.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.url(), { timeout: 30_000 }).toBe(`${base}/lab`);

    await page.getByLabel("Players").waitFor({ timeout: 120_000 });
    await page.getByLabel("Players").fill("2");
    await page.getByLabel("Games", { exact: true }).fill("4");
    await page.getByRole("button", { name: "Run" }).click();
    // Queued, and nobody to play it: the page says so, and how to start a worker.
    const note = page.getByTestId("lab-queue");
    await note.waitFor({ timeout: 120_000 });
    expect(await note.textContent()).toMatch(/^No lab worker is running — start one with tm lab worker \(same DATABASE_URL, on this machine or another\)\. 4 games wait in the queue\.$/);
    expect(await page.locator(heading).textContent()).toMatch(/: running$/);
    expect(await page.getByTestId("lab-progress").textContent()).toMatch(/^0\/4 games/);
    await page.screenshot({ path: shot("no-worker"), fullPage: true });

    worker = spawn(process.execPath, ["scripts/tm.mjs", "lab", "worker", "--concurrency", "1"], { cwd: ROOT, env: { ...process.env, DATABASE_URL: pg!.url }, detached: true, stdio: ["ignore", "ignore", "pipe"] });
    worker.stderr!.on("data", (d) => (workerLog += d));
    // The worker reports itself, takes the queued jobs and stores each game; the page follows.
    await note.filter({ hasText: /^Played by 1 lab worker: .+:\d+ \(1 thread\)\.$/ }).waitFor({ timeout: 120_000 });
    await page.screenshot({ path: shot("worker"), fullPage: true });
    await page.waitForFunction((h) => /: done$/.test(document.querySelector(h)?.textContent ?? ""), heading, { timeout: 300_000 });
    expect(await page.getByTestId("lab-progress").textContent()).toBe("4/4 games");
    expect(await page.getByTestId("lab-queue").count()).toBe(0);
    // Factions are drawn per game: 2 to 8 of them over 4 two-player games, each with its row.
    expect(await page.locator("section[aria-label=Batch] > table > tbody > tr").count()).toBeGreaterThanOrEqual(2);
    expect(workerLog).toMatch(/games 0–3: played 4/);
    await page.screenshot({ path: shot("done"), fullPage: true });
    await page.close();
  }, 600_000);
});
