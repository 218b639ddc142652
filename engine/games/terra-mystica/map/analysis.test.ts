/** The map checks an editor shows live: errors that block a pack, warnings, balance hints. */
import { describe, expect, it } from "vitest";
import type { MapInput } from "../schema/map";
import { validatePack } from "../schema/validate";
import { analyzeMap, MAP_RULES, type MapFinding } from "./analysis";
import { checkMap } from "./validate";
import { BASE_MAP_IDS, baseMapFixture } from "./fixtures";
import { paintCells } from "./edit";
import { terrainSpades, oneSpadeTerrains } from "./terrain";
import merchantsLakes from "../../../../content/merchants/maps/loon-lakes.json";

const codes = (map: MapInput) => analyzeMap(map).findings.map((f) => f.code);
const finding = (map: MapInput, code: string): MapFinding => {
  const f = analyzeMap(map).findings.find((x) => x.code === code);
  if (!f) throw new Error(`no ${code} in ${codes(map).join(", ")}`);
  return f;
};

/** A small board with every terrain, a connected river and no problems of its own. */
const SMALL: MapInput = { name: "small", rows: ["D P S L", "~ ~ ~", "F M W D"] };

describe("the published boards", () => {
  it.each(BASE_MAP_IDS)("%s has no errors", (id) => {
    expect(analyzeMap(baseMapFixture(id)).findings.filter((f) => f.severity === "error")).toEqual([]);
  });

  it("finds nothing at all to say about the original board", () => {
    expect(analyzeMap(baseMapFixture("base")).findings).toEqual([]);
  });

  it("counts 11 hexes of each terrain and one river of 36 hexes on the original board", () => {
    const { stats, snellmanMapId } = analyzeMap(baseMapFixture("base"));
    expect(stats.land).toBe(77);
    expect(stats.riverBodies).toEqual([36]);
    expect(Object.values(stats.terrainCounts)).toEqual([11, 11, 11, 11, 11, 11, 11]);
    expect(snellmanMapId).toBe("126fe960806d587c78546b30f1a90853b1ada468");
  });

  it("warns that Loon Lakes has six separate bodies of water, highlighting all but the largest", () => {
    const f = finding(baseMapFixture("loon-lakes"), "map/river-split");
    expect(f).toMatchObject({ severity: "warning", rule: "river-connected", count: 6 });
    expect(f.hexes).toHaveLength(5 + 6 + 7 + 5 + 3 + 0);
  });

  it("with the seven canals of Merchants of the Seas, Loon Lakes' six bodies are one waterway for ships", () => {
    const lakes = { ...baseMapFixture("loon-lakes"), canals: merchantsLakes.canals as [string, string][] };
    expect(codes(lakes)).not.toContain("map/river-split");
    const f = finding(lakes, "map/river-split-canals");
    expect(f).toMatchObject({ severity: "info", rule: "river-connected", count: 6 });
    expect(f.message).toContain("canals join them for ships");
    expect(f.pairs).toHaveLength(7);
    expect(analyzeMap(lakes).stats.riverBodies).toHaveLength(6);
  });

  it("a body no canal joins is still reported, with only the cut-off hexes highlighted", () => {
    const canals = merchantsLakes.canals as [string, string][];
    // Drop each canal in turn: where it was the only join of a body, that body is cut off again.
    let cut = 0;
    for (let i = 0; i < canals.length; i++) {
      const f = analyzeMap({ ...baseMapFixture("loon-lakes"), canals: canals.filter((_, j) => j !== i) }).findings.find(
        (x) => x.code === "map/river-split",
      );
      if (!f) continue;
      cut++;
      expect(f).toMatchObject({ severity: "warning", count: 2, path: "canals" });
      expect(f.message).toContain("canals join them into only 2 waterways");
      expect(f.hexes.length).toBeGreaterThan(0);
      expect(f.hexes.length).toBeLessThan(5 + 6 + 7 + 5 + 3);
      expect(f.pairs).not.toContainEqual(canals[i]);
    }
    expect(cut).toBeGreaterThanOrEqual(1);
  });
});

