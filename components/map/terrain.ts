/**
 * The studio's palette: how the board, swatches and editors draw each kind of cell. Terrain fills
 * are the engine's printed colours (`TERRAIN_COLORS`: desert yellow, plains brown, swamp black,
 * lakes blue, forest green, mountains gray, wasteland red); this module adds the display shades —
 * outline, glyph and the label colour that reads on the fill — and the river and off-board cells.
 * Every screen takes terrain colours from here (or the engine), none defines its own. Colours are
 * literal so an exported SVG stands alone.
 */
import { TERRAINS, TERRAIN_CODES, TERRAIN_COLORS, type CellCode, type CellKind, type Terrain } from "@/engine";

export type CellStyleKey = CellKind | "off";

export interface CellStyle {
  readonly fill: string;
  /** Outline, a darker shade of the fill. */
  readonly stroke: string;
  /** Colour of the terrain's glyph. */
  readonly ink: string;
  /** Colour of coordinate labels on it. */
  readonly label: string;
  readonly name: string;
}

export const CELL_STYLES: Record<CellStyleKey, CellStyle> = {
  desert: { fill: TERRAIN_COLORS.desert, stroke: "#b38f12", ink: "#b8860b", label: "#5c4300", name: "Desert" },
  plains: { fill: TERRAIN_COLORS.plains, stroke: "#5e3b1a", ink: "#c9935a", label: "#fff7ed", name: "Plains" },
  swamp: { fill: TERRAIN_COLORS.swamp, stroke: "#000000", ink: "#6b8a7a", label: "#e4e4e7", name: "Swamp" },
  lakes: { fill: TERRAIN_COLORS.lakes, stroke: "#1d4d99", ink: "#9cc2f7", label: "#eff6ff", name: "Lakes" },
  forest: { fill: TERRAIN_COLORS.forest, stroke: "#1b5e30", ink: "#155a2b", label: "#f0fdf4", name: "Forest" },
  mountains: { fill: TERRAIN_COLORS.mountains, stroke: "#5f646b", ink: "#565b62", label: "#18181b", name: "Mountains" },
  wasteland: { fill: TERRAIN_COLORS.wasteland, stroke: "#8f2019", ink: "#7f1d16", label: "#fff1f0", name: "Wasteland" },
  river: { fill: "#bfe3f5", stroke: "#8cc5e3", ink: "#e8f6fd", label: "#1e5a7a", name: "River" },
  off: { fill: "none", stroke: "#d4d4d8", ink: "none", label: "#a1a1aa", name: "Off board" },
};

/** The brush choices in palette order: the seven terrains (cycle order), then river. */
export const BRUSH_CODES: readonly CellCode[] = [...TERRAINS.map((t) => TERRAIN_CODES[t] as CellCode), "~"];

const KIND_BY_CODE = new Map<string, CellStyleKey>([...TERRAINS.map((t) => [TERRAIN_CODES[t], t] as const), ["~", "river"], [".", "off"]]);

/** The style key of a cell code (`F` → forest, `~` → river, `.` → off). */
export function kindOfCode(code: string): CellStyleKey {
  return KIND_BY_CODE.get(code) ?? "off";
}

export function isTerrain(kind: CellStyleKey): kind is Terrain {
  return kind !== "river" && kind !== "off";
}
