/**
 * Content-pack format migrations (the core's: the envelope is shared by every game).
 * `MIGRATIONS[n]` turns a version-n document into version n+1.
 */
import { z } from "zod";
import { ContentPackSchema } from "./pack";
import { MIGRATIONS, migrate, type MigrationTable } from "../../../core/envelope";

export { MIGRATIONS, migrate, type Migration, type MigrationTable, type MigrationResult } from "../../../core/envelope";

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
