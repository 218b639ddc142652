/**
 * The Fakirs' and Dwarves' merchants and range tile (Merchants of the Seas §8, content/merchants):
 * merchants gained on the warehouse's (or market's) hex, moved through land and river hexes up to
 * the range tile's merchant range, ending on land; trades with other factions' structures; building
 * on a merchant's hex (that hex only, no carpet flight VP, paid normally or with the merchant); a
 * trade at once when another faction builds there; the range marker (market, the Fakirs'
 * stronghold instead of its base ability, free shipping from tiles, the +1 shipping bonus card).
 */
import { describe, expect, it } from "vitest";
import { legalMoves } from "../legal";
import { formatMove } from "../../notation/format";
import { parseCommand } from "../../notation/parse";
import { expectRefused, game } from "./helpers";
import { merchantsLog, AUREN_FAKIRS } from "./merchants-logs";
import type { Scenario } from "../../testing/scenario";
import { envOf } from "../env";
import { reach } from "../reach";
import { networksOf } from "../networks";
import { skipDistance } from "../range";
import { merchantSteps } from "../merchants";
import { chooseHeuristicMove } from "../../bots/heuristic";
import { MOVE_TRAITS, RANDOM_BOT } from "../../bots/random";
import { checkInvariants } from "../../testing/invariants";

/** The hex ids of a list of board indexes. */
const idsOf = (s: Scenario, cells: readonly number[]) => cells.map((c) => s.catalog.boards[s.state.map]!.ids[c]);
const merchants = (s: Scenario) => idsOf(s, s.player("fakirs").merchants!.ships);
const listed = (s: Scenario, faction: string, type: string) => legalMoves(s.catalog, s.state, faction).filter((m) => m.type === type).map(formatMove);
const hexOf = (s: Scenario, id: string) => s.catalog.boards[s.state.map]!.index[id]!;
/** The Fakirs' seat in these games. */
const FAKIRS = 1;

/**
 * Auren (forest: F2, D1) and Fakirs (desert: D3, F3) on the base map; the Fakirs' warehouse under
 * D3 (any dwelling would do). Round 1 scores 2 VP per trade (SCORE10), round 2 is SCORE12 (1 range
 * space per 5 Earth). The Fakirs hold BON1, the Auren BON11; the Auren are to act.
 */
const start = () =>
  game(
    merchantsLog(AUREN_FAKIRS, { score: "SCORE10,SCORE12,SCORE13,SCORE14,SCORE15,SCORE16" }),
    "merchants",
  );

/** Round 1: the Auren advance shipping; the Fakirs (20 coins and workers more) take a merchant on their warehouse's hex D3 (ACT8, 4 power: bowls 4/0/8 after). */
const oneMerchant = () =>
  start().play(`
    auren: +20c. +20w. +1p. advance ship
    fakirs: +12pw. +12pw. +20c. +20w. action ACT8
  `);

describe("gaining merchants", () => {
  it("places a gained merchant on the warehouse's hex, not on a river cell", () => {
    const s = start().play(`
      auren: +1p. advance ship
      fakirs: +12pw. +12pw
    `);
    expect(s.player("fakirs").power).toEqual([0, 0, 12]);
    s.play("fakirs: action ACT8");
    expect(merchants(s)).toEqual(["D3"]);
    expect(s.player("fakirs").power).toEqual([4, 0, 8]);
    expect(s.player("fakirs").merchants!.rangeAdvances).toBe(0);
  });
});

