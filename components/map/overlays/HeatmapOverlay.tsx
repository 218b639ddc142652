/** A figure per hex drawn as a heatmap: each valued hex filled in its colour with the value on it; the rest of the board is dimmed. */
import type { BoardBounds, Grid } from "@/engine";
import { hexCenterById, outline } from "../geometry";

export interface HeatmapOverlayProps {
  grid: Grid;
  frame: BoardBounds;
  /** Value per hex id; hexes without one are left dimmed. */
  heat: ReadonlyMap<string, number>;
  colour: (value: number) => string;
}

export function HeatmapOverlay({ grid, frame, heat, colour }: HeatmapOverlayProps) {
  return (
    <g data-layer="heatmap" data-export="skip" pointerEvents="none">
      <rect x={frame.minX} y={frame.minY} width={frame.maxX - frame.minX} height={frame.maxY - frame.minY} fill="#ffffff" fillOpacity={0.6} />
      {[...heat].map(([id, value]) => {
        const c = hexCenterById(grid, id);
        if (!c) return null;
        const fill = colour(value);
        return (
          <g key={id} data-heat={id} data-value={value}>
            <polygon points={outline(c, 2)} fill={fill} fillOpacity={0.88} stroke="#18181b" strokeOpacity={0.25} strokeWidth={1} />
            <text x={c.x} y={c.y} textAnchor="middle" dominantBaseline="central" fontSize={15} fontWeight={700} fill={textOn(fill)}>
              {value}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Black or white, whichever reads on a `#rrggbb` fill. */
function textOn(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const luma = 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return luma > 150 ? "#18181b" : "#ffffff";
}
