/**
 * Game options that are engine switches rather than content: terra.snellman.net's strictness and
 * leniency flags (and a few that change nothing here). Options that change content — extra tiles,
 * turn order rules — are variants of a content pack (see content/promo).
 */
export const ENGINE_OPTIONS = [
  "email-notify",
  "errata-cultist-power",
  "maintain-player-order",
  "strict-leech",
  "strict-chaosmagician-sh",
  "strict-darkling-sh",
  "loose-adjust-resource",
  "loose-bridge-adjacency",
  "loose-build-after-dig",
  "loose-convert-phase",
  "loose-cultist-ordering",
  "loose-dig",
  "loose-done",
  "loose-engineer-bridge",
  "loose-lose-cult",
  "loose-multi-spade",
  "manual-fav5",
] as const;
export type EngineOption = (typeof ENGINE_OPTIONS)[number];

export function isEngineOption(option: string): option is EngineOption {
  return (ENGINE_OPTIONS as readonly string[]).includes(option);
}

/**
 * Variants named `starting-vp/<name>` are terra.snellman.net's starting-VP tables (`original_2017`):
 * the site writes the table into the map's id instead of an `option` line (see map/snellman.ts).
 */
export const STARTING_VP_VARIANT = "starting-vp/";
