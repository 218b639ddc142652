import { BOARD_TERRAIN_COLORS, BOARD_TERRAIN_WORDS, TERRAINS, type BoardTerrain } from "@/engine";
import { CELL_STYLES } from "@/components/map/terrain";

/** Inline style painting an element in a terrain's colour (from the studio's palette). */
export function terrainBackground(terrain: BoardTerrain): { background: string } {
  return { background: terrain === "ice" || terrain === "volcano" ? BOARD_TERRAIN_COLORS[terrain] : CELL_STYLES[terrain].fill };
}

const SIZES = { sm: "size-3 rounded-sm", md: "size-5 rounded", lg: "size-8 rounded-md" } as const;

export interface TerrainSwatchProps {
  /** A terrain of the cycle, or ice or volcano (Fire & Ice). */
  terrain: BoardTerrain;
  size?: keyof typeof SIZES;
  /** Show the terrain's name next to the colour. */
  showLabel?: boolean;
}

/** A terrain's colour as a small square, optionally with its name. */
export function TerrainSwatch({ terrain, size = "md", showLabel = false }: TerrainSwatchProps) {
  const name = terrainName(terrain);
  return (
    <span className="inline-flex items-center gap-2" title={`${name} (${BOARD_TERRAIN_WORDS[terrain]})`}>
      <span
        aria-hidden={showLabel}
        role={showLabel ? undefined : "img"}
        aria-label={showLabel ? undefined : name}
        data-terrain={terrain}
        className={`${SIZES[size]} inline-block shrink-0 ring-1 ring-black/10 ring-inset`}
        style={terrainBackground(terrain)}
      />
      {showLabel && <span className="text-sm text-zinc-700">{name}</span>}
    </span>
  );
}

/** All seven terrains in terraform-cycle order. */
export function TerrainPalette({ size = "md", showLabel = true }: Omit<TerrainSwatchProps, "terrain">) {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2">
      {TERRAINS.map((terrain) => (
        <li key={terrain}>
          <TerrainSwatch terrain={terrain} size={size} showLabel={showLabel} />
        </li>
      ))}
    </ul>
  );
}

/** A thin band of the seven terrain colours, used as a decorative accent. */
export function TerrainStripe({ className = "h-0.5" }: { className?: string }) {
  return (
    <div aria-hidden className={`flex ${className}`}>
      {TERRAINS.map((terrain) => (
        <span key={terrain} className="flex-1" style={terrainBackground(terrain)} />
      ))}
    </div>
  );
}

export function terrainName(terrain: BoardTerrain): string {
  return terrain.charAt(0).toUpperCase() + terrain.slice(1);
}
