import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPackSource } from "../testing/node/load-pack";
import { diffCounts, diffLines, diffPacks, diffValues, formatDiff, formatDiffLine, formatValue, jsonEqual, normalizePack, type ContentPack } from "../../..";

const BASE = path.join(import.meta.dirname, "..", "..", "..", "..", "content", "base");

function base(): ContentPack {
  const loaded = loadPackSource(BASE);
  if (!loaded.ok) throw new Error("content/base does not load");
  const n = normalizePack(loaded.doc);
  if (!n.ok) throw new Error("content/base does not parse");
  return n.pack;
}

function edited(change: (doc: any) => void): ContentPack {
  const doc = structuredClone(base());
  change(doc);
  return doc;
}

const lines = (a: ContentPack, b: ContentPack) => formatDiff(diffPacks(a, b)).split("\n");

describe("semantic pack diff", () => {
  it("finds no differences between a pack and itself", () => {
    expect(diffPacks(base(), base()).entries).toEqual([]);
    expect(formatDiff(diffPacks(base(), base()))).toBe("no differences");
  });

  it("reports a changed faction value field by field with its old and new value", () => {
    const after = edited((d) => (d.factions.witches.startingResources.coins = 12));
    expect(lines(base(), after)).toEqual(["~ factions.witches.startingResources.coins: 15 → 12"]);
    const [entry] = diffPacks(base(), after).entries;
    expect(entry).toMatchObject({ section: "factions", id: "witches", kind: "changed", name: "Witches" });
  });

  it("reports added and removed factions as whole entries with their names", () => {
    const after = edited((d) => {
      d.factions.dragons = { ...d.factions.giants, name: "Dragons" };
      delete d.factions.halflings;
    });
    expect(lines(base(), after)).toEqual(["+ factions.dragons (Dragons)", "- factions.halflings (Halflings)"]);
    expect(diffCounts(diffPacks(base(), after))).toEqual({ added: 1, removed: 1, changed: 0 });
  });

  it("reports tiles added, removed and changed in every tile section", () => {
    const after = edited((d) => {
      d.bonusCards.BON10 = { name: "Extra", income: { coins: 1 } };
      delete d.favorTiles.FAV12;
      d.scoringTiles.SCORE2.perTown.vp = 6;
      d.townTiles.TW1.count = 3;
      d.powerActions.ACT2.cost.power = 4;
    });
    expect(lines(base(), after)).toEqual([
      "+ bonusCards.BON10 (Extra)",
      "- favorTiles.FAV12 (Air 1: trading houses when passing)",
      "~ scoringTiles.SCORE2.perTown.vp: 5 → 6",
      "~ townTiles.TW1.count: 2 → 3",
      "~ powerActions.ACT2.cost.power: 3 → 4",
    ]);
  });

  it("orders tile ids as printed, BON2 before BON10", () => {
    const after = edited((d) => {
      d.bonusCards.BON10 = { income: { coins: 1 } };
      d.bonusCards.BON2.income.coins = 5;
    });
    expect(diffPacks(base(), after).entries.map((e) => e.id)).toEqual(["BON2", "BON10"]);
  });

  it("names changed rule values by their path in the rules", () => {
    const after = edited((d) => {
      d.rules.towns.minPower = 6;
      d.rules.leech.vpCost = "none";
      d.rules.finalScoring.area = [18, 12, 6, 3];
    });
    expect(lines(base(), after)).toEqual([
      "~ rules.towns.minPower: 7 → 6",
      "~ rules.leech.vpCost: power-minus-one → none",
      "~ rules.finalScoring.area: [18, 12, 6] → [18, 12, 6, 3]",
    ]);
  });

  it("compares map terrain hex by hex, naming each hex by its coordinate", () => {
    const after = edited((d) => {
      const rows: string[] = d.maps.base.rows;
      rows[0] = rows[0]!.replace(/^P/, "L");
    });
    expect(lines(base(), after)).toEqual(["~ maps.base.hexes.A1: plains → lakes"]);
  });

  it("names a hex that became river by its old coordinate", () => {
    const after = edited((d) => {
      const cells = d.maps.base.rows[0].split(" ");
      cells[2] = "~";
      d.maps.base.rows[0] = cells.join(" ");
    });
    expect(lines(base(), after)).toEqual(["~ maps.base.hexes.A3: forest → river"]);
  });

  it("falls back to whole rows when the board changes shape", () => {
    const after = edited((d) => d.maps.base.rows.push("D P S"));
    expect(lines(base(), after)).toEqual(['+ maps.base.rows.J: "D P S"']);
  });

  it("treats canals as a set of pairs", () => {
    const before = edited((d) => (d.maps.base.canals = [["A1", "A2"], ["B1", "B2"]]));
    const after = edited((d) => (d.maps.base.canals = [["B1", "B2"], ["C1", "C2"]]));
    expect(lines(before, after)).toEqual(["- maps.base.canals: [A1, A2]", "+ maps.base.canals: [C1, C2]"]);
  });

  it("matches abilities by kind, not by position, so a reordering is no change", () => {
    const after = edited((d) => d.factions.witches.abilities.reverse());
    expect(diffPacks(base(), after).entries).toEqual([]);
  });

  it("names an ability by its kind and a special action by its id", () => {
    const after = edited((d) => {
      d.factions.witches.abilities[0].gain.vp = 6;
      d.factions.witches.abilities[1].action.name = "Broom ride";
      d.factions.witches.abilities.push({ ability: "spade-bonus", gain: { vp: 1 } });
    });
    expect(lines(base(), after)).toEqual([
      "~ factions.witches.abilities[town-bonus].gain.vp: 5 → 6",
      '~ factions.witches.abilities[special-action ACTW].action.name: "Witches\' Ride" → "Broom ride"',
      "+ factions.witches.abilities[spade-bonus]: {ability: spade-bonus, gain: {vp: 1}}",
    ]);
  });

  it("reports optional fields that appear or disappear", () => {
    const after = edited((d) => {
      delete d.factions.witches.buildings.TP.costWithNeighbour;
      d.factions.witches.buildings.D.power = 2;
    });
    expect(lines(base(), after)).toEqual([
      "+ factions.witches.buildings.D.power: 2",
      "- factions.witches.buildings.TP.costWithNeighbour: {coins: 3, workers: 2}",
    ]);
  });

  it("reports manifest and variant changes", () => {
    const after = edited((d) => {
      d.manifest.version = "1.1.0";
      d.variants.towns6 = { name: "Towns of 6", description: "Towns need 6 power.", rules: { "towns.minPower": 6 } };
    });
    expect(lines(base(), after)).toEqual(['~ manifest.version: "1.0.0" → "1.1.0"', "+ variants.towns6 (Towns of 6)"]);
  });

  it("does not report a default that one document spells out and the other omits", () => {
    const loaded = loadPackSource(BASE);
    if (!loaded.ok) throw new Error("load");
    const raw = structuredClone(loaded.doc) as any;
    raw.factions.witches.priestSupply = 7; // the default
    const a = normalizePack(loaded.doc);
    const b = normalizePack(raw);
    if (!a.ok || !b.ok) throw new Error("parse");
    expect(diffPacks(a.pack, b.pack).entries).toEqual([]);
  });

  it("gives flat lines with full paths for machines", () => {
    const after = edited((d) => (d.factions.witches.startingResources.coins = 12));
    expect(diffLines(diffPacks(base(), after))).toEqual([
      { kind: "changed", path: "factions.witches.startingResources.coins", before: 15, after: 12 },
    ]);
  });
});

