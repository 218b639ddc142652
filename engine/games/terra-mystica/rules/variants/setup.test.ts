/**
 * Rule values of the setup: player counts, rounds and scoring tiles, bonus cards in play, starting
 * VP — each changed in a pack derived from content/base (or by a variant), played in notation.
 */
import { describe, expect, it } from "vitest";
import { createGame } from "../setup";
import { expectRefused, passUntil } from "../scenarios/helpers";
import { basePack, baseWith, baseWithVariant, play, problemsWith, variantProblems } from "./helpers";

const THREE = `
  setup witches
  setup dwarves
  setup halflings
`;
const TWO = `
  setup witches
  setup dwarves
`;

/** Witches on D1 and F2, Dwarves on I9 and H6; everyone has picked a bonus card. */
const GAME = (score = "score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6", options = "") => `
  ${options}
  ${score}
  setup witches
  setup dwarves
  witches: build D1
  dwarves: build I9
  dwarves: build H6
  witches: build F2
  dwarves: pass BON1
  witches: pass BON2
`;

describe("players.min and players.max", () => {
  it("refuses a three-player game when players.max is 2, and plays it by default", () => {
    expect(play(THREE).state.players).toHaveLength(3);
    expect(() => play(THREE, baseWith({ "players.max": 2 }))).toThrow("The rules allow 2 to 2 players, not 3");
  });

  it("refuses a two-player game when players.min is 3, and plays it by default", () => {
    expect(play(TWO).state.players).toHaveLength(2);
    expect(() => play(TWO, baseWith({ "players.min": 3 }))).toThrow("The rules allow 3 to 5 players, not 2");
  });

  it("rejects more players than the pack has factions", () => {
    expect(problemsWith({ "players.max": 15 })).toContain("factions: the rules allow 15 players but the pack has 14 factions");
  });
});

describe("rounds and scoringTiles.count", () => {
  const four = () => baseWith({ rounds: 4, "scoringTiles.count": 4 });

  it("ends the game after round 4 when rounds is 4 (after round 6 by default)", () => {
    const s = passUntil(play(GAME("score SCORE1,SCORE2,SCORE3,SCORE4"), four()), 4);
    expect(s.state.round).toBe(4);
    // In the last round players pass without taking a bonus card.
    s.play("witches: pass");
    expect(s.state.finished).toBe(false);
    s.play("dwarves: pass");
    expect(s.state).toMatchObject({ finished: true, round: 4 });

    const d = passUntil(play(GAME()), 4);
    expect(d.attempt("witches: pass")).toMatchObject({ code: "move/bonus-required" });
    passUntil(d, "end");
    expect(d.state).toMatchObject({ finished: true, round: 6 });
  });

  it("draws scoringTiles.count tiles and asks a log for that many", () => {
    expect(play(GAME(""), four()).state.scoring).toHaveLength(4);
    expect(play(GAME("")).state.scoring).toHaveLength(6);
    expect(() => play(GAME(), four())).toThrow("Give one scoring tile per round (4)");
  });

  it("rejects a scoring tile count that is not one per round, in the rules and in a variant", () => {
    expect(problemsWith({ rounds: 4 })).toEqual(["rules.scoringTiles.count: one scoring tile per round: expected 4"]);
    expect(variantProblems("short", { rounds: 4 })).toEqual([
      "variants.short.rules: with this variant, rules.scoringTiles.count: one scoring tile per round: expected 4",
    ]);
  });

  it("plays a four-round variant switched on with an option", () => {
    const catalog = baseWithVariant("short", { rounds: 4, "scoringTiles.count": 4 });
    const s = passUntil(play(GAME("score SCORE1,SCORE2,SCORE3,SCORE4", "option short"), catalog), "end");
    expect(s.state).toMatchObject({ finished: true, round: 4 });
    expect(() => play(GAME("score SCORE1,SCORE2,SCORE3,SCORE4"), catalog)).toThrow("Give one scoring tile per round (6)");
  });
});

