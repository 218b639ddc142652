/** terra.snellman.net notation: parsing and formatting logs, replaying them. */
export * from "./parse";
export * from "./replay";
export * from "./format";
export { terrainFromWord, terrainWord, buildingFromWord, resourceFromWord, resourceWord, cultFromWord } from "./words";
