/** Origins content schemas: one Zod schema per kind of thing, inferred types, and pack validation. */
export * from "./common";
export * from "./effects";
export * from "./buildings";
export * from "./actions";
export * from "./tracks";
export * from "./cards";
export * from "./setup";
export * from "./rules";
export * from "./pack";
export * from "./validate";
export * from "./json-schema";
