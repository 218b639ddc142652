/**
 * The shipyard (Merchants of the Seas §7, content/merchants): built as an upgrade of a riverside
 * trading house (`upgrade F2 to SY`), one per player, at the shipyard board's cost, with its
 * one-off rewards (a ship next to the shipyard; the Alchemists' shipping step, the Auren's cult
 * steps), power value 3 for leech and trade, ship income from the next round, the Build a ship
 * action; the choice of river cell for a gained ship (`ship-at r21`); trades with a shipyard and
 * their two options (`keep-ship`, `reset-ships`).
 */
import { describe, expect, it } from "vitest";
import { legalMoves } from "../legal";
import { formatMove } from "../../notation/format";
import { parseCommand } from "../../notation/parse";
import { expectRefused, game } from "./helpers";
import { merchantsLog } from "./merchants-logs";
import type { Scenario } from "../../testing/scenario";
import { checkInvariants } from "../../testing/invariants";

/**
 * Auren (forest: F2 beside r20, r26 and r27, with the dock; D1) and Alchemists (swamp: E5 beside
 * r14, r15 and r21, with the dock; E1, which no river touches) on the base map, whose canal joins
 * r14 and r21. Round 1 scores 5 VP for a stronghold, sanctuary or shipyard (SCORE13), round 3
 * 2 VP per trade. The Auren act first, after the resources below.
 */
const START = `${merchantsLog([{ faction: "auren", dwellings: ["F2", "D1"], dock: "F2", bonus: "BON3" }, { faction: "alchemists", dwellings: ["E5", "E1"], dock: "E5", bonus: "BON1" }], { score: "SCORE13,SCORE11,SCORE10,SCORE14,SCORE15,SCORE16" })}
     auren: +20c. +10w. +1p. +12pw`;
const start = () => game(START, "merchants");

const cells = (s: Scenario, list: readonly number[]) => list.map((c) => s.catalog.boards.base!.ids[c]);
const ships = (s: Scenario, faction: string) => cells(s, s.player(faction).merchants!.ships);
const hex = (s: Scenario, id: string) => s.catalog.boards.base!.index[id]!;
const listed = (s: Scenario, faction: string) => legalMoves(s.catalog, s.state, faction).map(formatMove);

/** Round 1: both upgrade to trading houses; the Auren build their shipyard on F2 and take its two cult steps on Fire. */
const AUREN_SHIPYARD = `
    auren: upgrade F2 to TP
    alchemists: +20c. +10w. +12pw
    alchemists: upgrade E1 to TP
    auren: leech 1 from alchemists
    auren: upgrade F2 to SY`;
const aurenShipyard = () => start().play(AUREN_SHIPYARD);

