/**
 * Burning power (each token moved from bowl II to bowl III takes the rules' burn cost out of bowl
 * II: two in the base game) and free conversions at the faction's exchange rates, chained where
 * needed (a priest is worth a worker, a worker a coin). A pending exchange such as the Darklings'
 * ordination is used here too, once.
 */
import { ratesFor } from "../../catalog";
import type { Env } from "../env";
import { hasOption } from "../env";
import type { Move } from "../moves";
import { amountOf, gainResource, pay, type Cost } from "../resources";
import { reject, type Rejection } from "../result";
import { mustAfford, mustBeActive } from "./common";

type Convert = Extract<Move, { type: "convert" }>;

export function checkBurn(env: Env, seat: number, amount: number): Rejection | undefined {
  const inactive = mustBeActive(env, seat, true);
  if (inactive) return inactive;
  const p = env.state.players[seat]!;
  const cost = env.rules.power.burnCost;
  if (amount < 0) return reject("move/bad-amount", "Burn a positive amount of power");
  if (p.power[1] < cost * amount)
    return reject("move/not-enough-power", `Burning ${amount} needs ${cost * amount} power in bowl II, ${p.faction} has ${p.power[1]}`);
  return undefined;
}

export function burnMove(env: Env, seat: number, move: Extract<Move, { type: "burn" }>): Rejection | undefined {
  const problem = checkBurn(env, seat, move.amount);
  if (problem) return problem;
  const p = env.state.players[seat]!;
  p.power[1] -= env.rules.power.burnCost * move.amount;
  p.power[2] += move.amount;
  return undefined;
}

/** Check a conversion; on success, whether it uses the pending one-time exchange. */
export function checkConvert(env: Env, seat: number, move: Convert): { exchange: boolean } | Rejection {
  const inactive = mustBeActive(env, seat, true);
  if (inactive) return inactive;
  const state = env.state;
  const p = state.players[seat]!;
  if (!state.finished && state.phase !== "actions" && !hasOption(env, "loose-convert-phase"))
    return reject("move/not-allowed-now", "Conversions are made during the action phase");
  if (move.giveCount < 1 || move.getCount < 1) return reject("move/bad-amount", "Convert at least one unit");
  const ex = p.pending.exchange;
  let rate: number | undefined;
  let exchange = false;
  if (ex && ex.give[move.give] && ex.get[move.get] && Object.keys(ex.give).length === 1 && Object.keys(ex.get).length === 1) {
    if (move.getCount > ex.left * ex.get[move.get]!) return reject("move/exchange-limit", `At most ${ex.left * ex.get[move.get]!} ${move.get} this way`);
    rate = ex.give[move.give]! / ex.get[move.get]!;
    exchange = true;
  } else rate = ratesFor(env.catalog, env.rules)[p.faction]?.[move.give]?.[move.get];
  if (rate === undefined) return reject("move/no-conversion", `${p.faction} cannot convert ${move.give} to ${move.get}`);
  if (move.giveCount !== move.getCount * rate)
    return reject("move/bad-rate", `${move.getCount} ${move.get} takes ${move.getCount * rate} ${move.give}, not ${move.giveCount}`);
  if (amountOf(p, move.give) < move.giveCount) return mustAfford(env, seat, { [move.give]: move.giveCount } as Cost, "The conversion") ?? { exchange };
  return { exchange };
}

export function convertMove(env: Env, seat: number, move: Convert): Rejection | undefined {
  const checked = checkConvert(env, seat, move);
  if ("ok" in checked) return checked;
  const p = env.state.players[seat]!;
  pay(p, { [move.give]: move.giveCount } as Cost, "conversions");
  gainResource(p, move.get, move.getCount, "conversions");
  // The one-time exchange (the Darklings' priests) is used by its conversion, and lost to any other.
  p.pending.exchange = undefined;
  return undefined;
}
