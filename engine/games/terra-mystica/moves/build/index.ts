/**
 * `build`: building dwellings — the initial dwellings during setup, and Transform and Build during
 * the game (transforming the hex to home terrain with the spades at hand first, see `../transform`).
 * A free dwelling (Witches' Ride) goes on a hex that already is home terrain, anywhere.
 */
import type { Env } from "../../rules/env";
import { factionOf, nameOf } from "../../rules/env";
import { offerPower } from "../../rules/leech";
import { besideRiver, reach, type Reach } from "../../rules/reach";
import { placeWaitingDock, skipDocksAside, usesMerchants } from "../../rules/docks";
import { tradeOnOthersBuild } from "../../rules/merchants";
import { addCosts, addVp, canAfford, pay, type Cost } from "../../rules/resources";
import { reject, type Rejection } from "../../rules/result";
import { subActionsOf, type SetupStep, type SubAction } from "../../rules/state";
import type { Terrain } from "../../schema/common";
import { buildsOn, cycleHome, homeTerrain, NEVER, spadesNeeded } from "../../rules/terraform";
import { detectTownFrom } from "../../rules/towns";
import { payVolcano, volcanoCost, volcanoUnaffordable } from "../../rules/volcano";
import { onBuilt } from "../../rules/passives";
import { applyEffect } from "../../rules/effects";
import { canTake, take } from "../../rules/turn";
import { isActing, isRejection, landHex, mustAfford, mustBeActive } from "../common";
import { upperWord } from "../../notation/words";
import { STAGE, type MoveFamily } from "../family";
import { reachableOf, reachOf, type Listing } from "../listing";
import { doTransform, planTransform, type TransformPlan } from "../transform";

/** Place a dwelling: an initial one during setup, or Transform and Build (transforming as needed). */
export interface BuildMove {
  type: "build";
  faction: string;
  hex: string;
  /**
   * Merchants of the Seas: the river cell of the player's ship, next to the hex, returned to the
   * supply instead of paying the dwelling's cost (`build E4 ship r20`).
   */
  ship?: string;
  /** Merchants of the Seas: the player's merchant standing on the hex pays instead (`build E4 merchant`; Fakirs, Dwarves). */
  merchant?: boolean;
}

/** A checked build: where, and what it takes. */
export interface BuildPlan {
  hex: number;
  setup: boolean;
  free: boolean;
  tfNeeded: boolean;
  subActions: Partial<Record<SubAction, number>>;
  transform?: TransformPlan;
  skip?: { cost: Cost; vp: number };
  cost?: Cost;
  /** Power tokens or cult steps an initial dwelling's volcano costs (Dragonlords, Acolytes). */
  volcano?: number;
  /** The river cell of the ship that pays for the dwelling (Merchants of the Seas; a merchant's: the hex itself). */
  ship?: number;
}

/**
 * The terrain initial dwellings go on: home terrain, or for an ice faction the colour it picked
 * (each initial dwelling turns its hex into ice).
 */
function setupTerrain(env: Env, seat: number): Terrain | undefined {
  const home = homeTerrain(env, seat);
  return home === "ice" || home === "volcano" ? cycleHome(env, seat) : home;
}

const SETUP_STEP_TEXT: Record<SetupStep, string> = {
  color: "pick a terrain colour",
  favor: "take a favor tile",
  dwelling: "place a dwelling",
  dock: "place the dock",
  bonus: "pick a bonus card",
};

function checkSetupBuild(env: Env, seat: number, hex: number): BuildPlan | Rejection {
  const state = env.state;
  const p = state.players[seat]!;
  const head = state.setupQueue[0];
  if (!head || head.step !== "dwelling" || head.seat !== seat) {
    const expected = head ? `${nameOf(env, head.seat)} to ${SETUP_STEP_TEXT[head.step]}` : "nobody";
    return reject("move/not-your-turn", `Setup expects ${expected}, not ${nameOf(env, seat)} to build`);
  }
  if (state.board.building[hex]) return reject("move/occupied", `${env.board.ids[hex]} already has a structure`);
  if (factionOf(env, seat).traits.volcano) return checkSetupVolcano(env, seat, hex);
  const terrain = setupTerrain(env, seat);
  if (!terrain) return reject("move/pick-color-first", `${p.faction} must pick their terrain colour before placing a dwelling`);
  if (state.board.terrain[hex] !== terrain)
    return reject("move/wrong-terrain", `Initial dwellings go on ${terrain === homeTerrain(env, seat) ? "home terrain" : "the colour picked"} (${terrain}), ${env.board.ids[hex]} is ${state.board.terrain[hex]}`);
  if (factionOf(env, seat).traits.riverOnly && !besideRiver(env, hex))
    return reject("move/inland", `${p.faction} place their initial dwellings beside a river; ${env.board.ids[hex]} is inland`);
  if (p.buildings.D >= factionOf(env, seat).buildings.D.supply) return reject("move/no-supply", `${p.faction} has no dwelling left`);
  return { hex, setup: true, free: true, tfNeeded: false, subActions: p.subActions };
}

