/**
 * The table's small pieces: structure shapes in a faction's colour (dwelling, trading house, temple,
 * stronghold, sanctuary), resource tokens, a faction badge. Shapes are drawn around (0, 0) in board
 * units so the board and the player boards share them.
 */
import type { ReactNode } from "react";
import type { Building } from "@/engine";
import { isDark } from "./model/view";

/** Outlines of the five structures, about 24 units wide, standing on y = 10. */
export const BUILDING_PATHS: Record<Building, string> = {
  D: "M-8 10 V0 L0 -8 L8 0 V10 Z",
  TP: "M-11 10 V1 L-4 -6 L2 0 V-4 L6 -8 L11 -3 V10 Z",
  TE: "M-9 10 V2 A9 9 0 0 1 9 2 V10 Z M-2 -8.5 H2 V-6 H-2 Z",
  SH: "M-12 10 V-6 H-8 V-2 H-4 V-8 H4 V-2 H8 V-6 H12 V10 Z",
  SA: "M-14 10 V3 A7 7 0 0 1 0 1 A7 7 0 0 1 14 3 V10 Z",
};

/** The shipyard (Merchants of the Seas), drawn when the board holds one as a structure: a hall over a slipway. */
const SHIPYARD_PATH = "M-12 10 V-1 L-4 -8 L4 -1 V-4 H12 V10 Z";

/** Darker outline for a colour (so yellow and white pieces stay visible). */
export function edgeOf(color: string): string {
  return isDark(color) ? "#f8fafc" : "#1c1917";
}

export interface StructureProps {
  building: Building;
  color: string;
  /** Scale (1: board size). */
  scale?: number;
  x?: number;
  y?: number;
  /** An empty slot on a player board rather than a piece. */
  ghost?: boolean;
  title?: string;
}

/** A structure piece in board units. */
export function Structure({ building, color, scale = 1, x = 0, y = 0, ghost = false, title }: StructureProps) {
  const d = (BUILDING_PATHS as Partial<Record<string, string>>)[building] ?? SHIPYARD_PATH;
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} data-structure={building}>
      {title && <title>{title}</title>}
      {!ghost && <path d={d} transform="translate(1.2 1.6)" fill="#000" fillOpacity={0.35} />}
      <path
        d={d}
        fill={ghost ? "none" : color}
        stroke={ghost ? color : edgeOf(color)}
        strokeOpacity={ghost ? 0.45 : 0.9}
        strokeWidth={ghost ? 1.4 : 1.6}
        strokeDasharray={ghost ? "2.5 2" : undefined}
        strokeLinejoin="round"
        fillRule="evenodd"
      />
    </g>
  );
}

/** A ship (Merchants of the Seas) around (0, 0), about 20 units wide, in a faction's colour; `moved`: already moved in this action (paler). */
export function Ship({ color, x = 0, y = 0, scale = 1, moved = false, title }: { color: string; x?: number; y?: number; scale?: number; moved?: boolean; title?: string }) {
  const edge = edgeOf(color);
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} data-ship-piece="" opacity={moved ? 0.6 : 1}>
      {title && <title>{title}</title>}
      {/* A light halo keeps the ship apart from the river's blue, whatever the faction's colour. */}
      <path d="M-10 3 H10 L6 9.5 H-6 Z M1.2 -9.5 L9 1.5 H1.2 Z M-1.2 -6.5 L-7.5 1.5 H-1.2 Z" fill="none" stroke="#fff" strokeOpacity={0.75} strokeWidth={4} strokeLinejoin="round" />
      <path d="M-10 3 H10 L6 9.5 H-6 Z" transform="translate(1 1.4)" fill="#000" fillOpacity={0.35} />
      <line x1={0} y1={3} x2={0} y2={-10} stroke={edge} strokeWidth={1.4} />
      <path d="M1.2 -9.5 L9 1.5 H1.2 Z M-1.2 -6.5 L-7.5 1.5 H-1.2 Z" fill="#f8fafc" stroke={edge} strokeWidth={1} strokeLinejoin="round" />
      <path d="M1.2 -3 L4.4 1.5 H1.2 Z M-1.2 -1.5 L-3.6 1.5 H-1.2 Z" fill={color} />
      <path d="M-10 3 H10 L6 9.5 H-6 Z" fill={color} stroke={edge} strokeWidth={1.4} strokeLinejoin="round" />
    </g>
  );
}

