/** Test helpers for the `tm` command: run it as a user does, on a throwaway database and folders. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDb } from "../../prisma/testing";

export const ROOT = path.join(import.meta.dirname, "..", "..");
export const BASE = path.join(ROOT, "content", "base");

/** A `tm` runner with its own database and temporary folder; call `dispose` after the tests. */
export function tmHarness(prefix: string) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const testDb = createTestDb();
  return {
    tmp,
    /** Run `tm` with these arguments (and `input` on its stdin). */
    tm(args: string[], input?: string) {
      const r = spawnSync(process.execPath, [path.join(ROOT, "scripts", "tm.mjs"), ...args], {
        cwd: ROOT,
        encoding: "utf8",
        input,
        env: { ...process.env, DATABASE_URL: `file:${testDb.file}` },
      });
      return { code: r.status, stdout: r.stdout, stderr: r.stderr };
    },
    /** A copy of content/base with one file changed. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- edits parsed JSON freely
    changedCopy(name: string, file: string, change: (json: any) => void): string {
      const dir = path.join(tmp, name);
      fs.cpSync(BASE, dir, { recursive: true });
      const target = path.join(dir, file);
      const json = JSON.parse(fs.readFileSync(target, "utf8"));
      change(json);
      fs.writeFileSync(target, JSON.stringify(json));
      return dir;
    },
    async dispose() {
      fs.rmSync(tmp, { recursive: true, force: true });
      await testDb.dispose();
    },
  };
}
