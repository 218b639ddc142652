/** Working with whole packs: semantic diff, forks and templates, paths into documents. */
export * from "./diff";
export * from "./fork";
export * from "./normalize";
export * from "./paths";
export * from "./mapImage";
export * from "./variants";
