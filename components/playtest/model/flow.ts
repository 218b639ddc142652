/**
 * The flow coverage of a session at the table: its moves replayed with the engine's flow recorder
 * on, counting the machine's states entered and transitions taken from the new game on (up to the
 * first move the engine refuses, if any). `coverageTracker` keeps the replay between calls and
 * only plays the moves added since (a bot run adds one move at a time); anything else starts over.
 */
import { applyInPlace, coverageRecorder, createGame, emptyCoverage, withFlowRecorder, type Catalog, type FlowCoverage, type GameSetup, type GameState, type Move } from "@/engine";

export function sessionCoverage(catalog: Catalog, setup: GameSetup, moves: readonly Move[]): FlowCoverage {
  return coverageTracker()(catalog, setup, moves);
}

export function coverageTracker(): (catalog: Catalog, setup: GameSetup, moves: readonly Move[]) => FlowCoverage {
  let at: { catalog: Catalog; setup: GameSetup; played: Move[]; state?: GameState; coverage: FlowCoverage } | undefined;
  return (catalog, setup, moves) => {
    const extend = at && at.catalog === catalog && at.setup === setup && at.played.length <= moves.length && at.played.every((m, i) => moves[i] === m);
    if (!extend || !at) {
      const coverage = emptyCoverage();
      const created = withFlowRecorder(coverageRecorder(coverage), () => createGame(catalog, setup));
      at = { catalog, setup, played: [], state: created.ok ? created.state : undefined, coverage };
    }
    const cur = at;
    withFlowRecorder(coverageRecorder(cur.coverage), () => {
      for (let i = cur.played.length; i < moves.length && cur.state; i++) {
        if (!applyInPlace(catalog, cur.state, moves[i]!).ok) cur.state = undefined;
        cur.played.push(moves[i]!);
      }
    });
    const c = cur.coverage;
    return { states: { ...c.states }, transitions: { ...c.transitions }, events: { ...c.events } };
  };
}
