/**
 * The database client: an SQLite file by default (prisma/dev.db, or DATABASE_FILE), PostgreSQL when
 * DATABASE_URL is a postgres:// URL. Both use Prisma's JS engine with a driver adapter.
 */
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../generated/prisma/client";
import { PrismaClient as PrismaPgClient } from "../generated/prisma-pg/client";

/** The client type; the PostgreSQL client has the same models and methods. */
export type Db = PrismaClient;

export function isPostgresUrl(url: string | undefined): boolean {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/** Where the SQLite file lives when no PostgreSQL URL is set. */
export function sqliteFile(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATABASE_FILE ?? path.join(/*turbopackIgnore: true*/ process.cwd(), "prisma", "dev.db"));
}

/** A new client for a database URL (`postgresql://...`, `file:...`) or the default SQLite file. */
export function createDb(url: string | undefined = process.env.DATABASE_URL): Db {
  if (url && isPostgresUrl(url)) return new PrismaPgClient({ adapter: new PrismaPg({ connectionString: url }) }) as unknown as Db;
  const file = url?.startsWith("file:") ? url : `file:${sqliteFile()}`;
  // Several processes may write one SQLite file (the studio, `tm lab run --save`, tests): a writer
  // waits up to 30 s for another's transaction instead of failing with SQLITE_BUSY after 5 s.
  return new PrismaClient({ adapter: new ImmediateTransactions({ url: file, timeout: 30_000 }) });
}

/**
 * SQLite transactions that take the write lock when they begin. The adapter begins them DEFERRED:
 * a transaction that reads first (an upsert, a check-then-write) and then writes while another
 * process holds the write lock fails at once with "database is locked" — SQLite cannot wait there
 * without a deadlock. BEGIN IMMEDIATE waits (up to the timeout) at the start instead.
 */
class ImmediateTransactions extends PrismaBetterSQLite3 {
  override async connect(): ReturnType<PrismaBetterSQLite3["connect"]> {
    const adapter = await super.connect();
    const client = (adapter as unknown as { client?: { prepare?: (sql: string) => unknown } }).client;
    if (typeof client?.prepare !== "function") throw new Error("prisma/db.ts: the SQLite adapter no longer exposes its client; transactions cannot begin IMMEDIATE");
    const prepare = client.prepare.bind(client);
    client.prepare = (sql: string) => prepare(sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql);
    return adapter;
  }
}

const globalForDb = globalThis as unknown as { mysticaDb?: Db };

/** The shared client of this process (one per server, reused across hot reloads). */
export function db(): Db {
  return (globalForDb.mysticaDb ??= createDb());
}
