/**
 * A player's city on a square grid: where a tile may go (an empty cell sharing a full edge with the
 * city), the 2×2 districts and their seats of power (named by the district's top-left cell), which
 * district cards a block matches (rotated or mirrored), and which tiles a seat activates.
 */
import type { Catalog, PatternSquare } from "../catalog";
import type { Colour } from "../schema/common";
import { cellKey, parseCellKey, type Cell, type PlayerState, type Tile } from "./state";

const STEPS: readonly Cell[] = [
  { row: -1, column: 0 },
  { row: 1, column: 0 },
  { row: 0, column: -1 },
  { row: 0, column: 1 },
];

/** The four cells sharing an edge with a cell. */
export function neighbours(key: string): string[] {
  const c = parseCellKey(key);
  return STEPS.map((d) => cellKey({ row: c.row + d.row, column: c.column + d.column }));
}

/** Empty cells sharing an edge with a tile of the city: where a new tile may go. */
export function openCells(p: PlayerState): string[] {
  const out = new Set<string>();
  for (const key of Object.keys(p.city)) for (const n of neighbours(key)) if (!p.city[n]) out.add(n);
  return [...out].sort(compareCells);
}

/** Reading order: top row first, then left to right. */
export function compareCells(a: string, b: string): number {
  const x = parseCellKey(a);
  const y = parseCellKey(b);
  return x.row - y.row || x.column - y.column;
}

/** The four cells of the district whose top-left cell is `seat`, in reading order. */
export function blockCells(seat: string): string[] {
  const c = parseCellKey(seat);
  return [c, { row: c.row, column: c.column + 1 }, { row: c.row + 1, column: c.column }, { row: c.row + 1, column: c.column + 1 }].map(cellKey);
}

/** Seats of power whose four tiles are built and that hold no die yet. */
export function emptySeats(p: PlayerState): string[] {
  const out: string[] = [];
  for (const key of Object.keys(p.city)) {
    if (p.seats[key]) continue;
    if (blockCells(key).every((k) => p.city[k])) out.push(key);
  }
  return out.sort(compareCells);
}

/** The colour of a tile, if it is a building (grey tiles and Farms have none). */
export function tileColour(catalog: Catalog, tile: Tile | undefined): Colour | undefined {
  return tile?.kind === "building" ? catalog.pack.buildings[tile.building]?.colour : undefined;
}

/** Whether the tiles of a block (reading order) fit a pattern in one of its orientations. */
export function blockMatches(colours: readonly (Colour | undefined)[], orientations: readonly (readonly PatternSquare[])[]): boolean {
  return orientations.some((o) => o.every((sq, i) => sq === "*" || sq === colours[i]));
}

/** The district cards in play that a district (by its seat) matches. */
export function matchingCards(catalog: Catalog, p: PlayerState, seat: string, cards: readonly string[]): string[] {
  const colours = blockCells(seat).map((k) => tileColour(catalog, p.city[k]));
  return cards.filter((id) => blockMatches(colours, catalog.districtPatterns[id] ?? []));
}

/** The tiles a die of `colour` on `seat` activates: buildings of its colour, and the Agora if the pack says so. */
export function activatedCells(catalog: Catalog, p: PlayerState, seat: string, colour: Colour): string[] {
  const agora = catalog.pack.startingTiles.agora;
  return blockCells(seat).filter((k) => {
    const t = p.city[k];
    if (t?.kind === "agora") return agora.activation === "adjacent-seat" && agora.ability.length > 0;
    return t?.kind === "building" && tileColour(catalog, t) === colour;
  });
}

/** Coloured buildings of the city, optionally of one colour. */
export function buildingCount(catalog: Catalog, p: PlayerState, colour?: Colour): number {
  let n = 0;
  for (const t of Object.values(p.city)) if (t.kind === "building" && (!colour || tileColour(catalog, t) === colour)) n++;
  return n;
}