describe("moving merchants", () => {
  it("are drawn by the random bot preferring a move that stops to trade (trait merchant-lands): those ending on another faction's structure", () => {
    const s = oneMerchant().play("auren: pass BON3").play("fakirs: action ACT7");
    const moves = legalMoves(s.catalog, s.state, "fakirs").filter((m) => m.type === "merchant");
    const at = { catalog: s.catalog, state: s.state };
    const landing = moves.filter((m) => MOVE_TRAITS["merchant-lands"].has(m, at)).map(formatMove);
    // The Auren's two dwellings, D1 and F2, two steps away: with the extra step.
    expect(landing).toEqual(["fakirs: merchant +1 D3-D2-D1", "fakirs: merchant +1 D3-E3-F2"]);
    expect(moves.length).toBeGreaterThan(landing.length);
    expect(RANDOM_BOT.prefer?.["merchant-lands"]).toBeGreaterThan(1);
  });

  it("moves a merchant up to its range (1 at the start) over land and through river hexes, never ending on a river hex, one step more for 1 power", () => {
    const s = oneMerchant().play("auren: pass BON3");
    expect(listed(s, "fakirs", "merchant")).toEqual([]);
    expectRefused(s, "fakirs: merchant D3-E3", "move/not-allowed-now");
    s.play("fakirs: action ACT7");
    expect(s.player("fakirs").power).toEqual([8, 0, 4]);
    const moves = listed(s, "fakirs", "merchant");
    // Range 1: the empty neighbours of D3 (C1, D2, E3, E4); r8 and r14 are river hexes.
    for (const m of ["fakirs: merchant D3-C1", "fakirs: merchant D3-D2", "fakirs: merchant D3-E3", "fakirs: merchant D3-E4"]) expect(moves).toContain(m);
    expect(moves.some((m) => /-r\d+$/.test(m))).toBe(false);
    // Through the river hex r14 to E5, two steps: with the extra step only; the Auren's F2 (2 steps) to trade.
    expect(moves).toContain("fakirs: merchant +1 D3-r14-E5");
    expect(moves).toContain("fakirs: merchant +1 D3-E3-F2");
    expect(listed(s, "fakirs", "ship")).toEqual([]);
    expectRefused(s, "fakirs: merchant D3-r14", "move/bad-path");
    expectRefused(s, "fakirs: merchant D3-r14-E5", "move/too-far");
    expectRefused(s, "fakirs: ship D3-E3", "move/not-allowed");
    expect(parseCommand("fakirs", "merchant +1 d3-R14-e5")).toEqual({ kind: "move", move: { type: "merchant", faction: "fakirs", path: ["D3", "r14", "E5"], extra: true } });
    s.play("fakirs: merchant +1 D3-r14-E5");
    expect(merchants(s)).toEqual(["E5"]);
    expect(s.player("fakirs").power).toEqual([9, 0, 3]);
    // Each merchant moves once per action.
    expectRefused(s, "fakirs: merchant E5-F3", "move/no-ship");
  });

  it("stops a merchant on another faction's structure to trade after all merchants moved: 1 VP and 1 worker, 2 VP of the round's tile, the owner offered 1 power", () => {
    const s = oneMerchant().play(`
      auren: pass BON3
      fakirs: action ACT7
    `);
    const f = { vp: s.player("fakirs").vp, workers: s.player("fakirs").workers };
    s.play("fakirs: merchant +1 D3-E3-F2");
    expect(merchants(s)).toEqual([]);
    expect(idsOf(s, s.player("fakirs").merchants!.landed)).toEqual(["F2"]);
    expect(listed(s, "fakirs", "trade")).toEqual(["fakirs: trade F2"]);
    s.play("fakirs: trade F2");
    expect([s.player("fakirs").vp - f.vp, s.player("fakirs").workers - f.workers]).toEqual([3, 1]);
    expect(s.player("fakirs").merchants).toMatchObject({ ships: [], landed: [], traded: [hexOf(s, "F2")] });
    expect(s.state.leechOffers.map((o) => [o.seat, o.from, o.amount])).toEqual([[0, FAKIRS, 1]]);
  });

  it("may pass another faction's structure and go on, within its steps", () => {
    const s = oneMerchant().play(`
      auren: pass BON3
      fakirs: action ACT7
    `);
    // Through the Auren's F2 to E2 beyond it: three steps, one more than range 1 and the extra step.
    expectRefused(s, "fakirs: merchant +1 D3-E3-F2-E2", "move/too-far");
    s.play("fakirs: merchant +1 D3-D2-D1");
    // D1 is the Auren's: a merchant ending there stops to trade.
    expect(idsOf(s, s.player("fakirs").merchants!.landed)).toEqual(["D1"]);
  });
});

describe("invariants", () => {
  it("hold in these games, and catch a merchant on a river cell, a fourth merchant and a range marker off its tile", () => {
    const s = oneMerchant();
    expect(checkInvariants(s.catalog, s.state)).toEqual([]);
    const m = s.player("fakirs").merchants!;
    m.ships.push(hexOf(s, "r14"));
    expect(checkInvariants(s.catalog, s.state).join("; ")).toMatch(/merchant on river cell/);
    m.ships = [hexOf(s, "D3"), hexOf(s, "D3"), hexOf(s, "E3"), hexOf(s, "E4")];
    expect(checkInvariants(s.catalog, s.state).join("; ")).toMatch(/4 ships on the board \(at most 3\)/);
    m.ships = [hexOf(s, "D3")];
    m.rangeAdvances = 6;
    expect(checkInvariants(s.catalog, s.state).join("; ")).toMatch(/range marker 6 spaces from the start \(the tile has 6 spaces\)/);
    s.player("auren").merchants!.rangeAdvances = 1;
    expect(checkInvariants(s.catalog, s.state).join("; ")).toMatch(/range marker 1 spaces from the start \(no range tile\)/);
  });
});

