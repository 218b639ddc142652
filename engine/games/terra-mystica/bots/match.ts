/**
 * A match: a whole game with a bot of its own at each seat. Each step, one of the players who may
 * move now is drawn (as in self-play) and its seat's bot chooses among its legal moves. Pure and
 * seeded: the same bots, setup and seed play the same game, so any match replays from its log.
 */
import type { Catalog } from "../catalog";
import { formatMove } from "../notation/format";
import { applyInPlace } from "../rules/apply";
import type { Move } from "../rules/moves";
import { nextRandom } from "../../../core/random";
import { createGame, playedSetup, type GameSetup } from "../rules/setup";
import type { GameState } from "../rules/state";
import { draw } from "./random";
import { seatsToMove } from "./selfplay";

/** A seat's bot: a move for `faction` now (one of its legal moves), and the generator state after. */
export type SeatBot = (catalog: Catalog, state: GameState, faction: string, rng: number) => { move: Move; rng: number } | undefined;

export type MatchGame = {
  setup: GameSetup;
  state: GameState;
  moves: Move[];
  /** Time each seat's bot spent choosing, in ms, and how many choices it made. */
  botMs: number[];
  decisions: number[];
} & ({ ok: true } | { ok: false; reason: string });

/** Play one game, `bots[i]` choosing for seat i. */
export function playMatch(catalog: Catalog, setup: GameSetup, seed: number, bots: readonly SeatBot[], options: { maxMoves?: number; now?: () => number } = {}): MatchGame {
  const created = createGame(catalog, { ...setup, seed });
  if (!created.ok) throw new Error(created.message);
  if (bots.length !== created.state.players.length) throw new Error(`${bots.length} bots for ${created.state.players.length} seats`);
  const state = created.state;
  const played = playedSetup(catalog, setup, state);
  const moves: Move[] = [];
  const botMs = bots.map(() => 0);
  const decisions = bots.map(() => 0);
  const now = options.now ?? (() => 0);
  const maxMoves = options.maxMoves ?? 10_000;
  let rng = nextRandom((seed ^ 0x5bd1e995) >>> 0).state;
  const result = (extra: { ok: true } | { ok: false; reason: string }): MatchGame => ({ ...extra, setup: played, state, moves, botMs, decisions });
  while (!state.finished) {
    if (moves.length >= maxMoves) return result({ ok: false, reason: `no end after ${maxMoves} moves` });
    const seats = seatsToMove(state);
    let move: Move | undefined;
    while (!move && seats.length > 0) {
      const d = draw(rng);
      const [seat] = seats.splice(Math.floor(d.value * seats.length), 1);
      const t = now();
      const choice = bots[seat!]!(catalog, state, state.players[seat!]!.faction, d.rng);
      botMs[seat!]! += now() - t;
      decisions[seat!]!++;
      rng = choice?.rng ?? d.rng;
      move = choice?.move;
    }
    if (!move) return result({ ok: false, reason: `stuck in round ${state.round} (${state.phase}): nobody has a legal move` });
    const r = applyInPlace(catalog, state, move);
    if (!r.ok) return result({ ok: false, reason: `a chosen move was refused: ${formatMove(move)}: ${r.message} [${r.code}]` });
    moves.push(move);
  }
  return result({ ok: true });
}
