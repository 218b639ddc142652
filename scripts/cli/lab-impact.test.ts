// @vitest-environment node
/**
 * `tm lab impact`, run as a user runs it: stored revisions base@1 and base@2 (SCORE8 worth 4 VP a
 * dwelling in round 5 instead of 2: only tmai-game-a plays SCORE3) on a real game stored as a
 * playtest session and on log files.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../prisma/sessions";
import { createTestDb } from "../../prisma/testing";

const ROOT = path.join(import.meta.dirname, "..", "..");
const GAMES = path.join(ROOT, "..", "shared", "games");
const haveShared = fs.existsSync(GAMES);

describe.skipIf(!haveShared)("tm lab impact", () => {
  let testDb: ReturnType<typeof createTestDb>;
  let tmp = "";
  let logs = "";
  const tm = (args: string[]) => {
    const r = spawnSync(process.execPath, [path.join(ROOT, "scripts", "tm.mjs"), ...args], { cwd: ROOT, encoding: "utf8", env: { ...process.env, DATABASE_URL: `file:${testDb.file}` } });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  // Read only where ../shared exists: a skipped describe's body still runs.
  const tmai = haveShared ? fs.readFileSync(path.join(GAMES, "tmai-game-a.log"), "utf8") : "";

  beforeAll(async () => {
    testDb = createTestDb();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "tm-impact-"));
    logs = path.join(tmp, "logs");
    fs.mkdirSync(logs);
    for (const name of ["tmai-game-a", "snellman-testgame1"]) fs.copyFileSync(path.join(GAMES, `${name}.log`), path.join(logs, `${name}.log`));
    const changed = path.join(tmp, "base-score8");
    fs.cpSync(path.join(ROOT, "content", "base"), changed, { recursive: true });
    const tiles = path.join(changed, "tiles", "scoring-tiles.json");
    const json = JSON.parse(fs.readFileSync(tiles, "utf8"));
    json.SCORE3.buildVp = { D: 3 };
    fs.writeFileSync(tiles, JSON.stringify(json));
    expect(tm(["pack", "import", path.join(ROOT, "content", "base")]).code).toBe(0);
    expect(tm(["pack", "import", changed]).code).toBe(0);
    const stored = await createSession({ packId: "base", revision: 1, seed: 1, seats: [{ control: "human" }], log: tmai, name: "tmai as played", kind: "import", moves: 383, round: 6, status: "finished" }, testDb.db);
    expect(stored.ok).toBe(true);
  }, 60_000);
  afterAll(async () => {
    fs.rmSync(tmp, { recursive: true, force: true });
    await testDb.dispose();
  });

  it("replays a stored session and a folder of logs under base@2 against base@1: the first dwelling of round 5 changed, and only in tmai-game-a", { timeout: 120_000 }, () => {
    const r = tm(["lab", "impact", "--pack", "base@1", "--against", "base@2", "--logs", logs, "--sessions", "--json"]);
    expect(r.stderr).toContain("impact: 3/3 games");
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ ok: true, a: { spec: "base@1", revision: 1 }, b: { spec: "base@2", revision: 2 }, counts: { changed: 2, unchanged: 1 } });
    expect(out.games.map((g: { name: string; status: string }) => [g.name, g.status])).toEqual([
      ["snellman-testgame1", "unchanged"],
      ["tmai-game-a", "changed"],
      [expect.stringMatching(/^tmai as played/), "changed"],
    ]);
    const [first, again] = [out.games[1].firstChange, out.games[2].firstChange];
    expect(first).toEqual(again);
    expect(first).toMatchObject({ kind: "state", text: expect.stringMatching(/^(\w+): .*build \w+/) });
    const mover = /^(\w+):/.exec(first.text)![1];
    const vp = first.differences.find((d: { path: string }) => d.path === `players[${mover}].vp`);
    expect(vp.b - vp.a).toBe(1);
    // Before round 5 no state differs: rounds 1-4 end with 4 × 5 passes after the 5 first bonus picks.
    const passes = tmai.split("\n").slice(0, first.line - 1).filter((l) => /pass bon/i.test(l)).length;
    expect(passes).toBe(25);
    for (const p of out.players) expect(p.changed === 0 ? p.delta.estimate === 0 : p.delta.estimate > 0 && p.games === 2 && p.delta.lo === p.delta.hi).toBe(true);

    const text = tm(["lab", "impact", "--pack", "base@1", "--against", "base@2", "--logs", path.join(logs, "tmai-game-a.log")]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`tmai-game-a: changed\n  first change: move ${first.index + 1} (line ${first.line}: ${first.text}): players[${mover}].vp ${vp.a} → ${vp.b}`);
  });

  it("refuses what it cannot run, saying why", { timeout: 120_000 }, () => {
    expect(tm(["lab", "impact", "--pack", "base@1", "--logs", logs])).toMatchObject({ code: 2, stderr: expect.stringContaining("needs --pack (revision A) and --against (revision B)") });
    expect(tm(["lab", "impact", "--pack", "base@1", "--against", "base@9", "--logs", logs])).toMatchObject({ code: 1, stderr: expect.stringContaining('--against base@9: no revision 9 of a stored pack "base"') });
    expect(tm(["lab", "impact", "--pack", "base@1", "--against", "base@2", "--logs", path.join(tmp, "nothing")])).toMatchObject({ code: 1, stderr: expect.stringContaining("no such file or folder") });
    expect(tm(["lab", "impact", "--pack", "base@1", "--against", "base@2", "--logs", logs, "--bot", "nobody"])).toMatchObject({ code: 2, stderr: expect.stringContaining('there is no bot "nobody"') });
  });
});
