/**
 * Transforming terrain with spades (or a free transformation such as the Nomads' sandstorm), and
 * buying spades with `dig`. Spades come from actions, cult bonuses and digging; a transformation
 * is part of the action that gave the spades, and a player who has passed uses cult-bonus spades
 * without taking an action.
 */
import type { Terrain } from "../../schema/common";
import { gainSpades } from "../effects";
import type { Env } from "../env";
import { factionOf, hasOption } from "../env";
import type { Move } from "../moves";
import { directlyAdjacent, reach, type Reach } from "../reach";
import { addVp, gainResources, pay, type Cost } from "../resources";
import { reject, type Rejection } from "../result";
import { homeTerrain, spadesNeeded, towardsHome } from "../terraform";
import { detectTownFrom } from "../towns";
import { canTake, take } from "../turn";
import { isRejection, landHex, mustAfford, mustBeActive, times } from "./common";

export interface TransformPlan {
  hex: number;
  to: Terrain;
  /** Spades used (0 with a free transformation). */
  spades: number;
  free: boolean;
  skip?: { cost: Cost; vp: number };
  /** Whether this uses up a transform step of the turn. */
  takesStep: boolean;
  followUp: { transform: number; build: number };
}

/**
 * Check a transformation of `hex` to `to` (home terrain when omitted) without changing anything.
 * `reached` is what `reach` says of the hex, when the caller knows it already.
 */
export function planTransform(env: Env, seat: number, hex: number, to: Terrain | undefined, reached?: Reach): TransformPlan | Rejection {
  const state = env.state;
  const p = state.players[seat]!;
  const board = state.board;
  if (board.building[hex]) return reject("move/occupied", `${env.board.ids[hex]} already has a structure`);
  const from = board.terrain[hex]!;
  const home = homeTerrain(env, seat);
  const free = p.pending.freeTransforms > 0;
  const target = to ?? (free || factionOf(env, seat).traits.fixedTerraformSpades ? home : towardsHome(env, seat, from, p.pending.spades)) ?? from;
  if (target === from) return reject("move/no-change", `${env.board.ids[hex]} already is ${from}`);
  const r = reached ?? reach(env, seat, hex);
  if (!r.ok) return reject("move/out-of-reach", r.message);
  const spades = free ? 0 : spadesNeeded(env, seat, from, target);
  if (free) {
    if (!directlyAdjacent(env, seat, hex, false))
      return reject("move/not-adjacent", `${env.board.ids[hex]} must be directly adjacent (not over a bridge) to a structure of ${p.faction}`);
  } else if (p.pending.spades < spades)
    return reject("move/not-enough-spades", `Turning ${from} into ${target} needs ${spades} spade${spades === 1 ? "" : "s"}, ${p.faction} has ${p.pending.spades}`);
  const takesStep = !p.passed;
  const followUp = { transform: (p.subActions.transform ?? 1) - 1, build: p.subActions.build ?? 0 };
  if (takesStep) {
    if (!canTake(env, seat, "transform")) return reject("move/not-allowed-now", `${p.faction} cannot transform now (the action is already taken)`);
    if (!hasOption(env, "loose-multi-spade") && p.homeOnly && target !== home)
      return reject("move/home-terrain-only", "Only one hex may be transformed to a terrain other than home terrain in one action");
  }
  const left = p.pending.spades - spades;
  if (left > 0 && takesStep && !followUp.transform && !hasOption(env, "loose-dig")) {
    if (target !== home) return reject("move/unused-spades", `All spades must be used when transforming to a terrain other than home terrain (${left} left)`);
    if (p.mustUseSpades) return reject("move/unused-spades", `This would leave ${left} dug spade${left === 1 ? "" : "s"} that could no longer be used`);
  }
  if (r.skip) {
    const short = mustAfford(env, seat, r.skip.cost, "Tunnelling or carpet flight");
    if (short) return short;
  }
  return { hex, to: target, spades, free, skip: r.skip, takesStep, followUp };
}

/** Carry out a checked transformation. */
export function doTransform(env: Env, seat: number, plan: TransformPlan): void {
  const p = env.state.players[seat]!;
  if (plan.takesStep) take(env, seat, "transform", plan.followUp);
  if (plan.skip) {
    p.skipTarget = plan.hex;
    pay(p, plan.skip.cost);
    addVp(p, plan.skip.vp, "skips");
  }
  if (plan.free) p.pending.freeTransforms--;
  else p.pending.spades -= plan.spades;
  const home = homeTerrain(env, seat);
  p.homeOnly = false;
  if (p.pending.spades === 0) {
    delete p.subActions.transform;
  } else if (plan.to !== home && !p.passed) p.homeOnly = true;
  if (plan.to === home) p.buildLocations.push(plan.hex);
  env.state.board.terrain[plan.hex] = plan.to;
  detectTownFrom(env, seat, plan.hex);
}

export function transformMove(env: Env, seat: number, move: Extract<Move, { type: "transform" }>): Rejection | undefined {
  const hex = landHex(env, move.hex);
  if (isRejection(hex)) return hex;
  const plan = planTransform(env, seat, hex, move.terrain);
  if (isRejection(plan)) return plan;
  doTransform(env, seat, plan);
  return undefined;
}

/** Check digging `spades` spades; on success, the cost and whether it uses up a step. */
export function checkDig(env: Env, seat: number, spades: number): { cost: Cost; needsStep: boolean } | Rejection {
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  const p = env.state.players[seat]!;
  const level = factionOf(env, seat).digging.levels[p.digging];
  if (!level) return reject("move/cannot-dig", `${p.faction} cannot dig`);
  // `dig 0` is a dig like any other, as on terra.snellman.net: it takes the player's action.
  if (spades < 0) return reject("move/bad-amount", "Dig at least one spade");
  if (env.state.round === 0) return reject("move/not-allowed-now", "Nobody digs during setup");
  const needsStep = !(hasOption(env, "loose-dig") && p.subActions.transform);
  if (needsStep && !canTake(env, seat, "dig")) return reject("move/not-allowed-now", `${p.faction} cannot dig now (the action is already taken)`);
  const cost = times(level.cost, spades);
  const short = mustAfford(env, seat, cost, `Digging ${spades} spade${spades === 1 ? "" : "s"}`);
  if (short) return short;
  return { cost, needsStep };
}

export function digMove(env: Env, seat: number, move: Extract<Move, { type: "dig" }>): Rejection | undefined {
  const checked = checkDig(env, seat, move.spades);
  if (isRejection(checked)) return checked;
  const p = env.state.players[seat]!;
  if (checked.needsStep) take(env, seat, "dig", { transform: 1, build: 1, dig: 1 });
  gainSpades(env, seat, move.spades);
  pay(p, checked.cost);
  gainResources(p, factionOf(env, seat).digging.levels[p.digging]!.bonus, "spades", move.spades);
  p.mustUseSpades = true;
  return undefined;
}
