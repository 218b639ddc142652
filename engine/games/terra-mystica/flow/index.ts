/** The game flow as an XState machine, and its diagram. */
export * from "./machine";
