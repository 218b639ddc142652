/** Mystica Studio engine: the public API. Pure TypeScript; no React, Next, Prisma or DOM. */
export * from "./schema";
export * from "./map/grid";
export * from "./map/validate";
export * from "./content/files";
export * from "./map/snellman";
export * from "./map/sha1";
export * from "./packs";
export * from "./map/layout";
export * from "./map/terrain";
export * from "./map/reach";
export * from "./map/analysis";
export * from "./map/edit";
export * from "./map/json";
export * from "./editor";
export * from "./map/slots";
export { compileCatalog, rulesFor, tileInPlay, compileBoard, landDistance, riverRange, compileFaction, type Catalog, type ActionSpace, type ActionSpaceKind, type RateTable, type Board, type CompiledFaction, type FactionTraits, type ConversionRate, type ConvertibleResource } from "./catalog";
export * from "./rules";
export * from "./notation";
