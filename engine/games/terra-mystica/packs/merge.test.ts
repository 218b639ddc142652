import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPackSource } from "../testing/node/load-pack";
import { nextRandom } from "../../../core/random";
import { getAt, jsonEqual, mergeMaps, mergeValues, normalizePack, setAt, snellmanMapId, type ContentPack, type DocPath, type MapDoc } from "../../..";

const BASE = path.join(import.meta.dirname, "..", "..", "..", "..", "content", "base");

function base(): ContentPack {
  const loaded = loadPackSource(BASE);
  if (!loaded.ok) throw new Error("content/base does not load");
  const n = normalizePack(loaded.doc);
  if (!n.ok) throw new Error("content/base does not parse");
  return n.pack;
}

const witches = () => structuredClone(base().factions.witches) as Record<string, unknown>;
const edit = <T>(doc: T, at: DocPath, value: unknown): T => setAt(doc, at, value);

describe("three-way merge of a document", () => {
  it("keeps their description and my priests when each side changed one field (the conflict 'rebase' of issue 11)", () => {
    const b = witches();
    const theirs = edit(b, ["description"], "Witches fly over the forests.");
    const mine = edit(b, ["startingResources", "priests"], 1);
    const merged = mergeValues(b, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(getAt(merged.value, ["description"])).toBe("Witches fly over the forests.");
    expect(getAt(merged.value, ["startingResources", "priests"])).toBe(1);
  });

  it("reports a field both sides changed differently as a conflict with the three values, and takes a side when told", () => {
    const b = witches();
    const mine = edit(b, ["startingResources", "coins"], 12);
    const theirs = edit(edit(b, ["startingResources", "coins"], 20), ["name"], "Forest Witches");
    const merged = mergeValues(b, mine, theirs);
    expect(merged.conflicts).toEqual([{ path: "startingResources.coins", at: ["startingResources", "coins"], base: 15, mine: 12, theirs: 20 }]);
    // Until resolved, the merged document holds my value there; everything else merges.
    expect(getAt(merged.value, ["startingResources", "coins"])).toBe(12);
    expect(getAt(merged.value, ["name"])).toBe("Forest Witches");
    const resolved = mergeValues(b, mine, theirs, { "startingResources.coins": "theirs" });
    expect(resolved.conflicts).toEqual([]);
    expect(resolved.resolved).toEqual([{ path: "startingResources.coins", at: ["startingResources", "coins"], base: 15, mine: 12, theirs: 20, choice: "theirs" }]);
    expect(getAt(resolved.value, ["startingResources", "coins"])).toBe(20);
  });

  it("takes the same change made on both sides once, without a conflict", () => {
    const b = witches();
    const both = edit(b, ["power", "bowl1"], 6);
    expect(mergeValues(b, both, structuredClone(both))).toEqual({ value: both, conflicts: [], resolved: [] });
  });

  it("merges abilities by their kind, as the diff names them, and a removed field against a changed one is a conflict", () => {
    const b = witches();
    const abilities = b.abilities as { ability: string }[];
    const i = abilities.findIndex((a) => a.ability === "town-bonus");
    const mine = edit(b, ["abilities", i, "gain", "vp"], 6);
    const theirs = edit(b, ["abilities"], [...abilities, { ability: "leech-bonus", gain: { vp: 1 } }]);
    const merged = mergeValues(b, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(getAt(merged.value, ["abilities", i, "gain", "vp"])).toBe(6);
    expect((merged.value as { abilities: unknown[] }).abilities.at(-1)).toEqual({ ability: "leech-bonus", gain: { vp: 1 } });

    const removed = edit(b, ["abilities", i], undefined);
    const clash = mergeValues(b, mine, removed);
    expect(clash.conflicts.map((c) => c.path)).toEqual(["abilities[town-bonus]"]);
    expect(clash.conflicts[0]).toMatchObject({ at: ["abilities", i], theirs: undefined });
  });

  it("merges lists of plain values as one value (an income table), like the diff shows them", () => {
    const b = witches();
    const mine = edit(b, ["buildings", "D", "income", "workers"], [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const theirs = edit(b, ["buildings", "D", "income", "workers"], [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(mergeValues(b, mine, theirs).conflicts.map((c) => c.path)).toEqual(["buildings.D.income.workers"]);
  });

  it("merges the rules and variants document field by field", () => {
    const pack = base();
    const b = { rules: pack.rules, variants: pack.variants };
    const mine = edit(b, ["rules", "towns", "minPower"], 6);
    const theirs = edit(b, ["variants", "short"], { name: "Short game", rules: { rounds: 5 } });
    const merged = mergeValues(b, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(getAt(merged.value, ["rules", "towns", "minPower"])).toBe(6);
    expect(getAt(merged.value, ["variants", "short", "name"])).toBe("Short game");
  });
});

describe("three-way merge of a map", () => {
  const original = () => structuredClone(base().maps.base) as MapDoc;
  const paint = (map: MapDoc, row: number, cell: number, code: string): MapDoc => {
    const rows = map.rows.map((r) => r.trim().split(/\s+/));
    rows[row]![cell] = code;
    return { ...map, rows: rows.map((r) => r.join(" ")) };
  };

  it("keeps hexes each side painted, names a hex both painted differently by its coordinate, and takes a side when told", () => {
    const b = original();
    const mine = paint(paint(b, 0, 0, "D"), 4, 2, "S");
    const theirs = paint({ ...paint(b, 2, 1, "W"), name: "Their board" }, 4, 2, "L");
    const merged = mergeMaps(b, mine, theirs);
    expect(merged.conflicts.map((c) => [c.path, c.base, c.mine, c.theirs])).toEqual([["hexes.E3", "wasteland", "swamp", "lakes"]]);
    const cells = (m: MapDoc, r: number) => m.rows[r]!.trim().split(/\s+/);
    expect(cells(merged.value, 0)[0]).toBe("D");
    expect(cells(merged.value, 2)[1]).toBe("W");
    expect(cells(merged.value, 4)[2]).toBe("S");
    expect(merged.value.name).toBe("Their board");
    const resolved = mergeMaps(b, mine, theirs, { "hexes.E3": "theirs" });
    expect(resolved.conflicts).toEqual([]);
    expect(cells(resolved.value, 4)[2]).toBe("L");
  });

  it("computes terra.snellman.net's map id again for rows merged hex by hex, instead of a conflict between two stale ids", () => {
    const b = original();
    const withId = (map: MapDoc): MapDoc => ({ ...map, snellmanMapId: snellmanMapId(map) });
    const mine = withId(paint(b, 0, 0, "D"));
    const theirs = withId(paint(b, 2, 1, "W"));
    const merged = mergeMaps(b, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.value.snellmanMapId).toBe(snellmanMapId(merged.value));
    expect(mergeMaps(b, mine, b).value).toEqual(mine);
  });

  it("merges canals and bridge slots as sets: pairs added or removed on either side", () => {
    const b: MapDoc = { ...original(), canals: [["A1", "A2"]] };
    const mine: MapDoc = { ...b, canals: [["A1", "A2"], ["B1", "B2"]] };
    const theirs: MapDoc = { ...b, canals: [], bridgeSlots: { added: [["C1", "C3"]], removed: [] } };
    const merged = mergeMaps(b, mine, theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.value.canals).toEqual([["B1", "B2"]]);
    expect(merged.value.bridgeSlots).toEqual({ added: [["C1", "C3"]], removed: [] });
  });

  it("takes a reshaped board from the side that reshaped it when the other did not paint, and is a conflict when both did", () => {
    const b = original();
    const reshaped: MapDoc = { ...b, rows: [...b.rows, b.rows.at(-2)!] };
    expect(mergeMaps(b, reshaped, { ...b, name: "X" }).value).toEqual({ ...reshaped, name: "X" });
    const painted = paint(b, 0, 0, "D");
    expect(mergeMaps(b, reshaped, painted).conflicts.map((c) => c.path)).toEqual(["rows"]);
  });
});

/** Random edits of a faction: a seeded generator, so a failure replays. */
function randomEdits(doc: Record<string, unknown>, seed: number, count: number): { doc: Record<string, unknown>; paths: string[] } {
  const leaves: DocPath[] = [];
  const walk = (v: unknown, at: DocPath) => {
    if (typeof v === "number" || typeof v === "string" || typeof v === "boolean") leaves.push(at);
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...at, i]));
    else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
  };
  walk(doc, []);
  let state = seed;
  const rand = () => {
    const r = nextRandom(state);
    state = r.state;
    return r.value;
  };
  let out = doc;
  const paths: string[] = [];
  for (let n = 0; n < count; n++) {
    const at = leaves[Math.floor(rand() * leaves.length)]!;
    const old = getAt(out, at);
    const next = typeof old === "number" ? old + 1 + Math.floor(rand() * 9) : typeof old === "string" ? `${old}~${n}` : !old;
    out = setAt(out, at, next);
    paths.push(at.slice(0, at.findIndex((s) => typeof s === "number") >= 0 ? at.findIndex((s) => typeof s === "number") : at.length).join("."));
  }
  return { doc: out, paths };
}

describe("merge properties (random edits of every faction of the base game)", () => {
  const factions = Object.values(base().factions) as Record<string, unknown>[];

  it("merge(base, x, base) = x and merge(base, base, y) = y", () => {
    for (let seed = 1; seed <= 300; seed++) {
      const b = factions[seed % factions.length]!;
      const x = randomEdits(b, seed, 1 + (seed % 7)).doc;
      expect(mergeValues(b, x, b)).toEqual({ value: x, conflicts: [], resolved: [] });
      expect(mergeValues(b, b, x)).toEqual({ value: x, conflicts: [], resolved: [] });
      expect(mergeValues(b, x, x).value).toEqual(x);
    }
  });

  it("keeps both sides' edits when they touch different fields", () => {
    let checked = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const b = factions[seed % factions.length]!;
      const x = randomEdits(b, seed * 2, 1 + (seed % 4));
      const y = randomEdits(b, seed * 2 + 1, 1 + (seed % 5));
      // Disjoint: no top-level field (nor list) edited on both sides.
      if (x.paths.some((p) => y.paths.some((q) => p === q || p.startsWith(`${q}.`) || q.startsWith(`${p}.`)))) continue;
      checked++;
      const merged = mergeValues(b, x.doc, y.doc);
      expect(merged.conflicts).toEqual([]);
      // Every field is mine where I changed it, theirs where they did, the base elsewhere.
      const expected = randomEditsApplied(b, x.doc, y.doc);
      expect(jsonEqual(merged.value, expected)).toBe(true);
    }
    expect(checked).toBeGreaterThan(100);
  });
});

/** The expected merge of disjoint edits: every leaf from the side that changed it. */
function randomEditsApplied(b: unknown, x: unknown, y: unknown): unknown {
  if (jsonEqual(b, x)) return y;
  if (jsonEqual(b, y)) return x;
  if (Array.isArray(b)) return b.map((v, i) => randomEditsApplied(v, (x as unknown[])[i], (y as unknown[])[i]));
  if (b && typeof b === "object") return Object.fromEntries(Object.keys(b).map((k) => [k, randomEditsApplied((b as never)[k], (x as never)[k], (y as never)[k])]));
  throw new Error("both sides changed the same value");
}
