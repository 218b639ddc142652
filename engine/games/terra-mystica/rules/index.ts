/** The rules engine: game state, moves, applying them, the flow of a game, legal moves. */
export * from "./state";
export * from "./moves";
export * from "./result";
export * from "./setup";
export { apply, applyInPlace, settle } from "./apply";
export { allPassed, blockers, phaseOf, turnOrder } from "./phase";
export { setupMover } from "./turn";
export { incomeOf, incomeParts, structureIncome, type Income, type IncomePart } from "./income";
export { summarize, type FactionSummary, type GameSummary } from "./summary";
export { ENGINE_OPTIONS, isEngineOption, type EngineOption } from "./options";
export type { ResourceKey } from "./resources";
export { legalMoves } from "./legal";
export { envOf, type Env } from "./env";
export { areaSize, rankingVp } from "./scoring";
export { measure, networksOf } from "./networks";
export { passVpNow, holdings, type Held, type HeldTile, type HeldAbility, type Holder } from "./passives";
export { markersLeft, shipsOnBoard } from "./ships";
