/**
 * Content-pack format migrations (the core's: the envelope is shared by every game).
 * `MIGRATIONS[n]` turns a version-n document into version n+1.
 */
export { MIGRATIONS, migrate, type Migration, type MigrationTable, type MigrationResult } from "../core/envelope";
