// @vitest-environment node
/** The authoring routes (fork, diff, zip export and import, map export), against a temporary SQLite database. */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { parseSnellmanMap, SCHEMA_VERSION } from "@/engine";
import { createTestDb } from "@/prisma/testing";
import type { Db } from "@/prisma/db";
import { loadPackSource } from "@/scripts/cli/pack-dir";
import { readZip, writeZip } from "./_lib/zip";

const test = createTestDb();
process.env.DATABASE_URL = `file:${test.file}`;

const packsRoute = await import("./route");
const importRoute = await import("./import/route");
const revisionsRoute = await import("./[id]/revisions/route");
const exportRoute = await import("./[id]/export/route");
const forkRoute = await import("./[id]/fork/route");
const diffRoute = await import("./[id]/diff/route");
const snellmanRoute = await import("./[id]/maps/[map]/snellman/route");

const BASE_DIR = path.join(import.meta.dirname, "..", "..", "..", "content", "base");
const loaded = loadPackSource(BASE_DIR);
if (!loaded.ok) throw new Error("content/base does not load");
const base = loaded.doc as Record<string, any>;

const post = (url: string, body: unknown, type = "application/json") =>
  new Request(`http://localhost${url}`, { method: "POST", headers: { "content-type": type }, body: typeof body === "string" || body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body) });
const get = (url: string) => new Request(`http://localhost${url}`);
const params = <T extends Record<string, string>>(p: T) => ({ params: Promise.resolve(p) });

async function snapshot(db: Db) {
  return { packs: await db.contentPack.findMany({ orderBy: { id: "asc" } }), revisions: await db.packRevision.findMany({ orderBy: { id: "asc" } }) };
}

