/**
 * Board geometry on the original Terra Mystica board: coordinates as on terra.snellman.net,
 * neighbours (row B sits half a hex right of rows A and C), distances, bridge slots and canals.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MapSchema, type MapDoc } from "../schema/map";
import { TERRAINS } from "../schema/common";
import {
  areAdjacent,
  buildGrid,
  derivedBridgeSlots,
  distance,
  isBridgeAllowed,
  isBridgeGeometry,
  isCanalGeometry,
  neighbours,
  pairKey,
  rowCells,
  rowLabel,
  type Grid,
  type Hex,
} from "./grid";

const mapsDir = path.join(import.meta.dirname, "../../../../content/base/maps");
const loadMap = (id: string): MapDoc => MapSchema.parse(JSON.parse(readFileSync(path.join(mapsDir, `${id}.json`), "utf8")));

const base = buildGrid(loadMap("base"));
const hex = (grid: Grid, id: string): Hex => {
  const h = grid.hexes.get(id);
  if (!h) throw new Error(`no hex ${id}`);
  return h;
};
const ids = (hexes: readonly Hex[]) => hexes.map((h) => h.id).sort();

/**
 * The bridge slots of the original board: the ones terra.snellman.net derives from the geometry.
 * Every bridge built in the recorded games of ../shared/games is one of them.
 */
const BASE_BRIDGE_SLOTS = [
  "A3-C1", "A7-C3", "A11-C5", "B1-C1", "B1-D1", "B2-C1", "B3-C3", "B4-C3", "B5-C5", "B6-C5",
  "B6-D8", "C2-D3", "C2-D4", "C2-E5", "C4-D5", "C5-D6", "D6-E8", "D6-E9", "E4-G1", "E8-G3",
  "F1-H1", "F2-G1", "F2-H2", "F3-G1", "F4-G3", "G2-H4", "G2-I6", "G4-H5", "H6-I9",
];

describe("coordinates on the original board", () => {
  it("puts plains at A1 in the top-left corner", () => {
    expect(hex(base, "A1")).toMatchObject({ row: 0, col: 0, kind: "plains" });
  });

  it("numbers land hexes from the left of each row, skipping river cells", () => {
    expect(hex(base, "B1")).toMatchObject({ row: 1, col: 0, kind: "desert" });
    expect(hex(base, "B2")).toMatchObject({ row: 1, col: 3, kind: "plains" });
    expect(hex(base, "C1")).toMatchObject({ row: 2, col: 2, kind: "swamp" });
    expect(hex(base, "I12")).toMatchObject({ row: 8, col: 12, kind: "wasteland" });
  });

  it("numbers river cells in reading order", () => {
    expect(base.river.slice(0, 3).map((h) => [h.id, h.row, h.col])).toEqual([
      ["r0", 1, 1],
      ["r1", 1, 2],
      ["r2", 1, 5],
    ]);
    expect(base.at(2, 0)?.id).toBe("r6");
  });

  it("has 77 land hexes, 11 of each terrain, and 36 river cells", () => {
    expect(base.land).toHaveLength(77);
    expect(base.river).toHaveLength(36);
    for (const t of TERRAINS) expect(base.land.filter((h) => h.kind === t), t).toHaveLength(11);
  });

  it("labels rows past Z with two letters", () => {
    expect([0, 25, 26, 27, 51, 52].map(rowLabel)).toEqual(["A", "Z", "AA", "AB", "AZ", "BA"]);
  });

  it("starts the Fire & Ice board at row B, below its empty first row", () => {
    const fi = buildGrid(loadMap("fire-and-ice"));
    expect(fi.land[0]).toMatchObject({ id: "B1", row: 1, col: 0, kind: "plains" });
    expect([...fi.hexes.keys()].some((id) => id.startsWith("A"))).toBe(false);
  });
});

describe("neighbours on the original board", () => {
  it("gives the corner hex A1 only A2 and B1", () => {
    expect(ids(neighbours(base, hex(base, "A1")))).toEqual(["A2", "B1"]);
  });

  it("places row B half a hex right, so B1 touches A1 and A2 above it", () => {
    expect(ids(neighbours(base, hex(base, "B1")))).toEqual(["A1", "A2", "r0", "r6", "r7"]);
  });

  it("places row C under row B, so C1 touches the two cells above it and D2, D3 below it", () => {
    // C1 is cell 2 of row C; above it are cells 1 and 2 of row B (r0, r1), below it cells 1 and 2 of row D.
    expect(ids(neighbours(base, hex(base, "C1")))).toEqual(["D2", "D3", "r0", "r1", "r7", "r8"]);
  });

  it("gives an inner hex six neighbours, river included", () => {
    // E6 is cell 5 of row E: cells 4 and 5 of rows D and F touch it.
    expect(ids(neighbours(base, hex(base, "E6")))).toEqual(["D4", "E5", "E7", "F3", "F4", "r15"]);
  });

  it("is symmetric", () => {
    for (const a of base.land) for (const b of neighbours(base, a)) expect(ids(neighbours(base, b)), `${a.id}–${b.id}`).toContain(a.id);
  });

  it("shifts the even rows instead when the offset is even", () => {
    const grid = buildGrid({ offset: "even", rows: ["P D S", "L F M", "W P D"] });
    expect(ids(neighbours(grid, hex(grid, "A1")))).toEqual(["A2", "B1", "B2"]);
    expect(ids(neighbours(grid, hex(grid, "B1")))).toEqual(["A1", "B2", "C1"]);
  });

  it("leaves off-board cells out", () => {
    const grid = buildGrid({ offset: "odd", rows: ["P . S", "L F M"] });
    expect(grid.at(0, 1)).toBeUndefined();
    expect(hex(grid, "A2")).toMatchObject({ col: 2, kind: "swamp" });
    expect(ids(neighbours(grid, hex(grid, "B1")))).toEqual(["A1", "B2"]);
  });
});

