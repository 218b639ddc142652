/**
 * Answering optional things: `use` or `skip` an optional ability or zodiac card (an offer), `pay` or
 * `skip` a may-pay offer, `skip` any other step that waits for a choice (the step is given up),
 * `copy` an adjacent building's ability (Mages' tower), `activate` a building next to a new seat of
 * power, and `done` to end a visit, the activations of a district or the spending of Food.
 */
import { refuse, type Env } from "../../rules/env";
import { runNext, stepsOf } from "../../rules/effects";
import { neighbours } from "../../rules/city";
import { canPay, pay } from "../../rules/resources";
import type { Pending } from "../../rules/state";
import { describePending, headFor, headStep, isError, notExpected, parseCell } from "../common";
import type { MoveFamily } from "../family";

const none = (words: readonly string[], verb: string) => (words.length > 0 ? { error: `${verb} takes nothing after it` } : undefined);

/** Queue entries `done` ends. */
const ENDABLE = new Set<Pending["kind"]>(["visit", "activations", "spend-food"]);

export const DONE: MoveFamily<"done"> = {
  type: "done",
  verbs: ["done"],
  list(env, seat) {
    const head = headFor(env, seat);
    return head && ENDABLE.has(head.kind) ? [{ type: "done", player: env.state.players[seat]!.id }] : [];
  },
  check(env, seat) {
    const head = headFor(env, seat);
    return head && ENDABLE.has(head.kind) ? undefined : notExpected(env, seat, "end of a visit, of activations or of spending Food");
  },
  apply(env) {
    env.state.pending.shift();
  },
  parse: (words, player) => none(words, "done") ?? { type: "done", player },
  format: () => "done",
};

/** Steps that must be answered (they always have an answer): they cannot be skipped. */
function skippable(head: Pending | undefined): boolean {
  if (!head) return false;
  if (head.kind === "offer") return true;
  if (head.kind !== "step") return false;
  return head.step.effect !== "climb";
}

export const SKIP: MoveFamily<"skip"> = {
  type: "skip",
  verbs: ["skip"],
  list(env, seat) {
    return skippable(headFor(env, seat)) ? [{ type: "skip", player: env.state.players[seat]!.id }] : [];
  },
  check(env, seat) {
    const head = headFor(env, seat);
    if (!head) return notExpected(env, seat, "step to skip");
    return skippable(head) ? undefined : refuse("move/cannot-skip", `This cannot be skipped: ${describePending(head)}`);
  },
  apply(env) {
    env.state.pending.shift();
  },
  parse: (words, player) => none(words, "skip") ?? { type: "skip", player },
  format: () => "skip",
};

export const USE: MoveFamily<"use"> = {
  type: "use",
  verbs: ["use"],
  list(env, seat) {
    return headFor(env, seat)?.kind === "offer" ? [{ type: "use", player: env.state.players[seat]!.id }] : [];
  },
  check(env, seat) {
    return headFor(env, seat)?.kind === "offer" ? undefined : notExpected(env, seat, "optional ability");
  },
  apply(env) {
    const head = env.state.pending.shift() as Extract<Pending, { kind: "offer" }>;
    runNext(env, stepsOf(head.steps, head.ctx));
  },
  parse: (words, player) => none(words, "use") ?? { type: "use", player },
  format: () => "use",
};

function checkPay(env: Env, seat: number) {
  const h = headStep(env, seat, "may-pay");
  if (!h) return notExpected(env, seat, "payment offer");
  if (!canPay(env.state.players[seat]!, h.step.cost)) return refuse("move/cannot-pay", `${env.state.players[seat]!.id} cannot pay ${JSON.stringify(h.step.cost)}`);
  return undefined;
}

export const PAY: MoveFamily<"pay"> = {
  type: "pay",
  verbs: ["pay"],
  list(env, seat) {
    return checkPay(env, seat) ? [] : [{ type: "pay", player: env.state.players[seat]!.id }];
  },
  check: (env, seat) => checkPay(env, seat),
  apply(env, seat) {
    const h = headStep(env, seat, "may-pay")!;
    env.state.pending.shift();
    pay(env.state.players[seat]!, h.step.cost);
    runNext(env, stepsOf(h.step.then, h.item.ctx));
  },
  parse: (words, player) => none(words, "pay") ?? { type: "pay", player },
  format: () => "pay",
};

/** Cells next to the Mages' tower holding a building whose ability may be copied (not another copier). */
function copyable(env: Env, seat: number, cell: string | undefined): string[] {
  if (!cell) return [];
  const p = env.state.players[seat]!;
  return neighbours(cell).filter((k) => {
    const t = p.city[k];
    return t?.kind === "building" && !env.catalog.pack.buildings[t.building]!.ability.some((s) => s.effect === "copy-adjacent");
  });
}

export const COPY: MoveFamily<"copy"> = {
  type: "copy",
  verbs: ["copy"],
  list(env, seat) {
    const h = headStep(env, seat, "copy-adjacent");
    return h ? copyable(env, seat, h.item.ctx.cell).map((cell) => ({ type: "copy", player: env.state.players[seat]!.id, cell })) : [];
  },
  check(env, seat, m) {
    const h = headStep(env, seat, "copy-adjacent");
    if (!h) return notExpected(env, seat, "building to copy");
    return copyable(env, seat, h.item.ctx.cell).includes(m.cell) ? undefined : refuse("ability/not-adjacent", `No building next to the Mages' tower at ${m.cell} may be copied`);
  },
  apply(env, seat, m) {
    env.state.pending.shift();
    const t = env.state.players[seat]!.city[m.cell]!;
    if (t.kind === "building") runNext(env, stepsOf(env.catalog.pack.buildings[t.building]!.ability, { cell: m.cell }));
  },
  parse(words, player) {
    const cell = parseCell(words[0]);
    return isError(cell) ? cell : { type: "copy", player, cell };
  },
  format: (m) => `copy ${m.cell}`,
};

export const ACTIVATE: MoveFamily<"activate"> = {
  type: "activate",
  verbs: ["activate"],
  list(env, seat) {
    const head = headFor(env, seat);
    return head?.kind === "activations" ? head.cells.map((cell) => ({ type: "activate", player: env.state.players[seat]!.id, cell })) : [];
  },
  check(env, seat, m) {
    const head = headFor(env, seat);
    if (head?.kind !== "activations") return notExpected(env, seat, "activation");
    return head.cells.includes(m.cell) ? undefined : refuse("district/not-activated", `The tile at ${m.cell} is not activated by this seat (left: ${head.cells.join(" ") || "none"})`);
  },
  apply(env, seat, m) {
    const head = env.state.pending[0] as Extract<Pending, { kind: "activations" }>;
    head.cells = head.cells.filter((c) => c !== m.cell);
    const t = env.state.players[seat]!.city[m.cell]!;
    const steps = t.kind === "agora" ? env.catalog.pack.startingTiles.agora.ability : t.kind === "building" ? env.catalog.pack.buildings[t.building]!.ability : [];
    runNext(env, stepsOf(steps, { cell: m.cell, seat: head.seat }));
  },
  parse(words, player) {
    const cell = parseCell(words[0]);
    return isError(cell) ? cell : { type: "activate", player, cell };
  },
  format: (m) => `activate ${m.cell}`,
};
