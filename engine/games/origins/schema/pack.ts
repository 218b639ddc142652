/**
 * An Origins content pack: the core's envelope (naming the game `origins`) with every section of the
 * game: colours, buildings, the starting tiles, main actions and meeting places, bonus tiles, the
 * tracks, the player board, zodiac and district cards, setup, solo mode and rules.
 */
import { z } from "zod";
import { ManifestSchema as CoreManifestSchema, SCHEMA_VERSION } from "../../../core/envelope";
import { IdSchema, ORIGINS } from "./common";
import { BuildingSchema, StartingTilesSchema } from "./buildings";
import { BonusTileSchema, MainActionSchema, MeetingPlaceSchema } from "./actions";
import { AdvisorRowSchema, MilitaryTrackSchema, PopulationSchema, TempleTracksSchema } from "./tracks";
import { DistrictCardSchema, ZodiacCardSchema } from "./cards";
import { ColoursSchema, ComponentsSchema, SetupSchema, SoloSchema } from "./setup";
import { RulesSchema } from "./rules";

export { SCHEMA_VERSION } from "../../../core/envelope";

/** An Origins pack's manifest: the core's, naming this game. */
export const ManifestSchema = CoreManifestSchema.extend({
  game: z.literal(ORIGINS).describe("The game this pack is for: origins (Origins: First Builders)."),
});

const byId = <T extends z.ZodType>(schema: T, what: string) => z.record(IdSchema, schema).describe(`${what}, keyed by id.`);

export const OriginsPackSchema = z
  .strictObject({
    $schema: z.string().optional().describe("The JSON Schema this document follows."),
    schemaVersion: z.literal(SCHEMA_VERSION).describe("Version of the content-pack format."),
    manifest: ManifestSchema,
    colours: ColoursSchema,
    components: ComponentsSchema,
    buildings: byId(BuildingSchema, "Building tiles"),
    startingTiles: StartingTilesSchema,
    mainActions: byId(MainActionSchema, "The main actions printed on the meeting places"),
    meetingPlaces: z.array(MeetingPlaceSchema).min(1).describe("The meeting places, left to right."),
    bonusTiles: byId(BonusTileSchema, "Bonus action tiles"),
    military: MilitaryTrackSchema,
    temples: TempleTracksSchema,
    population: PopulationSchema,
    advisorRow: AdvisorRowSchema,
    zodiacCards: byId(ZodiacCardSchema, "Zodiac cards"),
    districtCards: byId(DistrictCardSchema, "District cards"),
    setup: SetupSchema,
    solo: SoloSchema,
    rules: RulesSchema,
  })
  .describe("A Mystica Studio content pack for Origins: First Builders.");
export type OriginsPack = z.infer<typeof OriginsPackSchema>;

/** The sections of a pack that hold entries keyed by id. */
export const PACK_SECTIONS = ["buildings", "mainActions", "bonusTiles", "zodiacCards", "districtCards"] as const;
export type PackSection = (typeof PACK_SECTIONS)[number];
