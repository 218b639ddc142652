/**
 * The Move ships action as one action of a turn (Merchants of the Seas §4–§6, content/merchants):
 * nothing else follows it in the same turn, several stronghold trades in it share one dwelling,
 * and the cult bonus's spades reach hexes next to the player's ships.
 */
import { describe, expect, it } from "vitest";
import { legalMoves } from "../legal";
import { formatMove } from "../../notation/format";
import { expectRefused, game, terrainAt } from "./helpers";
import { merchantsLog, AUREN_FAKIRS } from "./merchants-logs";
import type { Scenario } from "../../testing/scenario";

const listed = (s: Scenario, faction: string) => legalMoves(s.catalog, s.state, faction).map(formatMove);
const cells = (s: Scenario, faction: string) => s.player(faction).merchants!.ships.map((c) => s.catalog.boards.base!.ids[c]);

/**
 * Auren (forest: F2 with the dock, beside r20; D1) and Fakirs (desert: D3, F3) on the base map.
 * Round 1: the Auren gain a ship on r20 (ACT8); the Fakirs upgrade D3; the Auren are to act.
 */
const START = `${merchantsLog(AUREN_FAKIRS)}
     auren: +12pw. +20c. +20w. +3p
     auren: action ACT8
     fakirs: +10c. +10w
     fakirs: upgrade D3 to TP`;

