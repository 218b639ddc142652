/**
 * A move family: everything about one kind of move (`build`, `convert`, `connect`, ...) in one
 * object — how `legalMoves` lists it, how `apply` checks and does it, how the notation reads and
 * writes it, and the sentence the studio shows for it. The registry (`./index.ts`) holds one per
 * move type; `legalMoves`, `applyInPlace`, `parseCommand`, `formatCommand` and `moveLabel` are
 * assembled from it, so a family missing a part fails to compile.
 */
import type { Catalog } from "../catalog";
import type { Env } from "../rules/env";
import type { Move, MoveType } from "../rules/moves";
import type { Rejection } from "../rules/result";
import { cloneState } from "../rules/state";
import type { Listing } from "./listing";

export type MoveOf<T extends MoveType> = Extract<Move, { type: T }>;

/** A command of the notation, as the registry hands it to the families that read its first word. */
export interface Command {
  /** The command as written (trimmed), without the line's `Faction:` prefix. */
  readonly text: string;
  /** Its first word in lower case (`build`, `drop-faction`), or `+` / `-` for a gain or a loss. */
  readonly verb: string;
  /** The faction of the line's prefix (lower case); "" when the line has none (a moderator's command). */
  readonly faction: string;
  /** A gain or a loss (`+2TW5`, `-1w`, `+FIRE`): what `+`/`-` families read; undefined for other commands. */
  readonly gain: Gain | undefined;
}

export interface Gain {
  readonly sign: 1 | -1;
  /** The number written (1 when none). */
  readonly count: number;
  /** The word, upper-cased (`TW5`, `W`, `FIRE`). */
  readonly word: string;
  /** The word as written (for messages). */
  readonly written: string;
  /** What follows a colon, as written (`+FAV13: priest to water`: "priest to water"); undefined when none. */
  readonly option?: string;
}

/** A command the family recognises but cannot read (the message says why). */
export interface ParseError {
  readonly error: string;
}

/**
 * When `legalMoves` lists a kind of move, as a mask of these stages (one stage holds for a player
 * at a time; see `stageOf` in `rules/legal.ts`).
 */
export const STAGE = {
  /** Setup: placing the initial dwellings. */
  setupDwellings: 1,
  /** Setup: picking the bonus cards. */
  setupBonus: 2,
  /** A double turn whose first action was passing: only passing again is offered. */
  passedAgain: 4,
  /** Someone else's turn, or outside the action phase: what the player owes (tiles, cult steps, spades, bridges). */
  aside: 8,
  /** The player's own turn in the action phase (or the last player still in the round). */
  turn: 16,
  /** Setup, before the initial dwellings: picking terrain colours and starting tiles (Fire & Ice). */
  setupChoices: 32,
  /** The player owes cult steps for a volcano (Acolytes): only giving them up. */
  volcanoDebt: 64,
  /**
   * Added to the player's stage while they owe a variable faction's choice (a colour to unlock or a
   * priest, a leech token, a new colour): the families answering it are listed only then, so the
   * kinds of move listed to everyone else stay what they were.
   */
  variableChoice: 128,
  /** Setup, after the initial dwellings: placing the docks (Merchants of the Seas). */
  setupDocks: 256,
  /** Setup, before anything else: nominating and bidding for factions (the faction auction, Fire & Ice variant). */
  setupAuction: 512,
} as const;

/** Every stage but the faction auction's (nothing else is listed while factions are bid for). */
export const EVERY_STAGE = 511;

/** Who writes a command's first word: a player (the line must name a faction) or the moderator (no faction needed). */
export type Writer = "player" | "moderator";

export interface MoveFamily<T extends MoveType = MoveType> {
  readonly type: T;

  /** The stages in which `legalMoves` asks `list` for moves (a mask of `STAGE`; 0: never listed). */
  readonly listed: number;
  /**
   * Add the legal moves of this kind to the listing (`l.out`), in their simplest form. Called only
   * in the stages of `listed`.
   */
  list(l: Listing): void;
  /**
   * Whether the family can list a move at all in games of this catalog (absent: yes). A family of
   * an expansion (Merchants of the Seas' ships, merchants, trades) says no in games without it, and
   * a stage's kinds leave it out in those games (`withKinds`, `legalMoves`: `list` is not called).
   */
  readonly listsIn?: (catalog: Catalog) => boolean;

  /**
   * Whether `apply` would accept the move now, changing nothing (as the dispatcher calls it: after
   * the previous player's turn has ended).
   */
  check(env: Env, seat: number, move: MoveOf<T>): Rejection | undefined;
  /** Check the move and do it (a refusal changes nothing). The dispatcher ends turns and steps the flow around it. */
  apply(env: Env, seat: number, move: MoveOf<T>): Rejection | undefined;

  /**
   * The first words of the commands this family reads, with who writes them; `+` and `-` for
   * gains and losses (`+FAV1`, `-1w`: a player's). Families sharing a word are asked in the
   * registry's order.
   */
  readonly verbs: Readonly<Record<string, Writer>>;
  /** Read a command whose first word is one of `verbs`: the move, an error, or undefined (not this family's). */
  parse(c: Command): MoveOf<T> | ParseError | undefined;
  /** The command in terra.snellman.net notation, without the `faction:` prefix. */
  format(move: MoveOf<T>): string;

  /** The move in words, for the studio's buttons, menus and log. */
  label(catalog: Catalog, move: MoveOf<T>): string;
}

/**
 * A check for families whose rules only `apply` states: apply the move to a copy of the state and
 * report its refusal (for studio and tool use, not the hot path).
 */
export function checkOnCopy<M extends Move>(apply: (env: Env, seat: number, move: M) => Rejection | undefined): (env: Env, seat: number, move: M) => Rejection | undefined {
  return (env, seat, move) => apply({ catalog: env.catalog, rules: env.rules, board: env.board, factions: env.factions, state: cloneState(env.state) }, seat, move);
}

export function needsFaction(c: string): ParseError {
  return { error: `'${c}' needs a faction (write "Faction: ${c}")` };
}
