/**
 * Canals (Merchants of the Seas): a water channel along the edge between two land hexes, joining
 * the river hexes at either end; the land hexes stay neighbours. With the canal tool, every edge
 * that could hold a canal gets a marker to click.
 */
import { memo } from "react";
import { cellAtAxial, cellCenter, sharedNeighbourPositions, type Grid } from "@/engine";
import { hexCenterById, HEX_SIZE } from "../geometry";

export interface CanalOverlayProps {
  grid: Grid;
  canals: readonly (readonly [string, string])[];
  /** Edges that could hold a canal (shown with the canal tool). */
  places?: readonly (readonly [string, string])[];
  editing?: boolean;
  onToggle?: (a: string, b: string) => void;
}

/** The channel of a canal between a and b: from one shared river hex's centre to the other's. */
function channel(grid: Grid, a: string, b: string) {
  const ha = grid.hexes.get(a);
  const hb = grid.hexes.get(b);
  if (!ha || !hb) return undefined;
  const shared = sharedNeighbourPositions(ha, hb);
  if (shared.length !== 2) return undefined;
  const [p, q] = shared.map(([sq, sr]) => {
    const { row, col } = cellAtAxial(grid.offset, sq, sr);
    return cellCenter(grid.offset, row, col, HEX_SIZE);
  }) as [{ x: number; y: number }, { x: number; y: number }];
  const ca = hexCenterById(grid, a)!;
  const cb = hexCenterById(grid, b)!;
  return { p, q, mid: { x: (ca.x + cb.x) / 2, y: (ca.y + cb.y) / 2 } };
}

export const CanalOverlay = memo(function CanalOverlay({ grid, canals, places = [], editing = false, onToggle }: CanalOverlayProps) {
  const placed = new Set(canals.map(([a, b]) => `${a}:${b}`));
  return (
    <g data-layer="canals">
      {canals.map(([a, b]) => {
        const c = channel(grid, a, b);
        if (!c) return null;
        return (
          <g key={`${a}:${b}`} data-canal={`${a}-${b}`}>
            <line x1={c.p.x} y1={c.p.y} x2={c.q.x} y2={c.q.y} stroke="#1d5f8c" strokeWidth={11} strokeLinecap="round" />
            <line x1={c.p.x} y1={c.p.y} x2={c.q.x} y2={c.q.y} stroke="#bfe3f5" strokeWidth={7} strokeLinecap="round" />
            <line x1={c.p.x} y1={c.p.y} x2={c.q.x} y2={c.q.y} stroke="#ffffff" strokeOpacity={0.8} strokeWidth={1.2} strokeDasharray="3 5" />
          </g>
        );
      })}
      {editing &&
        places.map(([a, b]) => {
          const c = channel(grid, a, b);
          if (!c) return null;
          const on = placed.has(`${a}:${b}`) || placed.has(`${b}:${a}`);
          const title = on ? `Remove the canal ${a}–${b}` : `Add a canal ${a}–${b}`;
          return (
            <g key={`place-${a}:${b}`} data-export="skip">
              {!on && <line x1={c.p.x} y1={c.p.y} x2={c.q.x} y2={c.q.y} stroke="#ffffff" strokeOpacity={0.8} strokeWidth={2} strokeDasharray="2 4" strokeLinecap="round" />}
              <g
                role="button"
                aria-label={title}
                data-canal-marker={`${a}-${b}`}
                transform={`translate(${c.mid.x} ${c.mid.y})`}
                className="cursor-pointer"
                onPointerDown={(event) => {
                  event.stopPropagation();
                  onToggle?.(a, b);
                }}
              >
                <title>{title}</title>
                <circle r={7} fill={on ? "#e0f2fe" : "#ffffff"} fillOpacity={on ? 1 : 0.6} stroke={on ? "#075985" : "#52525b"} strokeWidth={1.5} />
                {on ? (
                  <path d="M-3 -3 L3 3 M3 -3 L-3 3" stroke="#075985" strokeWidth={2} strokeLinecap="round" />
                ) : (
                  <path d="M-3 0 H3 M0 -3 V3" stroke="#3f3f46" strokeWidth={1.5} strokeLinecap="round" />
                )}
              </g>
            </g>
          );
        })}
    </g>
  );
});
