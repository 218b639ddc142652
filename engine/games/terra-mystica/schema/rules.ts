/** Game rules and variants: everything about a game that is a number or a table, not a piece. */
import { z } from "zod";
import { BUILDINGS, CountTableSchema, IdSchema, ResourcesSchema, TERRAINS, TerrainSchema } from "./common";

const count = (what: string) => z.number().int().min(0).describe(what);
const positive = (what: string) => z.number().int().min(1).describe(what);

export const ConversionSchema = z
  .strictObject({ give: ResourcesSchema, get: ResourcesSchema })
  .describe("A free exchange any player may make on their turn.");

export const RulesSchema = z
  .strictObject({
    players: z
      .strictObject({ min: positive("Fewest players."), max: positive("Most players.") })
      .describe("Player counts the game supports."),
    rounds: positive("Number of rounds."),
    terraformCycle: z
      .array(TerrainSchema)
      .length(TERRAINS.length)
      .describe("The terraform cycle: each step to a neighbour in this cycle is one spade; it wraps around."),
    bonusCards: z
      .strictObject({
        extra: count("Bonus cards in play beyond one per player."),
        coinsOnUnused: count("Coins put on each unused bonus card at the end of each round."),
        byPlayers: z
          .record(z.string().regex(/^[1-9]$/, "must be a player count from 1 to 9"), positive("Bonus cards in play with this many players."))
          .optional()
          .describe('Bonus cards in play by player count ("2": 5), instead of players + extra for the counts it names.'),
      })
      .describe("How many bonus cards are used."),
    scoringTiles: z
      .strictObject({
        count: positive("Scoring tiles drawn (one per round)."),
        noSpadeRewardFromRound: positive("From this round on, a tile whose cult bonus gives spades may not be placed."),
        lastRoundCultBonus: z.boolean().describe("Whether the last round's cult bonus is paid."),
      })
      .describe("How scoring tiles are drawn."),
    startingVp: z
      .strictObject({
        default: count("Starting VP of every faction."),
        perFaction: z
          .record(IdSchema, z.number().int())
          .optional()
          .describe("Starting VP by faction id on every map (terra.snellman.net's 2017 table); overrides the default."),
        perMap: z
          .record(IdSchema, z.record(IdSchema, z.number().int()))
          .optional()
          .describe("Starting VP by map id then faction id (Merchants of the Seas tables); overrides the default and the per-faction table."),
      })
      .describe("Victory points at the start."),
    auction: z
      .strictObject({
        kind: z
          .enum(["standard", "fast"])
          .describe(
            "The kind of auction: standard (nominate in turn order, then bid in turn order until everyone holds one faction); fast (nominate in turn order, then each player bids once on every nominated faction, sealed, and the factions go where the bids are highest in total).",
          ),
        startingVp: count("VP every player starts with, before the bid for their faction is taken off (Fire & Ice: 40)."),
        minBid: count("The lowest bid that takes a faction nobody holds (0); in the fast auction, the lowest bid on a faction."),
        raiseBy: positive("How much a bid must exceed the faction's current bid to take it from its holder (1); not used by the fast auction."),
      })
      .optional()
      .describe("The faction auction (Fire & Ice): factions are nominated, then bid for in VP; a game with it is created with a player count, not factions. Its starting VP replace `startingVp`."),
    power: z
      .strictObject({
        burnCost: positive("Tokens removed from bowl II for each token moved from bowl II to bowl III."),
      })
      .describe("Power bowl rules."),
    conversions: z.array(ConversionSchema).describe("Free conversions available to every faction."),
    buildingPower: z
      .strictObject(Object.fromEntries(BUILDINGS.map((b) => [b, count(`Power value of ${b}.`)])) as Record<
        (typeof BUILDINGS)[number],
        z.ZodNumber
      >)
      .describe("Power value of each structure (towns, leech)."),
    upgrades: z
      .strictObject({
        TP: z.literal("D"),
        TE: z.literal("TP"),
        SH: z.literal("TP"),
        SA: z.literal("TE"),
      })
      .describe("Which structure each one is upgraded from."),
    maxBridges: count("Bridges each player may build."),
    cults: z
      .strictObject({
        top: positive("Last space of each cult track."),
        powerAt: z
          .array(z.strictObject({ space: positive("Cult space."), power: positive("Power gained on reaching it.") }))
          .describe("Power gained when reaching or passing these spaces."),
        keyForTop: z.boolean().describe("Whether the top space needs a town key (and only one player may be there)."),
        priestSpaces: z.array(positive("Steps for this order space.")).describe("The order spaces of each track: steps each one gives (3, 2, 2, 2)."),
        priestReturnSteps: count("Steps for sending a priest without taking an order space."),
      })
      .describe("Cult board rules."),
    towns: z
      .strictObject({
        minBuildings: positive("Structures a town needs."),
        minBuildingsWithSanctuary: positive("Structures a town needs when it includes a sanctuary."),
        minPower: positive("Total power value a town needs."),
        maxKeysPerTrack: positive("Players that may reach the top of one cult track."),
      })
      .describe("Founding towns."),
    leech: z
      .strictObject({
        vpCost: z
          .enum(["power-minus-one", "none"])
          .describe("VP paid for taking power from an opponent's build: power − 1 (standard) or nothing."),
        mayDecline: z.boolean().describe("Whether a player may decline the power."),
      })
      .describe("Gaining power from neighbours' building."),
    finalScoring: z
      .strictObject({
        cults: CountTableSchema.describe("VP for 1st, 2nd, 3rd on each cult track (ties share)."),
        area: CountTableSchema.describe("VP for the 1st, 2nd, 3rd largest connected area (ties share)."),
        resources: z
          .strictObject({
            coinsPerVp: positive("Coins per VP at the end, after converting everything else to coins."),
          })
          .describe("Leftover resources."),
      })
      .describe("End-of-game scoring."),
    passing: z
      .strictObject({
        firstPasserStartsNextRound: z.boolean().describe("Whether the first player to pass starts the next round."),
        nextRoundOrder: z
          .enum(["seating", "passing"])
          .optional()
          .describe("Turn order of the next round: the seating order (default), or the order in which players passed."),
      })
      .describe("Passing."),
  })
  .describe("The rules of a game, as numbers and tables.");
export type Rules = z.infer<typeof RulesSchema>;

/** How many bonus cards are in play with `players` players: the `byPlayers` entry, else players + extra. */
export function bonusCardsInPlay(rules: Pick<Rules, "bonusCards">, players: number): number {
  return rules.bonusCards.byPlayers?.[String(players)] ?? players + rules.bonusCards.extra;
}

/** A faction's starting VP on a map: the map's table, else the per-faction table, else the default. */
export function startingVpOf(rules: Pick<Rules, "startingVp">, map: string, faction: string): number {
  return rules.startingVp.perMap?.[map]?.[faction] ?? rules.startingVp.perFaction?.[faction] ?? rules.startingVp.default;
}

/** A named change to the rules, switched on per pack or per game (house rules, league options). */
export const VariantSchema = z
  .strictObject({
    name: z.string().min(1).describe("Display name."),
    description: z.string().describe("What the variant changes."),
    rules: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("Rule values this variant overrides, by path (e.g. \"towns.minPower\": 6)."),
  })
  .describe("A named variant: a house rule or game option.");
export type Variant = z.infer<typeof VariantSchema>;
