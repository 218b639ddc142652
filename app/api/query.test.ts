// @vitest-environment node
/** Query parameters, parsed with Zod by every route handler that reads them: a bad value answers 400 naming the parameter. */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDb } from "@/prisma/testing";
import { loadPackSource } from "@/scripts/cli/pack-dir";
import { FlagParam, parseSearch, RevisionParam } from "./_lib/query";

const test = createTestDb();
process.env.DATABASE_URL = `file:${test.file}`;

// Imported after DATABASE_URL is set, so the handlers use the test database.
const packsRoute = await import("./packs/route");
const exportRoute = await import("./packs/[id]/export/route");
const diffRoute = await import("./packs/[id]/diff/route");
const snellmanRoute = await import("./packs/[id]/maps/[map]/snellman/route");
const sessionsRoute = await import("./sessions/route");
const sessionExportRoute = await import("./sessions/[id]/export/route");

const get = (url: string) => new Request(`http://localhost${url}`);
const pack = { params: Promise.resolve({ id: "base" }) };
const map = { params: Promise.resolve({ id: "base", map: "base" }) };

/** A 400 whose message names the parameter. */
async function expectBadParam(res: Response, name: string) {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body.error).toBe("invalid-query");
  expect(body.message).toContain(`query parameter "${name}"`);
  expect(body.issues.map((i: { path: string }) => i.path)).toContain(name);
}

describe("query parameters of the route handlers", () => {
  let sessionId: string;

  beforeAll(async () => {
    const loaded = loadPackSource(path.join(import.meta.dirname, "..", "..", "content", "base"));
    if (!loaded.ok) throw new Error("content/base does not load");
    const post = (url: string, body: unknown) => new Request(`http://localhost${url}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    expect((await packsRoute.POST(post("/api/packs", loaded.doc))).status).toBe(201);
    const created = await sessionsRoute.POST(post("/api/sessions", { kind: "import", packId: "base", log: "setup witches\nsetup nomads\n" }));
    sessionId = (await created.json()).id;
  });
  afterAll(async () => {
    await test.dispose();
  });

  it("refuse a revision that is not a revision number in exports and map texts", async () => {
    await expectBadParam(await exportRoute.GET(get("/api/packs/base/export?revision=two"), pack), "revision");
    await expectBadParam(await exportRoute.GET(get("/api/packs/base/export?revision=0"), pack), "revision");
    await expectBadParam(await exportRoute.GET(get("/api/packs/base/export?revision=1&revision=2"), pack), "revision");
    await expectBadParam(await snellmanRoute.GET(get("/api/packs/base/maps/base/snellman?revision=-1"), map), "revision");
    expect((await snellmanRoute.GET(get("/api/packs/base/maps/base/snellman?revision=1"), map)).status).toBe(200);
  });

  it("refuse a format they do not write", async () => {
    await expectBadParam(await exportRoute.GET(get("/api/packs/base/export?format=xml"), pack), "format");
    await expectBadParam(await sessionExportRoute.GET(get(`/api/sessions/${sessionId}/export?format=pdf`), { params: Promise.resolve({ id: sessionId }) }), "format");
    expect((await exportRoute.GET(get("/api/packs/base/export?format=zip"), pack)).status).toBe(200);
    expect((await sessionExportRoute.GET(get(`/api/sessions/${sessionId}/export`), { params: Promise.resolve({ id: sessionId }) })).status).toBe(200);
  });

  it("refuse diff revisions that are not revision numbers, and a diff from before revision 1", async () => {
    await expectBadParam(await diffRoute.GET(get("/api/packs/base/diff?from=zero"), pack), "from");
    await expectBadParam(await diffRoute.GET(get("/api/packs/base/diff?from=1&to=1.5"), pack), "to");
    await expectBadParam(await diffRoute.GET(get("/api/packs/base/diff"), pack), "from");
    expect((await diffRoute.GET(get("/api/packs/base/diff?from=1&to=1"), pack)).status).toBe(200);
  });

  it("refuse an empty pack filter on the session list, and ignore parameters they do not know", async () => {
    await expectBadParam(await sessionsRoute.GET(get("/api/sessions?pack=")), "pack");
    const listed = await sessionsRoute.GET(get("/api/sessions?pack=base&_=123"));
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
