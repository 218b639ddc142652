/**
 * The random bot: picks one of a player's legal moves with a seeded generator. It picks a kind of
 * move first (build, upgrade, bridge, ...) and then one move of that kind uniformly, so that rare
 * kinds happen as often as common ones. Free actions (conversions, burning power) are mixed in at a
 * set rate. Passing and digging are made unlikely and building likely, so that games get far
 * enough to see most of the rules (upgrades, towns, the tops of the cult tracks). In Merchants of
 * the Seas games, moving a ship is made likelier than ending a Move ships action, and within their
 * kinds (`prefer`, traits in `MOVE_TRAITS`) a ship move that lands to trade, one that brings a ship
 * nearer a structure to trade with, and a Move ships action when a ship can trade in it, so that
 * ships travel and trade; moves that waste what a trade needs (the ship, power for its extra steps, the
 * Move ships action, the site of a shipyard) are weighed below 1, which passes over their kind when
 * every move of it would waste so (other games draw as before: no move of theirs has those traits). Pure:
 * the generator state goes in and comes out.
 */
import { withKinds, type KindListing } from "../rules/legal";
import { addToTree, drawKind, treeOf } from "./kind-draw";
import type { Move, MoveType } from "../rules/moves";
import { nextRandom, nextState, valueAt } from "../../../core/random";
import type { GameState } from "../rules/state";
import { isRiverCell } from "../moves/ship";
import { envOf } from "../rules/env";
import { shipRoom } from "../rules/ships";
import { merchantTrades } from "../rules/merchants";
import type { Catalog } from "../catalog";
import {
  besideRivalByWater,
  burnForShips,
  dockNearsTrade,
  effectOf,
  headsToTrade,
  placedNearer,
  shippingForTrade,
  shipsCanNear,
  shipsCanTrade,
  shipyardNearsTrade,
  spendsTradingShip,
  movesNearestShip,
  nearRivalShip,
  bonusForShips,
  shipsLeftToMove,
  dockAside,
  riverside,
  tradePlan,
  wantsShip,
  needsShipPower,
  actionSpendsShipPower,
  shipsIdle,
  losesShipyardSite,
  type Position,
} from "./trade-plan";
import { GOAL_BOOST, GOAL_KIND_TRAITS, GOAL_MOVE_TRAITS, GOAL_PREFER } from "./merchant-goals";

export type { Position };

/**
 * Traits of moves the random bot may prefer within their kind: the kind each belongs to and which
 * of its moves have it (`at`: the position, when the caller gives it; a trait that needs it is
 * absent without it). Every trait so far is of Merchants of the Seas (`merchants`): in games
 * without the expansion none is looked at.
 */
