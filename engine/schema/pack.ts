/** Content pack schema: a manifest plus maps, factions, tiles, rules and variants, keyed by id. */
import { z } from "zod";
import { IdSchema, TILE_ID_PREFIXES, tileIdSchema } from "./common";
import { MapSchema } from "./map";
import { FactionSchema } from "./faction";
import { BonusCardSchema, FavorTileSchema, PowerActionSchema, ScoringTileSchema, TownTileSchema } from "./tiles";
import { RulesSchema, VariantSchema } from "./rules";

/** The content-pack schema version this studio writes. Older documents are migrated on load. */
export const SCHEMA_VERSION = 1;

/** Where the studio publishes the JSON Schema of a content pack. */
export const PACK_SCHEMA_URL = "/schemas/content-pack.json";

export const SemverSchema = z
  .string()
  .regex(
    /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/,
    "must be a semantic version such as 1.0.0",
  )
  .describe("Semantic version, e.g. 1.2.0.");

export const ManifestSchema = z
  .strictObject({
    id: IdSchema.describe("Pack identifier (a slug)."),
    name: z.string().min(1).max(120).describe("Display name."),
    version: SemverSchema,
    description: z.string().max(5000).default("").describe("What the pack contains."),
    authors: z.array(z.string().min(1)).optional().describe("Who made it."),
    license: z.string().optional(),
    extends: z
      .strictObject({
        id: IdSchema.describe("Id of the pack this one builds on."),
        version: SemverSchema.optional().describe("Version of that pack, when it matters."),
      })
      .optional()
      .describe("The pack this one extends: its content is inherited and entries here add to or replace it."),
  })
  .describe("What the pack is.");
export type Manifest = z.infer<typeof ManifestSchema>;

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
    townTiles: byTileId(TILE_ID_PREFIXES.townTiles, TownTileSchema, "Town tiles"),
    powerActions: byTileId(TILE_ID_PREFIXES.powerActions, PowerActionSchema, "Power actions on the game board"),
    rules: RulesSchema.optional().describe("The rules; required unless the pack extends another."),
    variants: byId(VariantSchema, "Variants (house rules and game options) that a game may switch on"),
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
  "townTiles",
  "powerActions",
  "variants",
] as const;
export type PackSection = (typeof PACK_SECTIONS)[number];
