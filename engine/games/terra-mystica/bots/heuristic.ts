/**
 * The heuristic bot: plays sensibly enough for a designer testing alone to get a meaningful game.
 * It looks one move ahead: each legal move is applied and the position it leads to is valued for
 * the bot's player (VP, resources, the income its structures unlock for the rounds left, cult
 * majorities, tracks, favor tiles and bonus card, where its structures stand on the board). A few
 * short plans are valued the same way — burning power for a power action, converting resources to
 * afford a build — so it uses its power and builds, and it passes once nothing left is worth doing.
 * Power offers are answered by a rule of thumb. Pure and deterministic; it only ever returns one
 * of the moves `legalMoves` lists.
 */
import { passCount, tableValue } from "../rules/counters";
import { envOf, type Env } from "../rules/env";
import { apply } from "../rules/apply";
import { legalMoves } from "../rules/legal";
import type { Move, MoveType } from "../rules/moves";
import { areaSize, rankingVp } from "../rules/scoring";
import { buildsOn, cycleHome, cycleIndexOf, homeTerrain } from "../rules/terraform";
import type { GameState } from "../rules/state";
import type { Catalog } from "../catalog";
import { shipPlan, shipsValue } from "./heuristic-ships";
import { BUILDINGS, CULTS, type Building, type Resources, type Terrain } from "../schema/common";
import type { Passive } from "../schema/effects";
import { chooseAuctionMove } from "./auction";

/** What the bot's valuation counts, in VP-equivalents. */
export interface HeuristicWeights {
  /** Value of one unit of each resource while rounds are left (power by bowl). */
  coins: number;
  workers: number;
  priests: number;
  power: [number, number, number];
  /** Share of a round's income that each round still to come is worth. */
  incomePerRound: number;
  /** Lasting value of a structure on the board beyond its income (network, towns, abilities). */
  structures: Record<Building, number>;
  cultStep: number;
  shippingLevel: number;
  diggingLevel: number;
  /** An empty hex of the home terrain next to one of the player's structures. */
  homeNeighbour: number;
  /** Two of the player's structures side by side (towns). */
  ownNeighbour: number;
  /** A structure next to an opponent's (power offers). */
  rivalNeighbour: number;
  /** Each structure of the largest connected area. */
  areaStructure: number;
  /** Each spade owed to the player and not used yet. */
  pendingSpade: number;
  /** A plan starting with a free action must beat acting directly by this much. */
  planMargin: number;
}

export const HEURISTIC_WEIGHTS: HeuristicWeights = {
  coins: 0.33,
  workers: 0.7,
  priests: 1.1,
  power: [0.05, 0.2, 0.4],
  incomePerRound: 0.85,
  structures: { D: 1.5, TP: 3, TE: 3.5, SH: 6, SA: 5 },
  cultStep: 0.35,
  shippingLevel: 0.6,
  diggingLevel: 0.7,
  homeNeighbour: 0.4,
  ownNeighbour: 0.2,
  rivalNeighbour: 0.1,
  areaStructure: 0.6,
  pendingSpade: 1.2,
  planMargin: 0.3,
};

/** Moves that use no action and can be made any number of times. */
export const FREE: ReadonlySet<MoveType> = new Set<MoveType>(["convert", "burn"]);
/** Moves that answer or wait rather than play. */
export const NEUTRAL: ReadonlySet<MoveType> = new Set<MoveType>(["done", "wait", "leech", "decline"]);

/** Income phases still to come in the game. */
function roundsLeft(state: GameState, rounds: number): number {
  return state.round === 0 ? rounds : Math.max(0, rounds - state.round);
}

function resourceValue(r: Resources | undefined, w: HeuristicWeights, powerValue: number): number {
  if (!r) return 0;
  return (r.coins ?? 0) * w.coins + (r.workers ?? 0) * w.workers + (r.priests ?? 0) * w.priests + (r.power ?? 0) * powerValue + (r.vp ?? 0);
}