const MERCHANTS = path.join(import.meta.dirname, "..", "..", "..", "..", "content", "merchants");

/** content/merchants as stored (its own entries; it extends fire-and-ice). */
function merchantsPack(): ContentPack {
  const loaded = loadPackSource(MERCHANTS);
  if (!loaded.ok) throw new Error("content/merchants does not load");
  const n = normalizePack(loaded.doc);
  if (!n.ok) throw new Error("content/merchants does not parse");
  return n.pack;
}

/** A new pack extending content/merchants, with nothing of its own: what its first revision holds. */
function child(): ContentPack {
  const n = normalizePack({ schemaVersion: 2, manifest: { id: "seas", name: "Seas", version: "1.0.0", game: "terra-mystica", extends: { id: "merchants" } } });
  if (!n.ok) throw new Error("the child pack does not parse");
  return n.pack;
}

describe("the diff of a pack that extends another", () => {
  /** The child's first save of the merchants section, from the parent's with one change. */
  function savedSection(change: (m: NonNullable<ContentPack["merchants"]>) => void): ContentPack {
    const after = structuredClone(child());
    after.merchants = structuredClone(merchantsPack().merchants!);
    change(after.merchants);
    return after;
  }

  it("compares the first save of an inherited section with the inherited values: one shipyard cost changed is one line", () => {
    const after = savedSection((m) => (m.shipyards.default.cost = { workers: 3, coins: 7 }));
    const diff = diffPacks(child(), after, { inherited: merchantsPack() });
    expect(formatDiff(diff)).toBe("~ merchants.shipyards.default.cost.coins: 6 → 7");
    expect(diff.entries).toEqual([
      { section: "merchants", kind: "changed", inherited: "before", fields: [{ kind: "changed", path: "shipyards.default.cost.coins", before: 6, after: 7 }] },
    ]);
    // Without the parent, the section can only read as added.
    expect(formatDiff(diffPacks(child(), after))).toBe("+ merchants");
  });

  it("says that a section copied unchanged is now the pack's own, with no field changed", () => {
    const after = savedSection(() => {});
    const diff = diffPacks(child(), after, { inherited: merchantsPack() });
    expect(diff.entries).toEqual([{ section: "merchants", kind: "changed", inherited: "before", fields: [] }]);
    expect(formatDiff(diff)).toBe("~ merchants (now the pack's own copy of the inherited values, unchanged)");
  });

  it("compares a dropped own section with the inherited values it plays by again", () => {
    const own = savedSection((m) => (m.pieces.tradeMarkers = 12));
    const diff = diffPacks(own, child(), { inherited: merchantsPack() });
    expect(diff.entries).toEqual([
      { section: "merchants", kind: "changed", inherited: "after", fields: [{ kind: "changed", path: "pieces.tradeMarkers", before: 12, after: 15 }] },
    ]);
  });

  it("compares an inherited faction or tile given its own version with the parent's, field by field", () => {
    const parent = merchantsPack();
    const after = structuredClone(child());
    after.favorTiles.FAV13 = { ...structuredClone(parent.favorTiles.FAV13!), name: "Renamed" };
    after.factions.dragons = { ...structuredClone(base().factions.giants!), name: "Dragons" };
    expect(lines(child(), after)).toEqual(["+ factions.dragons (Dragons)", "+ favorTiles.FAV13 (Renamed)"]);
    expect(formatDiff(diffPacks(child(), after, { inherited: parent })).split("\n")).toEqual([
      "+ factions.dragons (Dragons)",
      `~ favorTiles.FAV13.name: ${formatValue(parent.favorTiles.FAV13!.name)} → Renamed`,
    ]);
  });
});

