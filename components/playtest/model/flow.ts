/**
 * The flow coverage of a session at the table: its moves replayed with the engine's flow recorder
 * on, counting the machine's states entered and transitions taken from the new game on (up to the
 * first move the engine refuses, if any).
 */
import { applyInPlace, createGame, recordFlowCoverage, type Catalog, type FlowCoverage, type GameSetup, type Move } from "@/engine";

export function sessionCoverage(catalog: Catalog, setup: GameSetup, moves: readonly Move[]): FlowCoverage {
  return recordFlowCoverage(() => {
    const created = createGame(catalog, setup);
    if (!created.ok) return;
    for (const m of moves) if (!applyInPlace(catalog, created.state, m).ok) return;
  }).coverage;
}
