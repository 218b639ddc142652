/**
 * Building tiles (a building on the front, a Farm on the back) and the two grey starting tiles every
 * player begins with: the Agora and the Palace.
 */
import { z } from "zod";
import { ColourSchema } from "./common";
import { StepsSchema } from "./effects";

const names = {
  name: z.string().min(1).describe("Display name (English)."),
  nameFr: z.string().min(1).optional().describe("Name printed in the French edition."),
};

export const BuildingSchema = z
  .strictObject({
    ...names,
    colour: ColourSchema,
    stone: z.number().int().min(0).describe("Stone cost printed on the tile (1–3 in the printed game)."),
    copies: z.number().int().min(1).describe("Tiles of this building in its colour's pile."),
    text: z.string().min(1).describe("The ability as printed, in English."),
    ability: StepsSchema.min(1).describe("What activating the building does, in order (optional for the player, as a whole)."),
  })
  .describe("A building tile: name, colour, Stone cost, copies and ability.");
export type Building = z.infer<typeof BuildingSchema>;

/** A cell of a player's city: rows grow downwards, columns to the right. */
export const CellSchema = z
  .strictObject({
    row: z.number().int().describe("Row (0 is the Agora's; larger is lower)."),
    column: z.number().int().describe("Column (larger is further right)."),
  })
  .describe("A cell of the city's square grid.");
export type Cell = z.infer<typeof CellSchema>;

export const AgoraSchema = z
  .strictObject({
    ...names,
    position: CellSchema.describe("Where the Agora starts in every city."),
    text: z.string().min(1).describe("The ability, in English."),
    ability: StepsSchema.describe("What activating the Agora does."),
    activation: z
      .enum(["adjacent-seat", "never"])
      .describe("adjacent-seat: activated whenever a district is completed on a seat next to it, whatever the die's colour; never: it has no ability."),
  })
  .describe("The Agora: a grey starting tile, no cost.");

export const PalaceSchema = z
  .strictObject({
    ...names,
    position: CellSchema.describe("Where the Palace starts in every city."),
    text: z.string().min(1).describe("What the tile does, in English."),
    floorCost: z
      .strictObject({ goldPerFloorHeight: z.number().int().min(0).describe("Gold per floor already in the tower.") })
      .describe("What raising a tower costs: Gold equal to this times the tower's current height."),
  })
  .describe("The Palace: a grey starting tile, no cost and no ability; it holds one tower per colour (its starting height is setup.playerFloorsPerColour).");

export const StartingTilesSchema = z
  .strictObject({ agora: AgoraSchema, palace: PalaceSchema })
  .describe("The grey tiles every city starts with.");
export type StartingTiles = z.infer<typeof StartingTilesSchema>;
