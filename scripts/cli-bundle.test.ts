import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bundled } from "./cli-bundle.mjs";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cli-bundle-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const entry = path.join(tmp, "src", "entry.ts");
const where = path.join(tmp, "src", "sub", "where.ts");
const dir = path.join(tmp, "cache");

/** Write a source file with a modification time `ageSeconds` in the past (0: a moment in the future, as an edit after the build). */
function write(file: string, text: string, ageSeconds: number) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  const t = new Date(Date.now() + (ageSeconds === 0 ? 5_000 : -ageSeconds * 1000));
  fs.utimesSync(file, t, t);
}

/** What the bundle prints when run. */
function run(file: string): unknown {
  const r = spawnSync(process.execPath, [file], { encoding: "utf8" });
  expect(r.stderr).toBe("");
  return JSON.parse(r.stdout);
}

describe("the tm bundle", () => {
  write(entry, `import { where } from "./sub/where";\nconst answer: number = 6 * 7;\nconsole.log(JSON.stringify({ answer, where, url: import.meta.url.endsWith("/src/entry.ts") }));\n`, 60);
  write(where, `export const where: string = import.meta.dirname;\n`, 60);

  let first: string | undefined;

  it("bundles the sources, each file keeping its own import.meta", async () => {
    first = await bundled({ entry, dir });
    expect(first).toMatch(/main\.mjs$/);
    expect(run(first!)).toEqual({ answer: 42, where: path.dirname(where), url: true });
  });

  it("is not built again while no source changed", async () => {
    const before = fs.statSync(first!).mtimeMs;
    expect(await bundled({ entry, dir })).toBe(first);
    expect(fs.statSync(first!).mtimeMs).toBe(before);
  });

  it("is built again when a source file changed, into a new folder (the old build stays for a process still using it)", async () => {
    write(where, `export const where: string = "changed " + import.meta.filename;\n`, 0);
    const second = await bundled({ entry, dir });
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(run(second!)).toEqual({ answer: 42, where: `changed ${where}`, url: true });
    expect(fs.existsSync(first!)).toBe(true);
  });

  it("is built again when a source file is gone, and answers undefined when the sources do not build", async () => {
    fs.rmSync(where);
    expect(await bundled({ entry, dir })).toBeUndefined();
    write(where, `export const where: string = ;\n`, 0);
    expect(await bundled({ entry, dir })).toBeUndefined();
  });

  it("is not used with TM_NO_BUNDLE", async () => {
    write(where, `export const where = "back";\n`, 0);
    process.env.TM_NO_BUNDLE = "1";
    try {
      expect(await bundled({ entry, dir })).toBeUndefined();
    } finally {
      delete process.env.TM_NO_BUNDLE;
    }
    const again = await bundled({ entry, dir });
    expect(run(again!)).toEqual({ answer: 42, where: "back", url: true });
  });
});
