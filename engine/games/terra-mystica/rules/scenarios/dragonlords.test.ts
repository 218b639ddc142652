/**
 * Dragonlords (Fire & Ice, volcano): no spades and no digging track. Each hex they turn into volcano
 * costs power tokens removed from the game (bowl I first): 1, or 2 on the home terrain of another
 * faction in the game; their initial dwellings are paid so too (as terra.snellman.net charges the
 * first one: its engine cannot place a volcano faction's second, see REFERENCE.md). Every spade they
 * would get becomes a new token in bowl I; their stronghold brings one new token per player. They
 * pick a colour once the initial dwellings are placed.
 */
import { describe, expect, it } from "vitest";
import { expectRefused, game, passUntil, terrainAt } from "./helpers";
import { DRAGONLORDS, DRAGONLORDS_DUG_MERCHANTS, VOLCANO_HEADER } from "./fire-and-ice-logs";
import { legalMoves } from "../legal";

const fi = (log: string) => game(log, "fire-and-ice");
const tokens = (p: { power: number[] }) => p.power[0]! + p.power[1]! + p.power[2]!;
const loose = (log: string) => log.replace("score SCORE2", "option loose-adjust-resource\n  score SCORE2");

describe("dragonlords", () => {
  it("turn the hexes of their initial dwellings into volcano, paying a token each from bowl I", () => {
    const s = fi(DRAGONLORDS);
    const p = s.player("dragonlords");
    expect([terrainAt(s, "E7"), terrainAt(s, "F1")]).toEqual(["volcano", "volcano"]);
    expect(p.power).toEqual([2, 4, 0]);
    expect(p.picked).toBe("desert");
    expect(p.cults.fire).toBe(2);
  });

  it("pay two tokens for an initial dwelling on the home terrain of another faction", () => {
    const s = fi(`${VOLCANO_HEADER}
      setup dragonlords
      setup witches
      dragonlords: build F2
    `);
    expect(s.player("dragonlords").power).toEqual([2, 4, 0]);
    expect(terrainAt(s, "F2")).toBe("volcano");
  });

  it("pick their colour only after the initial dwellings, and not a colour in play", () => {
    const start = `${VOLCANO_HEADER}
      setup dragonlords
      setup witches
    `;
    expectRefused(fi(start), "dragonlords: pick-color gray", "move/not-your-turn");
    const s = fi(`${start}
      dragonlords: build E7
      witches: build C3
      witches: build A3
      dragonlords: build F1
    `);
    expect(s.state.phase).toBe("setup-choices");
    expectRefused(s, "dragonlords: pick-color green", "move/color-taken");
    expectRefused(s, "witches: pass BON4", "move/not-allowed-now");
    s.play("dragonlords: pick-color gray");
    expect(s.state.phase).toBe("setup-bonus");
  });

  it("dig for free and turn a neighbour into volcano for one token, with no spade VP", () => {
    // Round 1 scores 2 VP per spade (SCORE1): a volcano is not a spade.
    const s = fi(DRAGONLORDS.replace("SCORE2,SCORE1", "SCORE1,SCORE2"));
    const p = s.player("dragonlords");
    const [vp, coins, workers] = [p.vp, p.coins, p.workers];
    s.play("dragonlords: dig 1. build E8");
    expect(terrainAt(s, "E8")).toBe("volcano");
    expect(p.power).toEqual([1, 4, 0]);
    expect([p.vp, p.coins, p.workers]).toEqual([vp, coins - 2, workers - 1]);
  });

  it("make no terrain but volcano", () => {
    const s = fi(DRAGONLORDS);
    expect(legalMoves(s.catalog, s.state, "dragonlords").filter((m) => m.type === "dig")).toEqual([{ type: "dig", faction: "dragonlords", spades: 1 }]);
    s.play("dragonlords: dig 1");
    expectRefused(s, "dragonlords: transform E8 to swamp", "move/not-enough-spades");
    const transforms = legalMoves(s.catalog, s.state, "dragonlords").filter((m) => m.type === "transform");
    expect(transforms.length).toBeGreaterThan(0);
    expect(transforms.every((m) => m.type === "transform" && m.terrain === "volcano")).toBe(true);
  });

  it("cannot turn a hex with no token left", () => {
    const s = fi(DRAGONLORDS);
    s.player("dragonlords").power = [0, 0, 0];
    s.play("dragonlords: dig 1");
    expectRefused(s, "dragonlords: build E8", "move/not-enough-tokens");
  });

  it("get a new token in bowl I instead of each spade of a power action, with nothing to transform", () => {
    const s = fi(DRAGONLORDS);
    const p = s.player("dragonlords");
    p.power = [2, 0, 6];
    // ACT6 (2 spades) costs 6 power from bowl III, which goes to bowl I; then 2 new tokens there.
    s.play("dragonlords: action ACT6");
    expect(p.power).toEqual([10, 0, 0]);
    expect(p.pending.spades).toBe(0);
    // Nothing left to do: the Witches move next.
    s.play("witches: pass BON5");
    expect(s.state.active).toBe(0);
  });

  it("gain one new token per player with their stronghold", () => {
    const s = fi(loose(DRAGONLORDS))
      .play("dragonlords: +20c. +20w. upgrade E7 to TP")
      .play("witches: pass BON5")
      .play("dragonlords: upgrade E7 to SH");
    expect(tokens(s.player("dragonlords"))).toBe(6 + 2);
  });

  it("play a whole game to the end", () => {
    const s = passUntil(fi(DRAGONLORDS), "end");
    expect(s.state.finished).toBe(true);
  });
});

describe("dragonlords with a spade dug", () => {
  it("may not burn away the tokens the dug spade needs (a self-play game that stuck: nobody had a legal move)", () => {
    const s = game(DRAGONLORDS_DUG_MERCHANTS, "merchants");
    const p = s.player("dragonlords");
    expect(p.pending.spades).toBe(1);
    const before = tokens(p);
    expect(before).toBe(2);
    expectRefused(s, "dragonlords: burn 1", "move/unused-spades");
    expect(legalMoves(s.catalog, s.state, "dragonlords").some((m) => m.type === "burn")).toBe(false);
    // The spade can still be used: some hex turns into volcano and the turn ends.
    const transform = legalMoves(s.catalog, s.state, "dragonlords").find((m) => m.type === "transform");
    expect(transform).toBeDefined();
  });
});