describe("the Move ships action is the turn's one action", () => {
  it("stays open when a log ends with it (replayed, for the player in turn and for the last player in the round)", () => {
    // A log ending just after ACT7: the ship moves are still to come (a stored session, an imported log).
    const mid = game(`${START}\n     auren: +12pw. action ACT7`, "merchants");
    expect(listed(mid, "auren")).toContain("auren: ship +1 r20-r21");
    expect(mid.state.active).toBe(mid.state.players.findIndex((p) => p.faction === "auren"));
    // The other player's move still ends the Auren's turn (and their Move ships action).
    mid.play("fakirs: pass BON2");
    expect(mid.player("auren").merchants!.moving).toBeUndefined();
    const last = game(`${START}\n     auren: advance ship\n     fakirs: pass BON2\n     auren: +12pw. action ACT7`, "merchants");
    const moves = listed(last, "auren");
    expect(moves).toContain("auren: ship r20-r21"); // shipping 1 now: one step free
    expect(moves.filter((m) => !/ (ship|convert|burn) /.test(m))).toEqual(["auren: done"]);
  });

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

describe("the cult bonus's spades", () => {
  it("may be used on a hex next to a river cell holding the player's ship (Phase III), not on one out of reach", () => {
    // Round 1 scores 1 spade per 4 Earth at its end (SCORE15). E4 (lakes) touches r20, where the
    // Auren's ship stands, and none of their structures; E5 touches neither.
    const s = game(
      `${merchantsLog(AUREN_FAKIRS, { score: "SCORE15,SCORE11,SCORE13,SCORE14,SCORE10,SCORE16" })}
       auren: +12pw. +2p
       auren: action ACT8
       fakirs: pass BON3
       auren: send p to earth
       auren: send p to earth`,
      "merchants",
    );
    const p = s.player("auren");
    expect([p.cults.earth, p.shipping, cells(s, "auren")]).toEqual([5, 0, ["r20"]]);
    s.play("auren: pass BON4");
    expect([s.state.round, p.pending.spades]).toEqual([1, 1]);
    expect(s.state.phase).toBe("cult-bonus");
    expect(listed(s, "auren")).toContain("auren: transform E4 to green");
    expectRefused(s, "auren: transform E5 to blue", "move/out-of-reach");
    s.play("auren: transform E4 to forest");
    // No dwelling in Phase III; the next round begins.
    expect([s.state.board.terrain[s.catalog.boards.base!.index.E4!], p.pending.spades, p.buildings.D, s.state.round]).toEqual(["forest", 0, 2, 2]);
    expect(cells(s, "auren")).toEqual(["r20"]);
  });
});

/**
 * Auren (forest: F2 with the dock, beside r20; D1), Fakirs (desert: F3, beside r21; I7) and
 * Darklings (swamp: E5, beside r21; G5) on the base map; the Fakirs and the Darklings build their
 * strongholds on F3 and E5 in round 1, the Auren reach shipping 2 and gain two ships on r20 (the
 * Darklings have not passed: the Auren's Move ships action is their turn's one action). Round 1
 * scores 2 VP per trade (SCORE10); the Auren hold BON11 (+1 VP per trade). Next to the Auren: F1
 * (mountains) and D2 (lakes), each 1 spade from forest; E3 (wasteland), 2 spades.
 */
const TWO_STRONGHOLDS = `${merchantsLog([{ faction: "auren", dwellings: ["F2", "D1"], dock: "F2", bonus: "BON11" }, { faction: "fakirs", dwellings: ["F3", "I7"], dock: "F3", bonus: "BON2" }, { faction: "darklings", dwellings: ["E5", "G5"], dock: "E5", bonus: "BON1" }])}
     auren: +12pw. +20c. +20w. +3p
     auren: advance ship
     fakirs: +20c. +20w
     fakirs: upgrade F3 to TP
     darklings: +20c. +20w
     darklings: upgrade E5 to TP
     auren: advance ship
     fakirs: upgrade F3 to SH
     darklings: upgrade E5 to SH
     auren: action ACT8
     fakirs: pass BON3
     darklings: +2p. send p to fire
     auren: action BON11
     darklings: send p to water
     auren: +12pw
     auren: action ACT7. ship r20-r21-F3. ship r20-r21-E5`;

describe("several stronghold trades in one Move ships action", () => {
  const snapshot = (p: Scenario["state"]["players"][number]) => ({ vp: p.vp, coins: p.coins, workers: p.workers, d: p.buildings.D });

  it("add up their spades, which go to another hex only once the first is home terrain; one dwelling in all", () => {
    const s = game(TWO_STRONGHOLDS, "merchants");
    const a = s.player("auren");
    const before = snapshot(a);
    s.play("auren: trade F3. trade E5");
    // Each: 2 VP and 2 coins, 2 VP for the round's tile, 1 for BON11; a free spade.
    expect([a.vp - before.vp, a.coins - before.coins, a.pending.spades]).toEqual([10, 4, 2]);
    expectRefused(s, "auren: transform E3 to gray", "move/home-terrain-first");
    s.play("auren: transform F1 to green");
    s.play("auren: transform D2 to green");
    expect([terrainAt(s, "F1"), terrainAt(s, "D2"), a.pending.spades]).toEqual(["forest", "forest", 0]);
    s.play("auren: build F1");
    expectRefused(s, "auren: build D2", "move/not-allowed-now");
    expect(listed(s, "auren").filter((m) => m.includes(" build "))).toEqual([]);
    // The spades were free; the one dwelling cost 1 worker and 2 coins.
    expect([a.buildings.D - before.d, before.workers - a.workers, a.coins - before.coins]).toEqual([1, 1, 2]);
  });

  it("allow no second dwelling when the first trade's was built before the second trade", () => {
    const s = game(TWO_STRONGHOLDS, "merchants");
    const a = s.player("auren");
    const before = snapshot(a);
    s.play("auren: trade F3. transform F1 to green. build F1");
    expect([a.buildings.D - before.d, a.pending.spades]).toEqual([1, 0]);
    s.play("auren: trade E5");
    expect([a.vp - before.vp, a.pending.spades]).toEqual([10, 1]);
    s.play("auren: transform D2 to green");
    expectRefused(s, "auren: build D2", "move/not-allowed-now");
    expect([terrainAt(s, "D2"), a.buildings.D - before.d, before.workers - a.workers, a.coins - before.coins]).toEqual(["forest", 1, 1, 2]);
  });
});
