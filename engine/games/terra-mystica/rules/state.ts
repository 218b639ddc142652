/**
 * The state of a game: plain, serialisable data (no classes, Maps, Sets or functions), so that
 * `JSON.parse(JSON.stringify(state))` gives the same game back. Seats are indexes into `players`
 * (the order factions were chosen in); the board is arrays indexed by the catalog's cell numbers.
 */
import type { BoardTerrain, Building, Cult, Terrain } from "../schema/common";
import type { BuildVpKey } from "../schema/effects";

export const PHASES = ["setup-auction", "setup-choices", "setup-dwellings", "setup-bonus", "cult-bonus", "income", "actions", "finished"] as const;
/**
 * Where a game is: the faction auction (Fire & Ice variant), picking terrain colours and starting tiles (Fire & Ice factions), placing the first dwellings, picking the first bonus cards, the end-of-round
 * cult bonus of the scoring tile (its spades are used before anything else), income, the action
 * phase, or over.
 */
export type Phase = (typeof PHASES)[number];

/** Kinds of step an action may allow next without using up a whole action (terra.snellman.net's sub-actions). */
export const SUB_ACTIONS = ["build", "upgrade", "transform", "dig", "send", "bridge", "pass", "action", "advance"] as const;
export type SubAction = (typeof SUB_ACTIONS)[number];

/** Where victory points come from, for the studio's charts. */
export const VP_SOURCES = [
  "initial",
  "round-scoring",
  "buildings",
  "towns",
  "passing",
  "tracks",
  "spades",
  "skips",
  "leech",
  "trades",
  "conversions",
  "cults",
  "area",
  "final-scoring-tile",
  "resources",
  "adjustments",
] as const;
export type VpSource = (typeof VP_SOURCES)[number];

export type BuildingCounts = Record<Building, number>;
export type CultPositions = Record<Cult, number>;

/** Amounts of coins, workers, priests, power, VP. */
export type Amounts = Partial<Record<"coins" | "workers" | "priests" | "power" | "vp", number>>;

/** Things the player owes the game before their turn can end (or the phase can move on). */
export interface Obligations {
  /** Spades to apply (cult bonus, power action, Halflings' stronghold, dig). */
  spades: number;
  /** Cult steps to place on a track of the player's choice. */
  cultSteps: number;
  /** All of `cultSteps` must go on one track (Auren's stronghold action). */
  cultSameTrack: boolean;
  /** Favor tiles to choose. */
  favors: number;
  /** Town tiles to choose (one per town founded). */
  towns: number;
  /** Bridges paid for and not yet placed. */
  bridges: number;
  /** Free dwellings (Witches' Ride), placed without transforming. */
  freeDwellings: number;
  /** Free trading houses (Swarmlings' action). */
  freeTradingHouses: number;
  /** Free transformations to home terrain on a directly adjacent hex (Nomads' sandstorm). */
  freeTransforms: number;
  /** Steps to lose on one cult track for a hex turned into volcano (Acolytes), before anything else. */
  loseCult: number;
  /** Priests gained that become a choice: a colour to unlock or a priest (Riverwalkers). */
  unlocks: number;
  /** New power tokens offered for an opponent's leech, to take (paying) or decline (Shapeshifters). */
  leechTokens: number;
  /** A new home colour to pick (Shapeshifters' stronghold actions). */
  shapeshift: number;
  /** An optional exchange still available this turn (Darklings' ordination): the rate and how many times. */
  exchange?: { give: Amounts; get: Amounts; left: number };
}

