/**
 * Upgrading a structure (dwelling → trading house → temple or stronghold, temple → sanctuary).
 * A trading house is cheaper next to an opponent. The new structure's reward (favor tiles, a
 * stronghold ability, ...) comes at once, and neighbours are offered power.
 */
import type { Building } from "../../schema/common";
import { applyEffect } from "../effects";
import type { Env } from "../env";
import { factionOf } from "../env";
import { neighbourPower, offerPower } from "../leech";
import type { Move } from "../moves";
import { pay, type Cost } from "../resources";
import { reject, type Rejection } from "../result";
import { detectTownFrom } from "../towns";
import { onBuilt } from "../passives";
import { canTake, take } from "../turn";
import { isRejection, landHex, mustAfford, mustBeActive } from "./common";

export interface UpgradePlan {
  hex: number;
  from: Building;
  to: Building;
  freeTp: boolean;
  cost?: Cost;
}

/** Check an upgrade without changing anything. */
export function checkUpgrade(env: Env, seat: number, hex: number, to: Building): UpgradePlan | Rejection {
  const state = env.state;
  if (state.round === 0) return reject("move/not-allowed-now", "Structures cannot be upgraded during setup");
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  const p = state.players[seat]!;
  const f = factionOf(env, seat);
  if (!canTake(env, seat, "upgrade")) return reject("move/not-allowed-now", `${p.faction} cannot upgrade now (the action is already taken)`);
  const from = env.rules.upgrades[to as keyof typeof env.rules.upgrades] as Building | undefined;
  if (!from) return reject("move/bad-upgrade", `Nothing upgrades to ${to}`);
  const board = state.board;
  if (board.owner[hex] !== seat || board.building[hex] !== from)
    return reject("move/bad-upgrade", `${env.board.ids[hex]} must hold a ${from} of ${p.faction} to become a ${to}`);
  if (p.buildings[to] >= f.buildings[to].supply) return reject("move/no-supply", `${p.faction} has no ${to} left`);
  const freeTp = to === "TP" && p.pending.freeTradingHouses > 0;
  if (p.pending.freeTradingHouses > 0 && !freeTp)
    return reject("move/free-upgrade-first", `${p.faction} must place their free trading house first`);
  const def = f.buildings[to];
  const neighbours = neighbourPower(env, seat, hex).some((n) => n > 0);
  const cost = freeTp ? undefined : neighbours && def.costWithNeighbour ? def.costWithNeighbour : def.cost;
  const short = mustAfford(env, seat, cost, `Upgrading to ${to}`);
  if (short) return short;
  return { hex, from, to, freeTp, cost };
}

/** Carry out a checked upgrade. */
export function doUpgrade(env: Env, seat: number, plan: UpgradePlan): void {
  const p = env.state.players[seat]!;
  const { hex, from, to } = plan;
  take(env, seat, "upgrade", {});
  offerPower(env, seat, hex);
  if (plan.freeTp) p.pending.freeTradingHouses--;
  pay(p, plan.cost);
  p.buildings[from]--;
  p.buildings[to]++;
  applyEffect(env, seat, factionOf(env, seat).buildings[to].onBuild, "buildings");
  onBuilt(env, seat, to);
  env.state.board.building[hex] = to;
  detectTownFrom(env, seat, hex);
}

export function upgradeMove(env: Env, seat: number, move: Extract<Move, { type: "upgrade" }>): Rejection | undefined {
  const hex = landHex(env, move.hex);
  if (isRejection(hex)) return hex;
  const plan = checkUpgrade(env, seat, hex, move.to);
  if (isRejection(plan)) return plan;
  doUpgrade(env, seat, plan);
  return undefined;
}