/** A ship as a small inline SVG (player boards); `ghost`: an empty place (a ship not in the supply). */
export function ShipIcon({ color, ghost = false, size = 18, title }: { color: string; ghost?: boolean; size?: number; title?: string }) {
  return (
    <svg viewBox="-12 -12 24 23" width={size} height={(size * 23) / 24} aria-hidden={!title} role={title ? "img" : undefined} aria-label={title} className="shrink-0 overflow-visible">
      {ghost ? <path d="M-10 3 H10 L6 9.5 H-6 Z M0 3 V-10" fill="none" stroke={color} strokeOpacity={0.5} strokeWidth={1.3} strokeDasharray="2.5 2" /> : <Ship color={color} />}
    </svg>
  );
}

/** A trade marker (Merchants of the Seas): a small disc in the trading faction's colour. */
export function TradeMarker({ color, x = 0, y = 0, r = 4.4, title }: { color: string; x?: number; y?: number; r?: number; title?: string }) {
  return (
    <g data-trade-marker-piece="">
      {title && <title>{title}</title>}
      <circle cx={x} cy={y} r={r} fill={color} stroke={edgeOf(color)} strokeWidth={1.2} />
      <circle cx={x} cy={y} r={r * 0.38} fill={edgeOf(color)} fillOpacity={0.55} />
    </g>
  );
}

/** A dock (Merchants of the Seas) as a badge: an anchor on a disc in the owner's colour. */
export function DockBadge({ color, x = 0, y = 0, title }: { color: string; x?: number; y?: number; title?: string }) {
  const ink = edgeOf(color);
  return (
    <g transform={`translate(${x} ${y})`} data-dock-piece="">
      {title && <title>{title}</title>}
      <circle r={6.2} fill={color} stroke={ink} strokeWidth={1.3} />
      <path d="M0 -3.6 V3.6 M-2 -1.8 H2 M-3.4 1.2 A3.6 3.6 0 0 0 3.4 1.2" fill="none" stroke={ink} strokeWidth={1.2} strokeLinecap="round" />
      <circle cy={-4.1} r={1} fill="none" stroke={ink} strokeWidth={0.9} />
    </g>
  );
}

/** A shipyard (Merchants of the Seas) as a badge: a hull on its slipway, on a square in the owner's colour. */
export function ShipyardBadge({ color, x = 0, y = 0, title }: { color: string; x?: number; y?: number; title?: string }) {
  const ink = edgeOf(color);
  return (
    <g transform={`translate(${x} ${y})`} data-shipyard-piece="">
      {title && <title>{title}</title>}
      <rect x={-7} y={-7} width={14} height={14} rx={2.5} fill={color} stroke={ink} strokeWidth={1.3} />
      <path d="M-4.5 -0.5 H4.5 L2.6 3 H-2.6 Z" fill={ink} fillOpacity={0.85} />
      <path d="M-5 4.8 L5 4.8 M-3 -0.5 V-4.5 H3.5 M3.5 -4.5 V-2.5" fill="none" stroke={ink} strokeWidth={1.1} strokeLinecap="round" />
    </g>
  );
}

/** A structure as a small inline SVG (player boards, menus). */
export function StructureIcon({ building, color, ghost, size = 22, title }: { building: Building; color: string; ghost?: boolean; size?: number; title?: string }) {
  return (
    <svg viewBox="-16 -12 32 25" width={size} height={(size * 25) / 32} aria-hidden={!title} role={title ? "img" : undefined} aria-label={title} className="shrink-0 overflow-visible">
      <Structure building={building} color={color} ghost={ghost} />
    </svg>
  );
}

export type Token = "coins" | "workers" | "priests" | "power" | "vp";

const TOKEN_LABEL: Record<Token, string> = { coins: "coins", workers: "workers", priests: "priests", power: "power", vp: "victory points" };

