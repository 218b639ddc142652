/**
 * Goals of the random bot in Merchants of the Seas games: while a player has yet to trade, the
 * bot works towards a first trade by steps, as a player planning their economy would, instead of
 * only preferring what happens to be at hand.
 *
 * - `trade-now`: a Move ships action now would let a ship trade — the action is made likely.
 * - `first-ship`: the player has no ship (nor a ship standing on a structure) while a ship gained
 *   now would have a structure to trade with by water — the steps towards a ship are made likely:
 *   an action that gives a ship (the 1-ship power action, a bonus card's) when they can pay it,
 *   burning the power it lacks first, and the shipyard (upgrading a riverside trading house, which
 *   they build first when they have none).
 *
 * - `ship-steps`: the player's ships cannot reach a trade in a Move ships action now — what gives
 *   them steps is made likely: passing for a bonus card with shipping, power or a priest (for a
 *   shipping advance) or a Move ships action, and priests are kept for shipping (not sent to a cult
 *   track nor converted) while an advance would bring a trade nearer.
 *
 * The goals are traits (moves of a kind preferred, `GOAL_MOVE_TRAITS`; kinds made likelier,
 * `GOAL_KIND_TRAITS`) that bots/random.ts adds to its own; their weights are `GOAL_PREFER` and
 * `GOAL_BOOST` in its `RANDOM_BOT`. Every trait is of Merchants of the Seas: games without the
 * expansion never look at them (their random stream is unchanged). Pure: what is worked out for
 * a position is remembered for that position object only.
 *
 * Measured on 2-player self-play (`tm selfplay --pack content/merchants --players 2 --maps all`,
 * ice and volcano factions), games without a trade, main (5bb4522) → with the goals: seeds
 * 1001-16000 25 → 15, 19001-28000 16 → 5, and on 16001-19000, held out, 3 → 0. Goal by goal, on
 * 1001-13000 (main: 20): `trade-now` alone 21, with `first-ship` 11 — the first ship does the
 * work; `ship-steps` showed no effect (11 with it too; 6 and 5 on 19001-28000). What is left is
 * ships that cannot move: shipping 0, power in bowl I, no priest (Chaos Magicians most).
 */
import type { Move, MoveType } from "../rules/moves";
import { envOf, seatOf, type Env } from "../rules/env";
import { besideRiver } from "../rules/reach";
import { canAfford } from "../rules/resources";
import { canTake } from "../rules/turn";
import { actionCost, spaceUnavailable } from "../moves/action";
import { shipyardBoard } from "../catalog";
import { effectOf, nearestTrade, shippingForTrade, shipsCanTrade, tradePlan, wantsShip, type Position } from "./trade-plan";

export type MerchantGoal = "trade-now" | "first-ship" | "ship-steps";

/** What a player's goal needs, worked out once per position and player. */
interface GoalState {
  goal: MerchantGoal | undefined;
  /** For `first-ship`: the ship actions (action space ids) open to the player now, and the power each still lacks in bowl III. */
  shipActions: { id: string; lacks: number }[];
  /** For `first-ship`: whether the player can build their shipyard now (a riverside trading house and its cost). */
  shipyardReady: boolean;
  /** For `first-ship`: whether the player has a riverside trading house (a shipyard site). */
  shipyardSite: boolean;
}

const GOALS = new WeakMap<Position, Map<string, GoalState>>();

const NONE: GoalState = { goal: undefined, shipActions: [], shipyardReady: false, shipyardSite: false };

/** The goal of `faction` in this position (undefined: none, or not a Merchants of the Seas game). */
export function merchantGoal(at: Position, faction: string): MerchantGoal | undefined {
  return goalState(at, faction).goal;
}

function goalState(at: Position, faction: string): GoalState {
  if (!at.catalog.merchants || at.state.round === 0) return NONE;
  let byFaction = GOALS.get(at);
  if (!byFaction) GOALS.set(at, (byFaction = new Map()));
  let found = byFaction.get(faction);
  if (!found) byFaction.set(faction, (found = workedOut(at, faction)));
  return found;
}

