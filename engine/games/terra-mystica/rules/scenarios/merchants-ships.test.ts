/**
 * Ships and trade (Merchants of the Seas, content/merchants): gaining ships next to the dock, the
 * Move ships action (shipping value + extra steps paid with power, river cells and canals, stopping
 * on another faction's structure), trading with the reward per building type, the owner's power
 * offer, trade markers for ever, and the trade-majority final-scoring tile.
 */
import { describe, expect, it } from "vitest";
import { legalMoves } from "../legal";
import { formatMove } from "../../notation/format";
import { parseCommand } from "../../notation/parse";
import { expectRefused, game, passUntil, terrainAt } from "./helpers";
import { merchantsLog, AUREN_FAKIRS } from "./merchants-logs";
import { scenario, type Scenario } from "../../testing/scenario";
import { MERCHANTS_EXAMPLE, merchantsExampleLog } from "../../testing/merchants-example";
import { compileCatalog, type Catalog } from "../../catalog";
import { chooseHeuristicMove, followUp, HEURISTIC_WEIGHTS, positionValue } from "../../bots/heuristic";

/** The cell ids of a list of cell indexes. */
const idsOf = (s: Scenario, cells: readonly number[]) => cells.map((c) => s.catalog.boards[s.state.map]!.ids[c]);

/**
 * The notation README's setup (testing/merchants-example.ts): Auren (forest: F2 by the river r20,
 * and D1) and Fakirs (desert: D3 by r8/r14, F3 by r21/r28) on the base map, whose canal joins r14
 * and r21; the Auren's dock under F2, the Fakirs' warehouse under D3. Round 1 scores 2 VP per
 * trade (SCORE10). The Auren (BON11: +1 VP per trade, action: 1 ship) are to act.
 */
const start = (catalog?: Catalog) => {
  const log = merchantsExampleLog(["map base"]);
  return catalog ? scenario(catalog, log) : game(log, "merchants");
};

const ships = (s: Scenario, faction: string) => idsOf(s, s.player(faction).merchants!.ships);

describe("gaining ships", () => {
  it("places each ship on the first river cell next to the dock; three at most, and a gain with no room is refused", () => {
    const s = start().play("auren: +12pw");
    expect(s.player("auren").power).toEqual([0, 5, 7]);
    s.play("auren: action ACT8");
    expect(ships(s, "auren")).toEqual(["r20"]);
    expect(s.player("auren").power).toEqual([4, 5, 3]);
    s.play(`
      fakirs: pass BON3
      auren: action BON11
    `);
    expect(ships(s, "auren")).toEqual(["r20", "r20"]);
    // BON13 gives a ship as income: the third, in round 2.
    s.play("auren: pass BON13");
    expect(s.state.round).toBe(2);
    expect(ships(s, "auren")).toEqual(["r20", "r20", "r20"]);
    s.play("fakirs: pass BON4");
    s.play("auren: +12pw");
    expectRefused(s, "auren: action ACT8", "move/pointless-action");
    expect(legalMoves(s.catalog, s.state, "auren").map(formatMove)).not.toContain("auren: action ACT8");
  });

  it("gives the Fakirs a merchant on their warehouse's hex instead of a ship on the river (merchants-merchants.test.ts plays them)", () => {
    const s = start().play("auren: +12pw. +12pw");
    s.play("auren: pass BON13");
    s.play("fakirs: +12pw. action ACT8");
    expect(ships(s, "fakirs")).toEqual(["D3"]);
  });
});

/** Round 1: the Auren advance shipping twice (shipping 2) and gain two ships on r20; the Fakirs upgrade D3 to a trading house, then pass. */
const twoShips = () =>
  start().play(`
    auren: +20c. +5p. +12pw
    auren: advance ship
    fakirs: +10c. +10w
    fakirs: upgrade D3 to TP
    auren: advance ship
    fakirs: pass BON3
    auren: action ACT8
    auren: action BON11
    auren: +12pw
  `);

