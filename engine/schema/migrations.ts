/**
 * Content-pack format migrations. `MIGRATIONS[n]` turns a version-n document into version n+1;
 * loading runs every step from the document's version up to SCHEMA_VERSION, so old packs keep loading.
 */
import { z } from "zod";
import { ContentPackSchema, SCHEMA_VERSION } from "./pack";

export type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;
export type MigrationTable = Readonly<Record<number, Migration>>;

/** The migrations of the real format. Version 1 is the first published format: none yet. */
export const MIGRATIONS: MigrationTable = {};

export type MigrationResult =
  | { ok: true; doc: Record<string, unknown>; from: number; to: number }
  | { ok: false; message: string };

/** Bring a document to `target` (default SCHEMA_VERSION) by applying each migration in turn. */
export function migrate(
  doc: Record<string, unknown>,
  migrations: MigrationTable = MIGRATIONS,
  target: number = SCHEMA_VERSION,
): MigrationResult {
  const from = doc.schemaVersion;
  if (typeof from !== "number" || !Number.isInteger(from) || from < 1)
    return { ok: false, message: `schemaVersion must be a whole number from 1 to ${target}` };
  if (from > target)
    return {
      ok: false,
      message: `schemaVersion ${from} is newer than this studio understands (${target}); update Mystica Studio`,
    };
  let current = doc;
  for (let v = from; v < target; v++) {
    const step = migrations[v];
    if (!step) return { ok: false, message: `no migration from schemaVersion ${v} to ${v + 1}` };
    current = { ...step(current), schemaVersion: v + 1 };
  }
  return { ok: true, doc: current, from, to: target };
}

/**
 * A pack document of any known format version: migrated to SCHEMA_VERSION, then parsed with the pack
 * schema. What stored revisions are read with; it does not check cross-references (validatePack does,
 * when a document is saved).
 */
export function migratingPackSchema(migrations: MigrationTable = MIGRATIONS) {
  return z
    .record(z.string(), z.unknown(), "a content pack must be a JSON object")
    .transform((doc, ctx) => {
      const migrated = migrate(doc, migrations);
      if (migrated.ok) return migrated.doc;
      ctx.issues.push({ code: "custom", message: migrated.message, path: ["schemaVersion"], input: doc });
      return z.NEVER;
    })
    .pipe(ContentPackSchema);
}
