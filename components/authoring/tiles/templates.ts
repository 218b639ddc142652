/** Starting values of new tiles, one per kind: valid at once, ready to change. */
import { compareIds } from "@/engine";
import type { TileSection } from "./kinds";

export const NEW_TILE: Record<TileSection, (name: string) => unknown> = {
  bonusCards: (name) => ({ name, income: { coins: 2 } }),
  favorTiles: (name) => ({ name, count: 1, gain: { cult: { fire: 1 } } }),
  scoringTiles: (name) => ({ name, buildVp: { D: 2 }, cultBonus: { cult: "fire", every: 4, reward: { gain: { power: 4 } } } }),
  townTiles: (name) => ({ name, count: 1, gain: { keys: 1, gain: { vp: 5 } } }),
  powerActions: (name) => ({ name, cost: { power: 3 }, effect: { gain: { coins: 3 } }, oncePerRound: true }),
};

/** The next free printed id of a kind: BON10 after BON1..BON9. */
export function nextTileId(prefix: string, taken: readonly string[]): string {
  const numbers = taken.map((id) => new RegExp(`^${prefix}(\\d+)$`).exec(id)?.[1]).filter(Boolean).map(Number);
  let n = numbers.length > 0 ? Math.max(...numbers) + 1 : 1;
  while (taken.includes(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/** Tile ids in printed order. */
export const sortTileIds = (ids: string[]) => [...ids].sort(compareIds);
