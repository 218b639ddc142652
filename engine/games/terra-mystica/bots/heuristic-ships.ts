/**
 * What ships are worth to the heuristic bot (Merchants of the Seas). A ship is worth the trade it
 * can reach: the reward of the best structure it could stop on (the pack's trade rewards, the VP
 * per trade of what the player holds, a share of the trade-majority tile), less the further it is
 * — in Move ships actions, each taking the player's shipping value in steps plus the steps 1 power
 * buys — and nothing when it cannot get there before the game ends. A ship standing on a
 * structure trades in this action and is worth the whole reward. Ships are matched to distinct
 * structures, as two of a player's ships never trade with one building.
 *
 * During a Move ships action the bot moves its ships greedily: each time the ship move that raises
 * this value most (less the power paid), until none does.
 */
import type { Catalog } from "../catalog";
import { envOf, type Env } from "../rules/env";
import { apply } from "../rules/apply";
import type { GameState } from "../rules/state";
import type { Move } from "../rules/moves";
import { holdings } from "../rules/passives";
import { markersLeft, mayLand, shipPlaces, shipSteps } from "../rules/ships";
import { usesMerchants } from "../rules/docks";
import { merchantDistances, merchantSteps, merchantTrades } from "../rules/merchants";
import type { Resources } from "../schema/common";
import type { Effect } from "../schema/effects";

/** Weights of the ship valuation, in VP-equivalents (resources valued as the heuristic values them). */
export interface ShipWeights {
  coins: number;
  workers: number;
  priests: number;
  /** Power gained, per token. */
  power: number;
  cultStep: number;
  /** A spade of the stronghold trade. */
  spade: number;
  /** A trade marker placed while the trade-majority final tile is in play. */
  marker: number;
  /** Factor on a trade's reward for a ship on the river or landed: trades also feed the VP per trade and majorities to come. */
  trade: number;
  /** Share of a reachable trade a ship on the river is worth (it still needs a Move ships action). */
  onRiver: number;
  /** Factor per further Move ships action the ship needs. */
  perAction: number;
  /** A shipping level (it moves the ships as well), with all the game's rounds to come. */
  shipping: number;
  /** Share of what a new ship next to the dock could reach that the room for it is worth. */
  room: number;
  /** A ship on the river at least, whatever it reaches (it may pay a dwelling, it gives reach). */
  ship: number;
}

export const SHIP_WEIGHTS: ShipWeights = {
  coins: 0.33,
  workers: 0.7,
  priests: 1.1,
  power: 0.2,
  cultStep: 0.5,
  spade: 1.5,
  marker: 1.5,
  // A trade counts about thrice its reward and far trades keep most of their value, so that ships
  // are gained and moved also in 2-player games and with shipping 0 (rivals' structures farther off):
  // heuristic against heuristic, seeds 1-80 (2-5 players, five maps), games with trades went from
  // 65 to 74 (2 players: 11 to 15 of 20) at the same mean VP (was trade 1.5, perAction 0.9, room 0.6).
  trade: 3,
  onRiver: 0.85,
  perAction: 0.97,
  ship: 0.8,
  room: 0.4,
  shipping: 4,
};

function gainValue(r: Resources | undefined, w: ShipWeights): number {
  if (!r) return 0;
  return (r.vp ?? 0) + (r.coins ?? 0) * w.coins + (r.workers ?? 0) * w.workers + (r.priests ?? 0) * w.priests + (r.power ?? 0) * w.power;
}

function effectValue(e: Effect | undefined, w: ShipWeights): number {
  if (!e) return 0;
  let v = gainValue(e.gain, w) + (e.cultChoice ?? 0) * w.cultStep + (e.powerTokens ?? 0) * 0.6 + (e.ships ?? 0) * w.ship;
  if (e.keepTradingShip || e.resetMoveShips) v += 1.5;
  if (e.choice?.length) v += Math.max(...e.choice.map((o) => effectValue(o, w)));
  return v;
}

/** What trading with the structure on `hex` would give the player now (reward, VP per trade held, the majority's share). */
export function tradeValue(env: Env, seat: number, hex: number, w: ShipWeights = SHIP_WEIGHTS): number {
  const rules = env.catalog.merchants;
  const b = env.state.board.building[hex];
  if (!rules || !b) return 0;
  const reward = rules.trade.rewards[b];
  if (!reward) return 0;
  const p = env.state.players[seat]!;
  let v = effectValue(reward.effect, w);
  const own = rules.factionRules[p.faction]?.strongholdTrade;
  if (b === "SH" && own?.effect) v += effectValue(own.effect, w);
  const then = b === "SH" && own ? own.then : reward.then;
  if (then && "spades" in then) v += ((then as { spades?: number }).spades ?? 0) * w.spade;
  for (const h of holdings(env.catalog, env.state, seat)) if ("passive" in h) v += h.passive.perTrade?.[b] ?? 0;
  if (env.state.finalScoring.some((id) => env.catalog.finalScoringTiles[id]?.metric === "trade-markers")) v += w.marker;
  return v;
}

