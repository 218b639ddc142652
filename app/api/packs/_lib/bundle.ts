/**
 * A pack as one zip file for other clients: `pack.json` (the whole pack, pointing at the schema
 * inside the zip), `schema/content-pack.json`, and for each map an SVG image and its
 * terra.snellman.net text. Importing reads `pack.json`, or a pack folder (pack.json, rules.json,
 * factions/*.json, ...) zipped with or without its top folder.
 */
import { assembleOriginsPack, assemblePack, contentPackJsonSchema, formatSnellmanMap, gameModule, isPackOf, mapSvg, ORIGINS_SECTION_FILES, type GamePack } from "@/engine";
import { MAX_PACK_BYTES } from "@/prisma/packs";
import { isZip, readZip, writeZip, type ZipEntry } from "./zip";

export const ZIP_SCHEMA_PATH = "schema/content-pack.json";

const encoder = new TextEncoder();
const json = (value: unknown) => encoder.encode(JSON.stringify(value, null, 2) + "\n");

/** The zip export of a pack document (without `$schema`; the zip's own schema is referenced). */
export function packToZip(doc: GamePack): Uint8Array {
  const { $schema: _drop, ...rest } = doc;
  void _drop;
  if (!isPackOf(doc, "terra-mystica")) {
    // Another game's pack: the document and its game's JSON Schema.
    const schemaPath = `schema/${doc.manifest.game}-pack.json`;
    return writeZip([
      { name: "pack.json", data: json({ $schema: `./${schemaPath}`, ...rest }) },
      { name: schemaPath, data: json(gameModule(doc.manifest.game)!.pack.jsonSchema()) },
    ]);
  }
  const entries: ZipEntry[] = [
    { name: "pack.json", data: json({ $schema: `./${ZIP_SCHEMA_PATH}`, ...rest }) },
    { name: ZIP_SCHEMA_PATH, data: json(contentPackJsonSchema()) },
  ];
  for (const [id, map] of Object.entries(doc.maps)) {
    entries.push({ name: `maps/${id}.svg`, data: encoder.encode(mapSvg(map)) });
    const text = formatSnellmanMap(map);
    if (text.ok) entries.push({ name: `maps/${id}.snellman.txt`, data: encoder.encode(text.text) });
  }
  return writeZip(entries);
}

export type Decoded = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 422; message: string; file?: string };

const PACK_FOLDER_FILE = /^(pack|rules|variants)\.json$|^(maps|factions)\/[^/]+\.json$|^tiles\/[^/]+\.json$/;

/** The files of an Origins pack folder (content/origins/): pack.json and one file per section. */
const ORIGINS_FILE = new Set(["pack.json", ...Object.values(ORIGINS_SECTION_FILES)]);

/** Whether a zip's pack.json names Origins (its folder then has Origins' layout). */
function isOriginsFolder(data: Uint8Array | undefined, decoder: TextDecoder): boolean {
  if (!data) return false;
  try {
    return (JSON.parse(decoder.decode(data)) as { manifest?: { game?: unknown } } | null)?.manifest?.game === "origins";
  } catch {
    return false;
  }
}

/** The pack document inside a zip export or a zipped pack folder. */
export function zipToDocument(bytes: Uint8Array): Decoded {
  const unzipped = readZip(bytes, MAX_PACK_BYTES);
  if (!unzipped.ok) return { ok: false, status: unzipped.message.includes("bytes once uncompressed") ? 413 : 400, message: unzipped.message };
  let entries = unzipped.entries.filter((e) => !e.name.startsWith("__MACOSX/"));
  if (!entries.some((e) => e.name === "pack.json")) {
    const roots = [...new Set(entries.filter((e) => /^[^/]+\/pack\.json$/.test(e.name)).map((e) => e.name.split("/")[0]!))];
    if (roots.length !== 1) return { ok: false, status: 422, message: "the zip has no pack.json (at its root or in one top folder)" };
    const prefix = `${roots[0]}/`;
    entries = entries.filter((e) => e.name.startsWith(prefix)).map((e) => ({ ...e, name: e.name.slice(prefix.length) }));
  }
  const files: Record<string, unknown> = {};
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const origins = isOriginsFolder(entries.find((e) => e.name === "pack.json")?.data, decoder);
  for (const e of entries) {
    if (!(origins ? ORIGINS_FILE.has(e.name) : PACK_FOLDER_FILE.test(e.name))) continue;
    try {
      files[e.name] = JSON.parse(decoder.decode(e.data));
    } catch (err) {
      return { ok: false, status: 400, file: e.name, message: `${e.name} in the zip is not valid JSON: ${(err as Error).message}` };
    }
  }
  const assembled = origins ? assembleOriginsPack(files) : assemblePack(files);
  if (!assembled.ok) return { ok: false, status: 422, file: assembled.file, message: `${assembled.file}: ${assembled.message}` };
  return { ok: true, value: assembled.doc };
}

/** An uploaded pack file: JSON text or a zip, by its first bytes. */
export function decodeUpload(bytes: Uint8Array): Decoded {
  if (isZip(bytes)) return zipToDocument(bytes);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, status: 400, message: "the file is neither JSON text nor a zip archive" };
  }
  try {
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, "")) };
  } catch (e) {
    return { ok: false, status: 400, message: `the file is not valid JSON: ${(e as Error).message}` };
  }
}
