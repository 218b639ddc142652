/**
 * The random bot: picks one of a player's legal moves with a seeded generator. It picks a kind of
 * move first (build, upgrade, bridge, ...) and then one move of that kind uniformly, so that rare
 * kinds happen as often as common ones. Free actions (conversions, burning power) are mixed in at a
 * set rate. Passing and digging are made unlikely and building likely, so that games get far
 * enough to see most of the rules (upgrades, towns, the tops of the cult tracks). During a Move ships
 * action (Merchants of the Seas) moving a ship is made likelier than ending the action, so that ships
 * travel and land to trade (a kind only those games have: other games draw as before). Pure: the
 * generator state goes in and comes out.
 */
import type { Catalog } from "../catalog";
import { withKinds } from "../rules/legal";
import type { Move, MoveType } from "../rules/moves";
import { nextRandom, nextState, valueAt } from "../../../core/random";
import type { GameState } from "../rules/state";

export interface RandomBotOptions {
  /** Chance of taking a free action (a conversion, burning power) when one is possible. */
  freeActionRate: number;
  /** Weight of each kind of move when choosing a kind (1 when not given; 0: only when no other kind has a move). */
  weights: Partial<Record<MoveType, number>>;
  /** Moves never chosen (the differential leaves out what the reference mishandles). */
  avoid?: (catalog: Catalog, state: GameState, move: Move) => boolean;
}

export const RANDOM_BOT: RandomBotOptions = { freeActionRate: 0.1, weights: { pass: 0.05, dig: 0.3, build: 2, upgrade: 2, ship: 10, merchant: 10 } };

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

/**
 * Choose one of `moves` (the legal moves of one player). `kinds` are the kinds to draw from, in
 * order (default: those of `moves`, in the order they first appear); with the kinds the player's
 * stage lists (`listedKinds`), the choice is the one `chooseLegalMove` makes.
 */
export function chooseMove(moves: readonly Move[], rng: number, options: RandomBotOptions = RANDOM_BOT, kinds?: readonly MoveType[]): Choice {
  const present = kinds ?? [...new Set(moves.map((m) => m.type))];
  return choose(present, rng, options, (i) => moves.filter((m) => m.type === present[i]));
}

/**
 * Choose one of a player's legal moves, listing only the kinds of move it draws (the moves of one
 * kind are listed when the draw falls on it: a kind with no move is dropped and the draw made
 * again among the others). The same choice as `chooseMove(legalMoves(...), rng, options,
 * listedKinds(...))` for much less work.
 */
export function chooseLegalMove(catalog: Catalog, state: GameState, faction: string, rng: number, options: RandomBotOptions = RANDOM_BOT): Choice {
  const avoid = options.avoid;
  return withKinds(catalog, state, faction, (listing) =>
    choose(listing.kinds, rng, options, avoid ? (i) => listing.listAt(i).filter((m) => !avoid(catalog, state, m)) : listing.listAt),
  );
}

/**
 * The kinds to draw from, split once per list of kinds and bot: free kinds, the others with their
 * weights (each kind as its index in the list of kinds).
 */
interface Plan {
  free: number[];
  open: number[];
  weights: number[];
  total: number;
  /** How many of `open` have a weight above 0. */
  weighted: number;
}

const PLANS = new WeakMap<readonly MoveType[], WeakMap<RandomBotOptions, Plan>>();
/** The last plan asked for (a game asks for the same few again and again). */
let lastPlan: { kinds: readonly MoveType[]; options: RandomBotOptions; plan: Plan } | undefined;

function planOf(kinds: readonly MoveType[], options: RandomBotOptions): Plan {
  const last = lastPlan;
  if (last && last.kinds === kinds && last.options === options) return last.plan;
  const plan = plannedFor(kinds, options);
  lastPlan = { kinds, options, plan };
  return plan;
}