/** Income per round from structures on the board and favor tiles (the bonus card is counted apart). */
function lastingIncome(env: Env, seat: number): Required<Resources> {
  const p = env.state.players[seat]!;
  const f = env.factions[seat]!;
  const out = { coins: 0, workers: 0, priests: 0, power: 0, vp: 0 };
  for (const b of BUILDINGS) {
    const income = f.buildings[b].income;
    const n = p.buildings[b];
    for (const key of ["coins", "workers", "priests", "power"] as const) {
      const table = income[key];
      if (table) out[key] += tableValue(table, n);
    }
  }
  for (const id of p.favors) {
    const inc = env.catalog.favorTiles[id]?.income;
    for (const key of ["coins", "workers", "priests", "power"] as const) out[key] += inc?.[key] ?? 0;
  }
  return out;
}

/** What holding a tile is worth beyond its income, for `rounds` more rounds. */
function passiveValue(env: Env, seat: number, t: Passive | undefined, rounds: number): number {
  if (!t || rounds <= 0) return 0;
  let v = 0;
  for (const vp of Object.values(t.buildVp ?? {})) v += (vp ?? 0) * 0.4 * rounds;
  for (const pass of t.passVp ?? []) {
    const count = pass.per === "connecting-bridges" ? 0 : passCount(env, seat, pass.per);
    v += tableValue(pass.vp, count + 1) * rounds;
  }
  if (t.action) v += 1.2 * rounds;
  if (t.shipIncome) v += t.shipIncome * 1.5 * rounds;
  if (t.shippingBonus) v += 0.8 * Math.min(rounds, 1);
  if (t.townPowerReduction) v += 1.5;
  if (t.perSpade) v += (t.perSpade.vp ?? 0) * 0.8 * rounds;
  if (t.perTown) v += (t.perTown.vp ?? 0) * 0.3 * rounds;
  return v;
}

/** What a bonus card gives the player in the round it is held for. */
function bonusValue(env: Env, seat: number, id: string | undefined, w: HeuristicWeights): number {
  const card = id ? env.catalog.bonusCards[id] : undefined;
  return card ? resourceValue(card.income, w, w.power[1]) + passiveValue(env, seat, card, 1) : 0;
}

/**
 * Where the player's structures stand: room to grow (empty hexes next to them, worth more the fewer
 * spades they need), neighbours of its own (towns) and of others (power offers). Before round 1
 * the hexes two steps away count too, so that the first dwellings go where there is room.
 */
function boardValue(env: Env, seat: number, w: HeuristicWeights): number {
  const { board } = env.state;
  const home = homeTerrain(env, seat);
  // Spades counted on the cycle from the home's place there (an ice faction's: the colour picked).
  const at = cycleHome(env, seat);
  const cycle = cycleIndexOf(env);
  const n = env.rules.terraformCycle.length;
  const seen = new Uint8Array(env.board.landCount);
  const unlocker = env.factions[seat]!.traits.unlocks !== undefined;
  const room = (h: number, share: number): number => {
    const t = board.terrain[h]!;
    if (seen[h] || board.owner[h]! >= 0 || !home || (!at && home !== "volcano") || (t !== home && (t === "ice" || t === "volcano"))) return 0;
    seen[h] = 1;
    // Riverwalkers build only where they need no spade (their colour, the colours unlocked).
    if (unlocker) return buildsOn(env, seat, t) ? share * w.homeNeighbour : 0;
    // A volcano faction turns any terrain at one price (counted as one spade); an ice faction's
    // picked colour is one spade from its ice.
    const d = t === home || !at ? 0 : Math.abs(cycle[t as Terrain] - cycle[at]);
    const spades = t === home ? 0 : !at || d === 0 ? 1 : Math.min(d, n - d);
    return share * (spades === 0 ? w.homeNeighbour : spades === 1 ? w.homeNeighbour * 0.7 : spades === 2 ? w.homeNeighbour * 0.3 : 0);
  };
  let v = 0;
  for (let h = 0; h < env.board.landCount; h++) {
    if (board.owner[h] !== seat) continue;
    seen[h] = 1;
    for (const m of env.board.landAdjacent[h]!) {
      const owner = board.owner[m]!;
      if (owner < 0) v += room(m, 1);
      else if (owner === seat) v += w.ownNeighbour / 2;
      else v += w.rivalNeighbour;
    }
  }
  if (env.state.round === 0)
    for (let h = 0; h < env.board.landCount; h++)
      if (board.owner[h] === seat) for (const m of env.board.landAdjacent[h]!) for (const k of env.board.landAdjacent[m]!) v += room(k, 0.5);
  return v;
}

