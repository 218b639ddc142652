/**
 * An Origins content pack as a folder of JSON files, the form it takes in `content/origins/`: one
 * file per kind of thing.
 *
 *   pack.json               schemaVersion, manifest (and $schema)
 *   colours.json            colours             buildings.json        buildings
 *   components.json         components          starting-tiles.json   startingTiles
 *   main-actions.json       mainActions         meeting-places.json   meetingPlaces
 *   bonus-tiles.json        bonusTiles          military.json         military
 *   temples.json            temples             population.json       population
 *   advisor-row.json        advisorRow          zodiac-cards.json     zodiacCards
 *   district-cards.json     districtCards       setup.json            setup
 *   solo.json               solo                rules.json            rules
 *
 * Pure functions: the caller reads and writes the files.
 */
import type { OriginsPack } from "../schema/pack";

type Section = Exclude<keyof OriginsPack, "$schema" | "schemaVersion" | "manifest">;

/** The file of each section (every section of a pack has one). */
export const SECTION_FILES: Record<Section, string> = {
  colours: "colours.json",
  components: "components.json",
  buildings: "buildings.json",
  startingTiles: "starting-tiles.json",
  mainActions: "main-actions.json",
  meetingPlaces: "meeting-places.json",
  bonusTiles: "bonus-tiles.json",
  military: "military.json",
  temples: "temples.json",
  population: "population.json",
  advisorRow: "advisor-row.json",
  zodiacCards: "zodiac-cards.json",
  districtCards: "district-cards.json",
  setup: "setup.json",
  solo: "solo.json",
  rules: "rules.json",
};

const SECTION_OF_FILE = new Map(Object.entries(SECTION_FILES).map(([section, file]) => [file, section as Section]));

export type PackFiles = Record<string, unknown>;

export type AssembleResult = { ok: true; doc: Record<string, unknown> } | { ok: false; file: string; message: string };

/** Put the files of a pack folder (relative path → parsed JSON) together into one pack document. */
export function assembleOriginsPack(files: PackFiles): AssembleResult {
  const root = files["pack.json"];
  if (typeof root !== "object" || root === null || Array.isArray(root))
    return { ok: false, file: "pack.json", message: "missing or not a JSON object" };
  const doc: Record<string, unknown> = { ...(root as Record<string, unknown>) };
  for (const [file, value] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    if (file === "pack.json") continue;
    const section = SECTION_OF_FILE.get(file);
    if (!section) return { ok: false, file, message: "not part of the Origins pack folder layout (see engine/games/origins/content/files.ts)" };
    doc[section] = value;
  }
  return { ok: true, doc };
}

/** Split a pack document into the files of a pack folder (the inverse of assembleOriginsPack). */
export function disassembleOriginsPack(pack: OriginsPack): PackFiles {
  const files: PackFiles = {
    "pack.json": { ...(pack.$schema ? { $schema: pack.$schema } : {}), schemaVersion: pack.schemaVersion, manifest: pack.manifest },
  };
  for (const [section, file] of Object.entries(SECTION_FILES)) files[file] = pack[section as Section];
  return files;
}
