/**
 * The game's pieces as small SVG icons, in the colours of the printed components: coins, workers,
 * priests, power, victory points, spades, keys, cult tracks and the five structures.
 */
import type { Building, Cult } from "@/engine";
import type { ReactNode, SVGProps } from "react";

type IconProps = { className?: string; title?: string };

function Svg({ className = "size-5", title, children, viewBox = "0 0 24 24", ...rest }: IconProps & { children: ReactNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox={viewBox} className={`inline-block shrink-0 ${className}`} role={title ? "img" : undefined} aria-label={title} aria-hidden={title ? undefined : true} {...rest}>
      {children}
    </svg>
  );
}

/** A gold coin; `value` is printed on it. */
export function CoinIcon({ value, ...p }: IconProps & { value?: ReactNode }) {
  return (
    <Svg {...p}>
      <circle cx="12" cy="12" r="10.5" fill="#f2c94c" stroke="#a3790f" strokeWidth="1.5" />
      <circle cx="12" cy="12" r="7.5" fill="none" stroke="#c99a1e" strokeWidth="1" />
      {value !== undefined && <IconText>{value}</IconText>}
    </Svg>
  );
}

/** A worker: a white cube. */
export function WorkerIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <path d="M12 2.8 20.5 7.2v9.6L12 21.2 3.5 16.8V7.2Z" fill="#f4f4f5" stroke="#52525b" strokeWidth="1.4" strokeLinejoin="round" />
      <path d="M3.5 7.2 12 11.6l8.5-4.4M12 11.6v9.6" fill="none" stroke="#52525b" strokeWidth="1.2" strokeLinejoin="round" />
      <path d="M12 11.6 20.5 7.2v9.6L12 21.2Z" fill="#d4d4d8" />
    </Svg>
  );
}

/** A priest: a violet pawn. */
export function PriestIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <circle cx="12" cy="6.2" r="3.6" fill="#8b5cf6" stroke="#5b21b6" strokeWidth="1.3" />
      <path d="M7 21c0-5.2 2.1-9.6 5-9.6s5 4.4 5 9.6Z" fill="#8b5cf6" stroke="#5b21b6" strokeWidth="1.3" strokeLinejoin="round" />
    </Svg>
  );
}

/** Power: a purple token with a bolt; `value` replaces the bolt. */
export function PowerIcon({ value, ...p }: IconProps & { value?: ReactNode }) {
  return (
    <Svg {...p}>
      <circle cx="12" cy="12" r="10.5" fill="#a855f7" stroke="#6b21a8" strokeWidth="1.5" />
      {value === undefined ? (
        <path d="M13.2 4.5 7.5 13h4l-1 6.5L16.5 11h-4Z" fill="#faf5ff" />
      ) : (
        <IconText fill="#fff">{value}</IconText>
      )}
    </Svg>
  );
}

/** Victory points: a laurel-green shield; `value` is printed on it. */
export function VpIcon({ value, ...p }: IconProps & { value?: ReactNode }) {
  return (
    <Svg {...p}>
      <path d="M12 1.8 21 5v6.4c0 5.2-3.8 9.3-9 10.8-5.2-1.5-9-5.6-9-10.8V5Z" fill="#16a34a" stroke="#14532d" strokeWidth="1.4" strokeLinejoin="round" />
      {value === undefined ? (
        <text x="12" y="15.2" textAnchor="middle" fontSize="8" fontWeight="700" fill="#f0fdf4" fontFamily="ui-sans-serif, system-ui">
          VP
        </text>
      ) : (
        <IconText fill="#fff" y={15.5}>
          {value}
        </IconText>
      )}
    </Svg>
  );
}

/** A spade (one terraforming step). */
export function SpadeIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <path d="M12 2.5v9" stroke="#78350f" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M9 2.5h6" stroke="#78350f" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M7 11.5h10v4.2c0 3-2.2 5.8-5 5.8s-5-2.8-5-5.8Z" fill="#a1a1aa" stroke="#3f3f46" strokeWidth="1.4" strokeLinejoin="round" />
    </Svg>
  );
}

