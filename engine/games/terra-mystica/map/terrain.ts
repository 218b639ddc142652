/** Terraforming on the terrain cycle: how many spades turn one terrain into another. */
import { TERRAINS, type Terrain } from "../schema/common";

/** Spades to turn terrain a into terrain b: steps around the cycle, the short way (0 to 3). */
export function terrainSpades(a: Terrain, b: Terrain): number {
  const d = Math.abs(TERRAINS.indexOf(a) - TERRAINS.indexOf(b));
  return Math.min(d, TERRAINS.length - d);
}

/** The two terrains one spade from a terrain, in cycle order (the one before, the one after). */
export function oneSpadeTerrains(t: Terrain): [Terrain, Terrain] {
  const i = TERRAINS.indexOf(t);
  const n = TERRAINS.length;
  return [TERRAINS[(i + n - 1) % n]!, TERRAINS[(i + 1) % n]!];
}
