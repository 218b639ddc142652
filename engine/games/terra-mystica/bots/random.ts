/**
 * The random bot: picks one of a player's legal moves with a seeded generator. It picks a kind of
 * move first (build, upgrade, bridge, ...) and then one move of that kind uniformly, so that rare
 * kinds happen as often as common ones. Free actions (conversions, burning power) are mixed in at a
 * set rate. Passing and digging are made unlikely and building likely, so that games get far
 * enough to see most of the rules (upgrades, towns, the tops of the cult tracks). In Merchants of
 * the Seas games, moving a ship is made likelier than ending a Move ships action, and within their
 * kinds (`prefer`, traits in `MOVE_TRAITS`) a ship move that lands to trade, one that brings a ship
 * nearer a structure to trade with, and a Move ships action when a ship can trade in it, so that
 * ships travel and trade (other games draw as before: no move of theirs has those traits). Pure:
 * the generator state goes in and comes out.
 */
import { withKinds } from "../rules/legal";
import type { Move, MoveType } from "../rules/moves";
import { nextRandom, nextState, valueAt } from "../../../core/random";
import type { GameState } from "../rules/state";
import { isRiverCell } from "../moves/ship";
import { envOf, type Env } from "../rules/env";
import { mayLand, shipRoom, shipSteps } from "../rules/ships";
import { merchantTrades } from "../rules/merchants";
import type { Effect } from "../schema/effects";
import { canAfford } from "../rules/resources";
import { spaceAction, type Catalog } from "../catalog";

/**
 * The position a move is chosen in (traits that look at the board need it): one object per
 * choice, so that traits may remember what they worked out for it.
 */
export interface Position {
  catalog: Catalog;
  state: GameState;
}

/**
 * Traits of moves the random bot may prefer within their kind: the kind each belongs to and which
 * of its moves have it (`at`: the position, when the caller gives it; a trait that needs it is
 * absent without it).
 */
export const MOVE_TRAITS = {
  /** A ship move ending on another faction's structure, where the ship trades (Merchants of the Seas). */
  "ship-lands": { kind: "ship", has: (move: Move) => move.type === "ship" && !isRiverCell(move.path[move.path.length - 1]!) },
  /** A merchant move ending on another faction's structure, where the merchant trades (the Fakirs' and Dwarves' merchants, §8). */
  "merchant-lands": { kind: "merchant", has: (move: Move, at?: Position) => move.type === "merchant" && at !== undefined && merchantLands(at, move.faction, move.path) },
  /** A ship move ending on a river cell fewer steps away from a structure the ship may land on than where it started (for a later Move ships action). */
  "ship-nears-trade": { kind: "ship", has: (move: Move, at?: Position) => move.type === "ship" && at !== undefined && nearsTrade(at, move.faction, move.path) },
  /** An action that starts a Move ships action while one of the player's ships can reach a structure to trade with in it. */
  "action-trades": { kind: "action", has: (move: Move, at?: Position) => move.type === "action" && at !== undefined && actionTrades(at, move.faction, move.id) },
  /** An action that gains a ship while the player has room for one beside their dock or shipyard. */
  "action-gains-ship": { kind: "action", has: (move: Move, at?: Position) => move.type === "action" && at !== undefined && actionGainsShip(at, move.faction, move.id) },
  /** An advance on the shipping track while the player has a ship on the river (each ship then takes a step more). */
  "shipping-with-ships": { kind: "advance", has: (move: Move, at?: Position) => move.type === "advance" && move.track === "shipping" && at !== undefined && hasShips(at, move.faction) },
} as const satisfies Record<string, { kind: MoveType; has: (move: Move, at?: Position) => boolean }>;

/** Whether a merchant of `faction` going along `path` (cell ids) stops to trade where it ends. */
function merchantLands(at: Position, faction: string, path: readonly string[]): boolean {
  const env = envOf(at.catalog, at.state);
  const to = env.board.index[path[path.length - 1]!];
  const seat = at.state.players.findIndex((p) => p.faction === faction);
  return to !== undefined && seat >= 0 && merchantTrades(env, seat, to);
}

/** Whether `faction` has a ship on the river. */
function hasShips(at: Position, faction: string): boolean {
  for (const p of at.state.players) if (p.faction === faction) return (p.merchants?.ships.length ?? 0) > 0;
  return false;
}

/** What the action space `id` does for `faction` (undefined: no such space). */
function effectOf(at: Position, faction: string, id: string): Effect | undefined {
  const space = at.catalog.actionSpaces[id];
  return space ? spaceAction(at.catalog, faction, space).effect : undefined;
}

/** Whether the action space `id` gains `faction` a ship they have room for. */
function actionGainsShip(at: Position, faction: string, id: string): boolean {
  if (!at.catalog.merchants || !effectOf(at, faction, id)?.ships) return false;
  const seat = at.state.players.findIndex((p) => p.faction === faction);
  return seat >= 0 && shipRoom(envOf(at.catalog, at.state), seat) > 0;
}

