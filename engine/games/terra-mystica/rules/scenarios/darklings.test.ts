/** Darklings: spades for priests with 2 VP each, no digging track, and the ordination of priests. */
import { describe, expect, it } from "vitest";
import { expectRefused, game, passUntil, sanctuary } from "./helpers";

/**
 * Darklings on E5 (next to lakes E4 and desert F3) and I2 with BON8; the Witches far away pass at
 * once. Round 1 scores towns only (SCORE2).
 */
const SETUP = `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup darklings
  witches: build A10
  darklings: build E5
  darklings: build I2
  witches: build C4
  darklings: pass BON8
  witches: pass BON4
  witches: pass BON5
`;

/** The Darklings' stronghold on E5: 13 coins and 8 workers left. */
function withStronghold() {
  return game(SETUP).play(`
    darklings: +10w. +10c
    darklings: upgrade E5 to TP
    darklings: upgrade E5 to SH
  `);
}

describe("darklings", () => {
  it("start with a priest and collect another from BON8", () => {
    const p = game(SETUP).player("darklings");
    expect([p.coins, p.workers, p.priests]).toEqual([15, 4, 2]);
  });

  it("pay a priest for each spade and score 2 VP for it", () => {
    const s = game(SETUP).play("darklings: dig 1. build E4");
    let p = s.player("darklings");
    expect([p.priests, p.workers, p.coins, p.vp]).toEqual([1, 3, 13, 22]);
    expect(p.vpSources.spades).toBe(2);
    s.play("darklings: +1p. dig 2. build F3");
    p = s.player("darklings");
    expect([p.priests, p.vp]).toEqual([0, 26]);
  });

  it("pay a priest for the spade a power action lacks, scoring only the spade they dug", () => {
    const s = game(SETUP).play(`
      darklings: +12pw
      darklings: action ACT5. dig 1. build F3
    `);
    const p = s.player("darklings");
    expect(p.power).toEqual([4, 5, 3]);
    expect([p.priests, p.vp]).toEqual([1, 22]);
    expect(p.buildings.D).toBe(3);
  });

  it("have no digging track to advance", () => {
    expectRefused(game(SETUP), "darklings: advance dig", "move/no-track");
  });

  it("trade up to 3 workers for priests one for one right after building their stronghold", () => {
    const s = withStronghold();
    expect([s.player("darklings").coins, s.player("darklings").workers]).toEqual([13, 8]);
    expectRefused(s, "darklings: convert 4w to 4p", "move/exchange-limit");
    s.play("darklings: convert 3w to 3p");
    const p = s.player("darklings");
    expect([p.workers, p.priests]).toEqual([5, 5]);
    expectRefused(s, "darklings: convert 1w to 1p", "move/no-conversion");
  });

  // terra.snellman.net keeps the ordination open after the stronghold's turn, across rounds, until
  // the Darklings make any conversion (engine/games/terra-mystica/rules/REFERENCE.md); the rule book says "immediately".
  it("keep the ordination open on later turns and rounds, as the site does", () => {
    const s = withStronghold().play("darklings: send p to water");
    passUntil(s, 2);
    if (s.state.players[s.state.active]!.faction === "witches") s.play(`witches: pass ${Object.keys(s.state.pool.bonus).find((b) => s.state.pool.bonus[b])}`);
    s.play("darklings: convert 2w to 2p");
    expect(s.player("darklings").pending.exchange).toBeUndefined();
    expectRefused(s, "darklings: convert 1w to 1p", "move/no-conversion");
  });

  it("lose the ordination to any other conversion first, but not to burning power", () => {
    const s = withStronghold().play("darklings: +4pw. burn 1");
    expect(s.player("darklings").pending.exchange).toBeDefined();
    s.play("darklings: convert 1w to 1c");
    expectRefused(s, "darklings: convert 1w to 1p", "move/no-conversion");
  });

  /** Round 6, the Witches passed: the Darklings build their stronghold with `spare` workers left. */
  function lastRoundStronghold(spare: number) {
    const s = passUntil(game(SETUP), 6);
    if (s.state.players[s.state.active]!.faction === "witches") s.play("witches: pass");
    s.play("darklings: +20c. +2w. upgrade E5 to TP. done");
    const p = s.player("darklings");
    s.play(`darklings: ${p.workers < 4 + spare ? "+" : "-"}${Math.abs(4 + spare - p.workers)}w`);
    return s.play("darklings: upgrade E5 to SH. done");
  }

  // The site refuses the pass that ends the game while the ordination is open with no worker to give
  // ("Can't convert more than 3 W to P"); any conversion first closes it.
  it("may not end the game by passing with the ordination open and no worker, as on the site", () => {
    const s = lastRoundStronghold(0);
    expect(s.player("darklings").workers).toBe(0);
    expectRefused(s, "darklings: pass", "move/open-exchange");
    s.play("darklings: convert 3c to 1vp. pass");
    expect(s.state.finished).toBe(true);
  });

  // Self-play seed 1586 stopped here: no worker, and no conversion at all to close the ordination
  // with. The reference accepts this pass; refusing it left nobody a legal move.
  it("may end the game with the ordination open when no conversion could close it", () => {
    const s = lastRoundStronghold(0);
    const p = s.player("darklings");
    s.play(`darklings: -${p.coins}c. -${p.priests}p`);
    expect([p.workers, p.priests, p.coins, p.power[2]]).toEqual([0, 0, 0, 0]);
    expect(p.pending.exchange).toBeDefined();
    s.play("darklings: pass");
    expect(s.state.finished).toBe(true);
  });

  it("may end the game with the ordination open when a worker is left", () => {
    const s = lastRoundStronghold(1).play("darklings: pass");
    expect(s.state.finished).toBe(true);
  });

  it("apply a spade of the round-end cult bonus without paying a priest or scoring", () => {
    const s = game(SETUP);
    // Earth 4 is worth a spade at the end of round 1 (SCORE2).
    s.player("darklings").cults.earth = 4;
    s.play("darklings: pass BON7");
    expect(s.player("darklings").pending.spades).toBe(1);
    s.play("darklings: transform E4");
    const p = s.player("darklings");
    expect([p.priests, p.vp]).toEqual([2, 20]);
    expect(s.state.board.terrain[s.catalog.boards.base!.index.E4!]).toBe("swamp");
  });

  it("build a sanctuary for 10 coins and 4 workers, taking a favor tile, for 2 priests of income", () => {
    expect(sanctuary(game(SETUP), "darklings", "I2")).toEqual({ coins: 10, workers: 4, favors: 1, priests: 2 });
  });
});
