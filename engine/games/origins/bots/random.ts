/**
 * The random bot: picks a kind of move at random (passing less likely while other moves remain),
 * then one move of that kind — seeded, so self-play games replay exactly.
 */
import { nextRandom } from "../../../core/random";
import type { Catalog } from "../catalog";
import type { Move, MoveType } from "../moves/types";
import { legalMoves } from "../rules/game";
import type { GameState } from "../rules/state";

/** How likely each kind of move is to be picked, relative to 1 (kinds not listed weigh 1). */
const WEIGHTS: Partial<Record<MoveType, number>> = { pass: 0.25, skip: 0.3, done: 0.5, end: 0.5 };

/** One of the moves, at random by kind then within the kind. */
export function chooseMove(moves: readonly Move[], rng: number): { move?: Move; rng: number } {
  if (moves.length === 0) return { rng };
  const byType = new Map<MoveType, Move[]>();
  for (const m of moves) byType.set(m.type, [...(byType.get(m.type) ?? []), m]);
  const kinds = [...byType.keys()];
  const total = kinds.reduce((s, k) => s + (WEIGHTS[k] ?? 1), 0);
  const a = nextRandom(rng);
  let x = a.value * total;
  let kind = kinds[kinds.length - 1]!;
  for (const k of kinds) {
    x -= WEIGHTS[k] ?? 1;
    if (x < 0) {
      kind = k;
      break;
    }
  }
  const list = byType.get(kind)!;
  const b = nextRandom(a.state);
  return { move: list[Math.floor(b.value * list.length)], rng: b.state };
}

export function randomBotMove(catalog: Catalog, state: GameState, player: string, rng: number): { move: Move; rng: number } | undefined {
  const c = chooseMove(legalMoves(catalog, state, player), rng);
  return c.move ? { move: c.move, rng: c.rng } : undefined;
}
