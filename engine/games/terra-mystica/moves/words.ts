/** The words of the moves' sentences (`label`): names of structures, cults, terrains, factions and tiles. */
import type { Catalog } from "../catalog";
import type { BoardTerrain, Building, Cult } from "../schema/common";

export const BUILDING_NAMES: Record<Building, string> = { D: "dwelling", TP: "trading house", TE: "temple", SH: "stronghold", SA: "sanctuary" };
export const CULT_NAMES: Record<Cult, string> = { fire: "Fire", water: "Water", earth: "Earth", air: "Air" };

export const TERRAIN_LABEL: Record<BoardTerrain, string> = {
  desert: "Desert",
  plains: "Plains",
  swamp: "Swamp",
  lakes: "Lakes",
  forest: "Forest",
  mountains: "Mountains",
  wasteland: "Wasteland",
  ice: "Ice",
  volcano: "Volcano",
};

/** A resource in a sentence ("Convert 1 priest → 1 worker"). */
export const RESOURCE_NAMES: Record<string, string> = { coins: "coin", workers: "worker", priests: "priest", power: "power", vp: "VP", spades: "spade" };

export function factionName(catalog: Catalog, faction: string): string {
  return catalog.factions[faction]?.name ?? faction;
}

/** A tile's id with its name ("BON4 (Shipping)"). */
export function tileName(catalog: Catalog, id: string): string {
  const t = catalog.bonusCards[id] ?? catalog.favorTiles[id] ?? catalog.townTiles[id] ?? catalog.scoringTiles[id];
  return t?.name ? `${id} (${t.name})` : id;
}

/** "1 spade", "2 spades". */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** Amounts of resources in words: "1 power", "2 coins and 1 worker" (zeros left out). */
export function amountsText(amounts: Readonly<Partial<Record<string, number>>>): string {
  const parts = Object.entries(amounts)
    .filter(([, n]) => n)
    .map(([k, n]) => {
      const word = RESOURCE_NAMES[k] ?? k;
      return word === "power" || word === "VP" ? `${n} ${word}` : plural(n!, word);
    });
  return parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}
