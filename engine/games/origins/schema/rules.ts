/** The rules as numbers and choices: visits, workers, passing, Superiority, the city, end conditions and final scoring. */
import { z } from "zod";

const count = (what: string) => z.number().int().min(0).describe(what);
const positive = (what: string) => z.number().int().min(1).describe(what);

/** The end conditions, checked at the end of every round; the game ends when one holds. */
export const EndConditionSchema = z
  .discriminatedUnion("condition", [
    z
      .strictObject({ condition: z.literal("zodiac-markers-at-tops") })
      .describe("One player has all three zodiac markers at the temple tops."),
    z.strictObject({ condition: z.literal("district-gold-gone") }).describe("No district card has Gold left."),
    z
      .strictObject({
        condition: z.literal("floor-colours-left"),
        atMost: count("The game ends when this many colours or fewer remain in the floor reserve."),
      })
      .describe("Few colours remain in the floor reserve."),
    z
      .strictObject({
        condition: z.literal("citizens-run-out"),
        when: z
          .enum(["refill-failed", "reserve-colour-empty"])
          .describe("refill-failed: a die could not be rolled into citizen recruitment because its colour's reserve was empty; reserve-colour-empty: a colour's reserve is empty."),
      })
      .describe("A colour has no citizen die left to add to citizen recruitment."),
  ])
  .describe("A condition that ends the game at the end of a round.");
export type EndCondition = z.infer<typeof EndConditionSchema>;

export const RulesSchema = z
  .strictObject({
    visits: z
      .strictObject({
        wisdomPerMissingPip: count("Wisdom paid for each pip a worker's value is below the meeting place's value."),
        maxValue: z.number().int().min(1).max(6).describe("A meeting place raised from this value goes back to 1."),
        bothActionsAtValue: z.number().int().min(1).max(6).describe("A Freeman of this value may do both main actions of the place."),
      })
      .describe("Visiting a meeting place."),
    orators: z
      .strictObject({
        returnUnused: z.boolean().describe("Whether Orators held but not used also return to Orator recruitment at the end of a round (unchanged)."),
        usedIncrease: count("Added to each used Orator at the end of a round (a 5 is re-rolled instead)."),
      })
      .describe("The white Orator dice."),
    passing: z
      .strictObject({
        increase: z
          .enum(["all-freemen", "placed-freemen"])
          .describe("Which Freemen get +1 when their owner passes: all-freemen (unused ones too, and one taken by Cancer on passing) or placed-freemen (only those taken back from meeting places)."),
      })
      .describe("Passing."),
    superiority: z
      .strictObject({
        perTurn: positive("Tokens a player may spend in one turn, each for one more action."),
        spent: z.enum(["discarded"]).describe("discarded: a spent token leaves the game."),
      })
      .describe("Superiority tokens."),
    city: z
      .strictObject({
        grid: z.enum(["square"]).describe("square: one tile per cell of a square grid; a new tile shares a full edge with a tile of the city."),
        overlappingDistricts: z.boolean().describe("Whether a tile may belong to several districts (2×2 blocks) of the city."),
      })
      .describe("The city."),
    endConditions: z.array(EndConditionSchema).min(1).describe("Checked at the end of every round; the game ends when one holds."),
    finalScoring: z
      .strictObject({
        vpPerGold: count("VP for each unspent Gold."),
        advisorRow: z.boolean().describe("Whether the VP beside the rightmost occupied Advisor space is scored."),
        templesScored: z.number().int().min(0).max(3).describe("How many temple tracks score: the player's lowest ones."),
        seatDiceTimesTower: z.boolean().describe("Whether each seat die scores its value times the height of the tower of its colour."),
        tieBreak: z
          .enum(["city-tiles", "building-tiles"])
          .describe("Among tied players, most tiles wins: city-tiles counts every tile (Farms, Agora and Palace included); building-tiles only coloured buildings. Still tied: a shared win."),
      })
      .describe("Scoring at the end of the game."),
  })
  .describe("The rules of Origins, as numbers and choices.");
export type Rules = z.infer<typeof RulesSchema>;
