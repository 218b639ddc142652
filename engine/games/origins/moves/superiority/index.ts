/**
 * After a turn's action (not passing): `superiority` spends a Superiority token for one more action
 * (one per turn; the extra action may be passing), `end` ends the turn. With no token to spend the
 * turn ends by itself. Solo (§7.7, `solo.neighbourIncrease.superiorityMayFreeze`): before the turn's
 * action, `freeze` spends the turn's token instead on keeping every mothership where it is.
 */
import { refuse, type Env, type Refusal } from "../../rules/env";
import { endTurn, maySpendSuperiority } from "../../rules/turn";
import { mustBeActive, mustStartAction } from "../common";
import type { MoveFamily } from "../family";

export const SUPERIORITY: MoveFamily<"superiority"> = {
  type: "superiority",
  verbs: ["superiority"],
  list: (env, seat) => (maySpendSuperiority(env, seat) ? [{ type: "superiority", player: env.state.players[seat]!.id }] : []),
  check(env, seat) {
    const inactive = mustBeActive(env, seat);
    if (inactive) return inactive;
    return maySpendSuperiority(env, seat) ? undefined : refuse("superiority/not-now", "A Superiority token is spent after the turn's action (not a pass), once per turn, by a player who has one");
  },
  apply(env, seat) {
    env.state.players[seat]!.superiority--;
    env.state.turn = { ...env.state.turn, acted: false, superiorityUsed: true, extra: true };
  },
  parse: (words, player) => (words.length ? { error: "superiority takes nothing after it" } : { type: "superiority", player }),
  format: () => "superiority",
};

export const END: MoveFamily<"end"> = {
  type: "end",
  verbs: ["end"],
  list: (env, seat) => (maySpendSuperiority(env, seat) ? [{ type: "end", player: env.state.players[seat]!.id }] : []),
  check(env, seat) {
    const inactive = mustBeActive(env, seat);
    if (inactive) return inactive;
    return maySpendSuperiority(env, seat) ? undefined : refuse("turn/not-now", "The turn ends by itself; end is only for declining to spend a Superiority token");
  },
  apply(env) {
    endTurn(env);
  },
  parse: (words, player) => (words.length ? { error: "end takes nothing after it" } : { type: "end", player }),
  format: () => "end",
};

function checkFreeze(env: Env, seat: number): Refusal | undefined {
  const inactive = mustBeActive(env, seat);
  if (inactive) return inactive;
  const { state, catalog } = env;
  const p = state.players[seat]!;
  if (!state.solo) return refuse("freeze/not-now", "Only the solo training mode freezes the motherships");
  if (!catalog.pack.solo.neighbourIncrease.superiorityMayFreeze)
    return refuse("freeze/not-now", "This pack's solo mode does not let a Superiority token freeze the motherships (solo.neighbourIncrease.superiorityMayFreeze)");
  if (state.turn.superiorityUsed || catalog.pack.rules.superiority.perTurn <= 0) return refuse("freeze/not-now", "A Superiority token was spent this turn already");
  if (p.superiority <= 0) return refuse("freeze/not-now", `Freezing the motherships costs a Superiority token; ${p.id} has none`);
  const cannot = mustStartAction(env, seat);
  if (cannot) return refuse("freeze/not-now", `The motherships are frozen before the turn's action (${cannot.message})`);
  return undefined;
}

/** Solo: spend the turn's Superiority token so that no mothership moves this turn (no extra action). */
export const FREEZE: MoveFamily<"freeze"> = {
  type: "freeze",
  verbs: ["freeze"],
  list: (env, seat) => (checkFreeze(env, seat) ? [] : [{ type: "freeze", player: env.state.players[seat]!.id }]),
  check: checkFreeze,
  apply(env, seat) {
    env.state.players[seat]!.superiority--;
    env.state.turn = { ...env.state.turn, superiorityUsed: true, frozen: true };
  },
  parse: (words, player) => (words.length ? { error: "freeze takes nothing after it" } : { type: "freeze", player }),
  format: () => "freeze",
};
