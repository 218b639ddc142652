/** Scoring tiles SCORE1-SCORE9: VP during their round, and the cult bonus at the end of it. */
import { describe, expect, it } from "vitest";
import { createGame } from "../setup";
import { game, pack, passUntil } from "./helpers";

/**
 * `tiles` for the six rounds. The Witches (first to move) on D1 and F2 with BON8 start round 1
 * with 15 coins, 6 workers, 1 priest, power 5/7/0 and air 2; the Engineers far away hold BON1
 * and pass after the Witches' first action. Cult positions that only the round-end bonus needs
 * are set directly.
 */
const setup = (tiles: string, options = "") => `
  option loose-adjust-resource
  ${options}
  score ${tiles}
  setup witches
  setup engineers
  witches: build D1
  engineers: build H6
  engineers: build I9
  witches: build F2
  engineers: pass BON1
  witches: pass BON8
`;

/** A game whose round 1 is scored by `tile`. */
function round1(tile: string) {
  const rest = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `SCORE${n}`).filter((t) => t !== tile);
  return game(setup([tile, ...rest.slice(0, 5)].join(",")));
}

/** End round 1: the Witches pass with BON3 (6 coins of income and the coin lying on it). */
function endRound(s: ReturnType<typeof round1>) {
  return s.play("witches: pass BON3");
}

describe("SCORE1", () => {
  it("scores 2 VP per spade", () => {
    const s = round1("SCORE1").play("witches: +1w. dig 2. build E3");
    expect(s.player("witches").vp).toBe(24);
  });

  it("gives 1 coin per step on earth at the end of the round", () => {
    const s = round1("SCORE1").play(`
      witches: send p to earth
      engineers: pass BON4
      witches: dig 1. build D2
    `);
    expect(s.player("witches").vp).toBe(22);
    endRound(s);
    const p = s.player("witches");
    // 13 coins + 1 on BON3 + 3 for earth 3 + 6 of BON3's income.
    expect(p.coins).toBe(23);
    expect(p.workers).toBe(2 + 4);
    expect(s.player("engineers").coins).toBe(12 + 1);
  });
});

describe("SCORE2", () => {
  it("scores 5 VP per town and gives 1 spade per 4 steps on earth at the end of the round", () => {
    const s = round1("SCORE2").play(`
      witches: +20w. +20c
      witches: send p to earth
      engineers: pass BON4
      witches: dig 1. build D2
      witches: dig 2. build E3
      witches: upgrade D2 to TP
      witches: upgrade E3 to TP
      witches: upgrade F2 to TP
      witches: +TW5
    `);
    const p = s.player("witches");
    // TW5's 8 VP, the Witches' 5 and the round's 5.
    expect(p.vp).toBe(38);
    expect(p.cults).toEqual({ fire: 1, water: 1, earth: 4, air: 3 });
    endRound(s);
    expect(s.state.phase).toBe("cult-bonus");
    expect(p.pending.spades).toBe(1);
    s.play("witches: transform E2");
    expect(s.state.board.terrain[s.catalog.boards.base!.index.E2!]).toBe("swamp");
    expect(s.state.round).toBe(2);
  });
});

describe("SCORE3", () => {
  it("scores 2 VP per dwelling and gives 1 priest per 4 steps on water", () => {
    const s = round1("SCORE3");
    s.player("witches").cults.water = 8;
    s.play(`
      witches: dig 1. build D2
      engineers: pass BON4
    `);
    expect(s.player("witches").vp).toBe(22);
    endRound(s);
    expect(s.player("witches").priests).toBe(1 + 2);
  });
});

describe("SCORE4", () => {
  it("scores 5 VP for the stronghold and gives 1 worker per 2 steps on fire", () => {
    const s = round1("SCORE4");
    s.player("witches").cults.fire = 5;
    s.play(`
      witches: +10c. +10w
      witches: upgrade D1 to TP
      engineers: pass BON4
      witches: upgrade D1 to SH
    `);
    expect(s.player("witches").vp).toBe(25);
    endRound(s);
    // 10 workers + 2 for fire 5 + 2 for the one dwelling left.
    expect(s.player("witches").workers).toBe(14);
  });
});

