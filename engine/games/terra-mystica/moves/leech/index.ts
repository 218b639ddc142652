/**
 * `leech`: taking power offered by a neighbour's building (paying power − 1 VP). Offers can be
 * answered at any time, by their amount and the neighbour (`from` omitted: the first matching offer).
 */
import { isRejection } from "../common";
import type { Env } from "../../rules/env";
import { seatOf } from "../../rules/env";
import { findLeech, takeLeech } from "../../rules/leech";
import { reject, type Rejection } from "../../rules/result";
import { endTurnIfDone } from "../../rules/turn";
import { ID_SOURCE } from "../../schema/common";
import { checkOnCopy, EVERY_STAGE, type MoveFamily } from "../family";
import { wants, type Listing } from "../listing";
import { factionName } from "../words";
import { lowerWord } from "../../notation/words";

/** Take power offered by a neighbour's building (`from` omitted: the first matching offer). */
export interface LeechMove {
  type: "leech";
  faction: string;
  amount: number;
  from?: string;
}

/** The seat of the neighbour named by an answer (undefined: none named). */
export function fromSeat(env: Env, from: string | undefined): number | undefined | Rejection {
  if (from === undefined) return undefined;
  const s = seatOf(env.state, from.toLowerCase());
  return s < 0 ? reject("move/unknown-faction", `${from} is not in this game`) : s;
}

/**
 * Each offer's take and decline side by side (those of the kinds the listing wants), once per
 * amount and neighbour: the listing of both `leech` and `decline`.
 */
export function listAnswers(l: Listing): void {
  const { env, seat, faction, out } = l;
  const state = env.state;
  if (state.leechOffers.length === 0) return;
  for (const o of state.leechOffers) {
    if (o.seat !== seat) continue;
    const from = state.players[o.from]!.faction;
    if (out.some((m) => (m.type === "leech" || m.type === "decline") && m.amount === o.amount && m.from === from)) continue;
    if (wants(l, "leech")) out.push({ type: "leech", faction, amount: o.amount, from });
    if (env.rules.leech.mayDecline && wants(l, "decline")) out.push({ type: "decline", faction, amount: o.amount, from });
  }
}

function leech(env: Env, seat: number, move: LeechMove): Rejection | undefined {
  const from = fromSeat(env, move.from);
  if (isRejection(from)) return from;
  if (move.amount < 0) return reject("move/bad-amount", "Power taken cannot be negative");
  const found = findLeech(env, seat, move.amount, from);
  if (isRejection(found)) return found;
  takeLeech(env, seat, move.amount, found.offer);
  endTurnIfDone(env, seat);
  return undefined;
}

const LEECH_COMMAND = new RegExp(`^leech (\\d+)(?: from (${ID_SOURCE}))?$`, "i");

export const LEECH: MoveFamily<"leech"> = {
  type: "leech",
  listed: EVERY_STAGE,
  list: listAnswers,
  check: checkOnCopy(leech),
  apply: leech,
  verbs: { leech: "player" },
  parse(c) {
    const m = c.text.match(LEECH_COMMAND);
    if (!m) return undefined;
    return m[2] ? { type: "leech", faction: c.faction, amount: Number(m[1]), from: lowerWord(m[2]) } : { type: "leech", faction: c.faction, amount: Number(m[1]) };
  },
  format: (move) => `leech ${move.amount}${move.from ? ` from ${move.from}` : ""}`,
  label: (catalog, move) => `Take ${move.amount} power${move.from ? ` from ${factionName(catalog, move.from)}` : ""}`,
};
