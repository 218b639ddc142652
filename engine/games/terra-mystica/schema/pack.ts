/** Content pack schema: a manifest plus maps, factions, tiles, rules and variants, keyed by id. */
import { z } from "zod";
import { IdSchema, OptionIdSchema, TILE_ID_PREFIXES, tileIdSchema } from "./common";
import { MapSchema } from "./map";
import { FactionSchema } from "./faction";
import { BonusCardSchema, FavorTileSchema, FinalScoringTileSchema, PowerActionSchema, ScoringTileSchema, TownTileSchema } from "./tiles";
import { RulesSchema, VariantSchema } from "./rules";
import { MerchantsSchema } from "./merchants";
import { ManifestSchema as CoreManifestSchema, SCHEMA_VERSION } from "../../../core/envelope";

export { SCHEMA_VERSION, PACK_SCHEMA_URL, SemverSchema, type Manifest } from "../../../core/envelope";

/** The game id of Terra Mystica packs (`manifest.game`). */
export const TERRA_MYSTICA = "terra-mystica";

/** A Terra Mystica pack's manifest: the core's, naming this game. */
export const ManifestSchema = CoreManifestSchema.extend({
  game: z.literal(TERRA_MYSTICA).describe("The game this pack is for: terra-mystica (Terra Mystica and its expansions)."),
});

const byId = <T extends z.ZodType>(schema: T, what: string) =>
  z.record(IdSchema, schema).default({}).describe(`${what}, keyed by id.`);
const byTileId = <T extends z.ZodType>(prefix: Parameters<typeof tileIdSchema>[0], schema: T, what: string) =>
  z.record(tileIdSchema(prefix), schema).default({}).describe(`${what}, keyed by tile id (${prefix} and a number).`);

export const ContentPackSchema = z
  .strictObject({
    $schema: z.string().optional().describe("The JSON Schema this document follows."),
    schemaVersion: z.literal(SCHEMA_VERSION).describe("Version of the content-pack format."),
    manifest: ManifestSchema,
    maps: byId(MapSchema, "Maps"),
    factions: byId(FactionSchema, "Factions"),
    bonusCards: byTileId(TILE_ID_PREFIXES.bonusCards, BonusCardSchema, "Bonus cards"),
    favorTiles: byTileId(TILE_ID_PREFIXES.favorTiles, FavorTileSchema, "Favor tiles"),
    scoringTiles: byTileId(TILE_ID_PREFIXES.scoringTiles, ScoringTileSchema, "Scoring tiles"),
    finalScoringTiles: byId(FinalScoringTileSchema, "Final-scoring tiles (Fire & Ice; a log names one as final-scoring <id>)"),
    townTiles: byTileId(TILE_ID_PREFIXES.townTiles, TownTileSchema, "Town tiles"),
    powerActions: byTileId(TILE_ID_PREFIXES.powerActions, PowerActionSchema, "Power actions on the game board"),
    rules: RulesSchema.optional().describe("The rules; required unless the pack extends another."),
    merchants: MerchantsSchema.optional().describe(
      "Merchants of the Seas (ships, trade, docks, shipyards, range tiles); a pack without it, and without a parent that has it, plays without the expansion.",
    ),
    variants: z
      .record(OptionIdSchema, VariantSchema)
      .default({})
      .describe("Variants (house rules and game options) that a game may switch on, keyed by option id."),
  })
  .describe("A Mystica Studio content pack.");
export type ContentPack = z.infer<typeof ContentPackSchema>;
export type ContentPackInput = z.input<typeof ContentPackSchema>;

/** The sections of a pack that hold entries keyed by id. */
export const PACK_SECTIONS = [
  "maps",
  "factions",
  "bonusCards",
  "favorTiles",
  "scoringTiles",
  "finalScoringTiles",
  "townTiles",
  "powerActions",
  "variants",
] as const;
export type PackSection = (typeof PACK_SECTIONS)[number];
