/** The strong bot: the heuristic's best few moves, each played out by heuristic bots, the best kept. */
export * from "./strong";