describe("scoringTiles.noSpadeRewardFromRound", () => {
  const spades = (catalog: ReturnType<typeof basePack>, scoring: string[]) =>
    scoring.map((id, i) => (catalog.scoringTiles[id]!.cultBonus.reward.spades ? i + 1 : 0)).filter(Boolean);

  it("draws no spade-rewarding tile from round 3 on when the value is 3 (from round 5 by default)", () => {
    const catalog = baseWith({ "scoringTiles.noSpadeRewardFromRound": 3 });
    const drawn = play(GAME(""), catalog).state.scoring;
    expect(Math.max(0, ...spades(catalog, drawn))).toBeLessThan(3);
    const rounds = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const changed = createGame(catalog, { factions: ["witches", "dwarves"], seed });
      const plain = createGame(basePack(), { factions: ["witches", "dwarves"], seed });
      if (!changed.ok || !plain.ok) throw new Error("setup failed");
      expect(Math.max(0, ...spades(catalog, changed.state.scoring))).toBeLessThan(3);
      expect(Math.max(0, ...spades(catalog, plain.state.scoring))).toBeLessThan(5);
      for (const r of spades(catalog, plain.state.scoring)) rounds.add(r);
    }
    // By default spade tiles do come up in rounds 3 and 4.
    expect(rounds.has(3) || rounds.has(4)).toBe(true);
  });

  it("rejects a value that leaves too few tiles without a spade reward", () => {
    expect(problemsWith({ "scoringTiles.noSpadeRewardFromRound": 1 })).toEqual([
      "scoringTiles: rounds 1–6 need 6 tiles without a spade bonus, the pack has 5",
    ]);
  });
});

describe("bonusCards.extra and bonusCards.byPlayers", () => {
  const left = (s: ReturnType<typeof play>) => Object.values(s.state.pool.bonus).reduce((n, k) => n + k, 0);
  const deleting = (cards: number[], options = "") => GAME("score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6", `${options}\n${cards.map((n) => `delete BON${n}`).join("\n")}`);
  /** Bonus cards left in the pool when two factions are set up with a drawn setup. */
  const drawnPool = (catalog: ReturnType<typeof basePack>, factions = ["witches", "dwarves"]) => {
    const created = createGame(catalog, { factions, seed: 7 });
    if (!created.ok) throw new Error(created.message);
    return Object.keys(created.state.pool.bonus).length;
  };

  it("puts players + extra bonus cards in play: 3 for two players with extra 1 (5 by default)", () => {
    const catalog = baseWith({ "bonusCards.extra": 1 });
    expect(drawnPool(basePack())).toBe(5);
    expect(drawnPool(catalog)).toBe(3);
    // A log removes the cards its draw left out: six of them with extra 1, four by default.
    expect(left(play(deleting([3, 4, 5, 6, 7, 8]), catalog))).toBe(1);
    expect(left(play(deleting([3, 4, 5, 6])))).toBe(3);
    expect(() => play(deleting([3, 4, 5, 6]), catalog)).toThrow("With 2 players the rules put 3 bonus cards in play: remove 6, not 4");
  });

  it("puts the byPlayers count in play for the player counts it names", () => {
    const catalog = baseWith({ "bonusCards.byPlayers": { "2": 4 } });
    expect(drawnPool(catalog)).toBe(4);
    expect(drawnPool(catalog, ["witches", "dwarves", "halflings"])).toBe(6);
    expect(left(play(deleting([3, 4, 5, 6, 7]), catalog))).toBe(2);
    expect(() => play(deleting([3, 4, 5, 6]), catalog)).toThrow("With 2 players the rules put 4 bonus cards in play: remove 5, not 4");
  });

  it("applies a byPlayers table that a variant adds", () => {
    const catalog = baseWithVariant("fewer-cards", { "bonusCards.byPlayers": { "2": 3 } });
    expect(left(play(deleting([3, 4, 5, 6, 7, 8], "option fewer-cards"), catalog))).toBe(1);
    expect(left(play(deleting([3, 4, 5, 6]), catalog))).toBe(3);
    const created = createGame(catalog, { factions: ["witches", "dwarves"], options: ["fewer-cards"], seed: 7 });
    expect(created.ok && Object.keys(created.state.pool.bonus)).toHaveLength(3);
  });

  it("rejects too few cards to pass with", () => {
    expect(problemsWith({ "bonusCards.byPlayers": { "2": 2 } })).toEqual([
      "rules.bonusCards.byPlayers.2: 2 players need at least 3 bonus cards (one each, and one to take when passing)",
    ]);
    expect(problemsWith({ "bonusCards.extra": 5 })).toEqual(["bonusCards: the rules need 10 bonus cards (for the most players), the pack has 9"]);
  });
});

