/**
 * The flow coverage of a session at the table, for any game: its moves replayed with the engine's
 * flow recorder on, counting the machine's states entered and transitions taken from the new game
 * on (up to the first move the engine refuses, if any). A tracker keeps the replay between calls and
 * only plays the moves added since (a bot run adds one move at a time); anything else starts over.
 */
import { applyInPlace, copyCoverage, coverageRecorder, createGame, emptyCoverage, origins, withFlowRecorder, type Catalog, type FlowCoverage, type GameSetup, type GameState, type Move, type OriginsMove, type OriginsTypes } from "@/engine";

/** How a game's line is replayed: a new game, and a move played on it (undefined: refused). */
export interface CoveragePlay<C, Setup, State, M> {
  create(catalog: C, setup: Setup): State | undefined;
  apply(catalog: C, state: State, move: M): State | undefined;
}

export type CoverageTracker<C, Setup, M> = (catalog: C, setup: Setup, moves: readonly M[]) => FlowCoverage;

/** A tracker of the coverage of a line of moves, replayed by `play`. */
export function lineCoverageTracker<C, Setup, State, M>(play: CoveragePlay<C, Setup, State, M>): CoverageTracker<C, Setup, M> {
  let at: { catalog: C; setup: Setup; played: M[]; state?: State; coverage: FlowCoverage } | undefined;
  return (catalog, setup, moves) => {
    const extend = at && at.catalog === catalog && at.setup === setup && at.played.length <= moves.length && at.played.every((m, i) => moves[i] === m);
    if (!extend || !at) {
      const coverage = emptyCoverage();
      const state = withFlowRecorder(coverageRecorder(coverage), () => play.create(catalog, setup));
      at = { catalog, setup, played: [], state, coverage };
    }
    const cur = at;
    withFlowRecorder(coverageRecorder(cur.coverage), () => {
      for (let i = cur.played.length; i < moves.length && cur.state; i++) {
        cur.state = play.apply(catalog, cur.state, moves[i]!);
        cur.played.push(moves[i]!);
      }
    });
    return copyCoverage(cur.coverage);
  };
}

/** Terra Mystica's line: played in place on one state (the engine's fast path). */
const TERRA_MYSTICA_PLAY: CoveragePlay<Catalog, GameSetup, GameState, Move> = {
  create: (catalog, setup) => {
    const created = createGame(catalog, setup);
    return created.ok ? created.state : undefined;
  },
  apply: (catalog, state, move) => (applyInPlace(catalog, state, move).ok ? state : undefined),
};

/** Origins' line: each move played by the module (a new state each time). */
const ORIGINS_PLAY: CoveragePlay<OriginsTypes["catalog"], OriginsTypes["setup"], OriginsTypes["state"], OriginsMove> = {
  create: (catalog, setup) => {
    const created = origins.setup.create(catalog, setup);
    return created.ok ? created.state : undefined;
  },
  apply: (catalog, state, move) => {
    const r = origins.moves.apply(catalog, state, move);
    return r.ok ? r.state : undefined;
  },
};

export function coverageTracker(): CoverageTracker<Catalog, GameSetup, Move> {
  return lineCoverageTracker(TERRA_MYSTICA_PLAY);
}

export function originsCoverageTracker(): CoverageTracker<OriginsTypes["catalog"], OriginsTypes["setup"], OriginsMove> {
  return lineCoverageTracker(ORIGINS_PLAY);
}

export function sessionCoverage(catalog: Catalog, setup: GameSetup, moves: readonly Move[]): FlowCoverage {
  return coverageTracker()(catalog, setup, moves);
}

export function originsSessionCoverage(catalog: OriginsTypes["catalog"], setup: OriginsTypes["setup"], moves: readonly OriginsMove[]): FlowCoverage {
  return originsCoverageTracker()(catalog, setup, moves);
}