export const MOVE_TRAITS = {
  /** A ship move ending on another faction's structure, where the ship trades (Merchants of the Seas). */
  "ship-lands": { kind: "ship", merchants: true, has: (move: Move) => move.type === "ship" && !isRiverCell(move.path[move.path.length - 1]!) },
  /** A merchant move ending on another faction's structure, where the merchant trades (the Fakirs' and Dwarves' merchants, §8). */
  "merchant-lands": { kind: "merchant", merchants: true, has: (move: Move, at?: Position) => move.type === "merchant" && at !== undefined && merchantLands(at, move.faction, move.path) },
  /** A ship move ending on a river cell fewer steps away from a structure the ship may land on than where it started (for a later Move ships action). */
  "ship-nears-trade": { kind: "ship", merchants: true, has: (move: Move, at?: Position) => move.type === "ship" && at !== undefined && nearsTrade(at, move.faction, move.path) },
  /** A ship move each of whose steps brings the ship nearer the nearest structure to trade with (bots/trade-plan.ts). */
  "ship-heads-to-trade": { kind: "ship", merchants: true, has: (move: Move, at?: Position) => move.type === "ship" && at !== undefined && headsToTrade(at, move.faction, move.path) },
  /** A move of the ship nearest a trade among those not yet moved in the action. */
  "ship-nearest-moves": { kind: "ship", merchants: true, has: (move: Move, at?: Position) => move.type === "ship" && at !== undefined && movesNearestShip(at, move.faction, move.path) },
  /** A move of the merchant nearest a trade among those not yet moved in the action. */
  "merchant-nearest-moves": { kind: "merchant", merchants: true, has: (move: Move, at?: Position) => move.type === "merchant" && at !== undefined && movesNearestShip(at, move.faction, move.path) },
  /** A merchant move each of whose steps brings the merchant nearer the nearest structure to trade with. */
  "merchant-heads-to-trade": { kind: "merchant", merchants: true, has: (move: Move, at?: Position) => move.type === "merchant" && at !== undefined && headsToTrade(at, move.faction, move.path) },
  /** An action that starts a Move ships action while one of the player's ships can reach a structure to trade with in it. */
  "action-trades": { kind: "action", merchants: true, has: (move: Move, at?: Position) => move.type === "action" && at !== undefined && actionTrades(at, move.faction, move.id) },
  /** An action that starts a Move ships action while one of the player's ships (merchants) can get nearer a structure to trade with in it. */
  "action-nears-trade": { kind: "action", merchants: true, has: (move: Move, at?: Position) => move.type === "action" && at !== undefined && !!effectOf(at, move.faction, move.id)?.moveShips && shipsCanNear(at, move.faction) },
  /** An action that gains a ship while the player has room for one beside their dock or shipyard. */
  "action-gains-ship": { kind: "action", merchants: true, has: (move: Move, at?: Position) => move.type === "action" && at !== undefined && actionGainsShip(at, move.faction, move.id) },
  /** An action that gains a ship while the player has none on the board (and room for one). */
  "action-gains-first-ship": { kind: "action", merchants: true, has: (move: Move, at?: Position) => move.type === "action" && at !== undefined && !!effectOf(at, move.faction, move.id)?.ships && wantsShip(at, move.faction) },
  /** An advance on the shipping track while the player has a ship on the river (each ship then takes a step more). */
  "shipping-with-ships": { kind: "advance", merchants: true, has: (move: Move, at?: Position) => move.type === "advance" && move.track === "shipping" && at !== undefined && hasShips(at, move.faction) },
  /** A dock (warehouse) under one of the player's dwellings nearest a structure to trade with. */
  "dock-nears-trade": { kind: "dock", merchants: true, has: (move: Move, at?: Position) => move.type === "dock" && at !== undefined && dockNearsTrade(at, move.faction, move.hex) },
  /** A shipyard (market) on one of the player's trading houses nearest a structure to trade with. */
  "shipyard-nears-trade": { kind: "upgrade", merchants: true, has: (move: Move, at?: Position) => move.type === "upgrade" && move.to === "SY" && at !== undefined && shipyardNearsTrade(at, move.faction, move.hex) },
  /** A dwelling paid with a ship that could still trade, before the player has traded: weighed down (the ship leaves the board). */
  "build-spends-trading-ship": { kind: "build", merchants: true, has: (move: Move, at?: Position) => move.type === "build" && move.ship !== undefined && at !== undefined && spendsTradingShip(at, move.faction, move.ship) },
  /** A dwelling beside the river: a dock may go under it, and ships (the player's rivals') may trade with it. */
  "build-riverside": { kind: "build", merchants: true, has: (move: Move, at?: Position) => move.type === "build" && at !== undefined && riverside(at, move.hex) },
  /** A dwelling beside a river cell a few ship steps (5) from a rival's structure the player could trade with. */
  "build-beside-rival-by-water": { kind: "build", merchants: true, has: (move: Move, at?: Position) => move.type === "build" && at !== undefined && besideRivalByWater(at, move.faction, move.hex, 5) },
  /** A dwelling beside a river cell at most 2 ship steps from a rival's structure the player could trade with (with the trait above, the likeliest: slow ships still trade). */
  "build-close-to-rival-by-water": { kind: "build", merchants: true, has: (move: Move, at?: Position) => move.type === "build" && at !== undefined && besideRivalByWater(at, move.faction, move.hex, 2) },
  /** A dwelling beside the river while the player's dock waits aside for one. */
  "build-riverside-for-dock": { kind: "build", merchants: true, has: (move: Move, at?: Position) => move.type === "build" && at !== undefined && riverside(at, move.hex) && dockAside(at, move.faction) },
  /** A dwelling a rival's ship (merchant) could reach in about one Move ships action (3 steps), to trade with it. */
  "build-near-rival-ship": { kind: "build", merchants: true, has: (move: Move, at?: Position) => move.type === "build" && at !== undefined && nearRivalShip(at, move.faction, move.hex, 3) },
  /** A hex transformed (for a dwelling) where a rival's ship (merchant) could reach it in about one Move ships action. */
  "transform-near-rival-ship": { kind: "transform", merchants: true, has: (move: Move, at?: Position) => move.type === "transform" && at !== undefined && nearRivalShip(at, move.faction, move.hex, 3) },
  /** A hex beside the river transformed (for a dwelling there). */
  "transform-riverside": { kind: "transform", merchants: true, has: (move: Move, at?: Position) => move.type === "transform" && at !== undefined && riverside(at, move.hex) },
  /** A hex beside the river transformed while the player's dock waits aside for a dwelling there. */
  "transform-riverside-for-dock": { kind: "transform", merchants: true, has: (move: Move, at?: Position) => move.type === "transform" && at !== undefined && riverside(at, move.hex) && dockAside(at, move.faction) },
  /** A shipyard (market) built while the player has no ship on the board (it brings one, and one each round). */
  "shipyard-for-first-ship": { kind: "upgrade", merchants: true, has: (move: Move, at?: Position) => move.type === "upgrade" && move.to === "SY" && at !== undefined && wantsShip(at, move.faction) },
  /** Passing for a bonus card that raises shipping, moves ships or gives ships, while the player has yet to trade. */
  "pass-bonus-for-ships": { kind: "pass", merchants: true, has: (move: Move, at?: Position) => move.type === "pass" && at !== undefined && bonusForShips(at, move.faction, move.bonus) },
  /** A conversion that spends power while the player, yet to trade, needs it in bowl III for their ships' extra steps. */
  "convert-spends-ship-power": { kind: "convert", merchants: true, has: (move: Move, at?: Position) => move.type === "convert" && move.give === "power" && at !== undefined && needsShipPower(at, move.faction) },
  /** An action paid with power, for something other than ships, while the player, yet to trade, needs that power for their ships' extra steps. */
  "action-spends-ship-power": { kind: "action", merchants: true, has: (move: Move, at?: Position) => move.type === "action" && at !== undefined && actionSpendsShipPower(at, move.faction, move.id) },
  /** A Move ships action in which no ship (merchant) of the player could get nearer a trade, even burning power: better kept for later in the round. */
  "action-ships-idle": { kind: "action", merchants: true, has: (move: Move, at?: Position) => move.type === "action" && at !== undefined && !!effectOf(at, move.faction, move.id)?.moveShips && shipsIdle(at, move.faction) },
  /** An upgrade of the player's last riverside trading house to a temple or stronghold while they have no shipyard, no ship and no trade (a shipyard could stand there). */
  "upgrade-loses-shipyard-site": { kind: "upgrade", merchants: true, has: (move: Move, at?: Position) => move.type === "upgrade" && move.to !== "SY" && at !== undefined && losesShipyardSite(at, move.faction, move.hex) },
  /** Burning 1 power during a Move ships action to pay for a ship's extra steps towards a trade. */
  "burn-for-ships": { kind: "burn", merchants: true, has: (move: Move, at?: Position) => move.type === "burn" && move.amount === 1 && at !== undefined && burnForShips(at, move.faction) },
  /** A gained ship put (`ship-at`) on a river cell nearer a structure to trade with than where it stands. */
  "ship-at-nears-trade": { kind: "ship-at", merchants: true, has: (move: Move, at?: Position) => move.type === "ship-at" && at !== undefined && placedNearer(at, move.faction, move.cell) },
  /** The goals towards a first trade (bots/merchant-goals.ts). */
  ...GOAL_MOVE_TRAITS,
} as const satisfies Record<string, { kind: MoveType; merchants: boolean; has: (move: Move, at?: Position) => boolean }>;

