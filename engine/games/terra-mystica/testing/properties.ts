/**
 * The property test of self-play: a seeded game between random bots is played to the end, every
 * invariant (`checkInvariants`) is checked after every move, and the game's log, written in
 * terra.snellman.net notation, is replayed to the same final state. A failure is a sentence that
 * names the seed and the move, followed by the log up to that move.
 */
import { rulesFor, type Catalog } from "../catalog";
import { factionsForSeed, playSelfPlay } from "../bots/selfplay";
import { formatLog, formatMove } from "../notation/format";
import { replay } from "../notation/replay";
import type { Move, MoveType } from "../rules/moves";
import type { GameState } from "../rules/state";
import { summarize } from "../rules/summary";
import { checkInvariants, powerTokens } from "./invariants";

/** Players of game `seed`: 2 to 5 in turn. */
export function playersForSeed(seed: number): number {
  return 2 + (seed % 4);
}

export interface CheckedGame {
  factions: string[];
  moves: number;
  kinds: Set<MoveType>;
  /** Merchants of the Seas: shipyards built (`upgrade … to SY`) and Build a ship actions taken. */
  shipyards: number;
  builtShips: number;
  /** The first problem, with the log so far; undefined when the game passed every check. */
  failure?: string;
}

/**
 * Every invariant (`checkInvariants`) after every move of a game, as a self-play `onMove` hook:
 * `broken()` gives the first move that broke one, with its problems. `factions` are the game's
 * factions when known at the start (their power tokens are the first ones compared); with an
 * auction, checks start once the players have their factions.
 */
export function invariantWatch(catalog: Catalog, factions?: readonly string[]) {
  let tokens: number[] | undefined = factions?.map((id) => {
    const { bowl1, bowl2, bowl3 } = catalog.factions[id]!.power;
    return bowl1 + bowl2 + bowl3;
  });
  let finished = false;
  let broken: { move: number; problems: string[] } | undefined;
  return {
    onMove(state: GameState, move: Move, i: number) {
      if (broken) return;
      // During the auction the players have no faction: nothing to check yet.
      if (state.phase === "setup-auction") return;
      tokens ??= state.players.map(powerTokens);
      const problems = checkInvariants(catalog, state, { tokens, finished, move });
      if (problems.length > 0) broken = { move: i, problems };
      tokens = state.players.map(powerTokens);
      finished = state.finished;
    },
    broken: () => broken,
  };
}

/** Play game `seed` with these options (on `map`, else the pack's default board) and check it. */
export function playChecked(catalog: Catalog, options: string[], seed: number, map?: string): CheckedGame {
  // With the faction auction (Fire & Ice variant) the players win their factions in the game.
  const auction = rulesFor(catalog, options).auction !== undefined;
  const players = playersForSeed(seed);
  const factions = auction ? [] : factionsForSeed(catalog, players, seed, options);
  const name = `seed ${seed} (${auction ? `${players} players` : factions.join(", ")}${options.length ? `; ${options.join(", ")}` : ""}${map ? `; map ${map}` : ""})`;
  const watch = invariantWatch(catalog, auction ? undefined : factions);
  const kinds = new Set<MoveType>();
  let shipyards = 0;
  let builtShips = 0;
  const game = playSelfPlay(catalog, { factions, ...(auction ? { players } : {}), options, ...(map ? { map } : {}) }, seed, {
    onMove(state, move, i) {
      kinds.add(move.type);
      if (move.type === "upgrade" && move.to === "SY") shipyards++;
      if (move.type === "action" && move.id === "BUILDSHIP") builtShips++;
      watch.onMove(state, move, i);
    },
  });
  const broken = watch.broken();
  const logUpTo = (n: number) => `--- log up to move ${n} ---\n${formatLog(game.setup, game.moves.slice(0, n), catalog)}`;
  const result = { factions: game.state.players.map((p) => p.faction), moves: game.moves.length, kinds, shipyards, builtShips };
  if (broken) {
    const move = game.moves[broken.move]!;
    return { ...result, failure: `${name}: after move ${broken.move + 1} (${formatMove(move)}): ${broken.problems.join("; ")}\n${logUpTo(broken.move + 1)}` };
  }
  if (!game.ok) return { ...result, failure: `${name}: ${game.reason} after move ${game.moves.length}\n${logUpTo(game.moves.length)}` };
  const again = replay(formatLog(game.setup, game.moves, catalog), catalog);
  if (!again.ok) return { ...result, failure: `${name}: its log does not replay: line ${again.line} (${again.text}): ${again.message}\n${logUpTo(game.moves.length)}` };
  const want = JSON.stringify(summarize(game.state));
  const got = JSON.stringify(summarize(again.state));
  if (want !== got) return { ...result, failure: `${name}: its log replays to another state:\n  played   ${want}\n  replayed ${got}\n${logUpTo(game.moves.length)}` };
  return result;
}
