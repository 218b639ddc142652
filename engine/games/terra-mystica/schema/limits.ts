/**
 * Soft limits: values the schema accepts but no game is made of (10⁹ coins, a power bowl of 500).
 * They are data, next to the schema; a value over its limit gets a warning, not an error: the pack
 * stays valid and saves, and the editors and the pack's validation panel show the warning beside
 * the value.
 */
import type { ContentIssue } from "../../../core/issues";

export interface SoftLimit {
  /** Dotted path pattern: `*` is one segment (`factions.*.power.bowl1`), `**` any value at all. */
  readonly path: string;
  /** The largest value that gets no warning. */
  readonly max: number;
  /** What the game usually has, said after the value. */
  readonly usual: string;
}

/** The limits, the first matching one applying (specific ones first, the catch-all last). */
export const SOFT_LIMITS: readonly SoftLimit[] = [
  { path: "factions.*.startingResources.coins", max: 60, usual: "base-game factions start with 15 coins" },
  { path: "factions.*.startingResources.workers", max: 15, usual: "base-game factions start with 3 to 5 workers" },
  { path: "factions.*.startingResources.priests", max: 7, usual: "base-game factions start with at most 1 priest" },
  { path: "factions.*.power.*", max: 24, usual: "a faction's bowls hold 12 power tokens in all" },
  { path: "factions.*.priestSupply", max: 12, usual: "the supply holds 7 priests" },
  { path: "factions.*.startingCults.*", max: 10, usual: "cult tracks go from 0 to 10" },
  { path: "factions.*.buildings.*.supply", max: 12, usual: "a board has at most 8 of a structure" },
  { path: "factions.*.buildings.*.cost.*", max: 30, usual: "structures cost at most 10 coins and 5 workers" },
  { path: "factions.*.buildings.*.costWithNeighbour.*", max: 30, usual: "structures cost at most 10 coins and 5 workers" },
  { path: "factions.*.buildings.*.income.*.*", max: 20, usual: "a structure's income is a few resources" },
  { path: "**", max: 999, usual: "no number of the base game reaches 1,000" },
];

const matches = (pattern: readonly string[], path: readonly string[]) =>
  (pattern.length === 1 && pattern[0] === "**") || (pattern.length === path.length && pattern.every((p, i) => p === "*" || p === path[i]));

/** The limit that applies at a path, if any. */
export function softLimitAt(path: readonly (string | number)[], limits: readonly SoftLimit[] = SOFT_LIMITS): SoftLimit | undefined {
  const at = path.map(String);
  return limits.find((l) => matches(l.path.split("."), at));
}

/** Every number of a document above its soft limit, as warnings with their paths (code `limit/high`). */
export function softLimitWarnings(doc: unknown, limits: readonly SoftLimit[] = SOFT_LIMITS): ContentIssue[] {
  const out: ContentIssue[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === "number") {
      const limit = softLimitAt(path, limits);
      if (limit && value > limit.max)
        out.push({ path: path.join("."), code: "limit/high", message: `${value.toLocaleString("en")} is far more than a game uses (${limit.usual}); above ${limit.max.toLocaleString("en")} this is likely a mistake` });
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, String(i)]));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
  };
  walk(doc, []);
  return out;
}