/**
 * Traits of a position that make a kind of move likelier for the random bot (its weight times
 * the trait's, `boost`): all of Merchants of the Seas, looked at only in its games.
 */
export const KIND_TRAITS = {
  /** Shipping advances while a ship's (or a new ship's) nearest trade is farther than a free move takes it. */
  "shipping-for-trade": { kind: "advance", when: (at: Position, faction: string) => shippingForTrade(at, faction) },
  /** Actions while a Move ships action would bring a ship nearer a trade, or the player has no ship and could gain one. */
  "actions-for-trade": { kind: "action", when: (at: Position, faction: string) => shipsCanNear(at, faction) || wantsShip(at, faction) },
  /** Ending a Move ships action while a ship not yet moved could get nearer a trade in it (a factor below 1: made unlikely). */
  "ships-left-to-move": { kind: "done", when: (at: Position, faction: string) => shipsLeftToMove(at, faction) },
  /** Free moves (burning power) during a Move ships action whose ships could get nearer a trade with power they do not have: a factor on `freeActionRate`. */
  "burn-for-ships": { kind: "burn", when: (at: Position, faction: string) => burnForShips(at, faction) },
  /** Declining power offered while the player, yet to trade, needs power for their ships' extra steps (a factor below 1: made unlikely). */
  "decline-ship-power": { kind: "decline", when: (at: Position, faction: string) => needsShipPower(at, faction) },
  /** The goals towards a first trade (bots/merchant-goals.ts). */
  ...GOAL_KIND_TRAITS,
} as const satisfies Record<string, { kind: MoveType; when: (at: Position, faction: string) => boolean }>;

