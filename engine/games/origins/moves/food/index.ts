/**
 * Spending Food (digest §5.3): 1 to 3 Food, one at a time — `food R3` adds 1 to an unused Freeman
 * (at most 6), `food military` advances 1 space; `done` (or `skip` before the first) stops. Food is
 * spent as Food: Gold does not stand in (DECISIONS.md, "Paying").
 */
import { COLOURS } from "../../schema/common";
import { refuse, type Env } from "../../rules/env";
import { advance } from "../../rules/tracks";
import type { Pending } from "../../rules/state";
import { findFreeman, formatDie, freemenRefs, headFor, isError, keepLegal, notExpected, parseDie, unused } from "../common";
import type { MoveFamily } from "../family";
import type { MoveOf } from "../types";

/** The spend-food entry at the head of the queue (a library step is turned into one on its first answer). */
function head(env: Env, seat: number): { left: number } | undefined {
  const h = headFor(env, seat);
  if (h?.kind === "spend-food") return h;
  if (h?.kind === "step" && h.step.effect === "spend-food") return { left: h.step.max };
  return undefined;
}

function checkFood(env: Env, seat: number, m: MoveOf<"food">) {
  if (!head(env, seat)) return notExpected(env, seat, "Food to spend");
  const p = env.state.players[seat]!;
  if (p.food < 1) return refuse("food/none", `${p.id} has no Food left`);
  if (m.target !== "military") {
    if (m.target.at !== undefined || findFreeman(p, m.target) < 0) return refuse("food/no-freeman", `${p.id} has no unused Freeman ${formatDie(m.target)}`);
    if (m.target.value >= 6) return refuse("food/at-six", "A Freeman cannot go above 6");
  }
  return undefined;
}

export const FOOD: MoveFamily<"food"> = {
  type: "food",
  verbs: ["food"],
  list(env, seat) {
    if (!head(env, seat)) return [];
    const p = env.state.players[seat]!;
    const out: MoveOf<"food">[] = [{ type: "food", player: p.id, target: "military" }, ...freemenRefs(p, unused).map((target) => ({ type: "food" as const, player: p.id, target }))];
    return keepLegal(out, (m) => checkFood(env, seat, m));
  },
  check: checkFood,
  apply(env, seat, m) {
    const state = env.state;
    let h = state.pending[0]!;
    if (h.kind === "step" && h.step.effect === "spend-food") {
      h = { kind: "spend-food", left: h.step.max, spent: 0 };
      state.pending[0] = h;
    }
    const item = h as Extract<Pending, { kind: "spend-food" }>;
    const p = state.players[seat]!;
    p.food--;
    if (m.target === "military") advance(env, seat, 1);
    else p.freemen[findFreeman(p, m.target)]!.value++;
    item.left--;
    item.spent++;
    if (item.left <= 0 || p.food <= 0) state.pending.shift();
  },
  parse(words, player) {
    if (words[0]?.toLowerCase() === "military") return { type: "food", player, target: "military" };
    const die = parseDie(words[0]);
    return isError(die) ? { error: `food takes military or an unused Freeman (${COLOURS.length} colours, e.g. R3)` } : { type: "food", player, target: die };
  },
  format: (m) => `food ${m.target === "military" ? "military" : formatDie(m.target)}`,
};
