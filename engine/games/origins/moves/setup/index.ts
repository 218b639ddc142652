/**
 * The starting draft (digest §3.11): clockwise from the first player each takes one rolled die onto
 * a free base, then counter-clockwise from the last player one more. Solo (§7.7): one die per
 * colour is rolled, the two highest are set aside and the player keeps two of the other three.
 */
import { refuse } from "../../rules/env";
import { soloDraftable } from "../../rules/setup";
import { formatDie, isError, parseDie } from "../common";
import type { MoveFamily } from "../family";
import type { DieRef } from "../types";

function draftable(env: Parameters<MoveFamily["list"]>[0]): DieRef[] {
  const pool = env.state.solo ? soloDraftable(env) : env.state.draftPool;
  const seen = new Set<string>();
  return pool.map((d) => ({ colour: d.colour, value: d.value })).filter((d) => !seen.has(formatDie(d)) && seen.add(formatDie(d)) !== undefined);
}

export const DRAFT: MoveFamily<"draft"> = {
  type: "draft",
  verbs: ["draft"],
  list(env, seat) {
    if (env.state.phase !== "setup" || env.state.draftOrder[0] !== seat) return [];
    return draftable(env).map((die) => ({ type: "draft", player: env.state.players[seat]!.id, die }));
  },
  check(env, seat, move) {
    if (env.state.phase !== "setup") return refuse("move/not-now", "The starting draft is over");
    if (env.state.draftOrder[0] !== seat) return refuse("move/not-your-turn", `The draft waits for ${env.state.players[env.state.draftOrder[0]!]?.id ?? "nobody"}`);
    if (!draftable(env).some((d) => d.colour === move.die.colour && d.value === move.die.value))
      return refuse("move/no-such-die", `No die ${formatDie(move.die)} may be drafted (left: ${draftable(env).map(formatDie).join(", ") || "none"})`);
    return undefined;
  },
  apply(env, seat, move) {
    const state = env.state;
    const i = state.draftPool.findIndex((d) => d.colour === move.die.colour && d.value === move.die.value);
    const [die] = state.draftPool.splice(i, 1);
    state.players[seat]!.freemen.push({ colour: die!.colour, value: die!.value });
    state.draftOrder.shift();
  },
  parse(words, player) {
    const die = parseDie(words[0]);
    return isError(die) ? die : { type: "draft", player, die };
  },
  format: (m) => `draft ${formatDie(m.die)}`,
};
