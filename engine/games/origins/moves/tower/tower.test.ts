/** Raising towers (Gold equal to the height, floors from the reserve, Capricorn) and increasing population (Food, the last base's 10 VP). */
import { describe, expect, it } from "vitest";
import { originsCatalog } from "../../testing/node/catalog";
import { arrange, DRAFT_SEED_1, newGame, play, refusal } from "../../testing/scenario";

const c = originsCatalog();
const start = () => play(c, newGame(c, 2, 1), DRAFT_SEED_1);

describe("raising a tower", () => {
  it("takes a floor from the reserve and pays Gold equal to the tower's height", () => {
    const s = arrange(start(), (g) => (g.players[1]!.gold = 3));
    const after = play(c, s, "p2: tower red\np1: pass\np2: tower red");
    expect([after.players[1]!.gold, after.players[1]!.towers.red, after.floorReserve.red]).toEqual([0, 3, 1]);
    expect(refusal(c, after, "p2: tower red")).toEqual({ code: "tower/not-enough-gold", message: "Raising the red tower (height 3) costs 3 Gold; p2 has 0" });
    expect(refusal(c, arrange(s, (g) => (g.floorReserve.blue = 0)), "p2: tower blue").code).toBe("tower/no-floor");
  });

  it("Capricorn adds 2 to one of the player's citizens", () => {
    const s = arrange(start(), (g) => (g.zodiac.sea = { card: "capricorn", holder: 1 }));
    const after = play(c, s, "p2: tower blue\np2: use\np2: increase R2 +2");
    expect(after.players[1]!.freemen.map((f) => f.value)).toEqual([5, 4]);
  });
});

describe("increasing population", () => {
  it("pays the Food beside the next base (2, 4, 6, 8; Gold stands in) and the last base scores 10 VP", () => {
    const after = play(c, start(), "p2: population");
    expect([after.players[1]!.bases, after.players[1]!.food, after.players[1]!.gold]).toEqual([3, 0, 0]);
    const last = play(c, arrange(start(), (g) => Object.assign(g.players[1]!, { bases: 5, food: 8 })), "p2: population");
    expect([last.players[1]!.bases, last.players[1]!.food, last.players[1]!.vp]).toEqual([6, 0, 10]);
    expect(refusal(c, arrange(start(), (g) => (g.players[1]!.bases = 6)), "p2: population").code).toBe("population/none-left");
  });
});
