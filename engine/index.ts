/** Mystica Studio engine: the public API. Pure TypeScript; no React, Next, Prisma or DOM. */
export * from "./schema";
export * from "./map/grid";
export * from "./map/validate";
export * from "./content/files";
export * from "./map/snellman";
export * from "./map/sha1";