/** The value of a position for one player, in VP-equivalents. */
export function positionValue(catalog: Catalog, state: GameState, seat: number, w: HeuristicWeights = HEURISTIC_WEIGHTS): number {
  const env = envOf(catalog, state);
  const p = state.players[seat]!;
  const rules = env.rules;
  const left = roundsLeft(state, rules.rounds);
  const share = left / rules.rounds;
  // In the last round what is left over only counts for the final conversion (about 3 to a VP).
  const over = left === 0 && state.round > 0;
  const coin = over ? 1 / 3 : w.coins;
  let v = p.vp;
  v += p.coins * coin + p.workers * (over ? 1 / 3 : w.workers) + p.priests * (over ? 0.5 : w.priests);
  v += p.power[0] * (over ? 0 : w.power[0]) + p.power[1] * (over ? 1 / 6 : w.power[1]) + p.power[2] * (over ? 1 / 3 : w.power[2]);
  if (state.finished) return v;

  v += resourceValue(lastingIncome(env, seat), w, w.power[1]) * left * w.incomePerRound;
  for (const b of BUILDINGS) v += p.buildings[b] * w.structures[b] * (0.4 + 0.6 * share);
  for (const id of p.favors) v += passiveValue(env, seat, env.catalog.favorTiles[id], left) + 1;
  if (state.round < rules.rounds) {
    // Everyone takes a bonus card for the next round when passing: held, it counts for what it
    // gives then; not yet taken, the best one on offer counts (so passing itself gains little).
    const taken = p.passed || (state.round === 0 && p.bonus !== undefined);
    if (taken) v += bonusValue(env, seat, p.bonus, w);
    else v += Math.max(0, ...Object.keys(state.pool.bonus).filter((id) => state.pool.bonus[id]).map((id) => bonusValue(env, seat, id, w)));
  }
  if (p.bonus && !p.passed && state.round > 0) {
    const passVp = env.catalog.bonusCards[p.bonus]?.passVp;
    if (passVp) v += passiveValue(env, seat, { passVp }, 1);
  }

  const finalCults = rules.finalScoring.cults;
  for (const cult of CULTS) {
    const levels = state.players.map((q) => q.cults[cult]);
    v += p.cults[cult] * w.cultStep + rankingVp(levels, finalCults)[seat]! * (1 - 0.7 * share);
  }
  v += p.keys;
  // Each colour the Riverwalkers unlocked is room to build on for the rest of the game.
  v += p.unlocked.length * 3 * share;
  v += p.shipping * (w.shippingLevel * left + 0.5) + p.range * 0.5 * left + p.digging * w.diggingLevel * left;
  v += boardValue(env, seat, w);
  // Ships (Merchants of the Seas): the trades they can reach in time (see heuristic-ships.ts).
  if (p.merchants) v += shipsValue(catalog, state, seat);
  v += areaSize(env, seat) * w.areaStructure * (1 - 0.5 * share);
  const o = p.pending;
  v += o.spades * w.pendingSpade + o.freeDwellings * 2 + o.freeTradingHouses * 3 + o.freeTransforms + o.cultSteps * w.cultStep;
  v += o.favors * 3 + o.towns * 5 + o.bridges - o.loseCult * w.cultStep;
  return v;
}

