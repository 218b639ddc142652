// @vitest-environment node
/** `tm lab run`, run as a user runs it: a small batch on two workers, its JSON checked against a recomputation from its games. */
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { tQuantile } from "../../engine";
import { createTestDb } from "../../prisma/testing";

const ROOT = path.join(import.meta.dirname, "..", "..");
const TM = path.join(ROOT, "scripts", "tm.mjs");

function tm(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TM, ...args], { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

interface Seat { player: string; bot: string; vp: number; rank: number; vpBySource: Record<string, number> }
interface Game { index: number; seed: number; map: string; moves: number; seats: Seat[] }
interface Range { estimate: number; lo: number; hi: number }

/** Wilson's score interval, written out here independently of the engine's. */
function wilson(k: number, n: number) {
  const z = 1.959963984540054;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return { lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

describe("tm lab run", () => {
  it("plays a batch on two workers and prints per faction games, wins, win rate and mean VP with intervals that match its games", async () => {
    const args = ["lab", "run", "--pack", "base", "--map", "base", "--players", "4", "--bots", "heuristic", "--json"];
    const [r, again] = await Promise.all([tm([...args, "--games", "8", "--workers", "2"]), tm([...args, "--games", "3", "--workers", "1"])]);
    expect(r.stderr).toContain("lab: 8/8 games");
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ ok: true, pack: { id: "base" }, cancelled: false, games: 8, finished: 8, failed: [], workers: 2, confidence: 0.95 });
    expect(out.spec).toMatchObject({ game: "terra-mystica", maps: ["base"], players: 4, bots: ["heuristic"], games: 8, seed: 1 });
    expect(out.gamesPerSecond).toBeGreaterThan(0);
    expect(out.gamesPerSecond).toBeCloseTo(8 / out.seconds, 2);

    const games = out.results as Game[];
    expect(games.map((g) => g.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(games.map((g) => g.seed)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const byFaction = new Map<string, { vps: number[]; wins: number; ranks: number[] }>();
    for (const g of games) {
      expect(g.seats).toHaveLength(4);
      expect(new Set(g.seats.map((s) => s.player)).size).toBe(4);
      const best = Math.max(...g.seats.map((s) => s.vp));
      const winners = g.seats.filter((s) => s.vp === best).length;
      for (const s of g.seats) {
        expect(s.rank).toBe(1 + g.seats.filter((o) => o.vp > s.vp).length);
        expect(Object.values(s.vpBySource).reduce((a, b) => a + b, 0)).toBe(s.vp);
        expect(s.vpBySource.initial).toBe(20);
        const f = byFaction.get(s.player) ?? { vps: [], wins: 0, ranks: [] };
        f.vps.push(s.vp);
        f.ranks.push(s.rank);
        if (s.vp === best) f.wins += 1 / winners;
        byFaction.set(s.player, f);
      }
    }
    const factions = out.factions as { faction: string; games: number; wins: number; winRate: Range; meanVp: Range; meanRank: number }[];
    expect(factions.map((f) => f.faction)).toEqual([...byFaction.keys()].sort());
    for (const f of factions) {
      const mine = byFaction.get(f.faction)!;
      const n = mine.vps.length;
      expect(f.games).toBe(n);
      expect(f.wins).toBeCloseTo(mine.wins, 9);
      const w = wilson(mine.wins, n);
      expect(f.winRate.estimate).toBeCloseTo(mine.wins / n, 4);
      expect(f.winRate.lo).toBeCloseTo(w.lo, 4);
      expect(f.winRate.hi).toBeCloseTo(w.hi, 4);
      const mean = mine.vps.reduce((a, b) => a + b, 0) / n;
      expect(f.meanVp.estimate).toBeCloseTo(mean, 2);
      expect(f.meanRank).toBeCloseTo(mine.ranks.reduce((a, b) => a + b, 0) / n, 3);
      if (n > 1) {
        const sd = Math.sqrt(mine.vps.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1));
        expect(f.meanVp.hi).toBeCloseTo(mean + (tQuantile(0.975, n - 1) * sd) / Math.sqrt(n), 2);
        expect(f.meanVp.lo).toBeCloseTo(mean - (tQuantile(0.975, n - 1) * sd) / Math.sqrt(n), 2);
      } else expect(f.meanVp.lo).toBeNull(); // unbounded: JSON has no Infinity
    }
    expect(factions.reduce((a, f) => a + f.wins, 0)).toBeCloseTo(8, 9);
    expect(out.seats.map((s: { games: number }) => s.games)).toEqual([8, 8, 8, 8]);
    expect(out.warning).toMatch(/^Too few games to separate factions/);

    // The same games whatever the number of workers: game i depends on the spec alone.
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout).results).toEqual(games.slice(0, 3));
  }, 600_000);

  it("stores a batch with --save, plays nothing again when run again, and shows it from the database", async () => {
    const t = createTestDb();
    onTestFinished(() => t.dispose());
    const env = { DATABASE_FILE: t.file, DATABASE_URL: "" };
    const args = ["lab", "run", "--players", "2", "--games", "2", "--bots", "heuristic,random", "--rotate", "--save", "--json"];
    const first = await tm(args, env);
    expect(first.code).toBe(0);
    const a = JSON.parse(first.stdout);
    expect(a.batch).toMatchObject({ status: "done", stored: 2, resumed: false });
    expect(a.results.map((g: Game) => g.seats.map((s) => s.bot))).toEqual([["heuristic", "random"], ["random", "heuristic"]]);
    expect(await t.db.labGame.count()).toBe(2);
    const log = (await t.db.labGame.findFirst({ where: { index: 1 } }))!.log;
    expect(log).toMatch(/^setup /m);

    const second = await tm(args, env);
    expect(second.code).toBe(0);
    expect(second.stderr).toContain(`lab: batch ${a.batch.id} is stored with 2 of 2 games; playing the rest`);
    const b = JSON.parse(second.stdout);
    expect(b.batch).toMatchObject({ id: a.batch.id, status: "done", stored: 2, resumed: true });
    expect(b.results).toEqual(a.results);
    expect(b.factions).toEqual(a.factions);

    const shown = await tm(["lab", "show", a.batch.id, "--json"], env);
    expect(shown.code).toBe(0);
    expect(JSON.parse(shown.stdout).factions).toEqual(a.factions);
    const listed = await tm(["lab", "list"], env);
    expect(listed.stdout).toMatch(new RegExp(`^${a.batch.id}  done\\s+2/2  base 2p base bots heuristic,random`, "m"));
  }, 600_000);

  it("refuses a bot the game does not have, naming the bots it has", () => {
    const r = spawnSync(process.execPath, [TM, "lab", "run", "--games", "2", "--bots", "heuristic,cleverest"], { cwd: ROOT, encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('bots names 2 bots for 4 seats');
    expect(r.stderr).toMatch(/Terra Mystica: there is no bot "cleverest" \(bots: random, heuristic, strong\)/);
  });
});
