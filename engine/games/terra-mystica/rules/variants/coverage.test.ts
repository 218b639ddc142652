/**
 * Every rule value the variants editor offers (`RULE_LEAVES`) has a test in this folder: a new rule
 * value in the schema fails here until a test shows the engine honours it (and it is listed below).
 */
import { describe, expect, it } from "vitest";
import { RULE_LEAVES } from "../../packs/variants";

/** Rule values and the test file that plays them. */
const TESTED: Record<string, string> = {
  "players.min": "setup",
  "players.max": "setup",
  rounds: "setup",
  terraformCycle: "board",
  "bonusCards.extra": "setup",
  "bonusCards.coinsOnUnused": "rounds",
  "bonusCards.byPlayers": "setup",
  "scoringTiles.count": "setup",
  "scoringTiles.noSpadeRewardFromRound": "setup",
  "scoringTiles.lastRoundCultBonus": "rounds, presets",
  "startingVp.default": "setup, presets",
  "startingVp.perFaction": "setup",
  "startingVp.perMap": "setup",
  "auction.kind": "setup",
  "auction.startingVp": "setup",
  "auction.minBid": "setup",
  "auction.raiseBy": "setup",
  "power.burnCost": "resources",
  conversions: "resources",
  "buildingPower.D": "board",
  "buildingPower.TP": "towns",
  "buildingPower.TE": "towns",
  "buildingPower.SH": "towns",
  "buildingPower.SA": "towns",
  maxBridges: "board",
  "cults.top": "cults",
  "cults.powerAt": "cults",
  "cults.keyForTop": "cults",
  "cults.priestSpaces": "cults",
  "cults.priestReturnSteps": "cults",
  "towns.minBuildings": "towns",
  "towns.minBuildingsWithSanctuary": "towns",
  "towns.minPower": "towns, presets",
  "towns.maxKeysPerTrack": "cults",
  "leech.vpCost": "board, presets",
  "leech.mayDecline": "board",
  "finalScoring.cults": "final-scoring",
  "finalScoring.area": "final-scoring",
  "finalScoring.resources.coinsPerVp": "final-scoring",
  "passing.firstPasserStartsNextRound": "rounds",
  "passing.nextRoundOrder": "rounds",
};

/** Values the schema fixes (a variant cannot change them). */
const FIXED = ["upgrades.TP", "upgrades.TE", "upgrades.SH", "upgrades.SA"];

describe("rule values", () => {
  it("each have a test, or cannot be changed", () => {
    const untested = RULE_LEAVES.map((l) => l.path).filter((p) => !(p in TESTED) && !FIXED.includes(p));
    expect(untested).toEqual([]);
    expect(Object.keys(TESTED).filter((p) => !RULE_LEAVES.some((l) => l.path === p))).toEqual([]);
  });
});