/**
 * An initial dwelling of a volcano faction: on any land hex that is not ice or volcano already,
 * which becomes volcano, paid like any volcano (terra.snellman.net charges it, more on the home
 * terrain of another faction).
 */
function checkSetupVolcano(env: Env, seat: number, hex: number): BuildPlan | Rejection {
  const p = env.state.players[seat]!;
  const terrain = env.state.board.terrain[hex]!;
  if (terrain === "ice" || terrain === "volcano") return reject("move/no-transform", `${env.board.ids[hex]} is ${terrain}, which cannot be turned into volcano`);
  if (p.buildings.D >= factionOf(env, seat).buildings.D.supply) return reject("move/no-supply", `${p.faction} has no dwelling left`);
  const volcano = volcanoCost(env, seat, hex)!;
  const unaffordable = volcanoUnaffordable(env, seat, volcano);
  if (unaffordable) return unaffordable;
  return { hex, setup: true, free: true, tfNeeded: true, subActions: p.subActions, volcano };
}

/** Why the player's ship on `cell` cannot pay for a dwelling on `hex` (undefined when it can). */
function shipCannotPay(env: Env, seat: number, hex: number, cell: number): Rejection | undefined {
  const m = env.state.players[seat]!.merchants;
  if (m && usesMerchants(env, seat)) {
    if (cell !== hex || !m.ships.includes(hex)) return reject("move/no-ship", `${nameOf(env, seat)} have no merchant on ${env.board.ids[hex]} to pay for the dwelling (a merchant pays only on its own hex)`);
    return undefined;
  }
  if (!m || !m.ships.includes(cell)) return reject("move/no-ship", `${nameOf(env, seat)} have no ship on ${env.board.ids[cell] ?? cell}`);
  if (!env.board.adjacent[hex]!.includes(cell)) return reject("move/ship-not-adjacent", `The ship on ${env.board.ids[cell]} is not next to ${env.board.ids[hex]}`);
  return undefined;
}

/**
 * The steps a build allows for the transformation it starts with (one record for every check: it
 * is only read, and put back at once).
 */
const TRANSFORM_STEP = subActionsOf({ transform: 1 });

/**
 * Check a dwelling on `hex` without changing anything. `reached` is what `reach` says of the hex,
 * when the caller knows it already; `ship` is the river cell of the ship paying for it;
 * `spadesKnown`, the spades from the hex's terrain to home terrain, when the caller knows them.
 */
export function checkBuild(env: Env, seat: number, hex: number, reached?: Reach, ship?: number, spadesKnown?: number): BuildPlan | Rejection {
  const state = env.state;
  if (ship !== undefined) {
    if (state.round === 0 || state.players[seat]!.pending.freeDwellings > 0) return reject("move/not-allowed-now", "Only a dwelling that costs something can be paid with a ship");
    const bad = shipCannotPay(env, seat, hex, ship);
    if (bad) return bad;
  }
  if (state.phase === "setup-dwellings" || state.phase === "setup-choices") return checkSetupBuild(env, seat, hex);
  if (state.round === 0) return reject("move/not-allowed-now", "Dwellings are placed during setup only in turn");
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  const p = state.players[seat]!;
  const f = factionOf(env, seat);
  const board = state.board;
  if (board.building[hex]) return reject("move/occupied", `${env.board.ids[hex]} already has a structure`);
  if (p.buildings.D >= f.buildings.D.supply) return reject("move/no-supply", `${p.faction} has no dwelling left`);
  const home = homeTerrain(env, seat);
  const tfNeeded = !buildsOn(env, seat, board.terrain[hex]!);
  if (tfNeeded && f.traits.unlocks)
    return reject("move/not-unlocked", `${p.faction} build only on their colour and the colours they unlocked; ${env.board.ids[hex]} is ${board.terrain[hex]}`);

  // A build in the same action as a transformation must be on a transformed hex.
  let subActions = p.subActions;
  if ((!tfNeeded || !p.subActions.transform) && p.buildLocations.length > 0 && !p.buildLocations.includes(hex)) {
    subActions = subActionsOf(p.subActions, "build");
  }
  if (!canTake(env, seat, "build", subActions)) return reject("move/not-allowed-now", `${p.faction} cannot build now (the action is already taken)`);

  if (!tfNeeded && p.pending.freeTransforms > 0)
    return reject("move/transform-first", `${p.faction} must use their free transformation before building on terrain that needs none`);
  const free = p.pending.freeDwellings > 0;
  let skip: { cost: Cost; vp: number } | undefined;
  let transform: TransformPlan | undefined;
  if (free) {
    if (tfNeeded) return reject("move/wrong-terrain", `A free dwelling goes on ${home} without transforming; ${env.board.ids[hex]} is ${board.terrain[hex]}`);
  } else if (tfNeeded) {
    // The build step comes first and allows the transformation that follows it.
    const saved = p.subActions;
    p.subActions = TRANSFORM_STEP;
    const planned = planTransform(env, seat, hex, home, reached, ship, spadesKnown);
    p.subActions = saved;
    if (isRejection(planned)) return planned;
    transform = planned;
  } else {
    const r = reached ?? reach(env, seat, hex);
    if (!r.ok) return reject("move/out-of-reach", r.message);
    skip = r.skip;
  }
  const left = p.pending.spades - (transform?.spades ?? 0);
  if (left > 0) return reject("move/unused-spades", `All spades must be used before building (${left} left)`);
  const cost = free || ship !== undefined ? undefined : f.buildings.D.cost;
  const short = mustAfford(env, seat, addCosts(cost, skip?.cost ?? transform?.skip?.cost), "Building a dwelling");
  if (short) return short;
  return { hex, setup: false, free, tfNeeded, subActions, transform, skip, cost, ship };
}

