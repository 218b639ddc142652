/**
 * What the pointer is about to do: the hovered cell's outline, the brush's terrain as a preview,
 * the selected hex with its neighbours (inspect), and the first hex of a bridge or canal with a
 * line to the hovered hex, green where it can go and red where it cannot.
 */
import { memo } from "react";
import { neighbours, type BoardCell, type Grid } from "@/engine";
import { centerOf, hexCenterById, outline, type Offset } from "../geometry";
import { CELL_STYLES, kindOfCode } from "../terrain";

export interface CursorOverlayProps {
  grid: Grid;
  offset: Offset;
  hover?: BoardCell;
  /** The brush's code, to preview the terrain under the pointer. */
  brush?: string;
  selected?: BoardCell;
  /** The first hex picked by the bridge or canal tool, and whether the hovered hex would complete a valid pair. */
  pairFrom?: string;
  pairValid?: (to: string) => boolean;
}

export const CursorOverlay = memo(function CursorOverlay({ grid, offset, hover, brush, selected, pairFrom, pairValid }: CursorOverlayProps) {
  const hoverHex = hover ? grid.at(hover.row, hover.col) : undefined;
  const selectedHex = selected ? grid.at(selected.row, selected.col) : undefined;
  const from = pairFrom ? hexCenterById(grid, pairFrom) : undefined;
  const to = hoverHex && hoverHex.kind !== "river" && hoverHex.id !== pairFrom ? hexCenterById(grid, hoverHex.id) : undefined;
  const valid = hoverHex && pairValid ? pairValid(hoverHex.id) : false;
  return (
    <g data-layer="cursor" data-export="skip" pointerEvents="none">
      {selectedHex && (
        <g data-selected={selectedHex.id}>
          {neighbours(grid, selectedHex).map((n) => (
            <polygon key={n.id} points={outline(centerOf(offset, n.row, n.col), 2.5)} fill="none" stroke="#18181b" strokeWidth={1.5} strokeDasharray="4 3" />
          ))}
          <polygon points={outline(centerOf(offset, selectedHex.row, selectedHex.col), 1.5)} fill="none" stroke="#18181b" strokeWidth={3.5} />
          <polygon points={outline(centerOf(offset, selectedHex.row, selectedHex.col), 4.5)} fill="none" stroke="#ffffff" strokeWidth={1.5} />
        </g>
      )}
      {hover && brush !== undefined && (
        <polygon
          points={outline(centerOf(offset, hover.row, hover.col), 3)}
          fill={brush === "." ? "#ffffff" : CELL_STYLES[kindOfCode(brush)].fill}
          fillOpacity={brush === "." ? 0.6 : 0.55}
          stroke="#ffffff"
          strokeWidth={2}
          strokeDasharray={brush === "." ? "4 3" : undefined}
        />
      )}
      {hover && (
        <polygon points={outline(centerOf(offset, hover.row, hover.col), 1)} fill="none" stroke="#ffffff" strokeWidth={2.5} strokeOpacity={0.95} />
      )}
      {from && (
        <polygon points={outline(from, 1.5)} fill="#facc15" fillOpacity={0.25} stroke="#ca8a04" strokeWidth={3} />
      )}
      {from && to && (
        <line x1={from.x} y1={from.y} x2={to.x} y2={to.y} stroke={valid ? "#16a34a" : "#dc2626"} strokeWidth={3.5} strokeLinecap="round" strokeDasharray={valid ? undefined : "6 5"} />
      )}
    </g>
  );
});

