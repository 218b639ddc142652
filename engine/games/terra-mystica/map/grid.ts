/**
 * Hex geometry of a board: coordinates, neighbours, distances and the derived bridge slots.
 *
 * Cells are addressed by (row, col) in their row, off-board cells included. Rows named by the map's
 * `offset` are shifted half a hex right; geometry works in axial coordinates (q, r).
 */
import { RIVER_CODE, TERRAIN_CODES, type Terrain } from "../schema/common";
import type { MapDoc } from "../schema/map";

export type CellKind = Terrain | "river";

export interface Hex {
  /** `E7` for land (row letter, column over land hexes), `r12` for river (reading order). */
  readonly id: string;
  readonly row: number;
  readonly col: number;
  readonly q: number;
  readonly r: number;
  readonly kind: CellKind;
}

export interface Grid {
  readonly offset: "odd" | "even";
  readonly rowCount: number;
  readonly width: number;
  /** Every board cell (land and river) by id. */
  readonly hexes: ReadonlyMap<string, Hex>;
  /** Land hexes in reading order. */
  readonly land: readonly Hex[];
  /** River hexes in reading order. */
  readonly river: readonly Hex[];
  at(row: number, col: number): Hex | undefined;
  atAxial(q: number, r: number): Hex | undefined;
}

const TERRAIN_BY_CODE = new Map<string, Terrain>(
  Object.entries(TERRAIN_CODES).map(([terrain, code]) => [code, terrain as Terrain]),
);

/** Axial directions, in order around the hex (consecutive ones are adjacent directions). */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

/** Row label: A..Z, then AA, AB, ... */
export function rowLabel(row: number): string {
  return row < 26 ? String.fromCharCode(65 + row) : rowLabel(Math.floor(row / 26) - 1) + String.fromCharCode(65 + (row % 26));
}

/** Split a map row into its cell codes. */
export function rowCells(row: string): string[] {
  return row.trim().split(/\s+/).filter(Boolean);
}

function isShifted(offset: "odd" | "even", row: number): boolean {
  return offset === "odd" ? (row & 1) === 1 : (row & 1) === 0;
}

/** How far a row's axial q is shifted from its column index. */
function rowShift(offset: "odd" | "even", row: number): number {
  // For the "odd" layout, rows 0 and 1 share q at col 0 (row 1 is half a hex right).
  return offset === "odd" ? (row - (row & 1)) / 2 : (row + (row & 1)) / 2;
}

/** Axial q of a cell: shifted rows sit half a hex right of the rows above and below. */
function axialQ(offset: "odd" | "even", row: number, col: number): number {
  return col - rowShift(offset, row);
}

/** The cell (row, column in its row) at an axial position; the inverse of a hex's (q, r). */
export function cellAtAxial(offset: "odd" | "even", q: number, r: number): { row: number; col: number } {
  return { row: r, col: q + rowShift(offset, r) };
}

/** The axial position of a cell, whether or not it is on the board. */
export function axialOfCell(offset: "odd" | "even", row: number, col: number): { q: number; r: number } {
  return { q: axialQ(offset, row, col), r: row };
}

/**
 * The hexes of one row, cell by cell (undefined off the board): land hexes numbered from 1 in the
 * row, river hexes numbered on from `riverBefore`, the river hexes of the rows above.
 */
export function rowHexes(line: string, row: number, riverBefore: number): ({ id: string; kind: CellKind } | undefined)[] {
  let column = 0;
  let river = riverBefore;
  return rowCells(line).map((code) => {
    const terrain = TERRAIN_BY_CODE.get(code);
    if (terrain) return { id: `${rowLabel(row)}${++column}`, kind: terrain };
    if (code === RIVER_CODE) return { id: `r${river++}`, kind: "river" as const };
    return undefined;
  });
}

/** One number for a pair of small integers (boards are far smaller than 2^20 cells a side). */
function cellKey(a: number, b: number): number {
  return (a + 0x80000) * 0x100000 + (b + 0x80000);
}

/** Build the grid of a map. Unknown cell codes are treated as off board (the schema rejects them). */
export function buildGrid(map: Pick<MapDoc, "rows" | "offset">): Grid {
  const offset = map.offset ?? "odd";
  const hexes = new Map<string, Hex>();
  // Numeric keys: lookups run for every neighbour of every hex, so they should not build strings.
  const byCell = new Map<number, Hex>();
  const byAxial = new Map<number, Hex>();
  const land: Hex[] = [];
  const river: Hex[] = [];
  let width = 0;
  map.rows.forEach((line, row) => {
    const cells = rowHexes(line, row, river.length);
    width = Math.max(width, cells.length);
    cells.forEach((cell, col) => {
      if (!cell) return;
      const q = axialQ(offset, row, col);
      const hex: Hex = { id: cell.id, row, col, q, r: row, kind: cell.kind };
      hexes.set(hex.id, hex);
      byCell.set(cellKey(row, col), hex);
      byAxial.set(cellKey(q, row), hex);
      (hex.kind === "river" ? river : land).push(hex);
    });
  });
  return {
    offset,
    rowCount: map.rows.length,
    width,
    hexes,
    land,
    river,
    at: (row, col) => byCell.get(cellKey(row, col)),
    atAxial: (q, r) => byAxial.get(cellKey(q, r)),
  };
}

/** Whether a row is drawn half a hex to the right. */
export function rowIsShifted(grid: Pick<Grid, "offset">, row: number): boolean {
  return isShifted(grid.offset, row);
}

/** The board cells around a hex (off-board positions omitted). */
export function neighbours(grid: Grid, hex: Hex): Hex[] {
  const out: Hex[] = [];
  for (const [dq, dr] of DIRECTIONS) {
    const n = grid.atAxial(hex.q + dq, hex.r + dr);
    if (n) out.push(n);
  }
  return out;
}

