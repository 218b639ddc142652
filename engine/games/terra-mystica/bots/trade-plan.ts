/**
 * Trade planning for the bots (Merchants of the Seas): how far each of a player's ships (or the
 * Fakirs' and Dwarves' merchants) is from the nearest structure it could trade with, and so which
 * moves bring a trade nearer over the turns to come — a ship move that heads there, a Move ships
 * action while a ship can get nearer, a dock, shipyard or gained ship placed nearest a structure
 * to trade with, a shipping advance while the ships' trades are farther than a free move takes
 * them — and, for a player yet to trade, what would waste a trade's means: power in bowl III spent
 * elsewhere while a ship needs it for extra steps (`needsShipPower`), a Move ships action that would
 * move nothing (`shipsIdle`), the last riverside trading house upgraded before a shipyard stands
 * (`losesShipyardSite`), a ship paid for a dwelling (`spendsTradingShip`). The random bot weighs its
 * moves by these (bots/random.ts `MOVE_TRAITS`, `KIND_TRAITS`).
 *
 * Distances are worked out once per position and player: one search from every structure the
 * player may trade with at once — for ships over river cells and across canals, for merchants over
 * every cell (they walk over land and river).
 */
import type { Catalog } from "../catalog";
import type { GameState } from "../rules/state";
import { envOf, type Env } from "../rules/env";
import { usesMerchants } from "../rules/docks";
import { besideRiver } from "../rules/reach";
import { markersLeft, mayLand, shipPlaces, shipRoom, shipSteps } from "../rules/ships";
import { merchantSteps, merchantTrades } from "../rules/merchants";
import { extraPayable } from "../moves/ship";
import { spaceAction } from "../catalog";
import type { Effect } from "../schema/effects";

/**
 * The position a move is chosen in (traits that look at the board need it): one object per
 * choice, so that what is worked out for it is remembered for that choice only.
 */
export interface Position {
  catalog: Catalog;
  state: GameState;
}

/** What the trade planning worked out for one player in one position. */
interface Plan {
  env: Env;
  seat: number;
  /** Whether the player's pieces are merchants (Fakirs, Dwarves): they walk over every cell. */
  merchants: boolean;
  /** Steps from each cell to the nearest structure the player's piece may stop on to trade (Infinity: none; 0 on such a structure). */
  distance: Float64Array;
}

const PLANS = new WeakMap<Position, Map<string, Plan | undefined>>();

/** The trade plan of `faction` in this position (undefined: no Merchants of the Seas, or no such player). */
export function tradePlan(at: Position, faction: string): Plan | undefined {
  if (!at.catalog.merchants) return undefined;
  let byFaction = PLANS.get(at);
  if (!byFaction) PLANS.set(at, (byFaction = new Map()));
  if (byFaction.has(faction)) return byFaction.get(faction);
  const seat = at.state.players.findIndex((p) => p.faction === faction);
  let plan: Plan | undefined;
  if (seat >= 0 && at.state.players[seat]!.merchants) {
    const env = envOf(at.catalog, at.state);
    const merchants = usesMerchants(env, seat);
    plan = { env, seat, merchants, distance: merchants ? merchantDistances(env, seat) : shipDistances(env, seat) };
  }
  byFaction.set(faction, plan);
  return plan;
}

/** Steps a ship of the player needs from each cell to the nearest structure it may land on. */
function shipDistances(env: Env, seat: number): Float64Array {
  const { landCount } = env.board;
  const starts: number[] = [];
  for (let h = 0; h < landCount; h++) if (mayLand(env, seat, h)) starts.push(h);
  // A ship lands from a river cell next to the structure (1 step), and sails over river cells only.
  return distancesFrom(env, starts, (cell) => cell >= landCount);
}

/** Steps a merchant of the player needs from each cell (land or river) to the nearest structure it may stop on to trade. */
function merchantDistances(env: Env, seat: number): Float64Array {
  const starts: number[] = [];
  if (markersLeft(env, seat) > 0) for (let h = 0; h < env.board.landCount; h++) if (merchantTrades(env, seat, h)) starts.push(h);
  return distancesFrom(env, starts, () => true);
}

/**
 * Steps from each cell to the nearest of `starts` (0 there; Infinity: none), moving between
 * neighbours that `passes` lets through (1 step) and across canals (a canal's steps), and on from
 * the cells `goesOnFrom` allows: one search from every start at once.
 */