/** Whether the action space `id` moves ships and a ship of `faction` could land in the action (paying for extra steps with power, if it can). */
function actionTrades(at: Position, faction: string, id: string): boolean {
  const rules = at.catalog.merchants;
  if (!rules || !effectOf(at, faction, id)?.moveShips) return false;
  const env = envOf(at.catalog, at.state);
  const seat = at.state.players.findIndex((p) => p.faction === faction);
  const ships = at.state.players[seat]?.merchants?.ships;
  if (!ships?.length) return false;
  const { free, extra } = shipSteps(env, seat);
  const reach = free + (canAfford(at.state.players[seat]!, rules.shipMoves.extraStepCost) ? extra : 0);
  const distance = tradeDistances(at, env, seat);
  return ships.some((cell) => distance[cell]! <= reach);
}

/** Whether a ship of `faction` going along `path` (cell ids) ends on a river cell nearer a structure it may land on. */
function nearsTrade(at: Position, faction: string, path: readonly string[]): boolean {
  const env = envOf(at.catalog, at.state);
  const from = env.board.index[path[0]!];
  const to = env.board.index[path[path.length - 1]!];
  const seat = at.state.players.findIndex((p) => p.faction === faction);
  if (from === undefined || to === undefined || to < env.board.landCount || seat < 0) return false;
  const distance = tradeDistances(at, env, seat);
  return distance[to]! < distance[from]!;
}

/** Per position and seat: the steps from each cell to the nearest structure a ship of the player may land on. */
const TRADE_DISTANCES = new WeakMap<Position, Map<number, Float64Array>>();

/**
 * The steps a ship of the player needs from each river cell to the nearest structure it may land
 * on (Infinity: none), by cell index: one search from every such structure at once, over river
 * cells and across canals.
 */
function tradeDistances(at: Position, env: Env, seat: number): Float64Array {
  let bySeat = TRADE_DISTANCES.get(at);
  if (!bySeat) TRADE_DISTANCES.set(at, (bySeat = new Map()));
  const known = bySeat.get(seat);
  if (known) return known;
  const { landCount, cellCount, adjacent, canalLinks } = env.board;
  const canal = env.catalog.merchants?.shipMoves.canalSteps ?? 1;
  const distance = new Float64Array(cellCount).fill(Infinity);
  const queue: number[] = [];
  for (let h = 0; h < landCount; h++) {
    if (!mayLand(env, seat, h)) continue;
    for (const c of adjacent[h]!)
      if (c >= landCount && distance[c]! > 1) {
        distance[c] = 1;
        queue.push(c);
      }
  }
  // Steps cost 1 or a canal's steps: a cell found again by a shorter way is searched again.
  for (let i = 0; i < queue.length; i++) {
    const cell = queue[i]!;
    const d = distance[cell]!;
    const step = (next: number, cost: number) => {
      if (next < landCount || distance[next]! <= d + cost) return;
      distance[next] = d + cost;
      queue.push(next);
    };
    for (const c of adjacent[cell]!) step(c, 1);
    for (const c of canalLinks[cell]!) step(c, canal);
  }
  bySeat.set(seat, distance);
  return distance;
}

export type MoveTrait = keyof typeof MOVE_TRAITS;

export interface RandomBotOptions {
  /** Chance of taking a free action (a conversion, burning power) when one is possible. */
  freeActionRate: number;
  /** Weight of each kind of move when choosing a kind (1 when not given; 0: only when no other kind has a move). */
  weights: Partial<Record<MoveType, number>>;
  /**
   * Weight of a move with this trait among the moves of its kind (a move without any: 1; with
   * several: their product). The kind is drawn as without it; only the move within it changes.
   */
  prefer?: Partial<Record<MoveTrait, number>>;
  /** Moves never chosen (the differential leaves out what the reference mishandles). */
  avoid?: (catalog: Catalog, state: GameState, move: Move) => boolean;
}

export const RANDOM_BOT: RandomBotOptions = {
  freeActionRate: 0.1,
  weights: { pass: 0.05, dig: 0.3, build: 2, upgrade: 2, ship: 10, merchant: 10 },
  prefer: { "ship-lands": 50, "merchant-lands": 50, "ship-nears-trade": 20, "action-trades": 50, "action-gains-ship": 10, "shipping-with-ships": 10 },
};

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
 * order (default: those of `moves`, in the order they first appear); `at` is the position, for the
 * traits that look at it; with the kinds the player's stage lists (`listedKinds`) and the
 * position, the choice is the one `chooseLegalMove` makes.
 */
