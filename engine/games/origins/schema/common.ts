/**
 * Shared vocabulary of Origins: First Builders content: the five game colours, resources, temples,
 * amounts of resources and what an effect may count.
 */
import { z } from "zod";
import { IdSchema } from "../../../core/ids";

export { IdSchema } from "../../../core/ids";

/** The game id of Origins packs (`manifest.game`). */
export const ORIGINS = "origins";

/** The five game colours (buildings, citizen dice, towers, motherships, bonus tiles), in the rule book's order. */
export const COLOURS = ["red", "purple", "blue", "orange", "yellow"] as const;
export type Colour = (typeof COLOURS)[number];
export const ColourSchema = z.enum(COLOURS).describe("A game colour: red, purple, blue, orange or yellow.");

/** The three temples, left to right on the board. */
export const TEMPLES = ["forest", "mountain", "sea"] as const;
export type Temple = (typeof TEMPLES)[number];
export const TempleSchema = z.enum(TEMPLES).describe("A temple track: forest, mountain or sea (left to right).");

/** Resources a player holds. Gold is a wildcard for any resource in a cost. */
export const RESOURCES = ["stone", "food", "wisdom", "gold"] as const;
export type Resource = (typeof RESOURCES)[number];
export const ResourceSchema = z.enum(RESOURCES).describe("A resource: stone, food, wisdom or gold.");

/** The basic resources (gained as "any basic resource": never Gold). */
export const BASIC_RESOURCES = ["stone", "food", "wisdom"] as const satisfies readonly Resource[];

/** The wildcard letter of a district pattern: any tile (grey tiles and Farms included). */
export const ANY_TILE_CODE = "*";

const count = (what: string) => z.number().int().min(0).describe(what);

/**
 * An amount of resources and VP. In a cost, Gold may replace anything and `basic` may be paid with any
 * mix of resources (Gold included); in a gain, `basic` is Stone, Food or Wisdom of the player's choice.
 */
export const AmountSchema = z
  .strictObject({
    stone: count("Stone.").optional(),
    food: count("Food.").optional(),
    wisdom: count("Wisdom.").optional(),
    gold: count("Gold.").optional(),
    vp: count("Victory points (only in gains).").optional(),
    basic: count("Basic resources of the player's choice: in a gain Stone, Food or Wisdom (never Gold); in a cost any resources, Gold included.").optional(),
    choice: z
      .strictObject({
        count: z.number().int().min(1).describe("How many."),
        from: z.array(ResourceSchema).min(1).describe("The resources to choose from (at least two different ones)."),
      })
      .optional()
      .describe("Resources of the player's choice among a few (Riding grounds: Stone or Food)."),
  })
  .describe("An amount of resources and VP; an omitted field is zero.");
export type Amount = z.infer<typeof AmountSchema>;

/** What an effect may count, in the acting player's city and holdings unless said otherwise. */
export const COUNTERS = [
  "farms",
  "empty-neighbour-cells",
  "advisors",
  "buildings",
  "freemen",
  "dice",
  "freeman-colours",
  "building-colours",
  "completed-districts",
  "named-buildings",
  "zodiac-cards",
  "weaker-opponents",
  "fallback-spaces",
] as const;
export type CounterKind = (typeof COUNTERS)[number];

/** Counters that may be narrowed to one colour, and the counter that names a building. */
export const COLOURED_COUNTERS = ["buildings", "freemen", "dice"] as const satisfies readonly CounterKind[];
export const NAMED_COUNTER = "named-buildings" satisfies CounterKind;

export const CounterSchema = z
  .strictObject({
    of: z
      .enum(COUNTERS)
      .describe(
        "What is counted: farms (Farms in the city); empty-neighbour-cells (empty cells orthogonally next to the activated tile); advisors (dice on the Advisor row); buildings (coloured building tiles in the city); freemen (Freemen, used or not); dice (Freemen and seat dice, not Advisors); freeman-colours (different colours among the Freemen); building-colours (different colours among the buildings); completed-districts (seats holding a die); named-buildings (tiles of one building, this one included); zodiac-cards (cards held); weaker-opponents (opponents strictly behind on the military track); fallback-spaces (spaces the military marker will fall back at the round's end).",
      ),
    colour: ColourSchema.optional().describe("Only things of this colour (buildings, freemen and dice only)."),
    building: IdSchema.optional().describe("The building counted by named-buildings (an id of `buildings`)."),
  })
  .describe("Something an effect counts.");
export type Counter = z.infer<typeof CounterSchema>;

export { CountTableSchema, tableAt } from "../../../core/tables";
