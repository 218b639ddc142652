/** Where docks may go (Merchants of the Seas): an anchor at the foot of every riverside land hex. */
import type { Grid } from "@/engine";
import { HEX_SIZE, hexCenterById } from "../geometry";

export function DockOverlay({ grid, sites }: { grid: Grid; sites: readonly string[] }) {
  return (
    <g data-layer="docks" data-export="skip" pointerEvents="none">
      {sites.map((id) => {
        const c = hexCenterById(grid, id);
        if (!c) return null;
        return (
          <g key={id} data-dock-site={id} transform={`translate(${c.x} ${c.y + HEX_SIZE * 0.58}) scale(0.42)`}>
            <title>{`${id}: a dock may go here (under a riverside dwelling)`}</title>
            <circle r={13} fill="#ffffff" fillOpacity={0.85} stroke="#1e3a8a" strokeWidth={2} />
            <path d="M0 -8v15M-5 -3h10M-8 2c1 5 4 6 8 6s7-1 8-6" fill="none" stroke="#1e3a8a" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" />
            <circle cy={-9} r={2.4} fill="none" stroke="#1e3a8a" strokeWidth={2} />
          </g>
        );
      })}
    </g>
  );
}