function distancesFrom(env: Env, starts: readonly number[], passes: (cell: number) => boolean, goesOnFrom: (cell: number) => boolean = () => true): Float64Array {
  const { cellCount, adjacent, canalLinks } = env.board;
  const canal = env.catalog.merchants?.shipMoves.canalSteps ?? 1;
  const distance = new Float64Array(cellCount).fill(Infinity);
  for (const h of starts) distance[h] = 0;
  const queue = [...starts];
  // Steps cost 1 or a canal's steps: a cell found again by a shorter way is searched again.
  for (let i = 0; i < queue.length; i++) {
    const cell = queue[i]!;
    if (!goesOnFrom(cell)) continue;
    const d = distance[cell]!;
    const step = (next: number, cost: number) => {
      if (!passes(next) || distance[next]! <= d + cost) return;
      distance[next] = d + cost;
      queue.push(next);
    };
    for (const c of adjacent[cell]!) step(c, 1);
    for (const c of canalLinks[cell]!) step(c, canal);
  }
  return distance;
}

/**
 * The steps a piece of the plan's player takes in one Move ships action: free, and with the extra
 * steps if they can pay for them now (`burning`: or after burning power for them).
 */
function reachOf(plan: Plan, burning = false): number {
  const { env, seat } = plan;
  const { free, extra } = plan.merchants ? merchantSteps(env, seat) : shipSteps(env, seat);
  const payable = extraPayable(env, seat, false) || extraPayable(env, seat, true) || (burning && mayBurnForSteps(plan));
  return free + (extra > 0 && payable ? extra : 0);
}

/** Whether burning power would give the player the power an extra step costs. */
function mayBurnForSteps(plan: Plan): boolean {
  const p = plan.env.state.players[plan.seat]!;
  const cost = plan.env.catalog.merchants!.shipMoves.extraStepCost;
  return (cost.power ?? 0) > 0 && Object.keys(cost).length === 1 && p.power[1] >= 2;
}

