/** A map drawn as an SVG image (for exports): land hexes in their terrain colours, river in blue, coordinates on each land hex. */
import { buildGrid, rowIsShifted } from "../map/grid";
import { TERRAIN_COLORS, type Terrain } from "../schema/common";
import type { MapDoc } from "../schema/map";

const FILL: Record<Terrain | "river", string> = { ...TERRAIN_COLORS, river: "#bfdcf5" };
const INK: Record<Terrain | "river", string> = { desert: "#3f2d00", plains: "#fff", swamp: "#fff", lakes: "#fff", forest: "#fff", mountains: "#111", wasteland: "#fff", river: "#fff" };

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The SVG text of a map; `size` is the hex radius in pixels. */
export function mapSvg(map: Pick<MapDoc, "rows" | "offset" | "name">, size = 24): string {
  const grid = buildGrid(map);
  const w = Math.sqrt(3) * size;
  const width = Math.ceil((grid.width + 0.5) * w + 2);
  const height = Math.ceil((grid.rowCount - 1) * 1.5 * size + 2 * size + 2);
  const hexes = [...grid.hexes.values()].map((hex) => {
    const cx = 1 + w / 2 + (hex.col + (rowIsShifted(grid, hex.row) ? 0.5 : 0)) * w;
    const cy = 1 + size + hex.row * 1.5 * size;
    const points = Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i - Math.PI / 2;
      return `${(cx + size * Math.cos(a)).toFixed(1)},${(cy + size * Math.sin(a)).toFixed(1)}`;
    }).join(" ");
    const label =
      hex.kind === "river"
        ? ""
        : `<text x="${cx.toFixed(1)}" y="${(cy + size * 0.18).toFixed(1)}" font-size="${Math.round(size * 0.5)}" text-anchor="middle" fill="${INK[hex.kind]}">${hex.id}</text>`;
    return `<polygon points="${points}" fill="${FILL[hex.kind]}" stroke="#ffffff" stroke-width="1.5"/>${label}`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
    `<title>${esc(map.name)}</title>`,
    ...hexes,
    "</svg>",
    "",
  ].join("\n");
}
