/**
 * Balance figures of a map for each home terrain: how far every land hex is in spades, and for the
 * terrain's own hexes their river access, crowding by other terrains, edge position and bridge slots.
 * The map editor shows them as heatmaps and a table, recomputed as the map is edited.
 */
import { TERRAINS, type Terrain } from "../schema/common";
import type { MapInput } from "../schema/map";
import { bridgeSlots, buildGrid, DIRECTIONS, neighbours, type Grid, type Hex } from "./grid";
import { terrainSpades } from "./terrain";

/** The figures a heatmap can show, in the order an editor offers them. */
export const BALANCE_METRICS = [
  { id: "spades", title: "Spades", description: "Spades to turn each land hex into the home terrain (0 to 3)." },
  { id: "crowding", title: "Crowding", description: "Neighbouring land hexes of other terrains, per home hex." },
  { id: "river", title: "River access", description: "Home hexes touching the river." },
  { id: "edge", title: "Edge", description: "Home hexes on the board's edge." },
  { id: "bridges", title: "Bridge slots", description: "Bridge slots ending on each home hex." },
] as const;
export type BalanceMetric = (typeof BALANCE_METRICS)[number]["id"];

/** What a land hex offers, whatever the home terrain. */
export interface HexBalance {
  readonly id: string;
  readonly terrain: Terrain;
  /** Touches at least one river hex. */
  readonly river: boolean;
  /** Has a neighbour position off the board. */
  readonly edge: boolean;
  /** Bridge slots with an end on this hex. */
  readonly bridges: number;
  /** Neighbouring land hexes of another terrain than this hex's. */
  readonly crowding: number;
}

/** The figures of one home terrain. */
export interface TerrainBalance {
  readonly terrain: Terrain;
  /** Land hexes 0, 1, 2 and 3 spades from the terrain (index = spades); index 0 is its own hexes. */
  readonly spadeCounts: readonly [number, number, number, number];
  /** Home hexes touching the river. */
  readonly riverAccess: number;
  /** Neighbouring land hexes of other terrains, summed over the home hexes. */
  readonly crowding: number;
  /** Home hexes on the board's edge. */
  readonly edge: number;
  /** Bridge slots with at least one end on a home hex. */
  readonly bridgeSlots: number;
}

export interface MapBalance {
  /** Land hexes in reading order. */
  readonly hexes: readonly HexBalance[];
  readonly terrains: Readonly<Record<Terrain, TerrainBalance>>;
}

/** Whether a hex has a neighbour position with no board cell (off the board or a gap in a row). */
export function isEdgeHex(grid: Grid, hex: Pick<Hex, "q" | "r">): boolean {
  return DIRECTIONS.some(([dq, dr]) => !grid.atAxial(hex.q + dq, hex.r + dr));
}

/** The balance figures of a map (schema-valid input). */
export function mapBalance(map: Pick<MapInput, "rows" | "offset" | "bridgeSlots">): MapBalance {
  const grid = buildGrid({ rows: map.rows, offset: map.offset ?? "odd" });
  const slots = bridgeSlots(grid, { bridgeSlots: { added: map.bridgeSlots?.added ?? [], removed: map.bridgeSlots?.removed ?? [] } });
  const slotCount = new Map<string, number>();
  for (const pair of slots) for (const id of pair) slotCount.set(id, (slotCount.get(id) ?? 0) + 1);

  const hexes: HexBalance[] = grid.land.map((hex) => {
    const around = neighbours(grid, hex);
    return {
      id: hex.id,
      terrain: hex.kind as Terrain,
      river: around.some((n) => n.kind === "river"),
      edge: isEdgeHex(grid, hex),
      bridges: slotCount.get(hex.id) ?? 0,
      crowding: around.filter((n) => n.kind !== "river" && n.kind !== hex.kind).length,
    };
  });

  const terrainOf = new Map(hexes.map((h) => [h.id, h.terrain]));
  const terrains = Object.fromEntries(
    TERRAINS.map((terrain): [Terrain, TerrainBalance] => {
      const spadeCounts: [number, number, number, number] = [0, 0, 0, 0];
      for (const h of hexes) spadeCounts[terrainSpades(h.terrain, terrain)]!++;
      const home = hexes.filter((h) => h.terrain === terrain);
      return [
        terrain,
        {
          terrain,
          spadeCounts,
          riverAccess: home.filter((h) => h.river).length,
          crowding: home.reduce((s, h) => s + h.crowding, 0),
          edge: home.filter((h) => h.edge).length,
          bridgeSlots: slots.filter((pair) => pair.some((id) => terrainOf.get(id) === terrain)).length,
        },
      ];
    }),
  ) as Record<Terrain, TerrainBalance>;
  return { hexes, terrains };
}

/**
 * The value a heatmap shows on each hex for a home terrain: spades on every land hex; for the other
 * figures, only the home terrain's hexes (booleans as 0 or 1).
 */
export function balanceHeat(balance: MapBalance, terrain: Terrain, metric: BalanceMetric): ReadonlyMap<string, number> {
  const heat = new Map<string, number>();
  for (const h of balance.hexes) {
    if (metric === "spades") heat.set(h.id, terrainSpades(h.terrain, terrain));
    else if (h.terrain === terrain) heat.set(h.id, metric === "crowding" ? h.crowding : metric === "bridges" ? h.bridges : Number(h[metric]));
  }
  return heat;
}
