/**
 * The sections of a pack of any game, read from its game's JSON Schema (the top-level properties
 * after the envelope), for the pages that show and edit a pack section by section.
 */
import { gameModule } from "@/engine";

const ENVELOPE = new Set(["$schema", "schemaVersion", "manifest"]);

export interface PackSectionInfo {
  /** The property of the pack document (`buildings`, `meetingPlaces`). */
  key: string;
  /** For people: "Meeting places". */
  label: string;
  /** The schema's description of the section. */
  description?: string;
  /** Whether the section holds entries keyed by id (the module's `pack.sections`). */
  keyed: boolean;
}

/** "meetingPlaces" → "Meeting places". */
export function sectionLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type JsonSchemaObject = { properties?: Record<string, { description?: string } & Record<string, unknown>> };

/** The sections of the packs of a game, in the schema's order; empty for a game this studio does not host. */
export function packSections(game: string): PackSectionInfo[] {
  const mod = gameModule(game);
  if (!mod) return [];
  const properties = (mod.pack.jsonSchema() as JsonSchemaObject).properties ?? {};
  return Object.entries(properties)
    .filter(([key]) => !ENVELOPE.has(key))
    .map(([key, schema]) => ({ key, label: sectionLabel(key), description: schema.description, keyed: mod.pack.sections.includes(key) }));
}

/** The JSON Schema of one section of a game's packs (for the JSON editor), or undefined when the game has no such section. */
export function sectionJsonSchema(game: string, section: string): Record<string, unknown> | undefined {
  if (ENVELOPE.has(section)) return undefined;
  const properties = (gameModule(game)?.pack.jsonSchema() as JsonSchemaObject | undefined)?.properties;
  return properties && Object.hasOwn(properties, section) ? properties[section] : undefined;
}

/** Where a section is edited as JSON. */
export function sectionHref(packId: string, section: string): string {
  return `/packs/${encodeURIComponent(packId)}/sections/${encodeURIComponent(section)}`;
}

/** The editor of a problem's path in a pack of a game other than Terra Mystica: its section's JSON editor (the pack page for the manifest). */
export function sectionEditorFor(packId: string, game: string): (path: string) => { href: string; label: string } {
  const known = new Set(packSections(game).map((s) => s.key));
  return (path) => {
    const section = path.split(/[.[]/)[0] ?? "";
    return known.has(section) ? { href: sectionHref(packId, section), label: `Edit ${sectionLabel(section)} as JSON` } : { href: `/packs/${encodeURIComponent(packId)}`, label: "The pack" };
  };
}
