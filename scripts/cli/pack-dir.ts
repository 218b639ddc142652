/**
 * Reading content packs from disk for the CLI and the seed: the engine's Node-side loaders (one
 * definition each, shared with the engine's tests). A folder's pack.json names its game, and the
 * loader of that game reads the folder (each game has its own folder layout).
 */
import fs from "node:fs";
import path from "node:path";
import { validateGamePack, type ContentIssue, type GamePackValidation } from "../../engine";
import { loadPackSource, resolveFromContentRoot } from "../../engine/games/terra-mystica/testing/node/load-pack";
import { loadOriginsSource } from "../../engine/games/origins/testing/node/load-pack";

export { CONTENT_ROOT, loadPackSource, packWithOptions, resolveFromContentRoot, validatePackSource, type LoadResult } from "../../engine/games/terra-mystica/testing/node/load-pack";

/** The game a pack folder (its pack.json) or pack file names; undefined when it names none or cannot be read. */
export function gameOfSource(target: string): string | undefined {
  try {
    const file = fs.statSync(target).isDirectory() ? path.join(target, "pack.json") : target;
    const game = (JSON.parse(fs.readFileSync(file, "utf8")) as { manifest?: { game?: unknown } } | null)?.manifest?.game;
    return typeof game === "string" ? game : undefined;
  } catch {
    return undefined;
  }
}

/** Read a pack folder or file of any game into one unvalidated document, with the loader of the game it names. */
export function loadGamePackSource(target: string): { ok: true; doc: unknown } | { ok: false; issues: ContentIssue[] } {
  if (gameOfSource(target) === "origins") {
    const loaded = loadOriginsSource(target);
    return loaded.ok ? { ok: true, doc: loaded.doc } : loaded;
  }
  return loadPackSource(target);
}

/** Read and validate a pack folder or file of any game (with the module of the game it names). */
export function validateGamePackSource(target: string): GamePackValidation {
  const loaded = loadGamePackSource(target);
  if (!loaded.ok) return { ok: false, issues: loaded.issues };
  return validateGamePack(loaded.doc, { resolveParent: resolveFromContentRoot });
}
