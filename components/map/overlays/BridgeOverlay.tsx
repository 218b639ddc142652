/**
 * Bridge slots on the board. Normally the slots a board has are drawn as dashed planks; with the
 * bridge tool every slot gets a marker to click (derived, added ✚, removed ✕) and the places where a
 * slot could be added are shown faintly.
 */
import { memo } from "react";
import type { Grid, SlotView } from "@/engine";
import { hexCenterById, HEX_SIZE } from "../geometry";

export interface BridgeOverlayProps {
  grid: Grid;
  slots: readonly SlotView[];
  /** Bridge tool active: markers, removed slots and candidates are shown and clickable. */
  editing?: boolean;
  onToggle?: (a: string, b: string) => void;
}

/** Where a slot's marker sits: between the hexes, moved towards the first for a straight slot so markers never overlap. */
function ends(grid: Grid, v: SlotView) {
  const a = hexCenterById(grid, v.a);
  const b = hexCenterById(grid, v.b);
  if (!a || !b) return undefined;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy);
  const trim = HEX_SIZE * (len > HEX_SIZE * 3.2 ? 0.62 : 0.68);
  const ux = dx / len;
  const uy = dy / len;
  const straight = len > HEX_SIZE * 3.2;
  const mid = { x: (a.x + b.x) / 2 - (straight ? ux * HEX_SIZE * 0.35 : 0), y: (a.y + b.y) / 2 - (straight ? uy * HEX_SIZE * 0.35 : 0) };
  return { x1: a.x + ux * trim, y1: a.y + uy * trim, x2: b.x - ux * trim, y2: b.y - uy * trim, mid };
}

export const BridgeOverlay = memo(function BridgeOverlay({ grid, slots, editing = false, onToggle }: BridgeOverlayProps) {
  return (
    <g data-layer="bridges">
      {slots.map((v) => {
        if (!editing && (v.state === "removed" || v.state === "candidate")) return null;
        const e = ends(grid, v);
        if (!e) return null;
        const present = v.state === "derived" || v.state === "added";
        const title =
          v.state === "candidate"
            ? `Add a bridge slot ${v.a}–${v.b}`
            : v.state === "removed"
              ? `Restore the bridge slot ${v.a}–${v.b} (removed)`
              : `Remove the bridge slot ${v.a}–${v.b}${v.state === "added" ? " (added)" : ""}`;
        return (
          <g key={v.key} data-bridge={`${v.a}-${v.b}`} data-state={v.state} data-export={present ? undefined : "skip"}>
            {present && (
              <>
                <line x1={e.x1} y1={e.y1} x2={e.x2} y2={e.y2} stroke="#4a2c12" strokeOpacity={0.9} strokeWidth={editing ? 8 : 6} strokeLinecap="round" />
                <line x1={e.x1} y1={e.y1} x2={e.x2} y2={e.y2} stroke="#e2bf83" strokeWidth={editing ? 5 : 3.6} strokeLinecap="round" />
                <line x1={e.x1} y1={e.y1} x2={e.x2} y2={e.y2} stroke="#4a2c12" strokeOpacity={0.55} strokeWidth={editing ? 5 : 3.6} strokeDasharray="0.8 2.6" />
              </>
            )}
            {v.state === "removed" && <line x1={e.x1} y1={e.y1} x2={e.x2} y2={e.y2} stroke="#71717a" strokeWidth={2} strokeDasharray="4 4" strokeLinecap="round" />}
            {v.state === "candidate" && (
              <line x1={e.x1} y1={e.y1} x2={e.x2} y2={e.y2} stroke="#ffffff" strokeOpacity={0.75} strokeWidth={1.6} strokeDasharray="2 4" strokeLinecap="round" />
            )}
            {editing && (
              <g
                role="button"
                aria-label={title}
                data-export="skip"
                data-slot-marker={`${v.a}-${v.b}`}
                transform={`translate(${e.mid.x} ${e.mid.y})`}
                className="cursor-pointer"
                onPointerDown={(event) => {
                  event.stopPropagation();
                  onToggle?.(v.a, v.b);
                }}
              >
                <title>{title}</title>
                <circle r={7} fill={v.state === "candidate" ? "#ffffff" : v.state === "removed" ? "#fafafa" : "#fef3c7"} fillOpacity={v.state === "candidate" ? 0.55 : 1} stroke={v.state === "removed" ? "#a1a1aa" : v.state === "candidate" ? "#52525b" : "#78350f"} strokeWidth={1.5} />
                {v.state === "added" && <path d="M-3.5 0 H3.5 M0 -3.5 V3.5" stroke="#15803d" strokeWidth={2} strokeLinecap="round" />}
                {v.state === "removed" && <path d="M-3 -3 L3 3 M3 -3 L-3 3" stroke="#dc2626" strokeWidth={2} strokeLinecap="round" />}
                {v.state === "candidate" && <path d="M-3 0 H3 M0 -3 V3" stroke="#3f3f46" strokeWidth={1.5} strokeLinecap="round" />}
              </g>
            )}
          </g>
        );
      })}
    </g>
  );
});
