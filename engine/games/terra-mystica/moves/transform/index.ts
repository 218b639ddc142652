/**
 * `transform`: transforming terrain with spades (or a free transformation such as the Nomads'
 * sandstorm). Spades come from actions, cult bonuses and digging; a transformation is part of the
 * action that gave the spades, and a player who has passed uses cult-bonus spades without taking an
 * action. `build` transforms to home terrain with `planTransform` / `doTransform` too.
 */
import type { BoardTerrain } from "../../schema/common";
import type { Env } from "../../rules/env";
import { factionOf, hasOption, nameOf } from "../../rules/env";
import { besideOwnShip, directlyAdjacent, reach, type Reach } from "../../rules/reach";
import { sandstormFromShips } from "../../rules/ships";
import { addVp, pay, type Cost } from "../../rules/resources";
import { reject, type Rejection } from "../../rules/result";
import { subActionsOf } from "../../rules/state";
import { cycleIndexOf, homeTerrain, spadesNeeded, spadesTable, towardsHome } from "../../rules/terraform";
import { detectTownFrom } from "../../rules/towns";
import { payVolcano, volcanoCost, volcanoUnaffordable } from "../../rules/volcano";
import { canTake, take } from "../../rules/turn";
import { barredSpades, homeFirst, spendLimitedSpades } from "../../rules/trade";
import { isRejection, landHex, mustAfford } from "../common";
import { terrainFromWord, terrainWord, upperWord } from "../../notation/words";
import { STAGE, type MoveFamily } from "../family";
import { reachableOf, reachOf, type Listing } from "../listing";
import { TERRAIN_LABEL } from "../words";

/** Apply spades to a hex (to home terrain when no terrain is named). */
export interface TransformMove {
  type: "transform";
  faction: string;
  hex: string;
  terrain?: BoardTerrain;
}

export interface TransformPlan {
  hex: number;
  to: BoardTerrain;
  /** Spades used (0 with a free transformation). */
  spades: number;
  free: boolean;
  skip?: { cost: Cost; vp: number };
  /** Whether this uses up a transform step of the turn. */
  takesStep: boolean;
  /** Power tokens or cult steps the volcano costs (Dragonlords, Acolytes). */
  volcano?: number;
  followUp: { transform: number; build: number };
}

/**
 * Check a transformation of `hex` to `to` (home terrain when omitted) without changing anything.
 * `reached` is what `reach` says of the hex, and `spadesKnown` what `spadesNeeded` says of its
 * terrain and the target, when the caller knows them already (a listing works them out once per
 * terrain, not per hex).
 */
