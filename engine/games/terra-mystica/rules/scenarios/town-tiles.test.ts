/** Town tiles TW1-TW8: what each gives with its town key, how many there are, and the promo tiles' option. */
import { describe, expect, it } from "vitest";
import { expectRefused, game } from "./helpers";

/**
 * The Auren (no town bonus of their own; first to move) on D1 and F2 with BON3; the Engineers far
 * away hold BON1 and pass after the Auren's first action. Round 1 scores no towns (SCORE4).
 */
const setup = (options = "") => `
  option loose-adjust-resource
  ${options}
  score SCORE4,SCORE1,SCORE2,SCORE3,SCORE5,SCORE6
  setup auren
  setup engineers
  auren: build D1
  engineers: build H6
  engineers: build I9
  auren: build F2
  engineers: pass BON1
  auren: pass BON3
`;

/**
 * A town: dwellings on D2 and E3, then trading houses on D2, E3 and F2 with the dwelling on D1
 * (7 power in 4 structures). The Auren are left with 19 coins, 9 workers, power 5/7/0, water 1
 * and air 1.
 */
function town(pack: "base" | "promo" = "base") {
  const s = game(setup(pack === "promo" ? "option mini-expansion-1" : ""), pack).play(`
    auren: +20w. +20c
    auren: dig 1. build D2
    engineers: pass BON4
    auren: dig 2. build E3
    auren: upgrade D2 to TP
    auren: upgrade E3 to TP
    auren: upgrade F2 to TP
  `);
  const p = s.player("auren");
  expect(p.pending.towns).toBe(1);
  expect([p.vp, p.coins, p.workers, p.priests, p.keys]).toEqual([20, 19, 9, 0, 0]);
  return s;
}

describe("TW1", () => {
  it("gives 5 VP, 6 coins and a key", () => {
    const p = town().play("auren: +TW1").player("auren");
    expect([p.vp, p.coins, p.keys]).toEqual([25, 25, 1]);
    expect(p.towns).toEqual(["TW1"]);
  });
});

describe("TW2", () => {
  it("gives 7 VP, 2 workers and a key", () => {
    const p = town().play("auren: +TW2").player("auren");
    expect([p.vp, p.workers, p.keys]).toEqual([27, 11, 1]);
  });
});

describe("TW3", () => {
  it("gives 9 VP, 1 priest and a key", () => {
    const p = town().play("auren: +TW3").player("auren");
    expect([p.vp, p.priests, p.keys]).toEqual([29, 1, 1]);
  });
});

describe("TW4", () => {
  it("gives 6 VP, 8 power and a key", () => {
    const p = town().play("auren: +TW4").player("auren");
    expect([p.vp, p.keys]).toEqual([26, 1]);
    expect(p.power).toEqual([0, 9, 3]);
  });
});

describe("TW5", () => {
  it("gives 8 VP, a step on each cult track and a key", () => {
    const p = town().play("auren: +TW5").player("auren");
    expect([p.vp, p.keys]).toEqual([28, 1]);
    expect(p.cults).toEqual({ fire: 1, water: 2, earth: 1, air: 2 });
  });

  it("comes in two copies, like TW1-TW4", () => {
    const s = town().play("auren: +TW5");
    expect(s.state.pool.town.TW5).toBe(1);
    expect(s.state.pool.town.TW1).toBe(2);
  });
});

describe("TW6", () => {
  it("gives 2 VP, two keys and 2 steps on each cult track", () => {
    const p = town("promo").play("auren: +TW6").player("auren");
    expect([p.vp, p.keys]).toEqual([22, 2]);
    expect(p.cults).toEqual({ fire: 2, water: 3, earth: 2, air: 3 });
    // Water and air pass space 3: 1 power each.
    expect(p.power).toEqual([3, 9, 0]);
  });

  it("is only in play with the mini-expansion-1 option", () => {
    expectRefused(town(), "auren: +TW6", "move/unknown-tile");
  });
});

describe("TW7", () => {
  it("gives 4 VP, a free shipping step with its VP, and a key", () => {
    const p = town("promo").play("auren: +TW7").player("auren");
    expect([p.vp, p.shipping, p.keys]).toEqual([26, 1, 1]);
  });

  it("gives the Fakirs one more space of carpet flight instead", () => {
    const s = game(
      `
      option loose-adjust-resource
      option mini-expansion-1
      score SCORE4,SCORE1,SCORE2,SCORE3,SCORE5,SCORE6
      setup fakirs
      setup engineers
      fakirs: build F3
      engineers: build H6
      engineers: build I9
      fakirs: build A5
      engineers: pass BON1
      fakirs: pass BON3
    `,
      "promo",
    ).play(`
      fakirs: +30w. +40c
      fakirs: dig 1. build E6
      engineers: pass BON4
      fakirs: dig 2. build E5
      fakirs: dig 1. build G2
      fakirs: upgrade F3 to TP
      fakirs: upgrade E6 to TP
      fakirs: upgrade E5 to TP
      fakirs: +TW7
    `);
    const p = s.player("fakirs");
    expect([p.vp, p.range, p.shipping]).toEqual([24, 2, 0]);
  });
});

describe("TW8", () => {
  it("gives 11 VP and a key, and there is only one", () => {
    const s = town("promo").play("auren: +TW8");
    expect([s.player("auren").vp, s.player("auren").keys]).toEqual([31, 1]);
    expect(s.state.pool.town.TW8).toBe(0);
  });
});

describe("town tiles", () => {
  it("are taken only for a town founded", () => {
    expectRefused(game(setup()), "auren: +TW1", "move/not-owed");
  });

  it("must be taken before the round can end", () => {
    const s = town().play("auren: pass BON7");
    expect([s.state.round, s.state.phase]).toEqual([1, "actions"]);
    s.play("auren: +TW1");
    expect(s.state.round).toBe(2);
  });
});
