/**
 * The base game's tiles: each file parses with its schema and, when the terra.snellman.net
 * reference data is available, every number on every tile matches it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { IdSchema, TileIdSchema } from "@/engine/games/terra-mystica/schema/common";
import type { Effect, PassVp, SpecialAction } from "@/engine/games/terra-mystica/schema/effects";
import { BonusCardSchema, FavorTileSchema, FinalScoringTileSchema, PowerActionSchema, ScoringTileSchema, TownTileSchema } from "@/engine/games/terra-mystica/schema/tiles";

const tilesDir = path.join(import.meta.dirname, "tiles");
const referencePath = path.join(import.meta.dirname, "../../../shared/reference/tiles.json");
const referenceExists = existsSync(referencePath);
const skipNote = referenceExists ? "" : " (skipped: ../shared/reference/tiles.json is absent)";

const range = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

/** Each tile file, its schema, the reference prefix of its ids and the ids of the base game. */
const FILES = {
  bonusCards: { file: "bonus-cards.json", schema: BonusCardSchema, prefix: "BON", ids: range("BON", 9) },
  favorTiles: { file: "favor-tiles.json", schema: FavorTileSchema, prefix: "FAV", ids: range("FAV", 12) },
  scoringTiles: { file: "scoring-tiles.json", schema: ScoringTileSchema, prefix: "SCORE", ids: range("SCORE", 8) },
  townTiles: { file: "town-tiles.json", schema: TownTileSchema, prefix: "TW", ids: range("TW", 5) },
  powerActions: { file: "power-actions.json", schema: PowerActionSchema, prefix: "ACT", ids: range("ACT", 6) },
} as const;

function load<S extends z.ZodType>(file: string, schema: S): Record<string, z.infer<S>> {
  return z.record(TileIdSchema, schema).parse(JSON.parse(readFileSync(path.join(tilesDir, file), "utf8")));
}

const bonusCards = load(FILES.bonusCards.file, BonusCardSchema);
const favorTiles = load(FILES.favorTiles.file, FavorTileSchema);
const scoringTiles = load(FILES.scoringTiles.file, ScoringTileSchema);
const townTiles = load(FILES.townTiles.file, TownTileSchema);
const powerActions = load(FILES.powerActions.file, PowerActionSchema);