function workedOut(at: Position, faction: string): GoalState {
  const plan = tradePlan(at, faction);
  if (!plan) return NONE;
  const { env, seat } = plan;
  const m = env.state.players[seat]!.merchants!;
  if (m.traded.length > 0 || m.landed.length > 0) return NONE;
  if (m.ships.length > 0) {
    if (shipsCanTrade(at, faction)) return { ...NONE, goal: "trade-now" };
    return nearestTrade(at, faction) < Infinity ? { ...NONE, goal: "ship-steps" } : NONE;
  }
  if (!wantsShip(at, faction) || nearestTrade(at, faction) === Infinity) return NONE;
  return { goal: "first-ship", shipActions: shipActions(at, env, seat), ...shipyard(env, seat) };
}

/** The action spaces giving a ship that the player may use this round, with the power each lacks (bowl III). */
function shipActions(at: Position, env: Env, seat: number): { id: string; lacks: number }[] {
  const p = env.state.players[seat]!;
  const out: { id: string; lacks: number }[] = [];
  for (const space of env.catalog.actionSpaceList) {
    if (!effectOf(at, p.faction, space.id)?.ships || spaceUnavailable(env, seat, space.id)) continue;
    const cost = actionCost(env, seat, space.id);
    const power = cost?.power ?? 0;
    if (!canAfford(p, { ...cost, power: 0 })) continue;
    out.push({ id: space.id, lacks: Math.max(0, power - p.power[2]) });
  }
  return out;
}

/** Whether the player has a riverside trading house for their shipyard, and can build it now. */
function shipyard(env: Env, seat: number): { shipyardReady: boolean; shipyardSite: boolean } {
  const p = env.state.players[seat]!;
  const yard = shipyardBoard(env.catalog, p.faction);
  if (!yard || p.merchants!.shipyard !== undefined) return { shipyardReady: false, shipyardSite: false };
  let site = false;
  for (let h = 0; h < env.board.landCount && !site; h++)
    if (env.state.board.owner[h] === seat && env.state.board.building[h] === yard.from && (!yard.riverside || besideRiver(env, h))) site = true;
  return { shipyardSite: site, shipyardReady: site && canAfford(p, yard.cost) && canTake(env, seat, "upgrade") };
}

/** Whether a ship action the player may use now is paid for (`lacks` 0). */
function shipActionReady(at: Position, faction: string): boolean {
  const g = goalState(at, faction);
  return g.goal === "first-ship" && g.shipActions.some((a) => a.lacks === 0);
}

/** The power a burn must bring into bowl III for the cheapest ship action the player could then pay (0: none, or none lacking). */
function burnForShipAction(at: Position, faction: string): number {
  const g = goalState(at, faction);
  if (g.goal !== "first-ship" || g.shipActions.some((a) => a.lacks === 0)) return 0;
  const p = at.state.players[seatOf(at.state, faction)]!;
  const cost = envOf(at.catalog, at.state).rules.power.burnCost;
  let best = 0;
  for (const a of g.shipActions) if (a.lacks > 0 && a.lacks * cost <= p.power[1] && (best === 0 || a.lacks < best)) best = a.lacks;
  return best;
}

/** Whether `hex` (an id) holds a dwelling of the player beside the river while they have no riverside trading house (the first step to a shipyard). */
function riversideTradingHouse(at: Position, faction: string, hex: string): boolean {
  const g = goalState(at, faction);
  if (g.goal !== "first-ship" || g.shipyardSite) return false;
  const env = envOf(at.catalog, at.state);
  const h = env.board.index[hex];
  return h !== undefined && h < env.board.landCount && env.state.board.building[h] === "D" && besideRiver(env, h);
}

/** Whether passing for the bonus card `id` serves the player's goal: a ship for `first-ship`; shipping, power, a priest or a Move ships action for `ship-steps`. */
function bonusServesGoal(at: Position, faction: string, id: string | undefined): boolean {
  const card = id === undefined ? undefined : at.catalog.bonusCards[id];
  if (!card) return false;
  const goal = merchantGoal(at, faction);
  if (goal === "first-ship") return !!(card.shipIncome || card.action?.effect?.ships);
  if (goal === "ship-steps") return !!(card.shippingBonus || card.income?.power || card.income?.priests || card.action?.effect?.moveShips);
  return false;
}

/** Whether the player's goal is steps for their ships and a shipping advance would bring a trade nearer (priests are kept for it). */
function keepsPriests(at: Position, faction: string): boolean {
  return merchantGoal(at, faction) === "ship-steps" && shippingForTrade(at, faction);
}

