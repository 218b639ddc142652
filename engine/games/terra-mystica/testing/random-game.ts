/**
 * Random games: every player picks among their legal moves at random (seeded) until the game ends.
 * A smoke test for the engine (no move listed is refused, no game gets stuck) and a source of
 * sample games for stories.
 */
import type { Catalog } from "../catalog";
import { applyInPlace } from "../rules/apply";
import { legalMoves } from "../rules/legal";
import type { Move } from "../rules/moves";
import { nextRandom } from "../../../core/random";
import { createGame, type GameSetup } from "../rules/setup";
import type { GameState } from "../rules/state";

export type RandomGame =
  | { ok: true; state: GameState; moves: Move[] }
  | { ok: false; reason: string; state: GameState; moves: Move[] };

/** Play a random game. Passing is made unlikely so that games see most of the rules. */
export function playRandomGame(catalog: Catalog, setup: GameSetup, seed: number, maxMoves = 5000): RandomGame {
  const created = createGame(catalog, { seed, ...setup });
  if (!created.ok) throw new Error(created.message);
  const state = created.state;
  const moves: Move[] = [];
  let rng = seed >>> 0 || 1;
  const random = () => {
    const r = nextRandom(rng);
    rng = r.state;
    return r.value;
  };
  while (!state.finished) {
    if (moves.length >= maxMoves) return { ok: false, reason: `no end after ${maxMoves} moves`, state, moves };
    const options = state.players.flatMap((p) => legalMoves(catalog, state, p.faction));
    if (options.length === 0) return { ok: false, reason: `stuck in round ${state.round} (${state.phase}): nobody has a legal move`, state, moves };
    const eager = options.filter((m) => m.type !== "pass" || random() < 0.08);
    const pool = eager.length > 0 ? eager : options;
    const move = pool[Math.floor(random() * pool.length)]!;
    const r = applyInPlace(catalog, state, move);
    if (!r.ok) return { ok: false, reason: `a listed move was refused: ${r.message}`, state, moves: [...moves, move] };
    moves.push(move);
  }
  return { ok: true, state, moves };
}