/** Steps from `from` to every cell a ship of the player could reach (land hexes only where it may stop). */
export function shipDistances(env: Env, seat: number, from: number): Map<number, number> {
  const land = env.board.landCount;
  const canal = env.catalog.merchants?.shipMoves.canalSteps ?? 1;
  const dist = new Map<number, number>([[from, 0]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const cell = queue[i]!;
    const d = dist.get(cell)!;
    if (cell < land) continue;
    const step = (next: number, cost: number) => {
      if (next < land && !mayLand(env, seat, next)) return;
      const known = dist.get(next);
      if (known !== undefined && known <= d + cost) return;
      dist.set(next, d + cost);
      queue.push(next);
    };
    for (const c of env.board.adjacent[cell]!) step(c, 1);
    for (const c of env.board.canalLinks[cell]!) step(c, canal);
  }
  return dist;
}

/** Move ships actions still to come for the player: one a round (the shipyard board's), this round's while they have not passed. */
function actionsAhead(env: Env, seat: number): number {
  const { state } = env;
  const rounds = env.rules.rounds;
  const left = state.round === 0 ? rounds : Math.max(0, rounds - state.round);
  return left + (state.round > 0 && !state.players[seat]!.passed ? 1 : 0);
}

/** The value of the player's ships (on the river and standing on structures) and of where their dock lets new ships start. */
export function shipsValue(catalog: Catalog, state: GameState, seat: number, w: ShipWeights = SHIP_WEIGHTS): number {
  const p = state.players[seat]!;
  const m = p.merchants;
  if (!m || !catalog.merchants) return 0;
  const env = envOf(catalog, state);
  // Merchants (Fakirs, Dwarves) walk over land and river up to their range tile's lower row.
  const merchants = usesMerchants(env, seat);
  const ahead = actionsAhead(env, seat);
  let v = 0;
  // Landed ships trade in this action (the bot must then trade: valued as the river ships, so that landing pays).
  for (const h of m.landed) v += tradeValue(env, seat, h, w) * w.trade;
  if (ahead === 0 || (m.ships.length === 0 && m.dock === undefined)) return v;
  // Shipping moves ships too: each level is steps for every ship in every action to come.
  v += (merchants ? m.rangeAdvances : p.shipping) * w.shipping * Math.min(1, ahead / env.rules.rounds);
  const { free, extra } = merchants ? merchantSteps(env, seat) : shipSteps(env, seat);
  const reach = Math.max(1, free + extra);
  // Where a merchant could stop to trade, within the actions to come (three at most: the search stays small).
  const distances = (cell: number): Map<number, number> => {
    if (!merchants) return shipDistances(env, seat, cell);
    const out = new Map<number, number>();
    for (const [hex, d] of merchantDistances(env, cell, reach * Math.min(ahead, 3))) if (hex < env.board.landCount && merchantTrades(env, seat, hex)) out.set(hex, d);
    return out;
  };
  let markers = markersLeft(env, seat);
  const taken = new Set<number>(m.landed);
  // The best trade a ship on `cell` can reach in time, discounted by the actions it needs.
  const bestFrom = (cell: number): { hex: number; value: number } | undefined => {
    let top: { hex: number; value: number } | undefined;
    for (const [hex, d] of distances(cell)) {
      if (hex >= env.board.landCount || taken.has(hex)) continue;
      const actions = Math.ceil(d / reach);
      if (actions > ahead) continue;
      const value = tradeValue(env, seat, hex, w) * w.trade * w.onRiver * w.perAction ** (actions - 1);
      if (!top || value > top.value) top = { hex, value };
    }
    return top;
  };
  for (const cell of m.ships) {
    const top = markers > 0 ? bestFrom(cell) : undefined;
    v += Math.max(w.ship, top?.value ?? 0);
    if (!top) continue;
    taken.add(top.hex);
    markers--;
  }
  // Room for more ships: a share of what one starting next to the dock (or shipyard) could reach.
  const pieces = catalog.merchants.pieces.ships;
  if (m.ships.length + m.landed.length < pieces && markers > 0) {
    const start = shipPlaces(env, seat)[0];
    const top = start === undefined ? undefined : bestFrom(start);
    if (top) v += top.value * w.room;
  }
  return v;
}

/** The best ship move of `list` from `s` by the rise of `shipsValue` less the power paid (and `cost` more). */
function bestShipMove(catalog: Catalog, s: GameState, seat: number, list: readonly Move[], powerValue: number, cost: number, w: ShipWeights): { move: Move; state: GameState; value: number } | undefined {
  const before = shipsValue(catalog, s, seat, w);
  let top: { move: Move; state: GameState; value: number } | undefined;
  for (const move of list) {
    if (move.type !== "ship" && move.type !== "merchant") continue;
    const r = apply(catalog, s, move);
    if (!r.ok) continue;
    const value = shipsValue(catalog, r.state, seat, w) - before - (move.extra ? powerValue : 0) - cost;
    if (!top || value > top.value) top = { move, state: r.state, value };
  }
  return top && top.value > 0.05 ? top : undefined;
}

/**
 * The moves of a Move ships action the bot would make from here, in order: each time the ship move
 * (among `moves`, then the legal moves after it) raising `shipsValue` most, less the power it pays,
 * while one does — burning 1 power first when that pays for a ship's extra steps worth more than
 * the token lost (`burnCost`). `legal` lists the legal moves of a state.
 */
export function shipPlan(
  catalog: Catalog,
  state: GameState,
  seat: number,
  moves: readonly Move[],
  legal: (s: GameState) => readonly Move[],
  powerValue: number,
  burnCost: number,
  w: ShipWeights = SHIP_WEIGHTS,
): { moves: Move[]; state: GameState } {
  let s = state;
  let list = moves;
  const plan: Move[] = [];
  for (let guard = 0; guard < 10; guard++) {
    let top = bestShipMove(catalog, s, seat, list, powerValue, 0, w);
    if (top) plan.push(top.move);
    else {
      const burn = list.find((m) => m.type === "burn" && m.amount === 1);
      const burnt = burn && list.some((m) => m.type === "ship" || m.type === "merchant") ? apply(catalog, s, burn) : undefined;
      if (!burn || !burnt?.ok) break;
      top = bestShipMove(catalog, burnt.state, seat, legal(burnt.state), powerValue, burnCost, w);
      if (!top) break;
      plan.push(burn, top.move);
    }
    s = top.state;
    list = legal(s);
  }
  return { moves: plan, state: s };
}
