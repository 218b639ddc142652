// @vitest-environment node
/**
 * Several processes write one SQLite file (the studio, `tm lab run --save`, a lab worker): their
 * transactions wait for each other instead of failing with "database is locked" (SQLITE_BUSY).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BatchSpecSchema } from "../engine";
import type { Db } from "./db";
import { openLabBatch } from "./lab";
import { createTestDb } from "./testing";

const ROOT = path.resolve(__dirname, "..");

function writer(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(ROOT, "node_modules", ".bin", "tsx"), [path.join(ROOT, "prisma", "concurrent-writer.ts"), ...args], { cwd: ROOT, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

let t: { db: Db; file: string; dispose: () => Promise<void> };
beforeEach(() => {
  t = createTestDb();
});
afterEach(() => t.dispose());

describe("SQLite with several writing processes", () => {
  it("stores every game when three processes upsert into one batch at once", async () => {
    const spec = BatchSpecSchema.parse({ pack: { id: "base" }, players: 2, bots: ["heuristic"], games: 600 });
    const { batch } = await openLabBatch({ spec, resolvedPack: { manifest: { id: "base" } }, packVersion: "1.0.0", total: 600 }, t.db);
    const runs = await Promise.all([0, 1, 2].map((k) => writer([t.file, batch.id, String(k), "3", "200"])));
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    expect(await t.db.labGame.count({ where: { batchId: batch.id } })).toBe(600);
  }, 120_000);
});
