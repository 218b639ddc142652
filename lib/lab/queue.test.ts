// @vitest-environment node
/**
 * Lab batches through pg-boss on a throwaway PostgreSQL cluster, run as people run them: two
 * `tm lab worker` processes and `tm lab run`. Every game is stored once, both workers take jobs,
 * the statistics equal those of the same seeds played in-process; a worker stopped mid-job gives
 * its job back and the other finishes it without replaying a stored game; a cancelled batch's
 * jobs are cancelled and workers stop its games. Skips when the PostgreSQL server binaries are not
 * installed.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../prisma/db";
import { postgresBinDir, startTestPostgres, type TestPostgres } from "../../prisma/testing-postgres";

const ROOT = path.join(import.meta.dirname, "..", "..");
const TM = path.join(ROOT, "scripts", "tm.mjs");

interface Tm {
  child: ChildProcess;
  stderr: () => string;
  done: Promise<{ code: number | null; stdout: string; stderr: string }>;
}

function tm(args: string[], env: Record<string, string>): Tm {
  const child = spawn(process.execPath, [TM, ...args], { cwd: ROOT, env: { ...process.env, ...env } });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
  return { child, stderr: () => stderr, done };
}

async function until(what: string, check: () => boolean | Promise<boolean>, seconds = 240): Promise<void> {
  const end = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const RUN = ["lab", "run", "--pack", "base", "--map", "base", "--players", "2", "--bots", "heuristic", "--json"];

describe.skipIf(!postgresBinDir)(`lab batches through pg-boss${postgresBinDir ? "" : " (skipped: PostgreSQL server binaries not installed)"}`, () => {
  let pg: TestPostgres | undefined;
  let db: Db;
  let env: Record<string, string>;
  const workers: Tm[] = [];

  beforeAll(async () => {
    pg = startTestPostgres();
    db = createDb(pg.url);
    env = { DATABASE_URL: pg.url };
    workers.push(tm(["lab", "worker", "--concurrency", "1"], env), tm(["lab", "worker", "--concurrency", "1"], env));
    await until("two workers waiting for jobs", () => {
      for (const w of workers) if (w.child.exitCode !== null) throw new Error(`a lab worker exited with ${w.child.exitCode}:\n${w.stderr()}`);
      return workers.every((w) => w.stderr().includes("waiting for jobs (concurrency 1)"));
    }).catch((e: Error) => {
      throw new Error(`${e.message}\n${workers.map((w, i) => `worker ${i + 1}: ${w.stderr()}`).join("\n")}`);
    });
  }, 300_000);

  afterAll(async () => {
    for (const w of workers) w.child.kill("SIGTERM");
    await Promise.all(workers.map((w) => w.done));
    await db?.$disconnect();
    pg?.stop();
  }, 60_000);

  const gamesOf = (batchId: string) => db.labGame.findMany({ where: { batchId }, select: { index: true } });

  it("shares a batch between two worker processes: each game stored once, the statistics of the in-process run", async () => {
    const queued = await tm([...RUN, "--games", "12", "--seed", "1", "--chunk", "1"], env).done;
    expect(queued.stderr).toMatch(/queued as 12 jobs of up to 1 games/);
    expect(queued.code).toBe(0);
    const out = JSON.parse(queued.stdout);
    expect(out.batch).toMatchObject({ status: "done", stored: 12, resumed: false });
    expect(out.queue.jobs).toEqual({ completed: 12 });
    const played = out.queue.workers as Record<string, number>;
    expect(Object.keys(played)).toHaveLength(2); // both workers took jobs
    expect(Object.values(played).every((n) => n > 0)).toBe(true);
    expect(Object.values(played).reduce((a, b) => a + b, 0)).toBe(12); // no game played twice
    expect(out.workers).toBe(2);
    const stored = await gamesOf(out.batch.id);
    expect(stored.map((g) => g.index).sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    for (const [name, n] of Object.entries(played)) expect(workers.some((w) => w.stderr().includes(`lab worker ${name}: batch ${out.batch.id}`)), `${name} played ${n}`).toBe(true);

    const local = await tm([...RUN, "--games", "12", "--seed", "1", "--workers", "2"], { DATABASE_URL: "" }).done;
    expect(local.code).toBe(0);
    const inProcess = JSON.parse(local.stdout);
    expect(inProcess.queue).toBeUndefined();
    expect(out.results).toEqual(inProcess.results);
    expect(out.factions).toEqual(inProcess.factions);
    expect(out.seats).toEqual(inProcess.seats);
  }, 600_000);

  it("gives a stopped worker's job to the other worker, which plays only the games not stored", async () => {
    const run = tm([...RUN, "--games", "6", "--seed", "101", "--chunk", "6"], env);
    let batchId = "";
    await until("the batch's first stored game", async () => {
      batchId = /batch (\w+) queued/.exec(run.stderr())?.[1] ?? "";
      return !!batchId && (await gamesOf(batchId)).length >= 1;
    });
    const holder = workers.find((w) => w.stderr().includes(`batch ${batchId} games 0–5: playing 6`))!;
    expect(holder).toBeDefined();
    holder.child.kill("SIGTERM");
    const stopped = await holder.done;
    workers.splice(workers.indexOf(holder), 1);
    expect(stopped.code).toBe(0);
    const byHolder = Number(new RegExp(`batch ${batchId} games 0–5: played (\\d), stopped \\(the job goes back to the queue\\)`).exec(stopped.stderr)?.[1]);
    expect(byHolder).toBeGreaterThanOrEqual(1);

    const r = await run.done;
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.batch).toMatchObject({ id: batchId, status: "done", stored: 6 });
    expect(out.queue.jobs).toEqual({ completed: 1 });
    const [survivor] = workers;
    expect(survivor!.stderr()).toMatch(new RegExp(`batch ${batchId} games 0–5: playing \\d \\(\\d stored already\\)`));
    // The retried job played the rest only: the survivor's games and the stopped worker's make six.
    expect(Object.values(out.queue.workers)).toEqual([6 - byHolder]);
    expect((await gamesOf(batchId)).map((g) => g.index).sort()).toEqual([0, 1, 2, 3, 4, 5]);
  }, 600_000);

  it("cancels a batch: its waiting jobs are cancelled and the worker stops its games", async () => {
    const run = tm([...RUN.filter((a) => a !== "--json"), "--games", "40", "--seed", "201", "--chunk", "4"], env);
    let batchId = "";
    await until("the batch's first stored game", async () => {
      batchId = /batch (\w+) queued/.exec(run.stderr())?.[1] ?? "";
      return !!batchId && (await gamesOf(batchId)).length >= 1;
    });
    run.child.kill("SIGINT");
    const r = await run.done;
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^\d+\/40 games \(cancelled\) of pack base/);
    expect(r.stdout).toContain(`stored as batch ${batchId} (cancelled,`);
    expect(r.stdout).toMatch(/^through the queue: jobs .*[1-9]\d* cancelled.*; games played by /m);
    const [survivor] = workers;
    // The worker drops the batch's games it is playing ("batch cancelled"), or had just played its
    // job's last game when the cancel came ("played N"); either way it takes no job of it again.
    const lastOfBatch = () => survivor!.stderr().split("\n").filter((l) => l.includes(`batch ${batchId} `)).pop() ?? "";
    await until("the worker to be done with the cancelled batch", () => /batch cancelled|: played \d+$/.test(lastOfBatch()), 120);
    const after = (await gamesOf(batchId)).length;
    await new Promise((r) => setTimeout(r, 3000));
    expect((await gamesOf(batchId)).length).toBe(after);
    expect(after).toBeLessThan(40);
    expect((await db.labBatch.findUniqueOrThrow({ where: { id: batchId } })).status).toBe("cancelled");
  }, 600_000);
});
