/** The colours, the components, and setting a game up by player count (the solo training mode included). */
import { z } from "zod";
import { AmountSchema, COLOURS, IdSchema } from "./common";

const count = (what: string) => z.number().int().min(0).describe(what);
const positive = (what: string) => z.number().int().min(1).describe(what);

export const ColourDefSchema = z
  .strictObject({
    name: z.string().min(1).describe("Display name (English)."),
    nameFr: z.string().min(1).optional().describe("Name in the French edition."),
    code: z.string().regex(/^[A-Z]$/, "must be one upper-case letter").describe("The letter district patterns use for this colour."),
    hex: z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour such as #c8372d").describe("Display colour (sRGB hex)."),
  })
  .describe("How a game colour is shown.");

/** One entry per game colour (all five are required). */
export const ColoursSchema = z.record(z.enum(COLOURS), ColourDefSchema).describe("The five game colours, keyed by colour id.");

export const ComponentsSchema = z
  .strictObject({
    citizenDicePerColour: positive("Citizen dice of each colour in the box."),
    orators: z
      .strictObject({
        dice: positive("Orator dice in the box."),
        faces: z.array(positive("A face's value.")).length(6).describe("The six faces of an Orator die."),
      })
      .describe("The white Orator dice."),
    floorsPerColour: positive("Tower floors of each colour in the box."),
    buildingTilesPerColour: positive("Building tiles of each colour (the copies of its buildings add up to this)."),
    superiorityTokens: z
      .union([positive("Tokens in the box."), z.literal("unlimited")])
      .describe("Superiority tokens: how many may be in play at once, or unlimited."),
  })
  .describe("What is in the box, where it limits play.");
export type Components = z.infer<typeof ComponentsSchema>;

export const PlayerCountSetupSchema = z
  .strictObject({
    citizenDicePerColour: positive("Citizen dice kept of each colour (the rest go back to the box)."),
    oratorDice: count("Orator dice rolled onto Orator recruitment."),
    districtCards: positive("District cards dealt face up."),
  })
  .describe("What changes with the number of players.");

export const SetupSchema = z
  .strictObject({
    players: z
      .strictObject({ min: positive("Fewest players (1: the solo training mode)."), max: positive("Most players.") })
      .describe("How many may play."),
    byPlayers: z
      .record(z.string().regex(/^[1-9]$/, "must be a player count such as 3"), PlayerCountSetupSchema)
      .describe("The setup table, keyed by player count; every count the game allows needs an entry."),
    startingResources: AmountSchema.describe("Resources each player starts with."),
    districtCardGold: count("Gold put on each district card dealt."),
    floorReserve: z
      .strictObject({
        perColour: count("Floors of each colour in the reserve."),
        perTowerIcon: count("More floors of a colour for each of its tower icons on the dealt district cards."),
      })
      .describe("The floor reserve on the main board."),
    market: z
      .strictObject({
        wisdom: z.array(count("Wisdom beside this slot.")).min(1).describe("Wisdom beside each market slot, top slot first (one slot per colour)."),
        emptyPile: z
          .enum(["slot-stays-empty"])
          .describe("When the pile of the colour to refill with is empty: slot-stays-empty (the bottom slot stays empty until a tile slides into it)."),
      })
      .describe("The building market: a column of slots; taking a tile slides the tiles below it up and refills the bottom slot from the taken tile's pile."),
    citizenRecruitment: z
      .strictObject({
        wisdom: z.array(count("Wisdom under this slot.")).min(1).describe("Wisdom under each recruitment slot, leftmost first (one slot per colour)."),
        rerollSixes: z.boolean().describe("Whether a die rolled into recruitment is re-rolled until it shows 1–5."),
        emptyReserve: z
          .enum(["slot-stays-empty"])
          .describe("When no reserve die of the taken colour is left: slot-stays-empty (and the end condition on citizens holds)."),
      })
      .describe("Citizen recruitment: a row of slots; taking a die slides the rest left and rolls a die of its colour into the rightmost slot."),
    startingFreemen: z
      .strictObject({
        dicePerColour: positive("Dice of each colour rolled for the draft (6s re-rolled)."),
        draft: z.enum(["snake"]).describe("snake: one each clockwise from the first player, then one each counter-clockwise from the last."),
      })
      .describe("The starting draft: each player takes two dice onto the two free bases."),
    playerFloorsPerColour: count("Floors of each colour each player puts on the Palace (the towers' starting height)."),
    meetingPlaceStartValue: z.number().int().min(1).max(6).describe("The value every mothership starts on."),
  })
  .describe("Setting a game up.");
export type Setup = z.infer<typeof SetupSchema>;

export const SoloSchema = z
  .strictObject({
    rounds: positive("Rounds of a solo game (no end condition applies)."),
    startingFreemen: z
      .strictObject({
        dicePerColour: positive("Dice of each colour rolled (6s re-rolled)."),
        dropHighest: count("Highest dice set aside (the player chooses among ties)."),
        keep: positive("Dice the player keeps among the rest."),
      })
      .describe("The solo player's starting Freemen."),
    neighbourIncrease: z
      .strictObject({
        enabled: z.boolean().describe("Whether each visit also raises a neighbouring meeting place (left or right, not one at 6)."),
        superiorityMayFreeze: z.boolean().describe("Whether a Superiority token may instead keep every meeting place's value that turn."),
      })
      .describe("Each visit also raises a neighbour."),
    dummyMarker: z
      .strictObject({
        fromRound: positive("The first round at whose start the dummy marker moves."),
        beforeThreshold: z.enum(["round-number"]).describe("round-number: at the start of round n it moves to the space just before threshold n."),
      })
      .describe("The dummy opponent on the military track."),
    zodiacKept: count("Zodiac cards the player keeps at each round's end (drawn at random); the rest go back to their temples. Cards come only from the temple action."),
    target: z
      .strictObject({
        vp: count("The score to reach."),
        perPlacement: count("More VP to reach for each placement that holds."),
        placements: z
          .array(
            z.strictObject({
              bonusTile: IdSchema.describe("A bonus tile (an id of `bonusTiles`)."),
              meetingPlace: positive("A meeting place, 1 for the leftmost."),
            }),
          )
          .describe("Bonus tiles on these meeting places make the target higher."),
      })
      .describe("The score the solo player aims at."),
  })
  .describe("The solo training mode: what differs from the normal setup and play.");
export type Solo = z.infer<typeof SoloSchema>;