/** The player's ships (merchants) on the board not yet moved in the Move ships action open now (all of them outside one). */
function unmoved(plan: Plan): number[] {
  const m = plan.env.state.players[plan.seat]!.merchants!;
  const left = [...m.ships];
  for (const c of m.moving ?? []) {
    const i = left.indexOf(c);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/**
 * Whether burning power now would let a ship (merchant) of the player get nearer a trade in the
 * Move ships action they are taking: one not yet moved could use the extra steps, which they
 * cannot pay for without burning.
 */
export function burnForShips(at: Position, faction: string): boolean {
  const plan = tradePlan(at, faction);
  if (!plan) return false;
  const { env, seat } = plan;
  const m = env.state.players[seat]!.merchants!;
  if (!m.moving || env.state.active !== seat || extraPayable(env, seat, false) || extraPayable(env, seat, true) || !mayBurnForSteps(plan)) return false;
  return unmoved(plan).some((c) => plan.distance[c]! > 0 && plan.distance[c]! < Infinity);
}

/** The cell of a path's id (undefined: not on this map). */
function cellOf(plan: Plan, id: string | undefined): number | undefined {
  return id === undefined ? undefined : plan.env.board.index[id];
}

/** What a path (cell ids, the start first) costs in steps: 1 a step, a canal's steps across a canal. */
function pathSteps(plan: Plan, cells: readonly number[]): number {
  const { canalLinks } = plan.env.board;
  const canal = plan.env.catalog.merchants?.shipMoves.canalSteps ?? 1;
  let steps = 0;
  for (let i = 1; i < cells.length; i++) steps += canalLinks[cells[i - 1]!]!.includes(cells[i]!) ? canal : 1;
  return steps;
}

/**
 * Whether a ship (merchant) move of `faction` along `path` brings it nearer a trade with every
 * step: it ends (or lands) as many steps nearer the nearest structure to trade with as it takes.
 */
export function headsToTrade(at: Position, faction: string, path: readonly string[]): boolean {
  const plan = tradePlan(at, faction);
  if (!plan) return false;
  const cells = path.map((id) => cellOf(plan, id));
  if (cells.some((c) => c === undefined)) return false;
  const from = plan.distance[cells[0]!]!;
  const to = plan.distance[cells[cells.length - 1]!]!;
  return from < Infinity && to < from && to === from - pathSteps(plan, cells as number[]);
}

/** Whether a Move ships action now would let one of the player's ships (merchants) get nearer a trade (burning power for extra steps if need be). */
export function shipsCanNear(at: Position, faction: string): boolean {
  const plan = tradePlan(at, faction);
  if (!plan) return false;
  const ships = plan.env.state.players[plan.seat]!.merchants!.ships;
  if (ships.length === 0 || reachOf(plan, true) <= 0) return false;
  return ships.some((c) => plan.distance[c]! < Infinity && plan.distance[c]! > 0);
}

/** Whether a Move ships action now would let one of the player's ships (merchants) trade. */
export function shipsCanTrade(at: Position, faction: string): boolean {
  const plan = tradePlan(at, faction);
  if (!plan) return false;
  const ships = plan.env.state.players[plan.seat]!.merchants!.ships;
  if (ships.length === 0) return false;
  const reach = reachOf(plan);
  return ships.some((c) => plan.distance[c]! <= reach);
}

/** The nearest trade of the player's pieces (ships on the board, else where a gained one would start): its steps, Infinity when none. */
export function nearestTrade(at: Position, faction: string): number {
  const plan = tradePlan(at, faction);
  if (!plan) return Infinity;
  const m = plan.env.state.players[plan.seat]!.merchants!;
  const cells = m.ships.length > 0 ? m.ships : shipPlaces(plan.env, plan.seat);
  let best = Infinity;
  for (const c of cells) best = Math.min(best, plan.distance[c]!);
  return best;
}

/** The steps to the nearest trade from a land hex's river cells (merchants: from the hex itself). */
function hexDistance(plan: Plan, hex: number): number {
  if (plan.merchants) return plan.distance[hex]!;
  let best = Infinity;
  for (const c of plan.env.board.adjacent[hex]!) if (c >= plan.env.board.landCount) best = Math.min(best, plan.distance[c]!);
  return best;
}

/** Whether `hex` (an id) is, among `hexes` (cell indexes), one nearest a trade for the player's pieces starting there. */
function nearestOf(plan: Plan, id: string, hexes: readonly number[]): boolean {
  const hex = cellOf(plan, id);
  if (hex === undefined) return false;
  const d = hexDistance(plan, hex);
  if (d === Infinity) return false;
  for (const h of hexes) if (hexDistance(plan, h) < d) return false;
  return true;
}

/** Whether a dock (warehouse) of `faction` on `hex` is one of their dwellings nearest a structure to trade with. */
export function dockNearsTrade(at: Position, faction: string, hex: string): boolean {
  const plan = tradePlan(at, faction);
  if (!plan) return false;
  const { env, seat } = plan;
  const hexes: number[] = [];
  for (let h = 0; h < env.board.landCount; h++) if (env.state.board.owner[h] === seat && env.state.board.building[h] === "D") hexes.push(h);
  return nearestOf(plan, hex, hexes);
}

/** Whether a shipyard (market) of `faction` on `hex` is one of their trading houses nearest a structure to trade with. */
export function shipyardNearsTrade(at: Position, faction: string, hex: string): boolean {
  const plan = tradePlan(at, faction);
  if (!plan) return false;
  const { env, seat } = plan;
  const hexes: number[] = [];
  for (let h = 0; h < env.board.landCount; h++) if (env.state.board.owner[h] === seat && env.state.board.building[h] === "TP" && (plan.merchants || besideRiver(env, h))) hexes.push(h);
  return nearestOf(plan, hex, hexes);
}

/** Whether a gained ship of `faction` put on `cell` (`ship-at`) starts nearer a trade than where it stands. */
export function placedNearer(at: Position, faction: string, cell: string): boolean {
  const plan = tradePlan(at, faction);
  if (!plan) return false;
  const m = plan.env.state.players[plan.seat]!.merchants!;
  const to = cellOf(plan, cell);
  const placing = m.placing?.[0];
  return to !== undefined && placing !== undefined && plan.distance[to]! < plan.distance[placing.cell]!;
}

/** What the action space `id` does for `faction` (undefined: no such space). */
export function effectOf(at: Position, faction: string, id: string): Effect | undefined {
  const space = at.catalog.actionSpaces[id];
  return space ? spaceAction(at.catalog, faction, space).effect : undefined;
}

/** Whether the player has no ship on the board and could place one gained now. */
export function wantsShip(at: Position, faction: string): boolean {
  const plan = tradePlan(at, faction);
  if (!plan) return false;
  const m = plan.env.state.players[plan.seat]!.merchants!;
  return m.ships.length === 0 && m.landed.length === 0 && shipRoom(plan.env, plan.seat) > 0 && markersLeft(plan.env, plan.seat) > 0;
}

/**
 * Whether a shipping advance would bring the player's trades nearer: they have a ship (or room to
 * place one) whose nearest trade is farther than one Move ships action takes it without paying.
 */
export function shippingForTrade(at: Position, faction: string): boolean {
  const plan = tradePlan(at, faction);
  if (!plan || plan.merchants) return false;
  const { free } = shipSteps(plan.env, plan.seat);
  const d = nearestTrade(at, faction);
  return d < Infinity && d > free;
}

/** Whether a dwelling of `faction` paid with their ship on `cell` (an id) spends a ship that could still trade, before the player has traded at all. */
export function spendsTradingShip(at: Position, faction: string, cell: string): boolean {
  const plan = tradePlan(at, faction);
  if (!plan) return false;
  const c = cellOf(plan, cell);
  return c !== undefined && plan.env.state.players[plan.seat]!.merchants!.traded.length === 0 && plan.distance[c]! < Infinity;
}

/** Whether a land hex (an id) is beside the river: a dock may go under a dwelling there, and ships may trade with it. */
export function riverside(at: Position, hex: string): boolean {
  if (!at.catalog.merchants) return false;
  const env = envOf(at.catalog, at.state);
  const h = env.board.index[hex];
  return h !== undefined && h < env.board.landCount && besideRiver(env, h);
}

/**
 * Whether a dwelling of `faction` on `hex` would stand beside a river cell at most `steps` ship
 * steps from a structure of a rival they could trade with: ships, theirs and the rival's, then
 * have a trade within a Move ships action or two (initial dwellings included).
 */
export function besideRivalByWater(at: Position, faction: string, hex: string, steps: number): boolean {
  const plan = tradePlan(at, faction);
  if (!plan || plan.merchants) return false;
  const { landCount, adjacent, index } = plan.env.board;
  const h = index[hex];
  if (h === undefined || h >= landCount) return false;
  for (const c of adjacent[h]!) if (c >= landCount && plan.distance[c]! <= steps) return true;
  return false;
}

/** Whether the player's dock (warehouse) still waits aside: it goes under their first dwelling beside the river. */
export function dockAside(at: Position, faction: string): boolean {
  if (!at.catalog.merchants) return false;
  const p = at.state.players.find((x) => x.faction === faction);
  return p?.merchants !== undefined && p.merchants.dock === undefined && (at.state.round > 0 || at.state.phase === "setup-dwellings");
}

/** Whether the player is in a Move ships action with a ship (merchant) not yet moved that could get nearer a trade in it (burning power for extra steps if need be). */
export function shipsLeftToMove(at: Position, faction: string): boolean {
  const plan = tradePlan(at, faction);
  if (!plan) return false;
  const { env, seat } = plan;
  const m = env.state.players[seat]!.merchants!;
  if (!m.moving || env.state.active !== seat || reachOf(plan, true) <= 0) return false;
  return unmoved(plan).some((c) => plan.distance[c]! > 0 && plan.distance[c]! < Infinity);
}

/**
 * Whether the bonus card `id` helps the player's ships towards a trade they have yet to make: a
 * card raising shipping for the round, giving a Move ships action or ships, taken while they have
 * no trade yet and something to trade with.
 */
export function bonusForShips(at: Position, faction: string, id: string | undefined): boolean {
  const card = id === undefined ? undefined : at.catalog.bonusCards[id];
  if (!card || !(card.shippingBonus || card.shipIncome || card.action?.effect?.moveShips || card.action?.effect?.ships)) return false;
  const plan = tradePlan(at, faction);
  if (!plan || plan.env.state.players[plan.seat]!.merchants!.traded.length > 0) return false;
  return nearestTrade(at, faction) < Infinity;
}

const RIVAL_SHIPS = new WeakMap<Position, Map<string, Float64Array | undefined>>();

/**
 * Steps from the nearest ship (merchant) of a rival of `faction` to each land hex, for a ship
 * landing there (a ship over the river, then onto the hex; a merchant over any cell); undefined
 * when no rival has a ship on the board.
 */
function rivalShipSteps(at: Position, faction: string): Float64Array | undefined {
  let byFaction = RIVAL_SHIPS.get(at);
  if (!byFaction) RIVAL_SHIPS.set(at, (byFaction = new Map()));
  if (byFaction.has(faction)) return byFaction.get(faction);
  const env = envOf(at.catalog, at.state);
  const { landCount } = env.board;
  let out: Float64Array | undefined;
  at.state.players.forEach((p, seat) => {
    if (p.faction === faction || !p.merchants?.ships.length) return;
    // A ship stops on the first land hex it enters; a merchant walks on.
    const distance = distancesFrom(env, p.merchants.ships, () => true, usesMerchants(env, seat) ? () => true : (cell) => cell >= landCount);
    out ??= new Float64Array(landCount).fill(Infinity);
    for (let h = 0; h < landCount; h++) out[h] = Math.min(out[h]!, distance[h]!);
  });
  byFaction.set(faction, out);
  return out;
}

/** Whether a structure of `faction` on `hex` (an id) would stand within `steps` of a rival's ship (merchant), which could then trade with it. */
export function nearRivalShip(at: Position, faction: string, hex: string, steps: number): boolean {
  if (!at.catalog.merchants) return false;
  const h = at.catalog.boards[at.state.map]?.index[hex];
  if (h === undefined) return false;
  const reach = rivalShipSteps(at, faction);
  return reach !== undefined && h < reach.length && reach[h]! <= steps;
}

/** Whether a ship (merchant) move of `faction` moves, of their ships not yet moved in this action, one nearest a trade (extra steps bought go where they count most). */
export function movesNearestShip(at: Position, faction: string, path: readonly string[]): boolean {
  const plan = tradePlan(at, faction);
  const from = plan && cellOf(plan, path[0]);
  if (!plan || from === undefined) return false;
  const d = plan.distance[from]!;
  return d < Infinity && unmoved(plan).every((c) => plan.distance[c]! >= d);
}

/** Whether the player has yet to trade: no marker on a building, no ship (merchant) waiting on one. */
function yetToTrade(plan: Plan): boolean {
  const m = plan.env.state.players[plan.seat]!.merchants!;
  return m.traded.length === 0 && m.landed.length === 0;
}

/**
 * Whether the player, yet to trade, needs power in bowl III for their ships' extra steps: a ship
 * (merchant) on the board has a trade it can reach, farther than its free steps, and extra steps
 * cost power (spending that power elsewhere leaves the ship where it is).
 */
export function needsShipPower(at: Position, faction: string): boolean {
  const plan = tradePlan(at, faction);
  if (!plan || !yetToTrade(plan)) return false;
  const { env, seat } = plan;
  if ((env.catalog.merchants!.shipMoves.extraStepCost.power ?? 0) <= 0) return false;
  const { free, extra } = plan.merchants ? merchantSteps(env, seat) : shipSteps(env, seat);
  if (extra <= 0) return false;
  return env.state.players[seat]!.merchants!.ships.some((c) => plan.distance[c]! > free && plan.distance[c]! < Infinity);
}

/** Whether the action space `id` costs `faction` power for something other than ships while their ships need that power (`needsShipPower`). */
export function actionSpendsShipPower(at: Position, faction: string, id: string): boolean {
  const space = at.catalog.actionSpaces[id];
  if (!space) return false;
  const action = spaceAction(at.catalog, faction, space);
  if ((action.cost?.power ?? 0) <= 0 || action.effect?.moveShips || action.effect?.ships) return false;
  return needsShipPower(at, faction);
}

/**
 * Whether a Move ships action now would leave every ship (merchant) of the player where it is:
 * none could get nearer a trade, even burning power for extra steps (it is better kept for later
 * in the round, after power or shipping has come).
 */
export function shipsIdle(at: Position, faction: string): boolean {
  return tradePlan(at, faction) !== undefined && !shipsCanNear(at, faction) && !shipsCanTrade(at, faction);
}

/**
 * Whether upgrading the player's trading house on `hex` (an id) takes away their last riverside
 * trading house, where a shipyard could stand, while they have no shipyard and no ship to trade
 * with yet.
 */
export function losesShipyardSite(at: Position, faction: string, hex: string): boolean {
  const plan = tradePlan(at, faction);
  if (!plan || plan.merchants || !yetToTrade(plan)) return false;
  const { env, seat } = plan;
  const m = env.state.players[seat]!.merchants!;
  const h = cellOf(plan, hex);
  if (m.shipyard !== undefined || m.ships.length > 0 || h === undefined || env.state.board.building[h] !== "TP" || !besideRiver(env, h) || hexDistance(plan, h) === Infinity) return false;
  for (let x = 0; x < env.board.landCount; x++) if (x !== h && env.state.board.owner[x] === seat && env.state.board.building[x] === "TP" && besideRiver(env, x)) return false;
  return true;
}

