/** Favor tiles FAV1-FAV12: cult steps, income, VP for building and passing, the cult action, smaller towns. */
import { describe, expect, it } from "vitest";
import { expectRefused, game } from "./helpers";

/**
 * The Witches (first to move) on D1 and F2 with BON8; the Engineers on H6 and I9 with BON1.
 * Round 1 scores towns only (SCORE2). The Witches start round 1 with 15 coins, 6 workers,
 * 1 priest, power 5/7/0 and air 2.
 */
const SETUP = `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup engineers
  witches: build D1
  engineers: build H6
  engineers: build I9
  witches: build F2
  engineers: pass BON1
  witches: pass BON8
`;

/** The Witches' temple on F2 (14 coins, 6 workers left), the Engineers passed: a favor tile to take. */
function withTemple() {
  const s = game(SETUP).play(`
    witches: +10c. +4w
    witches: upgrade F2 to TP
    engineers: pass BON4
    witches: upgrade F2 to TE
  `);
  expect(s.player("witches").pending.favors).toBe(1);
  return s;
}

function withFavor(tile: string) {
  return withTemple().play(`witches: +${tile}`);
}

/**
 * Pass into round 2 with BON3 (its 6 coins and the coin lying on it). Without a favor tile the
 * Witches then have 21 coins, 8 workers (one dwelling), 2 priests (the temple).
 */
function nextRound(s: ReturnType<typeof withTemple>) {
  s.play("witches: pass BON3");
  expect(s.state.round).toBe(2);
  const p = s.player("witches");
  return { resources: [p.coins, p.workers, p.priests], power: p.power };
}

describe("FAV1", () => {
  it("advances 3 steps on fire, passing space 3 for 1 power", () => {
    const p = withFavor("FAV1").player("witches");
    expect(p.cults.fire).toBe(3);
    expect(p.power).toEqual([4, 8, 0]);
  });

  it("exists once: a second temple cannot take it", () => {
    const s = game(SETUP).play(`
      witches: upgrade F2 to TP
      engineers: upgrade H6 to TP
      witches: upgrade F2 to TE. +FAV1
      engineers: upgrade H6 to TE
    `);
    expectRefused(s, "engineers: +FAV1", "move/tile-taken");
    s.play("engineers: +FAV2");
    expect(s.player("engineers").cults.water).toBe(3);
  });
});

describe("FAV2", () => {
  it("advances 3 steps on water", () => {
    const p = withFavor("FAV2").player("witches");
    expect(p.cults.water).toBe(3);
    expect(p.power).toEqual([4, 8, 0]);
  });
});

describe("FAV3", () => {
  it("advances 3 steps on earth", () => {
    expect(withFavor("FAV3").player("witches").cults.earth).toBe(3);
  });
});

describe("FAV4", () => {
  it("advances 3 steps on air, passing spaces 3 and 5 for 3 power", () => {
    const p = withFavor("FAV4").player("witches");
    expect(p.cults.air).toBe(5);
    expect(p.power).toEqual([2, 10, 0]);
  });
});

describe("FAV5", () => {
  it("advances 2 steps on fire and founds a town of 6 power at once", () => {
    const s = game(SETUP).play(`
      witches: +20w. +20c
      witches: dig 1. build D2
      engineers: pass BON4
      witches: dig 2. build E3
      witches: upgrade D1 to TP
      witches: upgrade F2 to TP
      witches: upgrade F2 to TE
    `);
    // D1 and F2 (2 each), D2 and E3 (1 each): 6 power in 4 connected structures.
    expect(s.player("witches").pending.towns).toBe(0);
    s.play("witches: +FAV5");
    expect(s.player("witches").cults.fire).toBe(2);
    expect(s.player("witches").pending.towns).toBe(1);
  });
});

describe("FAV6", () => {
  it("advances 2 steps on water and gives a cult step action once a round", () => {
    const s = withFavor("FAV6").play("witches: action FAV6. +AIR");
    const p = s.player("witches");
    expect(p.cults).toMatchObject({ water: 2, air: 3 });
    expect(p.power).toEqual([4, 8, 0]);
    expectRefused(s, "witches: action FAV6", "move/action-used");
  });
});

describe("FAV7", () => {
  it("advances 2 steps on earth and gives 1 worker and 1 power of income", () => {
    const s = withFavor("FAV7");
    expect(s.player("witches").cults.earth).toBe(2);
    expect(nextRound(s)).toEqual({ resources: [21, 9, 2], power: [4, 8, 0] });
  });
});

describe("FAV8", () => {
  it("advances 2 steps on air and gives 4 power of income", () => {
    const s = withFavor("FAV8");
    expect(s.player("witches").power).toEqual([4, 8, 0]);
    expect(nextRound(s)).toEqual({ resources: [21, 8, 2], power: [0, 12, 0] });
  });
});

describe("FAV9", () => {
  it("advances 1 step on fire and gives 3 coins of income", () => {
    const s = withFavor("FAV9");
    expect(s.player("witches").cults.fire).toBe(1);
    expect(nextRound(s).resources).toEqual([24, 8, 2]);
  });
});

describe("FAV10", () => {
  it("advances 1 step on water and scores 3 VP for each trading house built", () => {
    const s = withFavor("FAV10").play("witches: upgrade D1 to TP");
    expect(s.player("witches").cults.water).toBe(1);
    expect(s.player("witches").vp).toBe(23);
  });
});

describe("FAV11", () => {
  it("advances 1 step on earth and scores 2 VP for each dwelling built", () => {
    const s = withFavor("FAV11").play("witches: dig 1. build D2");
    expect(s.player("witches").cults.earth).toBe(1);
    expect(s.player("witches").vp).toBe(22);
  });
});

describe("FAV12", () => {
  it("advances 1 step on air and scores 2 VP for one trading house when passing", () => {
    const s = withFavor("FAV12").play("witches: upgrade D1 to TP");
    expect(s.player("witches").cults.air).toBe(3);
    expect(s.player("witches").vp).toBe(20);
    s.play("witches: pass BON3");
    expect(s.player("witches").vpSources.passing).toBe(2);
  });
});

describe("favor tiles", () => {
  it("are taken only when owed", () => {
    expectRefused(game(SETUP), "witches: +FAV9", "move/not-owed");
  });
});