export interface PlayerState {
  faction: string;
  /**
   * The terrain colour picked at setup by a faction that picks one (Fire & Ice: the colour an ice
   * faction turns into ice and counts its spades from); "" for the others, and before the pick.
   */
  picked: Terrain | "";
  /** Colours unlocked besides the one picked (Riverwalkers: they build there without terraforming). */
  unlocked: Terrain[];
  /** Priests gained become `unlocks` decisions (Riverwalkers). */
  priestsUnlock: boolean;
  vp: number;
  coins: number;
  workers: number;
  priests: number;
  /** Power tokens in bowls I, II, III. */
  power: [number, number, number];
  cults: CultPositions;
  /** Town keys not yet used to reach the top of a cult track. */
  keys: number;
  shipping: number;
  digging: number;
  /** Tunnelling / carpet flight range (factions with skip-spaces); 0 otherwise. */
  range: number;
  buildings: BuildingCounts;
  /** Priests the player may still hold (the supply minus priests left on cult order spaces). */
  priestCap: number;
  /** Priests on cult order spaces. */
  priestsSent: number;
  bridgesLeft: number;
  favors: string[];
  /** Town tiles taken (one entry per tile). */
  towns: string[];
  bonus?: string;
  passed: boolean;
  dropped: boolean;
  /** Victory points by source. */
  vpSources: Partial<Record<VpSource, number>>;
  pending: Obligations;
  /** Merchants of the Seas pieces; absent in games without the expansion. */
  merchants?: MerchantsPieces;

  // The turn in progress (terra.snellman.net's model of actions and sub-actions).
  /** Whole actions left this turn. */
  actionsLeft: number;
  /** Steps allowed next without using a whole action. */
  subActions: Partial<Record<SubAction, number>>;
  /** Hexes transformed to home terrain during this action: a following build must be on one of them. */
  buildLocations: number[];
  /** The hex reached by tunnelling / carpet flight this action (paid once). */
  skipTarget?: number;
  /** Spades of this action may only transform to home terrain from now on. */
  homeOnly: boolean;
  /** Spades from `dig` must all be used. */
  mustUseSpades: boolean;
  /** Cult tracks where a step to the top waited for a key during this action. */
  cultBlocked: Cult[];
}

/**
 * A player's Merchants of the Seas pieces on the board (the Fakirs' and Dwarves' merchants, warehouse
 * and market are their ships, dock and shipyard). Hexes are board indexes, land or river.
 */
export interface MerchantsPieces {
  /** The river cell of each ship (merchant) on the board, except those standing on structures. */
  ships: number[];
  /** The land hexes of the structures the player's ships stopped on, each waiting to trade (a ship each). */
  landed: number[];
  /**
   * While a Move ships action is open: the cells the ships moved in it have reached on the river
   * (each ship moves once; a ship on a cell counts as moved while this list holds that cell as
   * often as there are ships on it). Absent once trading has begun, and outside such actions.
   */
  moving?: number[];
  /**
   * While the stronghold trades of the current Move ships action have given spades (§6): the
   * player's dwellings before the first (several such trades allow one dwelling in all, the pack's
   * `strongholdTradeBuildsOnce`), and the spades that may not be used on hexes of some terrains (a
   * trade with the Giants' stronghold: `ownStrongholdTradeSpadeNotOn`). Absent otherwise.
   */
  strongholdTrades?: { dwellings: number; notOn: { terrains: BoardTerrain[]; spades: number }[] };
  /** The land hexes whose buildings hold one of this player's trade markers (one per building, for ever). */
  traded: number[];
  /** The hex of the dwelling (or upgraded building) the dock stands under; absent while the dock waits aside. */
  dock?: number;
  /** The hex of the shipyard (market); absent until it is built. */
  shipyard?: number;
  /**
   * Of the changes of colour the player owes (`pending.shapeshift`), how many their shipyard gave
   * (the Shapeshifters' free one, which they may decline with `-SHAPESHIFT`; a change paid for with
   * their stronghold's action may not be declined). Absent when none.
   */
  freeShapeshift?: number;
  /** Spaces the range marker has advanced from the start (Fakirs and Dwarves); 0 for the others. */
  rangeAdvances: number;
  /**
   * Ships gained where the player had a choice of river cells, placed on the first one (in board
   * order), which the player may still put elsewhere (`ship-at`) before their next other move:
   * the cell each stands on, and whether it must be next to the shipyard (the shipyard's own ship)
   * or may be next to the dock or the shipyard. Absent when there is none.
   */
  placing?: { cell: number; near: ShipNear }[];
}

