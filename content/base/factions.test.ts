/**
 * The base game's faction boards: each file parses with the faction schema and, when the
 * terra.snellman.net reference data is available, every number on the board matches it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, it, expect } from "vitest";
import {
  BUILDINGS,
  FactionSchema,
  TERRAINS,
  TERRAIN_COLOR_WORDS,
  type Building,
  type CultSteps,
  type Faction,
  type Resources,
} from "@/engine";

const factionsDir = path.join(import.meta.dirname, "factions");
const referencePath = path.join(import.meta.dirname, "../../../shared/reference/factions.json");
const referenceExists = existsSync(referencePath);

/** The 14 factions of the base game. */
const BASE_FACTIONS = [
  "alchemists",
  "auren",
  "chaosmagicians",
  "cultists",
  "darklings",
  "dwarves",
  "engineers",
  "fakirs",
  "giants",
  "halflings",
  "mermaids",
  "nomads",
  "swarmlings",
  "witches",
] as const;

/** How many of each structure a base-game faction board holds. */
const SUPPLY: Record<Building, number> = { D: 8, TP: 4, TE: 3, SH: 1, SA: 1 };

const files = readdirSync(factionsDir)
  .filter((f) => f.endsWith(".json"))
  .sort();
const idOf = (file: string) => file.replace(/\.json$/, "");
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(factionsDir, file), "utf8"));

