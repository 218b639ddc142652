/** Small moves: waiting, ending a turn, manual fixes, dropping a player, and the moderator's phase commands. */
import type { Env } from "../env";
import { hasOption } from "../env";
import type { Move } from "../moves";
import { addVp, gainPower } from "../resources";
import { finishGame, payCultBonus, payIncome, startRound } from "../phase";
import { reject, type Rejection } from "../result";
import { endTurnIfDone, owesSomething } from "../turn";

export function doneMove(env: Env, seat: number): Rejection | undefined {
  const p = env.state.players[seat]!;
  if (env.state.active === seat && p.actionsLeft > 0 && !hasOption(env, "loose-done"))
    return reject("move/action-required", `${p.faction} must take an action first`);
  p.actionsLeft = 0;
  p.subActions = {};
  endTurnIfDone(env, seat);
  return undefined;
}

export function adjustMove(env: Env, seat: number, move: Extract<Move, { type: "adjust" }>): Rejection | undefined {
  const p = env.state.players[seat]!;
  const { resource, delta } = move;
  if (delta === 0) return undefined;
  if (delta > 0 && !hasOption(env, "loose-adjust-resource"))
    return reject("move/not-allowed-now", `Gaining ${delta} ${resource} by hand needs the loose-adjust-resource option`);
  const have = resource === "spades" ? p.pending.spades : resource === "power" ? p.power[2] : p[resource];
  if (delta < 0 && have < -delta) return reject(`move/not-enough-${resource}`, `${p.faction} has ${have} ${resource}, cannot lose ${-delta}`);
  switch (resource) {
    case "spades":
      p.pending.spades += delta;
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

function allPassed(env: Env): boolean {
  return env.state.players.every((p) => p.passed || p.dropped);
}

/** Take income now although power offers are still open (what the moderator's `income` does). */
export function incomeMove(env: Env): Rejection | undefined {
  const state = env.state;
  if (state.phase === "actions" && allPassed(env) && !state.players.some(owesSomething) && state.round < env.rules.rounds) {
    state.phase = "cult-bonus";
    state.active = -1;
    payCultBonus(env);
    state.phase = "income";
    payIncome(env);
  }
  return undefined;
}

export function startMove(env: Env): Rejection | undefined {
  const state = env.state;
  if (state.phase === "income" && !state.players.some(owesSomething)) startRound(env);
  return undefined;
}

export function finishMove(env: Env): Rejection | undefined {
  const state = env.state;
  if (state.finished) return undefined;
  const lastCultBonus = state.phase === "cult-bonus" && state.round >= env.rules.rounds;
  if (!lastCultBonus && (state.phase !== "actions" || !allPassed(env) || state.players.some(owesSomething)))
    return reject("move/not-allowed-now", "The game can be finished once every player has passed");
  // The last round's cult bonus (when the rules pay it) comes before the end.
  if (state.phase === "actions" && state.round >= env.rules.rounds) payCultBonus(env);
  finishGame(env);
  return undefined;
}