export type KindTrait = keyof typeof KIND_TRAITS;

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

/** Whether the action space `id` gains `faction` a ship they have room for. */
function actionGainsShip(at: Position, faction: string, id: string): boolean {
  if (!at.catalog.merchants || !effectOf(at, faction, id)?.ships) return false;
  const seat = at.state.players.findIndex((p) => p.faction === faction);
  return seat >= 0 && shipRoom(envOf(at.catalog, at.state), seat) > 0;
}

/** Whether the action space `id` moves ships and a ship (merchant) of `faction` could trade in the action (paying for extra steps, if it can). */
function actionTrades(at: Position, faction: string, id: string): boolean {
  return !!effectOf(at, faction, id)?.moveShips && shipsCanTrade(at, faction);
}

/** Whether a ship of `faction` going along `path` (cell ids) ends on a river cell nearer a structure it may land on. */
function nearsTrade(at: Position, faction: string, path: readonly string[]): boolean {
  const plan = tradePlan(at, faction);
  if (!plan) return false;
  const index = plan.env.board.index;
  const from = index[path[0]!];
  const to = index[path[path.length - 1]!];
  if (from === undefined || to === undefined || to < plan.env.board.landCount) return false;
  return plan.distance[to]! < plan.distance[from]!;
}

export type MoveTrait = keyof typeof MOVE_TRAITS;

