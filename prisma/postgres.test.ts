// @vitest-environment node
/**
 * The same storage on PostgreSQL: a throwaway cluster from Debian's postgresql package, migrated
 * with scripts/migrate.mjs (the committed SQL), then the pack repository's saves and conflicts, and the
 * people and pack roles of shared-server mode. Skips when the
 * PostgreSQL server binaries are not installed.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BatchSpecSchema, validatePack, type ContentPack } from "../engine";
import { loadPackSource } from "../scripts/cli/pack-dir";
import { createDb, type Db } from "./db";
import { createPack, getPack, listPacks, saveRevision } from "./packs";
import { addMember, listMembers, removeMember, setMemberRole } from "./members";
import { createUser, verifyPassword } from "./users";
import { labGames, openLabBatch, saveLabGame } from "./lab";
import { postgresBinDir as binDir, startTestPostgres, type TestPostgres } from "./testing-postgres";

const ROOT = path.join(import.meta.dirname, "..");

describe.skipIf(!binDir)(`pack storage on PostgreSQL${binDir ? "" : " (skipped: PostgreSQL server binaries not installed)"}`, () => {
  let pg: TestPostgres | undefined;
  let db: Db;

  beforeAll(() => {
    pg = startTestPostgres();
    db = createDb(pg.url);
  }, 120_000);

  afterAll(async () => {
    await db?.$disconnect();
    pg?.stop();
  });

  const loaded = loadPackSource(path.join(ROOT, "content", "base"));
  const v = loaded.ok ? validatePack(loaded.doc) : undefined;
  const base = (v?.ok ? v.pack : undefined) as ContentPack;

  it("applies the committed migrations and stores a pack", async () => {
    expect(await createPack(base, "", db)).toMatchObject({ ok: true, number: 1 });
    expect((await listPacks(db)).map((p) => p.id)).toEqual(["base"]);
  });

  it("lets exactly one of two concurrent saves on the same head succeed", async () => {
    const edit = (coins: number) => {
      const doc = structuredClone(base);
      doc.factions.witches!.startingResources.coins = coins;
      return saveRevision("base", doc, { baseNumber: 1 }, db);
    };
    const results = await Promise.all([edit(12), edit(13)]);
    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
    expect(results.find((r) => !r.ok)).toMatchObject({ status: 409, code: "pack/conflict" });
    expect((await getPack("base", db))?.revisions).toHaveLength(2);
  });

  it("keeps people and pack roles, and never drops the last owner", async () => {
    const ann = await createUser({ email: "ann@example.org", name: "Ann", password: "ann password 1" }, db);
    if (!ann.ok) throw new Error(ann.message);
    expect(await verifyPassword("ANN@example.org", "ann password 1", db)).toMatchObject({ id: ann.id });
    expect(await addMember("base", "ann@example.org", "owner", db)).toMatchObject({ ok: true });
    expect(await removeMember("base", ann.id, db)).toMatchObject({ ok: false, code: "member/last-owner" });
    expect(await listMembers("base", db)).toEqual([expect.objectContaining({ email: "ann@example.org", role: "owner" })]);
  });

  it("lets only one of two owners step down when both try at once", async () => {
    const bob = await createUser({ email: "bob@example.org", name: "Bob", password: "bob password 1" }, db);
    if (!bob.ok) throw new Error(bob.message);
    expect(await addMember("base", "bob@example.org", "owner", db)).toMatchObject({ ok: true });
    const ann = (await listMembers("base", db)).find((m) => m.email === "ann@example.org")!;
    const results = await Promise.all([setMemberRole("base", ann.userId, "viewer", db), setMemberRole("base", bob.id, "viewer", db)]);
    expect(results.map((r) => r.ok).sort()).toEqual([false, true]);
    expect((await listMembers("base", db)).filter((m) => m.role === "owner")).toHaveLength(1);
  });

  it("stores a lab batch and its games, and resumes it by its key", async () => {
    const spec = BatchSpecSchema.parse({ pack: { id: "base" }, players: 2, bots: ["heuristic"], games: 2 });
    const revision = await db.packRevision.findFirstOrThrow({ where: { packId: "base", number: 1 } });
    const first = await openLabBatch({ spec, resolvedPack: base, packVersion: base.manifest.version, packRevisionId: revision.id, total: 2 }, db);
    const seats = [{ player: "witches", bot: "heuristic", vp: 90, rank: 1, vpBySource: { initial: 20, cults: 70 } }];
    await saveLabGame(first.batch.id, { ok: true, index: 1, seed: 2, map: "base", moves: 9, seats, log: "setup witches", ms: 3 }, db);
    const again = await openLabBatch({ spec, resolvedPack: base, packVersion: base.manifest.version, total: 2 }, db);
    expect(again).toMatchObject({ resumed: true, storedIndices: new Set([1]), batch: { id: first.batch.id, packRevisionId: revision.id } });
    expect(await labGames(first.batch.id, { withLogs: true }, db)).toEqual([{ ok: true, index: 1, seed: 2, map: "base", moves: 9, seats, log: "setup witches", ms: 3 }]);
  });
});
