/**
 * `npm run bench:lab-queue [-- games]`: the throughput of a 4-player heuristic lab batch (default
 * 200 games) played through pg-boss by two `tm lab worker --concurrency 1` processes on a throwaway
 * PostgreSQL cluster, against the same seeds played in-process by `tm lab run --workers 2` (without
 * storage, and with --save into a fresh SQLite file). Prints one JSON line per mode: wall time,
 * games/s, CPU seconds (workers, the waiting `tm lab run` and the PostgreSQL server counted apart),
 * CPU seconds per game and the load average before and after; then whether both gave the same games.
 * Needs Debian's postgresql server binaries. Figures: lib/lab/README.md.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { createTestDb } from "../prisma/testing";
import { startTestPostgres } from "../prisma/testing-postgres";

const games = Number(process.argv[2] ?? 200);
const TICK = 100; // clock ticks per second in /proc/<pid>/stat

/** CPU seconds of a process (its threads included; with `reaped`, its waited-for children too). */
function cpuOf(pid: number | string, reaped = false): number {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(f[11]) + Number(f[12]) + (reaped ? Number(f[13]) + Number(f[14]) : 0)) / TICK;
  } catch {
    return 0;
  }
}

/** CPU seconds of the PostgreSQL server on this port: the postmaster, its live backends, and the backends it reaped. */
function serverCpu(port: string): number {
  const ps = spawnSync("ps", ["-eo", "pid,ppid,args"], { encoding: "utf8" }).stdout.split("\n").map((l) => l.trim().split(/\s+/));
  const master = ps.find((p) => p[2]?.endsWith("postgres") && p.slice(2).join(" ").includes(`-p ${port}`));
  if (!master) return NaN;
  return cpuOf(master[0]!, true) + ps.filter((p) => p[1] === master[0]).reduce((a, p) => a + cpuOf(p[0]!), 0);
}

const RUN = ["scripts/tm.mjs", "lab", "run", "--pack", "base", "--map", "base", "--players", "4", "--bots", "heuristic", "--games", String(games), "--seed", "1", "--json"];

/** `tm lab run` with these flags: wall seconds, CPU seconds (from /usr/bin/time) and its JSON. */
function tmRun(extra: string[], env: Record<string, string>) {
  const t0 = performance.now();
  const r = spawnSync("/usr/bin/time", ["-f", "%U %S", process.execPath, ...RUN, ...extra], { env: { ...process.env, ...env }, encoding: "utf8", maxBuffer: 1 << 28 });
  const wall = (performance.now() - t0) / 1000;
  const [user, sys] = r.stderr.trim().split("\n").pop()!.split(" ").map(Number);
  return { wall, cpu: user! + sys!, out: JSON.parse(r.stdout) };
}

const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
const load = () => round(os.loadavg()[0]!, 1);

const pg = startTestPostgres();
try {
  const env = { DATABASE_URL: pg.url };
  const port = /:(\d+)\//.exec(pg.url)![1]!;
  const workers = [0, 1].map(() => {
    const child = spawn(process.execPath, ["scripts/tm.mjs", "lab", "worker", "--concurrency", "1"], { env: { ...process.env, ...env } });
    let err = "";
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    return { child, err: () => err };
  });
  while (!workers.every((w) => w.err().includes("waiting for jobs"))) await new Promise((r) => setTimeout(r, 200));

  const load0 = load();
  const [server0, ...workers0] = [serverCpu(port), ...workers.map((w) => cpuOf(w.child.pid!))];
  const queued = tmRun([], env);
  const workerCpu = workers.reduce((a, w, i) => a + cpuOf(w.child.pid!) - workers0[i]!, 0);
  const dbCpu = serverCpu(port) - server0;
  const total = workerCpu + queued.cpu + dbCpu;
  console.log(JSON.stringify({ mode: "pg-boss: 2 tm lab worker processes x 1 thread", games: queued.out.finished, wall: round(queued.wall, 1), gamesPerSecond: round(queued.out.finished / queued.wall), playedBy: queued.out.queue.workers, cpu: { workers: round(workerCpu, 1), waiting: round(queued.cpu, 1), postgres: round(dbCpu, 1), total: round(total, 1) }, cpuPerGame: round(total / queued.out.finished, 3), load: [load0, load()] }));
  for (const w of workers) w.child.kill("SIGTERM");

  const local = [];
  for (const save of [false, true]) {
    const sqlite = save ? createTestDb() : undefined;
    const l0 = load();
    const r = tmRun(["--workers", "2", ...(save ? ["--save"] : [])], { DATABASE_URL: "", ...(sqlite ? { DATABASE_FILE: sqlite.file } : {}) });
    await sqlite?.dispose();
    console.log(JSON.stringify({ mode: `in-process: tm lab run --workers 2${save ? " --save (SQLite)" : ""}`, games: r.out.finished, wall: round(r.wall, 1), gamesPerSecond: round(r.out.finished / r.wall), cpu: round(r.cpu, 1), cpuPerGame: round(r.cpu / r.out.finished, 3), load: [l0, load()] }));
    local.push(r.out.results);
  }
  console.log(JSON.stringify({ sameGames: local.every((results) => JSON.stringify(results) === JSON.stringify(queued.out.results)) }));
} finally {
  pg.stop();
}
