/**
 * Building dwellings: the initial dwellings during setup, and Transform and Build during the game
 * (transforming the hex to home terrain with the spades at hand first). A free dwelling (Witches'
 * Ride) goes on a hex that already is home terrain, anywhere.
 */
import type { Env } from "../env";
import { factionOf, nameOf } from "../env";
import { offerPower } from "../leech";
import type { Move } from "../moves";
import { reach } from "../reach";
import { addCosts, addVp, pay, type Cost } from "../resources";
import { reject, type Rejection } from "../result";
import type { SubAction } from "../state";
import { homeTerrain } from "../terraform";
import { detectTownFrom } from "../towns";
import { onBuilt } from "../passives";
import { canTake, take } from "../turn";
import { isRejection, landHex, mustAfford, mustBeActive } from "./common";
import { doTransform, planTransform, type TransformPlan } from "../../moves/transform";

/** A checked build: where, and what it takes. */
export interface BuildPlan {
  hex: number;
  setup: boolean;
  free: boolean;
  tfNeeded: boolean;
  subActions: Partial<Record<SubAction, number>>;
  transform?: TransformPlan;
  skip?: { cost: Cost; vp: number };
  cost?: Cost;
}

function checkSetupBuild(env: Env, seat: number, hex: number): BuildPlan | Rejection {
  const state = env.state;
  const p = state.players[seat]!;
  const head = state.setupQueue[0];
  if (!head || head.step !== "dwelling" || head.seat !== seat) {
    const expected = head ? `${nameOf(env, head.seat)} to ${head.step === "dwelling" ? "place a dwelling" : "pick a bonus card"}` : "nobody";
    return reject("move/not-your-turn", `Setup expects ${expected}, not ${nameOf(env, seat)} to build`);
  }
  if (state.board.building[hex]) return reject("move/occupied", `${env.board.ids[hex]} already has a structure`);
  if (state.board.terrain[hex] !== homeTerrain(env, seat))
    return reject("move/wrong-terrain", `Initial dwellings go on home terrain (${homeTerrain(env, seat)}), ${env.board.ids[hex]} is ${state.board.terrain[hex]}`);
  if (p.buildings.D >= factionOf(env, seat).buildings.D.supply) return reject("move/no-supply", `${p.faction} has no dwelling left`);
  return { hex, setup: true, free: true, tfNeeded: false, subActions: p.subActions };
}

/** Check a dwelling on `hex` without changing anything. */
export function checkBuild(env: Env, seat: number, hex: number): BuildPlan | Rejection {
  const state = env.state;
  if (state.phase === "setup-dwellings") return checkSetupBuild(env, seat, hex);
  if (state.round === 0) return reject("move/not-allowed-now", "Dwellings are placed during setup only in turn");
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  const p = state.players[seat]!;
  const f = factionOf(env, seat);
  const board = state.board;
  if (board.building[hex]) return reject("move/occupied", `${env.board.ids[hex]} already has a structure`);
  if (p.buildings.D >= f.buildings.D.supply) return reject("move/no-supply", `${p.faction} has no dwelling left`);
  const home = homeTerrain(env, seat);
  const tfNeeded = board.terrain[hex] !== home;

  // A build in the same action as a transformation must be on a transformed hex.
  let subActions = p.subActions;
  if ((!tfNeeded || !p.subActions.transform) && p.buildLocations.length > 0 && !p.buildLocations.includes(hex)) {
    subActions = { ...p.subActions };
    delete subActions.build;
  }
  if (!canTake(env, seat, "build", subActions)) return reject("move/not-allowed-now", `${p.faction} cannot build now (the action is already taken)`);

  if (!tfNeeded && p.pending.freeTransforms > 0)
    return reject("move/transform-first", `${p.faction} must use their free transformation before building on terrain that needs none`);
  const free = p.pending.freeDwellings > 0;
  let skip: { cost: Cost; vp: number } | undefined;
  let transform: TransformPlan | undefined;
  if (free) {
    if (tfNeeded) return reject("move/wrong-terrain", `A free dwelling goes on ${home} without transforming; ${env.board.ids[hex]} is ${board.terrain[hex]}`);
  } else if (tfNeeded) {
    // The build step comes first and allows the transformation that follows it.
    const saved = p.subActions;
    p.subActions = { transform: 1 };
    const planned = planTransform(env, seat, hex, home);
    p.subActions = saved;
    if (isRejection(planned)) return planned;
    transform = planned;
  } else {
    const r = reach(env, seat, hex);
    if (!r.ok) return reject("move/out-of-reach", r.message);
    skip = r.skip;
  }
  const left = p.pending.spades - (transform?.spades ?? 0);
  if (left > 0) return reject("move/unused-spades", `All spades must be used before building (${left} left)`);
  const cost = free ? undefined : f.buildings.D.cost;
  const short = mustAfford(env, seat, addCosts(cost, skip?.cost ?? transform?.skip?.cost), "Building a dwelling");
  if (short) return short;
  return { hex, setup: false, free, tfNeeded, subActions, transform, skip, cost };
}

/** Carry out a checked build. */
export function doBuild(env: Env, seat: number, plan: BuildPlan): void {
  const state = env.state;
  const p = state.players[seat]!;
  const { hex } = plan;
  if (plan.setup) {
    state.setupQueue.shift();
  } else {
    p.subActions = plan.subActions;
    take(env, seat, "build", { transform: plan.tfNeeded ? 1 : 0 });
    if (plan.free) p.pending.freeDwellings--;
    else if (plan.transform) doTransform(env, seat, plan.transform);
    else if (plan.skip) {
      p.skipTarget = hex;
      pay(p, plan.skip.cost);
      addVp(p, plan.skip.vp, "skips");
    }
    offerPower(env, seat, hex);
    pay(p, plan.cost);
    onBuilt(env, seat, "D");
  }
  state.board.building[hex] = "D";
  state.board.owner[hex] = seat;
  p.buildings.D++;
  if (!plan.setup) detectTownFrom(env, seat, hex);
}

export function buildMove(env: Env, seat: number, move: Extract<Move, { type: "build" }>): Rejection | undefined {
  const hex = landHex(env, move.hex);
  if (isRejection(hex)) return hex;
  const plan = checkBuild(env, seat, hex);
  if (isRejection(plan)) return plan;
  doBuild(env, seat, plan);
  return undefined;
}