describe("building the shipyard", () => {
  it("upgrades a riverside trading house at the board's cost: the trading house goes back, 1 ship next to the shipyard, the Auren's 2 cult steps, build VP", () => {
    const s = start();
    expect(listed(s, "auren").filter((m) => m.endsWith("SY"))).toEqual([]);
    s.play(`
      auren: upgrade F2 to TP
      alchemists: +20c. +10w. +12pw
      alchemists: upgrade E1 to TP
      auren: leech 1 from alchemists
    `);
    expect(listed(s, "auren").filter((m) => m.endsWith("SY"))).toEqual(["auren: upgrade F2 to SY"]);
    expectRefused(s, "auren: upgrade D1 to SY", "move/bad-upgrade");
    const before = { ...s.player("auren") };
    expect([before.coins, before.workers, before.vp, before.buildings.TP]).toEqual([35, 14, 25, 1]);
    s.play("auren: upgrade F2 to SY");
    const a = s.player("auren");
    // 3 workers and 6 coins (merchants.shipyards.default.cost); 5 VP from SCORE13.
    expect([a.coins, a.workers, a.vp, a.vpSources["round-scoring"]]).toEqual([29, 11, 30, 5]);
    expect(a.buildings).toEqual({ D: 1, TP: 0, TE: 0, SH: 0, SA: 0 });
    expect([s.state.board.building[hex(s, "F2")], a.merchants!.shipyard]).toEqual(["SY", hex(s, "F2")]);
    // The ship goes on the first river cell next to the shipyard; the player may still choose another.
    expect(ships(s, "auren")).toEqual(["r20"]);
    expect([a.pending.cultSteps, a.pending.cultSameTrack]).toEqual([2, true]);
    const moves = listed(s, "auren");
    expect(moves.filter((m) => m.includes("ship-at"))).toEqual(["auren: ship-at r26", "auren: ship-at r27"]);
    expect(moves).toContain("auren: +2FIRE");
    s.play("auren: ship-at r27. +2FIRE");
    expect([ships(s, "auren"), s.player("auren").cults.fire, s.player("auren").merchants!.placing]).toEqual([["r27"], 2, undefined]);
  });

  it("is refused on a trading house no river touches, and a second time", () => {
    const s = aurenShipyard().play("auren: +2FIRE");
    expect(listed(s, "alchemists")).not.toContain("alchemists: upgrade E1 to SY");
    expectRefused(s, "alchemists: upgrade E1 to SY", "move/bad-upgrade");
    s.play(`
      alchemists: upgrade E5 to TP
      auren: upgrade D1 to TP
      alchemists: leech 2 from auren
      alchemists: upgrade E5 to SY
    `);
    expectRefused(s, "auren: upgrade D1 to SY", "move/no-supply");
    expect(listed(s, "auren")).not.toContain("auren: upgrade D1 to SY");
  });

  it("gives the Alchemists +1 shipping with the track's VP besides their ship", () => {
    const s = aurenShipyard().play(`
      auren: +2FIRE
      alchemists: upgrade E5 to TP
      auren: upgrade D1 to TP
      alchemists: leech 2 from auren
    `);
    const b = { ...s.player("alchemists") };
    expect([b.coins, b.workers, b.vp, b.shipping]).toEqual([28, 12, 24, 0]);
    s.play("alchemists: upgrade E5 to SY");
    const a = s.player("alchemists");
    expect([a.coins, a.workers, a.vp, a.shipping, a.vpSources.tracks, a.vpSources["round-scoring"]]).toEqual([22, 9, 31, 1, 2, 5]);
    expect(ships(s, "alchemists")).toEqual(["r14"]);
  });

  it("has power value 3: a dwelling built next to it and to a trading house offers its owner 3 + 2 power", () => {
    const s = aurenShipyard().play(`
      auren: +2FIRE
      alchemists: upgrade E5 to TP
      auren: upgrade D1 to TP
      alchemists: leech 2 from auren
    `);
    // E2 (plains, one spade from swamp) touches the Auren's shipyard F2 and trading house D1.
    s.play("alchemists: dig 1. build E2");
    expect(s.state.leechOffers.map((o) => [o.seat, o.from, o.amount])).toEqual([[0, 1, 5]]);
  });
});

describe("the Shapeshifters' shipyard", () => {
  it("gives a free change of home colour, owed at once, even without the stronghold", () => {
    const s = game(
      `${merchantsLog([{ faction: "shapeshifters", pick: "gray", dwellings: ["E7", "F1"], dock: "F1", bonus: "BON3" }, { faction: "witches", dwellings: ["C3", "F2"], dock: "F2", bonus: "BON4" }], { options: ["fire-and-ice-factions/variable_v5"], score: "SCORE13,SCORE11,SCORE10,SCORE14,SCORE15,SCORE16" })}
       shapeshifters: +20c. +20w. upgrade E7 to TP
       witches: pass BON1`,
      "merchants",
    );
    expect(s.player("shapeshifters").buildings.SH).toBe(0);
    s.play("shapeshifters: upgrade E7 to SY");
    const p = s.player("shapeshifters");
    expect([p.pending.shapeshift, ships(s, "shapeshifters")]).toEqual([1, ["r22"]]);
    expect(listed(s, "shapeshifters").filter((m) => m.includes("pick-color"))).toContain("shapeshifters: pick-color yellow");
    expectRefused(s, "shapeshifters: upgrade F1 to TP", "move/pick-color-first");
    s.play("shapeshifters: pick-color yellow");
    expect([p.pending.shapeshift, p.picked, s.state.board.terrain[hex(s, "E7")], s.state.board.terrain[hex(s, "F1")]]).toEqual([0, "desert", "desert", "desert"]);
  });
});

