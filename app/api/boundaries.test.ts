// @vitest-environment node
/**
 * The API's boundaries with what it reads: query parameters, parsed with Zod by every route handler
 * that reads them (a bad value answers 400 naming the parameter), and stored rows that do not parse
 * (a damaged database, or a format no migration reads), which every handler that reads one answers
 * with a 500 naming the table, the row and the column, never a bare crash.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createTestDb } from "@/prisma/testing";
import { loadPackSource } from "@/scripts/cli/pack-dir";
import { FlagParam, parseSearch, RevisionParam } from "./_lib/query";

const test = createTestDb();
process.env.DATABASE_URL = `file:${test.file}`;

// Imported after DATABASE_URL is set, so the handlers use the test database.
const packsRoute = await import("./packs/route");
const packRoute = await import("./packs/[id]/route");
const exportRoute = await import("./packs/[id]/export/route");
const diffRoute = await import("./packs/[id]/diff/route");
const snellmanRoute = await import("./packs/[id]/maps/[map]/snellman/route");
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
const pack = params("base");
const map = { params: Promise.resolve({ id: "base", map: "base" }) };
let sessionId: string;

beforeAll(async () => {
  expect((await packsRoute.POST(req("/api/packs", base))).status).toBe(201);
  const created = await sessionsRoute.POST(req("/api/sessions", { kind: "import", packId: "base", log: "setup witches\nsetup nomads\n" }));
  expect(created.status).toBe(201);
  sessionId = (await created.json()).id;
});
afterAll(async () => {
  await test.dispose();
});

/** A 400 whose message names the parameter. */
async function expectBadParam(res: Response, name: string) {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body.error).toBe("invalid-query");
  expect(body.message).toContain(`query parameter "${name}"`);
  expect(body.issues.map((i: { path: string }) => i.path)).toContain(name);
}

describe("query parameters of the route handlers", () => {
  it("refuse a revision that is not a revision number in exports and map texts", async () => {
    await expectBadParam(await exportRoute.GET(req("/api/packs/base/export?revision=two"), pack), "revision");
    await expectBadParam(await exportRoute.GET(req("/api/packs/base/export?revision=0"), pack), "revision");
    await expectBadParam(await exportRoute.GET(req("/api/packs/base/export?revision=1&revision=2"), pack), "revision");
    await expectBadParam(await snellmanRoute.GET(req("/api/packs/base/maps/base/snellman?revision=-1"), map), "revision");
    expect((await snellmanRoute.GET(req("/api/packs/base/maps/base/snellman?revision=1"), map)).status).toBe(200);
  });

  it("refuse a format they do not write", async () => {
    await expectBadParam(await exportRoute.GET(req("/api/packs/base/export?format=xml"), pack), "format");
    await expectBadParam(await sessionExportRoute.GET(req(`/api/sessions/${sessionId}/export?format=pdf`), params(sessionId)), "format");
    expect((await exportRoute.GET(req("/api/packs/base/export?format=zip"), pack)).status).toBe(200);
    expect((await sessionExportRoute.GET(req(`/api/sessions/${sessionId}/export`), params(sessionId))).status).toBe(200);
  });

  it("refuse diff revisions that are not revision numbers, and a diff from before revision 1", async () => {
    await expectBadParam(await diffRoute.GET(req("/api/packs/base/diff?from=zero"), pack), "from");
    await expectBadParam(await diffRoute.GET(req("/api/packs/base/diff?from=1&to=1.5"), pack), "to");
    await expectBadParam(await diffRoute.GET(req("/api/packs/base/diff"), pack), "from");
    expect((await diffRoute.GET(req("/api/packs/base/diff?from=1&to=1"), pack)).status).toBe(200);
  });

  it("refuse an empty pack filter on the session list, and ignore parameters they do not know", async () => {
    await expectBadParam(await sessionsRoute.GET(req("/api/sessions?pack=")), "pack");
    const listed = await sessionsRoute.GET(req("/api/sessions?pack=base&_=123"));
    expect(listed.status).toBe(200);
    expect((await listed.json()).sessions).toHaveLength(1);
  });
});

describe("parseSearch", () => {
  const schema = z.object({ revision: RevisionParam.optional(), new: FlagParam });

  it("reads a page's searchParams object and a URL's parameters alike", () => {
    expect(parseSearch(schema, { revision: "3", new: "" })).toEqual({ ok: true, data: { revision: 3, new: true } });
    expect(parseSearch(schema, new URLSearchParams("revision=3"))).toEqual({ ok: true, data: { revision: 3, new: false } });
  });

  it("names the parameter and says what it must be", () => {
    expect(parseSearch(schema, { revision: "latest" })).toMatchObject({ ok: false, message: 'query parameter "revision" must be a revision number (1 or more)' });
    expect(parseSearch(schema, { revision: ["1", "2"] })).toMatchObject({ ok: false, issues: [{ path: "revision" }] });
  });
});

/** A 500 whose message names the row and the column. */
async function expectDamaged(res: Response, model: string, id: string, field: string) {
  expect(res.status).toBe(500);
  const body = await res.json();
  expect(body).toMatchObject({ error: "store/corrupt-row", row: { model, id, field } });
  expect(body.message).toContain(`${model} ${id}`);
  expect(body.message).toContain(`column ${field}`);
}

describe("route handlers over stored rows that do not parse", () => {
  beforeAll(async () => {
    // The handlers log each damaged row for the server's operator.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await draftRoute.PUT(req("/api/maps/base.base/draft", { map: base.maps.base }, "PUT"), params("base.base"))).status).toBe(200);
  });
  afterAll(() => {
    vi.restoreAllMocks();
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