/** Hex distance between two cells. */
export function distance(a: Pick<Hex, "q" | "r">, b: Pick<Hex, "q" | "r">): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Whether two cells touch. */
export function areAdjacent(a: Pick<Hex, "q" | "r">, b: Pick<Hex, "q" | "r">): boolean {
  return distance(a, b) === 1;
}

/** The cells adjacent to both a and b (positions, whether or not on the board). */
export function sharedNeighbourPositions(a: Pick<Hex, "q" | "r">, b: Pick<Hex, "q" | "r">): [number, number][] {
  const out: [number, number][] = [];
  for (const [dq, dr] of DIRECTIONS) {
    const q = a.q + dq;
    const r = a.r + dr;
    if (distance({ q, r }, b) === 1) out.push([q, r]);
  }
  return out;
}

/** A canonical key for an unordered pair of hex ids. */
export function pairKey(a: string, b: string): string {
  return compareHexIds(a, b) <= 0 ? `${a}:${b}` : `${b}:${a}`;
}

/** Order hex ids by row, then column. */
export function compareHexIds(a: string, b: string): number {
  const pa = /^([A-Z]+)(\d+)$/.exec(a);
  const pb = /^([A-Z]+)(\d+)$/.exec(b);
  if (!pa || !pb) return a < b ? -1 : a > b ? 1 : 0;
  if (pa[1]!.length !== pb[1]!.length) return pa[1]!.length - pb[1]!.length;
  if (pa[1] !== pb[1]) return pa[1]! < pb[1]! ? -1 : 1;
  return Number(pa[2]) - Number(pb[2]);
}

/** What is at each cell a and b both touch: a terrain, river, or "off" the board. */
function sharedKinds(grid: Grid, a: Hex, b: Hex): (CellKind | "off")[] {
  return sharedNeighbourPositions(a, b).map(([q, r]) => grid.atAxial(q, r)?.kind ?? "off");
}

/**
 * Whether terra.snellman.net derives a bridge slot between a and b: two land hexes two apart whose
 * two shared neighbours are river. For two hexes straight above each other (two rows apart), one of
 * the two may instead be off the board.
 */
export function isBridgeGeometry(grid: Grid, a: Hex, b: Hex): boolean {
  if (a.kind === "river" || b.kind === "river" || distance(a, b) !== 2) return false;
  const kinds = sharedKinds(grid, a, b);
  if (kinds.length !== 2) return false;
  if (kinds.every((k) => k === "river")) return true;
  return Math.abs(a.r - b.r) === 2 && kinds.includes("river") && kinds.every((k) => k === "river" || k === "off");
}

/**
 * Whether a designer may place a bridge slot between a and b: two land hexes two apart with only
 * river (or the board's edge) between them, at least one river hex. This includes every derived
 * slot, a bridge straight across one river hex, and a bridge beside the board's edge.
 */
export function isBridgeAllowed(grid: Grid, a: Hex, b: Hex): boolean {
  if (a.kind === "river" || b.kind === "river" || distance(a, b) !== 2) return false;
  const kinds = sharedKinds(grid, a, b);
  return kinds.includes("river") && kinds.every((k) => k === "river" || k === "off");
}

/** Every pair of land hexes whose geometry allows a bridge, as sorted pairs. */
export function derivedBridgeSlots(grid: Grid): [string, string][] {
  const seen = new Map<string, [string, string]>();
  for (const a of grid.land) {
    for (let i = 0; i < DIRECTIONS.length; i++) {
      const [dq1, dr1] = DIRECTIONS[i]!;
      const [dq2, dr2] = DIRECTIONS[(i + 1) % DIRECTIONS.length]!;
      const b = grid.atAxial(a.q + dq1 + dq2, a.r + dr1 + dr2);
      if (!b || !isBridgeGeometry(grid, a, b)) continue;
      const key = pairKey(a.id, b.id);
      if (!seen.has(key)) seen.set(key, key.split(":") as [string, string]);
    }
  }
  return [...seen.values()].sort((x, y) => compareHexIds(x[0], y[0]) || compareHexIds(x[1], y[1]));
}

/** The bridge slots of a map: the derived ones, minus the removed, plus the added. */
export function bridgeSlots(grid: Grid, map: Pick<MapDoc, "bridgeSlots">): [string, string][] {
  const removed = new Set((map.bridgeSlots?.removed ?? []).map(([a, b]) => pairKey(a, b)));
  const slots = new Map<string, [string, string]>();
  for (const pair of derivedBridgeSlots(grid)) if (!removed.has(pairKey(...pair))) slots.set(pairKey(...pair), pair);
  for (const [a, b] of map.bridgeSlots?.added ?? []) slots.set(pairKey(a, b), pairKey(a, b).split(":") as [string, string]);
  return [...slots.values()];
}

/** Whether a canal may sit on the edge between a and b: adjacent land hexes with river on both sides. */
export function isCanalGeometry(grid: Grid, a: Hex, b: Hex): boolean {
  return canalEnds(grid, a, b) !== undefined;
}

/**
 * The two river hexes a canal on the edge between land hexes a and b joins for ships (the river
 * hexes at that edge's ends), or undefined when the edge cannot hold a canal.
 */
export function canalEnds(grid: Grid, a: Hex, b: Hex): [Hex, Hex] | undefined {
  if (a.kind === "river" || b.kind === "river" || !areAdjacent(a, b)) return undefined;
  const shared = sharedNeighbourPositions(a, b).map(([q, r]) => grid.atAxial(q, r));
  const [x, y] = shared;
  return shared.length === 2 && x?.kind === "river" && y?.kind === "river" ? [x, y] : undefined;
}
