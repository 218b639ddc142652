import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPackSource } from "../testing/node/load-pack";
import { applyRuleOverrides, bonusCardsInPlay, RULE_LEAVES, validatePack, VARIANT_PRESETS, type ContentPack } from "../../..";

function base(): any {
  const loaded = loadPackSource(path.join(import.meta.dirname, "..", "..", "..", "..", "content", "base"));
  if (!loaded.ok) throw new Error("content/base does not load");
  return structuredClone(loaded.doc);
}
const paths = (doc: unknown) => validatePack(doc).issues.map((i) => `${i.path}: ${i.message}`);

describe("bonus cards per player count", () => {
  it("is players + extra unless the table names the count", () => {
    const rules = { bonusCards: { extra: 3, coinsOnUnused: 1, byPlayers: { "2": 4 } } };
    expect(bonusCardsInPlay(rules, 2)).toBe(4);
    expect(bonusCardsInPlay(rules, 4)).toBe(7);
  });

  it("accepts a table within the player counts with enough cards", () => {
    const doc = base();
    doc.rules.bonusCards.byPlayers = { "2": 4, "5": 9 };
    expect(paths(doc)).toEqual([]);
  });

  it("names a player count outside the rules and a count too small to pass with", () => {
    const doc = base();
    doc.rules.bonusCards.byPlayers = { "6": 9, "3": 3 };
    expect(paths(doc)).toEqual([
      "rules.bonusCards.byPlayers.3: 3 players need at least 4 bonus cards (one each, and one to take when passing)",
      "rules.bonusCards.byPlayers.6: no game has 6 players (the rules allow 2–5)",
    ]);
  });

  it("asks for as many bonus cards as the largest game needs", () => {
    const doc = base();
    doc.rules.bonusCards.byPlayers = { "5": 10 };
    expect(paths(doc)).toEqual(["bonusCards: the rules need 10 bonus cards (for the most players), the pack has 9"]);
  });

  it("refuses a key that is not a player count", () => {
    const doc = base();
    doc.rules.bonusCards.byPlayers = { two: 4 };
    expect(validatePack(doc).issues.map((i) => i.path)).toEqual(["rules.bonusCards.byPlayers.two"]);
  });
});

describe("what a variant can change", () => {
  it("lists every leaf of the rules with the kind of value it holds", () => {
    const byPath = Object.fromEntries(RULE_LEAVES.map((l) => [l.path, l]));
    expect(byPath["towns.minPower"]).toMatchObject({ kind: "number" });
    expect(byPath["leech.vpCost"]).toMatchObject({ kind: "enum", options: ["power-minus-one", "none"] });
    expect(byPath["scoringTiles.lastRoundCultBonus"]).toMatchObject({ kind: "boolean" });
    expect(byPath["startingVp.perMap"]).toMatchObject({ kind: "json" });
    expect(byPath["towns"]).toBeUndefined();
  });

  it("offers presets that each make valid rules for the base game", () => {
    const pack = validatePack(base());
    if (!pack.ok) throw new Error("base is invalid");
    for (const preset of VARIANT_PRESETS) {
      const applied = applyRuleOverrides((pack.pack as ContentPack & { rules: any }).rules, preset.rules);
      expect(applied.ok, preset.id).toBe(true);
      const doc = base();
      doc.variants = { ...doc.variants, [preset.id]: { name: preset.name, description: preset.description, rules: preset.rules } };
      expect(paths(doc), preset.id).toEqual([]);
    }
  });

  it("names a variant override of a rule that does not exist, and one that breaks the rules", () => {
    const doc = base();
    doc.variants = {
      ...doc.variants,
      typo: { name: "Typo", description: "", rules: { "towns.minPowr": 6 } },
      broken: { name: "Broken", description: "", rules: { "leech.vpCost": "half" } },
    };
    expect(paths(doc)).toEqual([
      'variants.typo.rules.towns.minPowr: rules have no "towns.minPowr"',
      expect.stringMatching(/^variants\.broken\.rules: makes rules\.leech\.vpCost invalid/),
    ]);
  });
});
