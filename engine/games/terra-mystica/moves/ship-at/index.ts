/**
 * `ship-at r12` (Merchants of the Seas): put a ship just gained on another river cell next to the
 * dock or the shipyard than the first one in board order, where the engine placed it. Allowed
 * while the player has such a ship (`MerchantsPieces.placing`: gained where there was a choice),
 * until their next other move; a log that names no cell keeps the first.
 */
import type { Env } from "../../rules/env";
import { nameOf } from "../../rules/env";
import { reject, type Rejection } from "../../rules/result";
import { placingChoices } from "../../rules/ships";
import { STAGE, type MoveFamily } from "../family";
import { merchantsGame } from "../common";

export interface ShipAtMove {
  type: "ship-at";
  faction: string;
  /** The river cell the ship goes to (`r12`). */
  cell: string;
}

/** The index in `placing` of the ship that goes to the cell, or why none may. */
function checkShipAt(env: Env, seat: number, move: ShipAtMove): number | Rejection {
  const m = env.state.players[seat]!.merchants;
  if (!m?.placing?.length) return reject("move/not-allowed-now", `${nameOf(env, seat)} have no ship just gained to place (only a ship gained where there was a choice of river cells, before their next move)`);
  const cell = env.board.index[move.cell];
  if (cell === undefined) return reject("move/unknown-hex", `There is no cell ${move.cell} on this map`);
  for (let i = 0; i < m.placing.length; i++) if (placingChoices(env, seat, i).includes(cell)) return i;
  const near = m.placing.every((s) => s.near === "shipyard") ? "the shipyard" : "the dock or the shipyard";
  return reject("move/bad-place", `${move.cell} is not another river cell next to ${near} of ${nameOf(env, seat)}`);
}

export const SHIP_AT: MoveFamily<"ship-at"> = {
  type: "ship-at",
  listed: STAGE.turn,
  // Players have ships and merchants (`p.merchants`) only in games with Merchants of the Seas.
  listsIn: merchantsGame,
  list(l) {
    const { env, seat, p, faction } = l;
    const placing = p.merchants?.placing;
    if (!placing?.length) return;
    const seen = new Set<number>();
    for (let i = 0; i < placing.length; i++)
      for (const c of placingChoices(env, seat, i))
        if (!seen.has(c)) {
          seen.add(c);
          l.out.push({ type: "ship-at", faction, cell: env.board.ids[c]! });
        }
  },
  check(env, seat, move) {
    const i = checkShipAt(env, seat, move);
    return typeof i === "number" ? undefined : i;
  },
  apply(env, seat, move) {
    const i = checkShipAt(env, seat, move);
    if (typeof i !== "number") return i;
    const m = env.state.players[seat]!.merchants!;
    const placing = m.placing!;
    m.ships.splice(m.ships.indexOf(placing[i]!.cell), 1);
    m.ships.push(env.board.index[move.cell]!);
    placing.splice(i, 1);
    if (placing.length === 0) m.placing = undefined;
    return undefined;
  },
  verbs: { "ship-at": "player" },
  parse(c) {
    const m = c.text.match(/^ship-at\s+([A-Za-z]+\d+)$/i);
    if (!m) return { error: `'${c.text}': write where a gained ship goes as \`ship-at r12\` (a river cell next to the dock or the shipyard; a merchant: \`ship-at C4\`, the warehouse's or the market's hex)` };
    return { type: "ship-at", faction: c.faction, cell: /^r\d+$/i.test(m[1]!) ? m[1]!.toLowerCase() : m[1]!.toUpperCase() };
  },
  format: (move) => `ship-at ${move.cell}`,
  label: (_catalog, move) => `Put the new ship on ${move.cell}`,
};