/** Carry out a checked build. */
export function doBuild(env: Env, seat: number, plan: BuildPlan): void {
  const state = env.state;
  const p = state.players[seat]!;
  const { hex } = plan;
  if (plan.setup) {
    state.setupQueue.shift();
    const home = homeTerrain(env, seat)!;
    if (state.board.terrain[hex] !== home) state.board.terrain[hex] = home;
    if (plan.volcano !== undefined) payVolcano(env, seat, plan.volcano);
  } else {
    p.subActions = plan.subActions;
    take(env, seat, "build", { transform: plan.tfNeeded ? 1 : 0 });
    if (plan.free) p.pending.freeDwellings--;
    else if (plan.transform) doTransform(env, seat, plan.transform);
    else if (plan.skip) {
      p.skipTarget = hex;
      pay(p, plan.skip.cost);
      addVp(p, plan.skip.vp, "skips");
    }
    offerPower(env, seat, hex);
    pay(p, plan.cost);
    if (plan.ship !== undefined) {
      const ships = p.merchants!.ships;
      ships.splice(ships.indexOf(plan.ship), 1);
      applyEffect(env, seat, env.catalog.merchants?.factionRules[p.faction]?.onShipDwelling, "buildings");
    }
    onBuilt(env, seat, "D");
  }
  state.board.building[hex] = "D";
  state.board.owner[hex] = seat;
  p.buildings.D++;
  if (plan.setup) skipDocksAside(env);
  else {
    placeWaitingDock(env, seat, hex);
    tradeOnOthersBuild(env, seat, hex);
    detectTownFrom(env, seat, hex);
  }
}

function listSetupDwellings(l: Listing): void {
  const { env, seat, faction } = l;
  const board = env.state.board;
  const volcano = factionOf(env, seat).traits.volcano !== undefined;
  const terrain = setupTerrain(env, seat);
  for (let h = 0; h < env.board.landCount; h++)
    if ((volcano || board.terrain[h] === terrain) && !board.building[h] && !isRejection(checkBuild(env, seat, h))) l.out.push({ type: "build", faction, hex: env.board.ids[h]! });
}

/**
 * Dwellings: reachable hexes (any home-terrain hex for a free dwelling). Hexes that need more
 * spades than the player has (or a free dwelling off home terrain) are refused without asking.
 */
/**
 * Scratch space of `listBuilds` (one listing at a time uses it; a terrain cycle has fewer than 32
 * terrains). Whole numbers, not doubles: a spade count read from it reaches the player's pending
 * spades through the plan, and a double there would make V8 keep that field as a double (and throw
 * away the code compiled for it). `NEVER` stands for Infinity (spades cannot do it).
 */
const spadesScratch = new Uint8Array(32);

/** No ship to pay with (one array for every listing without). */
const NO_SHIPS: readonly number[] = [];

