/** The rules engine: game state, moves, applying them, the flow of a game, legal moves. */
export * from "./state";
export * from "./moves";
export * from "./result";
export * from "./setup";
export { apply, applyInPlace, settle } from "./apply";
export { advance, blockers, phaseOf, turnOrder } from "./phase";
export { summarize, type FactionSummary, type GameSummary } from "./summary";
export { ENGINE_OPTIONS, isEngineOption, type EngineOption } from "./options";
export type { ResourceKey } from "./resources";
