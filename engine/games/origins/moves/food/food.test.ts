/** Spending Food: 1 to 3, each +1 to an unused Freeman (at most 6) or 1 military space. */
import { describe, expect, it } from "vitest";
import { originsCatalog } from "../../testing/node/catalog";
import { arrange, DRAFT_SEED_1, newGame, play, refusal } from "../../testing/scenario";

const c = originsCatalog();

describe("spending Food", () => {
  it("adds 1 per Food to an unused Freeman or 1 military space, up to 3, and may stop early", () => {
    const s = arrange(play(c, newGame(c, 2, 1), DRAFT_SEED_1), (g) => (g.players[1]!.food = 4));
    const visit = play(c, s, "p2: visit 5 R2\np2: main bottom\np2: food Y5");
    expect(refusal(c, visit, "p2: food Y6").code).toBe("food/at-six");
    expect(refusal(c, visit, "p2: food R2@5").code).toBe("food/no-freeman");
    const after = play(c, visit, "p2: food military\np2: done\np2: done");
    expect([after.players[1]!.food, after.players[1]!.freemen.find((f) => f.colour === "yellow")!.value, after.military[1]]).toEqual([2, 6, [1]]);
    const three = play(c, s, "p2: visit 5 R2\np2: main bottom\np2: food military\np2: food military\np2: food military\np2: done");
    expect([three.players[1]!.food, three.military[3]]).toEqual([1, [1]]);
  });
});