export function planTransform(env: Env, seat: number, hex: number, to: BoardTerrain | undefined, reached?: Reach, shipPays?: number, spadesKnown?: number): TransformPlan | Rejection {
  const state = env.state;
  const p = state.players[seat]!;
  const board = state.board;
  if (board.building[hex]) return reject("move/occupied", `${env.board.ids[hex]} already has a structure`);
  const from = board.terrain[hex]!;
  const home = homeTerrain(env, seat);
  const free = p.pending.freeTransforms > 0;
  const traits = factionOf(env, seat).traits;
  const target = to ?? (free || traits.fixedTerraformSpades || traits.volcano ? home : towardsHome(env, seat, from, p.pending.spades)) ?? from;
  if (target === from) return reject("move/no-change", `${env.board.ids[hex]} already is ${from}`);
  if (from === "ice" || from === "volcano") return reject("move/no-transform", `${env.board.ids[hex]} is ${from}, which cannot be transformed`);
  if ((target === "ice" || target === "volcano") && target !== home)
    return reject("move/wrong-terrain", `Only a faction living on ${target} makes ${target}; ${p.faction} cannot`);
  const r = reached ?? reach(env, seat, hex);
  if (!r.ok) return reject("move/out-of-reach", r.message);
  const spades = free ? 0 : (spadesKnown ?? spadesNeeded(env, seat, from, target));
  if (free) {
    const problem = freeTransformProblem(env, seat, hex, shipPays);
    if (problem) return problem;
  } else if (p.pending.spades < spades)
    return reject("move/not-enough-spades", `Turning ${from} into ${target} needs ${spades} spade${spades === 1 ? "" : "s"}, ${p.faction} has ${p.pending.spades}`);
  else if (spades > 0 && p.pending.spades - barredSpades(p, from) < spades)
    return reject("move/spade-barred", `${p.faction} may not use the spade of a trade with that stronghold on a hex of ${from} (${env.board.ids[hex]})`);
  const takesStep = !p.passed;
  const followUp = { transform: (p.subActions.transform ?? 1) - 1, build: p.subActions.build ?? 0 };
  if (takesStep) {
    if (!canTake(env, seat, "transform")) return reject("move/not-allowed-now", `${p.faction} cannot transform now (the action is already taken)`);
    if (!hasOption(env, "loose-multi-spade") && p.homeOnly && target !== home)
      return reject("move/home-terrain-only", "Only one hex may be transformed to a terrain other than home terrain in one action");
  }
  const left = p.pending.spades - spades;
  if (left > 0 && takesStep && target !== home && homeFirst(env, seat))
    return reject("move/home-terrain-first", `Spades of stronghold trades go to another hex only once this one is home terrain (${left} would be left)`);
  if (left > 0 && takesStep && !followUp.transform && !hasOption(env, "loose-dig")) {
    if (target !== home) return reject("move/unused-spades", `All spades must be used when transforming to a terrain other than home terrain (${left} left)`);
    if (p.mustUseSpades) return reject("move/unused-spades", `This would leave ${left} dug spade${left === 1 ? "" : "s"} that could no longer be used`);
  }
  if (r.skip) {
    const short = mustAfford(env, seat, r.skip.cost, "Tunnelling or carpet flight");
    if (short) return short;
  }
  const volcano = target === "volcano" && !free ? volcanoCost(env, seat, hex) : undefined;
  if (volcano !== undefined) {
    const unaffordable = volcanoUnaffordable(env, seat, volcano);
    if (unaffordable) return unaffordable;
  }
  return { hex, to: target, spades, free, skip: r.skip, takesStep, followUp, volcano };
}

/**
 * Why a free transformation (the Nomads' sandstorm) may not target `hex`: it must be directly
 * adjacent (not over a bridge) to one of the player's structures, or — where the faction's row
 * allows it (`sandstormFromShips`) — next to one of their ships, with a dwelling built on it in
 * the same step and paid with a ship next to it (`build E5 ship r14`; `shipPays` is that ship's cell).
 */
function freeTransformProblem(env: Env, seat: number, hex: number, shipPays: number | undefined): Rejection | undefined {
  if (directlyAdjacent(env, seat, hex, false)) return undefined;
  const id = env.board.ids[hex];
  if (!sandstormFromShips(env, seat) || !besideOwnShip(env, seat, hex))
    return reject("move/not-adjacent", `${id} must be directly adjacent (not over a bridge) to a structure of ${nameOf(env, seat)}`);
  if (shipPays === undefined || !env.board.adjacent[hex]!.includes(shipPays))
    return reject("move/build-with-ship", `The sandstorm reaches ${id} from a ship only with a dwelling built there at once, paid with that ship (\`build ${id} ship <cell>\`)`);
  return undefined;
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
  else {
    p.pending.spades -= plan.spades;
    spendLimitedSpades(p, env.state.board.terrain[plan.hex]!, plan.spades);
  }
  if (plan.volcano !== undefined) payVolcano(env, seat, plan.volcano);
  const home = homeTerrain(env, seat);
  p.homeOnly = false;
  if (p.pending.spades === 0) {
    p.subActions = subActionsOf(p.subActions, "transform");
  } else if (plan.to !== home && !p.passed) p.homeOnly = true;
  if (plan.to === home) p.buildLocations.push(plan.hex);
  env.state.board.terrain[plan.hex] = plan.to;
  detectTownFrom(env, seat, plan.hex);
}

