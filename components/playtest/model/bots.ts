/**
 * Bots at the table: which seat a bot moves next and with what move. Power offers and owed
 * decisions of bot seats are answered first, then the bot whose turn it is acts. Random bots draw
 * from a generator seeded by the game's seed and the move number, so a game re-run with the same
 * seed and the same moves by people plays the same.
 */
import { chooseHeuristicMove, chooseMove, draw, type Catalog, type GameState, type Move } from "@/engine";
import type { BotId, Seat } from "@/lib/playtest/schema";
import { turnView, type TurnView } from "./turns";

export interface BotTurn {
  seat: number;
  move: Move;
}

/** The generator state for the random bot's `index`-th move of a game with this seed. */
export function botRng(seed: number, index: number): number {
  return draw(((seed >>> 0) ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0).rng;
}

/** A bot's move among `moves` (the seat's legal moves). */
export function botMove(bot: BotId, catalog: Catalog, state: GameState, seat: number, moves: Move[], seed: number, index: number): Move | undefined {
  if (bot === "random") return chooseMove(moves, botRng(seed, index), undefined, undefined, { catalog, state }).move;
  return chooseHeuristicMove(catalog, state, state.players[seat]!.faction, moves);
}

export interface BotOptions {
  seed: number;
  /** Number of moves played so far (seeds the random bot). */
  index: number;
  /** Let bots play the people's seats too (the heuristic bot takes them). */
  everySeat?: boolean;
}

/** Whether a person sits at the seat (and bots do not play it for them). */
function personAt(seats: readonly Seat[], seat: number, options: BotOptions): boolean {
  return !options.everySeat && seats[seat]?.control !== "bot";
}

/** The next move a bot makes, or undefined when a person has to act (or the game is over). */
export function nextBotTurn(catalog: Catalog, state: GameState, seats: readonly Seat[], options: BotOptions, view: TurnView = turnView(catalog, state)): BotTurn | undefined {
  const botOf = (seat: number): BotId | undefined => {
    const s = seats[seat];
    if (s?.control === "bot") return s.bot ?? "heuristic";
    return options.everySeat ? "heuristic" : undefined;
  };
  // A person's open decision (a power offer, an owed tile) is theirs to answer first.
  if (view.deciding.some((seat) => personAt(seats, seat, options))) return undefined;
  const order = [...view.deciding, ...(view.mover >= 0 ? [view.mover] : [])];
  for (const seat of order) {
    const bot = botOf(seat);
    if (!bot) continue;
    const move = botMove(bot, catalog, state, seat, view.moves[seat]!, options.seed, options.index);
    if (move) return { seat, move };
  }
  return undefined;
}
