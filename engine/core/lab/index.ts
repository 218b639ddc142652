/** The balance lab's statistics: intervals, batch summaries, A/B comparisons and suggested starting VP. */
export * from "./distributions";
export * from "./intervals";
export * from "./summary";
export * from "./starting-vp";
export * from "./batch";
export * from "./impact";
export * from "./figures";
