/**
 * Editing a map: painting cells, adding and removing rows and columns, bridge slots and canals.
 *
 * Every operation returns a new map and leaves its input untouched. Land coordinates (E7) depend
 * on what lies left of a hex in its row, so an edit that moves or renumbers hexes carries the bridge
 * slots and canals along by position; references the edit makes meaningless (a hex that is no
 * longer land, a canal whose river is gone, a removed slot the board no longer derives) are dropped
 * and reported.
 */
import { OFF_BOARD_CODE, TERRAIN_CODES, type Terrain } from "../schema/common";
import type { MapInput } from "../schema/map";
import {
  buildGrid,
  compareHexIds,
  derivedBridgeSlots,
  isBridgeAllowed,
  isCanalGeometry,
  pairKey,
  rowCells,
  rowLabel,
  type Grid,
} from "./grid";
import type { BoardCell } from "./layout";
import { formatSnellmanMap, snellmanMapId } from "./snellman";

/** A cell code of a map row: a terrain letter, `~` river or `.` off the board. */
export type CellCode = "D" | "P" | "S" | "L" | "F" | "M" | "W" | "~" | ".";

export type HexIdPair = [string, string];

/** A bridge slot or canal an edit had to drop, and why. */
export interface DroppedRef {
  readonly kind: "bridge-added" | "bridge-removed" | "canal";
  readonly pair: readonly [string, string];
  readonly reason: string;
}

export interface EditResult {
  readonly map: MapInput;
  readonly dropped: readonly DroppedRef[];
}

export type Refused = { ok: false; code: string; message: string };

/** The cell code of a terrain. */
export function terrainCode(t: Terrain): CellCode {
  return TERRAIN_CODES[t] as CellCode;
}

/** The rows of a map as arrays of cell codes. */
export function mapCells(map: Pick<MapInput, "rows">): string[][] {
  return map.rows.map(rowCells);
}

/** The code at a cell; positions past the end of a row are off the board. */
export function cellCode(map: Pick<MapInput, "rows">, row: number, col: number): string {
  const line = map.rows[row];
  return (line === undefined ? undefined : rowCells(line)[col]) ?? OFF_BOARD_CODE;
}

const joinRow = (cells: string[]) => (cells.length > 0 ? cells.join(" ") : OFF_BOARD_CODE);

/** A board of `rows` rows filled with one code; shifted rows are one cell shorter, as on the original board. */
export function blankMap(options: { name: string; rows: number; cols: number; fill?: CellCode; offset?: "odd" | "even" }): MapInput {
  const offset = options.offset ?? "odd";
  const fill = options.fill ?? "P";
  const rows = Array.from({ length: Math.max(1, options.rows) }, (_, row) => {
    const shifted = offset === "odd" ? row % 2 === 1 : row % 2 === 0;
    const n = Math.max(1, options.cols - (shifted && options.cols > 1 ? 1 : 0));
    return joinRow(Array.from({ length: n }, () => fill));
  });
  return withSnellmanId({ name: options.name, offset, rows });
}

/** Keep `snellmanMapId` in step with the rows: set when the board can be written for terra.snellman.net, else removed. */
export function withSnellmanId(map: MapInput): MapInput {
  const { snellmanMapId: _old, ...rest } = map;
  void _old;
  return formatSnellmanMap(map).ok ? { ...rest, snellmanMapId: snellmanMapId(map) } : rest;
}

/**
 * Rebuild a map from new rows, carrying its bridge slots and canals along: `moved` says where the
 * cell at an old position is now (undefined when it is gone).
 */
