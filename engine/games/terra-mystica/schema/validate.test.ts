import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPackSource, resolveFromContentRoot } from "../testing/node/load-pack";
import { contentPackJsonSchema, fromZod, migrate, migratingPackSchema, validatePack, type ContentPack } from "../../..";

const BASE = path.join(import.meta.dirname, "..", "..", "..", "..", "content", "base");

function baseDoc(): Record<string, unknown> {
  const loaded = loadPackSource(BASE);
  if (!loaded.ok) throw new Error("content/base does not load");
  return loaded.doc as Record<string, unknown>;
}

/** A deep copy of the base document with one change. */
function edit(change: (doc: Record<string, any>) => void): Record<string, unknown> {
  const doc = structuredClone(baseDoc());
  change(doc);
  return doc;
}

const paths = (input: unknown, options = {}) => {
  const v = validatePack(input, options);
  return v.ok ? [] : v.issues.map((i) => i.path);
};

describe("content pack validation", () => {
  it("accepts the base pack", () => {
    const v = validatePack(baseDoc());
    expect(v.issues).toEqual([]);
    expect(v.ok).toBe(true);
  });

  it("names the path of a value of the wrong type", () => {
    expect(paths(edit((d) => (d.factions.witches.startingResources.coins = "15")))).toEqual(["factions.witches.startingResources.coins"]);
  });

  it("names the path of a missing field", () => {
    expect(paths(edit((d) => delete d.factions.giants.power))).toEqual(["factions.giants.power"]);
  });

  it("names the path of an unknown ability", () => {
    const next = (baseDoc() as any).factions.witches.abilities.length;
    expect(paths(edit((d) => d.factions.witches.abilities.push({ ability: "fly-anywhere" })))).toEqual([
      `factions.witches.abilities.${next}.ability`,
    ]);
  });

  it("names an unknown field instead of ignoring it", () => {
    const v = validatePack(edit((d) => (d.factions.witches.startingResource = {})));
    expect(v.ok).toBe(false);
    expect(!v.ok && v.issues[0]).toMatchObject({ path: "factions.witches", code: "unrecognized_keys" });
  });

  it("reports a bridge slot on a hex that does not exist", () => {
    expect(paths(edit((d) => (d.maps.base.bridgeSlots = { added: [["A1", "Z99"]], removed: [] })))).toEqual([
      "maps.base.bridgeSlots.added.0.1",
    ]);
  });

  it("refuses a final-scoring tile drawn by an option the pack does not define, or with an unknown measure", () => {
    expect(paths(edit((d) => (d.finalScoringTiles["building-on-edge"].option = "fire-and-ice")))).toEqual(["finalScoringTiles.building-on-edge.option"]);
    expect(paths(edit((d) => (d.finalScoringTiles["building-on-edge"].metric = "towns")))).toEqual(["finalScoringTiles.building-on-edge.metric"]);
  });

  it("reports a starting-VP table that refers to an unknown faction", () => {
    expect(paths(edit((d) => (d.rules.startingVp.perMap = { base: { unicorns: 18 } })))).toEqual(["rules.startingVp.perMap.base.unicorns"]);
    expect(paths(edit((d) => (d.rules.startingVp.perFaction = { witches: 18, unicorns: 18 })))).toEqual(["rules.startingVp.perFaction.unicorns"]);
  });

  it("reports a pack whose maps lack a home terrain of its factions", () => {
    const doc = edit((d) => {
      for (const id of Object.keys(d.maps)) d.maps[id].rows = d.maps[id].rows.map((r: string) => r.replace(/F/g, "P"));
    });
    const v = validatePack(doc);
    expect(!v.ok && v.issues.find((i) => i.code === "pack/home-terrain-missing")).toMatchObject({ path: "maps" });
  });

  it("reports too few bonus cards for the most players", () => {
    const doc = edit((d) => {
      delete d.bonusCards.BON1;
      delete d.bonusCards.BON2;
    });
    expect(paths(doc)).toEqual(["bonusCards"]);
  });

  it("reports an income table whose length does not match the supply", () => {
    expect(paths(edit((d) => (d.factions.witches.buildings.D.income.workers = [1, 2, 3])))).toEqual(["factions.witches.buildings.D.income.workers"]);
  });

  it("reports a variant that would make the rules invalid, and one that names no rule", () => {
    expect(
      paths(edit((d) => (d.variants.easy = { name: "Easy towns", description: "", rules: { "towns.minPower": -1 } }))),
    ).toEqual(["variants.easy.rules"]);
    expect(paths(edit((d) => (d.variants.odd = { name: "Odd", description: "", rules: { "towns.size": 3 } })))).toEqual([
      "variants.odd.rules.towns.size",
    ]);
  });

  it("resolves a pack that extends another and checks the merged content", () => {
    const base = validatePack(baseDoc());
    if (!base.ok) throw new Error("base invalid");
    const child = {
      schemaVersion: 1,
      manifest: { id: "house", name: "House rules", version: "0.1.0", extends: { id: "base" } },
      factions: { witches: { ...base.pack.factions.witches, startingResources: { coins: 12, workers: 3, priests: 0 } } },
    };
    const v = validatePack(child, { resolveParent: (id) => (id === "base" ? base.pack : undefined) });
    expect(v.ok && v.resolved.factions.witches?.startingResources.coins).toBe(12);
    expect(v.ok && Object.keys(v.resolved.factions).length).toBe(Object.keys(base.pack.factions).length);
    expect(paths(child)).toEqual(["manifest.extends.id"]);
  });

  it("finds a parent pack among the content folders", () => {
    expect(resolveFromContentRoot("base")?.manifest.id).toBe("base");
    expect(resolveFromContentRoot("no-such-pack")).toBeUndefined();
  });

  it("rejects documents that are not objects and unknown schema versions", () => {
    expect(paths("hello")).toEqual([""]);
    expect(paths(edit((d) => (d.schemaVersion = 99)))).toEqual(["schemaVersion"]);
  });
});

