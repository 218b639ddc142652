/**
 * `ship r12-r13-C4` (Merchants of the Seas): during a Move ships action, move one ship along a path
 * — the cell it stands on, then each cell it steps to: river cells, across canals, and at most one
 * land hex at the end, another faction's structure where it stops to trade. `ship +1 r12-...` pays
 * for the extra steps (1 power; Riverwalkers: up to 3 steps for it). Each ship moves once per
 * action, and none after trading has begun.
 */
import type { Env } from "../../rules/env";
import { nameOf } from "../../rules/env";
import { canAfford, pay } from "../../rules/resources";
import { reject, type Rejection } from "../../rules/result";
import { pathCost, shipDestinations, shipSteps } from "../../rules/ships";
import { STAGE, type MoveFamily } from "../family";
import { amountsText } from "../words";
import type { Catalog } from "../../catalog";

export interface ShipMove {
  type: "ship";
  faction: string;
  /** The cell the ship starts on, then each cell it steps to (ids: `r12`, `C4`). */
  path: string[];
  /** Whether the extra steps are bought for this ship. */
  extra: boolean;
}

/** Ships on `cell` not yet moved in this action. */
function unmovedOn(ships: readonly number[], moving: readonly number[], cell: number): number {
  let n = 0;
  for (const c of ships) if (c === cell) n++;
  for (const c of moving) if (c === cell) n--;
  return n;
}

/** The path's cells, or why the move is refused. */
function checkShip(env: Env, seat: number, move: ShipMove): number[] | Rejection {
  const { state } = env;
  const p = state.players[seat]!;
  const m = p.merchants;
  if (!m || !m.moving || state.active !== seat || state.phase !== "actions")
    return reject("move/not-allowed-now", `${nameOf(env, seat)} may move ships only during their Move ships action (before any trade)`);
  const cells: number[] = [];
  for (const id of move.path) {
    const c = env.board.index[id];
    if (c === undefined) return reject("move/unknown-hex", `There is no cell ${id} on this map`);
    cells.push(c);
  }
  if (cells.length < 2) return reject("move/bad-path", "A ship's path names the cell it starts on and at least one step");
  const [from, ...steps] = cells as [number, ...number[]];
  if (unmovedOn(m.ships, m.moving, from) <= 0) return reject("move/no-ship", `${nameOf(env, seat)} have no ship on ${move.path[0]} still to move in this action`);
  const cost = pathCost(env, seat, from, steps);
  if (typeof cost === "string") return reject("move/bad-path", `The ship cannot go that way: ${cost}`);
  const { free, extra } = shipSteps(env, seat);
  const allowed = free + (move.extra ? extra : 0);
  if (cost > allowed) return reject("move/too-far", `The path takes ${cost} steps; the ship may take ${allowed}${move.extra ? "" : ` (${free + extra} with \`+1\`, paying for extra steps)`}`);
  if (move.extra) {
    const price = env.catalog.merchants!.shipMoves.extraStepCost;
    if (!canAfford(p, price)) return reject("move/cannot-afford", `${nameOf(env, seat)} cannot pay for the extra steps`);
  }
  return cells;
}

export const SHIP: MoveFamily<"ship"> = {
  type: "ship",
  listed: STAGE.turn,
  /** Each unmoved ship to every cell it may reach (one shortest path each), then further with the extra steps if the player can pay. */
  list(l) {
    const { env, seat, p, faction } = l;
    const m = p.merchants;
    if (!m || !m.moving || env.state.active !== seat) return;
    const { free, extra } = shipSteps(env, seat);
    const payable = extra > 0 && canAfford(p, env.catalog.merchants!.shipMoves.extraStepCost);
    const ids = env.board.ids;
    for (const from of new Set(m.ships)) {
      if (unmovedOn(m.ships, m.moving, from) <= 0) continue;
      const near = shipDestinations(env, seat, from, free);
      for (const path of near.values()) l.out.push({ type: "ship", faction, path: [ids[from]!, ...path.map((c) => ids[c]!)], extra: false });
      if (!payable) continue;
      for (const [to, path] of shipDestinations(env, seat, from, free + extra))
        if (!near.has(to)) l.out.push({ type: "ship", faction, path: [ids[from]!, ...path.map((c) => ids[c]!)], extra: true });
    }
  },
  check(env, seat, move) {
    const cells = checkShip(env, seat, move);
    return Array.isArray(cells) ? undefined : cells;
  },
  apply(env, seat, move) {
    const cells = checkShip(env, seat, move);
    if (!Array.isArray(cells)) return cells;
    const p = env.state.players[seat]!;
    const m = p.merchants!;
    if (move.extra) pay(p, env.catalog.merchants!.shipMoves.extraStepCost);
    m.ships.splice(m.ships.indexOf(cells[0]!), 1);
    const to = cells[cells.length - 1]!;
    if (to < env.board.landCount) m.landed.push(to);
    else {
      m.ships.push(to);
      m.moving!.push(to);
    }
    return undefined;
  },
  // The log reader drops the space of `ship +1` (a space beside a symbol): `ship+1` is read too.
  verbs: { ship: "player", "ship+1": "player" },
  parse(c) {
    const m = c.text.match(/^ship\s*(\+1\s+)?([A-Za-z]+\d+(?:-[A-Za-z]+\d+)+)$/i);
    if (!m) return { error: `'${c.text}': write a ship's path as \`ship r12-r13-C4\` (\`ship +1 ...\` to pay for extra steps)` };
    const path = m[2]!.split("-").map((id) => (/^r\d+$/i.test(id) ? id.toLowerCase() : id.toUpperCase()));
    return { type: "ship", faction: c.faction, path, extra: m[1] !== undefined };
  },
  format: (move) => `ship ${move.extra ? "+1 " : ""}${move.path.join("-")}`,
  label: (catalog, move) => shipLabel(catalog, move),
};

/** Whether a cell id of the notation names a river cell (`r12`) rather than a land hex (`C4`). */
export function isRiverCell(id: string): boolean {
  return /^r\d+$/i.test(id);
}

/** "Move a ship from r20 via r21 to the structure on F3 to trade, paying 1 power for extra steps". */
function shipLabel(catalog: Catalog, move: ShipMove): string {
  const [from, ...rest] = move.path;
  const to = rest[rest.length - 1] ?? from!;
  const via = rest.slice(0, -1);
  const where = isRiverCell(to) ? to : `the structure on ${to} to trade`;
  const cost = catalog.merchants ? amountsText(catalog.merchants.shipMoves.extraStepCost) : "";
  const paying = move.extra ? `, paying ${cost ? `${cost} ` : ""}for extra steps` : "";
  return `Move a ship from ${from} ${via.length ? `via ${via.join(", ")} ` : ""}to ${where}${paying}`;
}
