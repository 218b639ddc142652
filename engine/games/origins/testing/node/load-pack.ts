/**
 * Reading Origins packs from disk (content/origins/ or a single pack JSON file).
 *
 * Test code, Node only: it reads files with node:fs, which engine/ allows only in tests and in
 * engine/games/<game>/testing/node/. Terra Mystica's loader validates with the registry, which does
 * not host Origins yet; this one assembles and validates with the Origins module's own functions.
 */
import fs from "node:fs";
import path from "node:path";
import type { ContentIssue } from "../../../../core/issues";
import { assembleOriginsPack } from "../../content/files";
import { validateOriginsPack } from "../../schema/validate";

/** The repository's content/ folder. */
export const CONTENT_ROOT = path.join(import.meta.dirname, "..", "..", "..", "..", "..", "content");
/** The Origins pack of content/. */
export const ORIGINS_DIR = path.join(CONTENT_ROOT, "origins");

export type LoadResult = { ok: true; doc: Record<string, unknown>; files: Record<string, unknown> } | { ok: false; issues: ContentIssue[] };

/** Read a pack folder (or one JSON file) into one unvalidated document, with the files it came from. */
export function loadOriginsSource(target: string = ORIGINS_DIR): LoadResult {
  if (!fs.existsSync(target)) return { ok: false, issues: [{ path: "", message: `${target}: no such file or folder`, code: "file/missing" }] };
  const read = (file: string, label: string): { ok: true; value: unknown } | { ok: false; issue: ContentIssue } => {
    try {
      return { ok: true, value: JSON.parse(fs.readFileSync(file, "utf8")) };
    } catch (e) {
      return { ok: false, issue: { path: label, message: `not valid JSON: ${(e as Error).message}`, code: "file/json" } };
    }
  };
  if (fs.statSync(target).isFile()) {
    const r = read(target, "");
    if (!r.ok) return { ok: false, issues: [r.issue] };
    return { ok: true, doc: r.value as Record<string, unknown>, files: {} };
  }
  const files: Record<string, unknown> = {};
  const issues: ContentIssue[] = [];
  for (const name of fs.readdirSync(target).filter((f) => f.endsWith(".json")).sort()) {
    const r = read(path.join(target, name), `(${name})`);
    if (r.ok) files[name] = r.value;
    else issues.push(r.issue);
  }
  if (issues.length) return { ok: false, issues };
  const assembled = assembleOriginsPack(files);
  if (!assembled.ok) return { ok: false, issues: [{ path: `(${assembled.file})`, message: assembled.message, code: "file/layout" }] };
  return { ok: true, doc: assembled.doc, files };
}

/** Read and validate a pack folder or file. */
export function validateOriginsSource(target: string = ORIGINS_DIR): ReturnType<typeof validateOriginsPack> {
  const loaded = loadOriginsSource(target);
  if (!loaded.ok) return { ok: false, issues: loaded.issues };
  return validateOriginsPack(loaded.doc);
}
