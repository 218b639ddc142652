/** Final scoring: the rule book's example gives 72 VP; ties go to the most city tiles. */
import { describe, expect, it } from "vitest";
import { originsCatalog } from "../testing/node/catalog";
import { arrange, DRAFT_SEED_1, newGame, play } from "../testing/scenario";
import { finalScore } from "./scoring";

const c = originsCatalog();

describe("final scoring", () => {
  it("gives the rule book's example 72 VP: 4 Gold, Advisors 6, temples 31 + 16 (70 ignored), orange 6 × 2, red 3 × 1", () => {
    const s = arrange(play(c, newGame(c, 2, 1), DRAFT_SEED_1), (g) => {
      const p = g.players[0]!;
      p.gold = 4;
      p.advisors = ["red", "blue", "yellow", null, null];
      for (const [t, step] of [["forest", 14], ["mountain", 10], ["sea", 7]] as const) {
        g.temples[t][0] = [1];
        g.temples[t][step] = [0];
      }
      p.seats = { "0,0": { colour: "orange", value: 6 }, "0,1": { colour: "red", value: 3 } };
      p.towers.orange = 2;
    });
    expect(finalScore({ catalog: c, state: s }, 0)).toEqual({ seat: 0, gold: 4, advisors: 6, temples: 47, seats: 15, total: 72, tiles: 2 });
  });

  it("breaks a tie with the most tiles in the city (Farms and grey tiles count), then shares the win", () => {
    const base = arrange(play(c, newGame(c, 2, 1), DRAFT_SEED_1), (g) => g.districtCards.forEach((d) => (d.gold = 0)));
    const tie = play(c, base, "p2: pass\np1: pass");
    expect(tie.winners).toEqual([0, 1]);
    const farm = play(c, arrange(base, (g) => (g.players[0]!.city["0,1"] = { kind: "farm", building: "mint" })), "p2: pass\np1: pass");
    expect(farm.winners).toEqual([0]);
  });
});
