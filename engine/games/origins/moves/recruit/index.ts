/**
 * Taking new workers (digest §5.3): `recruit 3` takes the die of citizen recruitment slot 3 (1 is
 * leftmost) onto a free base, paying the Wisdom under the slot (Taurus: 1 less; Estate and Cancer:
 * free); the rest slide left and a reserve die of the taken colour is rolled into the rightmost slot
 * (6s re-rolled; none left: the slot stays empty and the citizen end condition holds). `orator 4`
 * takes an Orator of value 4. Sagittarius: `recruit 3 +1`, `orator 4 +1` (at most 6 and 5).
 */
import { refuse, type Env } from "../../rules/env";
import { holdsPower } from "../../rules/effects";
import { canPay, pay } from "../../rules/resources";
import { rollFromReserve } from "../../rules/setup";
import { formatDie, freeBases, headStep, isError, keepLegal, notExpected, parseIndex } from "../common";
import type { MoveFamily } from "../family";
import type { MoveOf } from "../types";

function recruitCost(env: Env, seat: number, slot: number, payWisdom: boolean): number {
  if (!payWisdom) return 0;
  const discount = holdsPower(env, seat, "wisdom-discount");
  const off = discount?.on.includes("recruit") ? discount.amount : 0;
  return Math.max(0, (env.catalog.pack.setup.citizenRecruitment.wisdom[slot] ?? 0) - off);
}

function checkRecruit(env: Env, seat: number, m: MoveOf<"recruit">) {
  const h = headStep(env, seat, "recruit");
  if (!h) return notExpected(env, seat, "recruit");
  const p = env.state.players[seat]!;
  const die = env.state.recruitment[m.slot];
  if (!die) return refuse("recruit/empty-slot", `Citizen recruitment slot ${m.slot + 1} is empty`);
  if (freeBases(p) <= 0) return refuse("recruit/no-free-base", `${p.id} has no free base for a new citizen`);
  if (m.boost && !holdsPower(env, seat, "boost-new-workers")) return refuse("recruit/no-sagittarius", "Only the holder of Sagittarius adds 1 to a new citizen");
  if (m.boost && die.value >= 6) return refuse("recruit/boost-max", "A citizen cannot go above 6");
  const wisdom = recruitCost(env, seat, m.slot, h.step.payWisdom);
  if (!canPay(p, { wisdom })) return refuse("recruit/cannot-pay", `The die of slot ${m.slot + 1} (${formatDie(die)}) costs ${wisdom} Wisdom; ${p.id} cannot pay`);
  return undefined;
}

export const RECRUIT: MoveFamily<"recruit"> = {
  type: "recruit",
  verbs: ["recruit"],
  list(env, seat) {
    if (!headStep(env, seat, "recruit")) return [];
    const player = env.state.players[seat]!.id;
    const out: MoveOf<"recruit">[] = [];
    env.state.recruitment.forEach((_, slot) => out.push({ type: "recruit", player, slot }, { type: "recruit", player, slot, boost: true }));
    return keepLegal(out, (m) => checkRecruit(env, seat, m));
  },
  check: checkRecruit,
  apply(env, seat, m) {
    const h = headStep(env, seat, "recruit")!;
    env.state.pending.shift();
    const state = env.state;
    const p = state.players[seat]!;
    pay(p, { wisdom: recruitCost(env, seat, m.slot, h.step.payWisdom) });
    const [die] = state.recruitment.splice(m.slot, 1);
    p.freemen.push({ colour: die!.colour, value: Math.min(6, die!.value + (m.boost ? holdsPower(env, seat, "boost-new-workers")!.amount : 0)) });
    const fresh = rollFromReserve(env, die!.colour);
    if (!fresh) state.refillFailed = true;
    state.recruitment.push(fresh ?? null);
  },
  parse(words, player) {
    const slot = parseIndex(words[0], "recruitment slot", 9);
    if (isError(slot)) return slot;
    if (words[1] !== undefined && words[1] !== "+1") return { error: "recruit takes a slot and, with Sagittarius, +1" };
    return { type: "recruit", player, slot, ...(words[1] ? { boost: true } : {}) };
  },
  format: (m) => `recruit ${m.slot + 1}${m.boost ? " +1" : ""}`,
};

const oratorMax = (env: Env) => Math.max(...env.catalog.pack.components.orators.faces);

function checkOrator(env: Env, seat: number, m: MoveOf<"orator">) {
  if (!headStep(env, seat, "take-orator")) return notExpected(env, seat, "Orator");
  if (!env.state.oratorPool.includes(m.value)) return refuse("orator/none", `No Orator of value ${m.value} is in Orator recruitment (there: ${env.state.oratorPool.join(", ") || "none"})`);
  if (m.boost && !holdsPower(env, seat, "boost-new-workers")) return refuse("orator/no-sagittarius", "Only the holder of Sagittarius adds 1 to a new Orator");
  if (m.boost && m.value >= oratorMax(env)) return refuse("orator/boost-max", `An Orator cannot go above ${oratorMax(env)}`);
  return undefined;
}

export const ORATOR: MoveFamily<"orator"> = {
  type: "orator",
  verbs: ["orator"],
  list(env, seat) {
    if (!headStep(env, seat, "take-orator")) return [];
    const player = env.state.players[seat]!.id;
    const out: MoveOf<"orator">[] = [];
    for (const value of [...new Set(env.state.oratorPool)].sort()) out.push({ type: "orator", player, value }, { type: "orator", player, value, boost: true });
    return keepLegal(out, (m) => checkOrator(env, seat, m));
  },
  check: checkOrator,
  apply(env, seat, m) {
    env.state.pending.shift();
    const pool = env.state.oratorPool;
    pool.splice(pool.indexOf(m.value), 1);
    const boost = m.boost ? holdsPower(env, seat, "boost-new-workers")!.amount : 0;
    env.state.players[seat]!.orators.push(Math.min(oratorMax(env), m.value + boost));
  },
  parse(words, player) {
    const value = Number(words[0]);
    if (!Number.isInteger(value) || value < 1 || value > 6) return { error: "orator takes the value of an Orator in recruitment (orator 3)" };
    if (words[1] !== undefined && words[1] !== "+1") return { error: "orator takes a value and, with Sagittarius, +1" };
    return { type: "orator", player, value, ...(words[1] ? { boost: true } : {}) };
  },
  format: (m) => `orator ${m.value}${m.boost ? " +1" : ""}`,
};
