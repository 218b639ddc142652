/**
 * Legal moves: what a player may do now, as moves `apply` accepts (each candidate is checked by
 * the same functions `apply` uses). Amounts are listed in their simplest form: conversions of
 * one unit, each burn amount, digs of the amounts some reachable hex could use, the first free
 * order space of each cult track. Mermaids' `connect` is not listed. If someone else moved last,
 * their turn is ended first (as the move would do).
 *
 * Moves after which the player could not go on are not listed: a dig while a free transformation
 * is pending, a dig only a tunnel or carpet flight could use that the player cannot pay for too.
 * For speed, candidates a cheap test already refuses (a kind of step the player cannot take now,
 * a cost they cannot pay, a supply used up, too few spades) are not checked one by one.
 */
import { volcanoDebtBlocks } from "./volcano";
import type { Catalog } from "../catalog";
import { LISTED_FAMILIES } from "../moves";
import { STAGE, type MoveFamily } from "../moves/family";
import type { Listing } from "../moves/listing";
import { envOf, seatOf, type Env } from "./env";
import type { Move, MoveType } from "./moves";
import type { GameState, PlayerState } from "./state";
import { endTurnIfDone, lastInRound, restoreTurn, snapshotTurn, turnWouldEnd } from "./turn";

/** The player's legal moves (only those of one kind, when `only` is given: the same moves in the same order). */
export function legalMoves(catalog: Catalog, state: GameState, faction: string, only?: MoveType): Move[] {
  return inTurn(catalog, state, faction, () => [], (env, seat) => listMoves(env, seat, only));
}

/**
 * `f` run with the state as the player's move would see it: if someone else moved last, their
 * turn is ended first (and restored after). `none()` when the player cannot move at all.
 */
function inTurn<T>(catalog: Catalog, state: GameState, faction: string, none: () => T, f: (env: Env, seat: number) => T): T {
  const env = envOf(catalog, state);
  const seat = seatOf(state, faction);
  if (seat < 0 || state.finished || state.players[seat]!.dropped) return none();
  const last = state.lastActor;
  if (last < 0 || last === seat || !turnWouldEnd(env, last)) return f(env, seat);
  const saved = snapshotTurn(env, last);
  endTurnIfDone(env, last);
  try {
    return f(env, seat);
  } finally {
    restoreTurn(state, saved);
  }
}

/** A player's legal moves kind by kind (see `withKinds`). */
export interface KindListing {
  /** The kinds of move the player's stage lists in this game, in the order `legalMoves` lists them (some may have no move now; an expansion's kinds only in its games). */
  readonly kinds: readonly MoveType[];
  /** The moves of one kind: `legalMoves(catalog, state, faction, kind)`. */
  list(kind: MoveType): Move[];
  /**
   * The moves of the kind `kinds[index]` (`list` without looking the kind up; a method: call it on
   * the listing). A list with moves is the caller's to keep; an empty one may be the array the
   * next call fills (copy it before calling again if it must stay empty).
   */
  listAt(index: number): Move[];
}

const NO_KINDS: KindListing = { kinds: [], list: () => [], listAt: () => [] };

/**
 * The families listed in a stage (registry order) and their move types, without those that list
 * nothing in the catalog's games (`MoveFamily.listsIn`: an expansion's, in a game without it).
 */
interface StageFamilies {
  readonly families: readonly MoveFamily[];
  readonly kinds: readonly MoveType[];
}

/** Per catalog and stage (worked out once: every move of a self-play game asks). */
const FAMILIES_BY_STAGE = new WeakMap<Catalog, Map<number, StageFamilies>>();
/** The last answer of `familiesOf` (a game asks for the same catalog again and again). */
let lastFamilies: { catalog: Catalog; byStage: Map<number, StageFamilies> } | undefined;

function familiesOf(catalog: Catalog, stage: number): StageFamilies {
  let byStage = lastFamilies?.catalog === catalog ? lastFamilies.byStage : undefined;
  if (!byStage) {
    byStage = FAMILIES_BY_STAGE.get(catalog);
    if (!byStage) FAMILIES_BY_STAGE.set(catalog, (byStage = new Map()));
    lastFamilies = { catalog, byStage };
  }
  let found = byStage.get(stage);
  if (!found) {
    const families = LISTED_FAMILIES.filter((f) => (f.listed & stage) !== 0 && (!f.listsIn || f.listsIn(catalog)));
    found = { families, kinds: families.map((f) => f.type) };
    byStage.set(stage, found);
  }
  return found;
}

/**
 * Call `f` with a listing of the player's moves kind by kind, valid only during the call: for a
 * caller that needs a few kinds and not the whole listing (the random bot). The hexes in reach
 * are computed once for all the kinds listed. `arg` is handed to `f` (a caller can pass one
 * function and its data instead of making a closure per call).
 */
