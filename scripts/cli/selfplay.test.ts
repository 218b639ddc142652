// @vitest-environment node
/** `tm selfplay`, run as a user runs it: the summary, the logs it writes, and its usage errors. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.join(import.meta.dirname, "..", "..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "mystica-selfplay-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function tm(args: string[]) {
  const r = spawnSync(process.execPath, [path.join(ROOT, "scripts", "tm.mjs"), ...args], { cwd: ROOT, encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("tm selfplay", () => {
  it("plays the games, writes their logs, and the logs replay", () => {
    const dir = path.join(tmp, "logs");
    const r = tm(["selfplay", "--games", "3", "--players", "3", "--seed", "5", "--log-dir", dir, "--json"]);
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.stdout);
    expect(summary).toMatchObject({ pack: "base", games: 3, finished: 3, errors: [] });
    expect(Object.values(summary.factions as Record<string, { games: number }>).reduce((n, f) => n + f.games, 0)).toBe(9);
    expect(fs.readdirSync(dir).sort()).toEqual(["game-5.log", "game-6.log", "game-7.log"]);
    const replayed = tm(["replay", path.join(dir, "game-6.log")]);
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toContain("game-6.log: finished after round 6");
  });

  it("plays Fire & Ice factions named without options: the pack that has them, with the options they need", () => {
    const dir = path.join(tmp, "fire-and-ice");
    const r = tm(["selfplay", "--games", "2", "--factions", "yetis,witches,nomads", "--log-dir", dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("2 games (pack fire-and-ice): 2 finished, 0 errors");
    const log = fs.readFileSync(path.join(dir, "game-1.log"), "utf8");
    expect(log).toMatch(/^option fire-and-ice-factions\/ice$/m);
    expect(log).toMatch(/^yetis: pick-color \w+$/m);
    expect(tm(["selfplay", "--factions", "yetis,wizards"]).stderr).toContain("no pack in content/ has the factions yetis, wizards");
  });

  it("prints the ship moves, trades and shipyards per game with the merchants pack", { timeout: 90_000 }, () => {
    const r = tm(["selfplay", "--games", "3", "--players", "3", "--pack", "content/merchants"]);
    expect(r.code).toBe(0);
    const m = r.stdout.match(/^ships: ([\d.]+) ship moves and ([\d.]+) trades per game; (\d) games with ship moves, (\d) with trades$/m);
    expect(m).not.toBeNull();
    expect(Number(m![1])).toBeGreaterThan(0);
    expect(Number(m![3])).toBeGreaterThan(0);
    expect(Number(m![4])).toBeLessThanOrEqual(Number(m![3]));
    const y = r.stdout.match(/^shipyards: (\d+) built in (\d) games; (\d+) Build a ship actions$/m);
    expect(y).not.toBeNull();
    expect(Number(y![2])).toBeLessThanOrEqual(3);
    expect(Number(y![1])).toBeGreaterThanOrEqual(Number(y![2]));
  });

  it("plays player counts and maps in turn (--players 2-5, --maps all) and prints each game's ship moves and trades (--per-game)", { timeout: 120_000 }, () => {
    const r = tm(["selfplay", "--games", "5", "--players", "2-5", "--maps", "all", "--pack", "content/merchants", "--per-game"]);
    expect(r.code, r.stderr).toBe(0);
    const games = [...r.stdout.matchAll(/^ {2}game (\d+): (\d) players \(([a-z, ]+)\), map ([a-z-]+): (\d+) ship moves, (\d+) merchant moves, (\d+) trades$/gm)];
    expect(games.map((g) => [Number(g[1]), Number(g[2]), g[4]])).toEqual([
      [1, 2, "base"],
      [2, 3, "fire-and-ice-altered"],
      [3, 4, "fire-and-ice"],
      [4, 5, "fjords"],
      [5, 2, "loon-lakes"],
    ]);
    for (const g of games) expect(g[3]!.split(", ")).toHaveLength(Number(g[2]));
    const without = games.filter((g) => Number(g[7]) === 0).map((g) => g[1]);
    expect(r.stdout).toContain(`without trades: ${without.length}${without.length ? ` (seeds ${without.join(", ")})` : ""}`);
    expect(tm(["selfplay", "--players", "5-2"]).stderr).toContain("--players needs a whole number ≥ 1 or a range a-b");
    expect(tm(["selfplay", "--pack", "content/merchants", "--maps", "base,nowhere"]).stderr).toContain("there is no map nowhere in pack merchants");
  });

  it("prints the Fakirs' and Dwarves' merchant moves per game with the merchants pack", { timeout: 90_000 }, () => {
    const r = tm(["selfplay", "--games", "3", "--seed", "5", "--factions", "fakirs,auren,mermaids", "--pack", "content/merchants", "--json"]);
    expect(r.code, r.stderr).toBe(0);
    const { merchants, games } = JSON.parse(r.stdout);
    expect(games).toBe(3);
    expect(merchants).toMatchObject({ gamesWithMerchants: 3 });
    expect(merchants.gamesWithMerchantMoves).toBeGreaterThan(0);
    expect(merchants.merchantMovesPerGame).toBeGreaterThan(0);
    const text = tm(["selfplay", "--games", "3", "--seed", "5", "--factions", "fakirs,auren,mermaids", "--pack", "content/merchants"]).stdout;
    expect(text).toContain(`merchants: ${merchants.merchantMovesPerGame} merchant moves per game; 3 games with the Fakirs or Dwarves, ${merchants.gamesWithMerchantMoves} with merchant moves`);
  });

  it("checks every invariant after every move with --check", { timeout: 90_000 }, () => {
    const r = tm(["selfplay", "--pack", "content/merchants", "--games", "3", "--players", "2-4", "--maps", "all", "--check"]);
    expect(r.stderr.replace(/^selfplay: .*\n/gm, "")).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n")[0]).toMatch(/^3 games \(pack merchants\): 3 finished, 0 errors \(every invariant checked after every move\); \d+ moves per game/);
    const json = JSON.parse(tm(["selfplay", "--games", "2", "--check", "--json"]).stdout);
    expect(json).toMatchObject({ games: 2, finished: 2, errors: [], invariantsChecked: true });
  });

  it("plays the factions and options given, on the pack that knows the options", () => {
    const r = tm(["selfplay", "--games", "2", "--factions", "witches,nomads", "--options", "mini-expansion-1,variable-turn-order"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("2 games (pack promo): 2 finished, 0 errors");
    expect(r.stdout).toMatch(/witches\s+2/);
    expect(r.stdout).toMatch(/nomads\s+2/);
  });

  it("counts the flow machine's states and transitions the games went through (--coverage)", () => {
    const r = tm(["selfplay", "--games", "3", "--seed", "2", "--coverage", "--json"]);
    expect(r.code).toBe(0);
    const { flowCoverage } = JSON.parse(r.stdout);
    const count = (list: { id?: string; key?: string; count: number }[], name: string) => list.find((x) => (x.id ?? x.key) === name)?.count;
    expect(count(flowCoverage.states, "flow.setup.dwellings")).toBe(3);
    expect(count(flowCoverage.states, "flow.finished")).toBe(3);
    expect(count(flowCoverage.states, "flow.round.income")).toBe(18);
    expect(count(flowCoverage.transitions, "flow.round.actions.turn -> flow.round.cultBonus [always if allPassed]")).toBe(15);
    expect(count(flowCoverage.transitions, "flow.round.actions -> flow.round.income [income if incomeAllowed]")).toBe(0);
    // Every state but the faction auction's, which only a game with its option enters.
    const missed = flowCoverage.states.filter((s: { count: number }) => s.count === 0).map((s: { id?: string; key?: string }) => s.id ?? s.key);
    expect(missed).toEqual(["flow.setup.auction", "flow.setup.auction.nominate", "flow.setup.auction.bid", "flow.setup.auction.sealed"]);
    expect(flowCoverage.missed.states).toBe(4);
    const text = tm(["selfplay", "--games", "1", "--coverage"]);
    expect(text.stdout).toMatch(/flow coverage: 12\/16 states, \d+\/21 transitions/);
    expect(text.stdout).toMatch(/flow\.round\.cultBonus -> flow\.round\.income \[always if free\]\s+5/);
  });

  it("refuses factions sharing a home terrain, and bad arguments", () => {
    const conflict = tm(["selfplay", "--factions", "witches,auren"]);
    expect(conflict.code).toBe(1);
    expect(conflict.stderr).toContain("share their home terrain");
    const bad = tm(["selfplay", "--games", "zero"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--games needs a whole number");
  });
});
