/** Reading a raw pack document for comparison or editing: migrate it, then parse it with the schema. */
import { fromZod, type ContentIssue } from "../../../core/issues";
import { migrate } from "../schema/migrations";
import { ContentPackSchema, type ContentPack } from "../schema/pack";

export type NormalizeResult = { ok: true; pack: ContentPack } | { ok: false; issues: ContentIssue[] };

/**
 * A raw document as a parsed pack (defaults filled in, `$schema` dropped), without the cross-reference
 * checks of `validatePack`: enough to compare two packs or open one in an editor.
 */
export function normalizePack(input: unknown): NormalizeResult {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return { ok: false, issues: [{ path: "", message: "a content pack must be a JSON object", code: "pack/not-an-object" }] };
  const migrated = migrate(input as Record<string, unknown>);
  if (!migrated.ok) return { ok: false, issues: [{ path: "schemaVersion", message: migrated.message, code: "pack/schema-version" }] };
  const parsed = ContentPackSchema.safeParse(migrated.doc);
  if (!parsed.success) return { ok: false, issues: fromZod(parsed.error) };
  const { $schema: _schema, ...pack } = parsed.data;
  void _schema;
  return { ok: true, pack };
}
