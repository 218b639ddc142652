/** The flow compiler now serves every game: it lives in the core (`engine/core/flow-compile.ts`). */
export * from "../../../core/flow-compile";
