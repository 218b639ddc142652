/** Content schemas: one Zod schema per entity, inferred types, validation and JSON Schema. */
export * from "./common";
export * from "./effects";
export * from "./map";
export * from "./faction";
export * from "./tiles";
export * from "./rules";
export * from "./merchants";
export * from "./pack";
export * from "../../../core/issues";
export * from "./limits";
export * from "./migrations";
export * from "./validate";
export * from "./json-schema";
