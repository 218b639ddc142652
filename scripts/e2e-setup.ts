/**
 * Vitest global setup of the e2e project: `npm start` once (build if needed, migrate a fresh SQLite
 * file, seed, serve on a free port), shared by every *.e2e.test.ts file through `inject("baseUrl")`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    startOutput: string;
  }
}

const ROOT = path.join(import.meta.dirname, "..");

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

let server: ChildProcess | undefined;
let dir = "";

export async function setup(project: TestProject) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "mystica-e2e-"));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _url, NODE_ENV: _mode, ...inherited } = process.env;
  const env = { ...inherited, PORT: String(port), DATABASE_FILE: path.join(dir, "e2e.db"), NEXT_TELEMETRY_DISABLED: "1" } as unknown as NodeJS.ProcessEnv;
  let output = "";
  const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: ROOT, env, detached: true });
  server = child;
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const deadline = Date.now() + 540_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/packs`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`npm start did not serve in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  project.provide("baseUrl", baseUrl);
  project.provide("startOutput", output);
}

export async function teardown() {
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
