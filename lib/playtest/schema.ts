/**
 * The playtest session's shapes, one Zod schema each, shared by the route handlers and the client
 * forms: who sits at each seat, a new game, an imported log, a save; and a seat as stored.
 */
import { z } from "zod";

/** The bots a seat can be given. */
export const BOT_IDS = ["heuristic", "random"] as const;
export type BotId = (typeof BOT_IDS)[number];

export const BOT_LABELS: Record<BotId, string> = {
  heuristic: "Heuristic bot",
  random: "Random bot",
};

/** How a seat's faction is decided: a faction id, drawn with the seed, or picked at the table. */
export const FACTION_RANDOM = "random";
export const FACTION_AT_TABLE = "table";

export const SeatSchema = z.strictObject({
  control: z.enum(["human", "bot"]).describe("A person at the screen, or a bot."),
  bot: z.enum(BOT_IDS).optional().describe("Which bot plays the seat (bots only; heuristic by default)."),
  name: z.string().trim().max(40).optional().describe("Who sits there, for the table."),
  faction: z.string().min(1).optional().describe("The faction kept for the seat (named or drawn when the game was created)."),
});
export type Seat = z.infer<typeof SeatSchema>;

export const SeatsSchema = z.array(SeatSchema).min(1).max(9);

/**
 * A seat as the studio stores it (a session's `seats` column): what SeatSchema accepts and what the
 * server writes for it — a bot's kind, a name (a faction's for imported games), the faction kept.
 */
export const StoredSeatSchema = z.object({
  control: z.enum(["human", "bot"]),
  bot: z.enum(BOT_IDS).optional(),
  name: z.string().optional(),
  faction: z.string().min(1).optional(),
});
export type StoredSeat = z.infer<typeof StoredSeatSchema>;

/** A pack revision number (the database stores 32-bit integers). */
export const RevisionSchema = z.number().int().min(1).max(2 ** 31 - 1);

/** Largest seed: the engine's generator takes 32-bit unsigned seeds. */
export const MAX_SEED = 0xffffffff;
export const SeedSchema = z.number().int().min(1).max(MAX_SEED);

export const NewGameSchema = z.strictObject({
  kind: z.literal("play"),
  /** The game the pack is for (Terra Mystica when omitted). */
  game: z.literal("terra-mystica").optional(),
  packId: z.string().min(1),
  /** Revision number (the head when omitted). */
  revision: RevisionSchema.optional(),
  map: z.string().min(1),
  options: z.array(z.string().min(1)).max(20).default([]),
  /** The final-scoring tiles played, chosen (drawn with the seed when omitted, if a variant puts some in play). */
  finalScoring: z.array(z.string().min(1)).max(4).optional(),
  seed: SeedSchema,
  seats: z
    .array(SeatSchema.extend({ faction: z.string().min(1).describe(`A faction id, "${FACTION_RANDOM}" or "${FACTION_AT_TABLE}".`) }))
    .min(2)
    .max(9),
  name: z.string().trim().max(80).optional(),
});
export type NewGame = z.infer<typeof NewGameSchema>;

/** Largest log accepted (a full 5-player game is about 15 kB). */
export const MAX_LOG_BYTES = 512 * 1024;

export const ImportSchema = z.strictObject({
  kind: z.literal("import"),
  packId: z.string().min(1),
  revision: RevisionSchema.optional(),
  log: z.string().min(1).max(MAX_LOG_BYTES),
  name: z.string().trim().max(80).optional(),
});
export type ImportRequest = z.infer<typeof ImportSchema>;

/**
 * A new game of Origins: First Builders: 1 to 4 seats (1 is the solo training mode; the pack's
 * setup says which counts it plays), people or bots, and the seed every die and shuffle comes from.
 */
export const OriginsNewGameSchema = z.strictObject({
  kind: z.literal("play"),
  game: z.literal("origins"),
  packId: z.string().min(1),
  revision: RevisionSchema.optional(),
  seed: SeedSchema,
  seats: z.array(SeatSchema.omit({ faction: true })).min(1).max(4),
  name: z.string().trim().max(80).optional(),
});
export type OriginsNewGame = z.infer<typeof OriginsNewGameSchema>;

/** A new game of either game (by `game`), or an imported log. */
export const CreateSessionSchema = z.discriminatedUnion("kind", [z.discriminatedUnion("game", [NewGameSchema, OriginsNewGameSchema]), ImportSchema]);

export const SaveSessionSchema = z.strictObject({
  log: z.string().max(MAX_LOG_BYTES),
  /** Seats may change hands during a game (a person takes over from a bot). */
  seats: SeatsSchema.optional(),
  name: z.string().trim().max(80).optional(),
  /** The number of moves the edit started from: the save is refused (409) if the session has moved on. */
  baseMoves: z.number().int().min(0),
  /** The session's version the edit started from (optional; the check is then exact). */
  baseVersion: z.number().int().min(0).optional(),
});
export type SaveSession = z.infer<typeof SaveSessionSchema>;

export const BranchSchema = z.strictObject({
  /** Keep this many moves of the session's line. */
  at: z.number().int().min(0),
});