describe("trade markers", () => {
  it("keeps a merchant with no trade marker left from stopping on a structure to trade (it may still pass it)", () => {
    const s = oneMerchant().play(`
      auren: pass BON3
      fakirs: action ACT7
    `);
    // 15 markers placed (on empty hexes, as far as this check goes).
    const board = s.catalog.boards.base!;
    s.player("fakirs").merchants!.traded = board.ids.slice(0, 15).map((id) => board.index[id]!);
    expect(listed(s, "fakirs", "merchant")).not.toContain("fakirs: merchant +1 D3-E3-F2");
    expectRefused(s, "fakirs: merchant +1 D3-E3-F2", "move/bad-path");
    expect(listed(s, "fakirs", "merchant")).toContain("fakirs: merchant D3-E3");
  });
});

describe("the heuristic bot", () => {
  it("moves its merchant to trade in a Move ships action, then trades", () => {
    const s = oneMerchant().play(`
      auren: pass BON3
      fakirs: action ACT7
    `);
    const played: string[] = [];
    for (let i = 0; i < 3; i++) {
      const m = chooseHeuristicMove(s.catalog, s.state, "fakirs")!;
      if (m.type !== "merchant" && m.type !== "trade") break;
      played.push(formatMove(m));
      s.play(formatMove(m));
    }
    expect(played[0]).toMatch(/^fakirs: merchant \+1 D3-[A-Z]\d+-(F2|D1)$/);
    expect(played[1]).toMatch(/^fakirs: trade (F2|D1)$/);
    expect(s.player("fakirs").merchants!.traded).toHaveLength(1);
  });
});

