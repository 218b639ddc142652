/** Bonus cards BON1-BON10: income, actions, shipping bonus and pass VP, and the coins on unused cards. */
import { describe, expect, it } from "vitest";
import { expectRefused, game } from "./helpers";

/**
 * The Witches (first to move) on D1 and F2 take `card`; the Engineers far away in the south-east
 * take `other` and pass on their first turn. Round 1 scores towns only (SCORE2). Without a card
 * the Witches would start round 1 with 15 coins, 6 workers, no priest and power 5/7/0.
 */
const setup = (card: string, { other = "BON1", options = "", score = "SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6" } = {}) => `
  option loose-adjust-resource
  ${options}
  score ${score}
  setup witches
  setup engineers
  witches: build D1
  engineers: build H6
  engineers: build I9
  witches: build F2
  engineers: pass ${other}
  witches: pass ${card}
`;

function witches(card: string) {
  return game(setup(card));
}

/** [coins, workers, priests] and the power bowls of the Witches. */
function income(card: string) {
  const p = witches(card).player("witches");
  return { resources: [p.coins, p.workers, p.priests], power: p.power };
}

describe("BON1", () => {
  const card = setup("BON1", { other: "BON2" });

  it("gives 2 coins of income", () => {
    expect(income("BON2").resources[0]).toBe(19);
    expect(game(card).player("witches").coins).toBe(17);
  });

  it("gives a free spade to transform and build with", () => {
    const s = game(card).play("witches: action BON1. build D2");
    const p = s.player("witches");
    expect([p.coins, p.workers, p.buildings.D]).toEqual([15, 5, 3]);
  });

  it("lets the player buy the spades the hex still needs", () => {
    const s = game(card).play("witches: action BON1. dig 1. build E3");
    expect(s.player("witches").workers).toBe(6 - 3 - 1);
  });

  it("can be used once per round", () => {
    const s = game(card).play(`
      witches: action BON1. build D2
      engineers: pass BON4
    `);
    expectRefused(s, "witches: action BON1", "move/action-used");
  });
});

describe("BON2", () => {
  it("gives 4 coins of income and one cult step as an action", () => {
    const s = witches("BON2");
    expect(s.player("witches").coins).toBe(19);
    s.play("witches: action BON2. +FIRE");
    expect(s.player("witches").cults.fire).toBe(1);
    expect(s.player("witches").pending.cultSteps).toBe(0);
  });
});

describe("BON3", () => {
  it("gives 6 coins of income", () => {
    expect(income("BON3")).toEqual({ resources: [21, 6, 0], power: [5, 7, 0] });
  });
});

describe("BON4", () => {
  it("gives 3 power of income", () => {
    expect(income("BON4")).toEqual({ resources: [15, 6, 0], power: [2, 10, 0] });
  });

  it("adds one to the shipping range for the round", () => {
    const s = witches("BON4").play("witches: dig 1. build H2");
    expect(s.player("witches").buildings.D).toBe(3);
  });

  it("is needed to reach across the river without shipping", () => {
    const s = witches("BON3").play("witches: dig 1");
    expectRefused(s, "witches: build H2", "move/out-of-reach");
  });

  it("does not extend the reach of cult-bonus spades after passing", () => {
    const s = game(setup("BON3", { score: "SCORE6,SCORE1,SCORE2,SCORE3,SCORE4,SCORE5" }));
    // Water 4 is worth a spade at the end of round 1 (SCORE6).
    s.player("witches").cults.water = 4;
    s.play(`
      witches: pass BON4
      engineers: pass BON2
    `);
    expect(s.player("witches").pending.spades).toBe(1);
    expectRefused(s, "witches: transform H2", "move/out-of-reach");
    s.play("witches: transform D2");
    expect(s.state.round).toBe(2);
  });
});

describe("BON5", () => {
  it("gives 1 worker and 3 power of income", () => {
    expect(income("BON5")).toEqual({ resources: [15, 7, 0], power: [2, 10, 0] });
  });
});

describe("BON6", () => {
  it("gives 2 workers of income", () => {
    expect(income("BON6").resources).toEqual([15, 8, 0]);
  });

  it("scores 4 VP for the stronghold and 4 VP for the sanctuary when passing", () => {
    const s = witches("BON6").play(`
      witches: +30c. +20w
      witches: upgrade D1 to TP
      engineers: pass BON4
      witches: upgrade D1 to SH
      witches: upgrade F2 to TP
      witches: upgrade F2 to TE. +FAV11
      witches: upgrade F2 to SA. +FAV9
    `);
    expect(s.player("witches").vp).toBe(20);
    s.play("witches: pass BON7");
    expect(s.player("witches").vp).toBe(28);
  });

  it("scores 4 VP for the stronghold alone", () => {
    const s = witches("BON6").play(`
      witches: +10c. +10w
      witches: upgrade D1 to TP
      engineers: pass BON4
      witches: upgrade D1 to SH
      witches: pass BON7
    `);
    expect(s.player("witches").vp).toBe(24);
  });
});

describe("BON7", () => {
  it("gives 1 worker of income and 2 VP per trading house when passing", () => {
    const s = witches("BON7");
    expect(s.player("witches").workers).toBe(7);
    s.play(`
      witches: +10c
      witches: upgrade D1 to TP
      engineers: pass BON4
      witches: upgrade F2 to TP
      witches: pass BON3
    `);
    expect(s.player("witches").vp).toBe(24);
  });
});

describe("BON8", () => {
  it("gives 1 priest of income", () => {
    expect(income("BON8")).toEqual({ resources: [15, 6, 1], power: [5, 7, 0] });
  });
});

describe("BON9", () => {
  it("gives 2 coins of income and 1 VP per dwelling when passing", () => {
    const s = witches("BON9");
    expect(s.player("witches").coins).toBe(17);
    s.play(`
      witches: dig 1. build D2
      engineers: pass BON4
      witches: pass BON3
    `);
    expect(s.player("witches").vp).toBe(23);
  });
});

describe("BON10", () => {
  const promo = (card: string) => game(setup(card, { options: "option shipping-bonus" }), "promo");

  it("is only in play with the shipping-bonus option", () => {
    expect(witches("BON3").state.pool.bonus.BON10).toBeUndefined();
    expect(() => witches("BON10")).toThrow(/BON10/);
  });

  it("gives 3 power of income and 3 VP per shipping level when passing", () => {
    const s = promo("BON10");
    expect(s.player("witches").power).toEqual([2, 10, 0]);
    s.play(`
      witches: +1p
      witches: advance ship
      engineers: pass BON4
      witches: pass BON3
    `);
    // 2 VP for the shipping level, 3 for passing with it.
    expect(s.player("witches").vp).toBe(25);
  });
});

describe("unused bonus cards", () => {
  it("collect a coin each round, which goes to whoever takes the card", () => {
    const s = witches("BON3");
    // Taken at setup: BON1 and BON3. Every other card got a coin when round 1 started.
    expect(s.state.bonusCoins).toMatchObject({ BON1: 0, BON3: 0, BON2: 1, BON9: 1 });
    s.play(`
      witches: pass BON9
      engineers: pass BON2
    `);
    // BON3's 6 coins, the coin on BON9, then BON9's 2 coins of income.
    expect(s.player("witches").coins).toBe(21 + 1 + 2);
    expect(s.state.bonusCoins).toMatchObject({ BON1: 1, BON3: 1, BON4: 2, BON9: 0, BON2: 0 });
  });

  it("cannot take the card just returned", () => {
    expectRefused(witches("BON3"), "witches: pass BON3", "move/tile-taken");
  });
});
