/** Board drawing geometry: the engine's pixel layout at the size the studio draws hexes. */
import { boardBounds, cellCenter, hexPoints, type BoardBounds, type BoardPoint, type Grid, type MapInput } from "@/engine";

/** A hex's corner radius in SVG units. */
export const HEX_SIZE = 30;

/** Room around the board for overlays and the row/column controls. */
export const BOARD_PADDING = 12;

export type Offset = "odd" | "even";

export function offsetOf(map: Pick<MapInput, "offset">): Offset {
  return map.offset ?? "odd";
}

/** The SVG area of a board: its cells' bounds plus padding. */
export function boardFrame(map: Pick<MapInput, "rows" | "offset">, padding = BOARD_PADDING): BoardBounds & { width: number; height: number } {
  const b = boardBounds(map, HEX_SIZE);
  const minX = b.minX - padding;
  const minY = b.minY - padding;
  const maxX = b.maxX + padding;
  const maxY = b.maxY + padding;
  return { minX, minY, maxX, maxY, width: maxX - minX, height: maxY - minY };
}

/** Centre of a cell in SVG units. */
export function centerOf(offset: Offset, row: number, col: number): BoardPoint {
  return cellCenter(offset, row, col, HEX_SIZE);
}

/** Centre of a hex by id, or undefined when the board has no such hex. */
export function hexCenterById(grid: Grid, id: string): BoardPoint | undefined {
  const hex = grid.hexes.get(id);
  return hex ? cellCenter(grid.offset, hex.row, hex.col, HEX_SIZE) : undefined;
}

/** The outline of a hex at a centre, slightly inset (`inset` SVG units). */
export function outline(center: BoardPoint, inset = 0): string {
  return hexPoints(center, HEX_SIZE - inset);
}
