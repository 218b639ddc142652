/**
 * `trade C4` (Merchants of the Seas): one of the player's ships standing on the structure on C4
 * trades with it (after all ships moved; the player orders the trades). Where the reward is a
 * choice, the option follows a colon: `trade C4: +3PW`, `trade C4: cult` (then the cult step, as
 * `+FIRE`), `trade C4: keep-ship`, `trade C4: reset-ships`.
 */
import type { Env } from "../../rules/env";
import { nameOf } from "../../rules/env";
import { reject, type Rejection } from "../../rules/result";
import { trade, tradeOptions } from "../../rules/trade";
import { followUpPossible } from "../action";
import { isRejection, landHex, merchantsGame } from "../common";
import { STAGE, type MoveFamily } from "../family";
import { amountsText } from "../words";

export interface TradeMove {
  type: "trade";
  faction: string;
  hex: string;
  /** The option of the reward's choice, as its word (`+3PW`, `cult`, `keep-ship`); absent when there is none. */
  choice?: string;
}

/** The hex and the option's index, or why the trade is refused. */
function checkTrade(env: Env, seat: number, move: TradeMove): { hex: number; choice: number | undefined } | Rejection {
  const { state } = env;
  const m = state.players[seat]!.merchants;
  if (!m || state.active !== seat || state.phase !== "actions") return reject("move/not-allowed-now", `${nameOf(env, seat)} trade only during their own Move ships action`);
  const hex = landHex(env, move.hex);
  if (isRejection(hex)) return hex;
  if (!m.landed.includes(hex)) return reject("move/no-ship", `${nameOf(env, seat)} have no ship on ${move.hex} to trade with`);
  const options = tradeOptions(env, hex);
  if (options.length === 0) {
    if (move.choice !== undefined) return reject("move/no-choice", `A trade on ${move.hex} offers no choice (“${move.choice}”)`);
    return { hex, choice: undefined };
  }
  const at = move.choice === undefined ? -1 : options.findIndex((o) => o.toLowerCase() === move.choice!.toLowerCase());
  if (at < 0) return reject("move/choose", `A trade on ${move.hex} needs one of: ${options.map((o) => `\`trade ${move.hex}: ${o}\``).join(", ")}`);
  return { hex, choice: at };
}

export const TRADE: MoveFamily<"trade"> = {
  type: "trade",
  listed: STAGE.turn,
  // Players have ships and merchants (`p.merchants`) only in games with Merchants of the Seas.
  listsIn: merchantsGame,
  list(l) {
    const { env, seat, p, faction } = l;
    const m = p.merchants;
    if (!m || env.state.active !== seat) return;
    for (const h of m.landed) {
      const hex = env.board.ids[h]!;
      const options = tradeOptions(env, h);
      if (options.length === 0) l.out.push({ type: "trade", faction, hex });
      for (const choice of options) l.out.push({ type: "trade", faction, hex, choice });
    }
  },
  check(env, seat, move) {
    const r = checkTrade(env, seat, move);
    return isRejection(r) ? r : undefined;
  },
  apply(env, seat, move) {
    const r = checkTrade(env, seat, move);
    if (isRejection(r)) return r;
    trade(env, seat, r.hex, r.choice, (then) => followUpPossible(env, seat, then));
    return undefined;
  },
  verbs: { trade: "player" },
  parse(c) {
    const m = c.text.match(/^trade\s+(\w+)\s*(?::\s*(\S+))?$/i);
    if (!m) return { error: `'${c.text}': write a trade as \`trade C4\`, with the reward's option after a colon where it has a choice (\`trade C4: +3PW\`)` };
    return { type: "trade", faction: c.faction, hex: m[1]!.toUpperCase(), ...(m[2] ? { choice: m[2] } : {}) };
  },
  format: (move) => `trade ${move.hex}${move.choice ? `: ${move.choice}` : ""}`,
  label: (_catalog, move) => `Trade with the structure on ${move.hex}${move.choice ? `, ${choiceText(move.choice)}` : ""}`,
};

/** Resource codes of the option words (`+3PW`), as in rules/trade.ts's optionWord. */
const OPTION_RESOURCES: Record<string, string> = { PW: "power", VP: "vp", C: "coins", W: "workers", P: "priests" };

/** A trade option's word in a sentence: `+3PW` "taking 3 power", `cult` "taking the cult steps", `keep-ship` "keeping the ship". */
export function choiceText(word: string): string {
  const w = word.toLowerCase();
  if (w === "cult") return "taking the cult steps";
  if (w === "keep-ship") return "keeping the ship on the river";
  if (w === "reset-ships") return "freeing the Move ships action for another use this round";
  const parts = [...word.matchAll(/\+(\d+)(PW|VP|C|W|P)/gi)];
  if (parts.length > 0 && parts.map((m) => m[0]).join("") === word) {
    const gain: Record<string, number> = {};
    for (const m of parts) gain[OPTION_RESOURCES[m[2]!.toUpperCase()]!] = Number(m[1]);
    return `taking ${amountsText(gain)}`;
  }
  return `option “${word}”`;
}
