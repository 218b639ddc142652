/**
 * `nominate witches`: in the faction auction (Fire & Ice variant), a player puts a faction up for
 * bidding, in seating order, one each (see rules/auction.ts). The line names the player as they
 * are called before the auction (`player1: nominate witches`).
 */
import { checkNominate, nominate, openAuction } from "../../rules/auction";
import { ID_SOURCE } from "../../schema/common";
import { STAGE, type MoveFamily } from "../family";

export interface NominateMove {
  type: "nominate";
  /** The player nominating (`player1`, ...). */
  faction: string;
  /** The faction nominated. */
  nominee: string;
}

const NOMINATE = new RegExp(`^nominate (${ID_SOURCE})$`, "i");

export const NOMINATE_FAMILY: MoveFamily<"nominate"> = {
  type: "nominate",
  listed: STAGE.setupAuction,
  list({ env, seat, faction, out }) {
    if (!openAuction(env)) return;
    for (const id of Object.keys(env.catalog.factions)) if (!checkNominate(env, seat, id)) out.push({ type: "nominate", faction, nominee: id });
  },
  check: (env, seat, move) => checkNominate(env, seat, move.nominee),
  apply: (env, seat, move) => nominate(env, seat, move.nominee),
  verbs: { nominate: "player" },
  parse(c) {
    const m = c.text.match(NOMINATE);
    return m ? { type: "nominate", faction: c.faction, nominee: m[1]!.toLowerCase() } : { error: `Write 'nominate <faction>', not '${c.text}'` };
  },
  format: (move) => `nominate ${move.nominee}`,
  label: (catalog, move) => `Nominate the ${catalog.factions[move.nominee]?.name ?? move.nominee}`,
};
