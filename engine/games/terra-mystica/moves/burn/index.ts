/**
 * `burn`: burning power. Each token moved from bowl II to bowl III takes the rules' burn cost out
 * of bowl II (two in the base game). A free move: any number of times in a turn, and by a player
 * who just ended their turn with `done` until someone else moves.
 */
import { mustBeActive } from "../common";
import type { Env } from "../../rules/env";
import { factionOf } from "../../rules/env";
import { tokensForDugSpades } from "../../rules/volcano";
import { reject, type Rejection } from "../../rules/result";
import { STAGE, type MoveFamily } from "../family";

export interface BurnMove {
  type: "burn";
  faction: string;
  amount: number;
}

export function checkBurn(env: Env, seat: number, amount: number): Rejection | undefined {
  const inactive = mustBeActive(env, seat, true);
  if (inactive) return inactive;
  const p = env.state.players[seat]!;
  const cost = env.rules.power.burnCost;
  if (amount < 0) return reject("move/bad-amount", "Burn a positive amount of power");
  if (p.power[1] < cost * amount)
    return reject("move/not-enough-power", `Burning ${amount} needs ${cost * amount} power in bowl II, ${p.faction} has ${p.power[1]}`);
  // A volcano faction paying with tokens keeps enough for the spades it has dug (burning removes tokens).
  if (p.pending.spades > 0 && p.mustUseSpades && factionOf(env, seat).traits.volcano?.payWith === "power-tokens") {
    const left = p.power[0] + p.power[1] + p.power[2] - amount;
    const needed = tokensForDugSpades(env, seat);
    if (needed === undefined || left < needed)
      return reject(
        "move/unused-spades",
        needed === undefined
          ? `${p.faction} may not burn now: no hex in reach can turn into volcano for the spade they dug`
          : `Burning ${amount} would leave ${p.faction} ${left} power token${left === 1 ? "" : "s"}; the spade they dug needs ${needed} to turn a hex in reach into volcano`,
      );
  }
  return undefined;
}

export const BURN: MoveFamily<"burn"> = {
  type: "burn",
  listed: STAGE.turn,
  /** Every amount the player can burn (a free move: all listed). */
  list({ env, seat, p, faction, out }) {
    for (let n = 1; n * env.rules.power.burnCost <= p.power[1]; n++) if (!checkBurn(env, seat, n)) out.push({ type: "burn", faction, amount: n });
  },
  check: (env, seat, move) => checkBurn(env, seat, move.amount),
  apply(env, seat, move) {
    const problem = checkBurn(env, seat, move.amount);
    if (problem) return problem;
    const p = env.state.players[seat]!;
    p.power[1] -= env.rules.power.burnCost * move.amount;
    p.power[2] += move.amount;
    return undefined;
  },
  verbs: { burn: "player" },
  parse(c) {
    const m = c.text.match(/^burn (\d+)$/i);
    return m ? { type: "burn", faction: c.faction, amount: Number(m[1]) } : undefined;
  },
  format: (move) => `burn ${move.amount}`,
  label: (_, move) => `Burn ${move.amount} power`,
};
