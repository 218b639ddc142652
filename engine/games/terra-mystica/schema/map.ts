/**
 * Map schema: a hex board stored as readable rows of terrain codes.
 *
 * Each row is a string of space-separated cells: D desert, P plains, S swamp, L lakes, F forest,
 * M mountains, W wasteland, `~` river, `.` off the board. Rows are lettered A.. from the top and
 * land hexes are numbered 1.. from the left within their row (river and off-board cells get no
 * number), as on terra.snellman.net. Rows named by `offset` are shifted half a hex to the right.
 * The engine (engine/games/terra-mystica/map) derives coordinates, neighbours and the default bridge slots.
 */
import { z } from "zod";

export const MAP_CELL_CODES = ["D", "P", "S", "L", "F", "M", "W", "~", "."] as const;

/** A land hex coordinate as on terra.snellman.net: row letter(s) then column number. */
export const HexRefSchema = z
  .string()
  .regex(/^[A-Z]{1,2}[1-9][0-9]*$/, "must be a land hex coordinate such as E7")
  .describe("A land hex coordinate: row letter (A = top) and column number over land hexes, e.g. E7.");

export const HexPairSchema = z.tuple([HexRefSchema, HexRefSchema]).describe("Two land hexes.");

const RowSchema = z
  .string()
  .regex(
    /^\s*[DPSLFMW~.](\s+[DPSLFMW~.])*\s*$/,
    "must be cells separated by spaces, each one of D P S L F M W (terrains), ~ (river), . (off board)",
  )
  .describe("One row, left to right: D P S L F M W for the terrains, ~ river, . off the board.");

export const MapSchema = z
  .strictObject({
    name: z.string().min(1).describe("Display name."),
    description: z.string().optional().describe("What the map is and where it comes from."),
    author: z.string().optional(),
    offset: z
      .enum(["odd", "even"])
      .default("odd")
      .describe("Which rows are shifted half a hex to the right: odd (B, D, ... as on the original board) or even (A, C, ...)."),
    rows: z.array(RowSchema).min(1).describe("The board, top row first."),
    bridgeSlots: z
      .strictObject({
        added: z.array(HexPairSchema).default([]).describe("Slots added to the ones derived from the geometry."),
        removed: z.array(HexPairSchema).default([]).describe("Derived slots that this board does not have."),
      })
      .optional()
      .describe(
        "Bridge slots differing from the derived ones (two land hexes two apart whose two shared neighbours are river or off the board).",
      ),
    canals: z
      .array(HexPairSchema)
      .optional()
      .describe("Canals (Merchants of the Seas): edges between two adjacent land hexes that link the river on both sides."),
    snellmanMapId: z
      .string()
      .regex(/^[0-9a-f]{40}$/)
      .optional()
      .describe("The map id terra.snellman.net computes (SHA-1 of its terrain string), when known."),
  })
  .describe("A hex board.");
export type MapDoc = z.infer<typeof MapSchema>;
export type MapInput = z.input<typeof MapSchema>;