export interface RandomBotOptions {
  /** Chance of taking a free action (a conversion, burning power) when one is possible. */
  freeActionRate: number;
  /** Weight of each kind of move when choosing a kind (1 when not given; 0: only when no other kind has a move). */
  weights: Partial<Record<MoveType, number>>;
  /**
   * Weight of a move with this trait among the moves of its kind (a move without any: 1; with
   * several: their product). The kind is drawn as without it and only the move within it changes,
   * except that a kind whose every move weighs below 1 is passed over at the chance that the best of
   * them falls short of 1 (and made when nothing else is left): a move weighed down is avoided, not
   * only made rarer among its kind.
   */
  prefer?: Partial<Record<MoveTrait, number>>;
  /** Factor on the weight of a kind while the position has this trait (`KIND_TRAITS`; the position is needed). */
  boost?: Partial<Record<KindTrait, number>>;
  /** Moves never chosen (the differential leaves out what the reference mishandles). */
  avoid?: (catalog: Catalog, state: GameState, move: Move) => boolean;
}

export const RANDOM_BOT: RandomBotOptions = {
  freeActionRate: 0.1,
  weights: { pass: 0.05, dig: 0.3, build: 2, upgrade: 2, ship: 10, merchant: 10 },
  prefer: {
    "ship-lands": 2000,
    "merchant-lands": 2000,
    "ship-nears-trade": 20,
    "ship-heads-to-trade": 20,
    "merchant-heads-to-trade": 20,
    "ship-nearest-moves": 10,
    "merchant-nearest-moves": 10,
    "action-trades": 50,
    "action-nears-trade": 10,
    "action-gains-ship": 10,
    "action-gains-first-ship": 5,
    "shipping-with-ships": 10,
    "dock-nears-trade": 20,
    "shipyard-nears-trade": 10,
    "ship-at-nears-trade": 10,
    "burn-for-ships": 20,
    "build-spends-trading-ship": 0.05,
    "build-riverside": 3,
    "build-beside-rival-by-water": 60,
    "build-close-to-rival-by-water": 30,
    "pass-bonus-for-ships": 10,
    "build-near-rival-ship": 5,
    "transform-near-rival-ship": 5,
    "shipyard-for-first-ship": 5,
    "build-riverside-for-dock": 5,
    "transform-riverside": 3,
    "transform-riverside-for-dock": 5,
    "convert-spends-ship-power": 0.02,
    "action-spends-ship-power": 0.1,
    "action-ships-idle": 0.05,
    "upgrade-loses-shipyard-site": 0.1,
    ...GOAL_PREFER,
  },
  boost: { "shipping-for-trade": 20, "actions-for-trade": 2, "burn-for-ships": 10, "ships-left-to-move": 0.05, "decline-ship-power": 0.1, ...GOAL_BOOST },
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
  const first = moves[0];
  return choose(present, rng, options, { listAt: (i) => moves.filter((m) => m.type === present[i]) }, at, first && "faction" in first ? first.faction : undefined);
}

/**
 * Choose one of a player's legal moves, listing only the kinds of move it draws (the moves of one
 * kind are listed when the draw falls on it: a kind with no move is dropped and the draw made
 * again among the others). The same choice as `chooseMove(legalMoves(...), rng, options,
 * listedKinds(...))` for much less work.
 */
export function chooseLegalMove(catalog: Catalog, state: GameState, faction: string, rng: number, options: RandomBotOptions = RANDOM_BOT): Choice {
  const avoid = options.avoid;
  if (avoid)
    return withKinds(catalog, state, faction, (listing) =>
      choose(listing.kinds, rng, options, { listAt: (i) => listing.listAt(i).filter((m) => !avoid(catalog, state, m)) }, undefined, faction, catalog, state),
    );
  // Without `avoid` (self-play), one function and one request object for every choice (no closure made per move).
  const q = REQUEST;
  q.rng = rng;
  q.options = options;
  q.faction = faction;
  q.catalog = catalog;
  q.state = state;
  const choice = withKinds(catalog, state, faction, chooseFrom, q);
  q.catalog = undefined;
  q.state = undefined;
  return choice;
}

/** What `chooseLegalMove` asks of `chooseFrom` (read at once: one object serves every call). */
interface Request {
  rng: number;
  options: RandomBotOptions;
  faction: string;
  catalog: Catalog | undefined;
  state: GameState | undefined;
}