describe("SCORE5", () => {
  it("scores 2 VP per dwelling and gives 4 power per 4 steps on fire", () => {
    const s = round1("SCORE5");
    s.player("witches").cults.fire = 8;
    s.play(`
      witches: dig 1. build D2
      engineers: pass BON4
    `);
    expect(s.player("witches").vp).toBe(22);
    endRound(s);
    expect(s.player("witches").power).toEqual([0, 9, 3]);
  });
});

describe("SCORE6", () => {
  it("scores 3 VP per trading house and gives 1 spade per 4 steps on water", () => {
    const s = round1("SCORE6");
    s.player("witches").cults.water = 4;
    s.play("witches: upgrade D1 to TP");
    expect(s.player("witches").vp).toBe(23);
    s.play("engineers: pass BON4");
    endRound(s);
    expect(s.player("witches").pending.spades).toBe(1);
    s.play("witches: transform E2");
    expect(s.state.round).toBe(2);
  });
});

describe("SCORE7", () => {
  it("scores 5 VP for the sanctuary and gives 1 worker per 2 steps on air", () => {
    const s = round1("SCORE7").play(`
      witches: +20c. +10w
      witches: upgrade F2 to TP
      engineers: pass BON4
      witches: upgrade F2 to TE. +FAV11
      witches: upgrade F2 to SA. +FAV9
    `);
    expect(s.player("witches").vp).toBe(25);
    endRound(s);
    // 8 workers + 1 for air 2 + 2 for the dwelling on D1.
    expect(s.player("witches").workers).toBe(11);
  });
});

describe("SCORE8", () => {
  it("scores 3 VP per trading house and gives 1 spade per 4 steps on air, usable on different hexes", () => {
    const s = round1("SCORE8");
    s.player("witches").cults.air = 8;
    s.play(`
      witches: upgrade D1 to TP
      engineers: pass BON4
    `);
    expect(s.player("witches").vp).toBe(23);
    endRound(s);
    expect(s.player("witches").pending.spades).toBe(2);
    s.play("witches: transform E2 to swamp. transform D2");
    const board = s.catalog.boards.base!;
    expect([s.state.board.terrain[board.index.E2!], s.state.board.terrain[board.index.D2!]]).toEqual(["swamp", "forest"]);
    expect(s.state.round).toBe(2);
  });
});

describe("SCORE9", () => {
  const promo = () => game(setup("SCORE9,SCORE1,SCORE3,SCORE4,SCORE5,SCORE7", "option temple-scoring-tile"), "promo");

  it("is only in play with the temple-scoring-tile option", () => {
    expect(() => game(setup("SCORE9,SCORE1,SCORE3,SCORE4,SCORE5,SCORE7", ""), "promo")).toThrow(/SCORE9/);
  });

  it("scores 4 VP per temple and gives 2 coins per priest on the cult order spaces", () => {
    const s = promo().play(`
      witches: +10c. +4w
      witches: send p to fire
      engineers: pass BON4
      witches: upgrade F2 to TP
      witches: upgrade F2 to TE. +FAV11
    `);
    expect(s.player("witches").vp).toBe(24);
    s.play("witches: pass BON3");
    // 14 coins + 1 on BON3 + 2 for the priest sent + 6 of income.
    expect(s.player("witches").coins).toBe(23);
  });
});

describe("scoring tiles", () => {
  it("pay no cult bonus after the last round", () => {
    const s = game(setup("SCORE1,SCORE3,SCORE4,SCORE5,SCORE7,SCORE2"));
    s.player("witches").cults.earth = 4;
    passUntil(s, "end");
    expect(s.state.finished).toBe(true);
    expect(s.player("witches").pending.spades).toBe(0);
  });

  it("are drawn without a spade bonus in rounds 5 and 6", () => {
    const base = pack("base");
    for (let seed = 1; seed <= 40; seed++) {
      const r = createGame(base, { factions: ["witches", "engineers"], seed });
      if (!r.ok) throw new Error(r.message);
      expect(new Set(r.state.scoring).size).toBe(6);
      for (const id of r.state.scoring.slice(4)) expect(base.scoringTiles[id]!.cultBonus.reward.spades).toBeUndefined();
    }
  });
});
