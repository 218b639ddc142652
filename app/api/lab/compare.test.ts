// @vitest-environment node
/** GET /api/lab/compare, called as Next calls it, against a temporary SQLite database with two stored batches. */
import { afterAll, describe, expect, it } from "vitest";
import { BatchSpecSchema, compareBatches, type LabGameResult } from "@/engine";
import { finishLabBatch, openLabBatch, saveLabGame } from "@/prisma/lab";
import { createTestDb } from "@/prisma/testing";

const test = createTestDb();
process.env.DATABASE_URL = `file:${test.file}`;
// Imported after DATABASE_URL is set, so the handler uses the test database.
const route = await import("./compare/route");

const spec = (players: number, seed: number) =>
  BatchSpecSchema.parse({ game: "terra-mystica", pack: { id: "base" }, maps: ["base"], variants: [], players, bots: ["heuristic"], rotate: false, games: 8, seed });

/** Eight two-player games where the witches score `edge` more than the nomads on average (small noise from the index). */
function games(edge: number): LabGameResult[] {
  return Array.from({ length: 8 }, (_, index) => {
    const w = 100 + edge + (index % 3) * 4;
    const n = 100 + ((index * 5) % 7);
    const seats = [
      { player: "witches", bot: "heuristic", vp: w, vpBySource: { initial: 20, other: w - 20 } },
      { player: "nomads", bot: "heuristic", vp: n, vpBySource: { initial: 20, other: n - 20 } },
    ];
    return { index, seed: index + 1, moves: 300, seats: seats.map((s) => ({ ...s, rank: 1 + seats.filter((o) => o.vp > s.vp).length })) };
  });
}

async function store(players: number, seed: number, results: LabGameResult[]) {
  const opened = await openLabBatch({ spec: spec(players, seed), resolvedPack: { seed }, packVersion: "1.0.0", total: results.length }, test.db);
  for (const g of results) await saveLabGame(opened.batch.id, { ok: true, ...g, map: "base", log: "", ms: 1 }, test.db);
  await finishLabBatch(opened.batch.id, "done", test.db);
  return opened.batch.id;
}

const get = (query: string) => route.GET(new Request(`http://localhost/api/lab/compare${query}`));

describe("GET /api/lab/compare", () => {
  afterAll(async () => {
    await test.dispose();
  });

  it("answers per faction B − A with the intervals of compareBatches, and flags what moved", async () => {
    const [ga, gb] = [games(-10), games(20)];
    const a = await store(2, 1, ga);
    const b = await store(2, 2, gb);
    const res = await get(`?a=${a}&b=${b}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ ok: true, confidence: 0.95, a: { id: a, games: 8 }, b: { id: b, games: 8 } });
    const expected = JSON.parse(JSON.stringify(compareBatches(ga, gb)));
    expect(body.factions.map((f: { faction: string }) => f.faction)).toEqual(["nomads", "witches"]);
    expect(body.factions.map(({ faction, winRate, meanVp, winRateChanged, meanVpChanged }: Record<string, unknown>) => ({ player: faction, winRate, meanVp, winRateChanged, meanVpChanged }))).toEqual(expected);
    const witches = body.factions.find((f: { faction: string }) => f.faction === "witches");
    expect(witches.meanVp.estimate).toBeCloseTo(30, 9);
    expect(witches.meanVpChanged).toBe(true);
    expect(witches.a.winRate.estimate).toBe(0);
    expect(witches.b.winRate.estimate).toBe(1);
    const narrower = await (await get(`?a=${a}&b=${b}&confidence=0.5`)).json();
    expect(narrower.confidence).toBe(0.5);
    expect(narrower.factions[1].meanVp.hi - narrower.factions[1].meanVp.lo).toBeLessThan(witches.meanVp.hi - witches.meanVp.lo);
  });

  it("answers 422 with the issues for a bad query, 404 for an unknown batch, 422 for batches of different player counts", async () => {
    const missing = await get("?a=x");
    expect(missing.status).toBe(422);
    expect((await missing.json()).issues.map((i: { path: string }) => i.path)).toContain("b");
    const badLevel = await get("?a=x&b=y&confidence=2");
    expect(badLevel.status).toBe(422);
    expect((await badLevel.json()).issues.map((i: { path: string }) => i.path)).toContain("confidence");
    const a = await store(2, 10, games(0));
    const unknown = await get(`?a=${a}&b=nope`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "lab/not-found", message: 'no stored lab batch "nope"' });
    const three = await store(3, 11, games(0));
    const unlike = await get(`?a=${a}&b=${three}`);
    expect(unlike.status).toBe(422);
    expect((await unlike.json()).message).toContain("win rates at different player counts do not compare");
  });
});
