/** Building: market costs, the slide and refill, Farms, the city's edges, activation, Construction site, Virgo. */
import { describe, expect, it } from "vitest";
import { originsCatalog } from "../../testing/node/catalog";
import { arrange, DRAFT_SEED_1, newGame, play, refusal } from "../../testing/scenario";

const c = originsCatalog();
// Market, top first: Mages' tower (orange, 3 Stone), Statue (blue, 1), Veterans' quarter (red, 2), Construction site (purple, 2), Market (yellow, 2).
const atBuild = () => play(c, newGame(c, 2, 1), `${DRAFT_SEED_1}\np2: visit 2 R2\np2: main bottom`);

describe("building", () => {
  it("pays the slot's Wisdom and the tile's Stone, slides the market up, refills from the taken tile's pile, and may activate the building", () => {
    const s = atBuild();
    const nextBlue = s.piles.blue[0];
    const after = play(c, s, "p2: build 2 at 0,1\np2: use\np2: climb forest\np2: done");
    const p2 = after.players[1]!;
    expect([p2.stone, p2.wisdom, p2.gold]).toEqual([0, 0, 1]);
    expect(p2.city["0,1"]).toEqual({ kind: "building", building: "statue" });
    expect(after.market).toEqual(["mages-tower", "veterans-quarter", "construction-site", "market", nextBlue]);
    expect(after.piles.blue.length).toBe(s.piles.blue.length - 1);
    expect(after.temples.forest[1]).toEqual([1]);
  });

  it("takes a tile as a Farm for free, and lets Gold stand in for Stone", () => {
    const farm = play(c, atBuild(), "p2: farm 1 at -1,0\np2: done");
    expect(farm.players[1]!.city["-1,0"]).toEqual({ kind: "farm", building: "mages-tower" });
    expect([farm.players[1]!.stone, farm.players[1]!.wisdom]).toEqual([1, 1]);
    const rich = arrange(atBuild(), (g) => (g.players[1]!.gold = 2));
    const built = play(c, rich, "p2: build 1 at 0,1\np2: skip\np2: done"); // 0 Wisdom, 3 Stone: 1 Stone + 2 Gold
    expect([built.players[1]!.stone, built.players[1]!.gold]).toEqual([0, 0]);
  });

  it("refuses a tile the player cannot pay, a cell off the city's edges, and a cell already built", () => {
    expect(refusal(c, atBuild(), "p2: build 1 at 0,1")).toEqual({
      code: "build/cannot-pay",
      message: "Mages' tower costs 0 Wisdom and 3 Stone (Gold stands in); p2 cannot pay",
    });
    expect(refusal(c, atBuild(), "p2: build 2 at 0,2").code).toBe("build/not-adjacent");
    expect(refusal(c, atBuild(), "p2: build 2 at 1,0").code).toBe("build/cell-taken");
    expect(refusal(c, atBuild(), "p2: build 2 at -1,1").code).toBe("build/not-adjacent"); // only a corner touches the Agora
  });

  it("Construction site keeps a market tile for free (the market refills) and builds it later for its Stone only", () => {
    const s = arrange(atBuild(), (g) => Object.assign(g.players[1]!, { stone: 5, wisdom: 3 }));
    const nextPurple = s.piles.purple[0];
    const kept = play(c, s, "p2: build 4 at 0,1\np2: use\np2: reserve 4\np2: done");
    const p2 = kept.players[1]!;
    expect(p2.reserved).toEqual(["market"]);
    expect([p2.stone, p2.wisdom]).toEqual([3, 0]); // slot 4: 3 Wisdom and 2 Stone
    expect(kept.market).toEqual(["mages-tower", "statue", "veterans-quarter", nextPurple, kept.piles.yellow.length < s.piles.yellow.length ? expect.any(String) : null]);
    const later = play(c, arrange(atBuild(), (g) => Object.assign(g.players[1]!, { reserved: ["market"], stone: 2, wisdom: 0, gold: 0 })), "p2: build kept market at 0,1\np2: skip\np2: done");
    expect([later.players[1]!.stone, later.players[1]!.reserved, later.players[1]!.city["0,1"]]).toEqual([0, [], { kind: "building", building: "market" }]);
  });

  it("Virgo builds onto a Farm paying nothing, the Farm going under its pile", () => {
    const s = arrange(atBuild(), (g) => {
      g.players[1]!.city["-1,0"] = { kind: "farm", building: "granary" };
      g.zodiac.forest = { card: "virgo", holder: 1 };
    });
    const after = play(c, s, "p2: build 1 over -1,0\np2: skip\np2: done");
    expect(after.players[1]!.city["-1,0"]).toEqual({ kind: "building", building: "mages-tower" });
    expect(after.piles.yellow.at(-1)).toBe("granary");
    expect([after.players[1]!.stone, after.players[1]!.wisdom]).toEqual([1, 1]);
  });
});
