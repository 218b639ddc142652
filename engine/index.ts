/**
 * Mystica Studio engine: the public API. Pure TypeScript; no React, Next, Prisma or DOM.
 *
 *   core/                 what every game shares: the game-module contract, the pack envelope and its
 *                         migrations, ids, issues, paths into documents, seeded randomness, limits
 *   games/                the registry of game modules (by manifest.game)
 *   games/terra-mystica/  the first game: Terra Mystica (see engine/README.md)
 */
export * from "./core/limits";
export * from "./core/sha1";
export * from "./core/game";
export * from "./core/lab";
export { copyCoverage } from "./core/flow-coverage";
export { GameIdSchema, PackEnvelopeSchema, gameOfDocument, FIRST_GAME, type PackEnvelope } from "./core/envelope";
export * from "./games";
export * from "./games/terra-mystica";
