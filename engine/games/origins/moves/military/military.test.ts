/** The military track: advancing, thresholds and Superiority, the final space, attacks (bonus, VP per weaker opponent and threshold), Aries. */
import { describe, expect, it } from "vitest";
import { originsCatalog } from "../../testing/node/catalog";
import { arrange, DRAFT_SEED_1, newGame, play } from "../../testing/scenario";

const c = originsCatalog();
const start = () => play(c, newGame(c, 2, 1), DRAFT_SEED_1);
const at = (space: number) =>
  arrange(start(), (g) => {
    g.military[0] = [0];
    g.military[space] = [1];
  });

describe("the military track", () => {
  it("attacking from space 5 takes its bonus (1 Wisdom) and scores 1 per weaker opponent and 1 per threshold crossed; advancing past a threshold gives a Superiority token", () => {
    const after = play(c, at(5), "p2: visit 1 R2\np2: main bottom\np2: military attack advance");
    const p2 = after.players[1]!;
    expect([p2.vp, p2.wisdom, p2.superiority]).toEqual([2, 2, 1]);
    expect(after.military[7]).toEqual([1]);
    // the token may be spent for another action, or the turn ended
    const ended = play(c, after, "p2: done\np2: end");
    expect(ended.active).toBe(0);
  });

  it("an attack bonus may be paid for: 1 basic resource for 1 Gold on space 2", () => {
    const after = play(c, at(2), "p2: visit 1 R2\np2: main bottom\np2: military attack\np2: pay\np2: done");
    expect([after.players[1]!.gold, after.players[1]!.vp, after.players[1]!.stone]).toEqual([2, 1, 0]);
  });

  it("reaching the final space scores 9 VP, and the marker never falls back", () => {
    const after = play(c, at(18), "p2: visit 1 R2\np2: main bottom\np2: military advance\np2: done\np1: pass\np2: pass");
    expect(after.players[1]!.vp).toBe(9);
    expect(after.military[19]).toEqual([1]);
  });

  it("Aries scores 1 VP per red die after each attack", () => {
    const s = arrange(at(5), (g) => {
      g.zodiac.mountain = { card: "aries", holder: 1 };
      g.players[1]!.seats["0,0"] = { colour: "red", value: 3 };
    });
    const after = play(c, s, "p2: visit 1 R2\np2: main bottom\np2: military attack\np2: use\np2: done");
    expect(after.players[1]!.vp).toBe(2 + 2);
  });

  it("Fortress advances 1 per red building; Riding grounds gives Stone or Food per weaker opponent after advancing", () => {
    const s = arrange(play(c, start(), "p2: visit 2 R2\np2: main bottom"), (g) => {
      g.market[0] = "riding-grounds";
      g.players[1]!.stone = 2;
    });
    const after = play(c, s, "p2: build 1 at 0,1\np2: use\np2: gain food\np2: done");
    expect([after.military[2], after.players[1]!.food]).toEqual([[1], 2]);
  });
});
