/**
 * Rule values of towns: structures and power a town needs (and the power value of structures) —
 * each changed in a pack derived from content/base, played in notation.
 */
import { describe, expect, it } from "vitest";
import { baseWith, play } from "./helpers";

/** Witches on D1 and F2 with plenty of resources, Dwarves far away; round 1 scores 5 VP per town. */
const SETUP = `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup dwarves
  witches: build D1
  dwarves: build I9
  dwarves: build H6
  witches: build F2
  dwarves: pass BON1
  witches: pass BON2
  witches: +20c. +22w. +7p
`;

/** D1, D2, E3 and F2 in a row: two dwellings and two trading houses, 6 power. */
const SIX_POWER = `
  witches: dig 1. build D2
  dwarves: pass BON3
  witches: dig 2. build E3
  witches: upgrade D2 to TP
  witches: upgrade E3 to TP
`;

const towns = (s: ReturnType<typeof play>) => s.player("witches").pending.towns;

describe("towns.minPower", () => {
  it("founds a town of 6 power when minPower is 6 (needs 7 by default)", () => {
    expect(towns(play(SETUP, baseWith({ "towns.minPower": 6 })).play(SIX_POWER))).toBe(1);
    expect(towns(play(SETUP).play(SIX_POWER))).toBe(0);
  });
});

describe("towns.minBuildings", () => {
  /** D1, D2 and C1: two trading houses and a stronghold, 7 power in three structures (F2 stays apart). */
  const THREE = `
    witches: dig 1. build D2
    dwarves: pass BON3
    witches: dig 2. build C1
    witches: upgrade D1 to TP
    witches: upgrade C1 to TP
    witches: upgrade D2 to TP
    witches: upgrade D2 to SH
  `;

  it("founds a town of three structures when minBuildings is 3 (needs four by default)", () => {
    expect(towns(play(SETUP, baseWith({ "towns.minBuildings": 3 })).play(THREE))).toBe(1);
    expect(towns(play(SETUP).play(THREE))).toBe(0);
  });
});

describe("towns.minBuildingsWithSanctuary", () => {
  /** D1 becomes the stronghold, D2 a temple (FAV5: towns of 6 power) then the sanctuary: 6 power in two structures. */
  const TWO = `
    witches: dig 1. build D2
    dwarves: pass BON3
    witches: upgrade D1 to TP
    witches: upgrade D1 to SH
    witches: upgrade D2 to TP
    witches: upgrade D2 to TE. +FAV5
    witches: upgrade D2 to SA
  `;

  it("founds a town of a sanctuary and one more structure when minBuildingsWithSanctuary is 2 (three by default)", () => {
    expect(towns(play(SETUP, baseWith({ "towns.minBuildingsWithSanctuary": 2 })).play(TWO))).toBe(1);
    expect(towns(play(SETUP).play(TWO))).toBe(0);
  });
});

describe("buildingPower in towns", () => {
  it("counts trading houses as 3 power when buildingPower.TP is 3: 8 power founds the town (6 by default)", () => {
    expect(towns(play(SETUP, baseWith({ "buildingPower.TP": 3 })).play(SIX_POWER))).toBe(1);
    expect(towns(play(SETUP).play(SIX_POWER))).toBe(0);
  });

  /** D2 of SIX_POWER (a trading house) upgraded further; the town has D1, D2, E3 (trading house) and F2. */
  const UPGRADED: Record<"TE" | "SH" | "SA", string> = {
    TE: "witches: upgrade D2 to TE. +FAV9",
    SH: "witches: upgrade D2 to SH",
    SA: "witches: upgrade D2 to TE. +FAV9\nwitches: upgrade D2 to SA",
  };

  it("counts a temple as 3 power when buildingPower.TE is 3: 7 power founds the town (6 by default)", () => {
    expect(towns(play(SETUP, baseWith({ "buildingPower.TE": 3 })).play(`${SIX_POWER}\n${UPGRADED.TE}`))).toBe(1);
    expect(towns(play(SETUP).play(`${SIX_POWER}\n${UPGRADED.TE}`))).toBe(0);
  });

  it.each(["SH", "SA"] as const)("counts the %s as 2 power when its buildingPower is 2: 6 power founds no town (7 does by default)", (b) => {
    expect(towns(play(SETUP, baseWith({ [`buildingPower.${b}`]: 2 })).play(`${SIX_POWER}\n${UPGRADED[b]}`))).toBe(0);
    expect(towns(play(SETUP).play(`${SIX_POWER}\n${UPGRADED[b]}`))).toBe(1);
  });
});
