/** Working with whole packs: semantic diff, three-way merge, forks and templates, paths into documents. */
export * from "./diff";
export * from "./fork";
export * from "./merge";
export * from "./normalize";
export * from "../../../core/paths";
export * from "./mapImage";
export * from "./variants";
