#!/usr/bin/env node
/**
 * Benchmark of the map editor: a scripted 50-hex paint stroke on a 20×20 board in Chromium,
 * reporting the time from each pointer move to the repainted hex being in the page (React render,
 * DOM update and a forced style/layout), per hex: median, 95th percentile and worst.
 *
 *   node scripts/bench-map-editor.mjs [--url http://localhost:3000] [--runs 3] [--json]
 *
 * Without --url it starts the studio the way `npm start` does (build if stale, migrate a throwaway
 * SQLite file, seed, serve on a free port) and stops it afterwards. The target is a worst case of
 * 16 ms (one frame at 60 Hz); the exit code is 1 when a run's worst hex update is over it.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";

const ROOT = path.resolve(import.meta.dirname, "..");
const TARGET_MS = 16;
const ROWS = 20;
const COLS = 20;
const STROKE = 50;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(option("runs", "3"));
const asJson = args.includes("--json");
const log = (...m) => !asJson && console.log(...m);

async function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Start the studio like `npm start` on a throwaway database; resolves to its URL and a stop function. */
async function startStudio() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mystica-bench-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _url, NODE_ENV: _env, ...env } = process.env;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), DATABASE_FILE: path.join(dir, "bench.db"), NEXT_TELEMETRY_DISABLED: "1" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const deadline = Date.now() + 600_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    try {
      if ((await fetch(`${url}/api/maps`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`npm start did not serve in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    stop: () => {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A 20×20 board of plains (shifted rows one shorter), stored as a draft to open in the editor. */
async function createBoard(url) {
  const rows = Array.from({ length: ROWS }, (_, r) => Array.from({ length: r % 2 ? COLS - 1 : COLS }, () => "P").join(" "));
  const mapId = `bench-${Date.now().toString(36)}`;
  const res = await fetch(`${url}/api/maps`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ packId: "benchmark", mapId, map: { name: "Benchmark 20×20", offset: "odd", rows }, newPackName: "Benchmark" }),
  });
  if (res.status !== 201) throw new Error(`could not create the board: ${res.status} ${await res.text()}`);
  return (await res.json()).key;
}

/** 50 neighbouring cells: along row C, back along row D, then along row E. */
function strokeCells() {
  const cells = [];
  for (let c = 0; c < COLS && cells.length < STROKE; c++) cells.push([2, c]);
  for (let c = COLS - 2; c >= 0 && cells.length < STROKE; c--) cells.push([3, c]);
  for (let c = 0; cells.length < STROKE; c++) cells.push([4, c]);
  return cells;
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: at(0.5), p95: at(0.95), worst: s[s.length - 1], mean: s.reduce((a, b) => a + b, 0) / s.length };
};

async function runOnce(browser, url, key) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${url}/maps/${key}`, { waitUntil: "networkidle" });
  await page.locator('[data-cell="0,0"]').waitFor();
  await page.keyboard.press("5"); // forest
  // In the page: time from each pointer move to its hex repainted and laid out.
  await page.evaluate(() => {
    window.__bench = { times: [], pending: undefined };
    window.addEventListener(
      "pointermove",
      () => {
        window.__bench.start = performance.now();
      },
      true,
    );
  });
  const cells = strokeCells();
  const centre = async ([r, c]) => {
    const box = await page.locator(`[data-cell="${r},${c}"]`).boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const points = [];
  for (const cell of cells) points.push(await centre(cell));
  const waitPainted = ([r, c]) =>
    page.evaluate(
      ([r, c]) =>
        new Promise((resolve) => {
          const check = () => {
            const el = document.querySelector(`[data-cell="${r},${c}"]`);
            if (el && el.getAttribute("data-terrain") === "forest") {
              document.body.getBoundingClientRect(); // style and layout included
              el.getBoundingClientRect();
              resolve(performance.now() - window.__bench.start);
              return true;
            }
            return false;
          };
          if (check()) return;
          const mo = new MutationObserver(() => {
            if (check()) mo.disconnect();
          });
          setTimeout(() => {
            mo.disconnect();
            resolve(Number.NaN);
          }, 10_000);
          mo.observe(document.querySelector('[data-layer="cells"]'), { subtree: true, attributes: true, childList: true });
        }),
      [r, c],
    );
  await page.mouse.move(points[0].x, points[0].y);
  await page.mouse.down();
  const times = [];
  for (let i = 1; i < cells.length; i++) {
    const painted = waitPainted(cells[i]);
    await page.mouse.move(points[i].x, points[i].y);
    const ms = await painted;
    if (Number.isNaN(ms)) throw new Error(`hex ${cells[i]} was not repainted within 10 s`);
    times.push(ms);
  }
  await page.mouse.up();
  const forest = await page.locator('[data-terrain="forest"]').count();
  await page.close();
  if (forest !== STROKE) throw new Error(`the stroke painted ${forest} hexes, expected ${STROKE}`);
  return times;
}

let studio;
const url = option("url") ?? (log("Starting the studio (npm start on a throwaway database)…"), (studio = await startStudio()), studio.url);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const results = [];
try {
  for (let run = 1; run <= runs; run++) {
    const key = await createBoard(url);
    const times = await runOnce(browser, url, key);
    const s = stats(times);
    results.push({ run, hexes: times.length + 1, ...s });
    log(
      `run ${run}: ${times.length + 1}-hex stroke on a ${ROWS}×${COLS} board: median ${s.median.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms, worst ${s.worst.toFixed(2)} ms per hex update`,
    );
  }
} finally {
  await browser.close();
  studio?.stop();
}
const worst = Math.max(...results.map((r) => r.worst));
const median = stats(results.map((r) => r.median)).median;
if (asJson) console.log(JSON.stringify({ board: `${ROWS}x${COLS}`, stroke: STROKE, targetMs: TARGET_MS, median, worst, runs: results }, null, 2));
else log(`overall: median ${median.toFixed(2)} ms, worst ${worst.toFixed(2)} ms (target: worst ≤ ${TARGET_MS} ms) → ${worst <= TARGET_MS ? "OK" : "OVER"}`);
process.exitCode = worst <= TARGET_MS ? 0 : 1;