/** Where a gained ship goes: next to the dock or the shipyard (as the rules name them), or next to the shipyard only (the ship the shipyard gives when built). */
export type ShipNear = "any" | "shipyard";

/** A player may take power from a neighbour's new building (answered later, while play goes on). */
export interface LeechOffer {
  seat: number;
  from: number;
  /** Power offered (sum of the neighbouring structures' power). */
  amount: number;
  /** What the player could take when it was offered, lowered as their bowls fill up. */
  actual: number;
  /** The building event it comes from (several offers share one). */
  event: number;
}

/** Per building event: how its offers were answered, for factions rewarded when opponents take power. */
export interface LeechEvent {
  id: number;
  from: number;
  /** Offers of positive power not yet declined. */
  open: number;
  declined: number;
  rewarded: boolean;
}

export interface BridgeState {
  a: number;
  b: number;
  seat: number;
}

export interface BoardState {
  /** Terrain of each land hex (ice and volcano once Fire & Ice factions have made them). */
  terrain: BoardTerrain[];
  /** Structure on each land hex, "" when empty (SY: a Merchants of the Seas shipyard). */
  building: ("" | BuildVpKey)[];
  /** Owner seat of each land hex's structure, -1 when empty. */
  owner: number[];
  /** Town id of each land hex (0: not in a town). */
  town: number[];
  bridges: BridgeState[];
  /** River cells Mermaids used to join a town across the river. */
  riverTowns: number[];
}

/**
 * A step of the setup: pick a terrain colour or take a starting favor tile (Fire & Ice), place an
 * initial dwelling, pick a bonus card.
 */
export type SetupStep = "color" | "favor" | "dwelling" | "dock" | "bonus";

/**
 * The faction auction (Fire & Ice variant): the factions nominated, in nomination order (the turn
 * order of the game once the factions are seated), each one's current bid and holder. Seats here
 * are the seats of the players before the auction (`player1` is seat 0); the auction's players
 * are seated in the order of the factions they won.
 */
export interface AuctionState {
  /** Faction ids, in the order they were nominated. */
  nominated: string[];
  /** The current bid on each nominated faction (-1: none yet). */
  bids: number[];
  /** The seat (before the auction) holding each nominated faction (-1: nobody). */
  holders: number[];
  /** The seat (before the auction) to nominate or bid next; -1 once every player holds a faction. */
  next: number;
  /** The auction's players by their names before it (`player1`, ...), seat by seat. */
  players: string[];
  /** Whether the factions are seated (the auction is over and the players are the factions won). */
  seated: boolean;
  /**
   * The fast auction's sealed bids: seat by seat (before the auction), the bid on each nominated
   * faction (-1: none yet). Undefined in the standard auction. Secret until every bid is in (the
   * studio hides them); `bids` and `holders` are filled from them when the auction is decided.
   */
  sealed?: number[][];
}

