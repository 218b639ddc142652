/**
 * Changing Freemen: `increase R3 +2` (Portal: up to +2 to an unused Freeman; Capricorn: +2 to any
 * Freeman, `R3@2` for one on meeting place 2), `cash R3` (Veterans' quarter: VP equal to an unused
 * Freeman's value, then 1 less, never below 1), `swap R3 B` (Court: an unused Freeman's die for a
 * reserve die of another colour, same value).
 */
import { COLOURS, type Colour } from "../../schema/common";
import { refuse, type Env } from "../../rules/env";
import { findFreeman, formatDie, freemenRefs, headStep, isError, keepLegal, notExpected, parseColour, parseDie, unused } from "../common";
import type { MoveFamily } from "../family";
import type { MoveOf } from "../types";
import { colourLetter } from "../common";

function checkIncrease(env: Env, seat: number, m: MoveOf<"increase">) {
  const h = headStep(env, seat, "increase-freeman");
  if (!h) return notExpected(env, seat, "Freeman to increase");
  const p = env.state.players[seat]!;
  if (findFreeman(p, m.die) < 0) return refuse("freeman/none", `${p.id} has no Freeman ${formatDie(m.die)}`);
  if (h.step.which === "unused" && m.die.at !== undefined) return refuse("freeman/not-unused", "Only an unused Freeman may be increased here");
  if (m.by < 1 || m.by > h.step.upTo) return refuse("freeman/amount", `Add 1 to ${h.step.upTo}, not ${m.by}`);
  if (m.die.value + m.by > 6) return refuse("freeman/above-six", `${formatDie(m.die)} cannot go above 6`);
  return undefined;
}

export const INCREASE: MoveFamily<"increase"> = {
  type: "increase",
  verbs: ["increase"],
  list(env, seat) {
    const h = headStep(env, seat, "increase-freeman");
    if (!h) return [];
    const p = env.state.players[seat]!;
    const out: MoveOf<"increase">[] = [];
    for (const die of freemenRefs(p, h.step.which === "unused" ? unused : () => true)) for (let by = 1; by <= h.step.upTo; by++) out.push({ type: "increase", player: p.id, die, by });
    return keepLegal(out, (m) => checkIncrease(env, seat, m));
  },
  check: checkIncrease,
  apply(env, seat, m) {
    env.state.pending.shift();
    const p = env.state.players[seat]!;
    p.freemen[findFreeman(p, m.die)]!.value += m.by;
  },
  parse(words, player) {
    const die = parseDie(words[0]);
    if (isError(die)) return die;
    const by = Number(words[1]?.replace(/^\+/, ""));
    return Number.isInteger(by) && by > 0 ? { type: "increase", player, die, by } : { error: "increase takes a Freeman and an amount (increase R3 +2)" };
  },
  format: (m) => `increase ${formatDie(m.die)} +${m.by}`,
};

function checkCash(env: Env, seat: number, m: MoveOf<"cash">) {
  if (!headStep(env, seat, "cash-in-freeman")) return notExpected(env, seat, "Freeman to cash in");
  const p = env.state.players[seat]!;
  if (m.die.at !== undefined || findFreeman(p, m.die) < 0) return refuse("freeman/none", `${p.id} has no unused Freeman ${formatDie(m.die)}`);
  return undefined;
}

export const CASH: MoveFamily<"cash"> = {
  type: "cash",
  verbs: ["cash"],
  list(env, seat) {
    if (!headStep(env, seat, "cash-in-freeman")) return [];
    const p = env.state.players[seat]!;
    return freemenRefs(p, unused).map((die) => ({ type: "cash", player: p.id, die }));
  },
  check: checkCash,
  apply(env, seat, m) {
    const h = headStep(env, seat, "cash-in-freeman")!;
    env.state.pending.shift();
    const p = env.state.players[seat]!;
    const f = p.freemen[findFreeman(p, m.die)]!;
    p.vp += f.value;
    f.value = Math.max(Math.min(f.value, h.step.lowest), f.value - h.step.decrease);
  },
  parse(words, player) {
    const die = parseDie(words[0]);
    return isError(die) ? die : { type: "cash", player, die };
  },
  format: (m) => `cash ${formatDie(m.die)}`,
};

function checkSwap(env: Env, seat: number, m: MoveOf<"swap">) {
  if (!headStep(env, seat, "swap-die-colour")) return notExpected(env, seat, "die to swap");
  const p = env.state.players[seat]!;
  if (m.die.at !== undefined || findFreeman(p, m.die) < 0) return refuse("freeman/none", `${p.id} has no unused Freeman ${formatDie(m.die)}`);
  if (m.colour === m.die.colour) return refuse("freeman/same-colour", "Swap for a die of another colour");
  if (env.state.citizenReserve[m.colour] <= 0) return refuse("freeman/reserve-empty", `No ${m.colour} die is left in the reserve`);
  return undefined;
}

export const SWAP: MoveFamily<"swap"> = {
  type: "swap",
  verbs: ["swap"],
  list(env, seat) {
    if (!headStep(env, seat, "swap-die-colour")) return [];
    const p = env.state.players[seat]!;
    const out: MoveOf<"swap">[] = [];
    for (const die of freemenRefs(p, unused)) for (const colour of COLOURS) out.push({ type: "swap", player: p.id, die, colour });
    return keepLegal(out, (m) => checkSwap(env, seat, m));
  },
  check: checkSwap,
  apply(env, seat, m) {
    env.state.pending.shift();
    const p = env.state.players[seat]!;
    const f = p.freemen[findFreeman(p, m.die)]!;
    env.state.citizenReserve[f.colour]++;
    env.state.citizenReserve[m.colour]--;
    f.colour = m.colour as Colour;
  },
  parse(words, player) {
    const die = parseDie(words[0]);
    if (isError(die)) return die;
    const colour = parseColour(words[1]);
    return isError(colour) ? colour : { type: "swap", player, die, colour };
  },
  format: (m) => `swap ${formatDie(m.die)} ${colourLetter(m.colour)}`,
};