export function withKinds<T, A = undefined>(catalog: Catalog, state: GameState, faction: string, f: (listing: KindListing, arg: A) => T, arg?: A): T {
  // `inTurn` written out (no closures made per call: every move of a self-play game makes one).
  const env = envOf(catalog, state);
  const seat = seatOf(state, faction);
  if (seat < 0 || state.finished || state.players[seat]!.dropped) return f(NO_KINDS, arg as A);
  const last = state.lastActor;
  if (last < 0 || last === seat || !turnWouldEnd(env, last)) return f(kindsOf(env, seat), arg as A);
  const saved = snapshotTurn(env, last);
  endTurnIfDone(env, last);
  try {
    return f(kindsOf(env, seat), arg as A);
  } finally {
    restoreTurn(state, saved);
  }
}

function kindsOf(env: Env, seat: number): KindsOf {
  // One listing for every kind listed: the hexes in reach it computes once serve them all.
  return new KindsOf(env, seat);
}

/**
 * `withKinds`' listing, and the listing each family's `list` fills: one object of one class (its
 * methods on the prototype), made once per listing (every move of a self-play game makes one).
 */
class KindsOf implements KindListing, Listing {
  readonly kinds: readonly MoveType[];
  private readonly listed: StageFamilies;
  readonly env: Env;
  readonly seat: number;
  readonly p: PlayerState;
  readonly faction: string;
  out: Move[];
  readonly stage: number;
  reachable: Uint8Array | undefined;
  only: MoveType | undefined;

  constructor(env: Env, seat: number, only?: MoveType) {
    const p = env.state.players[seat]!;
    this.env = env;
    this.seat = seat;
    this.p = p;
    this.faction = p.faction;
    this.out = [];
    this.stage = stageOf(env, seat);
    this.reachable = undefined;
    this.only = only;
    this.listed = familiesOf(env.catalog, this.stage);
    this.kinds = this.listed.kinds;
  }

  listAt(i: number): Move[] {
    // An empty answer is handed out again (and filled) by the next call: most answers are empty.
    if (this.out.length > 0) this.out = [];
    this.only = this.kinds[i];
    this.listed.families[i]!.list(this);
    return this.out;
  }

  list(kind: MoveType): Move[] {
    const i = this.kinds.indexOf(kind);
    return i < 0 ? [] : this.listAt(i);
  }

  /** Every kind's moves (only those of `only`, when it was given), in registry order (`legalMoves`). */
  listAll(): Move[] {
    const families = this.listed.families;
    const only = this.only;
    for (let i = 0; i < families.length; i++) {
      const family = families[i]!;
      if (only === undefined || only === family.type) family.list(this);
    }
    return this.out;
  }
}

/** The kinds of move the player's stage lists now (see `KindListing.kinds`). */
export function listedKinds(catalog: Catalog, state: GameState, faction: string): readonly MoveType[] {
  return withKinds(catalog, state, faction, (l) => l.kinds);
}

/**
 * The player's stage (`STAGE`): during setup, what the setup step is; in a double turn whose
 * first action was passing, only passing again; on their own turn in the action phase (or as the
 * last player in the round), everything; otherwise only what they owe.
 */
function stageOf(env: Env, seat: number): number {
  const o = env.state.players[seat]!.pending;
  if (o.loseCult > 0) return STAGE.volcanoDebt;
  // A new colour owed (Shapeshifters) comes first.
  if (o.shapeshift > 0) return STAGE.variableChoice;
  const stage = baseStageOf(env, seat);
  return o.unlocks > 0 || o.leechTokens > 0 || o.shapeshift > 0 ? stage | STAGE.variableChoice : stage;
}

function baseStageOf(env: Env, seat: number): number {
  const state = env.state;
  // During setup nobody moves on while cult steps are owed for a volcano.
  if (state.round === 0 && volcanoDebtBlocks(env, seat)) return 0;
  if (state.phase === "setup-auction") return STAGE.setupAuction;
  if (state.phase === "setup-choices") return STAGE.setupChoices;
  if (state.phase === "setup-dwellings") return state.setupQueue[0]?.step === "dock" ? STAGE.setupDocks : STAGE.setupDwellings;
  if (state.phase === "setup-bonus") return STAGE.setupBonus;
  if (state.phase !== "actions") return STAGE.aside;
  if (state.active === seat) {
    const p = state.players[seat]!;
    return p.passed && p.actionsLeft > 0 ? STAGE.passedAgain : STAGE.turn;
  }
  return lastInRound(env, seat) ? STAGE.turn : STAGE.aside;
}

/**
 * Each family listed in the player's stage adds its moves (registry order). Each family has its
 * own small listing function: small functions are optimised quickly and separately (one large
 * function took V8 hundreds of milliseconds to compile, and was compiled again after every
 * deoptimisation).
 */
function listMoves(env: Env, seat: number, only: MoveType | undefined): Move[] {
  return new KindsOf(env, seat, only).listAll();
}