/** Both shipyards built in round 1; the Auren's ship on r20, the Alchemists' on r14; the Auren have shipping 1. */
const BOTH_SHIPYARDS = `
    auren: +2FIRE
    alchemists: upgrade E5 to TP
    auren: upgrade D1 to TP
    alchemists: leech 2 from auren
    alchemists: upgrade E5 to SY
    auren: advance ship`;
const bothShipyards = () => aurenShipyard().play(BOTH_SHIPYARDS);

describe("Build a ship", () => {
  it("is offered once the shipyard stands, once per round, for 1 worker and 2 coins; the ship goes where the player chooses", () => {
    const s = start();
    expect(listed(s, "auren")).not.toContain("auren: action BUILDSHIP");
    expectRefused(s, "auren: action BUILDSHIP", "move/no-such-action");
    const t = bothShipyards();
    expect(listed(t, "alchemists")).toContain("alchemists: action BUILDSHIP");
    const b = { ...t.player("alchemists") };
    t.play("alchemists: action BUILDSHIP. ship-at r21");
    const a = t.player("alchemists");
    expect([b.workers - a.workers, b.coins - a.coins]).toEqual([1, 2]);
    expect(ships(t, "alchemists")).toEqual(["r14", "r21"]);
    expect(t.state.usedActions).toContain("BUILDSHIP/1");
    t.play("auren: action ACT8");
    expectRefused(t, "alchemists: action BUILDSHIP", "move/action-used");
  });

  it("keeps at most 3 ships: the action is refused with no room, and income beyond is lost", () => {
    const s = bothShipyards().play(`
      alchemists: pass BON4
      auren: action BUILDSHIP
      auren: pass BON2
    `);
    expect(s.state.round).toBe(2);
    // Round 2's income: the shipyard's ship (built last round) for each.
    expect([ships(s, "auren"), ships(s, "alchemists")]).toEqual([
      ["r20", "r20", "r20"],
      ["r14", "r14"],
    ]);
    s.play("alchemists: action BUILDSHIP");
    expect(listed(s, "auren")).not.toContain("auren: action BUILDSHIP");
    expectRefused(s, "auren: action BUILDSHIP", "move/pointless-action");
    s.play(`
      auren: pass BON3
      alchemists: pass BON1
    `);
    expect(s.state.round).toBe(3);
    expect([ships(s, "auren").length, ships(s, "alchemists").length]).toEqual([3, 3]);
  });
});

describe("placing a gained ship", () => {
  it("lists the other cells next to the dock or the shipyard until the player's next move; a log naming none keeps the first", () => {
    const s = bothShipyards().play(`
      alchemists: pass BON4
      auren: pass BON2
    `);
    // Income: each player's new ship on the first cell, a choice left. The Alchemists start round 2.
    expect([ships(s, "auren"), ships(s, "alchemists")]).toEqual([
      ["r20", "r20"],
      ["r14", "r14"],
    ]);
    expect(listed(s, "alchemists").filter((m) => m.includes("ship-at"))).toEqual(["alchemists: ship-at r15", "alchemists: ship-at r21"]);
    expectRefused(s, "alchemists: ship-at r26", "move/bad-place");
    // The Alchemists' new ship stays on r14 once they make another move.
    s.play("alchemists: pass BON3");
    expectRefused(s, "alchemists: ship-at r21", "move/not-allowed-now");
    expect(ships(s, "alchemists")).toEqual(["r14", "r14"]);
    expect(listed(s, "auren").filter((m) => m.includes("ship-at"))).toEqual(["auren: ship-at r26", "auren: ship-at r27"]);
    s.play("auren: ship-at r26");
    expect(ships(s, "auren")).toEqual(["r20", "r26"]);
    // The other ship was not gained in this choice: nothing more to place.
    expectRefused(s, "auren: ship-at r27", "move/not-allowed-now");
  });

  it("is written `ship-at r15`, read back the same, and a log with it replays to the same pieces", () => {
    const lines = `${AUREN_SHIPYARD}\n${BOTH_SHIPYARDS}\nalchemists: action BUILDSHIP. ship-at r15`;
    const s = start().play(lines);
    expect(ships(s, "alchemists")).toEqual(["r14", "r15"]);
    const parsed = parseCommand("alchemists", "ship-at R15");
    expect(parsed).toMatchObject({ kind: "move", move: { type: "ship-at", faction: "alchemists", cell: "r15" } });
    expect(formatMove({ type: "ship-at", faction: "alchemists", cell: "r15" })).toBe("alchemists: ship-at r15");
    // A replayed log ends the last turn (as terra.snellman.net does): the pieces and the board are the same.
    const replayed = game(`${START}\n${lines}`, "merchants").state;
    expect([replayed.players.map((p) => p.merchants), replayed.board]).toEqual([s.state.players.map((p) => p.merchants), s.state.board]);
  });
});

