/**
 * Action spaces: power actions on the board, bonus card and favor tile actions, faction actions.
 * Each may be used once per round (per player for the ones on a player's own tiles), unless the
 * content says otherwise; it costs its price, gives its effect, and may allow a follow-up.
 */
import { spaceAction, type ActionSpace, type Catalog } from "../../catalog";
import { passCount } from "../../rules/counters";
import { applyEffect, hasFreeBridgeSlot } from "../../rules/effects";
import { sandstormFromShips, shipRoom, shipsOnBoard } from "../../rules/ships";
import type { FollowUp } from "../../schema/effects";
import type { Env } from "../../rules/env";
import { factionOf } from "../../rules/env";
import { besideOwnShip, directlyAdjacent, reachMap } from "../../rules/reach";
import { homeTerrain } from "../../rules/terraform";
import { canAfford, pay, removeTokens, type Cost } from "../../rules/resources";
import { shapeshiftColours } from "../pick";
import { reject, type Rejection } from "../../rules/result";
import { followUpHandler } from "../../rules/handlers";
import { canTake, take } from "../../rules/turn";
import { mustAfford, mustBeActive } from "../common";
import { upperWord } from "../../notation/words";
import { STAGE, type MoveFamily } from "../family";
import { SHIPYARD_ACTIONS } from "../../catalog";

/** Use an action space: power action, bonus card, favor tile, faction action. */
export interface ActionMove {
  type: "action";
  faction: string;
  id: string;
}

/** Key under which a used action space is recorded this round. */
export function usedKey(env: Env, seat: number, id: string): string {
  return env.catalog.actionSpaces[id]?.kind === "power" ? id : `${id}/${seat}`;
}

/**
 * Whether the player may take the power action `id` though already taken this round, by others or
 * by themselves, as often as they can pay (Yetis with their stronghold, as on terra.snellman.net).
 * Merchants of the Seas limits it on some actions to players who built more (the faction row's
 * `powerActionReuse`: the Yetis, on the new power actions, with their stronghold and shipyard).
 */
function reusesPowerAction(env: Env, seat: number, id: string): boolean {
  const reuse = factionOf(env, seat).traits.reusePowerActions;
  const p = env.state.players[seat]!;
  if (reuse === undefined || (reuse !== "" && p.buildings[reuse] === 0)) return false;
  const limit = env.catalog.merchants?.factionRules[p.faction]?.powerActionReuse;
  return !limit || !limit.actions.includes(id) || limit.requires.every((b) => passCount(env, seat, b) > 0);
}

/** Whether the action space counts as used this round for this player. */
function usedByOrFor(env: Env, seat: number, id: string, kind: string): boolean {
  if (kind === "power" && reusesPowerAction(env, seat, id)) return false;
  return env.state.usedActions.includes(usedKey(env, seat, id));
}

/** What the action space does for the player (a shipyard board's action as their faction's board says). */
function actionOf(env: Env, seat: number, space: ActionSpace) {
  return spaceAction(env.catalog, env.state.players[seat]!.faction, space);
}

/** What the action space costs the player: power actions cost less for some factions (Yetis). */
export function actionCost(env: Env, seat: number, id: string): Cost | undefined {
  const space = env.catalog.actionSpaces[id]!;
  const cost = actionOf(env, seat, space).cost;
  const discount = space.kind === "power" ? factionOf(env, seat).traits.powerActionDiscount : 0;
  if (!discount || !cost?.power) return cost;
  return { ...cost, power: Math.max(0, cost.power - discount) };
}

/** Why the player may not use an action space now (undefined when they may). */
export function spaceUnavailable(env: Env, seat: number, id: string): Rejection | undefined {
  const p = env.state.players[seat]!;
  const space = env.catalog.actionSpaces[id];
  if (!space) return reject("move/unknown-action", `There is no action ${id}`);
  const owned =
    space.kind === "power" ||
    (space.kind === "bonus" && p.bonus === id) ||
    (space.kind === "favor" && p.favors.includes(id)) ||
    (space.kind === "faction" && space.faction === p.faction && (!space.requires || p.buildings[space.requires] > 0)) ||
    (space.kind === "shipyard" && p.merchants !== undefined && (id === SHIPYARD_ACTIONS.moveShips || p.merchants.shipyard !== undefined));
  if (!owned) return reject("move/no-such-action", `${p.faction} have no ${id} action`);
  const action = actionOf(env, seat, space);
  if (action.then?.handler === "transform" && env.factions[seat]!.traits.noSpadeActions)
    return reject("move/not-allowed", `${p.faction} may not take action ${id}: they never get spades`);
  if (action.oncePerRound !== false && usedByOrFor(env, seat, id, space.kind)) return reject("move/action-used", `Action ${id} has been used this round`);
  return undefined;
}