describe("startingVp", () => {
  it("starts every faction at startingVp.default: 15 (20 by default)", () => {
    expect(play(TWO).state.players.map((p) => p.vp)).toEqual([20, 20]);
    const s = play(TWO, baseWith({ "startingVp.default": 15 }));
    expect(s.state.players.map((p) => p.vp)).toEqual([15, 15]);
    expect(s.player("witches").vpSources.initial).toBe(15);
  });

  it("starts a faction at its startingVp.perMap entry on that map, and at the default elsewhere", () => {
    const catalog = baseWith({ "startingVp.perMap": { base: { witches: 25 } } });
    const s = play(TWO, catalog);
    expect([s.player("witches").vp, s.player("dwarves").vp]).toEqual([25, 20]);
    const other = play(`map fire-and-ice\n${TWO}`, catalog);
    expect(other.player("witches").vp).toBe(20);
  });

  it("applies a perMap entry that a variant sets by its path", () => {
    const catalog = baseWithVariant("handicap", { "startingVp.perMap.base.dwarves": 12 });
    expect(play(`option handicap\n${TWO}`, catalog).player("dwarves").vp).toBe(12);
    expect(play(TWO, catalog).player("dwarves").vp).toBe(20);
  });

  it("starts a faction at its startingVp.perFaction entry on every map, a map's own entry first", () => {
    const catalog = baseWith({ "startingVp.perFaction": { witches: 17 }, "startingVp.perMap": { "fire-and-ice": { witches: 24 } } });
    const s = play(TWO, catalog);
    expect([s.player("witches").vp, s.player("dwarves").vp]).toEqual([17, 20]);
    expect(play(`map fire-and-ice\n${TWO}`, catalog).player("witches").vp).toBe(24);
    const variant = baseWithVariant("handicap", { "startingVp.perFaction": { dwarves: 12 } });
    expect(play(`option handicap\n${TWO}`, variant).player("dwarves").vp).toBe(12);
    expect(variantProblems("typo", { "startingVp.perFaction": { unicorns: 12 } })).toEqual([
      'variants.typo.rules: with this variant, rules.startingVp.perFaction.unicorns: unknown faction "unicorns"',
    ]);
  });

  it("rejects a perMap entry for a faction the pack does not have", () => {
    expect(variantProblems("typo", { "startingVp.perMap.base.unicorns": 12 })).toEqual([
      'variants.typo.rules: with this variant, rules.startingVp.perMap.base.unicorns: unknown faction "unicorns"',
    ]);
  });
});

describe("the faction auction's values", () => {
  const auction = (rules: Record<string, unknown>) => baseWithVariant("my-auction", { auction: { kind: "standard", startingVp: 40, minBid: 0, raiseBy: 1, ...rules } });
  const HEAD = `
    option my-auction
    score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
    player-count 2
    player1: nominate witches
    player2: nominate nomads
  `;

  it("open at minBid, raise by raiseBy, and start every faction at startingVp minus its bid", () => {
    const s = play(HEAD, auction({ startingVp: 30, minBid: 1, raiseBy: 2 }));
    expectRefused(s, "player1: bid witches 0", "move/bid-too-low");
    s.play("player1: bid witches 1");
    expectRefused(s, "player2: bid witches 2", "move/bid-too-low");
    s.play("player2: bid witches 3\nplayer1: bid nomads 1");
    expect(s.state.phase).not.toBe("setup-auction");
    expect(s.state.players.map((p) => [p.faction, p.vp])).toEqual([
      ["witches", 27],
      ["nomads", 29],
    ]);
  });

  it("play the standard auction with the default values (40, 0, 1)", () => {
    const s = play(`${HEAD}\nplayer1: bid witches 0\nplayer2: bid witches 1\nplayer1: bid nomads 0`, auction({}));
    expect(s.state.players.map((p) => [p.faction, p.vp])).toEqual([
      ["witches", 39],
      ["nomads", 40],
    ]);
  });
});
