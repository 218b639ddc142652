/** Test databases: a fresh SQLite file with the committed migrations applied. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { createDb, type Db } from "./db";

const MIGRATIONS = path.join(import.meta.dirname, "migrations");

/** A migrated, empty SQLite database in a temporary folder, and a way to remove it. */
export function createTestDb(): { db: Db; file: string; dispose: () => Promise<void> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mystica-db-"));
  const file = path.join(dir, "test.db");
  const sqlite = new Database(file);
  for (const m of fs.readdirSync(MIGRATIONS).filter((d) => fs.statSync(path.join(MIGRATIONS, d)).isDirectory()).sort())
    sqlite.exec(fs.readFileSync(path.join(MIGRATIONS, m, "migration.sql"), "utf8"));
  sqlite.close();
  const db = createDb(`file:${file}`);
  return {
    db,
    file,
    dispose: async () => {
      await db.$disconnect();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
