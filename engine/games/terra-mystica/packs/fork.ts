/** Making a new pack from an existing one, and new entries from templates. */
import { idFromName, TERRAIN_COLORS, TERRAINS, type Terrain } from "../schema/common";
import type { Faction } from "../schema/faction";
import type { ContentPack, PackSection } from "../schema/pack";

/** A pack id from a display name: "Friday Night Rules!" → "friday-night-rules" (see `idFromName`). */
export function slugify(text: string): string {
  return idFromName(text, "pack");
}

/** An id from `wanted` that is not in `taken`: `name`, then `name-2`, `name-3`, ... */
export function uniqueId(wanted: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(wanted)) return wanted;
  for (let n = 2; ; n++) if (!used.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

/** What forking reads of a pack of any game: the envelope (Terra Mystica's and Origins' packs both have it). */
export interface ForkablePack {
  $schema?: string;
  schemaVersion: number;
  manifest: { id: string; name: string; version: string; game: string; description: string; license?: string; extends?: { id: string; version?: string } };
}

export interface ForkOptions {
  id: string;
  name: string;
  description?: string;
  /** Version of the new pack (default 0.1.0). */
  version?: string;
  /** The revision forked, for the description ("revision 3"). */
  revision?: number;
}

/**
 * A new pack with all the content of `source` and a manifest of its own. Authors are dropped (the
 * fork has new ones); the license and any `extends` are kept.
 */
export function forkPack<P extends ForkablePack = ContentPack>(source: P, options: ForkOptions): P {
  const { $schema: _schema, manifest, ...content } = structuredClone(source);
  void _schema;
  const from = `${manifest.id} ${manifest.version}${options.revision ? `, revision ${options.revision}` : ""}`;
  return {
    ...content,
    schemaVersion: source.schemaVersion,
    manifest: {
      id: options.id,
      name: options.name,
      version: options.version ?? "0.1.0",
      game: manifest.game,
      description: options.description ?? `Forked from ${from}.`,
      ...(manifest.license ? { license: manifest.license } : {}),
      ...(manifest.extends ? { extends: manifest.extends } : {}),
    },
  } as P;
}

/** A copy of a pack with one entry of a keyed section set (or removed, with `undefined`). */
export function withEntry<S extends PackSection>(pack: ContentPack, section: S, id: string, value: ContentPack[S][string] | undefined): ContentPack {
  const entries = { ...(pack[section] as Record<string, unknown>) };
  if (value === undefined) delete entries[id];
  else entries[id] = value;
  return { ...pack, [section]: entries };
}

/**
 * A new faction with the standard board of the base game (the numbers most factions share) and no
 * abilities yet: the starting point of the faction editor's "New faction".
 */
export function newFaction(name: string, homeTerrain: Terrain = TERRAINS[0]): Faction {
  return {
    name,
    homeTerrain,
    color: TERRAIN_COLORS[homeTerrain],
    startingResources: { coins: 15, workers: 3, priests: 0 },
    power: { bowl1: 5, bowl2: 7, bowl3: 0 },
    startingCults: {},
    priestSupply: 7,
    buildings: {
      D: { cost: { coins: 2, workers: 1 }, supply: 8, income: { workers: [1, 2, 3, 4, 5, 6, 7, 8, 8] } },
      TP: {
        cost: { coins: 6, workers: 2 },
        costWithNeighbour: { coins: 3, workers: 2 },
        supply: 4,
        income: { coins: [0, 2, 4, 6, 8], power: [0, 1, 2, 4, 6] },
      },
      TE: { cost: { coins: 5, workers: 2 }, supply: 3, income: { priests: [0, 1, 2, 3] }, onBuild: { favorTiles: 1 } },
      SH: { cost: { coins: 6, workers: 4 }, supply: 1, income: { power: [0, 2] } },
      SA: { cost: { coins: 6, workers: 4 }, supply: 1, income: { priests: [0, 1] }, onBuild: { favorTiles: 1 } },
    },
    shipping: { start: 0, max: 3, cost: { coins: 4, priests: 1 }, vp: [2, 3, 4] },
    digging: {
      levels: [{ cost: { workers: 3 } }, { cost: { workers: 2 } }, { cost: { workers: 1 } }],
      advanceCost: { coins: 5, workers: 2, priests: 1 },
      vp: [6, 6],
    },
    abilities: [],
  };
}
