// @vitest-environment node
/**
 * Inputs the fuzzer (scripts/fuzz) found crashing a route handler, each kept as a regression test:
 * every one must get a coded 4xx answer, never a 500 or an exception.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/prisma/testing";
import { loadPackSource } from "@/scripts/cli/pack-dir";

const test = createTestDb();
process.env.DATABASE_URL = `file:${test.file}`;

const packsRoute = await import("./packs/route");
const importRoute = await import("./packs/import/route");
const revisionsRoute = await import("./packs/[id]/revisions/route");
const sessionsRoute = await import("./sessions/route");
const mapRoute = await import("./maps/[id]/route");
const draftRoute = await import("./maps/[id]/draft/route");

const loaded = loadPackSource(path.join(import.meta.dirname, "..", "..", "content", "base"));
if (!loaded.ok) throw new Error("content/base does not load");
const base = loaded.doc as Record<string, any>;

const post = (url: string, text: string, method = "POST") => new Request(`http://localhost${url}`, { method, headers: { "content-type": "application/json" }, body: text });
const params = (id: string) => ({ params: Promise.resolve({ id }) });

async function expectRefused(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(typeof (await res.json()).error).toBe("string");
}

describe("route handlers given what the fuzzer found", () => {
  beforeAll(async () => {
    expect((await packsRoute.POST(post("/api/packs", JSON.stringify(base)))).status).toBe(201);
  });
  afterAll(async () => {
    await test.dispose();
  });

  it("answer a map address with a stray % (not URI-encoded) with 404", async () => {
    await expectRefused(await mapRoute.GET(new Request("http://localhost/api/maps/%25"), params("%")), 404);
    const map = JSON.stringify({ baseNumber: 1, map: base.maps.base });
    await expectRefused(await mapRoute.PUT(post("/api/maps/%25", map, "PUT"), params("%")), 404);
    await expectRefused(await draftRoute.PUT(post("/api/maps/%25/draft", map, "PUT"), params("%")), 404);
    expect(await (await draftRoute.DELETE(new Request("http://localhost/api/maps/%25/draft", { method: "DELETE" }), params("%"))).json()).toEqual({ deleted: false });
  });

  it("answer a map id that names a property of every object (hasOwnProperty, constructor) with 404", async () => {
    const snellmanRoute = await import("./packs/[id]/maps/[map]/snellman/route");
    for (const map of ["hasOwnProperty", "constructor", "__proto__"]) {
      const res = await snellmanRoute.GET(new Request(`http://localhost/api/packs/base/maps/${map}/snellman`), { params: Promise.resolve({ id: "base", map }) });
      await expectRefused(res, 404);
    }
  });

  it("refuse a new game on a map called constructor or __proto__ with 422", async () => {
    for (const map of ["constructor", "__proto__", "toString"]) {
      const game = { kind: "play", packId: "base", map, seed: 1234, seats: [{ control: "human", faction: "witches" }, { control: "bot", faction: "random" }] };
      await expectRefused(await sessionsRoute.POST(post("/api/sessions", JSON.stringify(game))), 422);
    }
  });

  it("refuse JSON text with a lone surrogate escape (not Unicode) with 400, storing nothing", async () => {
    const lone = '"\\ud800"';
    await expectRefused(await sessionsRoute.POST(post("/api/sessions", `{"kind":"import","packId":${lone},"log":"setup witches"}`)), 400);
    await expectRefused(await revisionsRoute.POST(post("/api/packs/base/revisions", `{"baseNumber":1,"note":${lone},"document":${JSON.stringify(base)}}`), params("base")), 400);
    const named = JSON.stringify({ ...base, manifest: { ...base.manifest, id: "other", name: "X" } }).replace('"name":"X"', `"name":${lone}`);
    await expectRefused(await importRoute.POST(post("/api/packs/import", named)), 400);
    expect(await test.db.contentPack.count()).toBe(1);
  });
});

describe("revision numbers beyond what the database stores", () => {
  const exportRoute = import("./packs/[id]/export/route");
  const diffRoute = import("./packs/[id]/diff/route");
  const snellmanRoute = import("./packs/[id]/maps/[map]/snellman/route");
  const huge = "99999999999999999999";

  it("are unknown revisions (404) in exports, diffs and map texts", async () => {
    await expectRefused(await (await exportRoute).GET(new Request(`http://localhost/api/packs/base/export?revision=${huge}`), params("base")), 404);
    await expectRefused(await (await diffRoute).GET(new Request(`http://localhost/api/packs/base/diff?from=${huge}`), params("base")), 404);
    await expectRefused(await (await diffRoute).GET(new Request(`http://localhost/api/packs/base/diff?to=${2 ** 31}`), params("base")), 404);
    const ctx = { params: Promise.resolve({ id: "base", map: "base" }) };
    await expectRefused(await (await snellmanRoute).GET(new Request(`http://localhost/api/packs/base/maps/base/snellman?revision=${2 ** 40}`), ctx), 404);
  });

  it("are refused in request bodies with 422", async () => {
    const body = JSON.stringify({ baseNumber: 2 ** 40, map: base.maps.base });
    await expectRefused(await draftRoute.PUT(post("/api/maps/base.base/draft", body, "PUT"), params("base.base")), 422);
    await expectRefused(await mapRoute.PUT(post("/api/maps/base.base", body, "PUT"), params("base.base")), 422);
    await expectRefused(await revisionsRoute.POST(post("/api/packs/base/revisions", JSON.stringify({ baseNumber: 2 ** 31, document: base })), params("base")), 422);
    const session = { kind: "import", packId: "base", revision: 2 ** 31, log: "setup witches" };
    await expectRefused(await sessionsRoute.POST(post("/api/sessions", JSON.stringify(session))), 422);
  });
});
