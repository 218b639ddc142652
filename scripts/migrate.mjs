#!/usr/bin/env node
// Apply the committed database migrations.
// - SQLite (default): `prisma migrate deploy` (Wasm schema engine + better-sqlite3 adapter).
// - PostgreSQL (DATABASE_URL=postgresql://...): `prisma migrate deploy` through @prisma/adapter-pg
//   fails on PostgreSQL's `name` column type (prisma/orm#27403), so the committed SQL files of
//   prisma/postgresql/migrations are applied here, one transaction each, and recorded in Prisma's
//   own `_prisma_migrations` table (same checksums), so `prisma migrate deploy` agrees once fixed.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const url = process.env.DATABASE_URL ?? "";

if (!/^postgres(ql)?:\/\//.test(url)) {
  const r = spawnSync("npx", ["prisma", "migrate", "deploy"], { cwd: root, stdio: "inherit", env: process.env });
  process.exit(r.status ?? 1);
}

const { default: pg } = await import("pg");
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
  )`);
  const applied = new Set(
    (await client.query(`SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`)).rows.map(
      (r) => r.migration_name,
    ),
  );
  const dir = path.join(root, "prisma", "postgresql", "migrations");
  const names = fs.readdirSync(dir).filter((d) => fs.statSync(path.join(dir, d)).isDirectory()).sort();
  let count = 0;
  for (const name of names) {
    if (applied.has(name)) continue;
    const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
    const checksum = crypto.createHash("sha256").update(sql).digest("hex");
    await client.query("BEGIN");
    try {
      await client.query(sql);
      await client.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`,
        [crypto.randomUUID(), checksum, name],
      );
      await client.query("COMMIT");
      count++;
      console.log(`applied migration ${name}`);
    } catch (e) {
      await client.query("ROLLBACK");
      throw new Error(`migration ${name} failed: ${e.message}`);
    }
  }
  console.log(count ? `${count} migration(s) applied to PostgreSQL` : "PostgreSQL database is up to date");
} finally {
  await client.end();
}
