// @vitest-environment node
/** The pack API with an Origins pack: create, list with its game, fork choosing the game, export and re-import. */
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDb } from "@/prisma/testing";
import { loadGamePackSource } from "@/scripts/cli/pack-dir";

const test = createTestDb();
process.env.DATABASE_URL = `file:${test.file}`;

const packsRoute = await import("./route");
const importRoute = await import("./import/route");
const forkRoute = await import("./[id]/fork/route");
const exportRoute = await import("./[id]/export/route");
const revisionsRoute = await import("./[id]/revisions/route");
const diffRoute = await import("./[id]/diff/route");

const content = (name: string) => {
  const loaded = loadGamePackSource(path.join(import.meta.dirname, "..", "..", "..", "content", name));
  if (!loaded.ok) throw new Error(`content/${name} does not load`);
  return loaded.doc as Record<string, unknown>;
};
const origins = content("origins");
const base = content("base");

const json = (url: string, body: unknown) => new Request(`http://localhost${url}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const params = (id: string) => ({ params: Promise.resolve({ id }) });

describe("pack API with Origins packs", () => {
  const db = test.db;
  beforeEach(async () => {
    await db.packRevision.deleteMany();
    await db.contentPack.deleteMany();
    expect((await packsRoute.POST(json("/api/packs", origins))).status).toBe(201);
    expect((await packsRoute.POST(json("/api/packs", base))).status).toBe(201);
  });
  afterAll(async () => {
    await test.dispose();
  });

  it("lists each pack with its game and the counts of its game's sections", async () => {
    const { packs } = await (await packsRoute.GET()).json();
    const byId = Object.fromEntries(packs.map((p: { id: string }) => [p.id, p]));
    expect(byId.origins).toMatchObject({ game: "origins", sections: { buildings: 30 } });
    expect(byId.base).toMatchObject({ game: "terra-mystica", factions: 14, sections: { factions: 14 } });
  });

  it("forks a pack into a new pack of the game chosen, and refuses a game that is not the source's with the field's path", async () => {
    const ok = await forkRoute.POST(json("/api/packs/origins/fork", { id: "my-origins", name: "My Origins", game: "origins" }), params("origins"));
    expect(ok.status).toBe(201);
    const wrong = await forkRoute.POST(json("/api/packs/base/fork", { id: "odd", name: "Odd", game: "origins" }), params("base"));
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).issues).toEqual([expect.objectContaining({ path: "game", code: "pack/game-mismatch" })]);
    const unknown = await forkRoute.POST(json("/api/packs/base/fork", { id: "odd", name: "Odd", game: "chess" }), params("base"));
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).issues[0]).toMatchObject({ path: "game" });
    expect(await db.contentPack.count()).toBe(3);
  });

  it("exports an Origins pack as JSON and as a zip (with its schema) that imports back as a revision", async () => {
    const exported = await exportRoute.GET(new Request("http://localhost/api/packs/origins/export"), params("origins"));
    expect((await exported.json()).$schema).toBe("http://localhost/schemas/origins-pack.json");
    const zip = await exportRoute.GET(new Request("http://localhost/api/packs/origins/export?format=zip"), params("origins"));
    expect(zip.status).toBe(200);
    const bytes = new Uint8Array(await zip.arrayBuffer());
    const imported = await importRoute.POST(new Request("http://localhost/api/packs/import", { method: "POST", headers: { "content-type": "application/zip" }, body: bytes }));
    expect(imported.status).toBe(200);
    expect(await imported.json()).toMatchObject({ id: "origins", created: false, number: 2 });
  });

  it("saves a revision of an Origins pack and answers its diff section by section", async () => {
    const changed = structuredClone(origins) as { setup: { citizenRecruitment: { rerollSixes: boolean } } };
    const was = changed.setup.citizenRecruitment.rerollSixes;
    changed.setup.citizenRecruitment.rerollSixes = !was;
    expect((await revisionsRoute.POST(json("/api/packs/origins/revisions", { baseNumber: 1, document: changed }), params("origins"))).status).toBe(201);
    const res = await diffRoute.GET(new Request("http://localhost/api/packs/origins/diff"), params("origins"));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ from: 1, to: 2, entries: [{ section: "setup", kind: "changed" }] });
    expect(body.lines).toEqual([expect.objectContaining({ path: "setup.citizenRecruitment.rerollSixes", before: was, after: !was })]);
  });
});
