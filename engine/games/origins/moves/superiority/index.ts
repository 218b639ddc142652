/**
 * After a turn's action (not passing): `superiority` spends a Superiority token for one more action
 * (one per turn; the extra action may be passing), `end` ends the turn. With no token to spend the
 * turn ends by itself.
 */
import { refuse } from "../../rules/env";
import { endTurn, maySpendSuperiority } from "../../rules/turn";
import { mustBeActive } from "../common";
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
