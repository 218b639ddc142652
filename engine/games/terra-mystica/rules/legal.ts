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
import type { Catalog } from "../catalog";
import { CONVERTIBLE, ratesFor, type ConvertibleResource, type RateTable } from "../catalog";
import { BUILDINGS, CULTS, type Building } from "../schema/common";
import type { Rules } from "../schema/rules";
import { checkBuild } from "./actions/build";
import { checkBridge, connectMove } from "./actions/bridges";
import { isActing, isRejection, mustBeActive } from "./actions/common";
import { checkPass } from "./actions/pass";
import { checkBurn, checkConvert } from "./actions/power";
import { checkSend } from "./actions/priests";
import { checkAction } from "./actions/spaces";
import { checkCult, checkFavor, checkTown } from "./actions/tiles";
import { checkAdvance } from "./actions/tracks";
import { checkDig, planTransform } from "./actions/transform";
import { checkUpgrade } from "./actions/upgrade";
import { envOf, factionOf, hasOption, seatOf, type Env } from "./env";
import type { Move, MoveType } from "./moves";
import { reach, reachMap } from "./reach";
import type { GameState, PlayerState } from "./state";
import { homeTerrain, spadesNeeded } from "./terraform";
import { addCosts, amountOf, shortfall } from "./resources";
import { canTake, endTurnIfDone, owesSomething, restoreTurn, snapshotTurn, turnWouldEnd, lastInRound } from "./turn";

/** The player's legal moves (only those of one kind, when `only` is given: the same moves in the same order). */
export function legalMoves(catalog: Catalog, state: GameState, faction: string, only?: MoveType): Move[] {
  return listing(catalog, state, faction, only, false);
}

/**
 * At most one move of each kind that uses an action or a step, and every free move (burning power,
 * conversions), in the order `legalMoves` lists them: which kinds of move the player has, for much
 * less work than listing them all (the random bot picks a kind first, then lists only that kind).
 */
export function legalMoveSample(catalog: Catalog, state: GameState, faction: string): Move[] {
  return listing(catalog, state, faction, undefined, true);
}

function listing(catalog: Catalog, state: GameState, faction: string, only: MoveType | undefined, firstOfEach: boolean): Move[] {
  const env = envOf(catalog, state);
  const seat = seatOf(state, faction);
  if (seat < 0 || state.finished || state.players[seat]!.dropped) return [];
  const last = state.lastActor;
  if (last < 0 || last === seat || !turnWouldEnd(env, last)) return listMoves(env, seat, only, firstOfEach);
  const saved = snapshotTurn(env, last);
  endTurnIfDone(env, last);
  try {
    return listMoves(env, seat, only, firstOfEach);
  } finally {
    restoreTurn(state, saved);
  }
}

/**
 * A listing in progress: the player, the moves found so far, and the hexes in reach (computed
 * once, by the first kind of step that needs them). Each kind of step has its own function: small
 * functions are optimised quickly and separately (one large function took V8 hundreds of
 * milliseconds to compile, and was compiled again after every deoptimisation).
 */
interface Listing {
  readonly env: Env;
  readonly seat: number;
  readonly p: PlayerState;
  readonly faction: string;
  readonly out: Move[];
  reachable: Uint8Array | undefined;
  /** List only this kind of move. */
  readonly only: MoveType | undefined;
  /** Stop each kind of move that uses an action or a step at its first move (free moves are all listed). */
  readonly firstOfEach: boolean;
}

/** Whether the listing wants moves of this kind. */
function wants(l: Listing, kind: MoveType): boolean {
  return l.only === undefined || l.only === kind;
}

/** Add a move; true when its kind is done (only its first move is wanted). */
function add(l: Listing, move: Move): boolean {
  l.out.push(move);
  return l.firstOfEach;
}

