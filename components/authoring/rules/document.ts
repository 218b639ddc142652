/**
 * The document the rules editor works on: a pack's `rules` and `variants` together. Both parts are
 * the pack schema's own, so the editor accepts exactly what a pack accepts (variant ids such as
 * `fire-and-ice-factions/ice` included).
 */
import { ContentPackSchema, RulesSchema } from "@/engine";
import { z } from "zod";

export const RulesDocumentSchema = z.strictObject({
  rules: RulesSchema,
  variants: ContentPackSchema.shape.variants,
});
export type RulesDocument = z.infer<typeof RulesDocumentSchema>;
