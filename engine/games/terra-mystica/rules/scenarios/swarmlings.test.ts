/** Swarmlings: 3 workers per town, and a free trading house once a round from the stronghold. */
import { describe, expect, it } from "vitest";
import { advanceTracks, expectRefused, game, sanctuary } from "./helpers";

/**
 * Swarmlings on H2 and I4 (both next to H3 and I3) with BON3; the Auren far away in the north pass
 * at once. Round 1 scores 3 VP per trading house (SCORE6).
 */
const SETUP = `
  option loose-adjust-resource
  score SCORE6,SCORE1,SCORE2,SCORE3,SCORE4,SCORE5
  setup auren
  setup swarmlings
  auren: build A3
  swarmlings: build H2
  swarmlings: build I4
  auren: build A10
  swarmlings: pass BON3
  auren: pass BON4
  auren: pass BON5
`;

/** Stronghold on H2: a trading house (8 coins, 3 workers) then the stronghold (8 coins, 5 workers). */
function withStronghold() {
  return game(SETUP).play(`
    swarmlings: upgrade H2 to TP
    swarmlings: upgrade H2 to SH
  `);
}

describe("swarmlings", () => {
  it("start with 20 coins and 8 workers, and collect 4 workers for two dwellings", () => {
    const p = game(SETUP).player("swarmlings");
    expect([p.coins, p.workers]).toEqual([26, 12]);
    expect(p.power).toEqual([3, 9, 0]);
    expect(p.cults).toEqual({ fire: 1, water: 1, earth: 1, air: 1 });
  });

  it("upgrade a dwelling to a trading house for free with their stronghold action, still scoring the round's VP", () => {
    const s = withStronghold();
    let p = s.player("swarmlings");
    expect([p.coins, p.workers, p.vp]).toEqual([10, 4, 23]);
    s.play("swarmlings: action ACTS. upgrade I4 to TP");
    p = s.player("swarmlings");
    expect([p.coins, p.workers, p.vp]).toEqual([10, 4, 26]);
    expect(p.buildings).toMatchObject({ D: 0, TP: 1, SH: 1 });
  });

  it("cannot take the free trading house before the stronghold", () => {
    expectRefused(game(SETUP), "swarmlings: action ACTS", "move/no-such-action");
  });

  it("cannot take the free trading house without a dwelling to upgrade", () => {
    const s = withStronghold().play("swarmlings: upgrade I4 to TP");
    expectRefused(s, "swarmlings: action ACTS", "move/pointless-action");
  });

  it("collect 3 workers on top of the town tile for each town", () => {
    const s = withStronghold().play(`
      swarmlings: action ACTS. upgrade I4 to TP
      swarmlings: +14w
      swarmlings: dig 2. build H3
      swarmlings: dig 2. build I3
    `);
    // Stronghold (3) + trading house (2) + two dwellings: 7 power in 4 connected structures.
    let p = s.player("swarmlings");
    expect(p.pending.towns).toBe(1);
    expect([p.coins, p.workers]).toEqual([4, 2]);
    s.play("swarmlings: +TW2");
    p = s.player("swarmlings");
    expect(p.workers).toBe(2 + 2 + 3);
    expect(p.vp).toBe(26 + 7);
  });

  it("build a sanctuary for 8 coins and 5 workers, taking a favor tile, for 2 priests of income", () => {
    expect(sanctuary(game(SETUP), "swarmlings", "I4")).toEqual({ coins: 8, workers: 5, favors: 1, priests: 2 });
  });

  it("advance shipping for 4 coins and a priest (2 VP) and digging for 5 coins, 2 workers and a priest (6 VP)", () => {
    expect(advanceTracks(game(SETUP), "swarmlings")).toEqual({
      ship: { coins: 4, workers: 0, priests: 1, vp: 2 },
      dig: { coins: 5, workers: 2, priests: 1, vp: 6 },
      levels: [1, 1],
    });
  });
});