describe("authoring API", () => {
  const db = test.db;
  beforeEach(async () => {
    await db.packRevision.deleteMany();
    await db.contentPack.deleteMany();
    expect((await packsRoute.POST(post("/api/packs", base))).status).toBe(201);
  });
  afterAll(async () => {
    await test.dispose();
  });

  it("forks a pack into a new one with all its content and a note saying where it came from", async () => {
    const res = await forkRoute.POST(post("/api/packs/base/fork", { id: "friday", name: "Friday night" }), params({ id: "base" }));
    expect(res.status).toBe(201);
    const rev = await db.packRevision.findFirstOrThrow({ where: { packId: "friday" } });
    expect(rev.note).toBe("Forked from base");
    const doc = JSON.parse(rev.document);
    expect(doc.manifest).toMatchObject({ id: "friday", name: "Friday night", version: "0.1.0" });
    expect(Object.keys(doc.factions)).toHaveLength(14);
  });

  it("refuses a fork onto a taken id with 409, a bad id with 422 and its path, and an unknown source with 404", async () => {
    const before = await snapshot(db);
    expect((await forkRoute.POST(post("/api/packs/base/fork", { id: "base", name: "Again" }), params({ id: "base" }))).status).toBe(409);
    const bad = await forkRoute.POST(post("/api/packs/base/fork", { id: "Not A Slug", name: "" }), params({ id: "base" }));
    expect(bad.status).toBe(422);
    expect((await bad.json()).issues.map((i: { path: string }) => i.path)).toEqual(["id", "name"]);
    expect((await forkRoute.POST(post("/api/packs/nope/fork", { id: "x", name: "X" }), params({ id: "nope" }))).status).toBe(404);
    expect(await snapshot(db)).toEqual(before);
  });

  it("gives the semantic diff between two revisions, the last change by default", async () => {
    const doc = structuredClone(base);
    doc.factions.witches.startingResources.coins = 12;
    doc.rules.towns.minPower = 6;
    expect((await revisionsRoute.POST(post("/api/packs/base/revisions", { baseNumber: 1, document: doc }), params({ id: "base" }))).status).toBe(201);
    const body = await (await diffRoute.GET(get("/api/packs/base/diff"), params({ id: "base" }))).json();
    expect(body).toMatchObject({ from: 1, to: 2 });
    expect(body.lines).toEqual([
      { kind: "changed", path: "rules.towns.minPower", before: 7, after: 6 },
      { kind: "changed", path: "factions.witches.startingResources.coins", before: 15, after: 12 },
    ]);
    expect((await diffRoute.GET(get("/api/packs/base/diff?from=1&to=9"), params({ id: "base" }))).status).toBe(404);
    expect((await diffRoute.GET(get("/api/packs/base/diff?from=zero"), params({ id: "base" }))).status).toBe(400);
  });

  it("compares the first save of an inherited Merchants section with the values the pack inherited when it was saved, field by field", async () => {
    const folder = (name: string) => {
      const l = loadPackSource(path.join(BASE_DIR, "..", name));
      if (!l.ok) throw new Error(`content/${name} does not load`);
      return l.doc as Record<string, any>;
    };
    for (const name of ["promo", "fire-and-ice", "merchants"]) expect((await packsRoute.POST(post("/api/packs", folder(name)))).status).toBe(201);
    const child = { schemaVersion: SCHEMA_VERSION, manifest: { id: "seas", name: "Seas", version: "1.0.0", game: "terra-mystica", extends: { id: "merchants" } } };
    expect((await packsRoute.POST(post("/api/packs", child))).status).toBe(201);
    // The Merchants editor's first save: the inherited section, with one shipyard cost changed.
    const merchants = structuredClone(folder("merchants").merchants);
    merchants.shipyards.default.cost.coins = 7;
    expect((await revisionsRoute.POST(post("/api/packs/seas/revisions", { baseNumber: 1, document: { ...child, merchants } }), params({ id: "seas" }))).status).toBe(201);
    // The parent changes later: the diff still compares with what the pack inherited then.
    const parent = folder("merchants");
    parent.merchants.pieces.tradeMarkers = 14;
    expect((await revisionsRoute.POST(post("/api/packs/merchants/revisions", { baseNumber: 1, document: parent }), params({ id: "merchants" }))).status).toBe(201);

    const body = await (await diffRoute.GET(get("/api/packs/seas/diff"), params({ id: "seas" }))).json();
    expect(body.lines).toEqual([{ kind: "changed", path: "merchants.shipyards.default.cost.coins", before: 6, after: 7 }]);
    expect(body.entries).toEqual([expect.objectContaining({ section: "merchants", kind: "changed", inherited: "before" })]);
  });

  it("exports a zip with the pack, its schema and map images, and imports it back without loss", async () => {
    const res = await exportRoute.GET(get("/api/packs/base/export?format=zip"), params({ id: "base" }));
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain("base-1.0.0.zip");
    const zip = new Uint8Array(await res.arrayBuffer());
    const unzipped = readZip(zip, 50_000_000);
    if (!unzipped.ok) throw new Error(unzipped.message);
    const names = unzipped.entries.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(["pack.json", "schema/content-pack.json", "maps/base.svg", "maps/base.snellman.txt"]));
    const packJson = JSON.parse(new TextDecoder().decode(unzipped.entries.find((e) => e.name === "pack.json")!.data));
    expect(packJson.$schema).toBe("./schema/content-pack.json");

    const before = await (await exportRoute.GET(get("/api/packs/base/export"), params({ id: "base" }))).json();
    const again = await importRoute.POST(post("/api/packs/import", zip, "application/zip"));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: "base", number: 2 });
    const after = await (await exportRoute.GET(get("/api/packs/base/export?revision=2"), params({ id: "base" }))).json();
    expect(after).toEqual(before);
  });

  it("imports a zipped pack folder with its top folder", async () => {
    const entries: { name: string; data: Uint8Array }[] = [];
    const walk = (dir: string, rel: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(path.join(dir, e.name), `${rel}${e.name}/`);
        else if (e.name.endsWith(".json")) {
          const json = JSON.parse(fs.readFileSync(path.join(dir, e.name), "utf8"));
          if (e.name === "pack.json") json.manifest.id = "zipped";
          entries.push({ name: `my-pack/${rel}${e.name}`, data: new TextEncoder().encode(JSON.stringify(json)) });
        }
      }
    };
    walk(BASE_DIR, "");
    const res = await importRoute.POST(post("/api/packs/import", writeZip(entries), "application/zip"));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ id: "zipped", created: true });
  });

  it("answers bad pack files with a clear message and paths, and stores nothing", async () => {
    const before = await snapshot(db);
    const notJson = await importRoute.POST(post("/api/packs/import", "this is { not json"));
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).message).toMatch(/not valid JSON/);

    const newer = await importRoute.POST(post("/api/packs/import", { ...base, schemaVersion: SCHEMA_VERSION + 1 }));
    expect(newer.status).toBe(422);
    expect((await newer.json()).issues).toEqual([expect.objectContaining({ path: "schemaVersion", message: expect.stringMatching(/newer than this studio/) })]);

    const unknown = structuredClone(base);
    unknown.manifest.id = "flying";
    unknown.factions.witches.abilities.push({ ability: "flying", range: 2 });
    const res = await importRoute.POST(post("/api/packs/import", unknown));
    expect(res.status).toBe(422);
    const issues = (await res.json()).issues;
    expect(issues).toEqual([expect.objectContaining({ path: "factions.witches.abilities.2.ability", message: expect.stringContaining('unknown ability "flying"') })]);

    const brokenZip = await importRoute.POST(post("/api/packs/import", writeZip([{ name: "pack.json", data: new TextEncoder().encode("{ nope") }]), "application/zip"));
    expect(brokenZip.status).toBe(400);
    expect((await brokenZip.json()).message).toMatch(/pack.json in the zip is not valid JSON/);
    expect(await snapshot(db)).toEqual(before);
  });

  it("exports a map in terra.snellman.net's format that reads back to the same rows", async () => {
    const res = await snellmanRoute.GET(get("/api/packs/base/maps/base/snellman"), params({ id: "base", map: "base" }));
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^# Terra Mystica \(original\) \(base\/base\), terra.snellman.net map id 126fe960806d587c78546b30f1a90853b1ada468\n/);
    const parsed = parseSnellmanMap(text);
    expect(parsed.ok && parsed.map.rows).toEqual(base.maps.base.rows);
    expect((await snellmanRoute.GET(get("/api/packs/base/maps/atlantis/snellman"), params({ id: "base", map: "atlantis" }))).status).toBe(404);
  });
});
