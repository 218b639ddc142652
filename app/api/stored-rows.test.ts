// @vitest-environment node
/**
 * Stored rows that do not parse (a damaged database, or a format no migration reads): every route
 * handler that reads one answers 500 naming the table, the row and the column, never a bare crash.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb } from "@/prisma/testing";
import { loadPackSource } from "@/scripts/cli/pack-dir";

const test = createTestDb();
process.env.DATABASE_URL = `file:${test.file}`;

// Imported after DATABASE_URL is set, so the handlers use the test database.
const packsRoute = await import("./packs/route");
const packRoute = await import("./packs/[id]/route");
const exportRoute = await import("./packs/[id]/export/route");
const mapsRoute = await import("./maps/route");
const mapRoute = await import("./maps/[id]/route");
const draftRoute = await import("./maps/[id]/draft/route");
const sessionsRoute = await import("./sessions/route");
const sessionRoute = await import("./sessions/[id]/route");
const sessionExportRoute = await import("./sessions/[id]/export/route");

const loaded = loadPackSource(path.join(import.meta.dirname, "..", "..", "content", "base"));
if (!loaded.ok) throw new Error("content/base does not load");
const base = loaded.doc as Record<string, any>;

const req = (url: string, body?: unknown, method = body === undefined ? "GET" : "POST") =>
  new Request(`http://localhost${url}`, { method, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
const params = (id: string) => ({ params: Promise.resolve({ id }) });

/** A 500 whose message names the row and the column. */
async function expectDamaged(res: Response, model: string, id: string, field: string) {
  expect(res.status).toBe(500);
  const body = await res.json();
  expect(body).toMatchObject({ error: "store/corrupt-row", row: { model, id, field } });
  expect(body.message).toContain(`${model} ${id}`);
  expect(body.message).toContain(`column ${field}`);
}

describe("route handlers over stored rows that do not parse", () => {
  let sessionId: string;

  beforeAll(async () => {
    // The handlers log each damaged row for the server's operator.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await packsRoute.POST(req("/api/packs", base))).status).toBe(201);
    const created = await sessionsRoute.POST(req("/api/sessions", { kind: "import", packId: "base", log: "setup witches\nsetup nomads\n" }));
    expect(created.status).toBe(201);
    sessionId = (await created.json()).id;
    expect((await draftRoute.PUT(req("/api/maps/base.base/draft", { map: base.maps.base }, "PUT"), params("base.base"))).status).toBe(200);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await test.dispose();
  });

  it("answer a session whose seats are not what the studio stores with 500 naming the session and column", async () => {
    const row = (await test.db.playtestSession.findUniqueOrThrow({ where: { id: sessionId } })).seats;
    await test.db.playtestSession.update({ where: { id: sessionId }, data: { seats: '[{"control":"robot"}]' } });
    try {
      await expectDamaged(await sessionRoute.GET(req(`/api/sessions/${sessionId}`), params(sessionId)), "PlaytestSession", sessionId, "seats");
      await expectDamaged(await sessionsRoute.GET(req("/api/sessions")), "PlaytestSession", sessionId, "seats");
      await expectDamaged(await sessionRoute.PUT(req(`/api/sessions/${sessionId}`, { log: "setup witches\nsetup nomads\n", baseMoves: 0 }, "PUT"), params(sessionId)), "PlaytestSession", sessionId, "seats");
      await expectDamaged(await sessionExportRoute.GET(req(`/api/sessions/${sessionId}/export`), params(sessionId)), "PlaytestSession", sessionId, "seats");
    } finally {
      await test.db.playtestSession.update({ where: { id: sessionId }, data: { seats: row } });
    }
    expect((await sessionRoute.GET(req(`/api/sessions/${sessionId}`), params(sessionId))).status).toBe(200);
  });

  it("answer a map draft that is no longer a map with 500 naming the draft", async () => {
    const row = await test.db.mapDraft.findFirstOrThrow();
    await test.db.mapDraft.update({ where: { id: row.id }, data: { document: '{"name":"rows lost"}' } });
    try {
      await expectDamaged(await mapRoute.GET(req("/api/maps/base.base"), params("base.base")), "MapDraft", row.id, "document");
      await expectDamaged(await mapsRoute.GET(req("/api/maps")), "MapDraft", row.id, "document");
    } finally {
      await test.db.mapDraft.update({ where: { id: row.id }, data: { document: row.document } });
    }
    expect((await mapRoute.GET(req("/api/maps/base.base"), params("base.base"))).status).toBe(200);
  });

  it("answer a pack revision whose document does not parse with 500 naming the pack, revision, row and path", async () => {
    const row = await test.db.packRevision.findFirstOrThrow({ where: { packId: "base", number: 1 } });
    const damaged = JSON.parse(row.document);
    damaged.factions.witches.homeTerrain = "lava";
    await test.db.packRevision.update({ where: { id: row.id }, data: { document: JSON.stringify(damaged) } });
    try {
      const res = await packRoute.GET(req("/api/packs/base"), params("base"));
      expect((await res.clone().json()).message).toContain('pack "base" revision 1');
      expect((await res.clone().json()).message).toContain("factions.witches.homeTerrain");
      await expectDamaged(res, "PackRevision", row.id, "document");
      await expectDamaged(await packsRoute.GET(req("/api/packs")), "PackRevision", row.id, "document");
      await expectDamaged(await exportRoute.GET(req("/api/packs/base/export"), params("base")), "PackRevision", row.id, "document");
      await expectDamaged(await sessionRoute.PUT(req(`/api/sessions/${sessionId}`, { log: "setup witches\nsetup nomads\n", baseMoves: 0 }, "PUT"), params(sessionId)), "PackRevision", row.id, "document");
      await expectDamaged(await sessionsRoute.POST(req("/api/sessions", { kind: "import", packId: "base", log: "setup witches" })), "PackRevision", row.id, "document");
      await expectDamaged(await mapRoute.GET(req("/api/maps/base.base"), params("base.base")), "PackRevision", row.id, "document");
    } finally {
      await test.db.packRevision.update({ where: { id: row.id }, data: { document: row.document } });
    }
    expect((await packRoute.GET(req("/api/packs/base"), params("base"))).status).toBe(200);
  });
});
