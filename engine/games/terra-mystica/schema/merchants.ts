/**
 * Merchants of the Seas as data: the pack section `merchants` (ships, trade markers, docks,
 * shipyard boards, trade rewards, the Fakirs' and Dwarves' range tile, the faction rows of the rule
 * book's appendix). A pack without the section plays without the expansion. Its tiles (power
 * actions, favor tiles, scoring tiles, bonus cards, town tiles, the trade-majority final-scoring
 * tile) live in the ordinary tile sections, with the effects vocabulary's ship fields.
 */
import { z } from "zod";
import { IdSchema, ResourcesSchema, TerrainSchema, TileIdSchema } from "./common";
import { BuildVpKeySchema, BUILD_VP_KEYS, EffectSchema, FollowUpSchema, SpecialActionSchema } from "./effects";

const count = (what: string) => z.number().int().min(0).describe(what);
const positive = (what: string) => z.number().int().min(1).describe(what);
const text = z.string().optional().describe("The rule as printed (or as decided, see the pack's DECISIONS.md), for display.");

/** The pieces each player takes at setup. */
export const MerchantsPiecesSchema = z
  .strictObject({
    ships: positive("Ships (Fakirs and Dwarves: merchants) each player owns: at most this many on the board; gains beyond it are lost."),
    tradeMarkers: positive("Trade markers each player owns: at most this many trades in a game."),
  })
  .describe("The pieces of each player (one dock and one shipyard board each besides).");

/** Where docks go and when (§2.1.11). */
export const DockRulesSchema = z
  .strictObject({
    riverside: z
      .boolean()
      .describe("Whether the dock must go under a riverside dwelling (one directly adjacent to a river hex); factions that use merchants put their warehouse under any dwelling."),
    laterUnderFirstRiverside: z
      .boolean()
      .describe("Whether a player with no riverside dwelling at dock time puts the dock under the first riverside dwelling they build."),
  })
  .describe("Docks: placed after all initial dwellings, in turn order from the first player, before the bonus cards are taken.");

/** Gaining ships (§3). */
export const ShipRulesSchema = z
  .strictObject({
    placeNextTo: z
      .array(z.enum(["dock", "shipyard"]))
      .min(1)
      .describe("A gained ship goes on a river hex directly adjacent to one of these of the player's (merchants: on the hex itself)."),
    gainWithoutRoom: z
      .enum(["allowed", "forbidden"])
      .describe("Whether an action or card that only gives ships may be taken when no ship can be placed (all on the board, or no dock and no shipyard)."),
  })
  .describe("Gaining ships.");

/** The Move ships action (§4). */
export const ShipMoveRulesSchema = z
  .strictObject({
    steps: z
      .literal("shipping")
      .describe("Steps each ship may take: the player's shipping value, its temporary bonus included (merchants: the range tile's lower row)."),
    extraSteps: count("Extra steps a ship may buy once per action (Riverwalkers: see factionRules)."),
    extraStepCost: ResourcesSchema.describe("What the extra steps of one ship cost (1 power: moved from bowl III to bowl I)."),
    canalSteps: positive("Steps a ship spends to cross a canal from the river hex at one end to the one at the other."),
    bridgesBlock: z.boolean().describe("Whether bridges stop ships (a bridge spans a river hex). Only false (ships pass under bridges) is played; true is refused."),
  })
  .describe("Moving ships.");

/** How merchants move and what they allow (§8; the digest's open questions 10 and 11). */
export const MerchantMoveRulesSchema = z
  .strictObject({
    mayEndOnRiver: z.boolean().describe("Whether a merchant may end its move on a river hex (it may always pass through)."),
    mayStopOnOwnOrTraded: z
      .boolean()
      .describe("Whether a merchant may stop on a hex with the player's own structure or a building already carrying the player's trade marker."),
    flightVpOnMerchantHex: z.boolean().describe("Whether building on a merchant's hex also scores the carpet flight / tunnelling VP."),
    tradeWhenOthersBuild: z
      .boolean()
      .describe("Whether a merchant trades at once with a dwelling another faction builds on its hex (a marker is placed and the merchant returns)."),
    bothFactionsOnOneHex: z.boolean().describe("Whether the Fakirs' and the Dwarves' merchants on one hex both trade when another faction builds there."),
  })
  .describe("Merchants (Fakirs, Dwarves): they move one at a time and stop on land.");

/** One building type's trade: what the trader gets and what the owner may take. */
export const TradeRewardSchema = z
  .strictObject({
    text,
    effect: EffectSchema.describe("What the trader gets (`choice` for the printed \"X / Y\")."),
    then: FollowUpSchema.optional().describe("A follow-up action the trader takes during the trade (the stronghold's transform-and-build)."),
    ownerPower: count("Power the owner may gain, paying VP as for leech (the building's power value)."),
  })
  .describe("A trade with a building of one type.");