describe("diff helpers", () => {
  it("treats objects with the same keys in another order as equal", () => {
    expect(jsonEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
  });

  it("compares arrays of objects item by item", () => {
    expect(diffValues([{ a: 1 }, { a: 2 }], [{ a: 1 }, { a: 3 }, { a: 4 }])).toEqual([
      { kind: "changed", path: "1.a", before: 2, after: 3 },
      { kind: "added", path: "2", after: { a: 4 } },
    ]);
  });

  it("formats values compactly and quotes strings that are not simple words", () => {
    expect(formatValue(15)).toBe("15");
    expect(formatValue("forest")).toBe("forest");
    expect(formatValue("15")).toBe('"15"');
    expect(formatValue("Witches' Ride")).toBe('"Witches\' Ride"');
    expect(formatValue({ coins: 2, workers: undefined })).toBe("{coins: 2}");
    expect(formatDiffLine({ kind: "removed", path: "factions.x", name: "X" })).toBe("- factions.x (X)");
  });
});

describe("normalizing a raw pack", () => {
  it("refuses a document of a newer schema version with its path", () => {
    const r = normalizePack({ schemaVersion: 99, manifest: {} });
    expect(r).toMatchObject({ ok: false, issues: [{ path: "schemaVersion", message: expect.stringMatching(/newer/) }] });
  });

  it("drops the $schema reference", () => {
    const loaded = loadPackSource(BASE);
    if (!loaded.ok) throw new Error("load");
    const r = normalizePack({ ...(loaded.doc as object), $schema: "x" });
    expect(r.ok && "$schema" in r.pack).toBe(false);
  });
});