/** Spades owed (or a free transformation) used on hexes in reach. */
function listTransforms(l: Listing): void {
  const { env, seat, p, faction } = l;
  const board = env.state.board;
  const home = homeTerrain(env, seat);
  const reachable = reachableOf(l);
  const free = p.pending.freeTransforms > 0;
  const cycle = env.rules.terraformCycle;
  const n = cycle.length;
  const index = cycleIndexOf(env);
  // The spades from a terrain to each terrain of the cycle: row `index[from]` of the player's table.
  const spades = spadesTable(env, seat);
  for (let h = 0; h < env.board.landCount; h++) {
    if (!reachable[h] || board.building[h]) continue;
    const from = board.terrain[h]!;
    const r = reachOf(l, h);
    if (free) {
      // A free transformation is only of a hex directly adjacent to the player (tested first: most hexes in reach are not).
      if (home && home !== from && directlyAdjacent(env, seat, h, false) && !isRejection(planTransform(env, seat, h, home, r)))
        l.out.push({ type: "transform", faction, hex: env.board.ids[h]!, terrain: home });
      continue;
    }
    if (from === "ice" || from === "volcano") continue;
    const row = index[from] * n;
    for (let k = 0; k < n; k++) {
      const to = cycle[k]!;
      if (to !== from && spades[row + k]! <= p.pending.spades && !isRejection(planTransform(env, seat, h, to, r, undefined, spades[row + k])))
        l.out.push({ type: "transform", faction, hex: env.board.ids[h]!, terrain: to });
    }
    if (home !== "ice" && home !== "volcano") continue;
    const toHome = spadesNeeded(env, seat, from, home);
    if (toHome <= p.pending.spades && !isRejection(planTransform(env, seat, h, home, r, undefined, toHome)))
      l.out.push({ type: "transform", faction, hex: env.board.ids[h]!, terrain: home });
  }
}

export const TRANSFORM: MoveFamily<"transform"> = {
  type: "transform",
  listed: STAGE.aside | STAGE.turn,
  list(l) {
    // Transforming needs the hexes in reach (only the active player transforms on their own).
    const { env, seat, p } = l;
    if ((p.pending.spades > 0 || p.pending.freeTransforms > 0) && (p.passed || canTake(env, seat, "transform"))) listTransforms(l);
  },
  check(env, seat, move) {
    const hex = landHex(env, move.hex);
    if (isRejection(hex)) return hex;
    const plan = planTransform(env, seat, hex, move.terrain);
    return isRejection(plan) ? plan : undefined;
  },
  apply(env, seat, move) {
    const hex = landHex(env, move.hex);
    if (isRejection(hex)) return hex;
    const plan = planTransform(env, seat, hex, move.terrain);
    if (isRejection(plan)) return plan;
    doTransform(env, seat, plan);
    return undefined;
  },
  verbs: { transform: "player" },
  parse(c) {
    const m = c.text.match(/^transform (\w+)(?: to (\w+))?$/i);
    if (!m) return undefined;
    const terrain = m[2] ? terrainFromWord(m[2]) : undefined;
    if (m[2] && !terrain) return { error: `Unknown terrain '${m[2]}'` };
    const hex = upperWord(m[1]!);
    return terrain ? { type: "transform", faction: c.faction, hex, terrain } : { type: "transform", faction: c.faction, hex };
  },
  format: (move) => (move.terrain ? `transform ${move.hex} to ${terrainWord(move.terrain)}` : `transform ${move.hex}`),
  label: (_, move) => (move.terrain ? `Transform ${move.hex} to ${TERRAIN_LABEL[move.terrain]}` : `Transform ${move.hex}`),
};
