// @vitest-environment node
/**
 * Uploading a pack file to POST /api/packs/import: as the raw body or as a multipart form
 * (`curl -F file=@pack.json`), with the same 5 MiB limit on the file the browser form applies.
 */
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_PACK_BYTES } from "@/engine";
import { createTestDb } from "@/prisma/testing";
import { loadPackSource } from "@/scripts/cli/pack-dir";

const test = createTestDb();
process.env.DATABASE_URL = `file:${test.file}`;

const importRoute = await import("./import/route");
const { packToZip } = await import("./_lib/bundle");

const loaded = loadPackSource(path.join(import.meta.dirname, "..", "..", "..", "content", "base"));
if (!loaded.ok) throw new Error("content/base does not load");
const base = loaded.doc as Record<string, any>;
const other = { ...base, manifest: { ...base.manifest, id: "uploaded", name: "Uploaded" } };

const raw = (body: BodyInit, type = "application/json") => new Request("http://localhost/api/packs/import", { method: "POST", headers: { "content-type": type }, body });
function form(file: BodyInit | Uint8Array, name = "pack.json", field = "file") {
  const data = new FormData();
  data.append(field, new Blob([file as BlobPart]), name);
  return new Request("http://localhost/api/packs/import", { method: "POST", body: data });
}

/** The pack's JSON padded with spaces to exactly `bytes` bytes. */
function padded(doc: unknown, bytes: number): string {
  const text = JSON.stringify(doc);
  return text.slice(0, -1) + " ".repeat(bytes - Buffer.byteLength(text)) + "}";
}

describe("POST /api/packs/import uploads", () => {
  beforeEach(async () => {
    await test.db.packRevision.deleteMany();
    await test.db.contentPack.deleteMany();
  });
  afterAll(async () => {
    await test.dispose();
  });

  it("takes a multipart form with the pack file (curl -F file=@pack.json), JSON or zip", async () => {
    const res = await importRoute.POST(form(JSON.stringify(other)));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ id: "uploaded", number: 1, created: true });
    const zipped = await importRoute.POST(form(packToZip(other as never), "pack.zip"));
    expect(zipped.status).toBe(200);
    expect(await zipped.json()).toMatchObject({ id: "uploaded", number: 2, created: false });
  });

  it("takes the file from any field of the form, and refuses a form without a file with 400", async () => {
    expect((await importRoute.POST(form(JSON.stringify(other), "x.json", "pack"))).status).toBe(201);
    const data = new FormData();
    data.append("note", "no file here");
    const res = await importRoute.POST(new Request("http://localhost/api/packs/import", { method: "POST", body: data }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: "upload/no-file" });
  });

  it("refuses a damaged multipart body with 400", async () => {
    const res = await importRoute.POST(raw("--x\r\nnot a form", "multipart/form-data; boundary=x"));
    expect(res.status).toBe(400);
    expect(typeof (await res.json()).error).toBe("string");
  });

  it("accepts a file of exactly 5 MiB and refuses one byte more with 413, raw or in a form", async () => {
    expect(MAX_PACK_BYTES).toBe(5 * 1024 * 1024);
    const fits = padded(other, MAX_PACK_BYTES);
    const over = padded(other, MAX_PACK_BYTES + 1);
    expect((await importRoute.POST(raw(fits))).status).toBe(201);
    expect((await importRoute.POST(raw(over))).status).toBe(413);
    expect((await importRoute.POST(form(fits))).status).toBe(200);
    const res = await importRoute.POST(form(over));
    expect(res.status).toBe(413);
    expect((await res.json()).message).toContain(`the limit is ${MAX_PACK_BYTES} bytes`);
    expect(await test.db.packRevision.count()).toBe(2);
  });

  it("refuses a raw body sent without a length (chunked) once it passes the limit", async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(32);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent++;
        if (sent > 64) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await importRoute.POST(new Request("http://localhost/api/packs/import", { method: "POST", body: stream, duplex: "half" } as RequestInit));
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(10);
  });
});