function listMoves(env: Env, seat: number, only: MoveType | undefined, firstOfEach: boolean): Move[] {
  const state = env.state;
  const p = state.players[seat]!;
  const l: Listing = { env, seat, p, faction: p.faction, out: [], reachable: undefined, only, firstOfEach };
  const out = l.out;
  if (state.leechOffers.length > 0 && (wants(l, "leech") || wants(l, "decline"))) listLeech(l);
  if (state.phase === "setup-dwellings") {
    if (wants(l, "build")) listSetupDwellings(l);
    return out;
  }
  if (state.phase === "setup-bonus") {
    if (wants(l, "pass")) for (const id of Object.keys(state.pool.bonus)) if (!checkPass(env, seat, id) && add(l, { type: "pass", faction: l.faction, bonus: id })) break;
    return out;
  }

  // A double turn whose first action was passing: only passing again (swapping the bonus card) is
  // offered; terra.snellman.net mishandles other actions after passing.
  if (state.active === seat && p.passed && p.actionsLeft > 0 && state.phase === "actions") {
    if (!wants(l, "pass")) return out;
    if (state.round >= env.rules.rounds) out.push({ type: "pass", faction: l.faction });
    else for (const id of Object.keys(state.pool.bonus)) if (state.pool.bonus[id] && !checkPass(env, seat, id) && add(l, { type: "pass", faction: l.faction, bonus: id })) break;
    return out;
  }

  // What the player owes.
  const o = p.pending;
  if (o.favors > 0 || o.towns > 0 || o.cultSteps > 0 || o.bridges > 0) listOwed(l);

  // Mermaids may found a town across a river hex (`connect r12`): listed where it founds one.
  if (wants(l, "connect") && factionOf(env, seat).traits.townRiverSkip && !mustBeActive(env, seat)) listConnects(l);

  // Transforming and building need the hexes in reach (only the active player builds). Kinds of
  // step the player cannot take now are not tried hex by hex.
  if (wants(l, "transform") && (o.spades > 0 || o.freeTransforms > 0) && (p.passed || canTake(env, seat, "transform"))) listTransforms(l);

  // Unwanted spades may be thrown away (not those just dug).
  if (wants(l, "adjust") && o.spades > 0 && !p.mustUseSpades) out.push({ type: "adjust", faction: l.faction, resource: "spades", delta: -o.spades });

  if (wants(l, "build") && isActing(env, seat) && canTake(env, seat, "build")) listBuilds(l);

  if (state.phase !== "actions") return out;
  if (state.active !== seat && !lastInRound(env, seat)) return out;

  if (wants(l, "upgrade") && canTake(env, seat, "upgrade")) listUpgrades(l);
  // Not while a free transformation is pending: it is used first, and the spades dug could then
  // never be used.
  if (wants(l, "dig") && o.freeTransforms === 0 && (!(hasOption(env, "loose-dig") && p.subActions.transform) || canTake(env, seat, "dig"))) listDigs(l);
  if (wants(l, "send") && p.priests > 0 && canTake(env, seat, "send"))
    for (const cult of CULTS) if (typeof checkSend(env, seat, cult) === "number" && add(l, { type: "send", faction: l.faction, cult })) break;
  if (wants(l, "advance") && canTake(env, seat, "advance"))
    for (const track of TRACKS) if (!checkAdvance(env, seat, track) && add(l, { type: "advance", faction: l.faction, track })) break;
  if (wants(l, "action") && canTake(env, seat, "action")) listActions(l);
  // Passing with a step still owed (a cult step, a tile) is accepted, as on terra.snellman.net, but
  // not offered: the round could end before the step is taken.
  if (wants(l, "pass") && (!p.passed || (state.active === seat && p.actionsLeft > 0)) && !owesSomething(p) && canTake(env, seat, "pass")) listPasses(l);
  if (wants(l, "burn")) listBurns(l);
  if (wants(l, "convert")) listConversions(l);
  if (wants(l, "done") && state.active === seat && p.actionsLeft === 0 && !owesSomething(p)) out.push({ type: "done", faction: l.faction });
  return out;
}

const TRACKS = ["shipping", "digging"] as const;

/** Power offers can be answered at any time (once per amount and neighbour). */
function listLeech(l: Listing): void {
  const { env, seat, faction, out } = l;
  const state = env.state;
  for (const o of state.leechOffers) {
    if (o.seat !== seat) continue;
    const from = state.players[o.from]!.faction;
    if (out.some((m) => (m.type === "leech" || m.type === "decline") && m.amount === o.amount && m.from === from)) continue;
    if (wants(l, "leech")) out.push({ type: "leech", faction, amount: o.amount, from });
    if (env.rules.leech.mayDecline && wants(l, "decline")) out.push({ type: "decline", faction, amount: o.amount, from });
  }
}