export interface GameState {
  /** Version of this state format. */
  format: 1;
  map: string;
  /** Game options (terra.snellman.net names): pack variants and engine strictness switches. */
  options: string[];
  /** Scoring tile of each round. */
  scoring: string[];
  /** Final-scoring tiles (Fire & Ice) scored after the area, by id; usually none or one. */
  finalScoring: string[];
  round: number;
  turn: number;
  /** The phase, written only by the flow machine (with `flow`). */
  phase: Phase;
  /**
   * The flow machine's state: the path of its leaf below the root (`setup.dwellings`,
   * `round.actions.turn`, `round.actions.decisions`, ...; see `engine/flow/machine.ts`).
   */
  flow: string;
  finished: boolean;
  players: PlayerState[];
  /** Seats in turn order (the order factions were chosen in, or the order of passing with pass-order rules). */
  order: number[];
  /** Order to switch to once the current turn ends (pass-order rules). */
  nextOrder?: number[];
  startPlayer: number;
  /** Seat whose turn it is, -1 when nobody's. */
  active: number;
  /** Seat that issued the last move (its turn ends when someone else moves). */
  lastActor: number;
  /**
   * Seat that ended its turn with `done` and may still burn power and convert until someone else
   * moves (as terra.snellman.net allows).
   */
  afterDone?: number;
  /** The faction auction (Fire & Ice variant), when the game has one. */
  auction?: AuctionState;
  /** Setup steps still to do, in order. */
  setupQueue: { seat: number; step: SetupStep }[];
  /** Tiles available: bonus cards, favor and town tiles (copies left). */
  pool: { bonus: Record<string, number>; favor: Record<string, number>; town: Record<string, number> };
  /** Coins lying on unused bonus cards. */
  bonusCoins: Record<string, number>;
  /** Action spaces used this round: power actions by id, others as `id/seat`. */
  usedActions: string[];
  /** Cult order spaces: the seat on each space (-1 free), by track. */
  cultSpaces: Record<Cult, number[]>;
  board: BoardState;
  leechOffers: LeechOffer[];
  leechEvents: LeechEvent[];
  nextLeechEvent: number;
  /** State of the seeded random generator (draws when setup leaves choices open). */
  rng: number;
}

/**
 * A deep copy of a state, written out field by field: fifty times faster than `structuredClone`
 * (a few microseconds), which matters because `apply` copies the state on every move. Every array
 * and object of the state is new; strings and numbers are shared. The objects are built as
 * literals with every field in a fixed order (optional ones included, as undefined), so that all
 * copies share one shape whatever the source's (a state from `createGame`, JSON or a copy): V8 then
 * keeps the code that reads them fast. A field added to the state must be copied here
 * (`snapshot.test.ts` fails on any object the copy shares with its source or any field it misses).
 */
export function cloneState(s: GameState): GameState {
  return {
    format: s.format,
    map: s.map,
    options: strings(s.options),
    scoring: strings(s.scoring),
    finalScoring: strings(s.finalScoring),
    round: s.round,
    turn: s.turn,
    phase: s.phase,
    flow: s.flow,
    finished: s.finished,
    players: listOf(s.players, clonePlayer),
    order: numbers(s.order),
    nextOrder: s.nextOrder && numbers(s.nextOrder),
    startPlayer: s.startPlayer,
    active: s.active,
    lastActor: s.lastActor,
    afterDone: s.afterDone,
    auction: s.auction && {
      nominated: strings(s.auction.nominated),
      bids: numbers(s.auction.bids),
      holders: numbers(s.auction.holders),
      next: s.auction.next,
      players: strings(s.auction.players),
      seated: s.auction.seated,
      sealed: s.auction.sealed && listOf(s.auction.sealed, numbers),
    },
    setupQueue: listOf(s.setupQueue, (q) => ({ seat: q.seat, step: q.step })),
    pool: { bonus: { ...s.pool.bonus }, favor: { ...s.pool.favor }, town: { ...s.pool.town } },
    bonusCoins: { ...s.bonusCoins },
    usedActions: strings(s.usedActions),
    cultSpaces: { fire: numbers(s.cultSpaces.fire), water: numbers(s.cultSpaces.water), earth: numbers(s.cultSpaces.earth), air: numbers(s.cultSpaces.air) },
    board: cloneBoard(s.board),
    leechOffers: listOf(s.leechOffers, (o) => ({ seat: o.seat, from: o.from, amount: o.amount, actual: o.actual, event: o.event })),
    leechEvents: listOf(s.leechEvents, (e) => ({ id: e.id, from: e.from, open: e.open, declined: e.declined, rewarded: e.rewarded })),
    nextLeechEvent: s.nextLeechEvent,
    rng: s.rng,
  };
}

/** Whether `settleShapes` has run in this process (V8's hidden classes are the process's). */
let shapesSettled = false;

