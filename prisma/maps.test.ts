// @vitest-environment node
/** Map storage: maps saved into pack revisions with conflict detection, and drafts beside packs. */
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { blankMap, paintCells, validatePack, type ContentPack, type MapInput } from "../engine";
import { loadPackSource, resolveFromContentRoot } from "../scripts/cli/pack-dir";
import { createMap, deleteDraft, getEditableMap, listMaps, mapKey, parseMapKey, saveDraft, saveMap } from "./maps";
import { createPack, getRevision, terraMysticaDocument as tm } from "./packs";
import { StoredRowError } from "./stored";
import { createTestDb } from "./testing";
import type { Db } from "./db";

function basePack(): ContentPack {
  const loaded = loadPackSource(path.join(import.meta.dirname, "..", "content", "base"));
  if (!loaded.ok) throw new Error("content/base does not load");
  const v = validatePack(loaded.doc, { resolveParent: resolveFromContentRoot });
  if (!v.ok) throw new Error("content/base is invalid");
  return v.pack;
}

/** The original board with one corner repainted: still valid, but different. */
function edited(map: MapInput, code: "D" | "S" = "D"): MapInput {
  return paintCells(map, [{ row: 0, col: 0 }], code).map;
}

/** A board with an isolated river hex: an error, so only a draft. */
function broken(map: MapInput): MapInput {
  return paintCells(map, [{ row: 4, col: 1 }], "~").map;
}

