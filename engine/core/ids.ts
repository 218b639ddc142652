/** The id grammar every game shares. */
import { z } from "zod";

/**
 * The one grammar of ids (packs, factions, maps, variants), held everywhere an id goes: the schema,
 * the ids forms suggest, game notation (`setup sky-folk`, `leech 1 from sky-folk`), storage and
 * URLs. Words of lower-case letters and digits joined by single dashes, a letter first.
 */
export const ID_SOURCE = "[a-z][a-z0-9]*(?:-[a-z0-9]+)*";
export const ID_PATTERN = new RegExp(`^${ID_SOURCE}$`);
export const ID_RULE = "lower-case letters and digits, words joined by single dashes, a letter first (e.g. sky-folk)";

/**
 * Game options (variants) may name a family and a member, as terra.snellman.net's do
 * (`fire-and-ice-factions/ice`, `fire-and-ice-factions/variable_v5`): ids of the grammar joined by
 * slashes, whose words may also be joined by underscores (the site's version suffixes).
 */
const OPTION_WORD_SOURCE = "[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*";
export const OPTION_ID_SOURCE = `${OPTION_WORD_SOURCE}(?:/${OPTION_WORD_SOURCE})*`;
export const OPTION_ID_PATTERN = new RegExp(`^${OPTION_ID_SOURCE}$`);
export const OptionIdSchema = z
  .string()
  .regex(
    OPTION_ID_PATTERN,
    `must be an option id: ${ID_RULE} (or underscores), optionally several joined by slashes (e.g. fire-and-ice-factions/ice)`,
  )
  .describe("Option (variant) identifier: an id, or ids joined by slashes (e.g. fire-and-ice-factions/ice).");

/** Whether a text is an id of the grammar. */
export const isId = (text: string): boolean => ID_PATTERN.test(text);

export const IdSchema = z
  .string()
  .regex(ID_PATTERN, `must be an id: ${ID_RULE}`)
  .describe("Identifier: lower-case letters and digits, words joined by single dashes, a letter first (e.g. sky-folk).");

/**
 * An id of the grammar from a display name: "Sky Folk" → "sky-folk", "Çhaos Mägicians!" →
 * "chaos-magicians"; a name that does not start with a letter gets `prefix-` in front.
 */
export function idFromName(name: string, prefix = "pack"): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return /^[a-z]/.test(slug) ? slug : slug ? `${prefix}-${slug}` : prefix;
}