describe("trading with a shipyard", () => {
  it("keep-ship: 2 VP, the owner offered 3 power, the ship placed again next to the trader's dock or shipyard", () => {
    const s = bothShipyards().play("alchemists: action BUILDSHIP. ship-at r21");
    const b = { ...s.player("auren"), power: [...s.player("auren").power] };
    s.play("auren: action SHIPS. ship +1 r20-r21-E5");
    expect(listed(s, "auren").filter((m) => m.includes("trade"))).toEqual(["auren: trade E5: keep-ship", "auren: trade E5: reset-ships"]);
    s.play("auren: trade E5: keep-ship");
    const a = s.player("auren");
    expect([a.vp - b.vp, a.vpSources.trades, a.power[2] - b.power[2]!]).toEqual([2, 2, -1]);
    expect([ships(s, "auren"), cells(s, a.merchants!.traded), a.merchants!.landed]).toEqual([["r20"], ["E5"], []]);
    expect(s.state.leechOffers.map((o) => [o.seat, o.from, o.amount])).toEqual([[1, 0, 3]]);
    expect(s.state.usedActions).toContain("SHIPS/0");
    // The ship kept may be placed on another cell next to the Auren's dock or shipyard.
    expect(listed(s, "auren").filter((m) => m.includes("ship-at"))).toEqual(["auren: ship-at r26", "auren: ship-at r27"]);
    const vp = s.player("alchemists").vp;
    s.play("alchemists: leech 3 from auren");
    expect(s.player("alchemists").vp).toBe(vp - 2);
  });

  it("reset-ships: 2 VP and the trader's Move ships action free again this round", () => {
    const s = bothShipyards().play(`
      alchemists: action BUILDSHIP. ship-at r21
      auren: pass BON2
    `);
    const b = { ...s.player("alchemists") };
    s.play("alchemists: action SHIPS. ship +1 r21-r20-F2. trade F2: reset-ships");
    const a = s.player("alchemists");
    expect([a.vp - b.vp, a.vpSources.trades, ships(s, "alchemists"), cells(s, a.merchants!.traded)]).toEqual([2, 2, ["r14"], ["F2"]]);
    expect(s.state.usedActions).not.toContain("SHIPS/1");
    expect(s.state.leechOffers.map((o) => [o.seat, o.from, o.amount])).toEqual([[0, 1, 3]]);
    s.play("auren: decline 3 from alchemists");
    // The Auren passed: the Alchemists move on, and may move ships again.
    s.play("alchemists: action SHIPS. ship r14-r21");
    expect(ships(s, "alchemists")).toEqual(["r21"]);
  });
});

describe("the invariants", () => {
  it("hold with both shipyards built, and name a second shipyard, a shipyard off its hex and a ship to place that is gone", () => {
    const s = bothShipyards().play("alchemists: action BUILDSHIP");
    expect(checkInvariants(s.catalog, s.state)).toEqual([]);
    const two = structuredClone(s.state);
    two.board.building[hex(s, "D1")] = "SY";
    two.players[0]!.buildings.TP--;
    expect(checkInvariants(s.catalog, two).join("; ")).toContain("auren: 2 shipyards");
    const moved = structuredClone(s.state);
    moved.players[1]!.merchants!.shipyard = hex(s, "E1");
    expect(checkInvariants(s.catalog, moved).join("; ")).toContain("alchemists: shipyard");
    const gone = structuredClone(s.state);
    gone.players[1]!.merchants!.ships = [hex(s, "r14")];
    expect(s.state.players[1]!.merchants!.placing).toEqual([{ cell: hex(s, "r14"), near: "any" }]);
    expect(checkInvariants(s.catalog, gone)).toEqual([]);
    gone.players[1]!.merchants!.placing = [{ cell: hex(s, "r21"), near: "any" }];
    expect(checkInvariants(s.catalog, gone).join("; ")).toContain("a ship to place on cell");
  });
});