describe("building on a merchant's hex", () => {
  /** The Fakirs' merchant moved to E2 (plains, next to no Fakir structure, 2 hexes from D3: carpet flight range); the Fakirs act again. */
  const onE2 = () =>
    oneMerchant().play(`
      auren: pass BON3
      fakirs: action ACT7. merchant +1 D3-D2-E2. done
    `);

  it("reaches the merchant's hex only (not its neighbours), without carpet flight's priest or 4 VP", () => {
    const s = onE2();
    expect(merchants(s)).toEqual(["E2"]);
    const env = envOf(s.catalog, s.state);
    expect(reach(env, FAKIRS, hexOf(s, "E2"))).toEqual({ ok: true });
    // E1 (next to E2, 3 hexes from D3) stays out of reach: merchants give no reach to their neighbours.
    expect(reach(env, FAKIRS, hexOf(s, "E1")).ok).toBe(false);
    const f = { ...s.player("fakirs") };
    // Plains to desert: 1 spade (3 workers), the dwelling 1 worker and 2 coins; no priest, no VP.
    s.play("fakirs: dig 1. build E2");
    expect([f.workers - s.player("fakirs").workers, f.coins - s.player("fakirs").coins, f.priests - s.player("fakirs").priests, s.player("fakirs").vp - f.vp]).toEqual([4, 2, 0, 0]);
    expect(s.state.board.owner[hexOf(s, "E2")]).toBe(FAKIRS);
    // Paid normally: the merchant stays, on the Fakirs' own dwelling.
    expect(merchants(s)).toEqual(["E2"]);
  });

  it("may pay the dwelling with the merchant, which returns to the supply (the transformation still paid)", () => {
    const s = onE2();
    const f = { ...s.player("fakirs") };
    s.play("fakirs: dig 1");
    expect(listed(s, "fakirs", "build")).toContain("fakirs: build E2 merchant");
    expect(parseCommand("fakirs", "build e2 merchant")).toEqual({ kind: "move", move: { type: "build", faction: "fakirs", hex: "E2", merchant: true } });
    expectRefused(s, "fakirs: build E4 merchant", "move/no-ship");
    s.play("fakirs: build E2 merchant");
    expect([f.workers - s.player("fakirs").workers, f.coins - s.player("fakirs").coins, s.player("fakirs").vp - f.vp]).toEqual([3, 0, 0]);
    expect(merchants(s)).toEqual([]);
  });

  it("trades at once when another faction builds a dwelling there: the marker placed, the merchant back, the builder offered 1 power", () => {
    const s = oneMerchant().play(`
      auren: pass BON3
      fakirs: action ACT7. merchant D3-E3. done
      fakirs: pass BON4
    `);
    expect([s.state.round, merchants(s)]).toEqual([2, ["E3"]]);
    const f = { vp: s.player("fakirs").vp, workers: s.player("fakirs").workers };
    // Wasteland to forest: 2 spades for the Auren; E3 is next to their F2.
    s.play("auren: dig 2. build E3");
    expect(s.state.board.building[hexOf(s, "E3")]).toBe("D");
    expect(merchants(s)).toEqual([]);
    expect(s.player("fakirs").merchants!.traded).toEqual([hexOf(s, "E3")]);
    // A dwelling's trade: 1 VP and 1 worker (round 2's SCORE12 gives nothing per trade).
    expect([s.player("fakirs").vp - f.vp, s.player("fakirs").workers - f.workers]).toEqual([1, 1]);
    expect(s.state.leechOffers.some((o) => o.seat === 0 && o.from === FAKIRS && o.amount === 1)).toBe(true);
    // The builder answers it as a leech, 1 power for 0 VP.
    const power = [...s.player("auren").power];
    s.play("auren: leech 1 from fakirs");
    expect(s.player("auren").power[1]! + s.player("auren").power[2]! * 2).toBe(power[1]! + power[2]! * 2 + 1);
  });

  it("lets the Fakirs' and the Dwarves' merchants on one hex both trade when another faction builds there", () => {
    const s = game(
      merchantsLog([{ faction: "auren", dwellings: ["F2", "D1"], dock: "F2" }, { faction: "fakirs", dwellings: ["D3", "F3"], dock: "D3" }, { faction: "dwarves", dwellings: ["A2", "C2"], dock: "A2" }], { score: "SCORE10,SCORE12,SCORE13,SCORE14,SCORE15,SCORE16" }),
      "merchants",
    );
    // The bonus cards, last seat first: any card left.
    for (const f of ["dwarves", "fakirs", "auren"]) s.play(`${f}: pass ${Object.keys(s.state.pool.bonus).find((id) => s.state.pool.bonus[id]! > 0)}`);
    expect(s.state.round).toBe(1);
    // Both merchants put on E3 (as moves would); the Auren build there.
    const e3 = hexOf(s, "E3");
    for (const f of ["fakirs", "dwarves"]) s.player(f).merchants!.ships.push(e3);
    expect(s.state.players[s.state.active]!.faction).toBe("auren");
    s.play("auren: +10w. dig 2. build E3");
    for (const f of ["fakirs", "dwarves"]) expect(s.player(f).merchants).toMatchObject({ ships: [], landed: [], traded: [e3] });
    expect(s.state.leechOffers.filter((o) => o.seat === 0 && o.amount === 1).map((o) => o.from).sort()).toEqual([1, 2]);
  });
});

