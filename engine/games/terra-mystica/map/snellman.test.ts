/**
 * terra.snellman.net map text and map ids: parsing, formatting, SHA-1, and the base pack's maps
 * checked against the reference transcriptions in ../shared (skipped when that folder is absent).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MapSchema } from "../schema/map";
import { buildGrid } from "./grid";
import { sha1Hex, utf8Bytes } from "../../../core/sha1";
import { formatSnellmanMap, parseSnellmanMap, snellmanMapId, snellmanTerrainString } from "./snellman";

const sharedMaps = path.join(import.meta.dirname, "../../../../../shared/reference/maps");
const haveShared = existsSync(sharedMaps);
const skipNote = haveShared ? "" : " (skipped: ../shared/reference/maps is absent)";
const mapsDir = path.join(import.meta.dirname, "../../../../content/base/maps");

const referenceFiles = haveShared ? readdirSync(sharedMaps).filter((f) => f.endsWith(".txt")).sort() : [];
const contentFiles = readdirSync(mapsDir).filter((f) => f.endsWith(".json")).sort();
const readReference = (file: string) => readFileSync(path.join(sharedMaps, file), "utf8");
const headerId = (text: string) => /map id[^:]*:\s*([0-9a-f]{40})/.exec(text)?.[1];

function parsed(text: string) {
  const result = parseSnellmanMap(text);
  if (!result.ok) throw new Error(`line ${result.line}: ${result.message}`);
  return result.map;
}

describe("SHA-1", () => {
  it.each([
    ["", "da39a3ee5e6b4b0d3255bfef95601890afd80709"],
    ["abc", "a9993e364706816aba3e25717850c26c9cd0d89d"],
    ["abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "84983e441c3bd26ebaae4aa1f95129e5e54670f1"],
    ["The quick brown fox jumps over the lazy dog", "2fd4e1c67a2d28fced849ee1bb76e7391b93eb12"],
  ])("hashes %j to the published digest", (input, digest) => {
    expect(sha1Hex(input)).toBe(digest);
  });

  it("hashes a million a's to the published digest", () => {
    expect(sha1Hex("a".repeat(1_000_000))).toBe("34aa973cd4c4daa4f61eeb2bdbad27316534016f");
  });

  it("agrees with node:crypto around the block boundaries and on non-ASCII text", () => {
    const inputs = [...Array.from({ length: 130 }, (_, n) => "x".repeat(n)), "Öl & Eis — 火と氷 🧊", "\u00e9\ud83d\ude00"];
    for (const input of inputs) expect(sha1Hex(input), JSON.stringify(input)).toBe(createHash("sha1").update(input, "utf8").digest("hex"));
  });

  it("encodes text as UTF-8 like TextEncoder", () => {
    for (const text of ["plain", "é", "€", "😀", "a\ud800b"]) expect([...utf8Bytes(text)]).toEqual([...new TextEncoder().encode(text)]);
  });
});

describe("parsing terra.snellman.net map text", () => {
  it("turns colour words into terrain codes, x into river and lone E into an empty row", () => {
    const map = parsed("# a comment\n\nbrown x yellow E\n  black blue E\nE\ngreen gray red E\n");
    expect(map).toEqual({ offset: "odd", rows: ["P ~ D", "S L", ".", "F M W"] });
  });

  it("accepts a whole terrain string on one line", () => {
    expect(parsed("brown x E yellow E").rows).toEqual(["P ~", "D"]);
  });

  it("names the line of an unknown colour word", () => {
    const result = parseSnellmanMap("# header\nbrown gray E\nyellow purple x E\n");
    expect(result).toMatchObject({ ok: false, line: 3 });
    expect(!result.ok && result.message).toContain('"purple"');
  });

  it("rejects a row that does not end with E, naming its line", () => {
    expect(parseSnellmanMap("brown E\nyellow x\nblue E\n")).toMatchObject({ ok: false, line: 2 });
  });

  it("rejects text without rows", () => {
    expect(parseSnellmanMap("# only a comment\n\n")).toMatchObject({ ok: false });
  });

  it("rejects a row longer than terra.snellman.net reads", () => {
    expect(parseSnellmanMap(`${"brown ".repeat(14)}E\n`)).toMatchObject({ ok: false, line: 1 });
  });
});

describe("formatting a map for terra.snellman.net", () => {
  it("writes one row per line ending with E, and an empty row as a lone E", () => {
    expect(formatSnellmanMap({ offset: "odd", rows: ["P ~ D", ".", "S L . ."] })).toEqual({
      ok: true,
      text: "brown x yellow E\nE\nblack blue E\n",
    });
  });

  it("refuses off-board cells other than at the end of a row", () => {
    expect(formatSnellmanMap({ offset: "odd", rows: ["P P", ". P"] })).toMatchObject({ ok: false, code: "snellman/off-board", row: 1 });
  });

  it("refuses the even layout", () => {
    expect(formatSnellmanMap({ offset: "even", rows: ["P P"] })).toMatchObject({ ok: false, code: "snellman/even-offset" });
  });

  it("hashes the words and Es joined by single spaces as the map id", () => {
    const map = { offset: "odd" as const, rows: ["P ~", "."] };
    expect(snellmanTerrainString(map)).toBe("brown x E E");
    expect(snellmanMapId(map)).toBe(createHash("sha1").update("brown x E E").digest("hex"));
  });

  it("throws a clear error for the map id of a map it cannot express", () => {
    expect(() => snellmanMapId({ offset: "odd", rows: [". P"] })).toThrow(/terra\.snellman\.net/);
  });
});

describe.skipIf(!haveShared)(`the reference maps in ../shared/reference/maps${skipNote}`, () => {
  it("are there to check", () => {
    expect(referenceFiles.length).toBeGreaterThan(0);
  });

  it.each(referenceFiles)("%s parses", (file) => {
    expect(parseSnellmanMap(readReference(file))).toMatchObject({ ok: true });
  });

  it.each(referenceFiles)("%s survives parse, format and parse again", (file) => {
    const map = parsed(readReference(file));
    const formatted = formatSnellmanMap(map);
    expect(formatted.ok).toBe(true);
    if (formatted.ok) expect(parsed(formatted.text)).toEqual(map);
  });

  it.each(referenceFiles.filter((f) => headerId(readReference(f))))("%s has the map id given in its header", (file) => {
    const text = readReference(file);
    expect(snellmanMapId(parsed(text))).toBe(headerId(text));
  });

  it.each(referenceFiles)("%s has a terrain string equal to its words joined by single spaces", (file) => {
    const text = readReference(file);
    const words = text
      .split("\n")
      .filter((l) => !l.trim().startsWith("#"))
      .join(" ")
      .trim()
      .split(/\s+/);
    expect(snellmanTerrainString(parsed(text))).toBe(words.join(" "));
  });

  it.each(referenceFiles)("%s is a map of the base pack", (file) => {
    expect(contentFiles).toContain(file.replace(/\.txt$/, ".json"));
  });
});

describe("the base pack's maps", () => {
  const read = (file: string) => JSON.parse(readFileSync(path.join(mapsDir, file), "utf8")) as unknown;

  it.each(contentFiles)("%s parses with the map schema", (file) => {
    const result = MapSchema.safeParse(read(file));
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it.each(contentFiles)("%s records the map id of its rows", (file) => {
    const map = MapSchema.parse(read(file));
    expect(map.snellmanMapId).toBe(snellmanMapId(map));
    expect(map.description).toContain(map.snellmanMapId);
  });

  it.each(contentFiles)("%s has land hexes of all seven terrains", (file) => {
    expect(new Set(buildGrid(MapSchema.parse(read(file))).land.map((h) => h.kind)).size).toBe(7);
  });

  it.runIf(haveShared).each(contentFiles)(`%s has exactly the rows of its reference transcription${skipNote}`, (file) => {
    const source = path.join(sharedMaps, file.replace(/\.json$/, ".txt"));
    expect(existsSync(source), `${source} exists`).toBe(true);
    const map = MapSchema.parse(read(file));
    expect({ rows: map.rows, offset: map.offset }).toEqual(parsed(readFileSync(source, "utf8")));
  });
});