export function chooseMove(moves: readonly Move[], rng: number, options: RandomBotOptions = RANDOM_BOT, kinds?: readonly MoveType[], at?: Position): Choice {
  const present = kinds ?? [...new Set(moves.map((m) => m.type))];
  return choose(present, rng, options, { listAt: (i) => moves.filter((m) => m.type === present[i]) }, at);
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
    choose(listing.kinds, rng, options, avoid ? { listAt: (i) => listing.listAt(i).filter((m) => !avoid(catalog, state, m)) } : listing, undefined, catalog, state),
  );
}

/** The moves of each kind, by the kind's index in the list of kinds drawn from. */
interface OfKind {
  listAt(index: number): readonly Move[];
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
  /** Per kind (its index in the list of kinds): the preferred traits of its moves with their weights, when it has any. */
  traits: (Trait[] | undefined)[];
}

interface Trait {
  has: (move: Move, at?: Position) => boolean;
  weight: number;
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
    plan = { free: [], open: [], weights: [], total: 0, weighted: 0, traits: [] };
    for (let i = 0; i < kinds.length; i++) {
      const kind = kinds[i]!;
      for (const [id, weight] of Object.entries(options.prefer ?? {}) as [MoveTrait, number][]) {
        const trait = MOVE_TRAITS[id];
        if (trait.kind === kind) (plan.traits[i] ??= []).push({ has: trait.has, weight: Math.max(0, weight) });
      }
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
function freeMoves(plan: Plan, ofKind: OfKind): Move[] {
  const free: Move[] = [];
  for (const i of plan.free) for (const m of ofKind.listAt(i)) free.push(m);
  return free;
}

/**
 * The choice, drawing from `kinds` (in order); `ofKind` lists the moves of one kind (given as its
 * index in `kinds`); the position is `at`, or `catalog` and `state` (made into one when a trait needs it). First, at
 * `freeActionRate`, a free move if there is one. Otherwise a kind of move, with probability
 * proportional to its weight among the kinds that have a move now, and one of its moves
 * uniformly (drawing among all kinds, dropping a drawn kind without moves and drawing again, gives
 * exactly those probabilities without listing every kind). A player with only free moves makes one.
 */
function choose(kinds: readonly MoveType[], rng: number, options: RandomBotOptions, ofKind: OfKind, at: Position | undefined, catalog?: Catalog, state?: GameState): Choice {
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
    const i = drawIndex(weights, total, valueAt(r));
    const moves = ofKind.listAt(open[i]!);
    if (moves.length > 0) {
      r = nextState(r);
      return { move: pick(moves, plan.traits[open[i]!], valueAt(r), at, catalog, state), rng: r };
    }
    if (weights === plan.weights) weights = weights.slice();
    total -= weights[i]!;
    weights[i] = 0;
  }
  // Kinds of weight 0 only when no other kind has a move (one of those that have, uniformly).
  if (plan.weighted < open.length) {
    const rest: { moves: readonly Move[]; kind: number }[] = [];
    for (let i = 0; i < open.length; i++)
      if (plan.weights[i] === 0) {
        const moves = ofKind.listAt(open[i]!);
        if (moves.length > 0) rest.push({ moves, kind: open[i]! });
      }
    if (rest.length > 0) {
      r = nextState(r);
      const { moves, kind } = rest[Math.floor(valueAt(r) * rest.length)]!;
      r = nextState(r);
      return { move: pick(moves, plan.traits[kind], valueAt(r), at, catalog, state), rng: r };
    }
  }
  free ??= freeMoves(plan, ofKind);
  if (free.length > 0) {
    r = nextState(r);
    return { move: free[Math.floor(valueAt(r) * free.length)], rng: r };
  }
  return { move: undefined, rng };
}

/** The move of one kind a draw `value` in [0, 1) falls on: uniformly, or by the weights of the kind's preferred traits. */
function pick(moves: readonly Move[], traits: readonly Trait[] | undefined, value: number, given: Position | undefined, catalog?: Catalog, state?: GameState): Move {
  if (!traits) return moves[Math.floor(value * moves.length)]!;
  // The position, made only for a kind with traits (one object per choice: traits remember what they worked out for it).
  const at = given ?? (catalog && state ? { catalog, state } : undefined);
  const weights = moves.map((m) => {
    let w = 1;
    for (const t of traits) if (t.has(m, at)) w *= t.weight;
    return w;
  });
  const total = weights.reduce((a, b) => a + b, 0);
  // No move with a trait (or all weighed 0): uniformly, as without preferences.
  if (total === moves.length || total <= 0) return moves[Math.floor(value * moves.length)]!;
  return moves[drawIndex(weights, total, value)]!;
}

/** The index (of a kind, of a move) a draw `value` in [0, 1) falls on (`total` is the sum of `weights`, some above 0). */
function drawIndex(weights: readonly number[], total: number, value: number): number {
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
