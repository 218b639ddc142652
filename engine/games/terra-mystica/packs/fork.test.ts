import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPackSource } from "../testing/node/load-pack";
import { diffPacks, forkPack, getAt, newFaction, normalizePack, setAt, slugify, uniqueId, validatePack, withEntry, type ContentPack } from "../../..";

function base(): ContentPack {
  const loaded = loadPackSource(path.join(import.meta.dirname, "..", "..", "..", "..", "content", "base"));
  const n = loaded.ok ? normalizePack(loaded.doc) : undefined;
  if (!n?.ok) throw new Error("content/base does not load");
  return n.pack;
}

describe("forking a pack", () => {
  it("copies every entry under a new manifest and stays valid", () => {
    const fork = forkPack(base(), { id: "friday", name: "Friday night", revision: 3 });
    expect(fork.manifest).toEqual({ id: "friday", name: "Friday night", version: "0.1.0", game: "terra-mystica", description: "Forked from base 1.0.0, revision 3." });
    expect(validatePack(fork).issues).toEqual([]);
    expect(diffPacks(base(), fork).entries.map((e) => e.section)).toEqual(["manifest"]);
  });

  it("does not share objects with its source", () => {
    const source = base();
    const fork = forkPack(source, { id: "f", name: "F" });
    fork.factions.witches!.startingResources.coins = 1;
    expect(source.factions.witches!.startingResources.coins).toBe(15);
  });

  it("makes slugs and unique ids", () => {
    expect(slugify("Friday Night Rules!")).toBe("friday-night-rules");
    expect(slugify("Élan vital")).toBe("elan-vital");
    expect(slugify("42 hexes")).toBe("pack-42-hexes");
    expect(uniqueId("base", ["base", "base-2"])).toBe("base-3");
    expect(uniqueId("new", ["base"])).toBe("new");
  });

  it("adds a new faction from the template that the pack accepts", () => {
    const pack = withEntry(base(), "factions", "dragons", { ...newFaction("Dragons", "mountains"), abilities: [{ ability: "town-bonus", gain: { vp: 3 } }] });
    expect(validatePack(pack).issues).toEqual([]);
    expect(Object.keys(pack.factions)).toContain("dragons");
    expect(Object.keys(withEntry(pack, "factions", "dragons", undefined).factions)).not.toContain("dragons");
  });
});

describe("document paths", () => {
  it("reads a nested value and undefined past a missing step", () => {
    expect(getAt({ a: { b: [1, 2] } }, ["a", "b", 1])).toBe(2);
    expect(getAt({ a: 1 }, ["a", "b", "c"])).toBeUndefined();
  });

  it("writes a copy and leaves the original unchanged", () => {
    const doc = { a: { b: 1 }, c: { d: 2 } };
    const next = setAt(doc, ["a", "b"], 5);
    expect(next).toEqual({ a: { b: 5 }, c: { d: 2 } });
    expect(doc.a.b).toBe(1);
    expect(next.c).toBe(doc.c);
  });

  it("creates missing objects and arrays, and removes a key written as undefined", () => {
    expect(setAt({}, ["x", 0, "y"], 1)).toEqual({ x: [{ y: 1 }] });
    expect(setAt({ a: 1, b: 2 }, ["a"], undefined)).toEqual({ b: 2 });
    expect(setAt({ l: [1, 2, 3] }, ["l", 1], undefined)).toEqual({ l: [1, 3] });
  });
});