const REQUEST: Request = { rng: 0, options: RANDOM_BOT, faction: "", catalog: undefined, state: undefined };

function chooseFrom(listing: KindListing, q: Request): Choice {
  return choose(listing.kinds, q.rng, q.options, listing, undefined, q.faction, q.catalog, q.state);
}

/**
 * The kinds to draw from, split once per list of kinds and bot: free kinds, the others with their
 * weights (each kind as its index in the list of kinds).
 */
interface Plan {
  free: number[];
  open: number[];
  /** The weights of `open` (a typed array: the draw loop reads it many times per choice). */
  weights: Float64Array;
  /** The same weights as a Fenwick tree (`kind-draw.ts`). */
  tree: Float64Array;
  total: number;
  /** How many of `open` have a weight above 0. */
  weighted: number;
  /** Per kind (its index in the list of kinds): the preferred traits of its moves with their weights, when it has any. */
  traits: (Trait[] | undefined)[];
  /** The same without the traits of Merchants of the Seas (for positions of games without it). */
  baseTraits: (Trait[] | undefined)[];
  /** The kind traits of the bot (`boost`): the index in `open` of the kind each weighs up, and by how much. */
  boosts: { open: number; when: (at: Position, faction: string) => boolean; factor: number }[];
  /** The kind traits of free kinds: factors on the rate of free moves. */
  freeBoosts: { when: (at: Position, faction: string) => boolean; factor: number }[];
  /** The preferred traits of the free kinds' moves, when there are any (all Merchants of the Seas'). */
  freeTraits: Trait[] | undefined;
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
    const byKind = traitsByKind(options);
    const free: number[] = [];
    const open: number[] = [];
    const weights: number[] = [];
    const traits: (Trait[] | undefined)[] = [];
    const baseTraits: (Trait[] | undefined)[] = [];
    const boosts: Plan["boosts"] = [];
    const freeBoosts: Plan["freeBoosts"] = [];
    let freeTraits: Trait[] | undefined;
    let total = 0;
    let weighted = 0;
    for (let i = 0; i < kinds.length; i++) {
      const kind = kinds[i]!;
      const of = byKind.get(kind);
      if (of?.traits.length) traits[i] = of.traits;
      if (of?.baseTraits.length) baseTraits[i] = of.baseTraits;
      if (FREE.has(kind)) {
        free.push(i);
        for (const t of of?.traits ?? []) (freeTraits ??= []).push(t);
        for (const b of of?.boosts ?? []) freeBoosts.push(b);
      } else {
        const w = Math.max(0, options.weights[kind] ?? 1);
        if (w > 0) for (const b of of?.boosts ?? []) boosts.push({ open: open.length, when: b.when, factor: b.factor });
        open.push(i);
        weights.push(w);
        total += w;
        if (w > 0) weighted++;
      }
    }
    // Made in one literal, every field as it stays (no field changes its kind of value afterwards:
    // code V8 compiled for the first plan stays valid for the next).
    const w = Float64Array.from(weights);
    plan = { free, open, weights: w, tree: treeOf(w, weights.length), total, weighted, traits, baseTraits, boosts, freeBoosts, freeTraits };
    byOptions.set(options, plan);
  }
  return plan;
}

/** A bot's preferred traits and kind traits of one kind of move, in the order its options give them. */
interface OfKindTraits {
  traits: Trait[];
  /** The same without the traits of Merchants of the Seas. */
  baseTraits: Trait[];
  /** The kind traits that weigh the kind up (factors above 0 only). */
  boosts: { when: (at: Position, faction: string) => boolean; factor: number }[];
}

const TRAITS_BY_KIND = new WeakMap<RandomBotOptions, Map<MoveType, OfKindTraits>>();

/**
 * The bot's traits grouped by the kind of move they belong to, worked out once per bot: a plan
 * (one per list of kinds) reads its kinds' traits here instead of going through every trait of
 * the bot for each kind.
 */