function listSetupDwellings(l: Listing): void {
  const { env, seat, faction } = l;
  const board = env.state.board;
  const home = homeTerrain(env, seat);
  for (let h = 0; h < env.board.landCount; h++)
    if (board.terrain[h] === home && !board.building[h] && !isRejection(checkBuild(env, seat, h)) && add(l, { type: "build", faction, hex: env.board.ids[h]! })) return;
}

/** Favor and town tiles, cult steps and bridges owed. */
function listOwed(l: Listing): void {
  const { env, seat, p, faction } = l;
  const state = env.state;
  if (p.pending.favors > 0 && wants(l, "favor"))
    for (const id of Object.keys(state.pool.favor)) if (!checkFavor(env, seat, id) && add(l, { type: "favor", faction, tile: id })) break;
  if (p.pending.towns > 0 && wants(l, "town"))
    for (const id of Object.keys(state.pool.town)) if (!checkTown(env, seat, id, 1) && add(l, { type: "town", faction, tile: id })) break;
  if (p.pending.cultSteps > 0 && wants(l, "cult")) {
    const steps = p.pending.cultSameTrack ? p.pending.cultSteps : 1;
    if (!checkCult(env, seat, steps)) for (const cult of CULTS) if (add(l, { type: "cult", faction, cult, steps })) break;
  }
  if (p.pending.bridges > 0 && wants(l, "bridge"))
    for (const [a, b] of env.board.bridgeSlots)
      if (!checkBridge(env, seat, a, b) && add(l, { type: "bridge", faction, a: env.board.ids[a]!, b: env.board.ids[b]! })) break;
}

/** Spades owed (or a free transformation) used on hexes in reach. */
function listTransforms(l: Listing): void {
  const { env, seat, p, faction } = l;
  const board = env.state.board;
  const home = homeTerrain(env, seat);
  const reachable = (l.reachable ??= emptyInReach(env, seat));
  const free = p.pending.freeTransforms > 0;
  for (let h = 0; h < env.board.landCount; h++) {
    if (!reachable[h]) continue;
    const from = board.terrain[h]!;
    const r = reach(env, seat, h);
    if (free) {
      if (home && home !== from && !isRejection(planTransform(env, seat, h, home, r)) && add(l, { type: "transform", faction, hex: env.board.ids[h]!, terrain: home })) return;
      continue;
    }
    for (const to of env.rules.terraformCycle)
      if (to !== from && spadesNeeded(env, seat, from, to) <= p.pending.spades && !isRejection(planTransform(env, seat, h, to, r)))
        if (add(l, { type: "transform", faction, hex: env.board.ids[h]!, terrain: to })) return;
  }
}

/**
 * Dwellings: reachable hexes (any home-terrain hex for a free dwelling). Hexes that need more
 * spades than the player has (or a free dwelling off home terrain) are refused without asking.
 */
function listBuilds(l: Listing): void {
  const { env, seat, p, faction } = l;
  const board = env.state.board;
  const home = homeTerrain(env, seat);
  const reachable = (l.reachable ??= emptyInReach(env, seat));
  const freeDwelling = p.pending.freeDwellings > 0;
  // Without a free dwelling, the dwelling's cost must be affordable.
  if (!freeDwelling && shortfall(p, env.factions[seat]!.buildings.D.cost)) return;
  const spadesFor = env.rules.terraformCycle.map(() => -1);
  for (let h = 0; h < env.board.landCount; h++) {
    if (board.building[h]) continue;
    const from = board.terrain[h]!;
    if (!reachable[h] && !(freeDwelling && from === home)) continue;
    if (home && from !== home) {
      if (freeDwelling) continue;
      if (p.pending.freeTransforms === 0) {
        const i = env.catalog.cycleIndex[from];
        if (spadesFor[i]! < 0) spadesFor[i] = spadesNeeded(env, seat, from, home);
        if (spadesFor[i]! > p.pending.spades) continue;
      }
    }
    if (!isRejection(checkBuild(env, seat, h)) && add(l, { type: "build", faction, hex: env.board.ids[h]! })) return;
  }
}

