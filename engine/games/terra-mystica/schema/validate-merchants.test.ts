import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPackSource, resolveFromContentRoot } from "../testing/node/load-pack";
import { validatePack } from "../../..";

const CONTENT = path.join(import.meta.dirname, "..", "..", "..", "..", "content");

function load(id: string): Record<string, any> {
  const loaded = loadPackSource(path.join(CONTENT, id));
  if (!loaded.ok) throw new Error(`content/${id} does not load`);
  return loaded.doc as Record<string, any>;
}

/** A deep copy of a content pack's document with one change. */
function edit(id: string, change: (doc: Record<string, any>) => void): Record<string, unknown> {
  const doc = structuredClone(load(id));
  change(doc);
  return doc;
}

/** The problems of a document, as `path: message`. */
const problems = (doc: unknown) => {
  const v = validatePack(doc, { resolveParent: resolveFromContentRoot });
  return v.ok ? [] : v.issues.map((i) => `${i.path}: ${i.message}`);
};

describe("values the engine does not play", () => {
  it("refuses bridges that block ships and repeated trades with one building, at their paths, instead of ignoring them", () => {
    expect(problems(edit("merchants", (d) => (d.merchants.shipMoves.bridgesBlock = true)))).toEqual([
      expect.stringMatching(/^merchants\.shipMoves\.bridgesBlock: true is not played yet: ships pass under bridges/),
    ]);
    expect(problems(edit("merchants", (d) => (d.merchants.trade.onePerBuilding = false)))).toEqual([
      expect.stringMatching(/^merchants\.trade\.onePerBuilding: false is not played yet/),
    ]);
  });
});

describe("the Merchants of the Seas pack", () => {
  it("is valid over Fire & Ice, with canals on its five boards and the starting-VP table of every faction", () => {
    const v = validatePack(load("merchants"), { resolveParent: resolveFromContentRoot });
    expect(v.issues).toEqual([]);
    if (!v.ok) return;
    const canals = Object.fromEntries(Object.entries(v.resolved.maps).map(([id, m]) => [id, m.canals?.length ?? 0]));
    expect(canals).toEqual({ base: 1, "fire-and-ice-altered": 1, "fire-and-ice": 1, fjords: 1, "loon-lakes": 7 });
    const table = v.resolved.rules.startingVp.perMap!;
    expect(Object.keys(table).sort()).toEqual(["base", "fire-and-ice", "fire-and-ice-altered", "fjords", "loon-lakes"]);
    for (const row of Object.values(table)) expect(Object.keys(row).sort()).toEqual(Object.keys(v.resolved.factions).sort());
    expect(table["fire-and-ice"]!.dwarves).toBe(30);
    expect(table["fire-and-ice-altered"]!.alchemists).toBe(30);
    expect(table.fjords!.witches).toBe(15);
  });

  it("is inherited by a pack that extends it", () => {
    const child = { schemaVersion: 2, manifest: { id: "harbour", name: "Harbour", version: "0.1.0", game: "terra-mystica", extends: { id: "merchants" } } };
    const v = validatePack(child, { resolveParent: resolveFromContentRoot });
    expect(v.issues).toEqual([]);
    expect(v.ok && v.resolved.merchants?.pieces).toEqual({ ships: 3, tradeMarkers: 15 });
  });

  it("leaves the packs without it as they were: no merchants section after resolving", () => {
    const v = validatePack(load("fire-and-ice"), { resolveParent: resolveFromContentRoot });
    expect(v.ok && "merchants" in v.resolved).toBe(false);
  });
});

