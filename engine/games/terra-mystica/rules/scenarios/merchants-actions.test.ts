/**
 * The Move ships action as one action of a turn (Merchants of the Seas §4–§6, content/merchants):
 * nothing else follows it in the same turn, several stronghold trades in it share one dwelling,
 * and the cult bonus's spades reach hexes next to the player's ships.
 */
import { describe, expect, it } from "vitest";
import { legalMoves } from "../legal";
import { formatMove } from "../../notation/format";
import { expectRefused, game } from "./helpers";
import type { Scenario } from "../../testing/scenario";

const listed = (s: Scenario, faction: string) => legalMoves(s.catalog, s.state, faction).map(formatMove);
const cells = (s: Scenario, faction: string) => s.player(faction).merchants!.ships.map((c) => s.catalog.boards.base!.ids[c]);

/**
 * Auren (forest: F2 with the dock, beside r20; D1) and Fakirs (desert: D3, F3) on the base map.
 * Round 1: the Auren gain a ship on r20 (ACT8); the Fakirs upgrade D3; the Auren are to act.
 */
const START = `option loose-adjust-resource
     map base
     score SCORE10,SCORE11,SCORE13,SCORE14,SCORE15,SCORE16
     setup auren
     setup fakirs
     auren: build F2
     fakirs: build D3
     fakirs: build F3
     auren: build D1
     auren: dock F2
     fakirs: dock D3
     fakirs: pass BON1
     auren: pass BON11
     auren: +12pw. +20c. +20w. +3p
     auren: action ACT8
     fakirs: +10c. +10w
     fakirs: upgrade D3 to TP`;

describe("the Move ships action is the turn's one action", () => {
  it("allows only ship moves, conversions and `done` after it, before any ship moved", () => {
    const s = game(START, "merchants").play("auren: +12pw. action ACT7");
    const moves = listed(s, "auren");
    expect(moves.filter((m) => !/ (ship|convert|burn) /.test(m))).toEqual(["auren: done"]);
    expect(moves).toContain("auren: ship +1 r20-r21");
    expectRefused(s, "auren: upgrade D1 to TP", "move/not-allowed-now");
  });

  it("holds for the last player in the round too: another action only after `done` ends the move", () => {
    const s = game(START, "merchants").play(`
      auren: advance ship
      fakirs: pass BON2
      auren: +12pw. action ACT7
    `);
    const p = s.player("auren");
    expect(s.player("fakirs").passed).toBe(true);
    const before = listed(s, "auren");
    expect(before.filter((m) => !/ (ship|convert|burn) /.test(m))).toEqual(["auren: done"]);
    for (const line of ["auren: upgrade D1 to TP", "auren: dig 1", "auren: action ACT1", "auren: action SHIPS", "auren: advance ship", "auren: send p to fire", "auren: pass BON3"])
      expectRefused(s, line, "move/not-allowed-now");
    // Listing the other player's moves leaves the open Move ships action as it was.
    const state = structuredClone(s.state);
    legalMoves(s.catalog, s.state, "fakirs");
    expect(s.state).toEqual(state);
    s.play("auren: ship r20-r21");
    expect(listed(s, "auren").filter((m) => !/ (ship|convert|burn) /.test(m))).toEqual(["auren: done"]);
    expectRefused(s, "auren: upgrade D1 to TP", "move/not-allowed-now");
    s.play("auren: done");
    expect(p.merchants!.moving).toBeUndefined();
    expect(listed(s, "auren")).toContain("auren: upgrade D1 to TP");
    const coins = p.coins;
    s.play("auren: upgrade D1 to TP");
    expect([p.buildings.TP, coins - p.coins, cells(s, "auren")]).toEqual([1, 6, ["r21"]]);
  });
});