describe("distances on the original board", () => {
  it("is 1 between neighbours and 0 to itself", () => {
    expect(distance(hex(base, "A1"), hex(base, "A1"))).toBe(0);
    expect(distance(hex(base, "A1"), hex(base, "B1"))).toBe(1);
    expect(areAdjacent(hex(base, "A2"), hex(base, "B1"))).toBe(true);
  });

  it("counts steps along a row and down the zig-zag of a column", () => {
    expect(distance(hex(base, "A1"), hex(base, "A13"))).toBe(12);
    expect(distance(hex(base, "A1"), hex(base, "I1"))).toBe(8);
    expect(distance(hex(base, "A1"), hex(base, "C1"))).toBe(3);
  });

  it("uses the diagonal for free when going down several rows", () => {
    // Eight rows down reach four columns further right at no extra cost: 8 + (12 - 4).
    expect(distance(hex(base, "A1"), hex(base, "I12"))).toBe(16);
  });
});

describe("bridge slots on the original board", () => {
  const slots = derivedBridgeSlots(base);

  it("are the 29 slots terra.snellman.net derives for this board", () => {
    expect(slots.map(([a, b]) => `${a}-${b}`)).toEqual(BASE_BRIDGE_SLOTS);
  });

  it("each join two land hexes two apart with river between them", () => {
    for (const [a, b] of slots) {
      expect(isBridgeGeometry(base, hex(base, a), hex(base, b)), `${a}–${b}`).toBe(true);
      expect(distance(hex(base, a), hex(base, b))).toBe(2);
    }
  });

  it("span the river from C1 to its three neighbours beyond it", () => {
    expect(slots.filter((p) => p.includes("C1")).map(([a, b]) => pairKey(a, b))).toEqual(["A3:C1", "B1:C1", "B2:C1"]);
  });

  it("are not found between hexes in a straight line or with land between them", () => {
    expect(isBridgeGeometry(base, hex(base, "B1"), hex(base, "B2"))).toBe(false); // straight along row B
    expect(isBridgeGeometry(base, hex(base, "A1"), hex(base, "C1"))).toBe(false); // distance 3
    expect(isBridgeGeometry(base, hex(base, "D1"), hex(base, "E3"))).toBe(false); // D2 and E2 are land
  });

  it("may have one shared neighbour off the board", () => {
    const grid = buildGrid({ offset: "odd", rows: ["P P", "~", "P P"] });
    // A2 and C2 share B1 (river) and the missing cell right of it.
    expect(derivedBridgeSlots(grid)).toEqual([
      ["A1", "C1"],
      ["A2", "C2"],
    ]);
  });

  const gamesDir = path.join(import.meta.dirname, "../../../../../shared/games");
  const haveGames = existsSync(gamesDir);
  it.runIf(haveGames)(`include every bridge built in the recorded games on this board${haveGames ? "" : " (skipped: ../shared/games is absent)"}`, () => {
    const logs = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? logs(path.join(dir, e.name)) : e.name.endsWith(".log") ? [path.join(dir, e.name)] : [],
      );
    const keys = new Set(slots.map(([a, b]) => pairKey(a, b)));
    let seen = 0;
    for (const file of logs(gamesDir)) {
      const text = readFileSync(file, "utf8");
      if (/^\s*(option\s+)?map\b/im.test(text)) continue; // another board
      for (const m of text.matchAll(/\bbridge\s+([a-z]+\d+):([a-z]+\d+)/gi)) {
        seen++;
        expect(keys.has(pairKey(m[1]!.toUpperCase(), m[2]!.toUpperCase())), `${path.basename(file)}: ${m[0]}`).toBe(true);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

/**
 * terra.snellman.net's bridge derivation (setup_valid_bridges in its src/map.pm), transcribed: for
 * each land hex, the hex two rows below in the same column if the two cells between are river (or
 * one river, one missing), and the hexes down-left and down-right if both cells between are river.
 */
function snellmanBridges(rows: string[]): string[] {
  const at = new Map<string, string>();
  let river = 0;
  rows.forEach((line, row) => {
    let col = 1;
    rowCells(line).forEach((code, ci) => {
      if (code !== ".") at.set(`${row},${ci}`, code === "~" ? `r${river++}` : `${rowLabel(row)}${col++}`);
    });
  });
  const cell = (row: number, col: number) => at.get(`${row},${col}`);
  const isRiver = (id: string | undefined) => !!id && id.startsWith("r");
  const out = new Set<string>();
  for (const [pos, id] of at) {
    if (isRiver(id)) continue;
    const [row, col] = pos.split(",").map(Number) as [number, number];
    const offsetCol = col - (row % 2 === 0 ? 1 : 0);
    const record = (other: string | undefined) => other && !isRiver(other) && out.add(pairKey(id, other));
    const sw = cell(row + 1, offsetCol);
    const se = cell(row + 1, offsetCol + 1);
    if ((isRiver(sw) && isRiver(se)) || (isRiver(sw) && !se) || (isRiver(se) && !sw)) record(cell(row + 2, col));
    if (isRiver(cell(row, col - 1)) && isRiver(cell(row + 1, offsetCol))) record(cell(row + 1, offsetCol - 1));
    if (isRiver(cell(row, col + 1)) && isRiver(cell(row + 1, offsetCol + 1))) record(cell(row + 1, offsetCol + 2));
  }
  return [...out].sort();
}

describe("bridge slots as terra.snellman.net derives them", () => {
  it.each(["base", "fire-and-ice", "fire-and-ice-altered", "fjords", "loon-lakes"])("agree on the %s board", (id) => {
    const map = loadMap(id);
    expect(derivedBridgeSlots(buildGrid(map)).map(([a, b]) => pairKey(a, b)).sort()).toEqual(snellmanBridges(map.rows));
  });

  it("agree on 2000 random boards with short and ragged rows", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let n = 0; n < 2000; n++) {
      const rows = Array.from({ length: 2 + Math.floor(random() * 5) }, () =>
        Array.from({ length: 1 + Math.floor(random() * 6) }, () => (random() < 0.5 ? "~" : "P")).join(" "),
      );
      const ours = derivedBridgeSlots(buildGrid({ offset: "odd", rows })).map(([a, b]) => pairKey(a, b)).sort();
      expect(ours, JSON.stringify(rows)).toEqual(snellmanBridges(rows));
    }
  });

  it("let a designer add slots the site does not derive: straight across one river hex, or beside the edge", () => {
    const strait = buildGrid({ offset: "odd", rows: ["P ~ S", "L F"] });
    expect(isBridgeAllowed(strait, hex(strait, "A1"), hex(strait, "A2"))).toBe(true);
    expect(isBridgeGeometry(strait, hex(strait, "A1"), hex(strait, "A2"))).toBe(false);
    // A1 and B1 (down and to the right) share r0 and the empty place right of A1.
    const edge = buildGrid({ offset: "odd", rows: ["P", "~ P"] });
    expect(isBridgeGeometry(edge, hex(edge, "A1"), hex(edge, "B1"))).toBe(false);
    expect(isBridgeAllowed(edge, hex(edge, "A1"), hex(edge, "B1"))).toBe(true);
    expect(isBridgeAllowed(base, hex(base, "A1"), hex(base, "A2"))).toBe(false);
    expect(isBridgeAllowed(base, hex(base, "D1"), hex(base, "E3"))).toBe(false);
  });
});

describe("canal geometry", () => {
  it("allows a canal across the edge of two land hexes with river on both sides", () => {
    // E4 and E5 share an edge; above it is cell 3 of row D, below it cell 3 of row F, both river.
    expect(isCanalGeometry(base, hex(base, "E4"), hex(base, "E5"))).toBe(true);
  });

  it("finds exactly four such edges on the original board", () => {
    const edges = base.land.flatMap((a) =>
      neighbours(base, a)
        .filter((b) => b.kind !== "river" && a.id < b.id && isCanalGeometry(base, a, b))
        .map((b) => pairKey(a.id, b.id)),
    );
    expect(edges.sort()).toEqual(["C4:D6", "C5:D7", "E4:E5", "G1:H3"]);
  });

  it("refuses hexes that are not adjacent, river cells, or edges with land on one side", () => {
    expect(isCanalGeometry(base, hex(base, "E4"), hex(base, "E6"))).toBe(false);
    expect(isCanalGeometry(base, hex(base, "B1"), hex(base, "r0"))).toBe(false);
    expect(isCanalGeometry(base, hex(base, "E5"), hex(base, "E6"))).toBe(false);
  });

  it("refuses an edge with the board's border on one side", () => {
    const grid = buildGrid({ offset: "odd", rows: ["P P", "~"] });
    expect(isCanalGeometry(grid, hex(grid, "A1"), hex(grid, "A2"))).toBe(false);
  });
});
