/** The words of terra.snellman.net notation: terrain colours, buildings, resources, cults. */
import { TERRAIN_COLOR_WORDS, TERRAINS, CULTS, type Building, type Cult, type Terrain } from "../schema/common";
import type { ResourceKey } from "../rules/resources";

const TERRAIN_BY_WORD = new Map<string, Terrain>([
  ...TERRAINS.map((t) => [TERRAIN_COLOR_WORDS[t], t] as const),
  ...TERRAINS.map((t) => [t, t] as const),
  ["grey", "mountains"],
]);

export function terrainFromWord(word: string): Terrain | undefined {
  return TERRAIN_BY_WORD.get(word.toLowerCase());
}

export function terrainWord(t: Terrain): string {
  return TERRAIN_COLOR_WORDS[t];
}

const BUILDING_BY_WORD = new Map<string, Building>([
  ["D", "D"],
  ["TP", "TP"],
  ["TE", "TE"],
  ["SH", "SH"],
  ["SA", "SA"],
  ["DWELLING", "D"],
  ["TRADING POST", "TP"],
  ["TRADING HOUSE", "TP"],
  ["TEMPLE", "TE"],
  ["STRONGHOLD", "SH"],
  ["SANCTUARY", "SA"],
]);

export function buildingFromWord(word: string): Building | undefined {
  return BUILDING_BY_WORD.get(word.toUpperCase().trim());
}

const RESOURCE_BY_WORD = new Map<string, ResourceKey | "spades">([
  ["C", "coins"],
  ["COIN", "coins"],
  ["COINS", "coins"],
  ["W", "workers"],
  ["WORKER", "workers"],
  ["WORKERS", "workers"],
  ["P", "priests"],
  ["PRIEST", "priests"],
  ["PRIESTS", "priests"],
  ["PW", "power"],
  ["POWER", "power"],
  ["VP", "vp"],
  ["SPADE", "spades"],
]);

export function resourceFromWord(word: string): ResourceKey | "spades" | undefined {
  return RESOURCE_BY_WORD.get(word.toUpperCase());
}

const RESOURCE_WORD: Record<ResourceKey | "spades", string> = {
  coins: "C",
  workers: "W",
  priests: "P",
  power: "PW",
  vp: "VP",
  spades: "SPADE",
};

export function resourceWord(r: ResourceKey | "spades"): string {
  return RESOURCE_WORD[r];
}

export function cultFromWord(word: string): Cult | undefined {
  const w = word.toLowerCase();
  return (CULTS as readonly string[]).includes(w) ? (w as Cult) : undefined;
}
