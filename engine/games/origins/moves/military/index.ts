/**
 * The military track's choices (digest §5.3, §4.8): a step that may advance and attack is answered
 * with the order (`military advance`, `military attack`, `military advance attack`, `military attack
 * advance`; "or" steps take one of the first two). Advancing moves the allowed spaces (Superiority
 * tokens at thresholds, 9 VP at the final space); an attack takes the bonus beside the attacker's
 * space, then scores 1 VP per opponent strictly behind and per threshold crossed (Aries after).
 */
import { refuse, type Env } from "../../rules/env";
import { count, runNext } from "../../rules/effects";
import type { Pending } from "../../rules/state";
import { headStep, notExpected } from "../common";
import type { MoveFamily } from "../family";
import type { MoveOf } from "../types";

type Order = MoveOf<"military">["order"];

function orders(attack: "none" | "or" | "and-or"): Order[] {
  if (attack === "or") return [["advance"], ["attack"]];
  if (attack === "and-or") return [["advance"], ["attack"], ["advance", "attack"], ["attack", "advance"]];
  return [["advance"]];
}

const same = (a: Order, b: Order) => a.length === b.length && a.every((x, i) => x === b[i]);

export const MILITARY: MoveFamily<"military"> = {
  type: "military",
  verbs: ["military"],
  list(env, seat) {
    const h = headStep(env, seat, "military");
    return h ? orders(h.step.attack).map((order) => ({ type: "military", player: env.state.players[seat]!.id, order })) : [];
  },
  check(env: Env, seat: number, m) {
    const h = headStep(env, seat, "military");
    if (!h) return notExpected(env, seat, "military choice");
    if (!orders(h.step.attack).some((o) => same(o, m.order)))
      return refuse("military/order", h.step.attack === "or" ? "Advance or attack, not both" : `Choose advance, attack, or both in an order`);
    return undefined;
  },
  apply(env, seat, m) {
    const h = headStep(env, seat, "military")!;
    env.state.pending.shift();
    const spaces = h.step.advance + (h.step.advancePer ? count(env, seat, h.step.advancePer, h.item.ctx) : 0);
    runNext(env, m.order.map((o): Pending => (o === "advance" ? { kind: "advance", spaces } : { kind: "attack" })));
  },
  parse(words, player) {
    const order = words.map((w) => w.toLowerCase());
    if (order.length === 0 || order.length > 2 || order.some((w) => w !== "advance" && w !== "attack") || order[0] === order[1])
      return { error: "military takes advance, attack, or both in the order done (military attack advance)" };
    return { type: "military", player, order: order as Order };
  },
  format: (m) => `military ${m.order.join(" ")}`,
};
