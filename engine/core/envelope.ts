/**
 * The pack envelope every game shares: the format version, the manifest (which names the game the
 * pack is for) and the format migrations. A game module's pack schema extends `ManifestSchema` and
 * adds its own sections; the core reads only the envelope.
 */
import { z } from "zod";
import { IdSchema, ID_PATTERN } from "./ids";

/** The content-pack format version this studio writes. Older documents are migrated on load. */
export const SCHEMA_VERSION = 2;

/** Where the studio publishes the JSON Schema of a content pack. */
export const PACK_SCHEMA_URL = "/schemas/content-pack.json";

/** Id of a game module (`terra-mystica`, ...): the slug a pack's `manifest.game` names. */
export const GameIdSchema = z
  .string()
  .regex(ID_PATTERN, "must be a game id such as terra-mystica")
  .describe("The game this pack is for (the id of a game module of the studio, e.g. terra-mystica).");

export const SemverSchema = z
  .string()
  .regex(
    /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/,
    "must be a semantic version such as 1.0.0",
  )
  .describe("Semantic version, e.g. 1.2.0.");

const PackIdSchema = IdSchema;

export const ManifestSchema = z
  .strictObject({
    id: PackIdSchema.describe("Pack identifier (a slug)."),
    name: z.string().min(1).max(120).describe("Display name."),
    version: SemverSchema,
    game: GameIdSchema,
    description: z.string().max(5000).default("").describe("What the pack contains."),
    authors: z.array(z.string().min(1)).optional().describe("Who made it."),
    license: z.string().optional(),
    extends: z
      .strictObject({
        id: PackIdSchema.describe("Id of the pack this one builds on."),
        version: SemverSchema.optional().describe("Version of that pack, when it matters."),
      })
      .optional()
      .describe("The pack this one extends: its content is inherited and entries here add to or replace it."),
  })
  .describe("What the pack is.");
export type Manifest = z.infer<typeof ManifestSchema>;

/** The envelope of any pack: what the core reads before it hands the document to its game. */
export const PackEnvelopeSchema = z.looseObject({
  $schema: z.string().optional(),
  schemaVersion: z.literal(SCHEMA_VERSION),
  manifest: z.looseObject({ id: z.string(), game: GameIdSchema }),
});
export type PackEnvelope = z.infer<typeof PackEnvelopeSchema>;

export type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;
export type MigrationTable = Readonly<Record<number, Migration>>;

/** The game of every pack written before packs named their game. */
export const FIRST_GAME = "terra-mystica";

/** The migrations of the real format: `MIGRATIONS[n]` turns a version-n document into version n+1. */
export const MIGRATIONS: MigrationTable = {
  /** Version 2: the manifest names the game; every earlier pack was a Terra Mystica pack. */
  1: (doc) => {
    const manifest = doc.manifest;
    if (typeof manifest !== "object" || manifest === null || Array.isArray(manifest)) return doc;
    return "game" in manifest ? doc : { ...doc, manifest: { ...manifest, game: FIRST_GAME } };
  },
};

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

/** The game a document names once migrated (undefined when it names none or is not a pack). */
export function gameOfDocument(doc: unknown): string | undefined {
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) return undefined;
  const migrated = migrate(doc as Record<string, unknown>);
  if (!migrated.ok) return undefined;
  const manifest = migrated.doc.manifest as Record<string, unknown> | undefined;
  return typeof manifest?.game === "string" ? manifest.game : undefined;
}