/** Moves the goals prefer within their kind (traits of bots/random.ts `MOVE_TRAITS`). */
export const GOAL_MOVE_TRAITS = {
  /** An action that gives a ship while the player's goal is their first ship. */
  "goal-ship-action": { kind: "action", merchants: true, has: (move: Move, at?: Position) => move.type === "action" && at !== undefined && merchantGoal(at, move.faction) === "first-ship" && !!effectOf(at, move.faction, move.id)?.ships },
  /** The shipyard, while the player's goal is their first ship. */
  "goal-shipyard": { kind: "upgrade", merchants: true, has: (move: Move, at?: Position) => move.type === "upgrade" && move.to === "SY" && at !== undefined && merchantGoal(at, move.faction) === "first-ship" },
  /** A riverside dwelling upgraded to a trading house while the player's goal is their first ship and they have no shipyard site. */
  "goal-riverside-trading-house": { kind: "upgrade", merchants: true, has: (move: Move, at?: Position) => move.type === "upgrade" && move.to === "TP" && at !== undefined && riversideTradingHouse(at, move.faction, move.hex) },
  /** Burning exactly the power a ship action lacks, while the player's goal is their first ship. */
  "goal-burn-for-ship": { kind: "burn", merchants: true, has: (move: Move, at?: Position) => move.type === "burn" && at !== undefined && burnForShipAction(at, move.faction) === move.amount },
  /** Passing for a bonus card that serves the player's goal (a ship; steps for their ships). */
  "goal-pass-bonus": { kind: "pass", merchants: true, has: (move: Move, at?: Position) => move.type === "pass" && at !== undefined && bonusServesGoal(at, move.faction, move.bonus) },
  /** A priest sent to a cult track while the player keeps priests for a shipping advance (weighed down). */
  "goal-send-spends-priest": { kind: "send", merchants: true, has: (move: Move, at?: Position) => move.type === "send" && at !== undefined && keepsPriests(at, move.faction) },
  /** A priest converted while the player keeps priests for a shipping advance (weighed down). */
  "goal-convert-spends-priest": { kind: "convert", merchants: true, has: (move: Move, at?: Position) => move.type === "convert" && move.give === "priests" && at !== undefined && keepsPriests(at, move.faction) },
} as const satisfies Record<string, { kind: MoveType; merchants: boolean; has: (move: Move, at?: Position) => boolean }>;

/** Kinds the goals make likelier (traits of bots/random.ts `KIND_TRAITS`). */
export const GOAL_KIND_TRAITS = {
  /** Actions while a Move ships action now would let a ship trade, before the player's first trade. */
  "goal-trade-now": { kind: "action", when: (at: Position, faction: string) => merchantGoal(at, faction) === "trade-now" },
  /** Actions while the player's goal is their first ship and a ship action is paid for. */
  "goal-ship-action": { kind: "action", when: (at: Position, faction: string) => shipActionReady(at, faction) },
  /** Upgrades while the player's goal is their first ship and they can build their shipyard. */
  "goal-shipyard": { kind: "upgrade", when: (at: Position, faction: string) => goalState(at, faction).shipyardReady },
  /** Free moves (burning) while burning would pay for a ship action the player's first ship needs. */
  "goal-burn-for-ship": { kind: "burn", when: (at: Position, faction: string) => burnForShipAction(at, faction) > 0 },
} as const satisfies Record<string, { kind: MoveType; when: (at: Position, faction: string) => boolean }>;

/** The goals' weights in the random bot (`prefer`). */
export const GOAL_PREFER: Record<keyof typeof GOAL_MOVE_TRAITS, number> = {
  "goal-ship-action": 20,
  "goal-shipyard": 20,
  "goal-riverside-trading-house": 5,
  "goal-burn-for-ship": 50,
  "goal-pass-bonus": 20,
  "goal-send-spends-priest": 0.1,
  "goal-convert-spends-priest": 0.1,
};

/** The goals' factors on kinds in the random bot (`boost`). */
export const GOAL_BOOST: Record<keyof typeof GOAL_KIND_TRAITS, number> = {
  "goal-trade-now": 10,
  "goal-ship-action": 10,
  "goal-shipyard": 5,
  "goal-burn-for-ship": 5,
};
