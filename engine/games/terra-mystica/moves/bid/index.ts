/**
 * `bid witches 5`: in the faction auction (Fire & Ice variant), a player who holds no faction bids
 * VP for a nominated one, in seating order (see rules/auction.ts); they will start with the
 * auction's starting VP minus their bid. The line names the player as they are called before the
 * auction (`player2: bid witches 5`). In the fast auction the same line is one of a player's sealed
 * bids: each player bids once on every nominated faction (`player1: bid witches 3`, then
 * `player1: bid nomads 0`, ...), in any order of factions.
 */
import { checkBid, bid, lowestBid, nominationsDone, openAuction, sealedBidOpen } from "../../rules/auction";
import { ID_SOURCE } from "../../schema/common";
import { STAGE, type MoveFamily } from "../family";

export interface BidMove {
  type: "bid";
  /** The player bidding (`player1`, ...). */
  faction: string;
  /** The faction bid for. */
  nominee: string;
  /** VP bid: the player starts with the auction's starting VP minus this. */
  amount: number;
}

const BID = new RegExp(`^bid (${ID_SOURCE}) (\\d+)$`, "i");

export const BID_FAMILY: MoveFamily<"bid"> = {
  type: "bid",
  listed: STAGE.setupAuction,
  // Every amount the player may bid, lowest first, faction by faction in nomination order (fast auction: the factions not bid on yet).
  list({ env, seat, faction, out }) {
    const a = openAuction(env);
    if (!a || !nominationsDone(env) || a.next !== seat) return;
    const max = env.rules.auction!.startingVp;
    a.nominated.forEach((id, i) => {
      if (a.sealed && !sealedBidOpen(a, seat, i)) return;
      for (let amount = lowestBid(env, a, i); amount <= max; amount++) out.push({ type: "bid", faction, nominee: id, amount });
    });
  },
  check: (env, seat, move) => checkBid(env, seat, move.nominee, move.amount),
  apply: (env, seat, move) => bid(env, seat, move.nominee, move.amount),
  verbs: { bid: "player" },
  parse(c) {
    const m = c.text.match(BID);
    return m ? { type: "bid", faction: c.faction, nominee: m[1]!.toLowerCase(), amount: Number(m[2]) } : { error: `Write 'bid <faction> <VP>', not '${c.text}'` };
  },
  format: (move) => `bid ${move.nominee} ${move.amount}`,
  label: (catalog, move) => `Bid ${move.amount} VP for the ${catalog.factions[move.nominee]?.name ?? move.nominee}`,
};