describe("board rules", () => {
  it("reports each missing terrain by name", () => {
    const f = finding({ name: "m", rows: ["P P", "~ ~", "S L"] }, "map/missing-terrain");
    expect(f).toMatchObject({ severity: "error", count: 4 });
    expect(f.message).toContain("Desert, Forest, Mountains, Wasteland");
  });

  it("reports a board without land", () => {
    expect(codes({ name: "m", rows: ["~ ~", "."] })).toContain("map/no-land");
  });

  it("reports an isolated river hex and highlights it", () => {
    const f = finding({ ...SMALL, rows: ["D P S L", "~ F ~", "F M W D"] }, "map/isolated-river");
    expect(f.hexes).toEqual(["r0", "r1"]);
  });

  it("reports land that cannot be reached from the rest of the board", () => {
    const map: MapInput = { ...SMALL, rows: ["D P S L . . W", "~ ~ ~ . . .", "F M W D"] };
    expect(finding(map, "map/unreachable-land").hexes).toEqual(["A5"]);
  });

  it("warns about uneven terrain counts from a spread of two", () => {
    expect(codes(SMALL)).not.toContain("map/terrain-counts"); // desert 2, others 1
    const f = finding({ ...SMALL, rows: ["D P S L", "~ ~ ~", "F M W D D"] }, "map/terrain-counts");
    expect(f.message).toContain("from 1");
    expect(f.message).toContain("to 3 (Desert)");
  });

  it("reports bridge slots and canals that do not fit the board, with their paths", () => {
    const map: MapInput = { ...SMALL, bridgeSlots: { added: [["A1", "A2"], ["A1", "Z9"]], removed: [["A2", "A3"]] }, canals: [["A1", "A3"]] };
    const found = analyzeMap(map).findings.filter((f) => f.severity === "error");
    expect(found.map((f) => [f.code, f.path])).toEqual([
      ["map/bad-bridge-slot", "bridgeSlots.added.0"],
      ["map/unknown-hex", "bridgeSlots.added.1.1"],
      ["map/unknown-bridge-slot", "bridgeSlots.removed.0"],
      ["map/bad-canal", "canals.0"],
    ]);
    expect(found[0]!.hexes).toEqual(["A1", "A2"]);
  });

  it("lists the errors first, then warnings, then notes", () => {
    const map: MapInput = { name: "m", rows: ["P P . P", "~ F ~", "S S"] };
    const severities = analyzeMap(map).findings.map((f) => f.severity);
    expect(severities).toEqual([...severities].sort((a, b) => ["error", "warning", "info"].indexOf(a) - ["error", "warning", "info"].indexOf(b)));
    expect(severities).toContain("info");
  });
});

describe("balance hints", () => {
  it("counts neighbours that share a terrain as pairs", () => {
    const f = finding(paintCells(baseMapFixture("base"), [{ row: 0, col: 1 }], "P").map, "balance/same-terrain");
    expect(f.pairs).toEqual([["A1", "A2"]]);
    expect(f.hexes).toEqual(["A1", "A2"]);
  });

  it("warns about a terrain short of one-spade neighbours on the altered original board", () => {
    const f = finding(baseMapFixture("fire-and-ice-altered"), "balance/one-spade");
    expect(f.message).toMatch(/^Wasteland hexes have 7 one-spade neighbours/);
  });

  it("warns when one terrain crowds the board's edge", () => {
    expect(finding(baseMapFixture("fjords"), "balance/edge-spread").message).toContain("7 Swamp");
  });
});

describe("terra.snellman.net", () => {
  it("notes a board that cannot be played there and why", () => {
    const f = finding({ ...SMALL, rows: ["D . S L", "~ ~ ~", "F M W D P"] }, "snellman/not-expressible");
    expect(f).toMatchObject({ severity: "info", path: "rows.0" });
  });

  it("warns when the stored map id no longer matches the rows", () => {
    expect(finding({ ...baseMapFixture("base"), rows: SMALL.rows }, "snellman/stale-id").path).toBe("snellmanMapId");
  });
});

describe("rules", () => {
  it("lists every rule once, errors and warnings named", () => {
    expect(new Set(MAP_RULES.map((r) => r.id)).size).toBe(MAP_RULES.length);
  });

  it("turns errors into content issues under the map's path, leaving warnings out", () => {
    expect(checkMap(baseMapFixture("loon-lakes"), "maps.loon-lakes")).toEqual([]);
    expect(checkMap({ name: "m", rows: ["P P", "~ ~", "S L"] }, "maps.m")).toEqual([
      { path: "maps.m.rows", code: "map/missing-terrain", message: expect.stringContaining("No Desert") },
    ]);
  });

  it("keeps a pack with a broken map out of storage", () => {
    const pack = {
      schemaVersion: 1,
      manifest: { id: "p", name: "P", version: "1.0.0", extends: { id: "base" } },
      maps: { broken: { name: "Broken", rows: ["P ~ S"] } },
    };
    const v = validatePack(pack, { resolveParent: () => undefined });
    expect(v.ok).toBe(false);
  });
});

describe("terraforming", () => {
  it("counts spades the short way round the cycle", () => {
    expect(terrainSpades("desert", "plains")).toBe(1);
    expect(terrainSpades("desert", "wasteland")).toBe(1);
    expect(terrainSpades("desert", "lakes")).toBe(3);
    expect(terrainSpades("forest", "forest")).toBe(0);
    expect(oneSpadeTerrains("desert")).toEqual(["wasteland", "plains"]);
  });
});
