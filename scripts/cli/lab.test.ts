// @vitest-environment node
/** `tm lab run`, run as a user runs it: a small batch on two workers, its JSON checked against a recomputation from its games. */
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { compareBatches, tQuantile, type LabGameResult } from "../../engine";
import { labGames, openLabBatch } from "../../prisma/lab";
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

  it("compares two stored batches: per faction B − A with intervals equal to compareBatches on the stored games, and refuses unknown or unlike batches", async () => {
    const t = createTestDb();
    onTestFinished(() => t.dispose());
    const env = { DATABASE_FILE: t.file, DATABASE_URL: "" };
    const run = ["lab", "run", "--players", "2", "--games", "6", "--workers", "1", "--bots", "heuristic,random", "--rotate", "--save", "--json"];
    const [ra, rb] = await Promise.all([tm([...run, "--seed", "1"], env), tm([...run, "--seed", "101"], env)]);
    // Two batches saved at once into one database (what it printed, if one of them failed).
    expect(ra.code, ra.stderr).toBe(0);
    expect(rb.code, rb.stderr).toBe(0);
    const a = JSON.parse(ra.stdout).batch.id as string;
    const b = JSON.parse(rb.stdout).batch.id as string;
    expect(a).not.toBe(b);

    const r = await tm(["lab", "compare", a, b, "--json"], env);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ ok: true, confidence: 0.95, a: { id: a, games: 6 }, b: { id: b, games: 6 }, notes: [] });
    const stored = async (id: string): Promise<LabGameResult[]> =>
      (await labGames(id, {}, t.db)).flatMap((g) => (g.ok ? [{ index: g.index, seed: g.seed, moves: g.moves, seats: g.seats }] : []));
    const [ga, gb] = [await stored(a), await stored(b)];
    expect(ga).toHaveLength(6);
    // compareBatches on the stored games, for the factions in both batches; a faction in one batch only has no difference.
    const inBoth = (f: { a: unknown; b: unknown }) => f.a !== null && f.b !== null;
    expect(out.factions.filter(inBoth).length).toBeGreaterThan(0);
    const expected = JSON.parse(JSON.stringify(compareBatches(ga, gb)));
    expect(out.factions.map((f: { faction: string }) => f.faction)).toEqual(expected.map((e: { player: string }) => e.player));
    expect(out.factions.filter(inBoth).map(({ faction, winRate, meanVp, winRateChanged, meanVpChanged }: Record<string, unknown>) => ({ player: faction, winRate, meanVp, winRateChanged, meanVpChanged }))).toEqual(expected.filter((_: unknown, i: number) => inBoth(out.factions[i])));
    for (const f of out.factions.filter((f: { a: unknown; b: unknown }) => !inBoth(f))) expect(f).toMatchObject({ winRate: null, meanVp: null, winRateChanged: false, meanVpChanged: false });
    // Each side's win rate and mean VP, counted here from the stored games.
    for (const f of out.factions as { faction: string; a: { games: number; wins: number; meanVp: Range } | null; b: { games: number; wins: number; meanVp: Range } | null; winRate: Range | null; meanVp: Range | null }[]) {
      const side = (games: LabGameResult[]) => {
        let wins = 0;
        const vps: number[] = [];
        for (const g of games) {
          const best = Math.max(...g.seats.map((s) => s.vp));
          const k = g.seats.filter((s) => s.vp === best).length;
          for (const s of g.seats.filter((s) => s.player === f.faction)) {
            vps.push(s.vp);
            if (s.vp === best) wins += 1 / k;
          }
        }
        return { n: vps.length, wins, mean: vps.length ? vps.reduce((x, y) => x + y, 0) / vps.length : 0 };
      };
      const [sa, sb] = [side(ga), side(gb)];
      expect(f.a?.games ?? 0).toBe(sa.n);
      expect(f.b?.games ?? 0).toBe(sb.n);
      if (sa.n && sb.n) {
        expect(f.winRate!.estimate).toBeCloseTo(sb.wins / sb.n - sa.wins / sa.n, 9);
        expect(f.meanVp!.estimate).toBeCloseTo(sb.mean - sa.mean, 9);
      }
    }

    const text = await tm(["lab", "compare", a, b, "--confidence", "0.9"], env);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`A: batch ${a} (done)`);
    expect(text.stdout).toMatch(/Δ win rate, points \[90%\]/);
    for (const f of out.factions as { faction: string }[]) expect(text.stdout).toMatch(new RegExp(`^${f.faction} `, "m"));

    const unknown = await tm(["lab", "compare", a, "nope", "--json"], env);
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.stdout)).toEqual({ ok: false, error: 'no stored lab batch "nope"' });
    // A batch at another player count (stored directly: no need to play it) does not compare.
    const spec = { ...JSON.parse(ra.stdout).spec, players: 3, bots: ["heuristic"] };
    const three = await openLabBatch({ spec, resolvedPack: {}, packVersion: "x", total: 6 }, t.db);
    const unlike = await tm(["lab", "compare", a, three.batch.id], env);
    expect(unlike.code).toBe(1);
    expect(unlike.stderr).toContain(`batch ${a} has 2 players a game and batch ${three.batch.id} has 3: win rates at different player counts do not compare`);
    const other = await openLabBatch({ spec: { ...spec, players: 2, game: "other-game" }, resolvedPack: {}, packVersion: "x", total: 6 }, t.db);
    await t.db.labBatch.update({ where: { id: other.batch.id }, data: { game: "other-game" } });
    const otherGame = await tm(["lab", "compare", other.batch.id, b], env);
    expect(otherGame.code).toBe(1);
    expect(otherGame.stderr).toContain(`batch ${other.batch.id} is of other-game and batch ${b} of terra-mystica`);
    const one = await tm(["lab", "compare", a], env);
    expect(one.code).toBe(2);
    expect(one.stderr).toContain("lab compare needs two batch ids");
  }, 600_000);

  it("refuses tm lab worker without a PostgreSQL DATABASE_URL, and a bad --concurrency", () => {
    const sqlite = spawnSync(process.execPath, [TM, "lab", "worker"], { cwd: ROOT, encoding: "utf8", env: { ...process.env, DATABASE_URL: "" } });
    expect(sqlite.status).toBe(1);
    expect(sqlite.stderr).toContain("tm lab worker takes jobs from the PostgreSQL queue: set DATABASE_URL to a postgresql:// URL");
    const bad = spawnSync(process.execPath, [TM, "lab", "worker", "--concurrency", "0"], { cwd: ROOT, encoding: "utf8" });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--concurrency needs a whole number ≥ 1, not \"0\"");
  });

  it("refuses a bot the game does not have, naming the bots it has", () => {
    const r = spawnSync(process.execPath, [TM, "lab", "run", "--games", "2", "--bots", "heuristic,cleverest"], { cwd: ROOT, encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('bots names 2 bots for 4 seats');
    expect(r.stderr).toMatch(/Terra Mystica: there is no bot "cleverest" \(bots: random, heuristic, strong\)/);
  });

  it("plays an Origins batch from --pack content/origins: its players are starting positions, its seats p1 and p2; a map is refused", async () => {
    const r = await tm(["lab", "run", "--pack", "content/origins", "--players", "2", "--games", "2", "--bots", "random", "--workers", "1", "--json"]);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { playerNoun: string; spec: { game: string }; factions: { faction: string; games: number }[]; seats: { games: number }[]; results: Game[] };
    expect(out.spec.game).toBe("origins");
    expect(out.playerNoun).toBe("starting position");
    expect(out.factions.map((f) => [f.faction, f.games])).toEqual([["1st", 2], ["2nd", 2]]);
    expect(out.seats.map((s) => s.games)).toEqual([2, 2]);
    for (const g of out.results) {
      expect(g.seats.map((s) => s.player).sort()).toEqual(["1st", "2nd"]);
      for (const s of g.seats) expect(Object.values(s.vpBySource).reduce((a, b) => a + b, 0)).toBe(s.vp);
    }
    const map = spawnSync(process.execPath, [TM, "lab", "run", "--pack", "content/origins", "--map", "fire-ice", "--games", "1"], { cwd: ROOT, encoding: "utf8" });
    expect(map.status).toBe(1);
    expect(map.stderr).toContain('map fire-ice: Origins has no maps: a batch plays the one board, "base", not "fire-ice"');
  }, 600_000);
});
