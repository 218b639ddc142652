/**
 * Throwaway PostgreSQL clusters for tests: Debian's postgresql server binaries (initdb, pg_ctl),
 * trust authentication on 127.0.0.1 and a random port, the committed migrations applied with
 * scripts/migrate.mjs. `postgresBinDir` is undefined when the binaries are not installed (skip then).
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.join(import.meta.dirname, "..");

export const postgresBinDir = (() => {
  const base = "/usr/lib/postgresql";
  if (!fs.existsSync(base)) return undefined;
  const version = fs.readdirSync(base).find((v) => fs.existsSync(path.join(base, v, "bin", "initdb")));
  return version ? path.join(base, version, "bin") : undefined;
})();

export interface TestPostgres {
  /** `postgresql://postgres@127.0.0.1:<port>/mystica`, migrated. */
  url: string;
  /** Stop the cluster and delete its files. */
  stop(): void;
}

/** Start a cluster with a migrated, empty `mystica` database (PostgreSQL refuses root: runs as `postgres` then). */
export function startTestPostgres(): TestPostgres {
  const binDir = postgresBinDir;
  if (!binDir) throw new Error("PostgreSQL server binaries are not installed (apt-get install postgresql)");
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mystica-pg-"));
  const data = path.join(dir, "data");
  const port = 20000 + Math.floor(Math.random() * 20000);
  const url = `postgresql://postgres@127.0.0.1:${port}/mystica`;
  const run = (bin: string, args: string[]) => {
    const cmd = path.join(binDir, bin);
    const r = asRoot ? spawnSync("runuser", ["-u", "postgres", "--", cmd, ...args], { encoding: "utf8" }) : spawnSync(cmd, args, { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${bin} failed: ${r.stderr || r.stdout}`);
  };
  if (asRoot) execFileSync("chown", ["-R", "postgres", dir]);
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, "-w", "start"]);
  const stop = () => {
    try {
      run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "mystica"]);
    const migrate = spawnSync("node", ["scripts/migrate.mjs"], { cwd: ROOT, env: { ...process.env, DATABASE_URL: url }, encoding: "utf8" });
    if (migrate.status !== 0) throw new Error(`migrate deploy failed: ${migrate.stderr}`);
  } catch (e) {
    stop();
    throw e;
  }
  return { url, stop };
}