describe("moving ships", () => {
  it("moves each ship up to the shipping value, one step more for 1 power, across the canal, stopping on another faction's structure", () => {
    const s = twoShips();
    expect([s.player("auren").shipping, ships(s, "auren")]).toEqual([2, ["r20", "r20"]]);
    expectRefused(s, "auren: ship r20-r21", "move/not-allowed-now");
    s.play("auren: action ACT7");
    const [b1, b2, b3] = s.player("auren").power;
    // r21 and r14 are not neighbours: the canal joins them.
    const board = s.catalog.boards.base!;
    expect(board.adjacent[board.index.r21!]).not.toContain(board.index.r14);
    expectRefused(s, "auren: ship r20-r21-r14-D3", "move/too-far");
    expectRefused(s, "auren: ship r20-r27-F3", "move/bad-path");
    s.play("auren: ship +1 r20-r21-r14-D3");
    expect(s.player("auren").power).toEqual([b1 + 1, b2, b3 - 1]);
    // Never two of the player's ships on one structure.
    expectRefused(s, "auren: ship r20-r21-r14-D3", "move/bad-path");
    s.play("auren: ship r20-r21-F3");
    expectRefused(s, "auren: ship r21-r20", "move/no-ship");
    expect(ships(s, "auren")).toEqual([]);
    expect(idsOf(s, s.player("auren").merchants!.landed)).toEqual(["D3", "F3"]);
    expect(legalMoves(s.catalog, s.state, "auren").filter((m) => m.type === "trade").map(formatMove)).toEqual(["auren: trade D3", "auren: trade F3"]);
  });

  it("lists every unmoved ship's destinations as paths, with `+1` where the extra step is needed", () => {
    const s = twoShips().play("auren: action ACT7");
    const listed = legalMoves(s.catalog, s.state, "auren").filter((m) => m.type === "ship").map(formatMove);
    expect(listed).toContain("auren: ship r20-r21-F3");
    expect(listed).toContain("auren: ship +1 r20-r21-r14-D3");
    expect(listed).toContain("auren: ship r20-r21-r14");
    expect(listed).not.toContain("auren: ship r20-r21-r14-D3");
  });
});