function rebuild(map: MapInput, rows: string[][], offset: "odd" | "even", moved: (cell: BoardCell) => BoardCell | undefined): EditResult {
  if (!map.bridgeSlots && !map.canals) return { map: withSnellmanId({ ...map, offset, rows: rows.map(joinRow) }), dropped: [] };
  const before = buildGrid({ rows: map.rows, offset: map.offset ?? "odd" });
  const next: MapInput = { ...map, offset, rows: rows.map(joinRow) };
  const after = buildGrid({ rows: next.rows, offset });
  const dropped: DroppedRef[] = [];
  const carry = (kind: DroppedRef["kind"], list: readonly (readonly [string, string])[] | undefined): HexIdPair[] => {
    const out: HexIdPair[] = [];
    for (const pair of list ?? []) {
      const ids = pair.map((id) => carryHex(before, after, id, moved));
      const lost = ids.findIndex((r) => !r.ok);
      if (lost >= 0) {
        dropped.push({ kind, pair, reason: (ids[lost] as { ok: false; reason: string }).reason });
        continue;
      }
      out.push(ids.map((r) => (r as { ok: true; id: string }).id) as HexIdPair);
    }
    return out;
  };
  const added = carry("bridge-added", map.bridgeSlots?.added);
  const removed = carry("bridge-removed", map.bridgeSlots?.removed);
  const canals = carry("canal", map.canals);
  return tidy(next, after, { added, removed, canals }, dropped);
}

/** Where a referenced hex is after an edit. Ids that named no land hex before are kept as they are. */
function carryHex(before: Grid, after: Grid, id: string, moved: (cell: BoardCell) => BoardCell | undefined): { ok: true; id: string } | { ok: false; reason: string } {
  const hex = before.hexes.get(id);
  if (!hex || hex.kind === "river") return { ok: true, id };
  const to = moved({ row: hex.row, col: hex.col });
  const now = to && after.at(to.row, to.col);
  if (!now) return { ok: false, reason: `${id} is no longer on the board` };
  if (now.kind === "river") return { ok: false, reason: `${id} is now river` };
  return { ok: true, id: now.id };
}

/**
 * Drop references the board no longer supports, sort the rest, and leave out empty lists. Slots
 * that are already derived and removals of slots the board does not derive change nothing, so they
 * go silently; added slots and canals the geometry no longer allows are reported.
 */
function tidy(map: MapInput, grid: Grid, refs: { added: HexIdPair[]; removed: HexIdPair[]; canals: HexIdPair[] }, dropped: DroppedRef[]): EditResult {
  const derived = new Set(derivedBridgeSlots(grid).map(([a, b]) => pairKey(a, b)));
  const land = (id: string) => {
    const h = grid.hexes.get(id);
    return h && h.kind !== "river" ? h : undefined;
  };
  const known = (pair: HexIdPair) => !!land(pair[0]) && !!land(pair[1]);
  const added = refs.added.filter((pair) => {
    if (!known(pair)) return true;
    if (derived.has(pairKey(...pair))) return false;
    if (isBridgeAllowed(grid, land(pair[0])!, land(pair[1])!)) return true;
    dropped.push({ kind: "bridge-added", pair, reason: `no river between ${pair[0]} and ${pair[1]} any more` });
    return false;
  });
  const removed = refs.removed.filter((pair) => !known(pair) || derived.has(pairKey(...pair)));
  const canals = refs.canals.filter((pair) => {
    if (!known(pair) || isCanalGeometry(grid, land(pair[0])!, land(pair[1])!)) return true;
    dropped.push({ kind: "canal", pair, reason: `${pair[0]}–${pair[1]} no longer has river on both sides of its edge` });
    return false;
  });
  return { map: withRefs(withSnellmanId(map), { added, removed, canals }), dropped };
}

function sortPairs(pairs: HexIdPair[]): HexIdPair[] {
  const canonical = pairs.map(([a, b]) => (compareHexIds(a, b) <= 0 ? [a, b] : [b, a]) as HexIdPair);
  const unique = new Map(canonical.map((p) => [pairKey(...p), p]));
  return [...unique.values()].sort((x, y) => compareHexIds(x[0], y[0]) || compareHexIds(x[1], y[1]));
}

/** A map with these bridge overrides and canals; empty lists are left out. */
function withRefs(map: MapInput, refs: { added: HexIdPair[]; removed: HexIdPair[]; canals: HexIdPair[] }): MapInput {
  const { bridgeSlots: _b, canals: _c, ...rest } = map;
  void _b;
  void _c;
  const out: MapInput = { ...rest };
  if (refs.added.length > 0 || refs.removed.length > 0) out.bridgeSlots = { added: sortPairs(refs.added), removed: sortPairs(refs.removed) };
  if (refs.canals.length > 0) out.canals = sortPairs(refs.canals);
  return out;
}

const same = (cell: BoardCell) => cell;

