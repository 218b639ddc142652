/** Shared vocabulary of the content schemas: ids, terrains, cults, buildings, resources. */
import { z } from "zod";

/** The seven land terrains, in terraform-cycle order (one spade per step, either direction). */
export const TERRAINS = ["desert", "plains", "swamp", "lakes", "forest", "mountains", "wasteland"] as const;
export type Terrain = (typeof TERRAINS)[number];
export const TerrainSchema = z.enum(TERRAINS).describe("A land terrain. Cycle order: desert, plains, swamp, lakes, forest, mountains, wasteland.");

/**
 * Terrains of Fire & Ice that are not on the terraform cycle: ice (what Ice Maidens and Yetis turn
 * hexes into and live on) and volcano (Dragonlords and Acolytes). A map starts without them.
 */
export const SPECIAL_TERRAINS = ["ice", "volcano"] as const;
export type SpecialTerrain = (typeof SPECIAL_TERRAINS)[number];
/** What a land hex of the board can be during a game. */
export type BoardTerrain = Terrain | SpecialTerrain;
export const BOARD_TERRAINS: readonly BoardTerrain[] = [...TERRAINS, ...SPECIAL_TERRAINS];

/** terra.snellman.net colour word of each terrain (used by its map and log formats). */
export const TERRAIN_COLOR_WORDS: Record<Terrain, string> = {
  desert: "yellow",
  plains: "brown",
  swamp: "black",
  lakes: "blue",
  forest: "green",
  mountains: "gray",
  wasteland: "red",
};

/** terra.snellman.net colour word of every board terrain (ice and volcano keep their names). */
export const BOARD_TERRAIN_WORDS: Record<BoardTerrain, string> = { ...TERRAIN_COLOR_WORDS, ice: "ice", volcano: "volcano" };

/**
 * Printed colour of each terrain (sRGB hex): the one definition of terrain colours. The studio's
 * palette (components/map/terrain.ts) paints the board with it, new factions take their home
 * terrain's as their pieces' colour, and exported map images use it.
 */
export const TERRAIN_COLORS: Record<Terrain, string> = {
  desert: "#e9c22f",
  plains: "#8a5a2e",
  swamp: "#1f2126",
  lakes: "#2f6fd1",
  forest: "#2e8b4a",
  mountains: "#8d9299",
  wasteland: "#c8372d",
};

/** Printed colour of every board terrain: the seven of the cycle, and Fire & Ice's ice and volcano. */
export const BOARD_TERRAIN_COLORS: Record<BoardTerrain, string> = { ...TERRAIN_COLORS, ice: "#dbeafe", volcano: "#f97316" };

/** One-letter code of each terrain in a map row; `~` is river and `.` is off the board. */
export const TERRAIN_CODES: Record<Terrain, string> = {
  desert: "D",
  plains: "P",
  swamp: "S",
  lakes: "L",
  forest: "F",
  mountains: "M",
  wasteland: "W",
};
export const RIVER_CODE = "~";
export const OFF_BOARD_CODE = ".";

export const CULTS = ["fire", "water", "earth", "air"] as const;
export type Cult = (typeof CULTS)[number];
export const CultSchema = z.enum(CULTS).describe("A cult track.");

/** Structures: Dwelling, Trading house, Temple, Stronghold, Sanctuary. */
export const BUILDINGS = ["D", "TP", "TE", "SH", "SA"] as const;
export type Building = (typeof BUILDINGS)[number];
export const BuildingSchema = z
  .enum(BUILDINGS)
  .describe("A structure: D dwelling, TP trading house, TE temple, SH stronghold, SA sanctuary.");

/** Resources a player holds. `power` means power gained through the bowls, not tokens. */
export const RESOURCES = ["coins", "workers", "priests", "power", "vp"] as const;
export type Resource = (typeof RESOURCES)[number];

export { ID_SOURCE, ID_PATTERN, ID_RULE, isId, IdSchema, idFromName, OptionIdSchema, OPTION_ID_PATTERN } from "../../../core/ids";

/** Ids of tiles keep the printed style: letters then digits, e.g. BON4, FAV11, SCORE2, TW5, ACT6. */
export const TileIdSchema = z
  .string()
  .regex(/^[A-Z][A-Z0-9]*$/, "must be an upper-case tile id such as BON4 or FAV11")
  .describe("Tile identifier as printed, e.g. BON4, FAV11, SCORE2, TW5, ACT6.");

/**
 * The printed prefix of each kind of tile. Game notation tells the kinds apart by it (`+FAV11`,
 * `+TW5`, `pass BON4`, `action ACT6`), so a tile's id is its kind's prefix and a number.
 */
export const TILE_ID_PREFIXES = { bonusCards: "BON", favorTiles: "FAV", scoringTiles: "SCORE", townTiles: "TW", powerActions: "ACT" } as const;
const TILE_KIND_NAMES = { BON: "bonus card", FAV: "favor tile", SCORE: "scoring tile", TW: "town tile", ACT: "power action" } as const;

/** The id schema of one kind of tile: its prefix and a number (BON4). */
export function tileIdSchema(prefix: (typeof TILE_ID_PREFIXES)[keyof typeof TILE_ID_PREFIXES]) {
  return z
    .string()
    .regex(new RegExp(`^${prefix}[0-9]+$`), `must be a ${TILE_KIND_NAMES[prefix]} id: ${prefix} and a number, e.g. ${prefix}4 (game notation names tiles so)`)
    .describe(`Id of a ${TILE_KIND_NAMES[prefix]} as printed: ${prefix} and a number, e.g. ${prefix}4.`);
}

/** Ids of actions named in game notation (`action ACTW`): upper-case letters and digits. */
export const ACTION_ID_SOURCE = "[A-Z][A-Z0-9]*";

const count = (what: string) => z.number().int().min(0).describe(what);
const signed = (what: string) => z.number().int().describe(what);

/** An amount of each resource; omitted means zero. */
export const ResourcesSchema = z
  .strictObject({
    coins: count("Coins.").optional(),
    workers: count("Workers.").optional(),
    priests: count("Priests.").optional(),
    power: count("Power gained through the bowls (I→II, then II→III).").optional(),
    vp: count("Victory points.").optional(),
  })
  .describe("An amount of each resource; an omitted resource is zero.");
export type Resources = z.infer<typeof ResourcesSchema>;

/** Resource changes that may be negative (e.g. a conversion's input). */
export const ResourceDeltaSchema = z
  .strictObject({
    coins: signed("Coins.").optional(),
    workers: signed("Workers.").optional(),
    priests: signed("Priests.").optional(),
    power: signed("Power.").optional(),
    vp: signed("Victory points.").optional(),
  })
  .describe("A change in resources; negative values are paid.");

/** Steps on each cult track; omitted means zero. */
export const CultStepsSchema = z
  .strictObject({
    fire: count("Steps on the Fire track.").optional(),
    water: count("Steps on the Water track.").optional(),
    earth: count("Steps on the Earth track.").optional(),
    air: count("Steps on the Air track.").optional(),
  })
  .describe("Steps on each cult track; an omitted track is zero.");
export type CultSteps = z.infer<typeof CultStepsSchema>;

export { CountTableSchema, tableAt } from "../../../core/tables";
