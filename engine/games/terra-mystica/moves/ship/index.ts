/**
 * `ship r12-r13-C4` (Merchants of the Seas): during a Move ships action, move one ship along a path
 * — the cell it stands on, then each cell it steps to: river cells, across canals, and at most one
 * land hex at the end, another faction's structure where it stops to trade. `ship +1 r12-...` pays
 * for the extra steps (1 power; Riverwalkers: up to 3 steps for it); `ship +1b2 r12-...` pays
 * them by moving 1 token from bowl II to bowl I, where the faction's row allows it (Swarmlings,
 * `extraStepPayments`). Each ship moves once per action, and none after trading has begun.
 */
import type { Env } from "../../rules/env";
import { nameOf } from "../../rules/env";
import { canAfford, pay } from "../../rules/resources";
import { usesMerchants } from "../../rules/docks";
import { reject, type Rejection } from "../../rules/result";
import { pathCost, shipDestinations, shipSteps } from "../../rules/ships";
import { STAGE, type MoveFamily } from "../family";
import { merchantsGame } from "../common";
import { amountsText } from "../words";
import type { MerchantMove } from "../merchant";
import type { Catalog } from "../../catalog";

export interface ShipMove {
  type: "ship";
  faction: string;
  /** The cell the ship starts on, then each cell it steps to (ids: `r12`, `C4`). */
  path: string[];
  /** Whether the extra steps are bought for this ship. */
  extra: boolean;
  /** The extra steps paid by moving 1 token from bowl II to bowl I instead of with power (`+1b2`). */
  bowl2?: boolean;
}

/** Whether the player's faction may pay a ship's (or merchant's) extra steps this way (the pack's `extraStepPayments`; power by default). */
export function extraPayable(env: Env, seat: number, bowl2: boolean): boolean {
  const rules = env.catalog.merchants!;
  const p = env.state.players[seat]!;
  const ways = rules.factionRules[p.faction]?.extraStepPayments ?? ["power"];
  if (bowl2) return ways.includes("bowl2-to-bowl1") && p.power[1] >= 1;
  return ways.includes("power") && canAfford(p, rules.shipMoves.extraStepCost);
}

/** Ships (merchants) on `cell` not yet moved in this action. */
export function unmovedOn(ships: readonly number[], moving: readonly number[], cell: number): number {
  let n = 0;
  for (const c of ships) if (c === cell) n++;
  for (const c of moving) if (c === cell) n--;
  return n;
}

/**
 * What differs between moving a ship and a Fakirs' or Dwarves' merchant (§4, §8): the rest — the
 * Move ships action, paths, extra steps and their payment, the notation — is one definition.
 */
export interface MovingPiece<T extends "ship" | "merchant"> {
  type: T;
  /** Where a path starts, in the refusal of a path without a step ("the cell it starts on"). */
  start: string;
  /** A path in the notation, for the parse error (`r12-r13-C4`). */
  example: string;
  steps(env: Env, seat: number): { free: number; extra: number };
  /** Every cell the piece may end on within `steps`, with one shortest path there. */
  destinations(env: Env, seat: number, from: number, steps: number): Map<number, number[]>;
  /** The steps a path takes, or why it cannot be taken. */
  pathCost(env: Env, seat: number, from: number, path: readonly number[]): number | string;
  /** Whether the piece ending on `to` stops there to trade. */
  trades(env: Env, seat: number, to: number): boolean;
}

/** The path's cells, or why the move is refused. */
function checkPath<T extends "ship" | "merchant">(kind: MovingPiece<T>, env: Env, seat: number, move: ShipMove | MerchantMove): number[] | Rejection {
  const { state } = env;
  const p = state.players[seat]!;
  const m = p.merchants;
  const word = kind.type;
  const other = word === "ship" ? "merchant" : "ship";
  const merchants = word === "merchant";
  if (m ? usesMerchants(env, seat) !== merchants : merchants) return reject("move/not-allowed", `${nameOf(env, seat)} have ${other}s, not ${word}s: write \`${other} ...\``);
  if (!m || !m.moving || state.active !== seat || state.phase !== "actions")
    return reject("move/not-allowed-now", `${nameOf(env, seat)} may move ${word}s only during their Move ships action (before any trade)`);
  const cells: number[] = [];
  for (const id of move.path) {
    const c = env.board.index[id];
    if (c === undefined) return reject("move/unknown-hex", `There is no cell ${id} on this map`);
    cells.push(c);
  }
  if (cells.length < 2) return reject("move/bad-path", `A ${word}'s path names ${kind.start} and at least one step`);
  const [from, ...steps] = cells as [number, ...number[]];
  if (unmovedOn(m.ships, m.moving, from) <= 0) return reject("move/no-ship", `${nameOf(env, seat)} have no ${word} on ${move.path[0]} still to move in this action`);
  const cost = kind.pathCost(env, seat, from, steps);
  if (typeof cost === "string") return reject("move/bad-path", `The ${word} cannot go that way: ${cost}`);
  const { free, extra } = kind.steps(env, seat);
  const allowed = free + (move.extra ? extra : 0);
  if (cost > allowed) return reject("move/too-far", `The path takes ${cost} steps; the ${word} may take ${allowed}${move.extra ? "" : ` (${free + extra} with \`+1\`, paying for extra steps)`}`);
  if (move.bowl2 && !move.extra) return reject("move/bad-path", `\`b2\` names how extra steps are paid: write \`${word} +1b2 ...\``);
  if (move.extra && !extraPayable(env, seat, move.bowl2 === true)) {
    const ways = env.catalog.merchants!.factionRules[p.faction]?.extraStepPayments ?? ["power"];
    if (move.bowl2 && !ways.includes("bowl2-to-bowl1")) return reject("move/not-allowed", `${nameOf(env, seat)} may not pay for extra steps from bowl II`);
    return reject("move/cannot-afford", `${nameOf(env, seat)} cannot pay for the extra steps${move.bowl2 ? " (no token in bowl II)" : ""}`);
  }
  return cells;
}