/** A resource token: coin, worker cube, priest, power token, VP star. */
export function TokenIcon({ kind, size = 16 }: { kind: Token; size?: number }) {
  return (
    <svg viewBox="-10 -10 20 20" width={size} height={size} aria-hidden className="inline-block shrink-0">
      {kind === "coins" && (
        <>
          <circle r={8.5} fill="#e0a82e" stroke="#8a5a0b" strokeWidth={1.4} />
          <circle r={5} fill="none" stroke="#fde68a" strokeWidth={1.2} />
        </>
      )}
      {kind === "workers" && (
        <>
          <path d="M0 -8.5 L8 -4.5 V4.5 L0 8.5 L-8 4.5 V-4.5 Z" fill="#c8b79a" stroke="#5b4a32" strokeWidth={1.3} strokeLinejoin="round" />
          <path d="M-8 -4.5 L0 -0.5 L8 -4.5 M0 -0.5 V8.5" fill="none" stroke="#5b4a32" strokeWidth={1.1} />
        </>
      )}
      {kind === "priests" && <path d="M0 -9 A3.6 3.6 0 0 1 2.6 -2.8 L7 8.5 H-7 L-2.6 -2.8 A3.6 3.6 0 0 1 0 -9 Z" fill="#7c5cbf" stroke="#3b2a66" strokeWidth={1.3} strokeLinejoin="round" />}
      {kind === "power" && (
        <>
          <circle r={8} fill="#a855f7" stroke="#581c87" strokeWidth={1.3} />
          <path d="M1.5 -6 L-3.5 1 H0.5 L-1.5 6 L3.5 -1 H-0.5 Z" fill="#faf5ff" />
        </>
      )}
      {kind === "vp" && <path d="M0 -9 L2.6 -3.2 L8.8 -2.8 L4 1.3 L5.5 7.5 L0 4.2 L-5.5 7.5 L-4 1.3 L-8.8 -2.8 L-2.6 -3.2 Z" fill="#f59e0b" stroke="#92400e" strokeWidth={1.2} strokeLinejoin="round" />}
    </svg>
  );
}

/** An amount with its token, e.g. "12 [coin]". */
export function Amount({ kind, n, className = "" }: { kind: Token; n: number | string; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1 tabular-nums ${className}`} title={`${n} ${TOKEN_LABEL[kind]}`}>
      <TokenIcon kind={kind} />
      <span>{n}</span>
    </span>
  );
}

/** A faction's colour as a round badge (with its initial). */
export function FactionBadge({ color, name, size = "md" }: { color: string; name: string; size?: "sm" | "md" | "lg" }) {
  const dims = { sm: "size-3.5 text-[0px]", md: "size-5 text-[10px]", lg: "size-8 text-sm" }[size];
  return (
    <span
      aria-hidden
      className={`inline-flex ${dims} shrink-0 items-center justify-center rounded-full font-bold ring-2 ring-white/70 ring-offset-0`}
      style={{ background: color, color: isDark(color) ? "#fff" : "#1c1917", boxShadow: "0 1px 2px rgb(0 0 0 / 0.35)" }}
    >
      {name.slice(0, 1)}
    </span>
  );
}

/** A parchment card: the table's panels. */
export function Panel({ title, children, className = "", actions, label }: { title?: ReactNode; children: ReactNode; className?: string; actions?: ReactNode; label?: string }) {
  return (
    <section aria-label={label ?? (typeof title === "string" ? title : undefined)} className={`rounded-xl bg-[#f7f1e3] p-3 text-stone-800 shadow-[0_1px_0_rgb(255_255_255/0.6)_inset,0_8px_24px_-12px_rgb(0_0_0/0.6)] ring-1 ring-black/20 ${className}`}>
      {(title || actions) && (
        <header className="mb-2 flex items-center justify-between gap-2">
          {title && <h2 className="text-[11px] font-semibold tracking-[0.14em] text-stone-500 uppercase">{title}</h2>}
          {actions}
        </header>
      )}
      {children}
    </section>
  );
}