describe("Merchants of the Seas cross-checks", () => {
  it("refuses a canal between land hexes that do not both touch the river on that edge", () => {
    expect(problems(edit("merchants", (d) => (d.maps.base.canals = [["A1", "A2"]])))).toEqual([
      "maps.base.canals.0: A1–A2 cannot hold a canal: the hexes must be adjacent with river on both sides of their edge.",
    ]);
  });

  it("refuses a canal on a hex the board does not have", () => {
    expect(problems(edit("merchants", (d) => (d.maps["loon-lakes"].canals[6] = ["I4", "Z9"])))).toEqual(["maps.loon-lakes.canals.6.1: No land hex Z9 on this map."]);
  });

  it("refuses a starting-VP row for a faction or a map the pack does not have", () => {
    expect(problems(edit("merchants", (d) => (d.rules.startingVp.perMap.fjords.unicorns = 20)))).toEqual([
      'rules.startingVp.perMap.fjords.unicorns: unknown faction "unicorns"',
    ]);
    expect(problems(edit("merchants", (d) => (d.rules.startingVp.perMap.lakes = { witches: 20 })))).toEqual(['rules.startingVp.perMap.lakes: unknown map "lakes"']);
  });

  it("refuses a shipyard board or a faction rule for an unknown faction", () => {
    expect(problems(edit("merchants", (d) => (d.merchants.shipyards.factions.unicorns = { power: 2 })))).toEqual([
      'merchants.shipyards.factions.unicorns: unknown faction "unicorns": a shipyard board belongs to a faction of the pack',
    ]);
    expect(problems(edit("merchants", (d) => (d.merchants.factionRules.unicorns = { extraSteps: 2 })))).toEqual([
      'merchants.factionRules.unicorns: unknown faction "unicorns": the rules of §9.9 belong to a faction of the pack',
    ]);
  });

  it("ties merchants to range tiles and to factions without shipping", () => {
    expect(problems(edit("merchants", (d) => (d.merchants.factionRules.fakirs.rangeTile = "carpet")))).toEqual([
      'merchants.factionRules.fakirs.rangeTile: unknown range tile "carpet": define it under merchants.rangeTiles',
    ]);
    expect(problems(edit("merchants", (d) => delete d.merchants.factionRules.dwarves.rangeTile))).toEqual([
      "merchants.factionRules.dwarves.rangeTile: a faction that uses merchants needs a range tile: it replaces the shipping track",
    ]);
    expect(problems(edit("merchants", (d) => delete d.merchants.factionRules.dwarves.usesMerchants))).toEqual([
      "merchants.factionRules.dwarves.usesMerchants: a faction with a range tile uses merchants (set usesMerchants: true) or has no range tile",
    ]);
    expect(problems(edit("merchants", (d) => (d.merchants.factionRules.giants = { usesMerchants: true, rangeTile: "fakirs" })))).toEqual([
      "merchants.factionRules.giants.usesMerchants: giants has a shipping track; merchants and the range tile replace it (factions without shipping only)",
    ]);
  });

  it("refuses range spaces granted to a faction with no range tile and no tunnelling or carpet flight", () => {
    expect(problems(edit("merchants", (d) => (d.merchants.shipyards.factions.witches = { onBuild: { ships: 1, range: 1 } })))).toEqual([
      "merchants.shipyards.factions.witches.onBuild.range: gives range, but witches have no range tile (merchants.factionRules.witches.rangeTile) and no tunnelling or carpet flight: it would do nothing",
    ]);
    expect(problems(edit("merchants", (d) => (d.merchants.factionRules.auren.strongholdOnBuild = { range: 1 })))).toEqual([
      "merchants.factionRules.auren.strongholdOnBuild.range: gives range, but auren have no range tile (merchants.factionRules.auren.rangeTile) and no tunnelling or carpet flight: it would do nothing",
    ]);
    expect(problems(edit("merchants", (d) => (d.merchants.shipyards.default.onBuild.range = 1)))[0]).toMatch(/^merchants.shipyards.default.onBuild.range: gives range to every faction/);
  });

    it("refuses a range tile that targets adjacent hexes or goes backwards", () => {
    expect(problems(edit("merchants", (d) => (d.merchants.rangeTiles.fakirs.spaces[0].flight = 1)))).toEqual([
      "merchants.rangeTiles.fakirs.spaces.0.flight: must be at least 2: carpet flight and tunnelling never target an adjacent hex",
    ]);
    expect(problems(edit("merchants", (d) => (d.merchants.rangeTiles.dwarves.spaces[3].merchants = 1)))).toEqual([
      "merchants.rangeTiles.dwarves.spaces.3: a space to the right may not lower a value of the one before (space 2: flight 3, merchants 2, sail 2)",
    ]);
  });

  it("refuses removed tiles and new bonus cards that are not tiles of the pack", () => {
    expect(problems(edit("merchants", (d) => d.merchants.removedTiles.push("TW99", "BON6")))).toEqual([
      'merchants.removedTiles.11: unknown tile "TW99": no bonus card, favor tile, scoring tile, town tile or power action has this id',
      'merchants.removedTiles.12: "BON6" is listed twice',
    ]);
    expect(problems(edit("merchants", (d) => (d.merchants.newBonusCards = ["BON11", "BON6", "BON77"])))).toEqual([
      'merchants.newBonusCards.1: "BON6" is also in merchants.removedTiles',
      'merchants.newBonusCards.2: unknown bonus card "BON77"',
    ]);
    expect(problems(edit("merchants", (d) => (d.merchants.newBonusCardsFirst = 4)))).toEqual([
      "merchants.newBonusCardsFirst: 4 new bonus cards revealed first, but merchants.newBonusCards lists 3",
    ]);
    expect(problems(edit("merchants", (d) => (d.merchants.factionRules.yetis.powerActionReuse.actions = ["ACT7", "ACT99"])))).toEqual([
      'merchants.factionRules.yetis.powerActionReuse.actions.1: unknown power action "ACT99"',
    ]);
  });

  it("refuses scoring tiles that cannot fill the rounds under the removals and the same-cult limit", () => {
    expect(problems(edit("merchants", (d) => d.merchants.removedTiles.push("SCORE10", "SCORE11", "SCORE12", "SCORE13", "SCORE14", "SCORE15", "SCORE16")))).toEqual([
      "merchants.removedTiles: leaves 5 scoring tiles without an option; the rules need 6",
    ]);
    expect(problems(edit("merchants", (d) => (d.merchants.scoringDraw.maxSameCultBonus = 1)))).toEqual([
      "merchants.scoringDraw.maxSameCultBonus: with at most 1 tiles per cult, only 4 of the scoring tiles in play can fill the 5 counted rounds",
    ]);
    // Two per cult: without the three Fire tiles, the other three cults still fill 5 rounds.
    expect(problems(edit("merchants", (d) => d.merchants.removedTiles.push("SCORE10", "SCORE17", "SCORE20")))).toEqual([]);
  });

  it("refuses the expansion's fields in a pack without the merchants section, at each field", () => {
    expect(
      problems(
        edit("base", (d) => {
          d.bonusCards.BON3.shipIncome = 1;
          d.favorTiles.FAV9.gain.choice = [{ ships: 1 }, { gain: { coins: 1 } }];
          d.powerActions.ACT2.effect.moveShips = true;
          d.finalScoringTiles["building-on-edge"].metric = "trade-markers";
          d.bonusCards.BON7.passVp[0].per = "trade-markers";
        }),
      ),
    ).toEqual(
      [
        "bonusCards.BON3.shipIncome",
        "bonusCards.BON7.passVp.0.per",
        "favorTiles.FAV9.gain.choice.0.ships",
        "powerActions.ACT2.effect.moveShips",
        "finalScoringTiles.building-on-edge.metric",
      ].map((p) => `${p}: is a Merchants of the Seas field, but the pack has no merchants section (extend content/merchants or add one)`),
    );
  });
});