function listUpgrades(l: Listing): void {
  const { env, seat, p, faction } = l;
  const board = env.state.board;
  const f = env.factions[seat]!;
  for (let h = 0; h < env.board.landCount; h++) {
    if (board.owner[h] !== seat) continue;
    for (const to of BUILDINGS as readonly Building[]) {
      if (env.rules.upgrades[to as keyof typeof env.rules.upgrades] !== board.building[h] || p.buildings[to] >= f.buildings[to].supply) continue;
      const def = f.buildings[to];
      const free = to === "TP" && p.pending.freeTradingHouses > 0;
      if (!free && shortfall(p, def.cost) && (!def.costWithNeighbour || shortfall(p, def.costWithNeighbour))) continue;
      if (!isRejection(checkUpgrade(env, seat, h, to)) && add(l, { type: "upgrade", faction, hex: env.board.ids[h]!, to })) return;
    }
  }
}

/**
 * Digging: the amounts that let some reachable hex change terrain (needs depend on the terrains
 * only); for a hex reached by tunnelling or carpet flight, only if the player can pay for both.
 */
function listDigs(l: Listing): void {
  const { env, seat, p, faction } = l;
  const board = env.state.board;
  const reachable = (l.reachable ??= emptyInReach(env, seat));
  const amounts = spadeAmounts(env, seat);
  let seen = 0; // terrains already counted, by position on the cycle
  let needs = 0;
  let needsBySkip = 0;
  let skipHex = -1;
  for (let h = 0; h < env.board.landCount; h++) {
    if (!reachable[h]) continue;
    const i = env.catalog.cycleIndex[board.terrain[h]!];
    if (reachable[h] === 2) {
      skipHex = h;
      needsBySkip |= amounts[i]! >>> p.pending.spades;
    } else if (!(seen & (1 << i))) {
      seen |= 1 << i;
      needs |= amounts[i]! >>> p.pending.spades;
    }
  }
  const skip = skipHex >= 0 ? reach(env, seat, skipHex) : undefined;
  const skipCost = skip?.ok ? skip.skip?.cost : undefined;
  for (let n = 1; (needs | needsBySkip) >>> n; n++) {
    if (!((needs | needsBySkip) & (1 << n))) continue;
    const dig = checkDig(env, seat, n);
    if (isRejection(dig) || (!(needs & (1 << n)) && shortfall(p, addCosts(dig.cost, skipCost)))) continue;
    if (add(l, { type: "dig", faction, spades: n })) return;
  }
}

/** Action spaces of the board, and those on the player's own tiles and faction board. */
function listActions(l: Listing): void {
  const { env, seat, p, faction } = l;
  for (const space of env.catalog.actionSpaceList) {
    if (space.kind === "faction" ? space.faction !== faction : space.kind === "bonus" ? p.bonus !== space.id : space.kind === "favor" && !p.favors.includes(space.id)) continue;
    if (shortfall(p, space.action.cost)) continue;
    if (!checkAction(env, seat, space.id) && add(l, { type: "action", faction, id: space.id })) return;
  }
}

function listPasses(l: Listing): void {
  const { env, seat, faction, out } = l;
  const state = env.state;
  if (state.round >= env.rules.rounds) {
    if (!checkPass(env, seat, undefined)) out.push({ type: "pass", faction });
  } else for (const id of Object.keys(state.pool.bonus)) if (state.pool.bonus[id] && !checkPass(env, seat, id) && add(l, { type: "pass", faction, bonus: id })) return;
}

/** Burning power (a free move: all listed). */
function listBurns({ env, seat, p, faction, out }: Listing): void {
  for (let n = 1; n * env.rules.power.burnCost <= p.power[1]; n++) if (!checkBurn(env, seat, n)) out.push({ type: "burn", faction, amount: n });
}