/** Check using an action space (its id upper-case) without changing anything. */
export function checkAction(env: Env, seat: number, id: string): Rejection | undefined {
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  const unavailable = spaceUnavailable(env, seat, id);
  if (unavailable) return unavailable;
  const p = env.state.players[seat]!;
  if (!canTake(env, seat, "action")) return reject("move/not-allowed-now", `${p.faction} cannot take an action now (the action is already taken)`);
  const action = actionOf(env, seat, env.catalog.actionSpaces[id]!);
  if (action.then && !followUpPossible(env, seat, action.then)) return reject("move/pointless-action", `${p.faction} could not use action ${id} now`);
  // Ships (Merchants of the Seas): an action that only gives ships needs room for one (unless the
  // pack allows empty gains); Move ships needs a ship on the board.
  const effect = action.effect;
  if (effect?.ships && env.catalog.merchants?.ships.gainWithoutRoom === "forbidden" && shipRoom(env, seat) === 0 && onlyShips(effect))
    return reject("move/pointless-action", `${p.faction} could not place a ship now (none left, or no dock or shipyard by the river)`);
  if (effect?.moveShips && (!p.merchants || shipsOnBoard(p.merchants) === 0)) return reject("move/pointless-action", `${p.faction} have no ship on the board to move`);
  const tokens = action.cost?.powerTokens ?? 0;
  if (tokens > p.power[0] + p.power[1] + p.power[2])
    return reject("move/not-enough-tokens", `Action ${id} removes ${tokens} power tokens, ${p.faction} have ${p.power[0] + p.power[1] + p.power[2]}`);
  const cost = actionCost(env, seat, id);
  // (The message is written only for a refusal: checks run for every action space listed.)
  return canAfford(p, cost) ? undefined : mustAfford(env, seat, cost, `Action ${id}`);
}

/** Whether an effect gives nothing but ships. */
function onlyShips(effect: NonNullable<ReturnType<typeof actionOf>["effect"]>): boolean {
  return Object.entries(effect).every(([key, value]) => key === "ships" || value === undefined);
}

/** Whether what an action allows next could be done at all (so that taking it cannot leave the player stuck). */
export function followUpPossible(env: Env, seat: number, then: FollowUp): boolean {
  const { board } = env.state;
  const p = env.state.players[seat]!;
  const f = factionOf(env, seat);
  const land = env.board.landCount;
  switch (then.handler) {
    // Loops, not `some` with a closure: every listing of actions asks for each action with a follow-up.
    case "bridge":
      return p.bridgesLeft > 0 && hasFreeBridgeSlot(env, seat);
    case "upgrade": {
      if (p.buildings[then.to] >= f.buildings[then.to].supply) return false;
      for (let h = 0; h < board.building.length; h++) if (board.building[h] === then.from && board.owner[h] === seat) return true;
      return false;
    }
    case "build-dwelling": {
      const home = homeTerrain(env, seat);
      if (p.buildings.D >= f.buildings.D.supply) return false;
      for (let h = 0; h < board.terrain.length; h++) if (board.terrain[h] === home && !board.building[h]) return true;
      return false;
    }
    case "sandstorm": {
      const home = homeTerrain(env, seat);
      // From a ship (Nomads' row), the dwelling built at once needs one left in the supply.
      const fromShips = sandstormFromShips(env, seat) && p.buildings.D < f.buildings.D.supply;
      for (let h = 0; h < land; h++)
        if (!board.building[h] && board.terrain[h] !== home && (directlyAdjacent(env, seat, h, false) || (fromShips && besideOwnShip(env, seat, h)))) return true;
      return false;
    }
    case "transform": {
      if (f.traits.spadeSubstitute) return true;
      for (let h = 0; h < land; h++) if (board.owner[h] === seat) for (const n of env.board.landAdjacent[h]!) if (!board.building[n]) return true;
      const reachable = reachMap(env, seat);
      for (let h = 0; h < land; h++) if (!board.building[h] && reachable[h]) return true;
      return false;
    }
    case "double-turn":
      return true;
    case "shapeshift":
      return shapeshiftColours(env, seat).length > 0;
  }
}

