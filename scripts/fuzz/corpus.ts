/**
 * What the fuzzer starts from: the base and promo packs of content/, their compiled catalogs, and
 * real game logs (../shared/games when present, and always a self-played game written as a log).
 */
import fs from "node:fs";
import path from "node:path";
import { compileCatalog, formatLog, playSelfPlay, factionsForSeed, type Catalog, type ContentPack } from "../../engine";
import { CONTENT_ROOT, loadPackSource, validatePackSource } from "../cli/pack-dir";

const GAMES = path.join(import.meta.dirname, "..", "..", "..", "shared", "games");

export interface Corpus {
  /** content/base as its pack document (unresolved, as stored). */
  base: ContentPack;
  catalogs: { base: Catalog; promo: Catalog };
  /** Logs of the base game, and of the promo pack. */
  logs: { base: string[]; promo: string[] };
}

function pack(id: string) {
  const loaded = loadPackSource(path.join(CONTENT_ROOT, id));
  const v = validatePackSource(path.join(CONTENT_ROOT, id));
  if (!loaded.ok || !v.ok) throw new Error(`content/${id} does not validate`);
  return { doc: loaded.doc as ContentPack, catalog: compileCatalog(v.resolved) };
}

function logsIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((f) => f.endsWith(".log")).sort().map((f) => fs.readFileSync(path.join(dir, f), "utf8"));
}

let cached: Corpus | undefined;

export function corpus(): Corpus {
  if (cached) return cached;
  const base = pack("base");
  const promo = pack("promo");
  const game = playSelfPlay(base.catalog, { factions: factionsForSeed(base.catalog, 4, 11) }, 11);
  const selfPlayed = formatLog(game.setup, game.moves, base.catalog);
  cached = {
    base: base.doc,
    catalogs: { base: base.catalog, promo: promo.catalog },
    logs: { base: [selfPlayed, ...logsIn(GAMES)], promo: logsIn(path.join(GAMES, "league")) },
  };
  return cached;
}
