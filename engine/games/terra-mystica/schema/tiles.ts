/** Tile schemas: bonus cards, favor tiles, scoring tiles, final-scoring tiles, town tiles and power actions. */
import { z } from "zod";
import { CountTableSchema, CultSchema, ResourcesSchema, BuildingSchema } from "./common";
import { EffectSchema, PassiveSchema, SpecialActionSchema, BuildVpSchema, TradeVpSchema } from "./effects";

const name = z.string().min(1).optional().describe("Display name.");
const text = z.string().optional().describe("Rules text as printed, for display.");

/** Held for one round; returned when passing. */
export const BonusCardSchema = PassiveSchema.extend({
  name,
  text,
  option: z.string().optional().describe("A game option that must be on for this card to be in play (e.g. shipping-bonus)."),
}).describe("A bonus card (scroll): income and abilities for one round.");
export type BonusCard = z.infer<typeof BonusCardSchema>;

/** Taken when building a temple or sanctuary; kept for the game. */
export const FavorTileSchema = PassiveSchema.extend({
  name,
  text,
  count: z.number().int().min(1).describe("Copies in the box."),
  gain: EffectSchema.optional().describe("Immediate, once: usually cult steps."),
}).describe("A favor tile.");
export type FavorTile = z.infer<typeof FavorTileSchema>;

/** The action-phase VP of a scoring tile and the cult bonus paid at the end of its round. */
export const ScoringTileSchema = z
  .strictObject({
    name,
    text,
    option: z.string().optional().describe("A game option that must be on for this tile to be drawn (e.g. temple-scoring-tile)."),
    buildVp: BuildVpSchema.optional(),
    perSpade: ResourcesSchema.optional().describe("Gained for each spade during the round."),
    perTown: ResourcesSchema.optional().describe("Gained for each town founded during the round."),
    perTrade: TradeVpSchema.optional(),
    perAdvance: ResourcesSchema.optional().describe(
      "Gained for each step on the shipping or digging track during the round, however it is gained (Fakirs and Dwarves: each space of their range marker) (Merchants of the Seas).",
    ),
    cultBonus: z
      .strictObject({
        cult: z
          .union([CultSchema, z.literal("priests-sent")])
          .describe("The cult track measured, or priests-sent: the player's priests on the cult order spaces."),
        every: z.number().int().min(1).describe("Steps needed for each reward."),
        reward: EffectSchema.describe("Given once per `every` steps (spades are applied at once, without building)."),
      })
      .describe("Paid at the end of the round (not after the last round)."),
  })
  .describe("A scoring tile: VP during its round, then a cult bonus.");
export type ScoringTile = z.infer<typeof ScoringTileSchema>;

/**
 * What a final-scoring tile ranks the players by, each measured on the player's networks (the
 * groups of structures the area scoring counts: connected directly, by bridges, or within
 * shipping, tunnelling or carpet-flight range), the best network counting.
 */
export const FINAL_SCORING_METRICS = ["network-distance", "sa-sh-distance", "edge-buildings", "clusters", "trade-markers"] as const;
export type FinalScoringMetric = (typeof FINAL_SCORING_METRICS)[number];

export const FinalScoringMetricSchema = z
  .enum(FINAL_SCORING_METRICS)
  .describe(
    "What the tile ranks players by, in one network of their structures: network-distance, the largest distance in hexes between two structures " +
      "(river hexes count, as on the board); sa-sh-distance, the distance between the stronghold and the sanctuary (0 unless both are in one network); " +
      "edge-buildings, the structures on the edge of the map (hexes with fewer than six neighbours, land or river); " +
      "clusters, the groups of directly connected structures (neighbours, bridges) the network joins; " +
      "trade-markers, every trade marker the player has placed, connected or not (Merchants of the Seas).",
  );

/** Scored once, after the area scoring (Fire & Ice): the players ranked by a measure of their networks. */
export const FinalScoringTileSchema = z
  .strictObject({
    name,
    text,
    option: z
      .string()
      .optional()
      .describe("A game option that must be on for this tile to be drawn when a game's setup names no final-scoring tile (a log may name any tile)."),
    metric: FinalScoringMetricSchema,
    points: CountTableSchema.describe("VP for the 1st, 2nd, 3rd, ... player by the measure (ties share the points of the places they take, rounded down; 0 scores nothing)."),
  })
  .describe("A final-scoring tile: VP at the end of the game for the best players by one measure of their networks.");
export type FinalScoringTile = z.infer<typeof FinalScoringTileSchema>;

export const TownTileSchema = z
  .strictObject({
    name,
    text,
    option: z.string().optional().describe("A game option that must be on for this tile to be in play (e.g. mini-expansion-1)."),
    count: z.number().int().min(1).describe("Copies in the box."),
    gain: EffectSchema.describe("What founding a town with this tile gives (including its key)."),
  })
  .describe("A town tile.");
export type TownTile = z.infer<typeof TownTileSchema>;

/** A power action space on the game board: paid with power from bowl III. */
export const PowerActionSchema = SpecialActionSchema.describe("A power action space on the game board.");
export type PowerAction = z.infer<typeof PowerActionSchema>;

export { BuildingSchema };