/** A town key. */
export function KeyIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <circle cx="7.5" cy="12" r="4.5" fill="none" stroke="#b45309" strokeWidth="2.4" />
      <path d="M12 12h9.5M18 12v3.5M21 12v2.5" stroke="#b45309" strokeWidth="2.4" strokeLinecap="round" />
    </Svg>
  );
}

/** A bridge over the river. */
export function BridgeIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <path d="M2 18h20" stroke="#2f6fd1" strokeWidth="2" strokeLinecap="round" />
      <path d="M3 14c3-6 15-6 18 0" fill="none" stroke="#78350f" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M7 11v4M12 9.6V15M17 11v4" stroke="#78350f" strokeWidth="1.6" />
    </Svg>
  );
}

/** A ship (shipping range). */
export function ShipIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <path d="M3 14h18l-3 5H6Z" fill="#92400e" stroke="#451a03" strokeWidth="1.2" strokeLinejoin="round" />
      <path d="M12 3v11M12 4l6 8h-6Z" fill="#f5f5f4" stroke="#44403c" strokeWidth="1.2" strokeLinejoin="round" />
      <path d="M2 21c2 0 2-1 4-1s2 1 4 1 2-1 4-1 2 1 4 1 2-1 4-1" fill="none" stroke="#2f6fd1" strokeWidth="1.3" />
    </Svg>
  );
}

/** A ship piece (Merchants of the Seas; the Fakirs' and Dwarves' merchants): ships gained, moved. */
export function BoatIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <path d="M3 14.5h18l-3.6 5.5H6.6Z" fill="#e4e4e7" stroke="#3f3f46" strokeWidth="1.3" strokeLinejoin="round" />
      <path d="M12 14.5V3" stroke="#3f3f46" strokeWidth="1.3" />
      <path d="M13 3.5l6.5 9.5H13Z M11 6l-5.5 7H11Z" fill="#fafafa" stroke="#3f3f46" strokeWidth="1.1" strokeLinejoin="round" />
    </Svg>
  );
}

/** A trade marker (Merchants of the Seas): a disc under the building traded with. */
export function TradeMarkerIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <circle cx="12" cy="12" r="8" fill="#d4d4d8" stroke="#3f3f46" strokeWidth="1.5" />
      <circle cx="12" cy="12" r="3.2" fill="#52525b" />
    </Svg>
  );
}

/** A favor tile. */
export function FavorIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <rect x="3.5" y="5" width="17" height="14" rx="2.5" fill="#fb923c" stroke="#9a3412" strokeWidth="1.4" />
      <path d="M12 8.2l1.3 2.6 2.9.4-2.1 2 .5 2.9-2.6-1.4-2.6 1.4.5-2.9-2.1-2 2.9-.4Z" fill="#fff7ed" />
    </Svg>
  );
}

/** A town tile. */
export function TownIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <path d="M12 2 20.7 7v10L12 22l-8.7-5V7Z" fill="#fde68a" stroke="#92400e" strokeWidth="1.4" strokeLinejoin="round" />
      <path d="M7.5 16v-4l2.2-2 2.2 2v4M12 16v-6l2.3-2.2 2.2 2.2v6" fill="#b45309" stroke="#78350f" strokeWidth="0.8" />
    </Svg>
  );
}

/** Passing: a hand-over flag. */
export function PassIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <path d="M6 21V3.5" stroke="#3f3f46" strokeWidth="1.8" strokeLinecap="round" />
      <path d="M6 4h11l-2.5 3.5L17 11H6Z" fill="#e4e4e7" stroke="#3f3f46" strokeWidth="1.3" strokeLinejoin="round" />
    </Svg>
  );
}

/** Income: an arrow into a bowl (what arrives in each income phase). */
export function IncomeIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <path d="M3.5 12.5h17c0 4.4-3.8 8-8.5 8s-8.5-3.6-8.5-8Z" fill="#e7e5e4" stroke="#57534e" strokeWidth="1.3" />
      <path d="M12 2.5v7M9 7l3 3 3-3" fill="none" stroke="#57534e" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </Svg>
  );
}