describe("the range tile", () => {
  const withTradingHouse = () =>
    start().play(`
      auren: +1p. advance ship
      fakirs: +20c. +20w. upgrade F3 to TP
      auren: pass BON3
    `);

  it("advances when the market is built, which also gives a merchant on its hex", () => {
    const s = withTradingHouse();
    expect(skipDistance(envOf(s.catalog, s.state), FAKIRS)).toBe(2);
    expect(merchantSteps(envOf(s.catalog, s.state), FAKIRS).free).toBe(1);
    s.play("fakirs: upgrade F3 to SY");
    expect(s.player("fakirs").merchants).toMatchObject({ shipyard: hexOf(s, "F3"), rangeAdvances: 1 });
    expect(merchants(s)).toEqual(["F3"]);
    // Space 1: flight 2, merchants 2 (content/merchants, DECISIONS.md open question 2).
    expect(skipDistance(envOf(s.catalog, s.state), FAKIRS)).toBe(2);
    expect(merchantSteps(envOf(s.catalog, s.state), FAKIRS).free).toBe(2);
    // A later merchant goes on the warehouse's hex (first in board order) or, with `ship-at`, on the market's.
    s.play("fakirs: +12pw. +12pw. action ACT8");
    expect(merchants(s)).toEqual(["F3", "D3"]);
    expect(listed(s, "fakirs", "ship-at")).toEqual(["fakirs: ship-at F3"]);
    expectRefused(s, "fakirs: ship-at r14", "move/bad-place");
    s.play("fakirs: ship-at F3");
    expect(merchants(s)).toEqual(["F3", "F3"]);
  });

  it("reads carpet flight's distance from the upper row (3 from space 2: E1, 3 hexes from D3, for a priest and 4 VP) and stops at the last space", () => {
    const s = oneMerchant();
    const env = () => envOf(s.catalog, s.state);
    expect(reach(env(), FAKIRS, hexOf(s, "E1")).ok).toBe(false);
    s.player("fakirs").merchants!.rangeAdvances = 2;
    expect(reach(env(), FAKIRS, hexOf(s, "E1"))).toEqual({ ok: true, skip: { cost: { priests: 1 }, vp: 4 } });
    // Never adjacent: D2, next to D3, is reached directly, not by flight.
    expect(reach(env(), FAKIRS, hexOf(s, "D2"))).toEqual({ ok: true });
    // The market's range space at the end of the tile (space 5 of 6) gives nothing more.
    s.player("fakirs").merchants!.rangeAdvances = 5;
    s.play(`
      fakirs: +12pw
      auren: +20c. +20w. upgrade F2 to TP
      fakirs: upgrade F3 to TP
      auren: pass BON3
      fakirs: upgrade F3 to SY
    `);
    expect(s.player("fakirs").merchants!.rangeAdvances).toBe(5);
    expect(skipDistance(env(), FAKIRS)).toBe(4);
  });

    it("joins the area-scoring networks at the tile's carpet flight distance: D3 and F3, 3 hexes apart, from space 2", () => {
    const s = oneMerchant();
    const env = () => envOf(s.catalog, s.state);
    expect(networksOf(env(), FAKIRS)).toHaveLength(2);
    s.player("fakirs").merchants!.rangeAdvances = 2;
    expect(networksOf(env(), FAKIRS)).toHaveLength(1);
  });

    it("scores SCORE12's 2 VP per range space during its round (the market's space) and per shipping step (the Auren), none for the round-end cult bonus", () => {
    const s = start().play(`
      auren: +20c. +20w. +1p. advance ship
      fakirs: +20c. +20w. upgrade F3 to TP
      auren: pass BON3
      fakirs: pass BON4
    `);
    expect(s.state.round).toBe(2);
    const f = s.player("fakirs").vpSources["round-scoring"] ?? 0;
    const a = { vp: s.player("auren").vp, tracks: s.player("auren").vpSources.tracks ?? 0 };
    // Shipping 1 to 2 for the Auren: the track's 3 VP and SCORE12's 2 VP.
    s.play("auren: +5p. advance ship");
    expect([s.player("auren").vp - a.vp, (s.player("auren").vpSources.tracks ?? 0) - a.tracks]).toEqual([5, 3]);
    expect((s.player("auren").vpSources["round-scoring"] ?? 0)).toBe(2);
    s.play("fakirs: upgrade F3 to SY");
    expect(s.player("fakirs").merchants!.rangeAdvances).toBe(1);
    expect((s.player("fakirs").vpSources["round-scoring"] ?? 0) - f).toBe(2);
  });

    it("replaces the Fakirs' stronghold ability: the marker advances, the base carpet flight range does not", () => {
    const s = withTradingHouse().play("fakirs: upgrade F3 to SH");
    expect(s.player("fakirs").range).toBe(1);
    expect(s.player("fakirs").merchants!.rangeAdvances).toBe(1);
  });

  it("advances for a scoring tile's free shipping step (SCORE12: 1 per 5 Earth, no VP), and a held +1 shipping bonus card counts one space further", () => {
    const s = start().play(`
      auren: +1p. advance ship
      fakirs: +2p. send p to EARTH for 3
      auren: pass BON3
      fakirs: pass BON4
    `);
    // Round 2 (SCORE12), the Fakirs holding BON4: their marker counts as on space 1 (merchants 2, flight 2).
    const env = () => envOf(s.catalog, s.state);
    expect([s.state.round, s.player("fakirs").merchants!.rangeAdvances, merchantSteps(env(), FAKIRS).free, skipDistance(env(), FAKIRS)]).toEqual([2, 0, 2, 2]);
    s.play(`
      auren: pass BON1
      fakirs: +1p. send p to EARTH for 2
    `);
    expect(s.player("fakirs").cults.earth).toBe(5);
    const vp = s.player("fakirs").vp;
    s.play("fakirs: pass BON5");
    expect(s.state.round).toBe(3);
    // At the round's end 5 Earth gave 1 range space: the marker is on space 1 without the card.
    expect([s.player("fakirs").merchants!.rangeAdvances, merchantSteps(env(), FAKIRS).free, skipDistance(env(), FAKIRS)]).toEqual([1, 2, 2]);
    expect(s.player("fakirs").vp).toBe(vp);
  });
});
