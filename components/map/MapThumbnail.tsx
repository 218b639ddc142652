/** A small picture of a board for lists: terrain colours only, no glyphs or labels. */
import { buildGrid, type MapInput } from "@/engine";
import { boardFrame, centerOf, offsetOf, outline } from "./geometry";
import { CELL_STYLES } from "./terrain";

export function MapThumbnail({ map, className }: { map: Pick<MapInput, "rows" | "offset" | "name">; className?: string }) {
  const offset = offsetOf(map);
  const frame = boardFrame(map, 6);
  const grid = buildGrid({ rows: map.rows, offset });
  return (
    <svg viewBox={`${frame.minX} ${frame.minY} ${frame.width} ${frame.height}`} role="img" aria-label={`${map.name}: board preview`} className={className}>
      {[...grid.hexes.values()].map((h) => {
        const s = CELL_STYLES[h.kind];
        return (
          <polygon
            key={h.id}
            points={outline(centerOf(offset, h.row, h.col), h.kind === "river" ? -0.5 : 1.5)}
            fill={s.fill}
            stroke={h.kind === "river" ? s.fill : s.stroke}
            strokeWidth={1}
          />
        );
      })}
    </svg>
  );
}
