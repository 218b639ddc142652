import { describe, expect, it } from "vitest";
import { loadPackSource } from "../testing/node/load-pack";
import { SOFT_LIMITS, softLimitAt, softLimitWarnings } from "./limits";
import { validatePack } from "./validate";

function baseDoc() {
  const loaded = loadPackSource(`${import.meta.dirname}/../../../../content/base`);
  if (!loaded.ok) throw new Error("content/base does not load");
  return structuredClone(loaded.doc) as { factions: Record<string, { startingResources: Record<string, number>; power: Record<string, number> }> };
}

describe("soft limits", () => {
  it("find nothing to warn about in the base game", () => {
    expect(softLimitWarnings(baseDoc())).toEqual([]);
  });

  it("warn about 10⁹ coins and a power bowl of 500, by path, while the pack stays valid", () => {
    const doc = baseDoc();
    doc.factions.witches!.startingResources.coins = 1e9;
    doc.factions.giants!.power.bowl2 = 500;
    expect(validatePack(doc).ok).toBe(true);
    const warnings = softLimitWarnings(doc);
    expect(warnings.map((w) => w.path).sort()).toEqual(["factions.giants.power.bowl2", "factions.witches.startingResources.coins"]);
    expect(warnings.find((w) => w.path === "factions.witches.startingResources.coins")).toMatchObject({
      code: "limit/high",
      message: expect.stringMatching(/^1,000,000,000 is far more than a game uses \(base-game factions start with 15 coins\)/),
    });
  });

  it("apply the first matching limit, and the catch-all anywhere else", () => {
    expect(softLimitAt(["factions", "x", "power", "bowl1"])?.max).toBe(24);
    expect(softLimitAt(["bonusCards", "BON1", "income", "coins"])).toBe(SOFT_LIMITS.at(-1));
    expect(softLimitWarnings({ bonusCards: { BON1: { income: { coins: 5000 } } } }).map((w) => w.path)).toEqual(["bonusCards.BON1.income.coins"]);
  });
});