/** Whether to take power offered by a neighbour: cheap power early, nothing that costs much late. */
export function answerOffer(state: GameState, seat: number, moves: readonly Move[], rounds: number): Move | undefined {
  const p = state.players[seat]!;
  const offer = moves.find((m): m is Extract<Move, { type: "leech" }> => m.type === "leech");
  if (!offer) return moves.find((m) => m.type === "decline");
  const gain = Math.min(offer.amount, p.power[0] * 2 + p.power[1]);
  const cost = Math.max(0, gain - 1);
  const late = state.round >= rounds;
  const take = gain > 0 && (cost === 0 || (!late && (gain <= 3 || p.vp > 40)) || (late && cost <= 1));
  if (take) return offer;
  return moves.find((m) => m.type === "decline" && m.amount === offer.amount && m.from === offer.from) ?? offer;
}

/** A position where the player owes something (spades, a tile) and no legal move pays it. */
export function deadEnd(catalog: Catalog, state: GameState, seat: number): boolean {
  const o = state.players[seat]!.pending;
  const owes = o.spades + o.cultSteps + o.favors + o.towns + o.bridges + o.freeDwellings + o.freeTradingHouses + o.freeTransforms > 0;
  return owes && !legalMoves(catalog, state, state.players[seat]!.faction).some((m) => !FREE.has(m.type) && !NEUTRAL.has(m.type) && m.type !== "dig");
}

export interface Scored {
  move: Move;
  value: number;
}

/**
 * The value of a position where the player may go on building: spades to place (turned into home
 * terrain, then a dwelling there when allowed) are followed a few steps, so that digging, a spade
 * action or a bonus card's spade is valued by the dwelling it leads to.
 */
export function followUp(catalog: Catalog, state: GameState, seat: number, w: HeuristicWeights, depth: number): number {
  const p = state.players[seat]!;
  // Spades that must be used and are not: a plan that strands them is a bad plan.
  // A Move ships action: valued after the ship moves the bot would make in it.
  if (depth > 0 && p.merchants?.moving) {
    const plan = shipPlan(catalog, state, seat, legalMoves(catalog, state, p.faction), (s) => legalMoves(catalog, s, p.faction), w.power[2], 2 * w.power[1] - w.power[2]);
    if (plan.moves.length > 0) return positionValue(catalog, plan.state, seat, w);
  }
  const here = positionValue(catalog, state, seat, w) - (p.mustUseSpades && p.pending.spades > 0 ? 5 : 0);
  if (depth === 0 || (p.pending.spades === 0 && !(p.subActions.build ?? 0))) return here;
  const home = homeTerrain(envOf(catalog, state), seat);
  const steps = legalMoves(catalog, state, p.faction).filter((m) => (m.type === "transform" && m.terrain === home) || m.type === "build");
  let top = p.pending.spades > 0 && p.mustUseSpades ? -Infinity : here;
  for (const m of steps) {
    const r = apply(catalog, state, m);
    if (!r.ok) continue;
    let value = followUp(catalog, r.state, seat, w, depth - 1);
    if (m.type === "transform") {
      const built = apply(catalog, r.state, { type: "build", faction: p.faction, hex: m.hex });
      if (built.ok) value = Math.max(value, positionValue(catalog, built.state, seat, w));
    }
    top = Math.max(top, value);
  }
  return top === -Infinity ? here - 5 : top;
}

/** The best of `moves` applied to `state`, valued against `base`. */
export function best(catalog: Catalog, state: GameState, seat: number, moves: readonly Move[], base: number, w: HeuristicWeights, depth = 1): Scored | undefined {
  let top: Scored | undefined;
  for (const move of moves) {
    const r = apply(catalog, state, move);
    if (!r.ok || ((move.type === "dig" || move.type === "action") && deadEnd(catalog, r.state, seat))) continue;
    const value = followUp(catalog, r.state, seat, w, move.type === "build" ? 0 : depth) - base;
    if (!top || value > top.value) top = { move, value };
  }
  return top;
}

/** Apply a free move up to `times` times; the state after, or undefined when the first fails. */
function repeat(catalog: Catalog, state: GameState, move: Move, times: number): GameState | undefined {
  let s = state;
  for (let i = 0; i < times; i++) {
    const r = apply(catalog, s, move);
    if (!r.ok) break;
    s = r.state;
  }
  return s === state ? undefined : s;
}

