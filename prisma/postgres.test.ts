// @vitest-environment node
/**
 * The same storage on PostgreSQL: a throwaway cluster from Debian's postgresql package, migrated
 * with scripts/migrate.mjs (the committed SQL), then the pack repository's saves and conflicts. Skips when the
 * PostgreSQL server binaries are not installed.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validatePack, type ContentPack } from "../engine";
import { loadPackSource } from "../scripts/cli/pack-dir";
import { createDb, type Db } from "./db";
import { createPack, getPack, listPacks, saveRevision } from "./packs";

const ROOT = path.join(import.meta.dirname, "..");
const binDir = (() => {
  const base = "/usr/lib/postgresql";
  if (!fs.existsSync(base)) return undefined;
  const version = fs.readdirSync(base).find((v) => fs.existsSync(path.join(base, v, "bin", "initdb")));
  return version ? path.join(base, version, "bin") : undefined;
})();
const asRoot = process.getuid?.() === 0;

describe.skipIf(!binDir)(`pack storage on PostgreSQL${binDir ? "" : " (skipped: PostgreSQL server binaries not installed)"}`, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mystica-pg-"));
  const data = path.join(dir, "data");
  const port = 20000 + Math.floor(Math.random() * 20000);
  const url = `postgresql://postgres@127.0.0.1:${port}/mystica`;
  let db: Db;
  const run = (bin: string, args: string[]) => {
    const cmd = path.join(binDir!, bin);
    // PostgreSQL refuses to run as root: use the postgres system user then.
    const r = asRoot ? spawnSync("runuser", ["-u", "postgres", "--", cmd, ...args], { encoding: "utf8" }) : spawnSync(cmd, args, { encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${bin} failed: ${r.stderr || r.stdout}`);
  };

  beforeAll(() => {
    if (asRoot) execFileSync("chown", ["-R", "postgres", dir]);
    run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
    run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, "-w", "start"]);
    run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "mystica"]);
    const migrate = spawnSync("node", ["scripts/migrate.mjs"], { cwd: ROOT, env: { ...process.env, DATABASE_URL: url }, encoding: "utf8" });
    if (migrate.status !== 0) throw new Error(`migrate deploy failed: ${migrate.stderr}`);
    db = createDb(url);
  }, 120_000);

  afterAll(async () => {
    await db?.$disconnect();
    try {
      run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  const loaded = loadPackSource(path.join(ROOT, "content", "base"));
  const v = loaded.ok ? validatePack(loaded.doc) : undefined;
  const base = (v?.ok ? v.pack : undefined) as ContentPack;

  it("applies the committed migrations and stores a pack", async () => {
    expect(await createPack(base, "", db)).toMatchObject({ ok: true, number: 1 });
    expect((await listPacks(db)).map((p) => p.id)).toEqual(["base"]);
  });

  it("lets exactly one of two concurrent saves on the same head succeed", async () => {
    const edit = (coins: number) => {
      const doc = structuredClone(base);
      doc.factions.witches!.startingResources.coins = coins;
      return saveRevision("base", doc, { baseNumber: 1 }, db);
    };
    const results = await Promise.all([edit(12), edit(13)]);
    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
    expect(results.find((r) => !r.ok)).toMatchObject({ status: 409, code: "pack/conflict" });
    expect((await getPack("base", db))?.revisions).toHaveLength(2);
  });
});
