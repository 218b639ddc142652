/**
 * Choosing resources a gain leaves to the player (`gain stone food`): "any basic resource" is Stone,
 * Food or Wisdom, never Gold; a choice among a few (Riding grounds: Stone or Food) is one of those.
 */
import { RESOURCES, type Resource } from "../../schema/common";
import { refuse, type Env } from "../../rules/env";
import type { Pending } from "../../rules/state";
import { headFor, notExpected } from "../common";
import type { MoveFamily } from "../family";

/** Every multiset of `n` resources among `from`, in a canonical order. */
function multisets(from: readonly Resource[], n: number): Resource[][] {
  if (n === 0) return [[]];
  if (from.length === 0) return [];
  const [first, ...rest] = from;
  const out: Resource[][] = [];
  for (let k = n; k >= 0; k--) for (const tail of multisets(rest, n - k)) out.push([...Array<Resource>(k).fill(first!), ...tail]);
  return out;
}

function head(env: Env, seat: number) {
  const h = headFor(env, seat);
  return h?.kind === "choose-resources" ? h : undefined;
}

export const GAIN: MoveFamily<"gain"> = {
  type: "gain",
  verbs: ["gain"],
  list(env, seat) {
    const h = head(env, seat);
    if (!h) return [];
    const order = RESOURCES.filter((r) => h.from.includes(r));
    return multisets(order, h.count).map((resources) => ({ type: "gain", player: env.state.players[seat]!.id, resources }));
  },
  check(env, seat, m) {
    const h = head(env, seat);
    if (!h) return notExpected(env, seat, "choice of resources");
    if (m.resources.length !== h.count) return refuse("gain/count", `Choose exactly ${h.count} resource(s), not ${m.resources.length}`);
    const bad = m.resources.find((r) => !h.from.includes(r));
    if (bad) return refuse("gain/not-offered", `${bad} is not among the choice (${h.from.join(", ")})`);
    return undefined;
  },
  apply(env, seat, m) {
    env.state.pending.shift() as Pending;
    const p = env.state.players[seat]!;
    for (const r of m.resources) p[r]++;
  },
  parse(words, player) {
    const bad = words.find((w) => !(RESOURCES as readonly string[]).includes(w.toLowerCase()));
    if (bad !== undefined || words.length === 0) return { error: `gain lists resources: stone, food, wisdom${bad ? ` ('${bad}' is not one)` : ""}` };
    return { type: "gain", player, resources: words.map((w) => w.toLowerCase() as Resource) };
  },
  format: (m) => `gain ${m.resources.join(" ")}`,
};
