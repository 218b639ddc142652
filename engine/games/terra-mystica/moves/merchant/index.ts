/**
 * `merchant C4-D5-r7-E6` (Merchants of the Seas, §8): during a Move ships action, the Fakirs or
 * Dwarves move one merchant along a path — the hex it stands on, then each hex it steps to, land or
 * river (never ending on a river hex), up to the range tile's merchant range. It ends on an empty
 * land hex (where the player may later transform and build), on its own structure or a building
 * with its trade marker, or on another faction's structure without its marker, where it stops to
 * trade (`trade E6` after all merchants moved). `merchant +1 ...` pays for the extra steps (1 power);
 * `merchant +1b2 ...` pays them from bowl II where the faction's row allows it. Each merchant moves
 * once per action, and none after trading has begun.
 */
import type { Env } from "../../rules/env";
import { nameOf } from "../../rules/env";
import { usesMerchants } from "../../rules/docks";
import { merchantDestinations, merchantPathCost, merchantSteps, merchantTrades } from "../../rules/merchants";
import { pay } from "../../rules/resources";
import { reject, type Rejection } from "../../rules/result";
import { STAGE, type MoveFamily } from "../family";
import { extraPayable, unmovedOn } from "../ship";
import { amountsText } from "../words";
import type { Catalog } from "../../catalog";

export interface MerchantMove {
  type: "merchant";
  faction: string;
  /** The hex the merchant stands on, then each cell it steps to (ids: `C4`, `r7`). */
  path: string[];
  /** Whether the extra steps are bought for this merchant. */
  extra: boolean;
  /** The extra steps paid by moving 1 token from bowl II to bowl I instead of with power (`+1b2`). */
  bowl2?: boolean;
}

