/**
 * A content pack as a folder of JSON files, the form it takes in `content/<id>/`:
 *
 *   pack.json                      schemaVersion, manifest (and $schema)
 *   rules.json                     rules
 *   merchants.json                 merchants (Merchants of the Seas), when the pack has it
 *   variants.json                  variants, keyed by id
 *   maps/<id>.json                 one map per file
 *   factions/<id>.json             one faction per file
 *   tiles/bonus-cards.json         bonus cards, keyed by tile id (likewise favor-tiles,
 *   tiles/favor-tiles.json         scoring-tiles, final-scoring-tiles, town-tiles, power-actions)
 *
 * Pure functions: the caller reads and writes the files.
 */
import type { ContentPack } from "../schema/pack";

const TILE_FILES = {
  "tiles/bonus-cards.json": "bonusCards",
  "tiles/favor-tiles.json": "favorTiles",
  "tiles/scoring-tiles.json": "scoringTiles",
  "tiles/final-scoring-tiles.json": "finalScoringTiles",
  "tiles/town-tiles.json": "townTiles",
  "tiles/power-actions.json": "powerActions",
} as const;
const KEYED_FOLDERS = { maps: "maps", factions: "factions" } as const;

export type PackFiles = Record<string, unknown>;

export type AssembleResult = { ok: true; doc: Record<string, unknown> } | { ok: false; file: string; message: string };

/** Put the files of a pack folder (relative path → parsed JSON) together into one pack document. */
export function assemblePack(files: PackFiles): AssembleResult {
  const root = files["pack.json"];
  if (typeof root !== "object" || root === null || Array.isArray(root))
    return { ok: false, file: "pack.json", message: "missing or not a JSON object" };
  const doc: Record<string, unknown> = { ...(root as Record<string, unknown>) };
  for (const [file, value] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    if (file === "pack.json") continue;
    if (file === "rules.json") doc.rules = value;
    else if (file === "merchants.json") doc.merchants = value;
    else if (file === "variants.json") doc.variants = value;
    else if (file in TILE_FILES) doc[TILE_FILES[file as keyof typeof TILE_FILES]] = value;
    else {
      const m = /^(maps|factions)\/([a-z][a-z0-9-]*)\.json$/.exec(file);
      if (!m) return { ok: false, file, message: "not part of the pack folder layout (see engine/games/terra-mystica/content/files.ts)" };
      const section = KEYED_FOLDERS[m[1] as keyof typeof KEYED_FOLDERS];
      const entries = (doc[section] ??= {}) as Record<string, unknown>;
      entries[m[2]!] = value;
    }
  }
  return { ok: true, doc };
}

/** Split a pack document into the files of a pack folder (the inverse of assemblePack). */
export function disassemblePack(pack: ContentPack): Record<string, unknown> {
  const files: Record<string, unknown> = {
    "pack.json": { ...(pack.$schema ? { $schema: pack.$schema } : {}), schemaVersion: pack.schemaVersion, manifest: pack.manifest },
  };
  if (pack.rules) files["rules.json"] = pack.rules;
  if (pack.merchants) files["merchants.json"] = pack.merchants;
  if (Object.keys(pack.variants).length > 0) files["variants.json"] = pack.variants;
  for (const [file, section] of Object.entries(TILE_FILES))
    if (Object.keys(pack[section]).length > 0) files[file] = pack[section];
  for (const section of Object.values(KEYED_FOLDERS))
    for (const [id, value] of Object.entries(pack[section])) files[`${section}/${id}.json`] = value;
  return files;
}