describe("the base game's tile files", () => {
  it.each(Object.values(FILES))("$file parses with its schema", ({ file, schema }) => {
    const result = z.record(TileIdSchema, schema).safeParse(JSON.parse(readFileSync(path.join(tilesDir, file), "utf8")));
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it.each(Object.values(FILES))("$file holds exactly the base game's tiles", ({ file, schema, ids }) => {
    expect(Object.keys(load(file, schema))).toEqual(ids);
  });

  it("gives every tile a name and a text", () => {
    for (const tiles of [bonusCards, favorTiles, scoringTiles, townTiles])
      for (const [id, tile] of Object.entries(tiles)) {
        expect(tile.name, id).toBeTruthy();
        expect(tile.text, id).toBeTruthy();
      }
    for (const [id, action] of Object.entries(powerActions)) expect(action.name, id).toBeTruthy();
  });

  it("has two of each town tile, one of each 3-step favor tile and three of the others", () => {
    expect(Object.values(townTiles).map((t) => t.count)).toEqual([2, 2, 2, 2, 2]);
    expect(Object.values(favorTiles).map((t) => t.count)).toEqual([1, 1, 1, 1, 3, 3, 3, 3, 3, 3, 3, 3]);
  });

  it("gives a key with every town tile", () => {
    for (const [id, t] of Object.entries(townTiles)) expect(t.gain.keys, id).toBe(1);
  });
});

const FINAL_SCORING_FILE = path.join(tilesDir, "final-scoring-tiles.json");
const finalScoringTiles = z.record(IdSchema, FinalScoringTileSchema).parse(JSON.parse(readFileSync(FINAL_SCORING_FILE, "utf8")));

describe("the Fire & Ice final-scoring tiles", () => {
  it("holds the four tiles, each with a name, a text, a measure and the option that draws it", () => {
    expect(Object.keys(finalScoringTiles).sort()).toEqual(["building-on-edge", "connected-clusters", "connected-distance", "connected-sa-sh-distance"]);
    expect(Object.fromEntries(Object.entries(finalScoringTiles).map(([id, t]) => [id, t.metric]))).toEqual({
      "connected-distance": "network-distance",
      "connected-sa-sh-distance": "sa-sh-distance",
      "building-on-edge": "edge-buildings",
      "connected-clusters": "clusters",
    });
    for (const [id, t] of Object.entries(finalScoringTiles)) {
      expect(t.name, id).toBeTruthy();
      expect(t.text, id).toBeTruthy();
      expect(t.option, id).toBe("fire-and-ice-final-scoring");
    }
  });

  it.skipIf(!referenceExists)(`gives each tile the reference's points and option${skipNote}`, () => {
    const ref = JSON.parse(readFileSync(referencePath, "utf8")) as { final_scoring: Record<string, { points: number[]; option?: string }> };
    for (const [id, t] of Object.entries(finalScoringTiles)) {
      expect(t.points, id).toEqual(ref.final_scoring[id]?.points);
      expect(t.option, id).toBe(ref.final_scoring[id]?.option);
    }
  });
});

// --- The reference encoding (terra.snellman.net) and its conversion to ours. ---

type RefAmounts = Record<string, number>;
interface RefAction {
  cost?: RefAmounts;
  gain?: RefAmounts;
  subaction?: RefAmounts;
}
interface RefTile {
  option?: string;
  count?: number;
  income?: RefAmounts;
  gain?: RefAmounts;
  vp?: RefAmounts;
  vp_mode?: "build" | "gain";
  pass_vp?: Record<string, number[]>;
  special?: RefAmounts;
  action?: RefAction;
  cult?: string;
  req?: number;
}
interface Reference {
  tiles: Record<string, RefTile>;
  actions: Record<string, RefAction>;
}

/** Reference resource and cult keys, by our flat name. */
const REF_KEYS: Record<string, string> = {
  C: "coins",
  W: "workers",
  P: "priests",
  PW: "power",
  VP: "vp",
  FIRE: "fire",
  WATER: "water",
  EARTH: "earth",
  AIR: "air",
  KEY: "keys",
  SPADE: "spades",
  CULT: "cultChoice",
};
/** What a reference pass-VP table counts, in our terms. */
const REF_PASS: Record<string, PassVp["per"]> = { D: "D", TP: "TP", TE: "TE", SH: "SH", SA: "SA", ship: "shipping" };

/** Reference amounts as a flat record of our names; unknown keys are kept so they show up in a diff. */
function flatRef(amounts: RefAmounts | undefined, except: readonly string[] = []): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, n] of Object.entries(amounts ?? {})) if (n && !except.includes(key)) out[REF_KEYS[key] ?? key] = n;
  return out;
}

/** Our resources, cult steps and counts of an effect as one flat record. */
function flat(effect: Effect | Record<string, number | undefined> | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [key, value] of Object.entries(effect ?? {})) {
    if (typeof value === "number") {
      if (value) out[key] = value;
    } else if (key === "gain" || key === "cult") Object.assign(out, flat(value as Record<string, number>));
    else if (value !== undefined) out[key] = NaN; // a field the reference cannot say: fails the comparison
  }
  return out;
}

function refPassVp(table: RefTile["pass_vp"]): PassVp[] {
  return Object.entries(table ?? {})
    .map(([key, vp]) => ({ per: REF_PASS[key] ?? (key as PassVp["per"]), vp }))
    .sort((a, b) => a.per.localeCompare(b.per));
}
const ourPassVp = (list: PassVp[] | undefined) => [...(list ?? [])].sort((a, b) => a.per.localeCompare(b.per));

/** An action in one comparable shape: cost, immediate gains, free spades and what may follow. */
function refAction(a: RefAction | undefined) {
  if (!a) return undefined;
  const spades = a.gain?.SPADE ?? 0;
  return {
    cost: flatRef(a.cost),
    effect: flatRef(a.gain, ["SPADE", "BRIDGE"]),
    bridge: Boolean(a.gain?.BRIDGE),
    spades,
    mayBuild: spades > 0 && Boolean(a.subaction?.build),
    splitSpades: (a.subaction?.transform ?? 0) > 1,
  };
}
function ourAction(a: SpecialAction | undefined) {
  if (!a) return undefined;
  const then = a.then;
  return {
    cost: flat(a.cost),
    effect: flat(a.effect),
    bridge: then?.handler === "bridge",
    spades: then?.handler === "transform" ? then.spades : 0,
    mayBuild: then?.handler === "transform" ? then.mayBuild : false,
    splitSpades: then?.handler === "transform" ? Boolean(then.splitSpades) : false,
  };
}

