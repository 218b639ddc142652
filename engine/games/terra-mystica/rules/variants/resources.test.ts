/**
 * Rule values of resources: the cost of burning power and the free conversions — each changed in a
 * pack derived from content/base (or by a variant), played in notation.
 */
import { describe, expect, it } from "vitest";
import { legalMoves } from "../legal";
import { expectRefused, passUntil } from "../scenarios/helpers";
import { baseDocWith, baseWith, baseWithVariant, play, problemsWith } from "./helpers";

/** Witches on D1 and F2 with power 5/7/0, 19 coins and 6 workers, Dwarves far away; round 1. */
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

describe("power.burnCost", () => {
  it("takes 3 tokens out of bowl II per token burnt when burnCost is 3 (2 by default)", () => {
    const s = play(WITCHES(), baseWith({ "power.burnCost": 3 }));
    expect(s.player("witches").power).toEqual([5, 7, 0]);
    expectRefused(s, "witches: burn 3", "move/not-enough-power");
    expect(legalMoves(s.catalog, s.state, "witches").filter((m) => m.type === "burn")).toHaveLength(2);
    s.play("witches: burn 2");
    expect(s.player("witches").power).toEqual([5, 1, 2]);

    expect(play(WITCHES()).play("witches: burn 3").player("witches").power).toEqual([5, 1, 3]);
  });

  it("burns leftover power at the end of the game at burnCost", () => {
    const end = (catalog?: ReturnType<typeof baseWith>) => {
      const s = passUntil(play(WITCHES(), catalog), 6);
      s.player("witches").power = [0, 6, 0];
      return passUntil(s, "end").player("witches").power;
    };
    // Six tokens in bowl II: two burnt into bowl III at 3 each (three at 2 each), then spent for coins.
    expect(end(baseWith({ "power.burnCost": 3 }))).toEqual([2, 0, 0]);
    expect(end()).toEqual([3, 0, 0]);
  });
});

describe("conversions", () => {
  /** The base conversions with power to coins at 2 for 1 instead of 1 for 1, and 3 coins for a worker. */
  const DEAR_POWER = [
    { give: { priests: 1 }, get: { workers: 1 } },
    { give: { workers: 1 }, get: { coins: 1 } },
    { give: { power: 5 }, get: { priests: 1 } },
    { give: { power: 3 }, get: { workers: 1 } },
    { give: { power: 2 }, get: { coins: 1 } },
    { give: { coins: 3 }, get: { workers: 1 } },
  ];

  it("converts at the pack's rates: 2 power for a coin and 3 coins for a worker (1 power a coin, no coins to workers, by default)", () => {
    const s = play(WITCHES(), baseWith({ conversions: DEAR_POWER })).play("witches: burn 3");
    expectRefused(s, "witches: convert 1PW to 1C", "move/bad-rate");
    s.play("witches: convert 2PW to 1C. convert 3C to 1W");
    const w = s.player("witches");
    expect([w.power[2], w.coins, w.workers]).toEqual([1, 19 + 1 - 3, 6 + 1]);
    expect(legalMoves(s.catalog, s.state, "witches")).toContainEqual({ type: "convert", faction: "witches", give: "coins", giveCount: 3, get: "workers", getCount: 1 });

    const d = play(WITCHES()).play("witches: burn 3. convert 1PW to 1C");
    expect(d.player("witches").power[2]).toBe(2);
    expectRefused(d, "witches: convert 3C to 1W", "move/no-conversion");
  });

  it("converts at a variant's rates when the option is on", () => {
    const catalog = baseWithVariant("dear-power", { conversions: DEAR_POWER });
    const on = play(WITCHES("option dear-power"), catalog).play("witches: burn 3");
    expectRefused(on, "witches: convert 1PW to 1C", "move/bad-rate");
    on.play("witches: convert 2PW to 1C");
    const off = play(WITCHES(), catalog).play("witches: burn 3. convert 1PW to 1C");
    expect(off.player("witches").power[2]).toBe(2);
  });

  it("turns leftover resources into coins at the pack's rates at the end", () => {
    const end = (catalog?: ReturnType<typeof baseWith>) => {
      const s = passUntil(play(WITCHES(), catalog), 6);
      s.player("witches").power = [0, 0, 6];
      return passUntil(s, "end").player("witches");
    };
    // Six power: 3 coins at 2 power a coin, 6 coins by default; the rest of the coins are the same.
    const dear = end(baseWith({ conversions: DEAR_POWER }));
    const plain = end();
    expect(plain.coins + plain.vpSources.resources! * 3 - (dear.coins + dear.vpSources.resources! * 3)).toBe(3);
  });

  it("rejects a conversion of several resources at once, of a resource into itself, or at a fractional rate", () => {
    const base = baseDocWith({}).rules!.conversions;
    expect(problemsWith({ conversions: [...base, { give: { coins: 1, workers: 1 }, get: { priests: 1 } }] })).toEqual([
      `rules.conversions.${base.length}: a conversion gives an amount of one resource for an amount of one other`,
    ]);
    expect(problemsWith({ conversions: [...base, { give: { coins: 2 }, get: { coins: 1 } }] })).toEqual([`rules.conversions.${base.length}: a conversion turns one resource into another`]);
    expect(problemsWith({ conversions: [...base, { give: { workers: 1 }, get: { coins: 2 } }] })).toEqual([
      `rules.conversions.${base.length}.give: must give a whole number of workers for each one of coins (it gives 1 for 2)`,
    ]);
  });
});
