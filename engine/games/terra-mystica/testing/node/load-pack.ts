/**
 * Reading content packs from disk: a pack folder (content/<id>/) or a single pack JSON file.
 *
 * Test code, Node only: it reads files with node:fs, which engine/ allows only in tests and in
 * engine/games/terra-mystica/testing/node/ (the lint rule on engine/ refuses node:* and this folder in production engine
 * files). Engine tests load packs with it; the CLI uses it through `scripts/cli/pack-dir.ts`, so
 * there is one loader.
 */
import fs from "node:fs";
import path from "node:path";
import { assemblePack, isEngineOption, validateGamePack, validatePack, type ContentIssue, type ContentPack, type PackValidationOf, type ResolvedPack, type TerraMysticaTypes } from "../../../../index";

/** The repository's content/ folder: one sub-folder per pack. */
export const CONTENT_ROOT = path.join(import.meta.dirname, "..", "..", "..", "..", "..", "content");

export type LoadResult = { ok: true; doc: unknown } | { ok: false; issues: ContentIssue[] };

function readJson(file: string, label: string): { ok: true; value: unknown } | { ok: false; issue: ContentIssue } {
  try {
    return { ok: true, value: JSON.parse(fs.readFileSync(file, "utf8")) };
  } catch (e) {
    return { ok: false, issue: { path: label, message: `not valid JSON: ${(e as Error).message}`, code: "file/json" } };
  }
}

function listJson(dir: string, rel = ""): string[] {
  return fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const p = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) return listJson(dir, p);
    return e.name.endsWith(".json") ? [p] : [];
  });
}

/** Read a pack folder or file into one (unvalidated) document. */
export function loadPackSource(target: string): LoadResult {
  if (!fs.existsSync(target)) return { ok: false, issues: [{ path: "", message: `${target}: no such file or folder`, code: "file/missing" }] };
  if (fs.statSync(target).isFile()) {
    const r = readJson(target, "");
    return r.ok ? { ok: true, doc: r.value } : { ok: false, issues: [r.issue] };
  }
  const files: Record<string, unknown> = {};
  const issues: ContentIssue[] = [];
  const manifest = readJson(path.join(target, "pack.json"), "(pack.json)");
  const game = manifest.ok ? (manifest.value as { manifest?: { game?: unknown } } | undefined)?.manifest?.game : undefined;
  if (typeof game === "string" && game !== "terra-mystica")
    return { ok: false, issues: [{ path: "manifest.game", message: `this folder is a pack for ${game}, not Terra Mystica: its own game module reads it`, code: "pack/other-game" }] };
  for (const rel of listJson(target)) {
    const r = readJson(path.join(target, rel), `(${rel})`);
    if (r.ok) files[rel] = r.value;
    else issues.push(r.issue);
  }
  if (issues.length) return { ok: false, issues };
  const assembled = assemblePack(files);
  if (!assembled.ok) return { ok: false, issues: [{ path: `(${assembled.file})`, message: assembled.message, code: "file/layout" }] };
  return { ok: true, doc: assembled.doc };
}

/** Find a parent pack by id among the folders of content/. */
export function resolveFromContentRoot(id: string): ContentPack | undefined {
  const dir = path.join(CONTENT_ROOT, id);
  if (!fs.existsSync(dir)) return undefined;
  const loaded = loadPackSource(dir);
  if (!loaded.ok) return undefined;
  const v = validatePack(loaded.doc, { resolveParent: resolveFromContentRoot });
  return v.ok ? v.resolved : undefined;
}

/** Read and validate a Terra Mystica pack folder or file (through the registry, which says which game it names). */
export function validatePackSource(target: string): PackValidationOf<TerraMysticaTypes> & { game?: "terra-mystica" } {
  const loaded = loadPackSource(target);
  if (!loaded.ok) return { ok: false, issues: loaded.issues };
  const v = validateGamePack(loaded.doc, { resolveParent: (id) => resolveFromContentRoot(id) });
  if (v.game === undefined || v.game === "terra-mystica") return v;
  return { ok: false, issues: [{ path: "manifest.game", message: `this is a pack for ${v.game}, not Terra Mystica: its own game module reads it`, code: "pack/other-game" }] };
}

/** How many packs a pack folder extends, through its parents (0 for a pack that extends none). */
function depthOf(folder: string, seen = new Set<string>()): number {
  if (seen.has(folder)) return 0;
  seen.add(folder);
  try {
    const manifest = (JSON.parse(fs.readFileSync(path.join(CONTENT_ROOT, folder, "pack.json"), "utf8")) as { manifest?: { extends?: { id?: string } } }).manifest;
    const parent = manifest?.extends?.id;
    return parent && fs.existsSync(path.join(CONTENT_ROOT, parent, "pack.json")) ? 1 + depthOf(parent, seen) : 0;
  } catch {
    return 0;
  }
}

/**
 * The smallest pack of content/ that knows every option (as a variant or an engine switch) and has
 * every faction named: base first, then packs by how many they extend, then by name; a message
 * when none does.
 */
export function packWithOptions(options: readonly string[], factions: readonly string[] = []): ResolvedPack | string {
  const folders = fs
    .readdirSync(CONTENT_ROOT, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(CONTENT_ROOT, e.name, "pack.json")))
    .map((e) => ({ name: e.name, depth: depthOf(e.name) }))
    .sort((a, b) => (a.name === "base" ? -1 : b.name === "base" ? 1 : a.depth - b.depth || a.name.localeCompare(b.name)))
    .map((e) => e.name);
  for (const folder of folders) {
    const v = validatePackSource(path.join(CONTENT_ROOT, folder));
    if (v.ok && options.every((o) => isEngineOption(o) || v.resolved.variants[o]) && factions.every((f) => v.resolved.factions[f])) return v.resolved;
  }
  return factions.length ? `no pack in content/ has the factions ${factions.join(", ")}${options.length ? ` and knows the options ${options.join(", ")}` : ""}` : `no pack in content/ knows the options ${options.join(", ")}`;
}