describe.skipIf(!referenceExists)(`the base game's tiles against the reference data${skipNote}`, () => {
  const ref = (referenceExists ? JSON.parse(readFileSync(referencePath, "utf8")) : { tiles: {}, actions: {} }) as Reference;
  const refTile = (id: string) => {
    const t = ref.tiles[id];
    if (!t) throw new Error(`no ${id} in the reference`);
    return t;
  };

  it.each(Object.values(FILES))("$file has every reference $prefix tile that needs no game option", ({ prefix, ids }) => {
    const pattern = new RegExp(`^${prefix}\\d+$`);
    const source = prefix === "ACT" ? ref.actions : ref.tiles;
    const expected = Object.entries(source)
      .filter(([id, t]) => pattern.test(id) && !("option" in t && t.option))
      .map(([id]) => id)
      .sort((a, b) => Number(a.slice(prefix.length)) - Number(b.slice(prefix.length)));
    expect(ids).toEqual(expected);
  });

  it.each(Object.keys(bonusCards))("%s has the reference income, pass VP, shipping bonus and action", (id) => {
    const ours = bonusCards[id]!;
    const t = refTile(id);
    expect(flat(ours.income), "income").toEqual(flatRef(t.income));
    expect(ourPassVp(ours.passVp), "pass VP").toEqual(refPassVp(t.pass_vp));
    expect(ours.shippingBonus, "shipping bonus").toBe(t.special?.ship);
    expect(ourAction(ours.action), "action").toEqual(refAction(t.action));
  });

  it.each(Object.keys(favorTiles))("%s has the reference count, cult steps, income, VP and action", (id) => {
    const ours = favorTiles[id]!;
    const t = refTile(id);
    expect(ours.count, "count").toBe(t.count ?? 3);
    expect(flat(ours.gain), "cult steps").toEqual(flatRef(t.gain, ["TOWN_SIZE"]));
    expect(ours.townPowerReduction ?? 0, "town power").toBe(0 - (t.gain?.TOWN_SIZE ?? 0));
    expect(flat(ours.income), "income").toEqual(flatRef(t.income));
    expect(ours.buildVp ?? {}, "VP when building").toEqual(t.vp ?? {});
    expect(ourPassVp(ours.passVp), "pass VP").toEqual(refPassVp(t.pass_vp));
    expect(ourAction(ours.action), "action").toEqual(refAction(t.action));
  });

  it.each(Object.keys(scoringTiles))("%s has the reference VP, cult, requirement and reward", (id) => {
    const ours = scoringTiles[id]!;
    const t = refTile(id);
    expect(ours.cultBonus.cult, "cult").toBe(t.cult?.toLowerCase());
    expect(ours.cultBonus.every, "steps per reward").toBe(t.req);
    expect(flat(ours.cultBonus.reward), "reward").toEqual(flatRef(t.income));

    const vp = t.vp ?? {};
    if (t.vp_mode === "build") {
      expect(ours.buildVp, "VP when building").toEqual(vp);
      expect(ours.perSpade ?? ours.perTown, "no other VP").toBeUndefined();
    } else {
      const spade = vp.SPADE;
      const town = Object.entries(vp).filter(([k]) => /^TW\d+$/.test(k)).map(([, n]) => n);
      expect(Object.keys(vp).every((k) => k === "SPADE" || /^TW\d+$/.test(k)), "known VP triggers").toBe(true);
      expect(new Set(town).size, "one VP for every town tile").toBeLessThanOrEqual(1);
      expect(ours.perSpade, "VP per spade").toEqual(spade ? { vp: spade } : undefined);
      expect(ours.perTown, "VP per town").toEqual(town.length ? { vp: town[0] } : undefined);
      expect(ours.buildVp, "no building VP").toBeUndefined();
    }
  });

  it.each(Object.keys(townTiles))("%s has the reference count, VP, resources, cult steps and key", (id) => {
    const ours = townTiles[id]!;
    const t = refTile(id);
    expect(ours.count, "count").toBe(t.count ?? 2);
    expect(flat(ours.gain)).toEqual(flatRef(t.gain));
  });

  it.each(Object.keys(powerActions))("%s has the reference cost and yield", (id) => {
    const ours = powerActions[id]!;
    expect(ourAction(ours)).toEqual(refAction(ref.actions[id]));
    expect(ours.oncePerRound).toBe(true);
  });
});
