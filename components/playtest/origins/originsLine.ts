/**
 * Origins' rules for the table's line of moves (`useGameLine`): its log in Origins notation, its
 * engine, who moves (one player at a time: the starting draft's, then the active player), and its
 * bots at bot seats (the heuristic bot unless the seat names another, and for people's seats when
 * bots play to the end).
 */
import { origins, type OriginsMove, type OriginsState, type OriginsTypes } from "@/engine";
import type { BotId } from "@/lib/playtest/schema";
import { botRng } from "../model/bots";
import type { LineRules, TurnOf } from "../useGameLine";

type Catalog = OriginsTypes["catalog"];
type Setup = OriginsTypes["setup"];

export interface OriginsTurn extends TurnOf {
  /** The legal moves of the seat to move (none when nobody moves). */
  moves: OriginsMove[];
}

/** Where a log's moves are read and played: the states after each, up to the first line refused. */
export function loadOriginsLog(catalog: Catalog, log: string): { game: { setup: Setup; line: OriginsMove[]; states: OriginsState[] }; problem?: string } {
  let read = origins.notation.replay(log, catalog);
  let problem: string | undefined;
  if (!read.ok) {
    const line = "line" in read ? read.line : 0;
    problem = `The saved log stops at line ${line}: ${read.message}`;
    read = origins.notation.replay(log.split(/\r?\n/).slice(0, Math.max(0, line - 1)).join("\n"), catalog);
    if (!read.ok) return { game: { setup: { players: 1, seed: 1 }, line: [], states: [] }, problem };
  }
  const created = origins.setup.create(catalog, read.setup);
  if (!created.ok) return { game: { setup: read.setup, line: [], states: [] }, problem: created.message };
  const states = [created.state];
  for (const { move } of read.moves) {
    const r = origins.moves.apply(catalog, states[states.length - 1]!, move);
    if (!r.ok) break;
    states.push(r.state);
  }
  return { game: { setup: read.setup, line: read.moves.slice(0, states.length - 1).map((m) => m.move), states }, problem };
}

/** Who moves now and what they may do. */
export function originsTurn(catalog: Catalog, state: OriginsState): OriginsTurn {
  const [player] = origins.moves.toMove(state);
  const mover = player ? state.players.findIndex((p) => p.id === player) : -1;
  return { mover, deciding: [], moves: player ? origins.moves.legal(catalog, state, player) : [] };
}

/**
 * How far through the game a state is, for the bots' progress bar (1 at the end): games end on
 * conditions, not after a number of rounds, so by the district cards' Gold taken (one of the end
 * conditions) or the rounds played, whichever is further, short of 1 until the end.
 */
function progressOf(state: OriginsState): number {
  if (state.finished) return 1;
  const gold = state.districtCards.reduce((n, c) => n + c.gold, 0);
  const start = Math.max(1, state.districtCards.length * 2);
  return Math.min(0.95, Math.max(state.round / 12, 1 - gold / start));
}

export function originsLine(catalog: Catalog): LineRules<Setup, OriginsState, OriginsMove, OriginsTurn> {
  return {
    load: (log) => loadOriginsLog(catalog, log),
    write: (setup, moves) => origins.notation.formatLog(setup, moves),
    apply: (state, move) => {
      const r = origins.moves.apply(catalog, state, move);
      return r.ok ? r : { ok: false, code: r.code, message: r.message };
    },
    format: origins.notation.formatMove,
    seatOf: (state, move) => state.players.findIndex((p) => p.id === move.player),
    finished: (state) => state.finished,
    progress: progressOf,
    turn: (state) => originsTurn(catalog, state),
    nextBot: (state, seats, { seed, index, everySeat }) => {
      const [player] = origins.moves.toMove(state);
      const seat = player ? state.players.findIndex((p) => p.id === player) : -1;
      if (seat < 0) return undefined;
      const s = seats[seat];
      if (s?.control !== "bot" && !everySeat) return undefined;
      const bot: BotId = s?.control === "bot" ? (s.bot ?? "heuristic") : "heuristic";
      return origins.bots[bot]?.choose(catalog, state, player!, botRng(seed, index))?.move;
    },
  };
}
