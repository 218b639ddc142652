import { describe, expect, it } from "vitest";
import { locateJsonPath, positionAt } from "./locate";

const text = JSON.stringify({ name: "Witches", startingResources: { coins: 15, workers: 3 }, abilities: [{ ability: "town-bonus" }] }, null, 2);
const at = (path: string) => {
  const r = locateJsonPath(text, path);
  return r && text.slice(r.start, r.end);
};

describe("locating a path in JSON text", () => {
  it("finds a nested value by its dotted path", () => {
    expect(at("startingResources.coins")).toBe("15");
    expect(at("name")).toBe('"Witches"');
  });

  it("finds array items by index", () => {
    expect(at("abilities.0.ability")).toBe('"town-bonus"');
  });

  it("points at the key of the parent when the field is missing", () => {
    expect(at("startingResources.priests")).toBe('"startingResources"');
  });

  it("points at the document start for a missing top-level field and the whole value for the root", () => {
    expect(at("power")).toBe("{");
    expect(at("")).toBe(text);
  });

  it("gives up on text that is not JSON", () => {
    expect(locateJsonPath('{ "a": 1,', "a")).toBeUndefined();
    expect(locateJsonPath('{ "a": "b\\"c" }', "a")).toEqual({ start: 7, end: 13 });
  });

  it("turns an offset into a 1-based line and column", () => {
    expect(positionAt("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
    expect(positionAt("ab", 0)).toEqual({ line: 1, column: 1 });
  });
});
