/**
 * Trading (Merchants of the Seas, §5 and §9.6): after all ships moved, each ship standing on a
 * structure trades with it, in the order the player chooses. The trader takes the building type's
 * reward (one option where the rule book prints "X / Y") and the VP of what they hold per trade;
 * the owner is offered the building's power as for leech (power − 1 VP, the same limits, declined
 * or taken while play goes on) — power that, as the pack says, triggers no leech ability (Cultists,
 * Shapeshifters); the trader's marker goes under the building for ever and the ship goes back (or
 * stays, with the shipyard's option).
 */
import { SHIPYARD_ACTIONS } from "../catalog";
import type { BoardTerrain } from "../schema/common";
import type { BuildVpKey, EffectOption, FollowUp } from "../schema/effects";
import { applyEffect } from "./effects";
import type { Env } from "./env";
import { followUpHandler } from "./handlers";
import { onTraded } from "./passives";
import { powerCapacity } from "./resources";
import { gainShips } from "./ships";
import { reachMap } from "./reach";
import { subActionsOf, type PlayerState, type SubAction } from "./state";
import { homeTerrain } from "./terraform";

/** Resource codes of the option words (`+3PW`, `+1P`). */
const CODES = { coins: "C", workers: "W", priests: "P", power: "PW", vp: "VP" } as const;

/**
 * The word naming one option of a choice in the notation: a trade reward's (`+3PW`, `cult`,
 * `keep-ship`) or a favor tile's (`shipping`, `priest`, `cult`).
 */
export function optionWord(o: EffectOption, index: number): string {
  if (o.keepTradingShip) return "keep-ship";
  if (o.resetMoveShips) return "reset-ships";
  if (o.priestToCult) return "priest";
  if (o.shipping) return "shipping";
  if (o.cultChoice) return "cult";
  const gain = Object.entries(o.gain ?? {}).filter(([, n]) => n);
  if (gain.length > 0) return gain.map(([k, n]) => `+${n}${CODES[k as keyof typeof CODES] ?? k}`).join("");
  return `option${index + 1}`;
}

/** The building type a trade on this hex is with (the structure standing there). */
export function tradeBuilding(env: Env, hex: number): BuildVpKey | undefined {
  const b = env.state.board.building[hex];
  return b ? b : undefined;
}

/** The option words of the reward of a trade on this hex ([] when the reward has no choice). */
export function tradeOptions(env: Env, hex: number): string[] {
  const b = tradeBuilding(env, hex);
  const reward = b && env.catalog.merchants?.trade.rewards[b];
  return (reward?.effect.choice ?? []).map(optionWord);
}

/** Offer the owner the building's power for a trade (an offer like leech's; no leech event when the power triggers no ability). */
function offerTradePower(env: Env, trader: number, owner: number, amount: number): void {
  const state = env.state;
  const p = state.players[owner]!;
  if (amount <= 0 || p.dropped) return;
  const rules = env.catalog.merchants!;
  // The abilities that react to leech are the trader's (Cultists, Shapeshifters), as if they had built.
  const triggers = rules.trade.triggersLeechAbilities && rules.factionRules[state.players[trader]!.faction]?.tradePowerTriggersAbilities !== false;
  const id = state.nextLeechEvent++;
  const actual = Math.min(amount, powerCapacity(p));
  state.leechOffers.push({ seat: owner, from: trader, amount, actual, event: id });
  // An offer without an event rewards nobody when it is taken or declined (see rules/leech.ts).
  if (triggers) state.leechEvents.push({ id, from: trader, open: actual > 0 ? 1 : 0, declined: 0, rewarded: false });
}

/**
 * Trade with the structure on `hex`, where one of the player's ships stands; `choice` is an
 * option's index (checked by the caller). `followUpPossible` says whether a follow-up action could
 * be used at all (a stronghold's spade with no hex to use it on is not granted).
 */
