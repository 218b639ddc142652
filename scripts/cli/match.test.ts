// @vitest-environment node
/** `tm match`, run as a user runs it: the summary of bots against each other, and its usage errors. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { wilson95 } from "./match";

const ROOT = path.join(import.meta.dirname, "..", "..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "mystica-match-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function tm(args: string[]) {
  const r = spawnSync(process.execPath, [path.join(ROOT, "scripts", "tm.mjs"), ...args], { cwd: ROOT, encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("tm match", () => {
  it("plays rotating seats in worker processes and reports each bot's wins with an interval", () => {
    const r = tm(["match", "--bots", "heuristic,random,random", "--rotate", "--games", "3", "--seed", "4", "--workers", "2", "--json"]);
    expect(r.code, r.stderr).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.games).toBe(3);
    expect(s.workers).toBe(2);
    const [heuristic, random] = s.bots;
    expect(heuristic).toMatchObject({ name: "heuristic", seats: 1, games: 3 });
    expect(random).toMatchObject({ name: "random", seats: 2, games: 6 });
    // Each game has one winner's worth of wins (ties split it).
    expect(heuristic.wins + random.wins).toBeCloseTo(3);
    expect(heuristic.interval[0]).toBeLessThanOrEqual(heuristic.winRate);
    expect(heuristic.interval[1]).toBeGreaterThanOrEqual(heuristic.winRate);
    expect(heuristic.meanVp).toBeGreaterThan(random.meanVp);
    expect(heuristic.msPerDecision).toBeGreaterThan(0);
    // Rotating, the first bot played three seats: three factions.
    expect(Object.values(s.firstBotByFaction as Record<string, { games: number }>).reduce((n, f) => n + f.games, 0)).toBe(3);
  }, 60_000);

  it("keeps each game's result in the records file and resumes from it", () => {
    const file = path.join(tmp, "records.jsonl");
    expect(tm(["match", "--bots", "random,random", "--games", "2", "--records", file]).code).toBe(0);
    const first = fs.readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l));
    expect(first.map((r) => r.seed)).toEqual([1, 2]);
    const r = tm(["match", "--bots", "random,random", "--games", "3", "--records", file, "--json"]);
    const s = JSON.parse(r.stdout);
    expect(s).toMatchObject({ games: 3, resumed: 2 });
    expect(fs.readFileSync(file, "utf8").trim().split("\n")).toHaveLength(3);
  }, 60_000);

  it("names the bot or the strength level it does not know", () => {
    expect(tm(["match", "--bots", "heuristic,nobody"]).stderr).toContain('there is no bot "nobody" (bots: random, heuristic, strong)');
    expect(tm(["match", "--bots", "strong:9,heuristic"]).stderr).toContain("bot Strong has strength levels 1 to 3, not 9");
    expect(tm(["match", "--games", "2"]).stderr).toContain("--bots is required");
  }, 60_000);

  it("computes Wilson's interval", () => {
    const [lo, hi] = wilson95(300, 400);
    expect(lo).toBeCloseTo(0.7052, 3);
    expect(hi).toBeCloseTo(0.7904, 3);
    expect(wilson95(0, 10)[0]).toBe(0);
  });
});