/** The path's cells, or why the move is refused. */
function checkMerchant(env: Env, seat: number, move: MerchantMove): number[] | Rejection {
  const { state } = env;
  const p = state.players[seat]!;
  const m = p.merchants;
  if (!m || !usesMerchants(env, seat)) return reject("move/not-allowed", `${nameOf(env, seat)} have ships, not merchants: write \`ship ...\``);
  if (!m.moving || state.active !== seat || state.phase !== "actions")
    return reject("move/not-allowed-now", `${nameOf(env, seat)} may move merchants only during their Move ships action (before any trade)`);
  const cells: number[] = [];
  for (const id of move.path) {
    const c = env.board.index[id];
    if (c === undefined) return reject("move/unknown-hex", `There is no cell ${id} on this map`);
    cells.push(c);
  }
  if (cells.length < 2) return reject("move/bad-path", "A merchant's path names the hex it stands on and at least one step");
  const [from, ...steps] = cells as [number, ...number[]];
  if (unmovedOn(m.ships, m.moving, from) <= 0) return reject("move/no-ship", `${nameOf(env, seat)} have no merchant on ${move.path[0]} still to move in this action`);
  const cost = merchantPathCost(env, seat, from, steps);
  if (typeof cost === "string") return reject("move/bad-path", `The merchant cannot go that way: ${cost}`);
  const { free, extra } = merchantSteps(env, seat);
  const allowed = free + (move.extra ? extra : 0);
  if (cost > allowed) return reject("move/too-far", `The path takes ${cost} steps; the merchant may take ${allowed}${move.extra ? "" : ` (${free + extra} with \`+1\`, paying for extra steps)`}`);
  if (move.bowl2 && !move.extra) return reject("move/bad-path", "`b2` names how extra steps are paid: write `merchant +1b2 ...`");
  if (move.extra && !extraPayable(env, seat, move.bowl2 === true))
    return reject("move/cannot-afford", `${nameOf(env, seat)} cannot pay for the extra steps${move.bowl2 ? " from bowl II" : ""}`);
  return cells;
}

export const MERCHANT: MoveFamily<"merchant"> = {
  type: "merchant",
  listed: STAGE.turn,
  /** Each unmoved merchant to every hex it may end on (one shortest path each), then further with the extra steps if the player can pay. */
  list(l) {
    const { env, seat, p, faction } = l;
    const m = p.merchants;
    if (!m || !m.moving || env.state.active !== seat || !usesMerchants(env, seat)) return;
    const { free, extra } = merchantSteps(env, seat);
    const payments = extra > 0 ? [false, true].filter((bowl2) => extraPayable(env, seat, bowl2)) : [];
    const ids = env.board.ids;
    for (const from of new Set(m.ships)) {
      if (unmovedOn(m.ships, m.moving, from) <= 0) continue;
      const near = merchantDestinations(env, seat, from, free);
      for (const path of near.values()) l.out.push({ type: "merchant", faction, path: [ids[from]!, ...path.map((c) => ids[c]!)], extra: false });
      if (payments.length === 0) continue;
      for (const [to, path] of merchantDestinations(env, seat, from, free + extra))
        if (!near.has(to))
          for (const bowl2 of payments) l.out.push({ type: "merchant", faction, path: [ids[from]!, ...path.map((c) => ids[c]!)], extra: true, ...(bowl2 ? { bowl2 } : {}) });
    }
  },
  check(env, seat, move) {
    const cells = checkMerchant(env, seat, move);
    return Array.isArray(cells) ? undefined : cells;
  },
  apply(env, seat, move) {
    const cells = checkMerchant(env, seat, move);
    if (!Array.isArray(cells)) return cells;
    const p = env.state.players[seat]!;
    const m = p.merchants!;
    if (move.extra && move.bowl2) {
      p.power[1]--;
      p.power[0]++;
    } else if (move.extra) pay(p, env.catalog.merchants!.shipMoves.extraStepCost);
    m.ships.splice(m.ships.indexOf(cells[0]!), 1);
    const to = cells[cells.length - 1]!;
    if (merchantTrades(env, seat, to)) m.landed.push(to);
    else {
      m.ships.push(to);
      m.moving!.push(to);
    }
    return undefined;
  },
  // The log reader drops the space of `merchant +1` (a space beside a symbol): `merchant+1` is read too.
  verbs: { merchant: "player", "merchant+1": "player", "merchant+1b2": "player" },
  parse(c) {
    const m = c.text.match(/^merchant\s*(\+1(b2)?\s+)?([A-Za-z]+\d+(?:-[A-Za-z]+\d+)+)$/i);
    if (!m) return { error: `'${c.text}': write a merchant's path as \`merchant C4-D5-E6\` (\`merchant +1 ...\` to pay for extra steps, \`merchant +1b2 ...\` to pay them from bowl II)` };
    const path = m[3]!.split("-").map((id) => (/^r\d+$/i.test(id) ? id.toLowerCase() : id.toUpperCase()));
    return { type: "merchant", faction: c.faction, path, extra: m[1] !== undefined, ...(m[2] ? { bowl2: true } : {}) };
  },
  format: (move) => `merchant ${move.extra ? (move.bowl2 ? "+1b2 " : "+1 ") : ""}${move.path.join("-")}`,
  label: (catalog, move) => merchantLabel(catalog, move),
};

/** "Move a merchant from C4 via D5 to E6, paying 1 power for extra steps". */
function merchantLabel(catalog: Catalog, move: MerchantMove): string {
  const [from, ...rest] = move.path;
  const to = rest[rest.length - 1] ?? from!;
  const via = rest.slice(0, -1);
  const cost = catalog.merchants ? amountsText(catalog.merchants.shipMoves.extraStepCost) : "";
  const paying = move.extra ? `, paying ${move.bowl2 ? "from bowl II " : cost ? `${cost} ` : ""}for extra steps` : "";
  return `Move a merchant from ${from} ${via.length ? `via ${via.join(", ")} ` : ""}to ${to}${paying}`;
}
