/** Pixel layout of boards: hex centres, the cell under a point, lines between cells, bounds. */
import { describe, expect, it } from "vitest";
import { baseMapFixture } from "./fixtures";
import { axialOfCell, buildGrid, distance } from "./grid";
import { boardBounds, cellAtPoint, cellCenter, hexCorners, hexLine, SQRT3 } from "./layout";

const base = baseMapFixture("base");

describe("hex centres", () => {
  it("puts A1 at the origin and B1 half a hex right, one and a half sizes down", () => {
    expect(cellCenter("odd", 0, 0, 10)).toEqual({ x: 0, y: 0 });
    const b1 = cellCenter("odd", 1, 0, 10);
    expect(b1.x).toBeCloseTo(SQRT3 * 5);
    expect(b1.y).toBe(15);
  });

  it("draws neighbours exactly one hex width apart", () => {
    const grid = buildGrid(base);
    for (const hex of grid.hexes.values())
      for (const other of grid.hexes.values()) {
        if (distance(hex, other) !== 1) continue;
        const a = cellCenter("odd", hex.row, hex.col);
        const b = cellCenter("odd", other.row, other.col);
        expect(Math.hypot(a.x - b.x, a.y - b.y), `${hex.id}–${other.id}`).toBeCloseTo(SQRT3);
      }
  });

  it("shifts the even rows instead when the offset is even", () => {
    expect(cellCenter("even", 0, 0).x).toBeCloseTo(SQRT3 / 2);
    expect(cellCenter("even", 1, 0).x).toBe(0);
  });
});

describe("the cell under a point", () => {
  it.each(["odd", "even"] as const)("finds every cell from its centre and from near its corners (%s rows shifted)", (offset) => {
    for (let row = -1; row < 10; row++)
      for (let col = -1; col < 14; col++) {
        const c = cellCenter(offset, row, col, 20);
        expect(cellAtPoint(offset, c, 20)).toEqual({ row, col });
        for (const corner of hexCorners(c, 20 * 0.9)) expect(cellAtPoint(offset, corner, 20)).toEqual({ row, col });
      }
  });
});

describe("lines between cells", () => {
  it("includes both ends and steps to a neighbour each time", () => {
    const line = hexLine("odd", { row: 0, col: 0 }, { row: 8, col: 12 });
    expect(line[0]).toEqual({ row: 0, col: 0 });
    expect(line[line.length - 1]).toEqual({ row: 8, col: 12 });
    expect(line).toHaveLength(17);
    for (let i = 1; i < line.length; i++) {
      const a = axialOfCell("odd", line[i - 1]!.row, line[i - 1]!.col);
      const b = axialOfCell("odd", line[i]!.row, line[i]!.col);
      expect(distance(a, b)).toBe(1);
    }
  });

  it("is the cell itself for a line of length zero", () => {
    expect(hexLine("even", { row: 3, col: 2 }, { row: 3, col: 2 })).toEqual([{ row: 3, col: 2 }]);
  });
});

describe("board bounds", () => {
  it("covers the widest row and the half-hex shift of the rows below", () => {
    const b = boardBounds(base, 1);
    expect(b.minX).toBeCloseTo(-SQRT3 / 2);
    expect(b.maxX).toBeCloseTo(12 * SQRT3 + SQRT3);
    expect(b.minY).toBe(-1);
    expect(b.maxY).toBe(13);
  });
});