/** The move family of a moving piece, all but its label. */
export function pieceFamily<T extends "ship" | "merchant">(kind: MovingPiece<T>): Omit<MoveFamily<T>, "label"> {
  const word = kind.type;
  type M = Extract<ShipMove | MerchantMove, { type: T }>;
  const check = (env: Env, seat: number, move: M) => checkPath(kind, env, seat, move);
  const syntax = new RegExp(`^${word}\\s*(\\+1(b2)?\\s+)?([A-Za-z]+\\d+(?:-[A-Za-z]+\\d+)+)$`, "i");
  return {
    type: kind.type,
    listed: STAGE.turn,
    // Players have ships and merchants (`p.merchants`) only in games with Merchants of the Seas.
    listsIn: merchantsGame,
    /** Each unmoved piece to every cell it may end on (one shortest path each), then further with the extra steps if the player can pay. */
    list(l) {
      const { env, seat, p, faction } = l;
      const m = p.merchants;
      if (!m || !m.moving || env.state.active !== seat || usesMerchants(env, seat) !== (word === "merchant")) return;
      const { free, extra } = kind.steps(env, seat);
      // Each way of paying the player has now (with power, `+1`; from bowl II, `+1b2`).
      const payments = extra > 0 ? [false, true].filter((bowl2) => extraPayable(env, seat, bowl2)) : [];
      const ids = env.board.ids;
      const out = l.out as (ShipMove | MerchantMove)[];
      for (const from of new Set(m.ships)) {
        if (unmovedOn(m.ships, m.moving, from) <= 0) continue;
        const near = kind.destinations(env, seat, from, free);
        for (const path of near.values()) out.push({ type: word, faction, path: [ids[from]!, ...path.map((c) => ids[c]!)], extra: false } as M);
        if (payments.length === 0) continue;
        for (const [to, path] of kind.destinations(env, seat, from, free + extra))
          if (!near.has(to))
            for (const bowl2 of payments) out.push({ type: word, faction, path: [ids[from]!, ...path.map((c) => ids[c]!)], extra: true, ...(bowl2 ? { bowl2 } : {}) } as M);
      }
    },
    check(env, seat, move) {
      const cells = check(env, seat, move as M);
      return Array.isArray(cells) ? undefined : cells;
    },
    apply(env, seat, move) {
      const cells = check(env, seat, move as M);
      if (!Array.isArray(cells)) return cells;
      const p = env.state.players[seat]!;
      const m = p.merchants!;
      const { extra, bowl2 } = move as M;
      if (extra && bowl2) {
        p.power[1]--;
        p.power[0]++;
      } else if (extra) pay(p, env.catalog.merchants!.shipMoves.extraStepCost);
      m.ships.splice(m.ships.indexOf(cells[0]!), 1);
      const to = cells[cells.length - 1]!;
      if (kind.trades(env, seat, to)) m.landed.push(to);
      else {
        m.ships.push(to);
        m.moving!.push(to);
      }
      return undefined;
    },
    // The log reader drops the space of `ship +1` (a space beside a symbol): `ship+1` is read too.
    verbs: { [word]: "player", [`${word}+1`]: "player", [`${word}+1b2`]: "player" },
    parse(c) {
      const m = c.text.match(syntax);
      if (!m) return { error: `'${c.text}': write a ${word}'s path as \`${word} ${kind.example}\` (\`${word} +1 ...\` to pay for extra steps, \`${word} +1b2 ...\` to pay them from bowl II)` };
      const path = m[3]!.split("-").map((id) => (/^r\d+$/i.test(id) ? id.toLowerCase() : id.toUpperCase()));
      return { type: kind.type, faction: c.faction, path, extra: m[1] !== undefined, ...(m[2] ? { bowl2: true } : {}) } as M;
    },
    format: (move) => {
      const { extra, bowl2, path } = move as M;
      return `${word} ${extra ? (bowl2 ? "+1b2 " : "+1 ") : ""}${path.join("-")}`;
    },
  } as Omit<MoveFamily<T>, "label">;
}

export const SHIP: MoveFamily<"ship"> = {
  ...pieceFamily({
    type: "ship",
    start: "the cell it starts on",
    example: "r12-r13-C4",
    steps: shipSteps,
    destinations: shipDestinations,
    pathCost,
    trades: (env, _seat, to) => to < env.board.landCount,
  }),
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
  const paying = move.extra ? `, paying ${move.bowl2 ? "from bowl II " : cost ? `${cost} ` : ""}for extra steps` : "";
  return `Move a ship from ${from} ${via.length ? `via ${via.join(", ")} ` : ""}to ${where}${paying}`;
}
