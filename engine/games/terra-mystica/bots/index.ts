/** Bots that play by choosing among legal moves, and self-play between them. */
export * from "./random";
export * from "./selfplay";
