/** The main board's actions: the ten main actions, their pairing on the five meeting places, and the bonus action tiles. */
import { z } from "zod";
import { AmountSchema, ColourSchema, IdSchema } from "./common";
import { StepsSchema } from "./effects";

export const MainActionSchema = z
  .strictObject({
    name: z.string().min(1).describe("Display name (English)."),
    text: z.string().min(1).describe("What the action does, as printed (English)."),
    cost: AmountSchema.optional().describe("Paid before the effects; the action cannot be done without it."),
    effects: StepsSchema.min(1).describe("What the action does, in order."),
  })
  .describe("A main action printed on a meeting place.");
export type MainAction = z.infer<typeof MainActionSchema>;

export const MeetingPlaceSchema = z
  .strictObject({
    top: IdSchema.describe("The main action printed at the top (an id of `mainActions`)."),
    bottom: IdSchema.describe("The main action printed at the bottom (an id of `mainActions`)."),
  })
  .describe("A meeting place: two main actions; a visitor does one (a value-6 Freeman may do both).");
export type MeetingPlace = z.infer<typeof MeetingPlaceSchema>;

export const BonusTileSchema = z
  .strictObject({
    name: z.string().min(1).describe("Display name (English)."),
    colour: ColourSchema.describe("The tile's colour: a worker of this colour may do the bonus action; the mothership of this colour sits on it."),
    text: z.string().min(1).describe("What the bonus action does (English)."),
    cost: AmountSchema.optional().describe("Paid before the effects."),
    effects: StepsSchema.min(1).describe("What the bonus action does, in order."),
  })
  .describe("A bonus action tile, dealt at random onto a meeting place.");
export type BonusTile = z.infer<typeof BonusTileSchema>;
