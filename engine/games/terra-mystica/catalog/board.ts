/**
 * A map compiled for play: every cell numbered (land first, in reading order, then river), its
 * neighbours, the bridge slots, and the distances the rules measure (over all cells, and over
 * river only for shipping).
 */
import { buildGrid, bridgeSlots, canalEnds, neighbours, pairKey } from "../map/grid";
import type { Terrain } from "../schema/common";
import type { MapDoc } from "../schema/map";

/** Distances larger than any rule can use. */
export const FAR = 255;

export interface Board {
  readonly id: string;
  /** Land hexes: 0..landCount-1. River cells follow. */
  readonly landCount: number;
  readonly cellCount: number;
  /** `E7` for land, `r12` for river, by cell index. */
  readonly ids: readonly string[];
  readonly index: Readonly<Record<string, number>>;
  /** Terrain of each land hex at the start. */
  readonly terrain: readonly Terrain[];
  /** Neighbouring cells (land and river) of each cell. */
  readonly adjacent: readonly (readonly number[])[];
  /** Neighbouring land hexes of each cell. */
  readonly landAdjacent: readonly (readonly number[])[];
  /** Bridge slots as pairs of land hexes, and a lookup by `pairKey` of their ids. */
  readonly bridgeSlots: readonly (readonly [number, number])[];
  readonly bridgeSlotKeys: ReadonlySet<string>;
  /** Steps between two land hexes over any cells (land × land, row-major). */
  readonly distance: Uint8Array;
  /** River cells crossed between two land hexes travelling by river only (shipping range). */
  readonly riverDistance: Uint8Array;
  /**
   * Canals (Merchants of the Seas): for each cell, the river cells a ship reaches by crossing a
   * canal from it (a canal on the edge between two land hexes joins the two river cells at that
   * edge's ends). Empty lists on maps without canals.
   */
  readonly canalLinks: readonly (readonly number[])[];
}

/** Compile a map document. */
export function compileBoard(id: string, map: MapDoc): Board {
  const grid = buildGrid(map);
  const cells = [...grid.land, ...grid.river];
  const ids = cells.map((h) => h.id);
  const index: Record<string, number> = {};
  ids.forEach((hexId, i) => (index[hexId] = i));
  const landCount = grid.land.length;
  const adjacent = cells.map((h) => neighbours(grid, h).map((n) => index[n.id]!));
  const landAdjacent = adjacent.map((list) => list.filter((c) => c < landCount));
  const slots = bridgeSlots(grid, map).map(([a, b]) => [index[a]!, index[b]!] as const);

  const distance = new Uint8Array(landCount * landCount).fill(FAR);
  const riverDistance = new Uint8Array(landCount * landCount).fill(FAR);
  const isRiver = (c: number) => c >= landCount;
  for (let from = 0; from < landCount; from++) {
    // Over every cell.
    const seen = new Int16Array(cells.length).fill(-1);
    seen[from] = 0;
    let frontier = [from];
    for (let d = 1; frontier.length > 0; d++) {
      const next: number[] = [];
      for (const c of frontier)
        for (const n of adjacent[c]!)
          if (seen[n] === -1) {
            seen[n] = d;
            next.push(n);
          }
      frontier = next;
    }
    for (let to = 0; to < landCount; to++) if (seen[to]! >= 0) distance[from * landCount + to] = Math.min(seen[to]!, FAR);
    // By river: enter the river, travel along it, land on the far bank.
    const river = new Int16Array(cells.length).fill(-1);
    let wave = adjacent[from]!.filter(isRiver);
    for (const r of wave) river[r] = 1;
    for (let d = 1; wave.length > 0; d++) {
      const next: number[] = [];
      for (const r of wave)
        for (const n of adjacent[r]!) {
          if (isRiver(n)) {
            if (river[n] === -1) {
              river[n] = d + 1;
              next.push(n);
            }
          } else if (n !== from && riverDistance[from * landCount + n] === FAR) riverDistance[from * landCount + n] = d;
        }
      wave = next;
    }
  }

  const canalLinks: number[][] = cells.map(() => []);
  for (const [a, b] of map.canals ?? []) {
    const ha = grid.hexes.get(a);
    const hb = grid.hexes.get(b);
    const ends = ha && hb ? canalEnds(grid, ha, hb) : undefined;
    if (!ends) continue;
    const [x, y] = ends.map((h) => index[h.id]!);
    canalLinks[x!]!.push(y!);
    canalLinks[y!]!.push(x!);
  }

  return {
    id,
    landCount,
    cellCount: cells.length,
    ids,
    index,
    terrain: grid.land.map((h) => h.kind as Terrain),
    adjacent,
    landAdjacent,
    bridgeSlots: slots,
    bridgeSlotKeys: new Set(slots.map(([a, b]) => pairKey(ids[a]!, ids[b]!))),
    distance,
    riverDistance,
    canalLinks,
  };
}

/** Steps between two land hexes over any cells. */
export function landDistance(board: Board, a: number, b: number): number {
  return board.distance[a * board.landCount + b]!;
}

/** River cells between two land hexes by river (FAR when no river route joins them). */
export function riverRange(board: Board, a: number, b: number): number {
  return board.riverDistance[a * board.landCount + b]!;
}
