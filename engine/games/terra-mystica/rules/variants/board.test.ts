/**
 * Rule values of the board: the terraform cycle, bridges, the power value of structures, and
 * taking power from neighbours — each changed in a pack derived from content/base (or by a
 * variant), played in notation.
 */
import { describe, expect, it } from "vitest";
import { legalMoves } from "../legal";
import { expectRefused } from "../scenarios/helpers";
import { HALFLINGS_WITCHES } from "../scenarios/site-logs";
import { baseWith, baseWithVariant, play, problemsWith } from "./helpers";

/** Witches on D1 and F2 (6 workers), Dwarves far away; round 1. */
const WITCHES = (options = "") => `
  ${options}
  score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup dwarves
  witches: build D1
  dwarves: build I9
  dwarves: build H6
  witches: build F2
  dwarves: pass BON1
  witches: pass BON2
`;

/** Halflings on E2 next to the Witches on D1 and F2; the Halflings move first. */
const NEIGHBOURS = (options = "") => `${options}\n${HALFLINGS_WITCHES}`;

/** Engineers on C2 and E7 (C2 can bridge to D4 and D3), the Witches far away. */
const ENGINEERS = `
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup engineers
  witches: build A10
  engineers: build C2
  engineers: build E7
  witches: build C4
  engineers: pass BON3
  witches: pass BON4
  witches: pass BON5
`;

/** The base cycle with forest and lakes swapped: swamp is next to forest, wasteland three steps away. */
const SWAPPED = ["desert", "plains", "swamp", "forest", "lakes", "mountains", "wasteland"];

describe("terraformCycle", () => {
  it("costs the spades of the pack's cycle: swamp to forest is 1 spade with forest and lakes swapped (2 by default)", () => {
    const s = play(WITCHES(), baseWith({ terraformCycle: SWAPPED }));
    expect(s.player("witches").workers).toBe(6);
    s.play("witches: dig 1. build E1");
    expect(s.player("witches").buildings.D).toBe(3);
    expect(s.player("witches").workers).toBe(6 - 3 - 1);

    expect(play(WITCHES()).attempt("witches: dig 1. build E1")).toMatchObject({ ok: false, code: "move/not-enough-spades" });
    expect(play(WITCHES("option loose-adjust-resource")).play("witches: +1w. dig 2. build E1").player("witches").buildings.D).toBe(3);
  });

  it("costs 3 spades for wasteland to forest with forest and lakes swapped (2 by default)", () => {
    const swapped = baseWith({ terraformCycle: SWAPPED });
    expect(play(WITCHES(), swapped).attempt("witches: dig 2. build E3")).toMatchObject({ ok: false, code: "move/not-enough-spades" });
    const s = play(WITCHES("option loose-adjust-resource"), swapped).play("witches: +4w. dig 3. build E3");
    expect(s.player("witches").buildings.D).toBe(3);
    expect(s.player("witches").workers).toBe(10 - 9 - 1);
    expect(play(WITCHES("option loose-adjust-resource")).play("witches: +1w. dig 2. build E3").player("witches").buildings.D).toBe(3);
  });

  it("uses a variant's cycle when the option is on", () => {
    const catalog = baseWithVariant("swapped-cycle", { terraformCycle: SWAPPED });
    expect(play(WITCHES("option swapped-cycle"), catalog).play("witches: dig 1. build E1").player("witches").buildings.D).toBe(3);
    expect(play(WITCHES(), catalog).attempt("witches: dig 1. build E1")).toMatchObject({ ok: false });
  });

  it("rejects a cycle that does not hold each terrain once", () => {
    expect(problemsWith({ terraformCycle: ["desert", "plains", "swamp", "forest", "forest", "mountains", "wasteland"] })).toEqual([
      "rules.terraformCycle: must list each of the seven terrains once",
    ]);
  });
});

describe("maxBridges", () => {
  it("lets a player build one bridge when maxBridges is 1 (three by default)", () => {
    const s = play(ENGINEERS, baseWith({ maxBridges: 1 }));
    expect(s.player("engineers").bridgesLeft).toBe(1);
    s.play("engineers: action ACTE. bridge C2:D4");
    expect(s.player("engineers").bridgesLeft).toBe(0);
    expectRefused(s, "engineers: action ACTE", "move/pointless-action");

    const d = play(ENGINEERS).play("engineers: action ACTE. bridge C2:D4");
    expect(d.player("engineers").bridgesLeft).toBe(2);
    d.play("engineers: action ACTE. bridge C2:D3");
    expect(d.state.board.bridges).toHaveLength(2);
  });

  it("offers no bridge power action when maxBridges is 0", () => {
    const s = play(ENGINEERS, baseWith({ maxBridges: 0 }));
    s.player("engineers").power = [0, 0, 12];
    expectRefused(s, "engineers: action ACT1", "move/pointless-action");
  });
});

describe("buildingPower", () => {
  it("offers the neighbours' power at the pack's values: 2 per dwelling when buildingPower.D is 2 (1 by default)", () => {
    const s = play(NEIGHBOURS(), baseWith({ "buildingPower.D": 2 }));
    s.play("halflings: upgrade E2 to TP");
    expect(s.state.leechOffers).toEqual([expect.objectContaining({ amount: 4 })]);
    const d = play(NEIGHBOURS()).play("halflings: upgrade E2 to TP");
    expect(d.state.leechOffers).toEqual([expect.objectContaining({ amount: 2 })]);
  });
});

describe("leech.vpCost and leech.mayDecline", () => {
  it("costs no VP to take power when vpCost is none (power − 1 by default)", () => {
    const s = play(NEIGHBOURS(), baseWith({ "leech.vpCost": "none" }));
    s.play("halflings: upgrade E2 to TP\nwitches: leech 2 from halflings");
    expect(s.player("witches").vp).toBe(20);
    expect(s.player("witches").power).toEqual([3, 9, 0]);
    const d = play(NEIGHBOURS()).play("halflings: upgrade E2 to TP\nwitches: leech 2 from halflings");
    expect(d.player("witches").vp).toBe(19);
  });

  it("refuses declining when mayDecline is false, and takes the power when the offer lapses", () => {
    const s = play(NEIGHBOURS(), baseWith({ "leech.mayDecline": false }));
    s.play("halflings: upgrade E2 to TP");
    expectRefused(s, "witches: decline 2 from halflings", "move/must-take");
    expectRefused(s, "witches: decline", "move/must-take");
    expect(legalMoves(s.catalog, s.state, "witches").filter((m) => m.type === "decline")).toEqual([]);
    // The Witches act without answering: the offer is taken, for 1 VP.
    s.play("witches: burn 3. action ACT2");
    expect(s.state.leechOffers).toEqual([]);
    expect(s.player("witches").vp).toBe(19);
    expect(s.player("witches").vpSources.leech).toBe(-1);

    const d = play(NEIGHBOURS()).play("halflings: upgrade E2 to TP\nwitches: burn 3. action ACT2");
    expect(d.player("witches").vpSources.leech).toBeUndefined();
    expect(play(NEIGHBOURS()).play("halflings: upgrade E2 to TP\nwitches: decline 2 from halflings").state.leechOffers).toEqual([]);
  });
});
