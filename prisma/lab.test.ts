// @vitest-environment node
/** Balance-lab storage on SQLite: a batch found again by its key, games stored once each, read back parsed. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BatchSpecSchema, type LabGameRecord } from "../engine";
import type { Db } from "./db";
import { validatePackSource } from "../scripts/cli/pack-dir";
import { finishLabBatch, finishLabBatchIfComplete, getLabBatch, LAB_WORKER_GONE_MS, labWorkerGone, labWorkerSeen, liveLabWorkers, labBatchKey, labBatchToPlay, labGame, labGames, listLabBatches, openLabBatch, saveLabGame, storedLabIndices } from "./lab";
import { StoredRowError } from "./stored";
import { createTestDb } from "./testing";

const spec = BatchSpecSchema.parse({ pack: { id: "base" }, players: 2, bots: ["heuristic"], games: 3 });
const pack = { manifest: { id: "base", version: "1.0.0" }, rules: { a: 1, b: 2 } };

function game(index: number, ok = true): LabGameRecord {
  if (!ok) return { ok: false, index, seed: index + 1, map: "base", error: "stuck in round 3: nobody has a move", log: "setup witches", ms: 5 };
  return {
    ok: true,
    index,
    seed: index + 1,
    map: "base",
    moves: 120,
    ms: 812.4,
    log: `game ${index}`,
    seats: [
      { player: "witches", bot: "heuristic", vp: 101, rank: 1, vpBySource: { initial: 20, cults: 81 } },
      { player: "nomads", bot: "heuristic", vp: 99, rank: 2, vpBySource: { initial: 20, cults: 79 } },
    ],
  };
}

let t: { db: Db; dispose: () => Promise<void> };
beforeEach(() => {
  t = createTestDb();
});
afterEach(() => t.dispose());

describe("lab storage", () => {
  it("keys a batch by its spec and pack, whatever the order of their keys", () => {
    expect(labBatchKey(spec, pack)).toBe(labBatchKey(BatchSpecSchema.parse({ games: 3, bots: ["heuristic"], players: 2, pack: { id: "base" } }), { rules: { b: 2, a: 1 }, manifest: { version: "1.0.0", id: "base" } }));
    expect(labBatchKey(spec, pack)).not.toBe(labBatchKey({ ...spec, games: 4 }, pack));
    expect(labBatchKey(spec, pack)).not.toBe(labBatchKey(spec, { ...pack, rules: { a: 1, b: 3 } }));
  });

  it("stores games as they end and, opened again, resumes with the games it has", async () => {
    const first = await openLabBatch({ spec, resolvedPack: pack, packVersion: "1.0.0", total: 3 }, t.db);
    expect(first).toMatchObject({ resumed: false, storedIndices: new Set() });
    await saveLabGame(first.batch.id, game(0), t.db);
    await saveLabGame(first.batch.id, game(2, false), t.db);
    await saveLabGame(first.batch.id, { ...game(0), ms: 1 }, t.db); // the same game again: the first is kept
    await finishLabBatch(first.batch.id, "cancelled", t.db);
    expect(await getLabBatch(first.batch.id, t.db)).toMatchObject({ status: "cancelled", stored: 2, total: 3, spec });

    const again = await openLabBatch({ spec, resolvedPack: pack, packVersion: "1.0.0", total: 3 }, t.db);
    expect(again.resumed).toBe(true);
    expect(again.batch.id).toBe(first.batch.id);
    expect([...again.storedIndices].sort()).toEqual([0, 2]);
    expect(again.batch.status).toBe("running");

    const stored = await labGames(first.batch.id, {}, t.db);
    expect(stored).toEqual([{ ...game(0), ms: 812, log: "" }, { ...game(2, false), log: "" }]);
    expect(await labGame(first.batch.id, 0, t.db)).toEqual({ ...game(0), ms: 812 });
    expect(await labGame(first.batch.id, 1, t.db)).toBeUndefined();
    expect((await listLabBatches(t.db)).map((b) => [b.id, b.stored])).toEqual([[first.batch.id, 2]]);
  });

  it("keeps the pack a batch plays, so a worker elsewhere plays it; the last game stored ends the batch", async () => {
    const base = validatePackSource("content/base");
    if (!base.ok) throw new Error("content/base does not load");
    const { batch } = await openLabBatch({ spec, resolvedPack: base.resolved, packVersion: "1.0.0", total: 3 }, t.db);
    expect(await labBatchToPlay(batch.id, t.db)).toEqual({ spec, resolved: base.resolved, total: 3 });
    expect(await labBatchToPlay("nope", t.db)).toBeUndefined();

    await saveLabGame(batch.id, game(0), t.db);
    await saveLabGame(batch.id, game(2), t.db);
    expect(await storedLabIndices(batch.id, [1, 2], t.db)).toEqual(new Set([2]));
    expect(await finishLabBatchIfComplete(batch.id, t.db)).toBe("running");
    await saveLabGame(batch.id, game(1, false), t.db);
    expect(await finishLabBatchIfComplete(batch.id, t.db)).toBe("failed");

    await t.db.labBatch.update({ where: { id: batch.id }, data: { resolvedPack: '{"manifest":{}}' } });
    await expect(labBatchToPlay(batch.id, t.db)).rejects.toThrow(/LabBatch .*column resolvedPack: schemaVersion/);
  });

  it("leaves a cancelled batch cancelled when its last game is stored", async () => {
    const { batch } = await openLabBatch({ spec: { ...spec, games: 1 }, resolvedPack: pack, packVersion: "1.0.0", total: 1 }, t.db);
    await finishLabBatch(batch.id, "cancelled", t.db);
    await saveLabGame(batch.id, game(0), t.db);
    expect(await finishLabBatchIfComplete(batch.id, t.db)).toBe("cancelled");
  });

  it("refuses a damaged row with an error naming it", async () => {
    const { batch } = await openLabBatch({ spec, resolvedPack: pack, packVersion: "1.0.0", total: 3 }, t.db);
    await saveLabGame(batch.id, game(1), t.db);
    await t.db.labGame.updateMany({ where: { batchId: batch.id }, data: { seats: '[{"player":"witches"}]' } });
    const read = labGames(batch.id, {}, t.db);
    await expect(read).rejects.toThrow(StoredRowError);
    await expect(labGames(batch.id, {}, t.db)).rejects.toThrow(/game 1 of lab batch .*column seats/);
  });

  it("counts a worker as up while it reports itself, and gone once it stops or stays silent", async () => {
    const t0 = new Date("2026-11-27T07:00:00Z");
    const at = (ms: number) => new Date(t0.getTime() + ms);
    expect(await liveLabWorkers(t.db, t0)).toEqual([]);
    await labWorkerSeen("host:1", 2, t.db, t0);
    await labWorkerSeen("host:2", 1, t.db, t0);
    expect((await liveLabWorkers(t.db, at(1000))).map((w) => [w.name, w.concurrency])).toEqual([
      ["host:1", 2],
      ["host:2", 1],
    ]);
    // host:1 keeps reporting, host:2 falls silent (crashed): it is gone after LAB_WORKER_GONE_MS.
    await labWorkerSeen("host:1", 2, t.db, at(LAB_WORKER_GONE_MS));
    expect((await liveLabWorkers(t.db, at(LAB_WORKER_GONE_MS + 1))).map((w) => w.name)).toEqual(["host:1"]);
    expect((await liveLabWorkers(t.db, at(LAB_WORKER_GONE_MS + 1)))[0]!.startedAt).toEqual(t0);
    await labWorkerGone("host:1", t.db);
    expect(await liveLabWorkers(t.db, at(LAB_WORKER_GONE_MS + 2))).toEqual([]);
  });
});