const keyOf = (m: Move) => JSON.stringify(m);

/**
 * Free actions that may make a better action affordable: burning power for a power action, and
 * converting power, priests or workers for a build, an upgrade or a track.
 */
export function plans(catalog: Catalog, state: GameState, seat: number, moves: readonly Move[]): { first: Move; state: GameState }[] {
  const p = state.players[seat]!;
  const out: { first: Move; state: GameState }[] = [];
  for (const m of moves) {
    if (m.type === "burn") {
      const needs = Object.values(catalog.powerActions).map((a) => (a.cost?.power ?? 0) - p.power[2]);
      if (!needs.includes(m.amount)) continue;
      const r = apply(catalog, state, m);
      if (r.ok) out.push({ first: m, state: r.state });
    } else if (m.type === "convert" && m.get !== "vp" && m.give !== "vp" && m.give !== m.get) {
      if (m.give === "workers") continue;
      const s = repeat(catalog, state, m, m.give === "power" ? Math.min(6, Math.floor(p.power[2] / m.giveCount)) : 2);
      if (s) out.push({ first: m, state: s });
    }
  }
  return out;
}

/** The heuristic bot's move for `faction` (one of `moves`, by default the faction's legal moves). */
export function chooseHeuristicMove(
  catalog: Catalog,
  state: GameState,
  faction: string,
  moves: readonly Move[] = legalMoves(catalog, state, faction),
  w: HeuristicWeights = HEURISTIC_WEIGHTS,
): Move | undefined {
  if (moves.length === 0) return undefined;
  const seat = state.players.findIndex((p) => p.faction === faction);
  if (seat < 0) return undefined;
  // The faction auction (Fire & Ice variant): a simple bid policy of its own.
  if (state.phase === "setup-auction") return chooseAuctionMove(catalog, moves, state);
  const rounds = envOf(catalog, state).rules.rounds;
  if (moves.some((m) => m.type === "leech" || m.type === "decline")) {
    const answer = answerOffer(state, seat, moves.filter((m) => m.type === "leech" || m.type === "decline"), rounds);
    if (answer) return answer;
  }
  // During a Move ships action: the next ship move of the bot's plan (see heuristic-ships.ts); once
  // none is worth it, the trades are chosen below like any move.
  if (state.players[seat]!.merchants?.moving) {
    const plan = shipPlan(catalog, state, seat, moves, (s) => legalMoves(catalog, s, faction), w.power[2], 2 * w.power[1] - w.power[2]);
    if (plan.moves[0]) return plan.moves[0];
  }
  const base = positionValue(catalog, state, seat, w);
  const main = moves.filter((m) => !FREE.has(m.type) && !NEUTRAL.has(m.type));
  const direct = best(catalog, state, seat, main.filter((m) => m.type !== "pass"), base, w);
  const pass = best(catalog, state, seat, main.filter((m) => m.type === "pass"), base, w);
  const p = state.players[seat]!;

  let choice: Scored | undefined = direct;
  // Free actions first when they open a clearly better action.
  if (p.actionsLeft > 0 && state.phase === "actions") {
    const known = new Set(main.map(keyOf));
    for (const plan of plans(catalog, state, seat, moves)) {
      const after = legalMoves(catalog, plan.state, faction).filter((m) => !FREE.has(m.type) && !NEUTRAL.has(m.type) && m.type !== "pass" && !known.has(keyOf(m)));
      const top = best(catalog, plan.state, seat, after, base, w);
      if (top && top.value > (choice?.value ?? 0) + w.planMargin) choice = { move: plan.first, value: top.value };
    }
  }
  if (pass && (!choice || choice.value < pass.value)) choice = pass;
  const done = moves.find((m) => m.type === "done");
  // With the action used, follow-ups are optional: take one only if it is worth it.
  if (!choice || (done && p.actionsLeft === 0 && choice.value <= 0)) return done ?? moves[0];
  return choice.move;
}