function traitsByKind(options: RandomBotOptions): Map<MoveType, OfKindTraits> {
  let byKind = TRAITS_BY_KIND.get(options);
  if (byKind) return byKind;
  byKind = new Map();
  const of = (kind: MoveType): OfKindTraits => {
    let found = byKind!.get(kind);
    if (!found) byKind!.set(kind, (found = { traits: [], baseTraits: [], boosts: [] }));
    return found;
  };
  for (const [id, weight] of Object.entries(options.prefer ?? {}) as [MoveTrait, number][]) {
    const trait: { kind: MoveType; merchants: boolean; has: Trait["has"] } = MOVE_TRAITS[id];
    const t = { has: trait.has, weight: Math.max(0, weight) };
    of(trait.kind).traits.push(t);
    if (!trait.merchants) of(trait.kind).baseTraits.push(t);
  }
  for (const [id, factor] of Object.entries(options.boost ?? {}) as [KindTrait, number][])
    if (factor > 0) of(KIND_TRAITS[id].kind).boosts.push({ when: KIND_TRAITS[id].when, factor });
  TRAITS_BY_KIND.set(options, byKind);
  return byKind;
}

/** Every free move, in the order of the kinds. */
/** The moves of each kind, by the kind's index in the list of kinds drawn from. */
interface OfKind {
  listAt(index: number): readonly Move[];
}

function freeMoves(plan: Plan, ofKind: OfKind): Move[] {
  const free: Move[] = [];
  for (const i of plan.free) for (const m of ofKind.listAt(i)) free.push(m);
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
function choose(
  kinds: readonly MoveType[],
  rng: number,
  options: RandomBotOptions,
  ofKind: OfKind,
  given: Position | undefined,
  faction?: string,
  catalog?: Catalog,
  state?: GameState,
): Choice {
  const plan = planOf(kinds, options);
  // Games without Merchants of the Seas: none of its traits is looked at.
  const merchants = given ? given.catalog.merchants !== undefined : catalog ? catalog.merchants !== undefined : true;
  // The position, made here in games with Merchants of the Seas (its traits need it), else only when a trait needs it (pick).
  const at = given ?? (merchants && catalog && state ? { catalog, state } : undefined);
  const traits = merchants ? plan.traits : plan.baseTraits;
  let free: Move[] | undefined;
  // The generator's state as numbers (`nextState`, `valueAt`: `nextRandom` without its object).
  let r = nextState(rng);
  let freeRate = options.freeActionRate;
  if (at && merchants && faction !== undefined) for (const b of plan.freeBoosts) if (b.when(at, faction)) freeRate = Math.min(1, freeRate * b.factor);
  // A kind (or the free moves) whose every move is weighed below 1 is passed over, at the chance the best of them falls short of 1, and kept as a last resort.
  let avoided: { moves: readonly Move[]; weighed: { weights: number[]; total: number } } | undefined;
  if (valueAt(r) < freeRate && plan.free.length > 0) {
    free = freeMoves(plan, ofKind);
    if (free.length > 0) {
      const weights = weightsOf(free, merchants ? plan.freeTraits : undefined, at, catalog, state);
      let passed = false;
      if (weights && weights.best < 1) {
        r = nextState(r);
        passed = valueAt(r) >= weights.best;
      }
      r = nextState(r);
      if (!passed) return { move: pickWeighed(free, weights, valueAt(r)), rng: r };
      avoided = { moves: free, weighed: weights! };
    }
  }
  // Kinds dropped (no move now) get weight 0: a draw never falls on them. The weights are the
  // plan's until one changes, then a copy in `scratchWeights` (no array made per choice).
  const open = plan.open;
  const n = open.length;
  let weights = plan.weights;
  let tree = plan.tree;
  let total = plan.total;
  if (at && merchants && faction !== undefined)
    for (const b of plan.boosts) {
      if (!b.when(at, faction)) continue;
      if (weights === plan.weights) {
        copyWeights(plan);
        weights = scratchWeights;
        tree = scratchTree;
      }
      const before = weights[b.open]!;
      total += before * (b.factor - 1);
      weights[b.open]! *= b.factor;
      addToTree(tree, n, b.open, weights[b.open]! - before);
    }
  for (let left = plan.weighted; left > 0; left--) {
    r = nextState(r);
    const i = drawKind(weights, tree, n, total, valueAt(r));
    const moves = ofKind.listAt(open[i]!);
    if (moves.length > 0) {
      const weighed = weightsOf(moves, traits[open[i]!], at, catalog, state);
      let passed = false;
      if (weighed && weighed.best < 1) {
        r = nextState(r);
        passed = valueAt(r) >= weighed.best;
      }
      r = nextState(r);
      if (!passed) return { move: pickWeighed(moves, weighed, valueAt(r)), rng: r };
      avoided ??= { moves, weighed: weighed! };
    }
    if (weights === plan.weights) {
      copyWeights(plan);
      weights = scratchWeights;
      tree = scratchTree;
    }
    total -= weights[i]!;
    addToTree(tree, n, i, -weights[i]!);
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
      return { move: pick(moves, traits[kind], valueAt(r), at, catalog, state), rng: r };
    }
  }
  if (avoided) {
    r = nextState(r);
    return { move: pickWeighed(avoided.moves, avoided.weighed, valueAt(r)), rng: r };
  }
  free ??= freeMoves(plan, ofKind);
  if (free.length > 0) {
    r = nextState(r);
    return { move: pick(free, merchants ? plan.freeTraits : undefined, valueAt(r), at, catalog, state), rng: r };
  }
  return { move: undefined, rng };
}