/** Paint cells with a code. Positions past the end of a row extend it with off-board cells. */
export function paintCells(map: MapInput, cells: readonly BoardCell[], code: CellCode): EditResult {
  const rows = mapCells(map);
  let changed = false;
  for (const { row, col } of cells) {
    const line = rows[row];
    if (!line || col < 0 || (line[col] ?? OFF_BOARD_CODE) === code) continue;
    while (line.length <= col) line.push(OFF_BOARD_CODE);
    line[col] = code;
    changed = true;
  }
  if (!changed) return { map, dropped: [] };
  return rebuild(map, rows, map.offset ?? "odd", same);
}

export type BoardSide = "top" | "bottom" | "left" | "right";

const flip = (offset: "odd" | "even"): "odd" | "even" => (offset === "odd" ? "even" : "odd");

/**
 * Add a row or column of `fill` cells at one side. A row added at the top flips `offset`, so every
 * hex keeps its neighbours (the rows below move down one, their shift stays).
 */
export function addLine(map: MapInput, side: BoardSide, fill: CellCode = OFF_BOARD_CODE): EditResult {
  const rows = mapCells(map);
  const offset = map.offset ?? "odd";
  const width = Math.max(...rows.map((r) => r.length));
  const line = () => Array.from({ length: Math.max(width, 1) }, () => fill as string);
  switch (side) {
    case "top":
      return rebuild(map, [line(), ...rows], flip(offset), ({ row, col }) => ({ row: row + 1, col }));
    case "bottom":
      return rebuild(map, [...rows, line()], offset, same);
    case "left":
      return rebuild(map, rows.map((r) => [fill, ...r]), offset, ({ row, col }) => ({ row, col: col + 1 }));
    case "right":
      return rebuild(
        map,
        rows.map((r) => [...r, ...Array.from({ length: width - r.length }, () => OFF_BOARD_CODE), fill]),
        offset,
        same,
      );
  }
}

/** Remove the row or column at one side (a board keeps at least one row and one column). */
export function removeLine(map: MapInput, side: BoardSide): ({ ok: true } & EditResult) | Refused {
  const rows = mapCells(map);
  const offset = map.offset ?? "odd";
  const width = Math.max(...rows.map((r) => r.length));
  if ((side === "top" || side === "bottom") && rows.length <= 1)
    return { ok: false, code: "edit/last-row", message: "A board needs at least one row." };
  if ((side === "left" || side === "right") && width <= 1)
    return { ok: false, code: "edit/last-column", message: "A board needs at least one column." };
  let result: EditResult;
  switch (side) {
    case "top":
      result = rebuild(map, rows.slice(1), flip(offset), ({ row, col }) => (row === 0 ? undefined : { row: row - 1, col }));
      break;
    case "bottom":
      result = rebuild(map, rows.slice(0, -1), offset, (c) => (c.row === rows.length - 1 ? undefined : c));
      break;
    case "left":
      result = rebuild(map, rows.map((r) => r.slice(1)), offset, ({ row, col }) => (col === 0 ? undefined : { row, col: col - 1 }));
      break;
    case "right":
      result = rebuild(map, rows.map((r) => r.slice(0, width - 1)), offset, (c) => (c.col === width - 1 ? undefined : c));
      break;
  }
  return { ok: true, ...result };
}

/**
 * Give a board the row shift terra.snellman.net uses (rows B, D, ... shifted): a board whose even
 * rows are shifted gets an empty first row, so its rows are lettered from B there and here.
 */
export function matchSnellmanRows(map: MapInput): EditResult {
  if ((map.offset ?? "odd") === "odd") return { map, dropped: [] };
  return rebuild(map, [[OFF_BOARD_CODE], ...mapCells(map)], "odd", ({ row, col }) => ({ row: row + 1, col }));
}

export type RefChange = "added" | "removed" | "restored";

function refsOf(map: MapInput): { added: HexIdPair[]; removed: HexIdPair[]; canals: HexIdPair[] } {
  return {
    added: (map.bridgeSlots?.added ?? []).map((p) => [...p] as HexIdPair),
    removed: (map.bridgeSlots?.removed ?? []).map((p) => [...p] as HexIdPair),
    canals: (map.canals ?? []).map((p) => [...p] as HexIdPair),
  };
}

