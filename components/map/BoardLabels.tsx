/** Coordinate labels on every hex (E7, or r12 on river), as terra.snellman.net names them. */
import { memo, useMemo } from "react";
import { buildGrid } from "@/engine";
import { centerOf, HEX_SIZE, type Offset } from "./geometry";
import { CELL_STYLES } from "./terrain";

export const BoardLabels = memo(function BoardLabels({ rows, offset }: { rows: readonly string[]; offset: Offset }) {
  const hexes = useMemo(() => [...buildGrid({ rows: rows as string[], offset }).hexes.values()], [rows, offset]);
  return (
    <g data-layer="labels" pointerEvents="none" fontFamily="ui-sans-serif, system-ui, sans-serif" textAnchor="middle">
      {hexes.map((h) => {
        const { x, y } = centerOf(offset, h.row, h.col);
        const river = h.kind === "river";
        return (
          <text
            key={h.id}
            x={x}
            y={y + HEX_SIZE * 0.62}
            fontSize={river ? 7 : 8.5}
            fontWeight={river ? 500 : 700}
            fill={CELL_STYLES[h.kind].label}
            fillOpacity={river ? 0.75 : 0.95}
          >
            {h.id}
          </text>
        );
      })}
    </g>
  );
});
