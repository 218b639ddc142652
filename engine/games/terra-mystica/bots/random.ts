/**
 * The random bot: picks one of a player's legal moves with a seeded generator. It picks a kind of
 * move first (build, upgrade, bridge, ...) and then one move of that kind uniformly, so that rare
 * kinds happen as often as common ones. Free actions (conversions, burning power) are mixed in at a
 * set rate. Passing and digging are made unlikely and building likely, so that games get far
 * enough to see most of the rules (upgrades, towns, the tops of the cult tracks). Pure: the
 * generator state goes in and comes out.
 */
import type { Catalog } from "../catalog";
import { legalMoves, legalMoveSample } from "../rules/legal";
import type { Move, MoveType } from "../rules/moves";
import { nextRandom } from "../../../core/random";
import type { GameState } from "../rules/state";

export interface RandomBotOptions {
  /** Chance of taking a free action (a conversion, burning power) when one is possible. */
  freeActionRate: number;
  /** Weight of each kind of move when choosing a kind (1 when not given). */
  weights: Partial<Record<MoveType, number>>;
}

export const RANDOM_BOT: RandomBotOptions = { freeActionRate: 0.1, weights: { pass: 0.05, dig: 0.3, build: 2, upgrade: 2 } };

/** Moves that take no action and can be made any number of times in a turn. */
const FREE: ReadonlySet<MoveType> = new Set<MoveType>(["convert", "burn"]);

export interface Choice {
  /** The move chosen (undefined when there is none). */
  move: Move | undefined;
  /** The generator state after the choice. */
  rng: number;
}

/** A random number in [0, 1) and the next generator state. */
export function draw(rng: number): { value: number; rng: number } {
  const r = nextRandom(rng);
  return { value: r.value, rng: r.state };
}

/** Choose one of `moves` (the legal moves of one player). */
export function chooseMove(moves: readonly Move[], rng: number, options: RandomBotOptions = RANDOM_BOT): Choice {
  return choose(moves, rng, options, () => moves);
}

/**
 * Choose one of a player's legal moves, as `chooseMove(legalMoves(...))` does (the same move for the
 * same generator state), listing only the moves it needs: one of each kind (`legalMoveSample`),
 * then every move of the kind it picks.
 */
export function chooseLegalMove(catalog: Catalog, state: GameState, faction: string, rng: number, options: RandomBotOptions = RANDOM_BOT): Choice {
  return choose(legalMoveSample(catalog, state, faction), rng, options, (kind) => legalMoves(catalog, state, faction, kind));
}

/**
 * The choice: `sample` has every free move and at least one move of each other kind the player has,
 * in the order of the full listing; `ofKind` lists the moves of the kind picked.
 */
function choose(sample: readonly Move[], rng: number, options: RandomBotOptions, ofKind: (kind: MoveType) => readonly Move[]): Choice {
  if (sample.length === 0) return { move: undefined, rng };
  // The kinds of move in the order they first appear, and how many free actions there are.
  const kinds: MoveType[] = [];
  let free = 0;
  for (const m of sample) {
    if (FREE.has(m.type)) free++;
    else if (!kinds.includes(m.type)) kinds.push(m.type);
  }
  let r = draw(rng);
  if (free > 0 && (kinds.length === 0 || r.value < options.freeActionRate)) {
    r = draw(r.rng);
    return { move: nth(sample, (m) => FREE.has(m.type), Math.floor(r.value * free)), rng: r.rng };
  }
  let total = 0;
  for (const type of kinds) total += options.weights[type] ?? 1;
  r = draw(r.rng);
  let at = r.value * total;
  let kind = kinds[kinds.length - 1]!;
  for (const type of kinds) {
    at -= options.weights[type] ?? 1;
    if (at < 0) {
      kind = type;
      break;
    }
  }
  const moves = ofKind(kind);
  let count = 0;
  for (const m of moves) if (m.type === kind) count++;
  r = draw(r.rng);
  return { move: nth(moves, (m) => m.type === kind, Math.floor(r.value * count)), rng: r.rng };
}

/** The `n`-th move (from 0) that matches. */
function nth(moves: readonly Move[], match: (m: Move) => boolean, n: number): Move | undefined {
  let left = n;
  for (const m of moves) if (match(m) && left-- === 0) return m;
  return undefined;
}
