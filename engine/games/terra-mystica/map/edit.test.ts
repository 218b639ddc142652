/**
 * Editing operations on maps: painting, resizing and reference keeping. Land coordinates depend on
 * the cells left of a hex, so these tests check that bridge slots and canals follow their hexes.
 */
import { describe, expect, it } from "vitest";
import { MapSchema, type MapInput } from "../schema/map";
import { baseMapFixture } from "./fixtures";
import { buildGrid, derivedBridgeSlots, neighbours, pairKey } from "./grid";
import { addLine, blankMap, cellCode, matchSnellmanRows, paintCells, removeLine, toggleBridgeSlot, toggleCanal, withSnellmanId } from "./edit";
import { snellmanMapId } from "./snellman";

const ok = <T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> => {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r)}`);
  return r as Extract<T, { ok: true }>;
};

/**
 * Every hex with its kind and neighbours, by cell position moved up `shiftRows` rows, leaving out
 * the cells of rows above the first kept row (so a board can be compared with itself grown or cut).
 */
function shape(map: MapInput, shiftRows = 0, firstKeptRow = -Infinity) {
  const grid = buildGrid({ rows: map.rows, offset: map.offset ?? "odd" });
  const kept = (row: number) => row - shiftRows >= firstKeptRow;
  return [...grid.hexes.values()]
    .filter((h) => kept(h.row))
    .map((h) => {
      const around = neighbours(grid, h).filter((n) => kept(n.row));
      return `${h.row - shiftRows},${h.col}:${h.kind}<${around.map((n) => `${n.row - shiftRows},${n.col}`).sort().join(" ")}>`;
    })
    .sort();
}

describe("painting cells", () => {
  it("changes only the painted cells and keeps the input untouched", () => {
    const base = baseMapFixture("base");
    const before = structuredClone(base);
    const { map } = paintCells(base, [{ row: 0, col: 0 }, { row: 0, col: 1 }], "F");
    expect(map.rows[0]).toBe("F F F L D W P S W F L W S");
    expect(map.rows.slice(1)).toEqual(base.rows.slice(1));
    expect(base).toEqual(before);
  });

  it("returns the same map when nothing changes", () => {
    const base = baseMapFixture("base");
    expect(paintCells(base, [{ row: 0, col: 0 }], "P").map).toBe(base);
  });

  it("extends a short row with off-board cells when painting past its end", () => {
    const { map } = paintCells({ name: "m", rows: ["P P P", "D"] }, [{ row: 1, col: 3 }], "S");
    expect(map.rows[1]).toBe("D . . S");
  });

  it("keeps a canal on its hexes when painting river left of them renumbers the row", () => {
    const withCanal = ok(toggleCanal(baseMapFixture("base"), "E4", "E5")).map;
    const { map, dropped } = paintCells(withCanal, [{ row: 4, col: 0 }], "~");
    expect(map.canals).toEqual([["E3", "E4"]]);
    expect(dropped).toEqual([]);
    expect(MapSchema.safeParse(map).success).toBe(true);
  });

  it("drops a canal whose river it paints over, and says why", () => {
    const withCanal = ok(toggleCanal(baseMapFixture("base"), "E4", "E5")).map;
    const { map, dropped } = paintCells(withCanal, [{ row: 3, col: 3 }], "P");
    expect(map.canals).toBeUndefined();
    expect(dropped).toEqual([{ kind: "canal", pair: ["E4", "E5"], reason: "E4–E5 no longer has river on both sides of its edge" }]);
  });

  it("drops a bridge slot whose end becomes river", () => {
    const removed = ok(toggleBridgeSlot(baseMapFixture("base"), "A3", "C1")).map;
    expect(removed.bridgeSlots).toEqual({ added: [], removed: [["A3", "C1"]] });
    const { map, dropped } = paintCells(removed, [{ row: 0, col: 2 }], "~");
    expect(map.bridgeSlots).toBeUndefined();
    expect(dropped).toEqual([{ kind: "bridge-removed", pair: ["A3", "C1"], reason: "A3 is now river" }]);
  });

  it("keeps snellmanMapId in step with the rows", () => {
    const { map } = paintCells(baseMapFixture("base"), [{ row: 0, col: 0 }], "D");
    expect(map.snellmanMapId).toBe(snellmanMapId(map));
    expect(map.snellmanMapId).not.toBe(baseMapFixture("base").snellmanMapId);
  });

  it("removes snellmanMapId when the board can no longer be played on terra.snellman.net", () => {
    const { map } = paintCells(baseMapFixture("base"), [{ row: 0, col: 3 }], ".");
    expect(map.snellmanMapId).toBeUndefined();
  });
});

describe("adding and removing rows and columns", () => {
  it("adds a row at the top and flips the row shift, so every hex keeps its neighbours", () => {
    const base = baseMapFixture("base");
    const { map } = addLine(base, "top", "P");
    expect(map.offset).toBe("even");
    expect(map.rows).toHaveLength(10);
    expect(map.rows[0]).toBe("P P P P P P P P P P P P P");
    expect(shape(map, 1, 0)).toEqual(shape(base));
  });

  it("renames coordinates one row down after adding a row at the top, references included", () => {
    const withCanal = ok(toggleCanal(baseMapFixture("base"), "E4", "E5")).map;
    const { map } = addLine(withCanal, "top");
    expect(map.canals).toEqual([["F4", "F5"]]);
    expect(buildGrid({ rows: map.rows, offset: map.offset! }).hexes.get("F4")?.kind).toBe("lakes");
  });

  it("adds a column at the left and renumbers every row", () => {
    const { map } = addLine(baseMapFixture("base"), "left", "W");
    expect(map.rows[0]).toBe("W P M F L D W P S W F L W S");
    expect(buildGrid({ rows: map.rows, offset: map.offset! }).hexes.get("A2")?.kind).toBe("plains");
  });

  it("adds a column at the right after padding short rows", () => {
    const { map } = addLine({ name: "m", rows: ["P P P", "D D"] }, "right", "S");
    expect(map.rows).toEqual(["P P P S", "D D . S"]);
  });

  it("removes the bottom row and the references on it", () => {
    const base = baseMapFixture("base");
    const result = ok(removeLine(ok(toggleBridgeSlot(base, "H6", "I9")).map, "bottom"));
    expect(result.map.rows).toEqual(base.rows.slice(0, 8));
    expect(result.map.bridgeSlots).toBeUndefined();
    expect(result.dropped).toEqual([{ kind: "bridge-removed", pair: ["H6", "I9"], reason: "I9 is no longer on the board" }]);
  });

  it("removes the top row and the left column, keeping the remaining hexes' neighbours", () => {
    const base = baseMapFixture("base");
    const top = ok(removeLine(base, "top")).map;
    expect(top.offset).toBe("even");
    expect(shape(top)).toEqual(shape(base, 1, 0));
    const left = ok(removeLine(base, "left")).map;
    expect(left.rows[0]).toBe("M F L D W P S W F L W S");
  });

  it("refuses to remove the last row or column", () => {
    expect(removeLine({ name: "m", rows: ["P P"] }, "top")).toMatchObject({ ok: false, code: "edit/last-row" });
    expect(removeLine({ name: "m", rows: ["P", "D"] }, "left")).toMatchObject({ ok: false, code: "edit/last-column" });
  });

  it("gives an even-shifted board an empty first row so terra.snellman.net reads the same shape", () => {
    const even = addLine(baseMapFixture("base"), "top", "P").map;
    const { map } = matchSnellmanRows(even);
    expect(map.offset).toBe("odd");
    expect(map.rows[0]).toBe(".");
    expect(shape(map, 1, 0)).toEqual(shape(even));
    expect(map.snellmanMapId).toBe(snellmanMapId(map));
  });
});

describe("bridge slots", () => {
  it("removes a derived slot by listing it as removed, and restores it", () => {
    const base = baseMapFixture("base");
    const removed = ok(toggleBridgeSlot(base, "C1", "A3"));
    expect(removed).toMatchObject({ change: "removed", map: { bridgeSlots: { added: [], removed: [["A3", "C1"]] } } });
    const restored = ok(toggleBridgeSlot(removed.map, "A3", "C1"));
    expect(restored.change).toBe("restored");
    expect(restored.map.bridgeSlots).toBeUndefined();
  });

  it("adds a slot straight across one river hex, where the board derives none", () => {
    const map: MapInput = { name: "strait", rows: ["P ~ S", "L F"] };
    const grid = buildGrid({ rows: map.rows, offset: "odd" });
    expect(derivedBridgeSlots(grid)).toEqual([]);
    const added = ok(toggleBridgeSlot(map, "A1", "A2"));
    expect(added).toMatchObject({ change: "added", map: { bridgeSlots: { added: [["A1", "A2"]], removed: [] } } });
    expect(ok(toggleBridgeSlot(added.map, "A2", "A1")).map.bridgeSlots).toBeUndefined();
  });

  it("refuses a slot where the geometry allows no bridge, naming the hexes", () => {
    const r = toggleBridgeSlot(baseMapFixture("base"), "A1", "A2");
    expect(r).toMatchObject({ ok: false, code: "edit/no-bridge-here" });
    expect(!r.ok && r.message).toContain("A1 and A2");
    expect(toggleBridgeSlot(baseMapFixture("base"), "A1", "r0")).toMatchObject({ ok: false, code: "edit/not-land" });
    expect(toggleBridgeSlot(baseMapFixture("base"), "A1", "Q9")).toMatchObject({ ok: false, code: "edit/unknown-hex" });
  });
});

describe("canals", () => {
  it("opens a canal on an edge with river on both sides and closes it again", () => {
    const opened = ok(toggleCanal(baseMapFixture("base"), "E5", "E4"));
    expect(opened).toMatchObject({ change: "added", map: { canals: [["E4", "E5"]] } });
    expect(ok(toggleCanal(opened.map, "E4", "E5")).map.canals).toBeUndefined();
  });

  it("refuses a canal between hexes that are not neighbours or have land beside their edge", () => {
    expect(toggleCanal(baseMapFixture("base"), "E5", "E6")).toMatchObject({ ok: false, code: "edit/no-canal-here" });
    expect(toggleCanal(baseMapFixture("base"), "E4", "E6")).toMatchObject({ ok: false, code: "edit/no-canal-here" });
  });
});

describe("blank boards", () => {
  it("makes rows of the chosen size with shorter shifted rows, as on the original board", () => {
    const map = blankMap({ name: "Blank", rows: 3, cols: 4, fill: "~" });
    expect(map).toMatchObject({ name: "Blank", offset: "odd", rows: ["~ ~ ~ ~", "~ ~ ~", "~ ~ ~ ~"] });
    expect(MapSchema.safeParse(map).success).toBe(true);
    expect(cellCode(map, 1, 3)).toBe(".");
  });

  it("has a 20×20 board of 390 land hexes", () => {
    const map = blankMap({ name: "Big", rows: 20, cols: 20 });
    expect(buildGrid({ rows: map.rows, offset: "odd" }).land).toHaveLength(390);
    expect(map.snellmanMapId).toBeUndefined(); // rows of 20 cells are too long for terra.snellman.net
  });

  it("sets snellmanMapId only for boards terra.snellman.net can read", () => {
    expect(withSnellmanId({ name: "m", rows: ["P ~", "D"] }).snellmanMapId).toMatch(/^[0-9a-f]{40}$/);
    expect(withSnellmanId({ name: "m", rows: [". P"], snellmanMapId: "0".repeat(40) }).snellmanMapId).toBeUndefined();
  });
});

describe("pair keys", () => {
  it("sorts references by row then column after an edit", () => {
    const map: MapInput = { name: "m", rows: ["P ~ S", "L F"], bridgeSlots: { added: [["A2", "A1"]], removed: [] } };
    expect(paintCells(map, [{ row: 1, col: 0 }], "D").map.bridgeSlots).toEqual({ added: [["A1", "A2"]], removed: [] });
    expect(pairKey("B2", "A10")).toBe("A10:B2");
  });
});