describe("trading", () => {
  it("pays each building type's reward in the order chosen, offers the owner its power, and leaves a marker for ever", () => {
    const s = twoShips().play(`
      auren: action ACT7
      auren: ship +1 r20-r21-r14-D3
      auren: ship r20-r21-F3
    `);
    const a = { ...s.player("auren"), power: [...s.player("auren").power] };
    const f = { vp: s.player("fakirs").vp, power: [...s.player("fakirs").power] };
    // A dwelling: 1 VP and 1 worker; 2 VP for the round's scoring tile and 1 for BON11.
    s.play("auren: trade F3");
    expect([s.player("auren").vp - a.vp, s.player("auren").workers - a.workers, s.player("auren").coins - a.coins]).toEqual([4, 1, 0]);
    expectRefused(s, "auren: ship r21-r20", "move/not-allowed-now");
    // A trading house: 1 VP, 1 coin and 2 power; the same 3 VP besides.
    s.play("auren: trade D3");
    expect([s.player("auren").vp - a.vp, s.player("auren").workers - a.workers, s.player("auren").coins - a.coins]).toEqual([8, 1, 1]);
    expect(s.player("auren").merchants).toMatchObject({ ships: [], landed: [], traded: [s.catalog.boards.base!.index.F3, s.catalog.boards.base!.index.D3] });
    expect(s.player("auren").vpSources.trades).toBe(4);
    // The owner: 1 power for the dwelling (free), 2 for the trading house (1 VP).
    expect(s.state.leechOffers.map((o) => [o.seat, o.from, o.amount])).toEqual([
      [1, 0, 1],
      [1, 0, 2],
    ]);
    s.play("fakirs: leech 1 from auren");
    s.play("fakirs: leech 2 from auren");
    expect(s.player("fakirs").vp).toBe(f.vp - 1);
    expect(s.player("fakirs").power).not.toEqual(f.power);
  });

  it("takes the option named where the reward is a choice: a temple's cult step", () => {
    const s = start().play(`
      auren: +12pw. +4c. +1p
      auren: advance ship
      fakirs: +20c. +20w
      fakirs: upgrade F3 to TP
      auren: action ACT8
      fakirs: upgrade F3 to TE. +FAV11
      auren: +12pw
      auren: action ACT7. ship +1 r20-r21-F3
    `);
    expectRefused(s, "auren: trade F3", "move/choose");
    expectRefused(s, "auren: trade F3: +1W", "move/choose");
    expect(legalMoves(s.catalog, s.state, "auren").filter((m) => m.type === "trade").map(formatMove)).toEqual(["auren: trade F3: +3PW", "auren: trade F3: cult"]);
    const before = { vp: s.player("auren").vp, fire: s.player("auren").cults.fire };
    s.play("auren: trade F3: cult");
    expect(s.player("auren").pending.cultSteps).toBe(1);
    s.play("auren: +FIRE");
    // 1 VP for the temple, 2 for the round's scoring tile, 1 for BON11.
    expect([s.player("auren").vp - before.vp, s.player("auren").cults.fire - before.fire]).toEqual([4, 1]);
    expect(s.state.leechOffers.map((o) => o.amount)).toEqual([2]);
  });

  it("gives a stronghold trade's transform-and-build with 1 free spade, used during the trade", () => {
    const s = start().play(`
      auren: +12pw. +4c. +1p. +10w
      auren: advance ship
      fakirs: +30c. +30w
      fakirs: upgrade F3 to TP
      auren: action ACT8
      fakirs: upgrade F3 to SH
      auren: +12pw
      auren: action ACT7. ship +1 r20-r21-F3
    `);
    const before = { vp: s.player("auren").vp, coins: s.player("auren").coins, workers: s.player("auren").workers, d: s.player("auren").buildings.D };
    s.play("auren: trade F3");
    // 2 VP and 2 coins, 2 VP for the round's scoring tile, 1 for BON11; 1 spade to use now.
    expect([s.player("auren").vp - before.vp, s.player("auren").coins - before.coins, s.player("auren").pending.spades]).toEqual([5, 2, 1]);
    s.play("auren: transform E4 to forest. build E4");
    expect(terrainAt(s, "E4")).toBe("forest");
    // The spade was free; the dwelling cost 1 worker and 2 coins.
    expect([s.player("auren").buildings.D - before.d, s.player("auren").workers - before.workers, s.player("auren").coins - before.coins]).toEqual([1, -1, 0]);
    expect(s.state.leechOffers.filter((o) => o.from === 0).map((o) => o.amount)).toContain(3);
  });

  it("plays the shipyard trade's options as data: the ship kept (next to the dock) or the Move ships action freed", () => {
    // content/merchants gives these options to shipyard trades; no shipyard is built yet, so a copy
    // of the pack gives them to dwelling trades.
    const pack = start().catalog.pack;
    const merchants = pack.merchants!;
    const dwelling = { ...merchants.trade.rewards.D, effect: { gain: { vp: 1 }, choice: [{ keepTradingShip: true }, { resetMoveShips: true }] } };
    const catalog = compileCatalog({ ...pack, merchants: { ...merchants, trade: { ...merchants.trade, rewards: { ...merchants.trade.rewards, D: dwelling } } } });
    const s = start(catalog).play(`
      auren: +12pw. +8c. +2p
      auren: advance ship
      fakirs: pass BON3
      auren: advance ship
      auren: action ACT8
      auren: action SHIPS. ship +1 r20-r21-F3
    `);
    expect(s.state.usedActions).toContain("SHIPS/0");
    expectRefused(s, "auren: action SHIPS", "move/action-used");
    s.play("auren: trade F3: reset-ships");
    expect(s.state.usedActions).not.toContain("SHIPS/0");
    expect(ships(s, "auren")).toEqual([]);
    s.play(`
      auren: action BON11
      auren: action SHIPS. ship +1 r20-r21-r14-D3. trade D3: keep-ship
    `);
    expect(ships(s, "auren")).toEqual(["r20"]);
    expect(idsOf(s, s.player("auren").merchants!.traded)).toEqual(["F3", "D3"]);
  });

  it("never trades twice with one building, even in a later round", () => {
    const s = twoShips().play(`
      auren: action ACT7
      auren: ship r20-r21-F3
      auren: trade F3
      auren: pass BON12
      fakirs: decline
      fakirs: pass BON4
      auren: +12pw
      auren: action ACT8
      auren: +12pw
      auren: action ACT7
    `);
    expect(ships(s, "auren")).toEqual(["r20", "r20"]);
    expectRefused(s, "auren: ship r20-r21-F3", "move/bad-path");
    s.play("auren: ship +1 r20-r21-r14-D3");
  });

  it("needs the reward's option where it has a choice, and reads and writes the commands", () => {
    expect(parseCommand("auren", "ship +1 r20-r21-r14-d3")).toEqual({ kind: "move", move: { type: "ship", faction: "auren", path: ["r20", "r21", "r14", "D3"], extra: true } });
    expect(parseCommand("auren", "trade e7: +3PW")).toEqual({ kind: "move", move: { type: "trade", faction: "auren", hex: "E7", choice: "+3PW" } });
    expect(formatMove({ type: "ship", faction: "auren", path: ["r20", "r21"], extra: false })).toBe("auren: ship r20-r21");
    expect(formatMove({ type: "trade", faction: "auren", hex: "E7", choice: "cult" })).toBe("auren: trade E7: cult");
    expect(formatMove({ type: "trade", faction: "auren", hex: "E7" })).toBe("auren: trade E7");
  });
});

