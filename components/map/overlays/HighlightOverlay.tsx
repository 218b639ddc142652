/** The hexes (and bridge slots or canals) of a validation finding, outlined in its tone; the rest of the board is dimmed. */
import type { BoardBounds, FindingSeverity, Grid } from "@/engine";
import { hexCenterById, outline } from "../geometry";

export const TONE_COLOURS: Record<FindingSeverity, string> = { error: "#dc2626", warning: "#d97706", info: "#2563eb" };

export interface HighlightOverlayProps {
  grid: Grid;
  frame: BoardBounds;
  hexes: readonly string[];
  pairs?: readonly (readonly [string, string])[];
  tone: FindingSeverity;
}

export function HighlightOverlay({ grid, frame, hexes, pairs = [], tone }: HighlightOverlayProps) {
  const colour = TONE_COLOURS[tone];
  return (
    <g data-layer="highlight" data-export="skip" pointerEvents="none">
      <rect x={frame.minX} y={frame.minY} width={frame.maxX - frame.minX} height={frame.maxY - frame.minY} fill="#ffffff" fillOpacity={0.45} />
      {hexes.map((id) => {
        const c = hexCenterById(grid, id);
        if (!c) return null;
        return (
          <g key={id} data-highlight={id}>
            <polygon points={outline(c, 1)} fill={colour} fillOpacity={0.14} stroke={colour} strokeOpacity={0.35} strokeWidth={9} strokeLinejoin="round" />
            <polygon points={outline(c, 1)} fill="none" stroke={colour} strokeWidth={3} strokeLinejoin="round">
              <animate attributeName="stroke-opacity" values="1;0.45;1" dur="1.6s" repeatCount="indefinite" />
            </polygon>
          </g>
        );
      })}
      {pairs.map(([a, b]) => {
        const p = hexCenterById(grid, a);
        const q = hexCenterById(grid, b);
        if (!p || !q) return null;
        return <line key={`${a}:${b}`} x1={p.x} y1={p.y} x2={q.x} y2={q.y} stroke={colour} strokeWidth={3} strokeDasharray="6 4" strokeLinecap="round" />;
      })}
    </g>
  );
}