/**
 * Once per process, on the first game created: every field of the state, its players and their
 * records that play writes is written once (to another value and back), so that V8 treats it as
 * written from the start. A field that only its literal has set is "constant" to V8, and one that
 * holds undefined has room only for objects; the first write of a number to it later, in the
 * middle of a run, changes the hidden class's field for every object of that class and throws
 * away all optimised code that relied on it (measured: five such waves in the first thousand
 * games of self-play, each recompiling `canTake`, `owesInTurn`, `seatsToMove`, `listBuilds`, ...).
 * The values are left as they were.
 */
export function settleShapes(state: GameState): void {
  if (shapesSettled) return;
  shapesSettled = true;
  rewrite(state as unknown as Record<string, unknown>);
  for (const p of state.players) {
    rewrite(p as unknown as Record<string, unknown>);
    rewrite(p.pending as unknown as Record<string, unknown>);
    rewrite(p.subActions as Record<string, unknown>);
    rewrite(p.vpSources as Record<string, unknown>);
    rewrite(p.cults as unknown as Record<string, unknown>);
    rewrite(p.buildings as unknown as Record<string, unknown>);
  }
}

/** Each number, boolean or undefined field of `o` written to another value and back. */
function rewrite(o: Record<string, unknown>): void {
  for (const key of Object.keys(o)) {
    const v = o[key];
    if (typeof v === "number") o[key] = v + 1;
    else if (typeof v === "boolean") o[key] = !v;
    else if (v === undefined) o[key] = 0;
    else continue;
    o[key] = v;
  }
}

/*
 * The copy's arrays are built element by element into new literals, not with `slice` or `map`:
 * those builtins give a holey or a packed array depending on the source and on whether V8 runs
 * them in optimised code or not, so a copy made after some function was optimised could have arrays
 * of another kind (another hidden class) than the copies before it, and every optimised function
 * reading the state then threw its code away at once (a few hundred games into a self-play run,
 * again after ≈ 1,600 games: ≈ 40 and ≈ 130 deoptimisations in one game).
 */
function numbers(a: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < a.length; i++) out.push(a[i]!);
  return out;
}

function strings<T extends string>(a: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < a.length; i++) out.push(a[i]!);
  return out;
}

function listOf<T, U>(a: readonly T[], copy: (x: T) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < a.length; i++) out.push(copy(a[i]!));
  return out;
}

function cloneBoard(b: BoardState): BoardState {
  return {
    terrain: strings(b.terrain),
    building: strings(b.building),
    owner: numbers(b.owner),
    town: numbers(b.town),
    bridges: listOf(b.bridges, (x) => ({ a: x.a, b: x.b, seat: x.seat })),
    riverTowns: numbers(b.riverTowns),
  };
}

/**
 * The steps allowed next (`PlayerState.subActions`) as a new record with every step present, in
 * the order of `SUB_ACTIONS` (undefined where none is allowed, which JSON drops), less `without`:
 * `canTake` reads one step by its name many times per listing, which is a quick property access
 * only while every record has one shape (a record from a literal or with a property deleted has
 * another).
 */
export function subActionsOf(from?: Partial<Record<SubAction, number>>, without?: SubAction): Record<SubAction, number | undefined> {
  // Nothing to copy: no property read (the reads below see objects of many shapes, so each is a
  // megamorphic load).
  if (!from) return { build: undefined, upgrade: undefined, transform: undefined, dig: undefined, send: undefined, bridge: undefined, pass: undefined, action: undefined, advance: undefined };
  const s: Record<SubAction, number | undefined> = {
    build: from.build,
    upgrade: from.upgrade,
    transform: from.transform,
    dig: from.dig,
    send: from.send,
    bridge: from.bridge,
    pass: from.pass,
    action: from.action,
    advance: from.advance,
  };
  if (without) s[without] = undefined;
  return s;
}

