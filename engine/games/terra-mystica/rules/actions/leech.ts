/** Answering power offers: take (paying power − 1 VP) or decline. */
import type { Env } from "../env";
import { seatOf } from "../env";
import { declineAllOffers, declineOffer, findLeech, takeLeech } from "../leech";
import type { Move } from "../moves";
import { reject, type Rejection } from "../result";
import { endTurnIfDone } from "../turn";
import { isRejection } from "./common";

function fromSeat(env: Env, from: string | undefined): number | undefined | Rejection {
  if (from === undefined) return undefined;
  const s = seatOf(env.state, from.toLowerCase());
  return s < 0 ? reject("move/unknown-faction", `${from} is not in this game`) : s;
}

export function leechMove(env: Env, seat: number, move: Extract<Move, { type: "leech" }>): Rejection | undefined {
  const from = fromSeat(env, move.from);
  if (isRejection(from)) return from;
  if (move.amount < 0) return reject("move/bad-amount", "Power taken cannot be negative");
  const found = findLeech(env, seat, move.amount, from);
  if (isRejection(found)) return found;
  takeLeech(env, seat, move.amount, found.offer);
  endTurnIfDone(env, seat);
  return undefined;
}

export function declineMove(env: Env, seat: number, move: Extract<Move, { type: "decline" }>): Rejection | undefined {
  if (!env.rules.leech.mayDecline) return reject("move/must-take", "Power offered by neighbours cannot be declined in this game");
  if (move.amount === undefined) declineAllOffers(env, seat);
  else {
    const from = fromSeat(env, move.from);
    if (isRejection(from)) return from;
    if (from === undefined) return reject("move/no-such-offer", "Name whose offer is declined");
    const problem = declineOffer(env, seat, move.amount, from);
    if (problem) return problem;
  }
  endTurnIfDone(env, seat);
  return undefined;
}
