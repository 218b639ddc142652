/**
 * Merchants of the Seas at the table: where each player's ships, dock, shipyard and trade markers
 * are, and how a person moves a ship by clicking its way — read off the engine's listed ship moves
 * (each a path from the ship's cell), never decided here.
 */
import { envOf, markersLeft, shipsOnBoard, type Catalog, type GameState, type Move } from "@/engine";

/** A ship move, or a merchant's (Fakirs, Dwarves): both are paths from the piece's cell. */
export type ShipMove = Extract<Move, { type: "ship" | "merchant" }>;
export type TradeMove = Extract<Move, { type: "trade" }>;

/** A player's Merchants of the Seas pieces in words and ids, for the board and the player panel. */
export interface MerchantsView {
  /** Ships (the Fakirs' and Dwarves' merchants) or merchants. */
  word: "ship" | "merchant";
  /** River cells (ids) holding a ship, once per ship. */
  onRiver: string[];
  /** Land hexes where a ship stands on a structure, waiting to trade. */
  landed: string[];
  /** Ships in the player's supply. */
  supply: number;
  pieces: number;
  /** Hexes whose building holds this player's trade marker. */
  traded: string[];
  markersLeft: number;
  markers: number;
  /** The hex the dock (warehouse) stands under; undefined while it waits aside. */
  dock?: string;
  dockWord: "dock" | "warehouse";
  shipyard?: string;
  /** River cells of ships moved in the open Move ships action. */
  moved: string[];
}

/** The player's pieces, or undefined in a game without Merchants of the Seas. */
export function merchantsView(catalog: Catalog, state: GameState, seat: number): MerchantsView | undefined {
  const m = state.players[seat]!.merchants;
  const rules = catalog.merchants;
  if (!m || !rules) return undefined;
  const ids = catalog.boards[state.map]!.ids;
  const merchant = !!rules.factionRules[state.players[seat]!.faction]?.usesMerchants;
  return {
    word: merchant ? "merchant" : "ship",
    onRiver: m.ships.map((c) => ids[c]!),
    landed: m.landed.map((c) => ids[c]!),
    supply: Math.max(0, rules.pieces.ships - shipsOnBoard(m)),
    pieces: rules.pieces.ships,
    traded: m.traded.map((c) => ids[c]!),
    markersLeft: markersLeft(envOf(catalog, state), seat),
    markers: rules.pieces.tradeMarkers,
    dock: m.dock === undefined ? undefined : ids[m.dock],
    dockWord: merchant ? "warehouse" : "dock",
    shipyard: m.shipyard === undefined ? undefined : ids[m.shipyard],
    moved: (m.moving ?? []).map((c) => ids[c]!),
  };
}

/** The ship moves among legal moves, by the cell the ship starts on. */
export function shipsToMove(moves: readonly Move[]): Map<string, ShipMove[]> {
  const out = new Map<string, ShipMove[]>();
  for (const m of moves) if (m.type === "ship" || m.type === "merchant") out.set(m.path[0]!, [...(out.get(m.path[0]!) ?? []), m]);
  return out;
}

/** A ship's way so far, clicked cell by cell: what may be clicked next and where it may end. */
export interface ShipPlan {
  /** The cells clicked so far, the ship's cell first. */
  path: string[];
  /** The cells one step further along a listed path, each with the listed moves going through or ending there. */
  next: Map<string, ShipMove[]>;
  /** Every cell a listed move from here ends on (beyond the next step too), with that move. */
  ends: Map<string, ShipMove>;
  /** The listed move ending where the way is now (undefined at the start, or where no move stops). */
  stop?: ShipMove;
  /** What moves: a ship, or a merchant of the Fakirs or Dwarves (from the listed moves). */
  piece: "ship" | "merchant";
}

const samePrefix = (path: readonly string[], prefix: readonly string[]) => prefix.every((c, i) => path[i] === c);

/**
 * Where a ship can go on from a way clicked so far (`path`, the ship's cell first), from the moves
 * the engine lists: the next steps of every listed path that starts with the way, the cells those
 * paths end on, and the move that stops here. Only listed moves are offered.
 */
export function shipPlan(moves: readonly Move[], path: readonly string[]): ShipPlan {
  const next = new Map<string, ShipMove[]>();
  const ends = new Map<string, ShipMove>();
  let stop: ShipMove | undefined;
  let piece: ShipPlan["piece"] = "ship";
  for (const m of moves) {
    if ((m.type !== "ship" && m.type !== "merchant") || m.path.length < path.length || !samePrefix(m.path, path)) continue;
    piece = m.type;
    if (m.path.length === path.length) {
      stop = m;
      continue;
    }
    const step = m.path[path.length]!;
    next.set(step, [...(next.get(step) ?? []), m]);
    ends.set(m.path[m.path.length - 1]!, m);
  }
  return { path: [...path], next, ends, stop, piece };
}

/**
 * The way after clicking `cell`: one step further when it is a next step, else the listed path to
 * it when a listed move ends there (a structure or a farther cell clicked at once); undefined when
 * the click goes nowhere legal.
 */
export function extendPlan(plan: ShipPlan, cell: string): string[] | undefined {
  if (plan.next.has(cell)) return [...plan.path, cell];
  const end = plan.ends.get(cell);
  return end ? [...end.path] : undefined;
}

/** The trade moves among legal moves, by the hex of the structure traded with. */
export function tradesByHex(moves: readonly Move[]): Map<string, TradeMove[]> {
  const out = new Map<string, TradeMove[]>();
  for (const m of moves) if (m.type === "trade") out.set(m.hex, [...(out.get(m.hex) ?? []), m]);
  return out;
}
