// @vitest-environment node
import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32, isZip, readZip, writeZip } from "./zip";

const text = (s: string) => new TextEncoder().encode(s);

describe("zip archives", () => {
  it("computes the standard CRC-32", () => {
    expect(crc32(text("123456789"))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it("reads back what it writes, names and bytes", () => {
    const zip = writeZip([
      { name: "pack.json", data: text('{"a":1}') },
      { name: "maps/ü.svg", data: text("<svg/>".repeat(100)) },
    ]);
    expect(isZip(zip)).toBe(true);
    const back = readZip(zip, 10_000);
    expect(back.ok && back.entries.map((e) => [e.name, new TextDecoder().decode(e.data)])).toEqual([
      ["pack.json", '{"a":1}'],
      ["maps/ü.svg", "<svg/>".repeat(100)],
    ]);
  });

  it("counts the bytes entries really inflate to, not the sizes they declare (a zip bomb of entries sharing one body)", () => {
    // One deflated entry of 1 MB of zeros (about 1 kB compressed), then 50 directory entries that
    // all point at it and declare an uncompressed size of 0.
    const zip = Buffer.from(writeZip([{ name: "pack.json", data: new Uint8Array(1_000_000) }]));
    const end = zip.length - 22;
    const dirAt = zip.readUInt32LE(end + 16);
    const central = Buffer.from(zip.subarray(dirAt, end));
    central.writeUInt32LE(0, 24);
    const copies = Buffer.concat(Array.from({ length: 50 }, () => central));
    const tail = Buffer.from(zip.subarray(end));
    tail.writeUInt16LE(50, 8);
    tail.writeUInt16LE(50, 10);
    tail.writeUInt32LE(copies.length, 12);
    const bomb = new Uint8Array(Buffer.concat([zip.subarray(0, dirAt), copies, tail]));
    expect(readZip(bomb, 5_000_000)).toEqual({ ok: false, message: "the zip holds more than 5000000 bytes once uncompressed" });
  });

  it("refuses an archive that would inflate past the limit", () => {
    const zip = writeZip([{ name: "big.json", data: new Uint8Array(50_000) }]);
    expect(readZip(zip, 10_000)).toEqual({ ok: false, message: "the zip holds more than 10000 bytes once uncompressed" });
  });

  it("says when bytes are not a zip or an entry is damaged", () => {
    expect(readZip(text("hello"), 100)).toMatchObject({ ok: false, message: expect.stringMatching(/not a zip archive/) });
    const zip = writeZip([{ name: "a.txt", data: text("some text to compress") }]);
    const payload = deflateRawSync(text("some text to compress"));
    const at = Buffer.from(zip).indexOf(Buffer.from(payload));
    zip[at + 2] = zip[at + 2]! ^ 0xff;
    expect(readZip(zip, 100)).toMatchObject({ ok: false, message: expect.stringMatching(/^a\.txt: /) });
  });
});
