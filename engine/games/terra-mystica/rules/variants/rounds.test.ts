/**
 * Rule values of the round: coins on unused bonus cards, the last round's cult bonus, and who
 * starts the next round in which order — each changed in a pack derived from content/base (or by
 * a variant), played in notation.
 */
import { describe, expect, it } from "vitest";
import { turnOrder } from "../phase";
import { passUntil } from "../scenarios/helpers";
import { baseWith, baseWithVariant, play } from "./helpers";

/** Witches on D1 and F2, Dwarves on I9 and H6 (earth 2); round 6 pays a coin per step on earth (SCORE1). */
const GAME = (score = "SCORE2,SCORE3,SCORE4,SCORE5,SCORE7,SCORE1") => `
  score ${score}
  setup witches
  setup dwarves
  witches: build D1
  dwarves: build I9
  dwarves: build H6
  witches: build F2
  dwarves: pass BON1
  witches: pass BON2
`;

/** Three players; in round 1 the Halflings pass first, then the Witches, then the Dwarves. */
const THREE = (options = "") => `
  ${options}
  score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup halflings
  setup dwarves
  witches: build F2
  halflings: build E2
  dwarves: build I9
  dwarves: build H6
  halflings: build H3
  witches: build D1
  dwarves: pass BON2
  halflings: pass BON3
  witches: pass BON4
  witches: burn 3. action ACT2
  halflings: pass BON5
  dwarves: action BON2. +FIRE
  witches: pass BON6
  dwarves: pass BON7
`;

const factionsInOrder = (s: ReturnType<typeof play>) => turnOrder(s.state).map((i) => s.state.players[i]!.faction);

describe("bonusCards.coinsOnUnused", () => {
  it("puts 2 coins on each unused bonus card when coinsOnUnused is 2 (1 by default), paid to whoever takes it", () => {
    const s = play(GAME(), baseWith({ "bonusCards.coinsOnUnused": 2 }));
    expect(s.state.bonusCoins.BON3).toBe(2);
    const coins = s.player("witches").coins;
    s.play("witches: pass BON3");
    expect(s.player("witches").coins).toBe(coins + 2);
    passUntil(s, 2);
    // BON1 came back in round 1 and lay unused once; BON4 lay unused at the start of both rounds.
    expect([s.state.bonusCoins.BON1, s.state.bonusCoins.BON4]).toEqual([2, 4]);

    const d = play(GAME());
    expect(d.state.bonusCoins.BON3).toBe(1);
    d.play("witches: pass BON3");
    expect(d.player("witches").coins).toBe(coins + 1);
  });
});

describe("scoringTiles.lastRoundCultBonus", () => {
  /** The coins a player ends with, counting those turned into VP. */
  const coinsAtEnd = (s: ReturnType<typeof play>, faction: string) => s.player(faction).coins + 3 * (s.player(faction).vpSources.resources ?? 0);

  it("pays round 6's cult bonus when lastRoundCultBonus is true (not by default)", () => {
    const paid = passUntil(play(GAME(), baseWith({ "scoringTiles.lastRoundCultBonus": true })), "end");
    const plain = passUntil(play(GAME()), "end");
    expect(paid.state.finished && plain.state.finished).toBe(true);
    // Earth 2: the Dwarves get 2 coins more; the Witches (earth 0) nothing.
    expect(coinsAtEnd(paid, "dwarves") - coinsAtEnd(plain, "dwarves")).toBe(2);
    expect(coinsAtEnd(paid, "witches")).toBe(coinsAtEnd(plain, "witches"));
  });

  it("waits for a last-round spade to be used before the game ends", () => {
    // Round 6 gives a spade per 4 steps on earth (SCORE2), as a log may say.
    const s = passUntil(play(GAME("SCORE1,SCORE3,SCORE4,SCORE5,SCORE7,SCORE2"), baseWith({ "scoringTiles.lastRoundCultBonus": true })), 6);
    s.player("dwarves").cults.earth = 4;
    s.play("witches: pass\ndwarves: pass");
    expect(s.state).toMatchObject({ phase: "cult-bonus", finished: false });
    expect(s.player("dwarves").pending.spades).toBe(1);
    s.play("dwarves: transform I8 to yellow");
    expect(s.state).toMatchObject({ phase: "finished", finished: true });
  });
});

describe("passing.firstPasserStartsNextRound", () => {
  it("keeps the start player when firstPasserStartsNextRound is false (the first to pass starts by default)", () => {
    const s = play(THREE(), baseWith({ "passing.firstPasserStartsNextRound": false }));
    expect(s.state.round).toBe(2);
    expect(factionsInOrder(s)).toEqual(["witches", "halflings", "dwarves"]);
    expect(s.state.players[s.state.active]!.faction).toBe("witches");
    expect(factionsInOrder(play(THREE()))).toEqual(["halflings", "dwarves", "witches"]);
  });
});

describe("passing.nextRoundOrder", () => {
  it("plays the next round in the order of passing with a variant setting nextRoundOrder to passing (seating order by default)", () => {
    const catalog = baseWithVariant("pass-order", { "passing.nextRoundOrder": "passing" });
    const s = play(THREE("option pass-order"), catalog);
    expect(factionsInOrder(s)).toEqual(["halflings", "witches", "dwarves"]);
    expect(factionsInOrder(play(THREE(), catalog))).toEqual(["halflings", "dwarves", "witches"]);
    expect(factionsInOrder(play(THREE(), baseWith({ "passing.nextRoundOrder": "passing" })))).toEqual(["halflings", "witches", "dwarves"]);
  });
});
