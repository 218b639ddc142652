import { describe, expect, it } from "vitest";
import { formatJson } from "./format";

describe("JSON text for people", () => {
  it("keeps short lists of numbers on one line and objects one key per line", () => {
    expect(formatJson({ income: { workers: [1, 2, 3] }, name: "Witches" })).toBe('{\n  "income": {\n    "workers": [1, 2, 3]\n  },\n  "name": "Witches"\n}');
  });

  it("breaks a list that would run past the width, and lists of objects", () => {
    const long = Array.from({ length: 40 }, (_, i) => i);
    expect(formatJson({ vp: long }, 2, 40).split("\n")).toHaveLength(long.length + 4);
    expect(formatJson([{ a: 1 }])).toBe('[\n  {\n    "a": 1\n  }\n]');
  });

  it("reads back to the same value, commas inside strings included", () => {
    const value = { rows: ["P M, F", "D ~"], pairs: [["A1", "A2"]], empty: {}, none: [], flag: true, n: null };
    expect(JSON.parse(formatJson(value))).toEqual(value);
  });
});
