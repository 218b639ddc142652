/** Completing districts: 2×2 blocks, pattern matching rotated and mirrored, first and later VP, Gold, activations (the Agora too), Leo, Scorpio. */
import { describe, expect, it } from "vitest";
import { originsCatalog } from "../../testing/node/catalog";
import { arrange, DRAFT_SEED_1, newGame, play, refusal } from "../../testing/scenario";
import { matchingCards } from "../../rules/city";

const c = originsCatalog();
// p2's city: Agora 0,0 and Palace 1,0 (grey), Statue 0,1 (blue), Mint 1,1 (yellow); Farms 0,2 and 1,2.
const start = () =>
  arrange(play(c, newGame(c, 2, 1), DRAFT_SEED_1), (g) => {
    Object.assign(g.players[1]!.city, {
      "0,1": { kind: "building", building: "statue" },
      "1,1": { kind: "building", building: "mint" },
      "0,2": { kind: "farm", building: "granary" },
      "1,2": { kind: "farm", building: "granary" },
    });
    g.districtCards = [
      { id: "district-1", gold: 2 }, // R* / *B
      { id: "district-4", gold: 2 }, // B* / Y*
    ];
  });

describe("completing a district", () => {
  it("matches a card rotated or mirrored (a coloured square needs that colour, * any tile)", () => {
    const s = start();
    expect(matchingCards(c, s.players[1]!, "0,0", ["district-1", "district-4"])).toEqual(["district-4"]); // mirrored: B and Y in the right column
    expect(matchingCards(c, s.players[1]!, "0,1", ["district-1", "district-4"])).toEqual(["district-4"]); // as printed
  });

  it("scores the card's first VP and its Gold, then activates the seat's buildings of the die's colour and the Agora, in the player's order", () => {
    const after = play(c, start(), "p2: district Y5 at 0,0\np2: card district-4\np2: activate 1,1\np2: activate 0,0\np2: gain stone");
    const p2 = after.players[1]!;
    expect([p2.vp, p2.gold, p2.stone]).toEqual([5, 4, 2]);
    expect(p2.seats["0,0"]).toEqual({ colour: "yellow", value: 5 });
    expect(p2.freemen).toEqual([{ colour: "red", value: 2 }]);
    expect(after.districtCards[1]).toEqual({ id: "district-4", gold: 0 });
    expect(after.active).toBe(0);
  });

  it("scores the lower VP the next time the same player scores the card (overlapping districts allowed)", () => {
    const after = play(c, start(), "p2: district Y5 at 0,0\np2: card district-4\np2: done\np1: pass\np2: district R2 at 0,1\np2: card district-4");
    expect([after.players[1]!.vp, after.players[1]!.gold]).toEqual([5 + 2, 3]);
  });

  it("refuses an incomplete block, a taken seat and a placed Freeman", () => {
    expect(refusal(c, start(), "p2: district Y5 at 1,1").code).toBe("district/incomplete");
    const taken = arrange(start(), (g) => (g.players[1]!.seats["0,0"] = { colour: "red", value: 1 }));
    expect(refusal(c, taken, "p2: district Y5 at 0,0").code).toBe("district/seat-taken");
    expect(refusal(c, start(), "p2: district Y5@1 at 0,0").code).toBe("district/no-freeman");
  });

  it("Leo adds 2 to the seat die (at most 6) and Scorpio gives 1 Wisdom", () => {
    const s = arrange(start(), (g) => {
      g.zodiac.forest = { card: "leo", holder: 1 };
      g.zodiac.sea = { card: "scorpio", holder: 1 };
    });
    const after = play(c, s, "p2: district R2 at 0,1\np2: card district-4\np2: use\np2: use");
    expect([after.players[1]!.seats["0,1"], after.players[1]!.wisdom]).toEqual([{ colour: "red", value: 4 }, 2]);
  });
});