/**
 * A copy of a player's VP by source with every source present, in the order of `VP_SOURCES`
 * (undefined where none was scored, which JSON drops; a source missing here fails to compile): `addVp` updates one source by its name on
 * every move, which is a quick property access only while all players' records have one shape.
 */
function cloneVpSources(v: Partial<Record<VpSource, number>>): Record<VpSource, number | undefined> {
  return {
    initial: v.initial,
    "round-scoring": v["round-scoring"],
    buildings: v.buildings,
    towns: v.towns,
    passing: v.passing,
    tracks: v.tracks,
    spades: v.spades,
    skips: v.skips,
    leech: v.leech,
    trades: v.trades,
    conversions: v.conversions,
    cults: v.cults,
    area: v.area,
    "final-scoring-tile": v["final-scoring-tile"],
    resources: v.resources,
    adjustments: v.adjustments,
  };
}

function clonePlayer(p: PlayerState): PlayerState {
  const o = p.pending;
  const ex = o.exchange;
  return {
    faction: p.faction,
    picked: p.picked,
    unlocked: strings(p.unlocked),
    priestsUnlock: p.priestsUnlock,
    vp: p.vp,
    coins: p.coins,
    workers: p.workers,
    priests: p.priests,
    power: [p.power[0], p.power[1], p.power[2]],
    cults: { fire: p.cults.fire, water: p.cults.water, earth: p.cults.earth, air: p.cults.air },
    keys: p.keys,
    shipping: p.shipping,
    digging: p.digging,
    range: p.range,
    buildings: { D: p.buildings.D, TP: p.buildings.TP, TE: p.buildings.TE, SH: p.buildings.SH, SA: p.buildings.SA },
    priestCap: p.priestCap,
    priestsSent: p.priestsSent,
    bridgesLeft: p.bridgesLeft,
    favors: strings(p.favors),
    towns: strings(p.towns),
    bonus: p.bonus,
    passed: p.passed,
    dropped: p.dropped,
    vpSources: cloneVpSources(p.vpSources),
    pending: {
      spades: o.spades,
      cultSteps: o.cultSteps,
      cultSameTrack: o.cultSameTrack,
      favors: o.favors,
      towns: o.towns,
      bridges: o.bridges,
      freeDwellings: o.freeDwellings,
      freeTradingHouses: o.freeTradingHouses,
      freeTransforms: o.freeTransforms,
      loseCult: o.loseCult,
      unlocks: o.unlocks,
      leechTokens: o.leechTokens,
      shapeshift: o.shapeshift,
      exchange: ex && { give: { ...ex.give }, get: { ...ex.get }, left: ex.left },
    },
    actionsLeft: p.actionsLeft,
    subActions: subActionsOf(p.subActions),
    buildLocations: numbers(p.buildLocations),
    skipTarget: p.skipTarget,
    homeOnly: p.homeOnly,
    mustUseSpades: p.mustUseSpades,
    cultBlocked: strings(p.cultBlocked),
    ...(p.merchants ? { merchants: cloneMerchants(p.merchants) } : {}),
  };
}

function cloneMerchants(m: MerchantsPieces): MerchantsPieces {
  return {
    ships: numbers(m.ships),
    traded: numbers(m.traded),
    landed: numbers(m.landed),
    ...(m.moving === undefined ? {} : { moving: numbers(m.moving) }),
    ...(m.strongholdTrades === undefined
      ? {}
      : { strongholdTrades: { dwellings: m.strongholdTrades.dwellings, notOn: m.strongholdTrades.notOn.map((n) => ({ terrains: [...n.terrains], spades: n.spades })) } }),
    ...(m.dock === undefined ? {} : { dock: m.dock }),
    ...(m.shipyard === undefined ? {} : { shipyard: m.shipyard }),
    ...(m.freeShapeshift === undefined ? {} : { freeShapeshift: m.freeShapeshift }),
    rangeAdvances: m.rangeAdvances,
    ...(m.placing === undefined ? {} : { placing: m.placing.map((s) => ({ cell: s.cell, near: s.near })) }),
  };
}