/** The move of one kind a draw `value` in [0, 1) falls on: uniformly, or by the weights of the kind's preferred traits. */
function pick(moves: readonly Move[], traits: readonly Trait[] | undefined, value: number, given: Position | undefined, catalog?: Catalog, state?: GameState): Move {
  return pickWeighed(moves, weightsOf(moves, traits, given, catalog, state), value);
}

/**
 * The weights of `moves` by their preferred traits (undefined without traits, or when no move has
 * one: all are drawn uniformly), and the highest of them.
 */
function weightsOf(moves: readonly Move[], traits: readonly Trait[] | undefined, given: Position | undefined, catalog?: Catalog, state?: GameState): { weights: number[]; total: number; best: number } | undefined {
  if (!traits) return undefined;
  // The position, made only for a kind with traits (one object per choice: traits remember what they worked out for it).
  const at = given ?? (catalog && state ? { catalog, state } : undefined);
  let total = 0;
  let best = 0;
  let marked = false;
  const weights = moves.map((m) => {
    let w = 1;
    for (const t of traits)
      if (t.has(m, at)) {
        w *= t.weight;
        marked = true;
      }
    total += w;
    if (w > best) best = w;
    return w;
  });
  return marked ? { weights, total, best } : undefined;
}

/** The move a draw `value` in [0, 1) falls on, by `weighed` (uniformly without it, or when all weigh 0). */
function pickWeighed(moves: readonly Move[], weighed: { weights: number[]; total: number } | undefined, value: number): Move {
  if (!weighed || weighed.total <= 0) return moves[Math.floor(value * moves.length)]!;
  return moves[drawIndex(weighed.weights, weighed.total, value)]!;
}

/** Scratch space of `choose` for the weights of a choice's kinds and their tree once one changes (one choice at a time uses it; may be longer than the plan's). */
let scratchWeights = new Float64Array(32);
let scratchTree = new Float64Array(33);

/** The plan's weights and their tree copied into the scratch space (`scratchWeights`, `scratchTree`). */
function copyWeights(plan: Plan): void {
  if (scratchWeights.length < plan.weights.length) {
    scratchWeights = new Float64Array(2 * plan.weights.length);
    scratchTree = new Float64Array(2 * plan.weights.length + 1);
  }
  scratchWeights.set(plan.weights);
  scratchTree.set(plan.tree);
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
