/** Small moves: waiting, ending a turn, manual fixes, dropping a player, and the moderator's phase commands. */
import type { Cult } from "../../schema/common";
import { CULTS } from "../../schema/common";
import type { Env } from "../env";
import { hasOption } from "../env";
import type { Move } from "../moves";
import { addVp, gainPower } from "../resources";
import { reject, type Rejection } from "../result";
import { endTurnIfDone, lastInRound, nextInTurn, turnWouldEnd } from "../turn";

/**
 * `done`: ends the player's turn once their action is taken (the next player becomes active; the
 * player may still burn power and convert until someone else moves). As on terra.snellman.net, only
 * the player who is to take an action is refused (with `loose-done`, their action is skipped): the
 * active player before their action, or the next player once the active one's turn is complete.
 * From anyone else, and outside the action phase, it changes nothing.
 */
export function doneMove(env: Env, seat: number): Rejection | undefined {
  const state = env.state;
  const p = state.players[seat]!;
  if (state.phase !== "actions") return undefined;
  const toAct = state.active >= 0 && turnWouldEnd(env, state.active) ? nextInTurn(env, state.active) : state.active;
  if (toAct === seat && state.active !== seat && !hasOption(env, "loose-done")) return reject("move/action-required", `${p.faction} must take an action first`);
  if (state.active !== seat) return undefined;
  // The last player of the round, having just said `done`, starts their next turn with their next
  // command; once someone else's command has handed them the turn, they must act.
  if (p.actionsLeft > 0 && lastInRound(env, seat) && state.lastActor === seat) return undefined;
  if (p.actionsLeft > 0 && !hasOption(env, "loose-done")) return reject("move/action-required", `${p.faction} must take an action first`);
  p.actionsLeft = 0;
  p.subActions = {};
  endTurnIfDone(env, seat);
  if (state.active !== seat) state.afterDone = seat;
  return undefined;
}

export function adjustMove(env: Env, seat: number, move: Extract<Move, { type: "adjust" }>): Rejection | undefined {
  const p = env.state.players[seat]!;
  const { resource, delta } = move;
  if (delta === 0) return undefined;
  if (delta > 0 && !hasOption(env, "loose-adjust-resource"))
    return reject("move/not-allowed-now", `Gaining ${delta} ${resource} by hand needs the loose-adjust-resource option`);
  if (isCult(resource)) return loseCultSteps(env, seat, resource, delta);
  const have =
    resource === "spades" || resource === "freeDwellings" || resource === "freeTradingHouses" ? p.pending[resource] : resource === "power" ? p.power[2] : p[resource];
  if (delta < 0 && have < -delta) return reject(`move/not-enough-${resource}`, `${p.faction} has ${have} ${resource}, cannot lose ${-delta}`);
  if (resource === "spades" && delta < 0 && p.mustUseSpades)
    return reject("move/unused-spades", `${p.faction} must use the spades they dug: spades from dig cannot be given up`);
  switch (resource) {
    case "spades":
    case "freeDwellings":
    case "freeTradingHouses":
      p.pending[resource] += delta;
      return undefined;
    case "vp":
      addVp(p, delta, "adjustments");
      return undefined;
    case "power":
      if (delta > 0) gainPower(p, delta);
      else {
        p.power[2] += delta;
        p.power[0] -= delta;
      }
      return undefined;
    case "priests":
      p.priests = delta > 0 ? Math.min(p.priests + delta, p.priestCap) : p.priests + delta;
      return undefined;
    default:
      p[resource] += delta;
      return undefined;
  }
}

const isCult = (r: string): r is Cult => (CULTS as readonly string[]).includes(r);

/**
 * Giving up cult steps (`-water`). As on terra.snellman.net, only down to the last space that pays
 * power before the top (7 in the base game: a player at 8 or 9 may step back, e.g. before taking a
 * town tile that moves them up), unless `loose-lose-cult` allows any loss.
 */
function loseCultSteps(env: Env, seat: number, cult: Cult, delta: number): Rejection | undefined {
  const p = env.state.players[seat]!;
  const { top, powerAt } = env.rules.cults;
  const floor = hasOption(env, "loose-lose-cult") ? 0 : Math.max(0, ...powerAt.map((a) => a.space).filter((s) => s < top));
  if (delta > 0) return reject("move/not-allowed-now", `Cult steps are gained with +${cult.toUpperCase()}, not by hand`);
  if (p.cults[cult] + delta < floor)
    return reject("move/cult-loss", `${p.faction} cannot give up cult steps below ${floor} (${cult} ${p.cults[cult]} → ${p.cults[cult] + delta})`);
  p.cults[cult] += delta;
  return undefined;
}

/** A player leaves: they stop taking turns and receiving power offers; their bonus card goes back. */
export function dropMove(env: Env, seat: number): Rejection | undefined {
  const state = env.state;
  const p = state.players[seat]!;
  if (p.dropped) return reject("move/already-dropped", `${p.faction} have already left the game`);
  p.dropped = true;
  p.actionsLeft = 0;
  p.subActions = {};
  state.leechOffers = state.leechOffers.filter((o) => o.seat !== seat);
  if (p.bonus) {
    state.pool.bonus[p.bonus] = (state.pool.bonus[p.bonus] ?? 0) + 1;
    p.bonus = undefined;
  }
  state.setupQueue = state.setupQueue.filter((s) => s.seat !== seat);
  endTurnIfDone(env, seat);
  return undefined;
}

/**
 * The moderator's `income`, `start` and `finish` (taking income, starting the round or ending the game
 * although power offers are still open) change nothing here: they are events of the flow machine,
 * which decides when they apply (`engine/flow/machine.ts`).
 */
export function incomeMove(_env: Env): Rejection | undefined {
  return undefined;
}

export function startMove(_env: Env): Rejection | undefined {
  return undefined;
}

export function finishMove(_env: Env): Rejection | undefined {
  return undefined;
}
