/** Cultists: a cult step when opponents take their power, 1 power when all decline (errata), 7 VP for the stronghold. */
import { describe, expect, it } from "vitest";
import { advanceTracks, game, sanctuary } from "./helpers";

/**
 * Cultists (first to move) on E2 with the Witches on D1 and F2 and the Darklings on E1 around
 * it, and on H7. An upgrade of E2 offers the Witches 2 power and the Darklings 1.
 */
const setup = (options = "") => `
  ${options}
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup cultists
  setup witches
  setup darklings
  cultists: build E2
  witches: build D1
  darklings: build E1
  darklings: build I2
  witches: build F2
  cultists: build H7
  darklings: pass BON1
  witches: pass BON2
  cultists: pass BON3
`;

describe("cultists", () => {
  it("advance one cult step of their choice when an opponent takes their power, once per building", () => {
    const s = game(setup()).play("cultists: upgrade E2 to TP");
    expect(s.state.leechOffers.map((o) => [s.state.players[o.seat]!.faction, o.amount])).toEqual([
      ["witches", 2],
      ["darklings", 1],
    ]);
    s.play("witches: leech 2 from cultists");
    expect(s.player("cultists").pending.cultSteps).toBe(1);
    s.play("darklings: leech 1 from cultists");
    expect(s.player("cultists").pending.cultSteps).toBe(1);
    s.play("cultists: +WATER");
    const p = s.player("cultists");
    expect(p.cults).toMatchObject({ fire: 1, water: 1, earth: 1 });
    expect(p.pending.cultSteps).toBe(0);
    // A trading house next to opponents: 3 coins and 2 workers.
    expect([p.coins, p.workers]).toEqual([18, 4]);
  });

  it("still advance when only one opponent takes the power", () => {
    const s = game(setup()).play(`
      cultists: upgrade E2 to TP
      witches: decline 2 from cultists
      darklings: leech 1 from cultists
      cultists: +FIRE
    `);
    expect(s.player("cultists").cults.fire).toBe(2);
    expect(s.player("cultists").power).toEqual([5, 7, 0]);
  });

  it("gain 1 power when every opponent declines, with the errata-cultist-power option", () => {
    const s = game(setup("option errata-cultist-power")).play(`
      cultists: upgrade E2 to TP
      witches: decline 2 from cultists
    `);
    expect(s.player("cultists").power).toEqual([5, 7, 0]);
    s.play("darklings: decline 1 from cultists");
    const p = s.player("cultists");
    expect(p.power).toEqual([4, 8, 0]);
    expect(p.pending.cultSteps).toBe(0);
  });

  it("gain nothing when every opponent declines, without the errata option", () => {
    const s = game(setup()).play(`
      cultists: upgrade E2 to TP
      witches: decline 2 from cultists
      darklings: decline 1 from cultists
    `);
    const p = s.player("cultists");
    expect(p.power).toEqual([5, 7, 0]);
    expect(p.pending.cultSteps).toBe(0);
  });

  it("score 7 VP once for their stronghold", () => {
    const s = game(setup("option loose-adjust-resource")).play(`
      cultists: +10c. +10w
      cultists: upgrade E2 to TP
      witches: decline 2 from cultists
      darklings: decline 1 from cultists
      witches: pass BON4
      darklings: pass BON5
      cultists: upgrade E2 to SH
    `);
    const p = s.player("cultists");
    expect(p.vp).toBe(27);
    expect([p.coins, p.workers]).toEqual([31 - 3 - 8, 16 - 2 - 4]);
  });

  it("get no cult step when the opponent taking the power has no room for it", () => {
    const s = game(setup("option errata-cultist-power"));
    s.player("witches").power = [0, 0, 12];
    s.play("cultists: upgrade E2 to TP");
    expect(s.state.leechOffers[0]).toMatchObject({ amount: 2, actual: 0 });
    s.play("witches: leech 2 from cultists");
    expect(s.player("cultists").pending.cultSteps).toBe(0);
    // The one offer that could give power is declined: with the errata, 1 power.
    s.play("darklings: decline 1 from cultists");
    expect(s.player("cultists").power).toEqual([4, 8, 0]);
  });

  it("build a sanctuary for 8 coins and 4 workers, taking a favor tile, for 1 priest of income", () => {
    expect(sanctuary(game(setup("option loose-adjust-resource")), "cultists", "H7", "witches: pass BON4\ndarklings: pass BON5")).toEqual({ coins: 8, workers: 4, favors: 1, priests: 1 });
  });

  it("advance shipping for 4 coins and a priest (2 VP) and digging for 5 coins, 2 workers and a priest (6 VP)", () => {
    expect(advanceTracks(game(setup("option loose-adjust-resource")), "cultists", "witches: pass BON4\ndarklings: pass BON5")).toEqual({
      ship: { coins: 4, workers: 0, priests: 1, vp: 2 },
      dig: { coins: 5, workers: 2, priests: 1, vp: 6 },
      levels: [1, 1],
    });
  });
});
