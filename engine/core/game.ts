/**
 * The game-module contract: what a game brings to the studio.
 *
 * The core keeps what every game shares — the pack envelope and its migrations (`envelope.ts`),
 * ids (`ids.ts`), seeded randomness (`random.ts`), and, in the app, revisions, diff, fork, sessions
 * and replay storage. A game module provides everything that depends on the rules: its pack schema
 * and compile step, setup, moves, flow machine, notation, bots and views. `engine/games/index.ts`
 * registers the modules; the studio's pages, API, storage, playtest table and CLI look a module up by
 * the game a pack names (`manifest.game`).
 *
 * The types are generic in what a game means by a pack, a catalog, a setup, a state and a move;
 * code that serves every game holds an `AnyGameModule` and treats those as opaque values it passes
 * back to the same module.
 */
import type { AnyStateMachine } from "xstate";
import type { z } from "zod";

/** A problem in a pack, at a dotted path of the document. */
export interface PackIssue {
  readonly path: string;
  readonly message: string;
  readonly code: string;
}

/** What a game means by its things: the type parameters of a module. */
export interface GameTypes {
  /** A pack as parsed by the game's schema. */
  pack: { manifest: { id: string; game: string } };
  /** A pack with its parent merged in, ready to compile. */
  resolved: unknown;
  /** What the rules read at run time, compiled once per pack revision. */
  catalog: unknown;
  /** How a game starts: players and options. */
  setup: unknown;
  /** A game in progress: plain serialisable data. */
  state: unknown;
  /** One player's or the moderator's move. */
  move: unknown;
}

export type Refusal = { ok: false; code: string; message: string };
export type Outcome<T> = ({ ok: true } & T) | Refusal;

export type PackValidationOf<T extends GameTypes> =
  | { ok: true; pack: T["pack"]; resolved: T["resolved"]; issues: [] }
  | { ok: false; pack?: T["pack"]; issues: PackIssue[] };

/** How hard a bot plays: strength levels 1 (fastest) to `levels`, and the level used when none is asked for. */
export interface BotStrength {
  readonly levels: number;
  readonly default: number;
  /** What a level does, for lists and batch records (e.g. "4 candidates, 24-move play-outs"). */
  describe(level: number): string;
}

/** A bot's settings for one game (a batch records them with its results). */
export interface BotSettings {
  /** A strength level of the bot (see `Bot.strength`); bots without levels ignore it. */
  strength?: number;
}

/** A bot: chooses one of the legal moves (seeded, so games replay exactly). */
export interface Bot<T extends GameTypes> {
  readonly name: string;
  readonly description: string;
  /** The strength levels the bot offers; a bot without it plays one way. */
  readonly strength?: BotStrength;
  choose(catalog: T["catalog"], state: T["state"], player: string, rng: number, settings?: BotSettings): { move: T["move"]; rng: number } | undefined;
}

/**
 * The strength level a bot plays at when `requested` is asked for: the bot's default when nothing
 * is asked; 1 for a bot without levels (which accepts only 1). Throws, naming the bot and its
 * levels, for a level it does not have.
 */
export function strengthOf(bot: { readonly name: string; readonly strength?: BotStrength }, requested?: number): number {
  const levels = bot.strength?.levels ?? 1;
  if (requested === undefined) return bot.strength?.default ?? 1;
  if (!Number.isInteger(requested) || requested < 1 || requested > levels)
    throw new RangeError(`bot ${bot.name} has strength levels 1 to ${levels}, not ${requested}`);
  return requested;
}

/** A bot named as `name` or `name:level` (e.g. `strong:2`), resolved against a game's bots. */
export interface BotChoice<B> {
  /** The name as given, with the level made explicit when the bot has levels (`strong:2`). */
  readonly label: string;
  readonly bot: B;
  readonly strength: number;
  /** What the level does, for bots with levels. */
  readonly setting?: string;
}

/**
 * Resolve `name` or `name:level` among `bots`: the bot, its strength level and a label batches and
 * matches record; or a sentence saying what is wrong (unknown bot, a level that is not a whole
 * number or not one of the bot's).
 */