describe("the notation README's example", () => {
  it("plays: two ships, one landing on F3 and trading, the other left on r14", () => {
    const s = game(MERCHANTS_EXAMPLE, "merchants");
    expect(ships(s, "auren")).toEqual(["r14"]);
    expect(idsOf(s, s.player("auren").merchants!.traded)).toEqual(["F3"]);
    expect(s.state.leechOffers).toEqual([]);
  });
});

describe("ships give reach", () => {
  it("lets the player transform and build next to a river cell holding their ship, whatever their shipping", () => {
    const s = start().play("auren: +12pw. +10w");
    expect(s.player("auren").shipping).toBe(0);
    // E4 (lakes) touches r20, the river by the Auren's dock, but none of their structures.
    expectRefused(s, "auren: transform E4 to forest", "move/out-of-reach");
    s.play(`
      auren: action ACT8
      fakirs: pass BON3
    `);
    expect(ships(s, "auren")).toEqual(["r20"]);
    const d = s.player("auren").buildings.D;
    s.play("auren: dig 1. build E4");
    expect(s.player("auren").buildings.D).toBe(d + 1);
    // The ship stays where it is.
    expect(ships(s, "auren")).toEqual(["r20"]);
  });

  it("pays for a dwelling next to the ship instead of its cost, the ship going back to the supply", () => {
    const s = start().play(`
      auren: +12pw. +10w
      auren: action ACT8
      fakirs: pass BON3
    `);
    const before = { coins: s.player("auren").coins, workers: s.player("auren").workers };
    expectRefused(s, "auren: build E3 ship r21", "move/no-ship");
    s.play("auren: dig 1");
    const listed = legalMoves(s.catalog, s.state, "auren").map(formatMove);
    expect(listed).toContain("auren: build E4 ship r20");
    expect(listed).toContain("auren: build E4");
    s.play("auren: build E4 ship r20");
    // 3 workers for the spade (Auren's digging); the dwelling's 1 worker and 2 coins are not paid.
    expect([s.player("auren").coins - before.coins, s.player("auren").workers - before.workers]).toEqual([0, -3]);
    expect(ships(s, "auren")).toEqual([]);
    // The Halflings' row (`onShipDwelling`: 1 worker) given to the Auren, on a copy of the pack.
    const merchants = s.catalog.pack.merchants!;
    const catalog = compileCatalog({
      ...s.catalog.pack,
      merchants: { ...merchants, factionRules: { ...merchants.factionRules, auren: { ...merchants.factionRules.auren, onShipDwelling: { gain: { workers: 1 } } } } },
    });
    const h = start(catalog).play(`
      auren: +12pw. +10w
      auren: action ACT8
      fakirs: pass BON3
      auren: dig 1
    `);
    const w = h.player("auren").workers;
    h.play("auren: build E4 ship r20");
    expect(h.player("auren").workers - w).toBe(1);
    expect(parseCommand("auren", "build e4 ship R20")).toEqual({ kind: "move", move: { type: "build", faction: "auren", hex: "E4", ship: "r20" } });
    expect(formatMove({ type: "build", faction: "auren", hex: "E4", ship: "r20" })).toBe("auren: build E4 ship r20");
  });
});

