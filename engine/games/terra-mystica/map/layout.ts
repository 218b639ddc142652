/**
 * Pixel layout of a board: pointy-top hexes, rows stacked 1.5 sizes apart, shifted rows half a hex
 * to the right. Positions are in "board units" where `size` is a hex's corner radius; (0, 0) is the
 * centre of cell A1's position (row 0, column 0). Also hex lines between cells, for drawn strokes.
 */
import { axialOfCell, cellAtAxial, distance, rowCells, rowIsShifted, type Hex } from "./grid";
import type { MapInput } from "../schema/map";

export const SQRT3 = Math.sqrt(3);

export interface BoardCell {
  readonly row: number;
  readonly col: number;
}

export interface BoardPoint {
  readonly x: number;
  readonly y: number;
}

export interface BoardBounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

type Offset = "odd" | "even";

/** Centre of a cell (on or off the board). */
export function cellCenter(offset: Offset, row: number, col: number, size = 1): BoardPoint {
  const shift = rowIsShifted({ offset }, row) ? 0.5 : 0;
  return { x: SQRT3 * size * (col + shift), y: 1.5 * size * row };
}

/** The six corners of a pointy-top hex around a centre, clockwise from the top. */
export function hexCorners(center: BoardPoint, size = 1): BoardPoint[] {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 180) * (60 * i - 90);
    return { x: center.x + size * Math.cos(angle), y: center.y + size * Math.sin(angle) };
  });
}

/** SVG points attribute of a hex's outline. */
export function hexPoints(center: BoardPoint, size = 1): string {
  return hexCorners(center, size)
    .map((p) => `${round(p.x)},${round(p.y)}`)
    .join(" ");
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/** The cell whose hex contains a point (it may be off the board or outside every row). */
export function cellAtPoint(offset: Offset, point: BoardPoint, size = 1): BoardCell {
  // Axial coordinates of the point: undo the shift of the "even" layout first.
  const evenShift = offset === "even" ? SQRT3 * size * 0.5 : 0;
  const x = point.x - evenShift;
  const r = (2 / 3) * (point.y / size);
  const q = (SQRT3 / 3) * (x / size) - r / 2;
  const [rq, rr] = roundAxial(q, r);
  return cellAtAxial(offset, rq, rr);
}

/** Round fractional axial coordinates to the hex that contains them. */
function roundAxial(q: number, r: number): [number, number] {
  const s = -q - r;
  let rq = Math.round(q);
  let rr = Math.round(r);
  const rs = Math.round(s);
  const dq = Math.abs(rq - q);
  const dr = Math.abs(rr - r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) rq = -rr - rs;
  else if (dr > ds) rr = -rq - rs;
  return [rq + 0, rr + 0];
}

/** The cells on the straight line from a to b, both included, each touching the next. */
export function hexLine(offset: Offset, a: BoardCell, b: BoardCell): BoardCell[] {
  const pa = axialOfCell(offset, a.row, a.col);
  const pb = axialOfCell(offset, b.row, b.col);
  const n = distance(pa, pb);
  if (n === 0) return [{ row: a.row, col: a.col }];
  const out: BoardCell[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    // A tiny nudge keeps points on an edge from rounding both ways.
    const [q, r] = roundAxial(pa.q + (pb.q - pa.q) * t + 1e-6, pa.r + (pb.r - pa.r) * t + 2e-6);
    out.push(cellAtAxial(offset, q, r));
  }
  return out;
}

/** Width in cells (the longest row) and height in rows. */
export function boardSize(map: Pick<MapInput, "rows">): { rows: number; cols: number } {
  return { rows: map.rows.length, cols: Math.max(0, ...map.rows.map((r) => rowCells(r).length)) };
}

/** Pixel bounds of every cell position of a board (rows × its widest row), hex outlines included. */
export function boardBounds(map: Pick<MapInput, "rows" | "offset">, size = 1): BoardBounds {
  const offset = map.offset ?? "odd";
  const { rows, cols } = boardSize(map);
  let minX = Infinity;
  let maxX = -Infinity;
  for (let row = 0; row < Math.max(rows, 1); row++) {
    const first = cellCenter(offset, row, 0, size).x;
    const last = cellCenter(offset, row, Math.max(cols - 1, 0), size).x;
    minX = Math.min(minX, first);
    maxX = Math.max(maxX, last);
  }
  const halfWidth = (SQRT3 / 2) * size;
  return { minX: minX - halfWidth, minY: -size, maxX: maxX + halfWidth, maxY: 1.5 * size * Math.max(rows - 1, 0) + size };
}

/** Midpoint of two hex centres (where a bridge or canal between them is drawn). */
export function pointBetween(a: BoardPoint, b: BoardPoint): BoardPoint {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** Centre of a hex of the grid. */
export function hexCenter(offset: Offset, hex: Pick<Hex, "row" | "col">, size = 1): BoardPoint {
  return cellCenter(offset, hex.row, hex.col, size);
}
