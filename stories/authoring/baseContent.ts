/** The base game pack for stories, assembled from content/base the way the studio loads a folder. */
import { assemblePack, normalizePack, type ContentPack } from "@/engine";
import pack from "@/content/base/pack.json";
import rules from "@/content/base/rules.json";
import bonusCards from "@/content/base/tiles/bonus-cards.json";
import favorTiles from "@/content/base/tiles/favor-tiles.json";
import scoringTiles from "@/content/base/tiles/scoring-tiles.json";
import townTiles from "@/content/base/tiles/town-tiles.json";
import powerActions from "@/content/base/tiles/power-actions.json";
import base from "@/content/base/maps/base.json";
import alchemists from "@/content/base/factions/alchemists.json";
import auren from "@/content/base/factions/auren.json";
import chaosmagicians from "@/content/base/factions/chaosmagicians.json";
import cultists from "@/content/base/factions/cultists.json";
import darklings from "@/content/base/factions/darklings.json";
import dwarves from "@/content/base/factions/dwarves.json";
import engineers from "@/content/base/factions/engineers.json";
import fakirs from "@/content/base/factions/fakirs.json";
import giants from "@/content/base/factions/giants.json";
import halflings from "@/content/base/factions/halflings.json";
import mermaids from "@/content/base/factions/mermaids.json";
import nomads from "@/content/base/factions/nomads.json";
import swarmlings from "@/content/base/factions/swarmlings.json";
import witches from "@/content/base/factions/witches.json";

const FACTIONS = { alchemists, auren, chaosmagicians, cultists, darklings, dwarves, engineers, fakirs, giants, halflings, mermaids, nomads, swarmlings, witches };

function load(): ContentPack {
  const files: Record<string, unknown> = {
    "pack.json": pack,
    "rules.json": rules,
    "tiles/bonus-cards.json": bonusCards,
    "tiles/favor-tiles.json": favorTiles,
    "tiles/scoring-tiles.json": scoringTiles,
    "tiles/town-tiles.json": townTiles,
    "tiles/power-actions.json": powerActions,
    "maps/base.json": base,
  };
  for (const [id, f] of Object.entries(FACTIONS)) files[`factions/${id}.json`] = f;
  const assembled = assemblePack(files);
  if (!assembled.ok) throw new Error(`${assembled.file}: ${assembled.message}`);
  const parsed = normalizePack(assembled.doc);
  if (!parsed.ok) throw new Error(parsed.issues.map((i) => `${i.path}: ${i.message}`).join("\n"));
  return parsed.pack;
}

/** The base game (with only the original map), parsed: defaults filled in. */
export const BASE: ContentPack = load();
