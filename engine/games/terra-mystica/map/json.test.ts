/** Reading map JSON: problems say where they are, so a designer can fix an import. */
import { describe, expect, it } from "vitest";
import { baseMapFixture } from "./fixtures";
import { findJsonError, formatMapJson, lineColumn, parseMapJson } from "./json";

describe("map JSON", () => {
  it("round-trips a map through its formatted text", () => {
    const base = baseMapFixture("base");
    expect(parseMapJson(formatMapJson(base))).toEqual({ ok: true, map: base });
  });

  it("writes each bridge slot and canal on one line", () => {
    const text = formatMapJson({ name: "m", rows: ["P ~ S", "L F"], bridgeSlots: { added: [["A1", "A2"]], removed: [] }, canals: [["A1", "B1"]] });
    expect(text).toContain('"added": [\n      ["A1", "A2"]\n    ]');
    expect(text).toContain('["A1", "B1"]');
    expect(JSON.parse(text).canals).toEqual([["A1", "B1"]]);
  });

  it("names the line and column of a syntax error", () => {
    const text = '{\n  "name": "x",\n  "rows": ["P P",]\n}';
    const r = parseMapJson(text);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.problems[0]).toMatchObject({ line: 3, message: expect.stringMatching(/^Not valid JSON/) });
  });

  it("names the row of a bad cell by its letter", () => {
    const r = parseMapJson(JSON.stringify({ name: "x", rows: ["P P", "P Q", "S"] }));
    expect(!r.ok && r.problems).toEqual([{ path: "rows.1", message: expect.stringMatching(/^rows\.1 \(row B\): must be cells/) }]);
  });

  it("refuses a whole content pack, naming its maps", () => {
    const r = parseMapJson(JSON.stringify({ schemaVersion: 1, manifest: {}, maps: { base: {}, fjords: {} } }));
    expect(!r.ok && r.problems[0]!.message).toContain("base, fjords");
  });

  it("says an empty text is empty", () => {
    expect(parseMapJson("  ")).toEqual({ ok: false, problems: [{ line: 1, column: 1, message: "The text is empty." }] });
  });

  it("counts lines and columns from 1", () => {
    expect(lineColumn("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
  });
});

describe("finding where JSON goes wrong", () => {
  it.each([
    ['{"a": [1, 2,]}', 12, "a comma before a closing bracket"],
    ['{"a" 1}', 5, 'expected ":" after the property name, found "1"'],
    ['{"a": 1,}', 8, "a comma before a closing brace"],
    ["{'a': 1}", 1, "expected a property name in double quotes, found \"'\""],
    ['{"a": tru}', 6, 'unexpected "t"'],
    ['{"a": "x', 8, "a string that never ends"],
    ['{"a": 1} x', 9, 'unexpected "x" after the end of the value'],
  ])("points at the problem in %s", (text, offset, message) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(findJsonError(text)).toEqual({ offset, message });
  });
});