/** Conversions, and an exchange left from Darklings' ordination (free moves: all listed). */
function listConversions({ env, seat, p, faction, out }: Listing): void {
  for (const { give, get, rate } of conversionsOf(ratesFor(env.catalog, env.rules)[faction]!)) {
    if (amountOf(p, give) < rate) continue;
    const move: Move = { type: "convert", faction, give, giveCount: rate, get, getCount: 1 };
    if (!isRejection(checkConvert(env, seat, move))) out.push(move);
  }
  const ex = p.pending.exchange;
  if (ex) {
    const give = Object.keys(ex.give)[0] as (typeof CONVERTIBLE)[number] | undefined;
    const get = Object.keys(ex.get)[0] as (typeof CONVERTIBLE)[number] | undefined;
    if (give && get) {
      const move: Move = { type: "convert", faction, give, giveCount: ex.give[give]!, get, getCount: ex.get[get]! };
      if (!isRejection(checkConvert(env, seat, move)) && !out.some((m) => m.type === "convert" && m.give === give && m.get === get)) out.push(move);
    }
  }
}

type Conversion = { give: ConvertibleResource; get: ConvertibleResource; rate: number };
const conversionLists = new WeakMap<RateTable, Conversion[]>();

/** The conversions of a rate table as a list (give × get in the order of CONVERTIBLE). */
function conversionsOf(rates: RateTable): Conversion[] {
  let list = conversionLists.get(rates);
  if (!list) {
    list = [];
    for (const give of CONVERTIBLE)
      for (const get of CONVERTIBLE) {
        const rate = rates[give][get];
        if (rate !== undefined) list.push({ give, get, rate });
      }
    conversionLists.set(rates, list);
  }
  return list;
}

const spadeAmountCache = new WeakMap<Catalog, WeakMap<Rules, Map<string, number[][]>>>();

/**
 * For each terrain (by position on the terraform cycle), the amounts of spades the player needs to
 * turn it into each other terrain, as a bit mask (bit n: n spades). They depend on the faction and
 * the spades at hand only, and are remembered per catalog and rules.
 */
function spadeAmounts(env: Env, seat: number): number[] {
  const p = env.state.players[seat]!;
  let byRules = spadeAmountCache.get(env.catalog);
  if (!byRules) spadeAmountCache.set(env.catalog, (byRules = new WeakMap()));
  let byPlayer = byRules.get(env.rules);
  if (!byPlayer) byRules.set(env.rules, (byPlayer = new Map()));
  let bySpades = byPlayer.get(p.faction);
  if (!bySpades) byPlayer.set(p.faction, (bySpades = []));
  let amounts = bySpades[p.pending.spades];
  if (!amounts) {
    const cycle = env.rules.terraformCycle;
    amounts = cycle.map((from) => {
      let mask = 0;
      for (const to of cycle) if (to !== from) mask |= 1 << spadesNeeded(env, seat, from, to);
      return mask & ~1;
    });
    bySpades[p.pending.spades] = amounts;
  }
  return amounts;
}

/** Scratch space of `emptyInReach` (one listing at a time uses it). */
let reachScratch = new Uint8Array(0);

/** Empty land hexes the player could transform or build on now (see `reachMap`), valid until the next call. */
function emptyInReach(env: Env, seat: number): Uint8Array {
  if (reachScratch.length !== env.board.landCount) reachScratch = new Uint8Array(env.board.landCount);
  const reachable = reachMap(env, seat, reachScratch);
  const building = env.state.board.building;
  for (let h = 0; h < reachable.length; h++) if (building[h]) reachable[h] = 0;
  return reachable;
}

/** River hexes across which the player's structures would found a town (tried, then undone). */
function listConnects(l: Listing): void {
  const { env, seat } = l;
  const board = env.state.board;
  const p = env.state.players[seat]!;
  for (let r = env.board.landCount; r < env.board.cellCount; r++) {
    if (board.riverTowns.includes(r)) continue;
    const own = env.board.landAdjacent[r]!.filter((h) => board.owner[h] === seat && board.building[h]);
    if (own.length < 2 || own.every((h) => board.town[h])) continue;
    const town = board.town.slice();
    const riverTowns = board.riverTowns.slice();
    const owed = p.pending.towns;
    const move: Move = { type: "connect", faction: p.faction, hexes: [env.board.ids[r]!] };
    const problem = connectMove(env, seat, move);
    board.town = town;
    board.riverTowns = riverTowns;
    p.pending.towns = owed;
    if (!problem && add(l, move)) return;
  }
}
