/**
 * The one effects vocabulary shared by factions, tiles, power actions and rules.
 *
 * - `Effect`: what happens once, at the moment something is gained (a town tile, a favor tile's cult
 *   steps, a stronghold reward, a power action's yield).
 * - `Passive`: what holds while a player has something (a bonus card this round, a favor tile, the
 *   current scoring tile, a faction ability): income, VP triggers, pass VP, shipping bonus, an action.
 * - `SpecialAction`: an action space (power action, bonus card, favor tile, faction special action):
 *   its cost, an immediate effect and an optional follow-up action run by a named engine handler.
 */
import { z } from "zod";
import { BUILDINGS, BuildingSchema, CountTableSchema, CultStepsSchema, ResourcesSchema } from "./common";

const count = (what: string) => z.number().int().min(0).describe(what);

/** An optional one-time exchange the player may make, up to `max` times (Darklings' ordination). */
export const ExchangeSchema = z
  .strictObject({
    give: ResourcesSchema.describe("What the player gives for each exchange."),
    get: ResourcesSchema.describe("What the player gets for each exchange."),
    max: z.number().int().min(1).describe("How many times at most."),
  })
  .describe("An optional exchange the player may make immediately, up to `max` times.");

/** The fields of an effect (an effect is these plus an optional choice among effects made of these). */
const effectFields = {
  gain: ResourcesSchema.optional().describe("Resources gained (power goes through the bowls)."),
  powerTokens: count("New power tokens added to bowl I.").optional(),
  powerTokensPerPlayer: count("New power tokens added to bowl I for each player in the game (Dragonlords' stronghold: 1).").optional(),
  cult: CultStepsSchema.optional().describe("Steps on the named cult tracks."),
  cultChoice: count("Steps on one cult track of the player's choice.").optional(),
  keys: count("Town keys gained (a key allows the last step to 10 on a cult track).").optional(),
  spades: count("Free spades to apply at once on reachable terrain.").optional(),
  spadesMayBuild: z
    .boolean()
    .optional()
    .describe("After applying `spades`, the player may build one dwelling (paying for it) on one transformed hex."),
  shipping: count(
    "Free steps on the shipping track, with their rewards. For factions without shipping (tunnelling, carpet flight) a step of range instead.",
  ).optional(),
  range: count("Steps of tunnelling/carpet-flight range.").optional(),
  bridges: count("Free bridges to place at once, each touching one of the player's structures (Riverwalkers' stronghold: 2).").optional(),
  favorTiles: count("Favor tiles to choose and take.").optional(),
  townTiles: count("Town tiles to choose and take (founding a town).").optional(),
  exchange: ExchangeSchema.optional(),
  ships: count(
    "Ships gained (Merchants of the Seas): each goes on a river hex next to the player's dock or shipyard (Fakirs and Dwarves: a merchant on their warehouse's or market's hex); gains beyond the pieces limit are lost.",
  ).optional(),
  moveShips: z
    .boolean()
    .optional()
    .describe("A Move ships action (Merchants of the Seas): move any or all of the player's ships, then trade."),
  priestToCult: count(
    "Priests taken from the player's supply (those not yet gained) and put on a cult order space, with that space's steps (Merchants of the Seas favor tile).",
  ).optional(),
  keepTradingShip: z
    .boolean()
    .optional()
    .describe("The ship that traded stays on the board next to the player's dock or shipyard instead of going back (Merchants of the Seas shipyard trade); it does not move again in this action."),
  resetMoveShips: z
    .boolean()
    .optional()
    .describe("The player's Move ships action space is free again this round (Merchants of the Seas shipyard trade)."),
  shapeshift: count("Free changes of home colour, even without the stronghold (Shapeshifters on building their shipyard).").optional(),
};

/** One option of a choice: an effect without a nested choice. */
export const EffectOptionSchema = z.strictObject(effectFields).describe("One option of a choice: what the player gets if they pick it.");
export type EffectOption = z.infer<typeof EffectOptionSchema>;

/** What happens once, immediately. */
export const EffectSchema = z
  .strictObject({
    ...effectFields,
    choice: z
      .array(EffectOptionSchema)
      .min(2)
      .optional()
      .describe("The player picks exactly one of these options, in addition to the other fields (\"X / Y\" on a printed tile)."),
  })
  .describe("What happens once, at the moment it is gained.")
  .meta({ id: "Effect" });
export type Effect = z.infer<typeof EffectSchema>;

/** What a pass-VP table counts: a building type on the board, the shipping level, bridges, ships on the board or trade markers placed. */
export const PASS_COUNTERS = [...BUILDINGS, "SY", "shipping", "connecting-bridges", "ships", "trade-markers"] as const;
export type PassCounter = (typeof PASS_COUNTERS)[number];

export const PassVpSchema = z
  .strictObject({
    per: z
      .enum(PASS_COUNTERS)
      .describe(
        "What is counted: a structure type on the board (D, TP, TE, SH, SA; SY the shipyard of Merchants of the Seas), the shipping level, bridges connecting two of the player's structures, " +
          "the player's ships (Fakirs and Dwarves: merchants) on the board, or the trade markers the player has placed (Merchants of the Seas).",
      ),
    vp: CountTableSchema.describe("VP by count: entry i is the VP for a count of i."),
  })
  .describe("Victory points when passing, looked up by a count.");
export type PassVp = z.infer<typeof PassVpSchema>;

/** The engine handlers that follow an action (each one a rule that is code, named for content). */
export const ACTION_HANDLERS = [
  "transform",
  "bridge",
  "upgrade",
  "build-dwelling",
  "sandstorm",
  "double-turn",
  "shapeshift",
] as const;
export type ActionHandlerId = (typeof ACTION_HANDLERS)[number];

