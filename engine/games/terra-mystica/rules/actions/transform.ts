/** Buying spades with `dig` (transforming is in `../../moves/transform`). */
import { gainSpades } from "../effects";
import type { Env } from "../env";
import { factionOf, hasOption } from "../env";
import type { Move } from "../moves";
import { gainResources, pay, type Cost } from "../resources";
import { reject, type Rejection } from "../result";
import { canTake, take } from "../turn";
import { isRejection, mustAfford, mustBeActive, times } from "./common";

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