/** Trading (§5, §9.6). */
export const TradeRulesSchema = z
  .strictObject({
    rewards: z
      .strictObject(Object.fromEntries(BUILD_VP_KEYS.map((b) => [b, TradeRewardSchema])) as Record<(typeof BUILD_VP_KEYS)[number], typeof TradeRewardSchema>)
      .describe("The reward of a trade with each building type: D, TP, TE, SH, SA and SY (the shipyard; the Fakirs' and Dwarves' market)."),
    onePerBuilding: z.boolean().describe("Whether a player may trade with each building only once in a game, even after it is upgraded. Only true is played; false is refused."),
    triggersLeechAbilities: z
      .boolean()
      .describe("Whether power an owner takes from a trade triggers abilities that react to leech (Cultists, Shapeshifters): false in the rule book."),
    strongholdTradeBuildsOnce: z
      .boolean()
      .describe("Whether several stronghold trades in one action still allow only one dwelling, leftover spades going elsewhere only after the first hex is home terrain."),
  })
  .describe("The rules every trade follows (§5): trades per building, leech abilities, several stronghold trades in one action.");

/** A shipyard board (one per faction; the digest's open question 1). */
export const ShipyardBoardSchema = z
  .strictObject({
    text,
    from: z.literal("TP").describe("The structure the shipyard is upgraded from (the trading house goes back to the faction board)."),
    riverside: z.boolean().describe("Whether the trading house upgraded must be riverside (merchants: any trading house)."),
    cost: ResourcesSchema.describe("What the upgrade costs."),
    power: count("Power value (towns, leech, trade)."),
    onBuild: EffectSchema.describe("One-off rewards printed on the board (every faction: 1 ship, placed next to the shipyard)."),
    shipIncome: count("Ships gained in every income phase from the round after it is built."),
    moveShips: SpecialActionSchema.describe("The Move ships special action: once per round from the start, no shipyard needed."),
    buildShip: SpecialActionSchema.describe("The Build a ship special action: unlocked by the shipyard, once per round."),
  })
  .describe("A shipyard board: the shipyard's cost and rewards, its income and the two special actions.");
export type ShipyardBoard = z.infer<typeof ShipyardBoardSchema>;

/** Shipyard boards: a default every faction has, and per-faction changes. */
export const ShipyardsSchema = z
  .strictObject({
    default: ShipyardBoardSchema,
    factions: z
      .record(IdSchema, ShipyardBoardSchema.partial().describe("Fields that differ from the default on this faction's board (each replaces the default's whole field)."))
      .default({})
      .describe("Per faction id, the fields of its board that differ from the default."),
  })
  .describe("Shipyard boards.");

/** One space of a range tile (§8). */
export const RangeSpaceSchema = z
  .strictObject({
    flight: positive("Upper row: carpet flight / tunnelling range, the greatest distance from one of the player's structures to the target hex (2: one hex skipped)."),
    merchants: positive("Lower row: steps each merchant may take."),
    sail: count("The sail-marked value: what counts as the shipping level (the pass VP of the shipping bonus card)."),
  })
  .describe("One space of the range tile, left to right.");

/** Factions that use merchants instead of ships (Fakirs, Dwarves). */
export const RangeTileSchema = z
  .strictObject({
    text,
    spaces: z.array(RangeSpaceSchema).min(1).describe("The spaces, the starting one first; the marker never moves past the last."),
  })
  .describe("A range tile: replaces the shipping track and sets the carpet flight / tunnelling and merchant ranges.");
export type RangeTile = z.infer<typeof RangeTileSchema>;
export type RangeSpace = z.infer<typeof RangeSpaceSchema>;

/** The extra payment the Swarmlings may use for a ship's extra steps. */
export const EXTRA_STEP_PAYMENTS = ["power", "bowl2-to-bowl1"] as const;

/** What a faction's trade with a stronghold gives instead of the usual reward's spade (§9.9). */
export const StrongholdTradeSchema = z
  .strictObject({
    then: FollowUpSchema.optional().describe("The follow-up action instead of the usual one (Giants: 2 free spades)."),
    effect: EffectSchema.optional().describe("Gained instead of the follow-up action (Dragonlords: 1 power token; Acolytes: 2 steps on one cult)."),
    keepsTransform: z
      .boolean()
      .describe("Whether the trader still takes a transform-and-build action (without free spades) after the substitute (open question 9)."),
  })
  .describe("How this faction's stronghold trades differ.");