describe("schema migrations", () => {
  it("runs each migration in turn up to the target version", () => {
    const table = {
      1: (d: Record<string, unknown>) => ({ ...d, renamed: d.old, old: undefined }),
      2: (d: Record<string, unknown>) => ({ ...d, added: true }),
    };
    const r = migrate({ schemaVersion: 1, old: "x" }, table, 3);
    expect(r).toEqual({ ok: true, from: 1, to: 3, doc: { schemaVersion: 3, renamed: "x", old: undefined, added: true } });
  });

  it("refuses documents newer than the studio and gaps in the chain", () => {
    expect(migrate({ schemaVersion: 4 }, {}, 3)).toMatchObject({ ok: false, message: expect.stringContaining("newer") });
    expect(migrate({ schemaVersion: 1 }, { 2: (d) => d }, 3)).toMatchObject({ ok: false, message: expect.stringContaining("from schemaVersion 1") });
  });

  it("fills in the game of packs written before packs named their game (version 1 → 2)", () => {
    const old = { schemaVersion: 1, manifest: { id: "old", name: "Old", version: "1.0.0" } };
    expect(migrate(old)).toEqual({ ok: true, from: 1, to: 2, doc: { schemaVersion: 2, manifest: { ...old.manifest, game: "terra-mystica" } } });
    const named = { schemaVersion: 1, manifest: { id: "old", name: "Old", version: "1.0.0", game: "origins" } };
    expect(migrate(named)).toMatchObject({ ok: true, doc: { manifest: { game: "origins" } } });
    expect(migrate({ schemaVersion: 1, manifest: "nonsense" })).toMatchObject({ ok: true, doc: { manifest: "nonsense" } });
  });

  it("requires a version-2 pack to name its game", () => {
    expect(paths(edit((d) => delete (d.manifest as Record<string, unknown>).game))).toEqual(["manifest.game"]);
    expect(paths(edit((d) => ((d.manifest as Record<string, unknown>).game = "chess")))).toEqual(["manifest.game"]);
  });

  it("leaves current documents as they are", () => {
    const doc = baseDoc();
    expect(migrate(doc)).toMatchObject({ ok: true, doc });
  });

  it("reads a current document back as validatePack parsed it", () => {
    const v = validatePack(baseDoc(), { resolveParent: resolveFromContentRoot });
    if (!v.ok) throw new Error("content/base is invalid");
    expect(migratingPackSchema().parse(JSON.parse(JSON.stringify(v.pack)))).toEqual(v.pack);
  });

  it("names the path of what an unreadable document gets wrong", () => {
    const bad = (input: unknown) => {
      const parsed = migratingPackSchema().safeParse(input);
      return parsed.success ? [] : fromZod(parsed.error).map((i) => `${i.path}: ${i.message}`);
    };
    expect(bad([1, 2])).toEqual([": a content pack must be a JSON object"]);
    expect(bad(edit((d) => (d.schemaVersion = 99)))[0]).toMatch(/^schemaVersion: schemaVersion 99 is newer/);
    expect(bad(edit((d) => (d.manifest.version = 7)))[0]).toMatch(/^manifest\.version: /);
  });
});

describe("JSON Schema", () => {
  const schema = contentPackJsonSchema() as any;

  it("describes the pack sections with their descriptions", () => {
    expect(schema.properties.factions.description).toMatch(/Factions/);
    expect(schema.properties.manifest.properties.version.description).toMatch(/Semantic version/);
  });

  it("lists every ability of the library", () => {
    const text = JSON.stringify(schema);
    for (const id of ["town-bonus", "spade-bonus", "skip-spaces", "special-action", "leech-bonus"]) expect(text).toContain(`"${id}"`);
  });

  it("does not require fields that have defaults", () => {
    expect(schema.required).not.toContain("maps");
    expect(schema.required).toEqual(expect.arrayContaining(["schemaVersion", "manifest"]));
  });

  it("matches the published file public/schemas/content-pack.json", async () => {
    const fs = await import("node:fs");
    const file = path.join(import.meta.dirname, "..", "..", "..", "..", "public", "schemas", "content-pack.json");
    expect(JSON.parse(fs.readFileSync(file, "utf8")), "run `npm run schema` to regenerate").toEqual(schema);
  });
});

export type { ContentPack };
