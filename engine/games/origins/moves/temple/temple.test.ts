/** Temples: the temple action (1 Stone, 2 steps, the zodiac card at once), the bonus step, "another temple", the top, Aquarius. */
import { describe, expect, it } from "vitest";
import { originsCatalog } from "../../testing/node/catalog";
import { arrange, DRAFT_SEED_1, newGame, play, refusal } from "../../testing/scenario";

const c = originsCatalog();
const start = () => play(c, newGame(c, 2, 1), DRAFT_SEED_1);

describe("temples", () => {
  it("the temple action pays 1 Stone, climbs 2 and takes that temple's zodiac card at once", () => {
    const after = play(c, start(), "p2: visit 3 R2\np2: main bottom\np2: climb mountain\np2: done");
    expect([after.players[1]!.stone, after.temples.mountain[2], after.zodiac.mountain]).toEqual([0, [1], { card: "aries", holder: 1 }]);
  });

  it("loses steps past the top and stacks arrivals on top", () => {
    const s = arrange(start(), (g) => {
      g.temples.sea[0] = [];
      g.temples.sea[13] = [0, 1];
    });
    const after = play(c, arrange(s, (g) => (g.temples.sea[14] = [])), "p2: visit 3 R2\np2: main bottom\np2: climb sea\np2: done");
    expect([after.temples.sea[13], after.temples.sea[14]]).toEqual([[0], [1]]);
  });

  it("a temple building climbs its own temple, then may pay 1 Gold for 1 step on another, never the same", () => {
    const s = arrange(play(c, start(), "p2: visit 2 R2\np2: main bottom"), (g) => {
      g.market[0] = "sea-temple";
      g.players[1]!.stone = 2;
      g.players[1]!.gold = 1;
    });
    const paying = play(c, s, "p2: build 1 at 0,1\np2: use\np2: pay");
    expect(refusal(c, paying, "p2: climb sea").code).toBe("temple/not-allowed");
    const after = play(c, paying, "p2: climb forest\np2: done");
    expect([after.temples.sea[2], after.temples.forest[1], after.players[1]!.gold]).toEqual([[1], [1], 0]);
  });

  it("Aquarius: after climbing 2 with the temple action, 1 Gold buys a step on another temple", () => {
    const s = arrange(start(), (g) => (g.zodiac.forest = { card: "aquarius", holder: 1 }));
    const after = play(c, s, "p2: visit 3 R2\np2: main bottom\np2: climb mountain\np2: use\np2: pay\np2: climb sea\np2: done");
    expect([after.temples.mountain[2], after.temples.sea[1], after.players[1]!.gold]).toEqual([[1], [1], 0]);
  });
});