/** A follow-up action granted by an action space, run by a named engine handler. */
export const FollowUpSchema = z
  .discriminatedUnion("handler", [
    z
      .strictObject({
        handler: z.literal("transform"),
        spades: z.number().int().min(1).describe("Free spades given for this transformation."),
        mayBuild: z.boolean().describe("Whether a dwelling may be built (paying its cost) on the transformed hex."),
        splitSpades: z
          .boolean()
          .optional()
          .describe("Whether unneeded spades may be spent on another hex (without building there)."),
        topUp: z
          .boolean()
          .optional()
          .describe("Whether missing spades may be bought at the player's exchange rate (default true)."),
      })
      .describe("Take the Transform and Build action with free spades."),
    z
      .strictObject({ handler: z.literal("bridge") })
      .describe("Build a bridge on a free bridge slot next to one of the player's structures."),
    z
      .strictObject({
        handler: z.literal("upgrade"),
        from: BuildingSchema,
        to: BuildingSchema,
        free: z.boolean().describe("Whether the upgrade costs nothing."),
      })
      .describe("Upgrade one structure."),
    z
      .strictObject({
        handler: z.literal("build-dwelling"),
        terrain: z.literal("home").describe("The hex must already be the player's home terrain."),
        ignoreAdjacency: z.boolean().describe("Whether the hex may be anywhere on the board."),
        free: z.boolean().describe("Whether the dwelling costs nothing."),
      })
      .describe("Build a dwelling without transforming (Witches' Ride)."),
    z
      .strictObject({
        handler: z.literal("sandstorm"),
        mayBuild: z.boolean().describe("Whether a dwelling may be built (paying its cost) on the hex."),
      })
      .describe("Turn a hex directly adjacent to a structure (not over river or bridge) into home terrain; not a spade."),
    z
      .strictObject({ handler: z.literal("double-turn") })
      .describe("Take two actions in a row (passing counts as one)."),
    z
      .strictObject({ handler: z.literal("shapeshift") })
      .describe(
        "Pick a new home colour (one no faction in the game has, with `pick-color`): every hex with one of the player's structures takes it (Shapeshifters' stronghold).",
      ),
  ])
  .describe("A follow-up action run by a named engine handler.");
export type FollowUp = z.infer<typeof FollowUpSchema>;

/** The price of an action space. `power` is paid by moving tokens from bowl III to bowl I. */
export const ActionCostSchema = z
  .strictObject({
    power: count("Power spent from bowl III (may be topped up by burning).").optional(),
    coins: count("Coins.").optional(),
    workers: count("Workers.").optional(),
    priests: count("Priests.").optional(),
    powerTokens: count("Power tokens removed from the game, bowl I first, then II, then III (Shapeshifters).").optional(),
  })
  .describe("What taking the action costs.");

export const SpecialActionSchema = z
  .strictObject({
    name: z.string().min(1).optional().describe("Display name, e.g. \"Witches' Ride\"."),
    cost: ActionCostSchema.optional(),
    effect: EffectSchema.optional().describe("What the action gives at once."),
    then: FollowUpSchema.optional().describe("A follow-up action the player takes next."),
    oncePerRound: z
      .boolean()
      .default(true)
      .describe("Whether the action space is blocked for the rest of the round once used."),
  })
  .describe("An action space: cost, immediate effect, optional follow-up action.");
export type SpecialAction = z.infer<typeof SpecialActionSchema>;

/** What build VP and trade VP are keyed by: the five structures, and SY the shipyard (Fakirs and Dwarves: the market) of Merchants of the Seas. */
export const BUILD_VP_KEYS = [...BUILDINGS, "SY"] as const;
export type BuildVpKey = (typeof BUILD_VP_KEYS)[number];
export const BuildVpKeySchema = z
  .enum(BUILD_VP_KEYS)
  .describe("A structure: D dwelling, TP trading house, TE temple, SH stronghold, SA sanctuary, SY shipyard (Merchants of the Seas; the market of the Fakirs and Dwarves).");

/** VP gained each time the player builds a structure, by type (upgrading to it counts). */
export const BuildVpSchema = z
  .partialRecord(BuildVpKeySchema, z.number().int().min(0))
  .describe("VP gained each time a structure of this type is built (upgrading into it counts).");

/** VP gained for each trade (Merchants of the Seas), by the type of the building traded with. */
export const TradeVpSchema = z
  .partialRecord(BuildVpKeySchema, z.number().int().min(0))
  .describe("VP gained for each trade with a building of this type (Merchants of the Seas); an omitted type gives none.");

/** What holds while the player has it. */
export const PassiveSchema = z
  .strictObject({
    income: ResourcesSchema.optional().describe("Extra income in each income phase."),
    buildVp: BuildVpSchema.optional(),
    perSpade: ResourcesSchema.optional().describe("Gained for each spade the player gets (any source)."),
    perTown: ResourcesSchema.optional().describe("Gained for each town the player founds."),
    passVp: z.array(PassVpSchema).optional().describe("VP when passing."),
    shippingBonus: count(
      "Extra shipping range while held (Merchants of the Seas: also extra steps for ship moves; for the Fakirs and Dwarves the range marker counts as this many spaces further right).",
    ).optional(),
    shipIncome: count("Ships gained in each income phase (Merchants of the Seas), placed as any gained ship.").optional(),
    perTrade: TradeVpSchema.optional(),
    townPowerReduction: count("How much less total power a town needs.").optional(),
    action: SpecialActionSchema.optional().describe("An action space the holder may use."),
  })
  .describe("What holds while the player has it.");
export type Passive = z.infer<typeof PassiveSchema>;
