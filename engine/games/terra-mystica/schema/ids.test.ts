/** One id grammar for schema, forms, notation, storage and URLs (issue 11: "Sky Folk" could not be played). */
import { describe, expect, it } from "vitest";
import { loadPackSource } from "../testing/node/load-pack";
import { compileCatalog } from "../catalog";
import { parseLog } from "../notation/parse";
import { nextRandom } from "../../../core/random";
import { scenario } from "../testing/scenario";
import { idFromName, IdSchema, isId } from "./common";
import { validatePack } from "./validate";

function baseDoc() {
  const loaded = loadPackSource(`${import.meta.dirname}/../../../../content/base`);
  if (!loaded.ok) throw new Error("content/base does not load");
  return structuredClone(loaded.doc) as Record<string, Record<string, unknown>>;
}

/** Random ids of the grammar: words of letters and digits joined by single dashes, a letter first. */
function randomIds(count: number, seed = 7): string[] {
  let state = seed;
  const pick = (chars: string) => {
    const r = nextRandom(state);
    state = r.state;
    return chars[Math.floor(r.value * chars.length)]!;
  };
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const word = (first: string) => first + Array.from({ length: Number(pick("0123456")) }, () => pick(letters + "0123456789")).join("");
  return Array.from({ length: count }, () => [word(pick(letters)), ...Array.from({ length: Number(pick("00123")) }, () => word(pick(letters + "0123456789")))].join("-"));
}

describe("the id grammar", () => {
  it("accepts slugs and refuses what no part of the studio can carry", () => {
    for (const id of ["witches", "sky-folk", "dragon-lords-2", "x1"]) expect(isId(id)).toBe(true);
    for (const id of ["Sky-Folk", "sky_folk", "sky folk", "sky--folk", "sky-", "-sky", "1sky", "sky.folk", ""]) expect(isId(id), id).toBe(false);
    expect(IdSchema.safeParse("sky-folk").success).toBe(true);
  });

  it("suggests an id of the grammar for any name", () => {
    expect(idFromName("Sky Folk")).toBe("sky-folk");
    expect(idFromName("Çhaos  Mägicians!")).toBe("chaos-magicians");
    expect(idFromName("1st Dragons", "faction")).toBe("faction-1st-dragons");
    expect(idFromName("!!!", "faction")).toBe("faction");
    for (const name of ["Sky Folk", "--a--b--", "Ünïcode ñame", "42", "a_b c-d", "ÆØÅ"]) expect(isId(idFromName(name)), name).toBe(true);
  });

  it("reads every id the grammar allows in every place the notation names a faction", () => {
    for (const id of randomIds(300)) {
      expect(isId(id), id).toBe(true);
      const r = parseLog(`setup ${id}\n${id}: build E5\n${id}: leech 1 from ${id}. decline 2 from ${id}\ndrop-faction ${id}`);
      if (!r.ok) throw new Error(`${id}: ${r.message}`);
      const named = r.entries.flatMap((e) =>
        e.parsed.kind === "setup" ? [(e.parsed.setup as { faction?: string }).faction] : e.parsed.kind === "move" ? [(e.parsed.move as { faction?: string; from?: string }).faction, (e.parsed.move as { from?: string }).from].filter(Boolean) : [],
      );
      expect(new Set(named), id).toEqual(new Set([id]));
    }
  });
});

describe("a pack the engine can play", () => {
  it("plays a faction made as 'Sky Folk' (id sky-folk): setup, moves and power offers", () => {
    const doc = baseDoc();
    doc.factions!["sky-folk"] = { ...(doc.factions!.giants as object), name: "Sky Folk" };
    delete doc.factions!.giants;
    const v = validatePack(doc);
    expect(v.issues).toEqual([]);
    if (!v.ok) return;
    const s = scenario(
      compileCatalog(v.resolved),
      `
      score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6
      setup sky-folk
      setup witches
      sky-folk: build A6
      witches: build A3
      witches: build A10
      sky-folk: build A9
      witches: pass BON1
      sky-folk: pass BON2
      `,
    );
    expect(s.player("sky-folk").faction).toBe("sky-folk");
    expect(s.state.round).toBe(1);
  });

  it("refuses tile and action ids the notation cannot name, with their paths", () => {
    const doc = baseDoc();
    doc.bonusCards!["BON-GOLD"] = doc.bonusCards!.BON1;
    doc.favorTiles!.GIFT1 = doc.favorTiles!.FAV1;
    const witches = doc.factions!.witches as { abilities: { ability: string; id?: string }[] };
    witches.abilities.find((a) => a.ability === "special-action")!.id = "ACT-W";
    doc.factions!.Sky_Folk = doc.factions!.giants;
    const v = validatePack(doc);
    expect(v.ok).toBe(false);
    const byPath = Object.fromEntries(v.issues.map((i) => [i.path, i.message]));
    expect(byPath["bonusCards.BON-GOLD"]).toMatch(/"BON-GOLD" is not a bonus card id: BON and a number, e\.g\. BON4/);
    expect(byPath["favorTiles.GIFT1"]).toMatch(/FAV and a number/);
    expect(byPath["factions.Sky_Folk"]).toMatch(/"Sky_Folk" is not an id: lower-case letters and digits/);
    expect(Object.keys(byPath)).toContain(`factions.witches.abilities.${witches.abilities.findIndex((a) => a.ability === "special-action")}.id`);
  });
});