function listBuilds(l: Listing): void {
  const { env, seat, p, faction } = l;
  // No dwelling left in supply: `checkBuild` refuses every hex (the check most listings late in a game end on).
  if (p.buildings.D >= env.factions[seat]!.buildings.D.supply) return;
  const board = env.state.board;
  const home = homeTerrain(env, seat);
  const freeDwelling = p.pending.freeDwellings > 0;
  // Without a free dwelling, the dwelling's cost must be affordable (or a ship pay for it).
  const ships = p.merchants && !freeDwelling ? [...new Set(p.merchants.ships)] : NO_SHIPS;
  const merchants = ships.length > 0 && usesMerchants(env, seat);
  if (!freeDwelling && ships.length === 0 && !canAfford(p, env.factions[seat]!.buildings.D.cost)) return;
  const reachable = reachableOf(l);
  // The spades to home terrain per terrain (by its index on the cycle), worked out once per terrain; bit i of `known`: index i is.
  const spadesFor = spadesScratch;
  let known = 0;
  for (let h = 0; h < env.board.landCount; h++) {
    if (board.building[h]) continue;
    const from = board.terrain[h]!;
    // Most hexes are out of reach: that is tested first.
    if (!reachable[h] && !(freeDwelling && from === home)) continue;
    // The spades to home terrain, when worked out here (checkBuild need not again).
    let spades: number | undefined;
    if (home && from !== home && !buildsOn(env, seat, from)) {
      if (p.unlocked.length > 0 || p.priestsUnlock) continue;
      if (freeDwelling) continue;
      // Ice and volcano hexes are never transformed.
      if (from === "ice" || from === "volcano") continue;
      if (p.pending.freeTransforms === 0) {
        // Another terrain of the cycle is at least a spade away: without spades in hand, no dwelling here.
        if (p.pending.spades === 0) continue;
        const i = env.catalog.cycleIndex[from];
        if (!(known & (1 << i))) {
          known |= 1 << i;
          spadesFor[i] = Math.min(spadesNeeded(env, seat, from, home), NEVER);
        }
        spades = spadesFor[i]!;
        if (spades > p.pending.spades) continue;
      }
    }
    const reached = reachable[h] ? reachOf(l, h) : undefined;
    if (!isRejection(checkBuild(env, seat, h, reached, undefined, spades))) l.out.push({ type: "build", faction, hex: env.board.ids[h]! });
    if (merchants) {
      if (ships.includes(h) && !isRejection(checkBuild(env, seat, h, reached, h))) l.out.push({ type: "build", faction, hex: env.board.ids[h]!, merchant: true });
    } else
      for (const c of ships)
        if (env.board.adjacent[h]!.includes(c) && !isRejection(checkBuild(env, seat, h, reached, c))) l.out.push({ type: "build", faction, hex: env.board.ids[h]!, ship: env.board.ids[c]! });
  }
}

/** The river cell a build names for its ship payment (a merchant's: the hex), or a refusal (undefined: no ship named). */
function shipCell(env: Env, move: BuildMove, hex: number): number | Rejection | undefined {
  if (move.merchant) return move.ship === undefined ? hex : reject("move/bad-payment", "A dwelling is paid with a ship or with a merchant, not both");
  if (move.ship === undefined) return undefined;
  const c = env.board.index[move.ship];
  return c === undefined || c < env.board.landCount ? reject("move/unknown-hex", `There is no river cell ${move.ship} on this map`) : c;
}

export const BUILD: MoveFamily<"build"> = {
  type: "build",
  listed: STAGE.setupDwellings | STAGE.aside | STAGE.turn,
  list(l) {
    if (l.stage & STAGE.setupDwellings) listSetupDwellings(l);
    else if (isActing(l.env, l.seat) && canTake(l.env, l.seat, "build")) listBuilds(l);
  },
  check(env, seat, move) {
    const hex = landHex(env, move.hex);
    if (isRejection(hex)) return hex;
    const ship = shipCell(env, move, hex);
    if (isRejection(ship)) return ship;
    const plan = checkBuild(env, seat, hex, undefined, ship);
    return isRejection(plan) ? plan : undefined;
  },
  apply(env, seat, move) {
    const hex = landHex(env, move.hex);
    if (isRejection(hex)) return hex;
    const ship = shipCell(env, move, hex);
    if (isRejection(ship)) return ship;
    const plan = checkBuild(env, seat, hex, undefined, ship);
    if (isRejection(plan)) return plan;
    doBuild(env, seat, plan);
    return undefined;
  },
  verbs: { build: "player" },
  parse(c) {
    const m = c.text.match(/^build (\w+)(?: ship (r\d+)| (merchant))?$/i);
    if (!m) return undefined;
    const hex = upperWord(m[1]!);
    // (Literals without spreads where nothing is added: the common case, made without empty objects.)
    if (!m[2] && !m[3]) return { type: "build", faction: c.faction, hex };
    return { type: "build", faction: c.faction, hex, ...(m[2] ? { ship: m[2].toLowerCase() } : {}), ...(m[3] ? { merchant: true } : {}) };
  },
  format: (move) => `build ${move.hex}${move.ship ? ` ship ${move.ship}` : ""}${move.merchant ? " merchant" : ""}`,
  label: (_, move) => `Build a dwelling on ${move.hex}${move.ship ? `, paid with the ship on ${move.ship}` : ""}${move.merchant ? ", paid with the merchant standing there" : ""}`,
};
