/**
 * Running the studio the way README says (`node scripts/start.mjs`: build if needed, migrate,
 * seed, serve) on an SQLite file of one's own, for the load test and the crash test: start it, wait
 * until it answers, stop it (gently, or with SIGKILL), and read its database file directly.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";

export const ROOT = path.join(import.meta.dirname, "..");

/** A free TCP port on the loopback interface, at or above `from` when given. */
export async function freePort(from = 0): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | undefined>((resolve) => {
      const srv = net.createServer();
      srv.once("error", () => resolve(undefined));
      srv.listen(port, "127.0.0.1", () => {
        const { port: got } = srv.address() as net.AddressInfo;
        srv.close(() => resolve(got));
      });
    });
  if (from === 0) return (await tryPort(0))!;
  for (let p = from; p < from + 200; p++) {
    const got = await tryPort(p);
    if (got) return got;
  }
  throw new Error(`no free port from ${from}`);
}

export interface Server {
  baseUrl: string;
  process: ChildProcess;
  /** What `npm start` printed so far. */
  output(): string;
  /** Stop the server and everything it started (its process group); resolves once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** `npm start` on `dbFile` and `port`; resolves once GET /api/packs answers (200, or 401 in shared-server mode). */
export async function startServer(options: { dbFile: string; port: number; timeoutMs?: number; env?: NodeJS.ProcessEnv }): Promise<Server> {
  const { DATABASE_URL: _url, NODE_ENV: _mode, ...inherited } = process.env;
  void _url;
  void _mode;
  const env = { ...inherited, ...options.env, PORT: String(options.port), DATABASE_FILE: options.dbFile, NEXT_TELEMETRY_DISABLED: "1" } as NodeJS.ProcessEnv;
  const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: ROOT, env, detached: true });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const server: Server = {
    baseUrl,
    process: child,
    output: () => output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          // already gone
        }
      }
      await exited;
      // The group's other processes (npx, next start) get the same signal; wait until the port is free.
      for (let i = 0; i < 100; i++) {
        const free = await new Promise<boolean>((resolve) => {
          const socket = net.connect(options.port, "127.0.0.1");
          socket.once("connect", () => (socket.destroy(), resolve(false)));
          socket.once("error", () => resolve(true));
        });
        if (free) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
  const deadline = Date.now() + (options.timeoutMs ?? 600_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/packs`);
      if (res.ok || res.status === 401) return server;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      await server.stop("SIGKILL");
      throw new Error(`npm start did not answer in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** Open the SQLite file read-only: `PRAGMA integrity_check` and the stored revisions and sessions. */
export function inspectDatabase(file: string) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = (db.pragma("integrity_check") as { integrity_check: string }[]).map((r) => r.integrity_check);
    const revisions = db.prepare(`SELECT "packId", "number", "note" FROM "PackRevision"`).all() as { packId: string; number: number; note: string }[];
    const heads = db.prepare(`SELECT "id", "headNumber" FROM "ContentPack"`).all() as { id: string; headNumber: number }[];
    const sessions = db.prepare(`SELECT "id", "log", "version" FROM "PlaytestSession"`).all() as { id: string; log: string; version: number }[];
    return { integrity, revisions, heads, sessions };
  } finally {
    db.close();
  }
}
