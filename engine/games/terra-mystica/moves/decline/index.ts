/** `decline`: declining a power offer (by amount and neighbour), or every offer when no amount is given. */
import { isRejection } from "../common";
import type { Env } from "../../rules/env";
import { declineAllOffers, declineOffer } from "../../rules/leech";
import { reject, type Rejection } from "../../rules/result";
import { endTurnIfDone } from "../../rules/turn";
import { ID_SOURCE } from "../../schema/common";
import { checkOnCopy, EVERY_STAGE, type MoveFamily } from "../family";
import { wants } from "../listing";
import { factionName } from "../words";
import { lowerWord } from "../../notation/words";
import { fromSeat, listAnswers } from "../leech";

/** Decline an offer, or every offer when no amount is given. */
export interface DeclineMove {
  type: "decline";
  faction: string;
  amount?: number;
  from?: string;
}

function decline(env: Env, seat: number, move: DeclineMove): Rejection | undefined {
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

const DECLINE_COMMAND = new RegExp(`^decline(?: (\\d+) from (${ID_SOURCE}))?$`, "i");

export const DECLINE: MoveFamily<"decline"> = {
  type: "decline",
  listed: EVERY_STAGE,
  list(l) {
    // When takes are listed too, each decline is listed beside its take (`listAnswers`).
    if (!wants(l, "leech")) listAnswers(l);
  },
  check: checkOnCopy(decline),
  apply: decline,
  verbs: { decline: "player" },
  parse(c) {
    const m = c.text.match(DECLINE_COMMAND);
    if (!m) return undefined;
    return m[1] ? { type: "decline", faction: c.faction, amount: Number(m[1]), from: lowerWord(m[2]!) } : { type: "decline", faction: c.faction };
  },
  format: (move) => (move.amount !== undefined && move.from ? `decline ${move.amount} from ${move.from}` : "decline"),
  label: (catalog, move) =>
    move.amount !== undefined ? `Decline ${move.amount} power${move.from ? ` from ${factionName(catalog, move.from)}` : ""}` : "Decline every offer",
};
