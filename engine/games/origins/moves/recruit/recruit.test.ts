/** Recruiting citizens and taking Orators: slot costs, free bases, the slide and re-roll, Taurus, Sagittarius, an empty reserve. */
import { describe, expect, it } from "vitest";
import { originsCatalog } from "../../testing/node/catalog";
import { arrange, DRAFT_SEED_1, newGame, play, refusal } from "../../testing/scenario";

const c = originsCatalog();
// Citizen recruitment, left to right: P1 Y2 R2 B4 O4 (Wisdom 0 1 1 2 2).
const atRecruit = (fn: (g: ReturnType<typeof newGame>) => void = () => {}) => arrange(play(c, newGame(c, 2, 1), `${DRAFT_SEED_1}\np2: visit 4 R2\np2: main bottom`), fn);

describe("recruiting", () => {
  it("needs a free base", () => {
    expect(refusal(c, atRecruit(), "p2: recruit 1")).toEqual({ code: "recruit/no-free-base", message: "p2 has no free base for a new citizen" });
  });

  it("pays the slot's Wisdom, puts the die unchanged on a free base, slides the rest left and rolls a die of its colour into the last slot", () => {
    const s = atRecruit((g) => (g.players[1]!.bases = 3));
    const after = play(c, s, "p2: recruit 2\np2: done");
    const p2 = after.players[1]!;
    expect(p2.wisdom).toBe(0);
    expect(p2.freemen.at(-1)).toEqual({ colour: "yellow", value: 2 });
    expect(after.recruitment.slice(0, 4)).toEqual([
      { colour: "purple", value: 1 },
      { colour: "red", value: 2 },
      { colour: "blue", value: 4 },
      { colour: "orange", value: 4 },
    ]);
    expect(after.recruitment[4]!.colour).toBe("yellow");
    expect(after.citizenReserve.yellow).toBe(s.citizenReserve.yellow - 1);
  });

  it("Taurus takes 1 Wisdom off, Sagittarius adds 1 to the die", () => {
    const s = atRecruit((g) => {
      g.players[1]!.bases = 3;
      g.players[1]!.wisdom = 0;
      g.players[1]!.gold = 0;
      g.zodiac.forest = { card: "taurus", holder: 1 };
      g.zodiac.sea = { card: "sagittarius", holder: 1 };
    });
    const after = play(c, s, "p2: recruit 2 +1\np2: done");
    expect(after.players[1]!.freemen.at(-1)).toEqual({ colour: "yellow", value: 3 });
  });

  it("leaves the slot empty when the colour's reserve is empty, and the citizen end condition then holds", () => {
    const s = atRecruit((g) => {
      g.players[1]!.bases = 3;
      g.citizenReserve.yellow = 0;
    });
    const after = play(c, s, "p2: recruit 2\np2: done");
    expect([after.recruitment[4], after.refillFailed]).toEqual([null, true]);
  });

  it("takes an Orator of the chosen value from Orator recruitment (the orange bonus tile)", () => {
    const s = play(c, newGame(c, 2, 1), `${DRAFT_SEED_1}\np2: visit 1 Y5\np2: main top\np2: done\np1: visit 5 O5\np1: bonus\np1: orator 2`);
    expect([s.players[0]!.orators, s.oratorPool]).toEqual([[2], [2]]);
  });
});
