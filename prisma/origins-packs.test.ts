// @vitest-environment node
/** Storing Origins packs: the same revisions, seed and reads as Terra Mystica packs, with Origins' schema. */
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isPackOf, type OriginsPack } from "../engine";
import { loadGamePackSource, validateGamePackSource } from "../scripts/cli/pack-dir";
import { createPack, exportDocument, getPack, getRevision, listPacks, saveRevision, seedPack, storedAncestors, terraMysticaDocument } from "./packs";
import { StoredRowError } from "./stored";
import { createTestDb } from "./testing";
import type { Db } from "./db";

const ORIGINS_DIR = path.join(import.meta.dirname, "..", "content", "origins");

function originsPack(): OriginsPack {
  const v = validateGamePackSource(ORIGINS_DIR);
  if (!v.ok || v.game !== "origins") throw new Error("content/origins does not validate");
  return v.pack;
}

describe("Origins packs in storage", () => {
  let db: Db;
  let dispose: () => Promise<void>;
  const origins = originsPack();

  beforeEach(() => {
    ({ db, dispose } = createTestDb());
  });
  afterEach(async () => {
    await dispose();
  });

  it("seeds content/origins (read with Origins' folder layout) and reads it back as an Origins pack", async () => {
    const loaded = loadGamePackSource(ORIGINS_DIR);
    expect(loaded.ok).toBe(true);
    expect(await seedPack(origins, "origins", db)).toBe("created");
    expect(await seedPack(origins, "origins", db)).toBe("unchanged");
    const detail = await getPack("origins", db);
    expect(detail?.summary).toMatchObject({ id: "origins", game: "origins", factions: 0, maps: 0 });
    expect(detail?.summary.sections).toEqual({
      buildings: Object.keys(origins.buildings).length,
      mainActions: Object.keys(origins.mainActions).length,
      bonusTiles: Object.keys(origins.bonusTiles).length,
      zodiacCards: Object.keys(origins.zodiacCards).length,
      districtCards: Object.keys(origins.districtCards).length,
    });
    expect(detail!.document).toEqual(origins);
    expect(isPackOf(detail!.document, "origins")).toBe(true);
    expect(terraMysticaDocument(detail!.document)).toBeUndefined();
    expect((await listPacks(db)).map((p) => [p.id, p.game])).toEqual([["origins", "origins"]]);
  });

  it("saves a revision checked by Origins' validation; a broken one is refused with the path and nothing is written", async () => {
    await createPack(origins, "", db);
    const changed = structuredClone(origins);
    changed.setup.citizenRecruitment.rerollSixes = !origins.setup.citizenRecruitment.rerollSixes;
    expect(await saveRevision("origins", changed, { baseNumber: 1, note: "sixes" }, db)).toMatchObject({ ok: true, number: 2 });
    const head = await getRevision("origins", undefined, db);
    expect(head && isPackOf(head, "origins") && head.setup.citizenRecruitment.rerollSixes).toBe(!origins.setup.citizenRecruitment.rerollSixes);
    const broken = structuredClone(changed) as unknown as { setup: { players: { min: unknown } } };
    broken.setup.players.min = "one";
    const refused = await saveRevision("origins", broken, { baseNumber: 2 }, db);
    expect(refused).toMatchObject({ ok: false, status: 422, code: "pack/invalid" });
    expect(!refused.ok && refused.status === 422 && refused.issues.map((i) => i.path)).toContain("setup.players.min");
    expect(await db.packRevision.count()).toBe(2);
  });

  it("refuses to turn a pack into a pack of another game, and an Origins pack extending a Terra Mystica pack", async () => {
    await createPack(origins, "", db);
    const stored = await getRevision("origins", undefined, db);
    const { resolveParent } = await storedAncestors(stored);
    expect(resolveParent("base")).toBeUndefined();
    const other = { ...structuredClone(origins), manifest: { ...origins.manifest, id: "child", extends: { id: "origins" } } };
    const r = await createPack(other, "", db);
    expect(r).toMatchObject({ ok: false, status: 422 });
    const base = loadGamePackSource(path.join(import.meta.dirname, "..", "content", "base"));
    if (!base.ok) throw new Error("content/base does not load");
    const asTm = structuredClone(base.doc) as { manifest: { id: string } };
    asTm.manifest.id = "origins";
    const mismatch = await saveRevision("origins", asTm, { baseNumber: 1 }, db);
    expect(mismatch).toMatchObject({ ok: false, status: 422, issues: [expect.objectContaining({ path: "manifest.game", code: "pack/game-mismatch" })] });
  });

  it("exports with the Origins schema's address, and names the row of a stored Origins document that does not parse", async () => {
    await createPack(origins, "", db);
    const doc = await getRevision("origins", undefined, db);
    expect(exportDocument(doc!).$schema).toBe("/schemas/origins-pack.json");
    const row = (await db.packRevision.findFirst({ where: { packId: "origins" } }))!;
    const damaged = JSON.parse(row.document);
    damaged.meetingPlaces = "none";
    await db.packRevision.update({ where: { id: row.id }, data: { document: JSON.stringify(damaged) } });
    const read = getRevision("origins", 1, db);
    await expect(read).rejects.toBeInstanceOf(StoredRowError);
    await expect(getRevision("origins", 1, db)).rejects.toThrow(/pack "origins" revision 1.*column document: meetingPlaces/);
  });
});