describe("the base game's faction files", () => {
  it("include every faction of the base game", () => {
    expect(files.map(idOf)).toEqual(expect.arrayContaining([...BASE_FACTIONS]));
  });

  it.each(files)("%s parses with the faction schema", (file) => {
    const result = FactionSchema.safeParse(readJson(file));
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it.each(files)("%s has an income table entry for each count from none to the whole supply", (file) => {
    const faction = FactionSchema.parse(readJson(file));
    for (const b of BUILDINGS) {
      expect(faction.buildings[b].supply, `${b} supply`).toBe(SUPPLY[b]);
      for (const [res, table] of Object.entries(faction.buildings[b].income))
        expect(table?.length, `${b} ${res} income`).toBe(SUPPLY[b] + 1);
    }
  });
});

// --- The reference encoding (terra.snellman.net) and its conversion to ours. ---

type RefAmounts = Record<string, number>;

interface RefTrack {
  level: number;
  max_level: number;
  advance_cost?: RefAmounts;
  advance_gain?: RefAmounts[];
  cost?: RefAmounts[];
  gain?: RefAmounts[];
  type?: string;
}

interface RefBuilding {
  advance_cost: RefAmounts;
  income: Record<string, number[]>;
  advance_gain?: RefAmounts[];
}

interface RefFaction {
  color: string;
  C?: number;
  W?: number;
  P?: number;
  P1?: number;
  P2?: number;
  P3?: number;
  FIRE?: number;
  WATER?: number;
  EARTH?: number;
  AIR?: number;
  buildings: Record<Building, RefBuilding>;
  ship?: RefTrack;
  dig: RefTrack;
  teleport?: RefTrack;
  tunnel_range?: number;
  tunnel_max_range?: number;
  carpet_range?: number;
  carpet_max_range?: number;
}

const RESOURCE_KEYS: Record<string, keyof Resources> = { C: "coins", W: "workers", P: "priests", PW: "power", VP: "vp" };

/** Convert a reference amount (`{C: 3, W: 2}`) to our resources, dropping zeros and the keys in `ignore`. */
function toResources(ref: RefAmounts | undefined, ignore: readonly string[] = []): Resources {
  const out: Resources = {};
  for (const [key, value] of Object.entries(ref ?? {})) {
    if (ignore.includes(key)) continue;
    const res = RESOURCE_KEYS[key];
    if (!res) throw new Error(`unknown reference resource "${key}"`);
    if (value !== 0) out[res] = value;
  }
  return out;
}

/** Amounts (resources or cult steps) without zero or missing entries, for comparison. */
function compact<T extends Record<string, number | undefined>>(r: T | undefined): T {
  return Object.fromEntries(Object.entries(r ?? {}).filter(([, v]) => v !== undefined && v !== 0)) as T;
}

/** A reference income table padded (repeating its last entry) to one entry per count 0..supply. */
function padTable(table: readonly number[], supply: number): number[] {
  const out = [...table];
  while (out.length < supply + 1) out.push(out.at(-1) ?? 0);
  return out;
}

const reference: Record<string, RefFaction> = referenceExists
  ? (JSON.parse(readFileSync(referencePath, "utf8")) as Record<string, RefFaction>)
  : {};

const referenceTitle = "each base-game faction matches the terra.snellman.net reference data";

describe.skipIf(!referenceExists)(
  referenceExists ? referenceTitle : `${referenceTitle} (skipped: the reference data ${referencePath} is absent)`,
  () => {
    const load = (id: string): { ours: Faction; ref: RefFaction } => {
      const ref = reference[id];
      if (!ref) throw new Error(`the reference has no faction "${id}"`);
      return { ours: FactionSchema.parse(readJson(`${id}.json`)), ref };
    };

    describe.each(BASE_FACTIONS)("the %s", (id) => {
      it("live on the reference home terrain", () => {
        const { ours, ref } = load(id);
        const terrain = TERRAINS.find((t) => TERRAIN_COLOR_WORDS[t] === ref.color);
        expect(terrain, `reference colour ${ref.color}`).toBeDefined();
        expect(ours.homeTerrain).toBe(terrain);
      });

      it("start with the reference coins, workers and priests", () => {
        const { ours, ref } = load(id);
        expect(ours.startingResources).toEqual({ coins: ref.C ?? 0, workers: ref.W ?? 0, priests: ref.P ?? 0 });
      });

      it("start with the reference power in bowls I, II and III", () => {
        const { ours, ref } = load(id);
        expect(ours.power).toEqual({ bowl1: ref.P1 ?? 0, bowl2: ref.P2 ?? 0, bowl3: ref.P3 ?? 0 });
      });

      it("start on the reference cult spaces", () => {
        const { ours, ref } = load(id);
        const expected: CultSteps = { fire: ref.FIRE, water: ref.WATER, earth: ref.EARTH, air: ref.AIR };
        expect(compact(ours.startingCults)).toEqual(compact(expected));
      });

      it("pay the reference cost for each structure, and double coins for a trading house without a neighbour", () => {
        const { ours, ref } = load(id);
        for (const b of BUILDINGS) {
          const refCost = toResources(ref.buildings[b].advance_cost);
          const def = ours.buildings[b];
          if (b === "TP") {
            expect(compact(def.costWithNeighbour), "TP cost with a neighbour").toEqual(refCost);
            expect(compact(def.cost), "TP cost").toEqual(compact({ ...refCost, coins: (refCost.coins ?? 0) * 2 }));
          } else {
            expect(compact(def.cost), `${b} cost`).toEqual(refCost);
            expect(def.costWithNeighbour, `${b} has no neighbour discount`).toBeUndefined();
          }
        }
      });

      it("collect the reference income for each number of structures built", () => {
        const { ours, ref } = load(id);
        for (const b of BUILDINGS) {
          const supply = ours.buildings[b].supply;
          const expected = Object.fromEntries(
            Object.entries(ref.buildings[b].income).map(([key, table]) => {
              const res = RESOURCE_KEYS[key];
              if (!res || res === "vp") throw new Error(`unknown reference income "${key}"`);
              return [res, padTable(table, supply)];
            }),
          );
          expect(ours.buildings[b].income, `${b} income`).toEqual(expected);
        }
      });

      it("have the reference shipping track, or none when the reference has no shipping levels", () => {
        const { ours, ref } = load(id);
        const ship = ref.ship;
        if (!ship || ship.max_level === 0) {
          expect(ours.shipping).toBeUndefined();
          return;
        }
        expect(ours.shipping).toBeDefined();
        expect(ours.shipping!.start).toBe(ship.level);
        expect(ours.shipping!.max).toBe(ship.max_level);
        expect(compact(ours.shipping!.cost)).toEqual(toResources(ship.advance_cost));
        // The reference's advance_gain[k] is the reward for reaching level k + 1.
        const vp = (ship.advance_gain ?? []).slice(ship.level, ship.max_level).map((g) => g.VP ?? 0);
        expect(ours.shipping!.vp).toEqual(vp);
      });

      it("have the reference digging track: exchange rates, advance cost and VP", () => {
        const { ours, ref } = load(id);
        const dig = ref.dig;
        const refLevels = dig.cost ?? [];
        expect(refLevels.length).toBe(dig.max_level + 1);
        expect(ours.digging.levels).toHaveLength(refLevels.length);
        refLevels.forEach((cost, i) => {
          const level = ours.digging.levels[i]!;
          expect(compact(level.cost), `level ${i} cost`).toEqual(toResources(cost));
          expect(compact(level.bonus), `level ${i} bonus`).toEqual(toResources(dig.gain?.[i], ["SPADE"]));
        });
        if (dig.advance_cost) expect(compact(ours.digging.advanceCost)).toEqual(toResources(dig.advance_cost));
        else expect(ours.digging.advanceCost).toBeUndefined();
        expect(ours.digging.vp).toEqual((dig.advance_gain ?? []).map((g) => g.VP ?? 0));
      });

      it("skip spaces (tunnelling or carpet flight) exactly when the reference has a teleport track, with its costs and VP", () => {
        const { ours, ref } = load(id);
        const skips = ours.abilities.filter((a) => a.ability === "skip-spaces");
        const tp = ref.teleport;
        if (!tp) {
          expect(skips).toEqual([]);
          return;
        }
        expect(skips).toHaveLength(1);
        const skip = skips[0]!;
        const range = tp.type === "tunnel" ? ref.tunnel_range : ref.carpet_range;
        const maxRange = tp.type === "tunnel" ? ref.tunnel_max_range : ref.carpet_max_range;
        expect(skip.range).toBe(range);
        expect(skip.maxRange).toBe(maxRange);
        const [first, afterStronghold] = (tp.cost ?? []).map((c) => toResources(c));
        expect(compact(skip.cost)).toEqual(first);
        const cheaper = afterStronghold && JSON.stringify(afterStronghold) !== JSON.stringify(first) ? afterStronghold : undefined;
        expect(skip.costWithStronghold && compact(skip.costWithStronghold)).toEqual(cheaper);
        expect(skip.vp).toBe(tp.gain?.[0]?.VP ?? 0);
      });
    });
  },
);
