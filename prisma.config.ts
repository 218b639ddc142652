// Prisma CLI configuration: SQLite file by default, PostgreSQL when DATABASE_URL says so.
// Both use the Wasm schema engine with a driver adapter (the only set-up that works offline).
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";

const url = process.env.DATABASE_URL ?? "";
const postgres = /^postgres(ql)?:\/\//.test(url);
const sqliteFile = process.env.DATABASE_FILE ?? path.join(process.cwd(), "prisma", "dev.db");

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: postgres ? "prisma/postgresql/schema.prisma" : "prisma/schema.prisma",
  migrations: { path: postgres ? "prisma/postgresql/migrations" : "prisma/migrations" },
  adapter: async () =>
    postgres
      ? new PrismaPg({ connectionString: url })
      : new PrismaBetterSQLite3({ url: `file:${path.resolve(sqliteFile)}` }),
});