export function trade(env: Env, seat: number, hex: number, choice: number | undefined, followUpPossible: (then: FollowUp) => boolean): void {
  const state = env.state;
  const p = state.players[seat]!;
  const m = p.merchants!;
  const rules = env.catalog.merchants!;
  const b = tradeBuilding(env, hex)!;
  const reward = rules.trade.rewards[b];
  m.moving = undefined;
  m.landed.splice(m.landed.indexOf(hex), 1);
  m.traded.push(hex);

  const own = rules.factionRules[p.faction]?.strongholdTrade;
  const option = choice === undefined ? undefined : reward.effect.choice?.[choice];
  applyEffect(env, seat, { ...reward.effect, choice: undefined }, "trades");
  if (option && !option.keepTradingShip && !option.resetMoveShips) applyEffect(env, seat, option, "trades");
  if (b === "SH" && own?.effect) applyEffect(env, seat, own.effect, "trades");
  const then: FollowUp | undefined = b === "SH" && own ? (own.then ?? keptTransform(own.keepsTransform, reward.then)) : reward.then;
  const owner = state.board.owner[hex]!;
  // The stronghold's transform-and-build: taken during the trade, as an action's follow-up.
  const notOn = b === "SH" ? (rules.factionRules[state.players[owner]!.faction]?.ownStrongholdTradeSpadeNotOn ?? []) : [];
  if (then && followUpPossible(then) && (notOn.length === 0 || spadeUsableOffTerrains(env, seat, notOn))) {
    const steps = followUpHandler(then).steps(then);
    p.subActions = b === "SH" ? strongholdTradeSteps(env, seat, steps) : subActionsOf(steps);
    const spades = p.pending.spades;
    followUpHandler(then).grant(env, seat, then);
    const gained = p.pending.spades - spades;
    if (notOn.length > 0 && gained > 0) m.strongholdTrades!.notOn.push({ terrains: [...notOn], spades: gained });
  }
  onTraded(env, seat, b);
  offerTradePower(env, seat, owner, reward.ownerPower);

  if (option?.keepTradingShip) gainShips(env, seat, 1);
  if (option?.resetMoveShips) {
    const key = `${SHIPYARD_ACTIONS.moveShips}/${seat}`;
    state.usedActions = state.usedActions.filter((k) => k !== key);
  }
}

/**
 * A faction whose stronghold trade gives something instead of the spade (Dragonlords, Acolytes)
 * and keeps the transform-and-build action (open question 9): that action, without free spades.
 */
function keptTransform(keeps: boolean, then: FollowUp | undefined): FollowUp | undefined {
  return keeps && then?.handler === "transform" ? { ...then, spades: 0 } : undefined;
}

/**
 * The steps a stronghold trade allows next. With the pack's `strongholdTradeBuildsOnce`, the
 * stronghold trades of one Move ships action add up their transformations, and allow one
 * dwelling in all: none once a dwelling has been built since the first of them.
 */
function strongholdTradeSteps(env: Env, seat: number, steps: Partial<Record<SubAction, number>>): Partial<Record<SubAction, number>> {
  const p = env.state.players[seat]!;
  const m = p.merchants!;
  const earlier = m.strongholdTrades;
  m.strongholdTrades ??= { dwellings: p.buildings.D, notOn: [] };
  if (!earlier || !env.catalog.merchants!.trade.strongholdTradeBuildsOnce) return subActionsOf(steps);
  const built = p.buildings.D > earlier.dwellings;
  return subActionsOf({ ...steps, transform: (p.subActions.transform ?? 0) + (steps.transform ?? 0), build: built ? 0 : (steps.build ?? 0) });
}

/** Whether the player could use a spade on some hex in reach whose terrain is none of these. */
function spadeUsableOffTerrains(env: Env, seat: number, terrains: readonly BoardTerrain[]): boolean {
  const { board } = env.state;
  const home = homeTerrain(env, seat);
  const reachable = reachMap(env, seat);
  for (let h = 0; h < env.board.landCount; h++) {
    const t = board.terrain[h]!;
    if (reachable[h] && !board.building[h] && t !== home && !terrains.includes(t)) return true;
  }
  return false;
}

/** Spades the player holds that may not be used on a hex of this terrain (a trade with the Giants' stronghold: not on wasteland). */
export function barredSpades(p: PlayerState, terrain: BoardTerrain): number {
  let n = 0;
  for (const limit of p.merchants?.strongholdTrades?.notOn ?? []) if (limit.terrains.includes(terrain)) n += limit.spades;
  return Math.min(n, p.pending.spades);
}

/** Spades used on a hex of this terrain: those barred elsewhere first (they may be used here), then the others. */
export function spendLimitedSpades(p: PlayerState, terrain: BoardTerrain, spades: number): void {
  const trades = p.merchants?.strongholdTrades;
  if (!trades) return;
  let left = spades;
  for (const limit of trades.notOn) {
    if (limit.terrains.includes(terrain)) continue;
    const used = Math.min(limit.spades, left);
    limit.spades -= used;
    left -= used;
  }
  trades.notOn = trades.notOn.filter((l) => l.spades > 0);
}

/**
 * Whether a transformation must reach home terrain because spades would be left: several
 * stronghold trades' spades (`strongholdTradeBuildsOnce`) go to another hex only after the first
 * is home terrain.
 */
export function homeFirst(env: Env, seat: number): boolean {
  return env.state.players[seat]!.merchants?.strongholdTrades !== undefined && env.catalog.merchants?.trade.strongholdTradeBuildsOnce === true;
}