/** A row of the rule book's faction appendix (§9.9), as data. */
export const MerchantsFactionRulesSchema = z
  .strictObject({
    text,
    usesMerchants: z
      .boolean()
      .optional()
      .describe("Merchants instead of ships, warehouse instead of dock, market instead of shipyard, range tile instead of shipping (Fakirs, Dwarves)."),
    rangeTile: IdSchema.optional().describe("The range tile this faction uses (a key of merchants.rangeTiles)."),
    setup: EffectSchema.optional().describe("Gained at setup (Auren: 1 key)."),
    onShipDwelling: EffectSchema.optional().describe("Gained after building a dwelling paid for with a ship (Halflings: 1 worker)."),
    tradePowerTriggersAbilities: z
      .boolean()
      .optional()
      .describe("Whether power taken from trades triggers this faction's leech abilities (Cultists, Shapeshifters: false)."),
    extraSteps: count("Extra steps one payment buys for a ship (Riverwalkers: 3).").optional(),
    extraStepPayments: z
      .array(z.enum(EXTRA_STEP_PAYMENTS))
      .min(1)
      .optional()
      .describe("How the extra steps may be paid: power (1 power from bowl III), or bowl2-to-bowl1 (1 token moved from bowl II to bowl I; Swarmlings)."),
    strongholdTrade: StrongholdTradeSchema.optional().describe("When this faction trades with a stronghold."),
    ownStrongholdTradeSpadeNotOn: z
      .array(TerrainSchema)
      .optional()
      .describe("Terrains an opponent trading with this faction's stronghold may not use its spade on (Giants: wasteland)."),
    strongholdOnBuild: EffectSchema.optional().describe("Replaces the stronghold's own one-off reward (Fakirs: 1 range space)."),
    sandstormFromShips: z
      .boolean()
      .optional()
      .describe("Sandstorm may target a hex adjacent to one of the faction's ships, and must then build a dwelling paid with that ship (Nomads)."),
    powerActionReuse: z
      .strictObject({
        actions: z.array(TileIdSchema).min(1).describe("The power actions this applies to (the expansion's new ones)."),
        requires: z.array(BuildVpKeySchema).min(1).describe("Structures that must all be built."),
      })
      .optional()
      .describe("The faction's reuse of power actions works on these power actions only once all of these structures are built (Yetis: the new ones, SH and SY)."),
    favorActionTiles: count("Favor tiles the favor power action (a power action giving favor tiles) gives this faction instead of the action's own number (Chaos Magicians: 1).").optional(),
  })
  .describe("A faction's Merchants of the Seas rules.");

/** The scoring-tile draw of Merchants of the Seas (§2.1.5). */
export const ScoringDrawSchema = z
  .strictObject({
    maxSameCultBonus: positive("Tiles with a cult bonus on the same cult allowed among the counted rounds: a further one is set aside and another drawn."),
    uncountedLastRounds: count("Rounds at the end whose tile does not count for that limit (the tile on space 6)."),
    setAsideReturns: z.boolean().describe("Whether a set-aside tile is shuffled back for later spaces."),
  })
  .describe("Constraints on drawing scoring tiles, beyond the base game's spade rule.");

/** Everything of Merchants of the Seas that is not a tile or a map. */
export const MerchantsSchema = z
  .strictObject({
    pieces: MerchantsPiecesSchema,
    docks: DockRulesSchema,
    ships: ShipRulesSchema,
    shipMoves: ShipMoveRulesSchema,
    merchantMoves: MerchantMoveRulesSchema,
    trade: TradeRulesSchema,
    shipyards: ShipyardsSchema,
    rangeTiles: z.record(IdSchema, RangeTileSchema).default({}).describe("Range tiles, keyed by id (factions name theirs in factionRules)."),
    factionRules: z
      .record(IdSchema, MerchantsFactionRulesSchema)
      .default({})
      .describe("The faction appendix's rules (§9.9), keyed by faction id."),
    favorLimit: z
      .strictObject({
        cultSteps: positive("The cult gain that marks the limited tiles: favor tiles giving exactly this many steps on one cult."),
        perCult: positive("How many such tiles a player may own per cult."),
      })
      .describe("A player may own only one +1 favor tile per cult (and still never two identical tiles)."),
    scoringDraw: ScoringDrawSchema,
    newBonusCards: z
      .array(TileIdSchema)
      .default([])
      .describe("The expansion's new bonus cards, for the variant that reveals some of them first (the replacement card is not new)."),
    newBonusCardsFirst: z
      .number()
      .int()
      .min(0)
      .default(2)
      .describe("With the variant merchants/new-bonus-cards-first: how many of the new bonus cards are revealed first (put in play), before the rest are drawn as usual."),
    removedTiles: z
      .array(TileIdSchema)
      .default([])
      .describe("Tiles of the parent packs left out of games with this pack (the base scoring tiles, the replaced bonus card, the mini-expansion's shipping town tile)."),
  })
  .describe("Merchants of the Seas: ships, trade, docks, shipyards and the Fakirs' and Dwarves' range tiles.");
export type Merchants = z.infer<typeof MerchantsSchema>;