function doAction(env: Env, seat: number, id: string): void {
  const p = env.state.players[seat]!;
  const action = actionOf(env, seat, env.catalog.actionSpaces[id]!);
  // Spades that become something else (Dragonlords, Acolytes) leave nothing to transform or build.
  const converted = action.then?.handler === "transform" && factionOf(env, seat).traits.spadeSubstitute;
  take(env, seat, "action", action.then && !converted ? followUpHandler(action.then).steps(action.then) : undefined);
  pay(p, actionCost(env, seat, id));
  if (action.cost?.powerTokens) removeTokens(p, action.cost.powerTokens);
  applyEffect(env, seat, action.effect, "buildings");
  if (action.then) followUpHandler(action.then).grant(env, seat, action.then);
  if (action.oncePerRound !== false) {
    const used = env.state.usedActions;
    const key = usedKey(env, seat, id);
    if (!used.includes(key)) used.push(key);
  }
}

function action(env: Env, seat: number, move: ActionMove): Rejection | undefined {
  const id = upperWord(move.id);
  const problem = checkAction(env, seat, id);
  if (problem) return problem;
  doAction(env, seat, id);
  return undefined;
}

/** Per catalog and faction: the action spaces a player of the faction may hold (every one but other factions' own), in catalog order. */
const SPACES_OF = new WeakMap<Catalog, Map<string, readonly ActionSpace[]>>();

/** The catalog's action spaces without other factions' own (worked out once per catalog and faction: every listing of actions asks). */
function spacesOf(catalog: Catalog, faction: string): readonly ActionSpace[] {
  // The last answers, one per faction asked (a game asks for its few factions again and again).
  for (const known of lastSpaces) if (known.catalog === catalog && known.faction === faction) return known.spaces;
  const spaces = spacesFor(catalog, faction);
  if (lastSpaces.length >= 6) lastSpaces.shift();
  lastSpaces.push({ catalog, faction, spaces });
  return spaces;
}

const lastSpaces: { catalog: Catalog; faction: string; spaces: readonly ActionSpace[] }[] = [];

function spacesFor(catalog: Catalog, faction: string): readonly ActionSpace[] {
  let byFaction = SPACES_OF.get(catalog);
  if (!byFaction) SPACES_OF.set(catalog, (byFaction = new Map()));
  let spaces = byFaction.get(faction);
  if (!spaces) byFaction.set(faction, (spaces = catalog.actionSpaceList.filter((space) => space.kind !== "faction" || space.faction === faction)));
  return spaces;
}

export const ACTION: MoveFamily<"action"> = {
  type: "action",
  listed: STAGE.turn,
  /** Action spaces of the board, and those on the player's own tiles and faction board. */
  list(l) {
    const { env, seat, p, faction } = l;
    if (!canTake(env, seat, "action")) return;
    for (const space of spacesOf(env.catalog, faction)) {
      if (space.kind === "bonus" ? p.bonus !== space.id : space.kind === "favor" && !p.favors.includes(space.id)) continue;
      if (!canAfford(p, actionCost(env, seat, space.id))) continue;
      if (actionOf(env, seat, space).oncePerRound !== false && usedByOrFor(env, seat, space.id, space.kind)) continue;
      if (!checkAction(env, seat, space.id)) l.out.push({ type: "action", faction, id: space.id });
    }
  },
  check: (env, seat, move) => checkAction(env, seat, upperWord(move.id)),
  apply: action,
  verbs: { action: "player" },
  parse(c) {
    const m = c.text.match(/^action (\w+)$/i);
    return m ? { type: "action", faction: c.faction, id: upperWord(m[1]!) } : undefined;
  },
  format: (move) => `action ${move.id}`,
  label(catalog, move) {
    const space = catalog.actionSpaces[move.id];
    const named = space && spaceAction(catalog, move.faction, space);
    return `Take the action ${named?.name ? `“${named.name}” (${move.id})` : move.id}`;
  },
};
