/** Connected areas of a board: river bodies, land reachable over the board, shipping reach. */
import { neighbours, type Grid, type Hex } from "./grid";

/** Groups of hexes connected through neighbours that pass `include`, largest first. */
export function connectedAreas(grid: Grid, include: (hex: Hex) => boolean): Hex[][] {
  const seen = new Set<string>();
  const areas: Hex[][] = [];
  for (const start of grid.hexes.values()) {
    if (seen.has(start.id) || !include(start)) continue;
    const area: Hex[] = [];
    const stack = [start];
    seen.add(start.id);
    while (stack.length > 0) {
      const hex = stack.pop()!;
      area.push(hex);
      for (const n of neighbours(grid, hex)) {
        if (!seen.has(n.id) && include(n)) {
          seen.add(n.id);
          stack.push(n);
        }
      }
    }
    areas.push(area);
  }
  return areas.sort((a, b) => b.length - a.length);
}

/** The separate bodies of river on a board, largest first. */
export function riverBodies(grid: Grid): Hex[][] {
  return connectedAreas(grid, (h) => h.kind === "river");
}

/** Land hexes a ship takes a land hex to (crossing at most `shipping` river hexes), its direct neighbours left out. */
export function shippingReach(grid: Grid, from: Hex, shipping: number): Hex[] {
  if (shipping < 1) return [];
  const depth = new Map<string, number>();
  let frontier = neighbours(grid, from).filter((h) => h.kind === "river");
  frontier.forEach((h) => depth.set(h.id, 1));
  for (let d = 2; d <= shipping; d++) {
    const next: Hex[] = [];
    for (const hex of frontier)
      for (const n of neighbours(grid, hex))
        if (n.kind === "river" && !depth.has(n.id)) {
          depth.set(n.id, d);
          next.push(n);
        }
    frontier = next;
  }
  const out = new Map<string, Hex>();
  for (const id of depth.keys())
    for (const n of neighbours(grid, grid.hexes.get(id)!)) if (n.kind !== "river" && n.id !== from.id) out.set(n.id, n);
  const direct = new Set(neighbours(grid, from).map((h) => h.id));
  return [...out.values()].filter((h) => !direct.has(h.id));
}
