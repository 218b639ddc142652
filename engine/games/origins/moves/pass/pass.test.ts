/** Passing (workers back, +1 to every Freeman, 6s become Advisors, the Advisor row, Cancer, Gemini, Scorpio) and Superiority tokens. */
import { describe, expect, it } from "vitest";
import { originsCatalog } from "../../testing/node/catalog";
import { arrange, DRAFT_SEED_1, newGame, play, refusal } from "../../testing/scenario";

const c = originsCatalog();
const start = () => play(c, newGame(c, 2, 1), DRAFT_SEED_1);

describe("passing", () => {
  it("takes back the workers and adds 1 to every Freeman, unused ones included; a 6 becomes an Advisor on the leftmost free space", () => {
    const s = arrange(start(), (g) => (g.players[1]!.freemen[1]!.value = 6)); // R6
    const after = play(c, s, "p2: visit 1 Y5\np2: main top\np2: done\np1: visit 2 B5\np1: main top\np1: done\np2: pass");
    const p2 = after.players[1]!;
    expect([p2.freemen, p2.advisors, p2.passed, p2.archon]).toEqual([[{ colour: "yellow", value: 6 }], ["red", null, null, null, null], true, undefined]);
    expect(refusal(c, after, "p2: visit 2 Y6").code).toBe("move/not-your-turn");
  });

  it("a 6 of a colour already on the row goes to the reserve and scores the rightmost occupied space's VP", () => {
    const s = arrange(start(), (g) => {
      g.players[1]!.freemen[1]!.value = 6;
      g.players[1]!.advisors = ["red", "blue", "orange", null, null];
    });
    const after = play(c, s, "p2: pass");
    expect([after.players[1]!.vp, after.citizenReserve.red, after.players[1]!.advisors]).toEqual([6, s.citizenReserve.red + 1, ["red", "blue", "orange", null, null]]);
  });

  it("Cancer recruits for free before the increase (so the new citizen gets +1 too); Scorpio gives 1 Wisdom per Advisor from a 6", () => {
    const s = arrange(start(), (g) => {
      g.players[1]!.bases = 3;
      g.players[1]!.freemen[0]!.value = 6;
      g.zodiac.forest = { card: "cancer", holder: 1 };
      g.zodiac.sea = { card: "scorpio", holder: 1 };
    });
    const after = play(c, s, "p2: pass\np2: use\np2: recruit 4\np2: use");
    const p2 = after.players[1]!;
    expect(p2.freemen).toEqual([
      { colour: "red", value: 3 },
      { colour: "blue", value: 5 },
    ]);
    expect([p2.advisors[0], p2.wisdom]).toEqual(["yellow", 2]);
  });

  it("Gemini gives 1 basic resource per space the marker will fall back", () => {
    const s = arrange(start(), (g) => {
      g.military[0] = [0];
      g.military[5] = [1];
      g.zodiac.mountain = { card: "gemini", holder: 1 };
    });
    const after = play(c, s, "p2: pass\np2: use\np2: gain food");
    expect(after.players[1]!.food).toBe(2);
  });
});

describe("Superiority tokens", () => {
  it("buy one more action after the turn's action (once per turn; the extra action may be passing)", () => {
    const s = arrange(start(), (g) => (g.players[1]!.superiority = 2));
    const one = play(c, s, "p2: visit 1 Y5\np2: main top\np2: done");
    expect(one.active).toBe(1);
    const two = play(c, one, "p2: superiority\np2: pass");
    expect([two.players[1]!.superiority, two.players[1]!.passed, two.active]).toEqual([1, true, 0]);
    const again = play(c, one, "p2: superiority\np2: population");
    expect(refusal(c, again, "p2: superiority").code).toBe("move/not-your-turn");
  });

  it("are not spent after passing", () => {
    const s = arrange(start(), (g) => (g.players[1]!.superiority = 1));
    const after = play(c, s, "p2: pass");
    expect([after.active, after.players[1]!.superiority]).toEqual([0, 1]);
  });
});