describe("map storage", () => {
  let db: Db;
  let dispose: () => Promise<void>;
  const base = basePack();

  beforeEach(async () => {
    ({ db, dispose } = createTestDb());
    await createPack(base, "", db);
  });
  afterEach(async () => {
    await dispose();
  });

  it("addresses maps as pack.map and refuses other keys", () => {
    expect(mapKey("base", "fjords")).toBe("base.fjords");
    expect(parseMapKey("base.fjords")).toEqual({ packId: "base", mapId: "fjords" });
    expect(parseMapKey("base")).toBeUndefined();
    expect(parseMapKey("Base.x")).toBeUndefined();
  });

  it("lists the base pack's five maps", async () => {
    const maps = await listMaps(db);
    expect(maps.map((m) => m.key).sort()).toEqual(["base.base", "base.fire-and-ice", "base.fire-and-ice-altered", "base.fjords", "base.loon-lakes"]);
    expect(maps.every((m) => m.inPack && !m.draft)).toBe(true);
  });

  it("saves a valid map as a new pack revision and leaves the other maps alone", async () => {
    const map = edited(base.maps.base!);
    expect(await saveMap("base.base", map, { baseNumber: 1 }, db)).toEqual({ ok: true, number: 2 });
    const head = tm(await getRevision("base", undefined, db));
    expect(head?.maps.base?.rows[0]).toBe(map.rows[0]);
    expect(head?.maps.fjords).toEqual(base.maps.fjords);
    expect(tm(await getRevision("base", 1, db))?.maps.base?.rows[0]).toBe(base.maps.base!.rows[0]);
  });

  it("answers a save over a stale head with a conflict, says whether this map changed, and writes nothing", async () => {
    await saveMap("base.base", edited(base.maps.base!, "D"), { baseNumber: 1 }, db);
    const stale = await saveMap("base.base", edited(base.maps.base!, "S"), { baseNumber: 1 }, db);
    expect(stale).toMatchObject({ ok: false, status: 409, code: "map/conflict", headNumber: 2, theyChangedThisMap: true });
    expect(!stale.ok && "theirs" in stale && stale.theirs?.rows[0]?.startsWith("D")).toBe(true);
    // The map the edit started from comes too, so the editor can merge the two edits hex by hex.
    expect(!stale.ok && "base" in stale && stale.base?.rows[0]).toBe(base.maps.base!.rows[0]);
    expect(await db.packRevision.count()).toBe(2);
    const otherMap = await saveMap("base.fjords", edited(base.maps.fjords!), { baseNumber: 1 }, db);
    expect(otherMap).toMatchObject({ code: "map/conflict", theyChangedThisMap: false });
  });

  it("saves on top of the newer head when asked to, keeping that revision's other changes", async () => {
    await saveMap("base.fjords", edited(base.maps.fjords!), { baseNumber: 1 }, db);
    expect(await saveMap("base.base", edited(base.maps.base!), { baseNumber: 2 }, db)).toEqual({ ok: true, number: 3 });
    const head = tm(await getRevision("base", undefined, db));
    expect(head?.maps.fjords?.rows[0]?.startsWith("D")).toBe(true);
    expect(head?.maps.base?.rows[0]?.startsWith("D")).toBe(true);
  });

  it("refuses to put a map with errors into the pack, and keeps it as a flagged draft instead", async () => {
    const map = broken(base.maps.base!);
    const refused = await saveMap("base.base", map, { baseNumber: 1 }, db);
    expect(refused).toMatchObject({ ok: false, status: 422, code: "map/invalid" });
    expect(!refused.ok && "issues" in refused && refused.issues.map((i) => i.code)).toEqual(["map/isolated-river"]);
    expect(await saveDraft("base.base", map, { baseNumber: 1 }, db)).toEqual({ ok: true, errors: 1 });
    const opened = await getEditableMap("base.base", db);
    expect(opened?.draft).toMatchObject({ errors: 1, baseNumber: 1, map });
    expect(opened?.saved).toEqual(base.maps.base);
    expect((await listMaps(db)).find((m) => m.key === "base.base")).toMatchObject({ inPack: true, draft: { errors: 1 } });
    expect(await db.packRevision.count()).toBe(1);
  });

  it("deletes a draft once its map is saved into the pack", async () => {
    await saveDraft("base.base", broken(base.maps.base!), { baseNumber: 1 }, db);
    await saveMap("base.base", edited(base.maps.base!), { baseNumber: 1 }, db);
    expect((await getEditableMap("base.base", db))?.draft).toBeUndefined();
  });

  it("refuses a draft that is not a map at all", async () => {
    expect(await saveDraft("base.base", { name: "x", rows: ["P Q"] }, {}, db)).toMatchObject({ status: 422, code: "map/invalid" });
    expect(await db.mapDraft.count()).toBe(0);
  });

  it("creates a new map as a draft in a new pack that extends the base game", async () => {
    const created = await createMap("my-maps", "island", blankMap({ name: "Island", rows: 5, cols: 6 }), { newPack: { name: "My maps" } }, db);
    expect(created).toEqual({ ok: true, key: "my-maps.island" });
    const opened = await getEditableMap("my-maps.island", db);
    expect(opened).toMatchObject({ packName: "My maps", headNumber: 1, saved: undefined, draft: { errors: 1 } });
    expect((await getRevision("my-maps", undefined, db))?.manifest.extends).toEqual({ id: "base" });
    expect(await createMap("my-maps", "island", blankMap({ name: "Again", rows: 2, cols: 2 }), {}, db)).toMatchObject({ status: 409, code: "map/exists" });
  });

  it("saves a fixed new map into its pack, where the base game's maps are inherited", async () => {
    await createMap("my-maps", "copy", base.maps.fjords, { newPack: { name: "My maps" } }, db);
    expect(await saveMap("my-maps.copy", base.maps.fjords, { baseNumber: 1 }, db)).toEqual({ ok: true, number: 2 });
    expect(Object.keys(tm(await getRevision("my-maps", undefined, db))!.maps)).toEqual(["copy"]);
    expect(await deleteDraft("my-maps.copy", db)).toBe(false);
  });

  it("knows no map under an unknown pack or id", async () => {
    expect(await getEditableMap("base.nowhere", db)).toBeNull();
    expect(await getEditableMap("nopack.base", db)).toBeNull();
    expect(await saveMap("nopack.base", base.maps.base, { baseNumber: 1 }, db)).toMatchObject({ status: 404 });
  });

  it("parses a stored draft with the map schema, and names the row of one that does not parse", async () => {
    const key = mapKey("base", "base");
    expect((await saveDraft(key, broken(base.maps.base!), { baseNumber: 1 }, db)).ok).toBe(true);
    expect((await getEditableMap(key, db))!.draft!.map.name).toBe(base.maps.base!.name);
    const row = (await db.mapDraft.findFirst())!;
    await db.mapDraft.update({ where: { id: row.id }, data: { document: JSON.stringify({ name: "No rows" }) } });
    await expect(getEditableMap(key, db)).rejects.toBeInstanceOf(StoredRowError);
    await expect(getEditableMap(key, db)).rejects.toThrow(`draft of map "base.base" (MapDraft ${row.id}), column document: rows:`);
    await db.mapDraft.update({ where: { id: row.id }, data: { document: "" } });
    await expect(listMaps(db)).rejects.toThrow(/column document: is not JSON/);
  });
});