function plannedFor(kinds: readonly MoveType[], options: RandomBotOptions): Plan {
  let byOptions = PLANS.get(kinds);
  if (!byOptions) PLANS.set(kinds, (byOptions = new WeakMap()));
  let plan = byOptions.get(options);
  if (!plan) {
    plan = { free: [], open: [], weights: [], total: 0, weighted: 0 };
    for (let i = 0; i < kinds.length; i++) {
      const kind = kinds[i]!;
      if (FREE.has(kind)) plan.free.push(i);
      else {
        const w = Math.max(0, options.weights[kind] ?? 1);
        plan.open.push(i);
        plan.weights.push(w);
        plan.total += w;
        if (w > 0) plan.weighted++;
      }
    }
    byOptions.set(options, plan);
  }
  return plan;
}

/** Every free move, in the order of the kinds. */
function freeMoves(plan: Plan, ofKind: (index: number) => readonly Move[]): Move[] {
  const free: Move[] = [];
  for (const i of plan.free) for (const m of ofKind(i)) free.push(m);
  return free;
}

/**
 * The choice, drawing from `kinds` (in order); `ofKind` lists the moves of one kind (given as its
 * index in `kinds`). First, at
 * `freeActionRate`, a free move if there is one. Otherwise a kind of move, with probability
 * proportional to its weight among the kinds that have a move now, and one of its moves
 * uniformly (drawing among all kinds, dropping a drawn kind without moves and drawing again, gives
 * exactly those probabilities without listing every kind). A player with only free moves makes one.
 */
function choose(kinds: readonly MoveType[], rng: number, options: RandomBotOptions, ofKind: (index: number) => readonly Move[]): Choice {
  const plan = planOf(kinds, options);
  let free: Move[] | undefined;
  // The generator's state as numbers (`nextState`, `valueAt`: `nextRandom` without its object).
  let r = nextState(rng);
  if (valueAt(r) < options.freeActionRate && plan.free.length > 0) {
    free = freeMoves(plan, ofKind);
    if (free.length > 0) {
      r = nextState(r);
      return { move: free[Math.floor(valueAt(r) * free.length)], rng: r };
    }
  }
  // Kinds dropped (no move now) get weight 0: a draw never falls on them.
  const open = plan.open;
  let weights = plan.weights;
  let total = plan.total;
  for (let left = plan.weighted; left > 0; left--) {
    r = nextState(r);
    const i = drawKind(weights, total, valueAt(r));
    const moves = ofKind(open[i]!);
    if (moves.length > 0) {
      r = nextState(r);
      return { move: moves[Math.floor(valueAt(r) * moves.length)], rng: r };
    }
    if (weights === plan.weights) weights = weights.slice();
    total -= weights[i]!;
    weights[i] = 0;
  }
  // Kinds of weight 0 only when no other kind has a move (one of those that have, uniformly).
  if (plan.weighted < open.length) {
    const rest: (readonly Move[])[] = [];
    for (let i = 0; i < open.length; i++)
      if (plan.weights[i] === 0) {
        const moves = ofKind(open[i]!);
        if (moves.length > 0) rest.push(moves);
      }
    if (rest.length > 0) {
      r = nextState(r);
      const moves = rest[Math.floor(valueAt(r) * rest.length)]!;
      r = nextState(r);
      return { move: moves[Math.floor(valueAt(r) * moves.length)], rng: r };
    }
  }
  free ??= freeMoves(plan, ofKind);
  if (free.length > 0) {
    r = nextState(r);
    return { move: free[Math.floor(valueAt(r) * free.length)], rng: r };
  }
  return { move: undefined, rng };
}

/** The index of the kind a draw `value` in [0, 1) falls on (`total` is the sum of `weights`, some above 0). */
function drawKind(weights: readonly number[], total: number, value: number): number {
  let at = value * total;
  let last = 0;
  for (let i = 0; i < weights.length; i++) {
    if (weights[i]! <= 0) continue;
    last = i;
    at -= weights[i]!;
    if (at < 0) return i;
  }
  return last;
}