function landPair(grid: Grid, a: string, b: string): Refused | undefined {
  for (const id of [a, b]) {
    const h = grid.hexes.get(id);
    if (!h) return { ok: false, code: "edit/unknown-hex", message: `There is no hex ${id} on this board.` };
    if (h.kind === "river") return { ok: false, code: "edit/not-land", message: `${id} is river: bridges and canals join land hexes.` };
  }
  if (a === b) return { ok: false, code: "edit/same-hex", message: "Pick two different hexes." };
  return undefined;
}

/**
 * Switch the bridge slot between two land hexes: remove a slot the board has (a derived one is
 * listed as removed), or add one where the geometry allows a bridge (a derived one is restored).
 */
export function toggleBridgeSlot(map: MapInput, a: string, b: string): ({ ok: true; map: MapInput; change: RefChange }) | Refused {
  const grid = buildGrid({ rows: map.rows, offset: map.offset ?? "odd" });
  const bad = landPair(grid, a, b);
  if (bad) return bad;
  const key = pairKey(a, b);
  const refs = refsOf(map);
  const derived = derivedBridgeSlots(grid).some(([x, y]) => pairKey(x, y) === key);
  const without = (list: HexIdPair[]) => list.filter(([x, y]) => pairKey(x, y) !== key);
  let change: RefChange;
  if (derived) {
    const wasRemoved = refs.removed.some(([x, y]) => pairKey(x, y) === key);
    refs.removed = wasRemoved ? without(refs.removed) : [...refs.removed, [a, b]];
    change = wasRemoved ? "restored" : "removed";
  } else if (refs.added.some(([x, y]) => pairKey(x, y) === key)) {
    refs.added = without(refs.added);
    change = "removed";
  } else if (isBridgeAllowed(grid, grid.hexes.get(a)!, grid.hexes.get(b)!)) {
    refs.added = [...refs.added, [a, b]];
    change = "added";
  } else {
    return {
      ok: false,
      code: "edit/no-bridge-here",
      message: `${a} and ${b} cannot hold a bridge: a bridge joins two land hexes two apart with only river between them.`,
    };
  }
  return { ok: true, map: withRefs(map, refs), change };
}

/** Add or remove the canal on the edge between two adjacent land hexes with river on both sides. */
export function toggleCanal(map: MapInput, a: string, b: string): ({ ok: true; map: MapInput; change: RefChange }) | Refused {
  const grid = buildGrid({ rows: map.rows, offset: map.offset ?? "odd" });
  const bad = landPair(grid, a, b);
  if (bad) return bad;
  const key = pairKey(a, b);
  const refs = refsOf(map);
  if (refs.canals.some(([x, y]) => pairKey(x, y) === key)) {
    refs.canals = refs.canals.filter(([x, y]) => pairKey(x, y) !== key);
    return { ok: true, map: withRefs(map, refs), change: "removed" };
  }
  if (!isCanalGeometry(grid, grid.hexes.get(a)!, grid.hexes.get(b)!))
    return {
      ok: false,
      code: "edit/no-canal-here",
      message: `${a} and ${b} cannot hold a canal: a canal sits on the edge between two neighbouring land hexes with river on both sides.`,
    };
  refs.canals = [...refs.canals, [a, b]];
  return { ok: true, map: withRefs(map, refs), change: "added" };
}

/** A sentence about an edit's dropped references, or undefined when none were dropped. */
export function describeDropped(dropped: readonly DroppedRef[]): string | undefined {
  if (dropped.length === 0) return undefined;
  const what = (d: DroppedRef) => (d.kind === "canal" ? "canal" : "bridge slot");
  return `Removed ${dropped.map((d) => `${what(d)} ${d.pair[0]}–${d.pair[1]} (${d.reason})`).join("; ")}.`;
}

/** A short human name of a cell, for messages: its hex id, or "row C, cell 4" off the board. */
export function cellName(map: MapInput, cell: BoardCell): string {
  const grid = buildGrid({ rows: map.rows, offset: map.offset ?? "odd" });
  return grid.at(cell.row, cell.col)?.id ?? `row ${rowLabel(cell.row)}, cell ${cell.col + 1}`;
}
