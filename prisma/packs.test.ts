// @vitest-environment node
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ContentPack } from "../engine";
import { validatePack } from "../engine";
import { loadPackSource, resolveFromContentRoot } from "../scripts/cli/pack-dir";
import { createPack, getPack, getRevision, importPack, listPacks, saveRevision, seedPack, storedAncestors, terraMysticaDocument as tm } from "./packs";
import { StoredRowError } from "./stored";
import { createTestDb } from "./testing";
import type { Db } from "./db";

function basePack(): ContentPack {
  const loaded = loadPackSource(path.join(import.meta.dirname, "..", "content", "base"));
  if (!loaded.ok) throw new Error("content/base does not load");
  const v = validatePack(loaded.doc, { resolveParent: resolveFromContentRoot });
  if (!v.ok) throw new Error(`content/base is invalid: ${v.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`);
  return v.pack;
}

function withCoins(pack: ContentPack, coins: number): ContentPack {
  const copy = structuredClone(pack);
  copy.factions.witches!.startingResources.coins = coins;
  return copy;
}

async function counts(db: Db) {
  return { packs: await db.contentPack.count(), revisions: await db.packRevision.count() };
}

describe("pack storage", () => {
  let db: Db;
  let dispose: () => Promise<void>;
  const base = basePack();

  beforeEach(() => {
    ({ db, dispose } = createTestDb());
  });
  afterEach(async () => {
    await dispose();
  });

  it("creates a pack as revision 1 and lists it with its counts", async () => {
    const saved = await createPack(base, "first", db);
    expect(saved).toMatchObject({ ok: true, id: "base", number: 1, created: true });
    const [summary] = await listPacks(db);
    expect(summary).toMatchObject({ id: "base", headNumber: 1, factions: Object.keys(base.factions).length, maps: Object.keys(base.maps).length });
    const { $schema: _schema, ...stored } = base;
    expect(await getRevision("base", 1, db)).toEqual(stored);
  });

  it("records the game a pack is for, and refuses a pack for a game this studio does not host", async () => {
    await createPack(base, "", db);
    expect((await getPack("base", db))?.summary.game).toBe("terra-mystica");
    expect((await db.contentPack.findUnique({ where: { id: "base" } }))?.game).toBe("terra-mystica");
    const chess = { ...structuredClone(base), manifest: { ...base.manifest, id: "chess", game: "chess" } };
    const refused = await importPack(chess, "", db);
    expect(refused).toMatchObject({ ok: false, status: 422, issues: [expect.objectContaining({ path: "manifest.game", code: "pack/unknown-game" })] });
    expect(await counts(db)).toEqual({ packs: 1, revisions: 1 });
  });

  it("reads a pack stored before packs named their game as a Terra Mystica pack", async () => {
    const { $schema: _schema, ...doc } = base;
    const old = { ...doc, schemaVersion: 1, manifest: { ...doc.manifest, game: undefined } };
    await db.contentPack.create({ data: { id: "base", name: base.manifest.name, headNumber: 1 } });
    await db.packRevision.create({ data: { packId: "base", number: 1, schemaVersion: 1, version: "1.0.0", document: JSON.stringify(old) } });
    expect((await getPack("base", db))?.summary.game).toBe("terra-mystica");
    expect(await saveRevision("base", withCoins(base, 12), { baseNumber: 1 }, db)).toMatchObject({ ok: true, number: 2 });
  });

  it("refuses a second pack with the same id", async () => {
    await createPack(base, "", db);
    expect(await createPack(base, "", db)).toMatchObject({ ok: false, status: 409, code: "pack/exists" });
    expect(await counts(db)).toEqual({ packs: 1, revisions: 1 });
  });

  it("saves revisions on the head and keeps every earlier one unchanged", async () => {
    await createPack(base, "", db);
    expect(await saveRevision("base", withCoins(base, 12), { baseNumber: 1, note: "cheaper witches" }, db)).toMatchObject({ ok: true, number: 2 });
    const detail = await getPack("base", db);
    expect(detail?.summary.headNumber).toBe(2);
    expect(tm(detail?.document)?.factions.witches?.startingResources.coins).toBe(12);
    expect(detail?.revisions.map((r) => [r.number, r.parentNumber, r.note])).toEqual([
      [2, 1, "cheaper witches"],
      [1, null, ""],
    ]);
    expect(tm(await getRevision("base", 1, db))?.factions.witches?.startingResources.coins).toBe(15);
  });

  it("refuses a save based on a stale head with a conflict and writes nothing", async () => {
    await createPack(base, "", db);
    await saveRevision("base", withCoins(base, 12), { baseNumber: 1 }, db);
    const stale = await saveRevision("base", withCoins(base, 11), { baseNumber: 1 }, db);
    expect(stale).toMatchObject({ ok: false, status: 409, code: "pack/conflict" });
    expect(await counts(db)).toEqual({ packs: 1, revisions: 2 });
    expect(tm(await getRevision("base", undefined, db))?.factions.witches?.startingResources.coins).toBe(12);
  });

  it("lets exactly one of two concurrent saves on the same head succeed", async () => {
    await createPack(base, "", db);
    const results = await Promise.all([
      saveRevision("base", withCoins(base, 12), { baseNumber: 1, note: "a" }, db),
      saveRevision("base", withCoins(base, 13), { baseNumber: 1, note: "b" }, db),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([expect.objectContaining({ status: 409, code: "pack/conflict" })]);
    expect(await counts(db)).toEqual({ packs: 1, revisions: 2 });
  });

  it("rejects an invalid document with its problems' paths and leaves the database unchanged", async () => {
    await createPack(base, "", db);
    const before = await counts(db);
    const bad = structuredClone(base) as unknown as { factions: Record<string, { startingResources: { coins: unknown } }> };
    bad.factions.witches!.startingResources.coins = "lots";
    const r = await importPack(bad, "bad", db);
    expect(r).toMatchObject({ ok: false, status: 422 });
    expect(!r.ok && r.status === 422 && r.issues.map((i) => i.path)).toContain("factions.witches.startingResources.coins");
    expect(await counts(db)).toEqual(before);
  });

  it("imports a known id as a new revision on its head", async () => {
    await createPack(base, "", db);
    expect(await importPack(withCoins(base, 9), "again", db)).toMatchObject({ ok: true, number: 2, created: false });
  });

  it("seeds once, updates seeded heads and never overwrites a user's edit", async () => {
    expect(await seedPack(base, "base", db)).toBe("created");
    expect(await seedPack(base, "base", db)).toBe("unchanged");
    expect(await seedPack(withCoins(base, 14), "base", db)).toBe("updated");
    await saveRevision("base", withCoins(base, 3), { baseNumber: 2, note: "my house rule" }, db);
    expect(await seedPack(base, "base", db)).toBe("kept-user-edits");
    expect(tm(await getRevision("base", undefined, db))?.factions.witches?.startingResources.coins).toBe(3);
  });

  it("reads a stored revision through the schema, and names the row and column of one that does not parse", async () => {
    await createPack(base, "Created", db);
    expect(tm(await getRevision("base", 1, db))!.factions.witches!.name).toBe("Witches");
    const row = (await db.packRevision.findFirst({ where: { packId: "base", number: 1 } }))!;
    const damaged = JSON.parse(row.document);
    damaged.factions.witches.startingResources.coins = "lots";
    await db.packRevision.update({ where: { id: row.id }, data: { document: JSON.stringify(damaged) } });
    const read = getRevision("base", 1, db);
    await expect(read).rejects.toBeInstanceOf(StoredRowError);
    await expect(read).rejects.toThrow(`pack "base" revision 1 (PackRevision ${row.id}), column document: factions.witches.startingResources.coins:`);
    await db.packRevision.update({ where: { id: row.id }, data: { document: "{not json" } });
    await expect(getPack("base", db)).rejects.toThrow(/column document: is not JSON/);
    await db.packRevision.update({ where: { id: row.id }, data: { document: JSON.stringify({ ...damaged, schemaVersion: 99 }) } });
    await expect(listPacks(db)).rejects.toThrow(/column document: schemaVersion: schemaVersion 99 is newer than this studio understands/);
  });

  it("stores a pack that extends a pack that extends another, resolving every ancestor (fire-and-ice over promo over base)", async () => {
    const folder = (id: string) => {
      const loaded = loadPackSource(path.join(import.meta.dirname, "..", "content", id));
      if (!loaded.ok) throw new Error(`content/${id} does not load`);
      const v = validatePack(loaded.doc, { resolveParent: resolveFromContentRoot });
      if (!v.ok) throw new Error(`content/${id} is invalid`);
      return v.pack;
    };
    const fi = folder("fire-and-ice");
    // Without its ancestors stored, the pack is refused and nothing is written.
    await expect(seedPack(fi, "fire-and-ice", db)).rejects.toThrow(/seeding fire-and-ice/);
    expect(await counts(db)).toEqual({ packs: 0, revisions: 0 });
    await seedPack(base, "base", db);
    await seedPack(folder("promo"), "promo", db);
    expect(await seedPack(fi, "fire-and-ice", db)).toBe("created");
    const { parent, resolveParent } = await storedAncestors(fi, db);
    // The parent comes resolved: promo's own entries and base's factions.
    expect(Object.keys(tm(parent)!.factions)).toContain("witches");
    expect(Object.keys(tm(parent)!.variants)).toContain("mini-expansion-1");
    expect(resolveParent("base")?.manifest.id).toBe("base");
  });
});