/** Colours of the four cult tracks. */
export const CULT_COLORS: Record<Cult, { fill: string; stroke: string; label: string }> = {
  fire: { fill: "#ef4444", stroke: "#991b1b", label: "Fire" },
  water: { fill: "#3b82f6", stroke: "#1e3a8a", label: "Water" },
  earth: { fill: "#a16207", stroke: "#422006", label: "Earth" },
  air: { fill: "#e5e7eb", stroke: "#52525b", label: "Air" },
};

/** A cult track's emblem: flame, drop, mound, swirl. */
export function CultIcon({ cult, ...p }: IconProps & { cult: Cult }) {
  const c = CULT_COLORS[cult];
  const shape: Record<Cult, ReactNode> = {
    fire: <path d="M12 2.5c1 3.5 6.5 6 6.5 11.5A6.5 6.5 0 0 1 5.5 14c0-3 1.8-4.6 2.8-6 .3 2 1.3 3 2.2 3.2C10 8 10.8 5 12 2.5Z" />,
    water: <path d="M12 2.5c3 4.6 6.5 8.4 6.5 12.2a6.5 6.5 0 0 1-13 0C5.5 10.9 9 7.1 12 2.5Z" />,
    earth: <path d="M2.5 19.5 9 8l3.2 5 2.6-3.6 6.7 10.1Z" />,
    air: <path d="M4 9.5h10.5a3 3 0 1 0-3-3M3 14h15a3 3 0 1 1-3 3M5 18.5h6" fill="none" strokeWidth="2.2" strokeLinecap="round" />,
  };
  return (
    <Svg title={p.title ?? c.label} {...p}>
      <g fill={c.fill} stroke={c.stroke} strokeWidth="1.4" strokeLinejoin="round">
        {shape[cult]}
      </g>
    </Svg>
  );
}

/** All four cult emblems in one (a step on a track of the player's choice). */
export function AnyCultIcon(p: IconProps) {
  return (
    <Svg {...p}>
      <circle cx="12" cy="12" r="10.5" fill="#fff" stroke="#52525b" strokeWidth="1.2" />
      <path d="M12 12V1.5A10.5 10.5 0 0 1 22.5 12Z" fill={CULT_COLORS.fire.fill} />
      <path d="M12 12h10.5A10.5 10.5 0 0 1 12 22.5Z" fill={CULT_COLORS.water.fill} />
      <path d="M12 12v10.5A10.5 10.5 0 0 1 1.5 12Z" fill={CULT_COLORS.earth.fill} />
      <path d="M12 12H1.5A10.5 10.5 0 0 1 12 1.5Z" fill={CULT_COLORS.air.fill} />
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="#52525b" strokeWidth="1.2" />
    </Svg>
  );
}

/** Names of the five structures. */
export const BUILDING_NAMES: Record<Building, string> = {
  D: "Dwelling",
  TP: "Trading house",
  TE: "Temple",
  SH: "Stronghold",
  SA: "Sanctuary",
};

/** A structure's silhouette: house, two-storey house, temple, stronghold, sanctuary. */
export function BuildingIcon({ building, color = "#52525b", ...p }: IconProps & { building: Building; color?: string }) {
  const shapes: Record<Building, ReactNode> = {
    D: <path d="M5 20v-9l7-6 7 6v9Z" />,
    TP: <path d="M3.5 20v-8l4.5-4 4.5 4V9l4-3.5L21 9v11Z" />,
    TE: <path d="M4 20v-7.5C4 7.8 7.6 4 12 4s8 3.8 8 8.5V20Z" />,
    SH: <path d="M3 20V7h3.5v2.5H9V5h6v4.5h2.5V7H21v13Z" />,
    SA: <path d="M2.5 20v-6C2.5 8.5 6.8 5 12 5s9.5 3.5 9.5 9v6Z" />,
  };
  return (
    <Svg title={p.title ?? BUILDING_NAMES[building]} {...p}>
      <g fill={color} stroke="rgb(0 0 0 / 0.45)" strokeWidth="1" strokeLinejoin="round">
        {shapes[building]}
      </g>
    </Svg>
  );
}

function IconText({ children, fill = "#422006", y = 16 }: { children: ReactNode; fill?: string; y?: number }) {
  return (
    <text x="12" y={y} textAnchor="middle" fontSize="11" fontWeight="700" fill={fill} fontFamily="ui-sans-serif, system-ui">
      {children}
    </text>
  );
}
