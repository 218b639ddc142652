/** Self-play: a seeded game played to its end by bots in every seat, with its moves (for replays and tests). */
import type { Catalog } from "../catalog";
import type { Move } from "../moves/types";
import { applyMove, createGame, toMove } from "../rules/game";
import type { GameSetup } from "../rules/setup";
import type { GameState } from "../rules/state";
import { randomBotMove } from "./random";

export interface SelfPlayResult {
  setup: GameSetup;
  moves: Move[];
  state: GameState;
}

/** Play a game with the random bot in every seat; `onMove` sees each state after a move. Throws on a refused or missing move (a bug). */
export function selfPlay(catalog: Catalog, setup: GameSetup, options: { maxMoves?: number; onMove?: (state: GameState, move: Move) => void } = {}): SelfPlayResult {
  const created = createGame(catalog, setup);
  if (!created.ok) throw new Error(created.message);
  let state = created.state;
  let rng = (setup.seed ^ 0x5bd1e995) >>> 0;
  const moves: Move[] = [];
  const max = options.maxMoves ?? 20_000;
  while (!state.finished) {
    if (moves.length >= max) throw new Error(`game ${setup.seed} (${setup.players} players) did not end after ${max} moves (round ${state.round})`);
    const player = toMove(state)[0];
    if (!player) throw new Error(`game ${setup.seed}: nobody is to move in ${state.flow}`);
    const choice = randomBotMove(catalog, state, player, rng);
    if (!choice) throw new Error(`game ${setup.seed}: ${player} has no legal move in ${state.flow} (pending: ${JSON.stringify(state.pending[0])})`);
    rng = choice.rng;
    const r = applyMove(catalog, state, choice.move);
    if (!r.ok) throw new Error(`game ${setup.seed}: ${player}'s listed move ${JSON.stringify(choice.move)} was refused: ${r.code}: ${r.message}`);
    state = r.state;
    moves.push(choice.move);
    options.onMove?.(state, choice.move);
  }
  return { setup, moves, state };
}
