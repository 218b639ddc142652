// @vitest-environment node
/** `tm replay`, run as a user runs it: the expected-JSON shape, a readable summary, the failing line. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.join(import.meta.dirname, "..", "..", "..", "..");
const GAMES = path.join(ROOT, "..", "shared", "games");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "mystica-replay-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function tm(args: string[]) {
  const r = spawnSync(process.execPath, [path.join(ROOT, "scripts", "tm.mjs"), ...args], { cwd: ROOT, encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("tm replay", () => {
  it.skipIf(!fs.existsSync(GAMES))("prints the final state in the shape of the expected files with --json", () => {
    const r = tm(["replay", path.join(GAMES, "snellman-testgame2.log"), "--json"]);
    expect(r.code).toBe(0);
    const { factions, finished, round } = JSON.parse(fs.readFileSync(path.join(GAMES, "expected", "snellman-testgame2.json"), "utf8"));
    expect(JSON.parse(r.stdout)).toEqual({ factions, finished, round });
  });

  it.skipIf(!fs.existsSync(GAMES))("prints a summary of factions and VP without --json", () => {
    const r = tm(["replay", path.join(GAMES, "tmai-game-a.log")]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("tmai-game-a.log: finished after round 6");
    expect(r.stdout).toMatch(/halflings\s+158/);
  });

  it("exits 1 with the line number, the line and the reason of the first bad command", () => {
    const log = path.join(tmp, "bad.log");
    fs.writeFileSync(log, "setup witches\nsetup nomads\n# placing\nwitches: build F4\nnomads: build E6\n");
    const r = tm(["replay", log]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${log}:5: nomads: build E6`);
    expect(r.stderr).toContain("Initial dwellings go on home terrain (desert), E6 is plains");
  });
});
