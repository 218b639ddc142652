/**
 * Bridge slots and canal places of a board, as an editor shows them: which slots are derived,
 * removed or added, where a designer could still add one, and which edges could hold a canal.
 */
import type { MapInput } from "../schema/map";
import { DIRECTIONS, derivedBridgeSlots, isBridgeAllowed, isCanalGeometry, neighbours, pairKey, type Grid } from "./grid";

export type SlotState = "derived" | "added" | "removed" | "candidate";

export interface SlotView {
  readonly a: string;
  readonly b: string;
  readonly key: string;
  readonly state: SlotState;
}

/**
 * Every bridge slot of the board with its state, and (unless `candidates` is false) the places a
 * slot may be added.
 */
export function bridgeSlotViews(grid: Grid, map: Pick<MapInput, "bridgeSlots">, options: { candidates?: boolean } = {}): SlotView[] {
  const view = (a: string, b: string, state: SlotState): SlotView => {
    const key = pairKey(a, b);
    const [x, y] = key.split(":") as [string, string];
    return { a: x, b: y, key, state };
  };
  const removed = new Set((map.bridgeSlots?.removed ?? []).map(([a, b]) => pairKey(a, b)));
  const out = new Map<string, SlotView>();
  for (const [a, b] of derivedBridgeSlots(grid)) {
    const v = view(a, b, removed.has(pairKey(a, b)) ? "removed" : "derived");
    out.set(v.key, v);
  }
  for (const [a, b] of map.bridgeSlots?.added ?? []) {
    const key = pairKey(a, b);
    if (!out.has(key) && grid.hexes.has(a) && grid.hexes.has(b)) out.set(key, view(a, b, "added"));
  }
  if (options.candidates === false) return [...out.values()];
  for (const hex of grid.land)
    for (let i = 0; i < DIRECTIONS.length; i++) {
      const [dq, dr] = DIRECTIONS[i]!;
      const [eq, er] = DIRECTIONS[(i + 1) % DIRECTIONS.length]!;
      for (const [q, r] of [
        [hex.q + dq + eq, hex.r + dr + er],
        [hex.q + 2 * dq, hex.r + 2 * dr],
      ] as const) {
        const other = grid.atAxial(q, r);
        if (!other || other.kind === "river") continue;
        const key = pairKey(hex.id, other.id);
        if (!out.has(key) && isBridgeAllowed(grid, hex, other)) out.set(key, view(hex.id, other.id, "candidate"));
      }
    }
  return [...out.values()];
}

/** The slots a board has: derived ones not removed, plus added ones. */
export function activeSlots(views: readonly SlotView[]): SlotView[] {
  return views.filter((v) => v.state === "derived" || v.state === "added");
}

/** Every edge between two land hexes that could hold a canal, as sorted pairs. */
export function canalPlaces(grid: Grid): [string, string][] {
  const out = new Map<string, [string, string]>();
  for (const a of grid.land)
    for (const b of neighbours(grid, a)) {
      if (b.kind === "river") continue;
      const key = pairKey(a.id, b.id);
      if (!out.has(key) && isCanalGeometry(grid, a, b)) out.set(key, key.split(":") as [string, string]);
    }
  return [...out.values()];
}