describe("the trade-majority final-scoring tile", () => {
  it("gives 18 VP to the player with the most trade markers; a player with none takes no place", () => {
    const s = game(
      `${merchantsLog(AUREN_FAKIRS, { finalScoring: "trade-majority" })}
       auren: +12pw. +4c. +1p
       auren: advance ship
       fakirs: pass BON3
       auren: action ACT8
       auren: +12pw
       auren: action ACT7. ship +1 r20-r21-F3. trade F3`,
      "merchants",
    );
    expect(s.state.finalScoring).toEqual(["trade-majority"]);
    expect(s.player("auren").merchants!.traded).toHaveLength(1);
    passUntil(s, "end");
    expect(s.state.finished).toBe(true);
    expect(s.player("auren").vpSources["final-scoring-tile"]).toBe(18);
    expect(s.player("fakirs").vpSources["final-scoring-tile"] ?? 0).toBe(0);
  });
});

describe("the heuristic bot", () => {
  it("lands its ships on structures during a Move ships action, then trades", () => {
    const s = twoShips().play("auren: action ACT7");
    const played: string[] = [];
    for (let i = 0; i < 4; i++) {
      const m = chooseHeuristicMove(s.catalog, s.state, "auren")!;
      if (m.type !== "ship" && m.type !== "trade") break;
      played.push(formatMove(m));
      s.play(formatMove(m));
    }
    expect(played.filter((m) => m.includes(" ship ") && /-[A-Z]\d+$/.test(m))).toHaveLength(2);
    expect(played.filter((m) => m.includes(" trade "))).toHaveLength(2);
    expect(s.player("auren").merchants!.traded).toHaveLength(2);
  });

  it("values the free Move ships action by the trades its ships reach, more than moving nowhere", () => {
    const s = twoShips();
    const before = positionValue(s.catalog, s.state, 0);
    const after = s.play("auren: action SHIPS").state;
    // Two landings (the Fakirs' trading house D3 and dwelling F3) are worth more than the ships waiting on r20.
    expect(followUp(s.catalog, after, 0, HEURISTIC_WEIGHTS, 1) - before).toBeGreaterThan(1);
    // Without a structure left to reach (the trade markers all used), the action is worth nothing.
    const none = twoShips();
    none.player("auren").merchants!.traded = Array.from({ length: 15 }, (_, i) => i + 40);
    const flat = positionValue(none.catalog, none.state, 0);
    expect(followUp(none.catalog, none.play("auren: action SHIPS").state, 0, HEURISTIC_WEIGHTS, 1) - flat).toBeCloseTo(0);
  });

  it("burns power to pay for the extra step that lands a ship, with no power in bowl III", () => {
    const s = twoShips().play("auren: action SHIPS");
    // Shipping 2: D3 (the Fakirs' trading house) is 3 steps from r20, F3 (their dwelling) 2.
    s.player("auren").power = [10, 2, 0];
    const played: string[] = [];
    for (let i = 0; i < 6; i++) {
      const m = chooseHeuristicMove(s.catalog, s.state, "auren")!;
      if (m.type !== "ship" && m.type !== "burn") break;
      played.push(formatMove(m));
      s.play(formatMove(m));
    }
    expect(played).toContain("auren: burn 1");
    expect(played.filter((m) => / ship \+1 .*-D3$/.test(m))).toHaveLength(1);
    expect(s.player("auren").merchants!.landed).toHaveLength(2);
  });
});
