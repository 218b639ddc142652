/**
 * The terraform cycle as a ring of seven hexes, the home terrain raised and every other terrain
 * marked with the spades it takes to turn it into home. Clickable when `onSelect` is given.
 */
import { TERRAINS, type Terrain } from "@/engine";
import { CELL_STYLES } from "@/components/map/terrain";
import { terrainName } from "@/components/TerrainSwatch";

/** Spades between two terrains on the cycle (the shorter way round). */
export function cycleDistance(cycle: readonly Terrain[], a: Terrain, b: Terrain): number {
  const d = Math.abs(cycle.indexOf(a) - cycle.indexOf(b));
  return Math.min(d, cycle.length - d);
}

function hexPath(cx: number, cy: number, r: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 2;
    return `${i === 0 ? "M" : "L"}${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`;
  }).join(" ") + "Z";
}

export interface TerraformCycleProps {
  /** A terrain of the cycle; ice, volcano and "chosen" are homes off the cycle (a colour picked at setup). */
  home: Terrain | "ice" | "volcano" | "chosen";
  cycle?: readonly Terrain[];
  /** Pixel size of the square drawing. */
  size?: number;
  onSelect?: (terrain: Terrain) => void;
}

export function TerraformCycle({ home: given, cycle = TERRAINS, size = 148, onSelect }: TerraformCycleProps) {
  // Ice and volcano factions pick their colour at setup: no spade counts can be drawn in advance.
  const special = given === "ice" || given === "volcano" ? given : undefined;
  const home: Terrain | "chosen" = given === "ice" || given === "volcano" ? "chosen" : given;
  const c = size / 2;
  const ring = size * 0.36;
  const r = size * 0.1;
  const label = special ? `Home terrain ${special}, from a colour picked during setup` : home === "chosen" ? "Home terrain chosen during setup" : `Home terrain ${terrainName(home)} on the terraform cycle`;
  return (
    <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} role="group" aria-label={label} className="shrink-0">
      <circle cx={c} cy={c} r={ring} fill="none" stroke="#d4d4d8" strokeWidth="1.5" strokeDasharray="3 3" />
      {cycle.map((t, i) => {
        const a = (2 * Math.PI * i) / cycle.length - Math.PI / 2;
        const x = c + ring * Math.cos(a);
        const y = c + ring * Math.sin(a);
        const isHome = t === home;
        const spades = home === "chosen" ? undefined : cycleDistance(cycle, home, t);
        const name = terrainName(t);
        const content = (
          <>
            <title>{isHome ? `${name} (home)` : spades !== undefined ? `${name}: ${spades} spade${spades === 1 ? "" : "s"} to home` : name}</title>
            <path d={hexPath(x, y, isHome ? r * 1.3 : r)} fill={CELL_STYLES[t].fill} stroke={isHome ? "#18181b" : "rgb(0 0 0 / 0.25)"} strokeWidth={isHome ? 2.5 : 1} />
            {spades !== undefined && !isHome && (
              <text x={x} y={y + 3.5} textAnchor="middle" fontSize="10" fontWeight="700" fill={CELL_STYLES[t].label} fontFamily="ui-sans-serif, system-ui">
                {spades}
              </text>
            )}
          </>
        );
        return onSelect ? (
          <g
            key={t}
            role="radio"
            aria-checked={isHome}
            aria-label={name}
            tabIndex={isHome ? 0 : -1}
            className="cursor-pointer focus:outline-none [&:focus-visible>path]:stroke-zinc-900 [&:focus-visible>path]:stroke-[3]"
            onClick={() => onSelect(t)}
            onKeyDown={(e) => {
              if (e.key === "Enter" || e.key === " ") {
                e.preventDefault();
                onSelect(t);
              }
            }}
          >
            {content}
          </g>
        ) : (
          <g key={t}>{content}</g>
        );
      })}
      <text x={c} y={c - 2} textAnchor="middle" fontSize="9" fill="#71717a" fontFamily="ui-sans-serif, system-ui">
        {special ? "home" : home === "chosen" ? "chosen" : "home"}
      </text>
      <text x={c} y={c + 10} textAnchor="middle" fontSize="10" fontWeight="600" fill="#18181b" fontFamily="ui-sans-serif, system-ui">
        {special ?? (home === "chosen" ? "at setup" : terrainName(home))}
      </text>
    </svg>
  );
}