export function botChoice<B extends { readonly name: string; readonly strength?: BotStrength }>(
  bots: Readonly<Record<string, B>>,
  spec: string,
): { ok: true; choice: BotChoice<B> } | { ok: false; message: string } {
  const [name = "", level, ...rest] = spec.trim().split(":");
  const bot = Object.hasOwn(bots, name) ? bots[name] : undefined;
  if (!bot) return { ok: false, message: `there is no bot "${name}" (bots: ${Object.keys(bots).join(", ")})` };
  if (rest.length > 0 || (level !== undefined && !/^\d+$/.test(level))) return { ok: false, message: `the strength of ${name} must be a whole number, not "${spec.slice(name.length + 1)}"` };
  try {
    const strength = strengthOf(bot, level === undefined ? undefined : Number(level));
    const label = bot.strength ? `${name}:${strength}` : name;
    return { ok: true, choice: { label, bot, strength, ...(bot.strength ? { setting: bot.strength.describe(strength) } : {}) } };
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
}

export interface GameModule<T extends GameTypes = GameTypes> {
  /** The id packs name in `manifest.game`. */
  readonly id: string;
  readonly name: string;
  readonly description: string;

  readonly pack: {
    /** The Zod schema of the game's packs (the core's envelope, extended). */
    readonly schema: z.ZodType;
    /** Sections of the pack that hold entries keyed by id (diff, fork, the editors' lists). */
    readonly sections: readonly string[];
    /** The JSON Schema the studio publishes for editors. */
    jsonSchema(): Record<string, unknown>;
    /** Migrate, parse, merge with the parent pack and check cross-references. */
    validate(doc: unknown, options?: { resolveParent?: (id: string) => T["pack"] | undefined }): PackValidationOf<T>;
    compile(resolved: T["resolved"]): T["catalog"];
  };

  readonly setup: {
    /** Start a game. */
    create(catalog: T["catalog"], setup: T["setup"]): Outcome<{ state: T["state"] }>;
    /** Who sits at the table, by the ids moves name them with. */
    players(state: T["state"]): string[];
  };

  readonly moves: {
    /** A new state after the move (the input is left alone), or why the move is refused. */
    apply(catalog: T["catalog"], state: T["state"], move: T["move"]): Outcome<{ state: T["state"] }>;
    /** Every move the player may make now. */
    legal(catalog: T["catalog"], state: T["state"], player: string): T["move"][];
    /** Players who may move now (the active player and those owing an answer). */
    toMove(state: T["state"]): string[];
  };

  readonly flow: {
    /** The XState machine that is the one definition of the game's flow. */
    readonly machine: AnyStateMachine;
    /** The machine state a game is in (a state id of `machine`). */
    stateOf(state: T["state"]): string;
  };

  readonly notation: {
    formatMove(move: T["move"]): string;
    /**
     * One move typed in the notation (a command box, a line of a log): the move, or a sentence saying
     * what is wrong with the text. `player` is whose move it is when the text names nobody.
     */
    parseMove(text: string, player?: string): { ok: true; move: T["move"] } | { ok: false; message: string };
    /** A whole game as text: the setup, then every move. */
    formatLog(setup: T["setup"], moves: readonly T["move"][], catalog?: T["catalog"]): string;
    /** Replay a game written in the notation: the state after the last line, or the first bad line. */
    replay(text: string, catalog: T["catalog"]): Outcome<{ state: T["state"]; setup: T["setup"]; moves: readonly { line: number; move: T["move"] }[] }> | (Refusal & { line: number });
  };

  readonly bots: Readonly<Record<string, Bot<T>>>;

  readonly views: {
    /** Who is ahead: each player's score, for tables and charts. */
    scores(state: T["state"]): { player: string; vp: number }[];
    /** Whether the game is over. */
    finished(state: T["state"]): boolean;
    /** The round (or turn) the game is in, for lists and headers. */
    round(state: T["state"]): number;
    /** A summary of a finished game, in the game's reference shape. */
    summary(state: T["state"]): unknown;
  };

  /** What the balance lab needs to play batches of bot games (`engine/core/lab`); optional. */
  readonly lab?: LabSupport<T>;
}

/** A game's part in the balance lab: the setup of each game of a batch, and scores by source. */
export interface LabSupport<T extends GameTypes> {
  /**
   * The setup of one game of a batch: `players` seats on `map` with `options`, the players drawn
   * with `seed` (or `players` given by id, in seating order), so a batch replays exactly.
   */
  setupFor(catalog: T["catalog"], table: { players: number; map: string; options: readonly string[]; seed: number; fixed?: readonly string[] }): T["setup"];
  /** A player's final score by source (the sources sum to the score). */
  vpBySource(state: T["state"], player: string): Record<string, number>;
  /**
   * Who a result is about, when not the id moves name the player with: read off the game as set up
   * (`state` before any move). Origins: the player's place in the first round's turn order ("1st"),
   * since its players are alike but for that. Undefined: the player's id (a faction in Terra Mystica).
   */
  playerOf?(state: T["state"], player: string): string;
  /** What a result's player is, in words, for tables and charts ("faction" when not given). */
  readonly playerNoun?: string;
  /** What the seats of a result are, for the per-seat chart ("seat 1 starts" when not given). */
  readonly seatNote?: string;
  /** The game has one board: the lab names no map in its figures. */
  readonly oneBoard?: boolean;
  /**
   * The pack's own starting VP by player on `map` with the batch's variants (`options`), when it
   * prints a table there (Merchants of the Seas per map, the 2017 variant per faction), so the lab
   * can set its suggestion beside it; undefined otherwise.
   */
  printedStartingVp?(catalog: T["catalog"], map: string, options?: readonly string[]): Record<string, number> | undefined;
}

/** A module of any game, for code that serves every game. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameModule = GameModule<any>;

/** Declare a module (checks it against the contract, keeps its precise types). */
export function defineGame<T extends GameTypes>(module: GameModule<T>): GameModule<T> {
  return module;
}
