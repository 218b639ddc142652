/** Semantic checks of a map beyond its schema, as content issues: the errors of analyzeMap. */
import type { MapInput } from "../schema/map";
import type { ContentIssue } from "../../../core/issues";
import { analyzeMap } from "./analysis";

/**
 * Problems that make a parsed map unusable in a pack (`base` prefixes every path, e.g. `maps.base`):
 * no land, a missing terrain, isolated river hexes, unreachable land, and bridge slots or canals that
 * do not fit the board. Warnings and balance hints are left to analyzeMap.
 */
export function checkMap(map: MapInput, base: string): ContentIssue[] {
  return analyzeMap(map)
    .findings.filter((f) => f.severity === "error")
    .map((f) => ({ path: f.path ? `${base}.${f.path}` : base, message: f.message, code: f.code }));
}
