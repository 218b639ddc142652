/**
 * What a variant can change: every leaf value of the rules, by its dotted path, with the kind of
 * value it holds; and a few common house rules as presets. (A game applies variants with the
 * catalog's `rulesFor` and `tileInPlay`.)
 */
import type { z } from "zod";
import { RulesSchema } from "../schema/rules";

/** A rule value a variant can override, by its dotted path (`towns.minPower`). */
export interface RuleLeaf {
  path: string;
  /** The value's kind, for an editor: a number, a yes/no, one of some words, or anything else (JSON). */
  kind: "number" | "boolean" | "enum" | "json";
  options?: readonly string[];
  description?: string;
}

type AnySchema = z.ZodType & { _zod: { def: { type: string; innerType?: AnySchema; shape?: Record<string, AnySchema>; entries?: Record<string, string> } } };

function leaves(schema: AnySchema, path: string[], out: RuleLeaf[], description?: string): RuleLeaf[] {
  const def = schema._zod.def;
  const desc = schema.description ?? description;
  if (def.type === "optional" || def.type === "default") return leaves(def.innerType!, path, out, desc);
  if (def.type === "object") {
    for (const [key, child] of Object.entries(def.shape!)) leaves(child, [...path, key], out);
    return out;
  }
  const kind = def.type === "number" ? "number" : def.type === "boolean" ? "boolean" : def.type === "enum" ? "enum" : "json";
  out.push({ path: path.join("."), kind, ...(kind === "enum" ? { options: Object.values(def.entries!) } : {}), ...(desc ? { description: desc } : {}) });
  return out;
}

/** Every rule value a variant can override, in the order of the rules schema. */
export const RULE_LEAVES: readonly RuleLeaf[] = leaves(RulesSchema as unknown as AnySchema, [], []);

/** A few common house rules, as starting points in the variants editor. */
export const VARIANT_PRESETS: readonly { id: string; name: string; description: string; rules: Record<string, unknown> }[] = [
  { id: "towns-of-6", name: "Towns of 6 power", description: "Towns need a total power of 6 instead of 7.", rules: { "towns.minPower": 6 } },
  { id: "free-leech", name: "Free power", description: "Taking power from a neighbour's building costs no VP.", rules: { "leech.vpCost": "none" } },
  { id: "last-round-cult-bonus", name: "Last round cult bonus", description: "The cult bonus of the last round's scoring tile is paid too.", rules: { "scoringTiles.lastRoundCultBonus": true } },
  { id: "no-starting-vp", name: "No starting VP", description: "Everyone starts at 0 VP.", rules: { "startingVp.default": 0 } },
];
