/** The end of a round in the rule book's order (Orators, Bastion, fallback, zodiac awards), the end conditions, and the solo mode's rounds. */
import { describe, expect, it } from "vitest";
import { originsCatalog } from "../testing/node/catalog";
import { arrange, DRAFT_SEED_1, newGame, play } from "../testing/scenario";

const c = originsCatalog();
const start = () => play(c, newGame(c, 2, 1), DRAFT_SEED_1);
const endRound = "p2: pass\np1: pass";

describe("the end of a round", () => {
  it("returns every Orator: used ones +1, held ones unchanged", () => {
    const s = arrange(start(), (g) => {
      g.oratorPool = [];
      g.usedOrators = [{ place: 0, value: 2, seat: 1 }];
      g.players[0]!.orators = [5];
    });
    const after = play(c, s, endRound);
    expect([after.oratorPool, after.players[0]!.orators, after.usedOrators]).toEqual([[3, 5], [], []]);
  });

  it("re-rolls a used Orator of 5", () => {
    const s = arrange(start(), (g) => {
      g.oratorPool = [2];
      g.usedOrators = [{ place: 0, value: 5, seat: 1 }];
    });
    const after = play(c, s, endRound);
    expect(after.oratorPool.length).toBe(2);
    expect([2, 3, 4, 5]).toContain(after.oratorPool[1]);
  });

  it("gives the Bastion to the most advanced marker (the lowest of a stack on a tie); that player starts the next round", () => {
    const s = arrange(start(), (g) => {
      g.military[0] = [];
      g.military[5] = [1, 0];
    });
    expect(play(c, s, endRound).bastion).toBe(1);
    const p1ahead = arrange(start(), (g) => {
      g.military[0] = [1];
      g.military[6] = [0];
    });
    const after = play(c, p1ahead, endRound);
    expect([after.bastion, after.round, after.active, after.flow]).toEqual([0, 2, 0, "round.turns"]);
  });

  it("moves each marker back to the space just past the nearest threshold behind it (the first space before any), a falling stack going under", () => {
    const s = arrange(start(), (g) => {
      g.military[0] = [];
      g.military[4] = [1];
      g.military[6] = [0];
    });
    expect(play(c, s, endRound).military[4]).toEqual([0, 1]);
    const more = arrange(start(), (g) => {
      g.military[0] = [];
      g.military[2] = [1];
      g.military[8] = [0];
    });
    const after = play(c, more, endRound);
    expect([after.military[1], after.military[7]]).toEqual([[1], [0]]);
  });

  it("gives each temple's card to the player highest on it (the lowest of a stack on a tie); a temple nobody climbed keeps its card where it is", () => {
    const s = arrange(start(), (g) => {
      g.temples.forest[0] = [];
      g.temples.forest[3] = [1, 0];
      g.temples.sea[0] = [1];
      g.temples.sea[1] = [0];
      g.zodiac.mountain.holder = 0;
    });
    const after = play(c, s, endRound);
    expect([after.zodiac.forest.holder, after.zodiac.mountain.holder, after.zodiac.sea.holder]).toEqual([1, 0, 0]);
  });
});

describe("the end of the game", () => {
  const ends = (fn: (g: ReturnType<typeof start>) => void) => play(c, arrange(start(), fn), endRound);

  it("goes on while no end condition holds", () => {
    expect(play(c, start(), endRound).finished).toBe(false);
  });

  it("ends when no district card has Gold left, when 3 colours or fewer remain in the floor reserve, when a player has all three markers at the tops, or after a failed citizen refill", () => {
    expect(ends((g) => g.districtCards.forEach((d) => (d.gold = 0))).finished).toBe(true);
    expect(ends((g) => Object.assign(g.floorReserve, { red: 0, blue: 0 })).finished).toBe(true);
    expect(ends((g) => Object.assign(g.floorReserve, { red: 0 })).finished).toBe(false);
    expect(
      ends((g) => {
        for (const t of ["forest", "mountain", "sea"] as const) {
          g.temples[t][0] = [0];
          g.temples[t][14] = [1];
        }
      }).finished,
    ).toBe(true);
    expect(ends((g) => (g.refillFailed = true)).finished).toBe(true);
  });

  it("scores the game when it ends and names the winner", () => {
    const after = ends((g) => {
      g.districtCards.forEach((d) => (d.gold = 0));
      g.players[1]!.gold = 3;
    });
    expect([after.flow, after.players.map((p) => p.vp), after.winners]).toEqual(["finished", [1, 3], [1]]);
  });

  it("solo: the dummy marker waits before threshold n from round 2, one zodiac card is kept at random, and the game ends after round 5", () => {
    let s = play(c, newGame(c, 1, 1), "p1: draft R1\np1: draft B1");
    s = arrange(s, (g) => {
      g.zodiac.forest.holder = 0;
      g.zodiac.sea.holder = 0;
    });
    s = play(c, s, "p1: pass");
    expect([s.round, s.military[6]]).toEqual([2, [-1]]); // just before threshold 2 (after space 6)
    expect(Object.values(s.zodiac).filter((z) => z.holder === 0).length).toBe(1);
    for (let r = 2; r <= 5; r++) s = play(c, s, "p1: pass");
    expect([s.finished, s.round, s.military[13]]).toEqual([true, 5, [-1]]); // before threshold 5 (space 15) in round 5, then the fallback to 13
  });
});
