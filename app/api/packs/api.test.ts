// @vitest-environment node
/** The pack API route handlers, called as Next calls them, against a temporary SQLite database. */
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDb } from "@/prisma/testing";
import type { Db } from "@/prisma/db";
import { loadPackSource } from "@/scripts/cli/pack-dir";
import { MAX_PACK_BYTES } from "@/prisma/packs";

const test = createTestDb();
process.env.DATABASE_URL = `file:${test.file}`;

// Imported after DATABASE_URL is set, so the handlers use the test database.
const packsRoute = await import("./route");
const importRoute = await import("./import/route");
const packRoute = await import("./[id]/route");
const revisionsRoute = await import("./[id]/revisions/route");
const exportRoute = await import("./[id]/export/route");

const loaded = loadPackSource(path.join(import.meta.dirname, "..", "..", "..", "content", "base"));
if (!loaded.ok) throw new Error("content/base does not load");
const base = loaded.doc as Record<string, any>;

const json = (url: string, body: unknown, method = "POST") =>
  new Request(`http://localhost${url}`, { method, headers: { "content-type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });
const params = (id: string) => ({ params: Promise.resolve({ id }) });

async function snapshot(db: Db) {
  return { packs: await db.contentPack.findMany(), revisions: await db.packRevision.findMany() };
}

describe("pack API", () => {
  const db = test.db;
  beforeAll(async () => {
    await db.packRevision.deleteMany();
  });
  beforeEach(async () => {
    await db.packRevision.deleteMany();
    await db.contentPack.deleteMany();
    const created = await packsRoute.POST(json("/api/packs", base));
    expect(created.status).toBe(201);
  });
  afterAll(async () => {
    await test.dispose();
  });

  it("lists the packs and returns one with its revisions", async () => {
    const list = await (await packsRoute.GET()).json();
    expect(list.packs.map((p: { id: string }) => p.id)).toEqual(["base"]);
    const res = await packRoute.GET(new Request("http://localhost/api/packs/base"), params("base"));
    const detail = await res.json();
    expect(detail.revisions).toHaveLength(1);
    expect(detail.document.manifest.id).toBe("base");
    expect((await packRoute.GET(new Request("http://localhost/api/packs/nope"), params("nope"))).status).toBe(404);
  });

  it("answers an import of a malformed pack with 422 and the problems' paths, and changes nothing", async () => {
    const before = await snapshot(db);
    const bad = structuredClone(base);
    bad.factions.witches.startingResources.coins = "fifteen";
    delete bad.factions.giants.power;
    bad.maps.base.canals = [["A1", "Q42"]];
    const res = await importRoute.POST(json("/api/packs/import", bad));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(["factions.witches.startingResources.coins", "factions.giants.power"]),
    );
    expect(await snapshot(db)).toEqual(before);
  });

  it("reports a dangling reference with its path", async () => {
    const bad = structuredClone(base);
    bad.maps.base.canals = [["A1", "Q42"]];
    const res = await importRoute.POST(json("/api/packs/import", { ...bad, manifest: { ...bad.manifest, id: "other" } }));
    expect(res.status).toBe(422);
    expect((await res.json()).issues).toEqual([expect.objectContaining({ path: "maps.base.canals.0.1", message: expect.stringContaining("Q42") })]);
    expect(await db.contentPack.count()).toBe(1);
  });

  it("answers text that is not JSON with 400", async () => {
    const res = await importRoute.POST(json("/api/packs/import", "{ not json"));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/not valid JSON/);
  });

  it("refuses an upload over the size limit with 413 and stores nothing", async () => {
    const before = await snapshot(db);
    const huge = { ...base, manifest: { ...base.manifest, id: "huge", description: "x".repeat(MAX_PACK_BYTES + 100_000) } };
    const res = await importRoute.POST(json("/api/packs/import", huge));
    expect(res.status).toBe(413);
    expect(await snapshot(db)).toEqual(before);
  });

  it("lets one of two concurrent saves on the same head win and answers the other with 409", async () => {
    const edit = (coins: number) => {
      const doc = structuredClone(base);
      doc.factions.witches.startingResources.coins = coins;
      return json("/api/packs/base/revisions", { baseNumber: 1, note: `coins ${coins}`, document: doc });
    };
    const [a, b] = await Promise.all([revisionsRoute.POST(edit(12), params("base")), revisionsRoute.POST(edit(13), params("base"))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect((await loser.json()).error).toBe("pack/conflict");
    expect(await db.packRevision.count()).toBe(2);
  });

  it("validates the save request envelope with 422", async () => {
    const res = await revisionsRoute.POST(json("/api/packs/base/revisions", { baseNumber: "one", document: base }), params("base"));
    expect(res.status).toBe(422);
    expect((await res.json()).issues[0].path).toBe("baseNumber");
  });

  it("exports a pack with its $schema and imports the export back without loss", async () => {
    const res = await exportRoute.GET(new Request("http://localhost/api/packs/base/export"), params("base"));
    expect(res.headers.get("content-disposition")).toContain("base-1.0.0.json");
    const exported = await res.json();
    expect(exported.$schema).toBe("http://localhost/schemas/content-pack.json");
    const again = await importRoute.POST(json("/api/packs/import", exported));
    expect(again.status).toBe(200);
    const second = await (await exportRoute.GET(new Request("http://localhost/api/packs/base/export?revision=2"), params("base"))).json();
    expect(second).toEqual(exported);
  });
});
