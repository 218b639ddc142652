/**
 * What terra.snellman.net accepts, and how it reads it (engine/games/terra-mystica/rules/REFERENCE.md): each idiom of
 * real logs and each case where the differential tests found us disagreeing with the site's engine.
 */
import { describe, expect, it } from "vitest";
import { parseLog } from "../../notation/parse";
import { expectRefused, game, pack, passUntil } from "./helpers";
import { ourOutcome } from "../../testing/differential";
import { ALCHEMISTS, auren, SITE_LOGS, STRONGHOLD, TWO, WITCHES_ALONE } from "./site-logs";

describe("conversions as on terra.snellman.net", () => {
  it("let the Alchemists turn coins into VP, but not workers, priests or power", () => {
    const s = game(ALCHEMISTS).play("witches: pass BON5").play("alchemists: +2w. +2p. +4c");
    expectRefused(s, "alchemists: convert 2W to 1VP", "move/no-conversion");
    expectRefused(s, "alchemists: convert 2P to 1VP", "move/no-conversion");
    expectRefused(s, "alchemists: convert 2PW to 1VP", "move/no-conversion");
    const before = s.player("alchemists").vp;
    s.play("alchemists: convert 2C to 1VP. convert 1VP to 1C");
    expect(s.player("alchemists").vp).toBe(before);
  });

  it("let anyone turn 3 coins into 1 VP, and a priest into a coin", () => {
    const s = game(ALCHEMISTS);
    const w = () => s.player("witches");
    const [vp, coins] = [w().vp, w().coins];
    s.play("witches: +1p. convert 6C to 2VP. convert 1P to 1C");
    expect([w().vp, w().coins, w().priests]).toEqual([vp + 2, coins - 6 + 1, 0]);
    expectRefused(s, "witches: convert 2C to 1VP", "move/bad-rate");
  });

  it("take several conversions on one line, in any case", () => {
    const s = game(ALCHEMISTS).play("witches: pass BON5").play("alchemists: +2w");
    const coins = s.player("alchemists").coins;
    s.play("ALCHEMISTS: Convert 1W to 1C. CONVERT 1w TO 1c");
    expect(s.player("alchemists").coins).toBe(coins + 2);
  });
});

describe("the Chaos Magicians' double turn", () => {
  it("counts passing as one of its two actions: the next player waits for the second", () => {
    const s = game(TWO).play(STRONGHOLD).play(`
      chaosmagicians: action ACTC
      chaosmagicians: pass BON1
    `);
    expect(s.player("chaosmagicians").passed).toBe(true);
    expectRefused(s, "witches: build A12", "move/not-your-turn");
    // Passing again is the second action: it swaps the bonus card.
    s.play("chaosmagicians: pass BON5");
    expect(s.player("chaosmagicians").bonus).toBe("BON5");
    expect(s.state.pool.bonus.BON1).toBe(1);
    s.play("witches: pass BON1");
    expect(s.state.round).toBe(2);
  });

  it("ends after a real action and a pass", () => {
    const s = game(TWO).play(STRONGHOLD).play(`
      chaosmagicians: action ACTC
      chaosmagicians: dig 1. build E7
      chaosmagicians: pass BON7
    `);
    expect(s.state.active).toBe(1);
  });
});

describe("done", () => {
  it("ends the turn, and the player may still burn and convert until someone else moves", () => {
    const s = game(TWO).play("chaosmagicians: upgrade D4 to TP. done");
    expect(s.state.active).toBe(1);
    const power = s.player("chaosmagicians").power[2];
    s.play("chaosmagicians: burn 1. convert 1PW to 1C");
    expect(s.player("chaosmagicians").power[2]).toBe(power + 1 - 1);
    expect(s.state.afterDone).toBe(0);
    s.play("witches: action BON2. +AIR");
    expect(s.state.afterDone).toBeUndefined();
  });

  it("is refused from the player who must take an action, and changes nothing from anyone else", () => {
    const s = game(TWO);
    expectRefused(s, "chaosmagicians: done", "move/action-required");
    const before = structuredClone(s.state);
    s.play("witches: done");
    expect(s.state).toEqual({ ...before, lastActor: 1 });
    s.play("chaosmagicians: upgrade D4 to TP");
    // The Chaos Magicians' action is taken: the Witches are to act next.
    expectRefused(s, "witches: done", "move/action-required");
    s.play("chaosmagicians: done. done");
    expect(s.state.active).toBe(1);
  });
});

describe("commands that change nothing", () => {
  it("burn 0 changes nothing; dig 0 changes nothing but takes the turn's action", () => {
    const s = game(TWO);
    const before = structuredClone(s.state.players.map((p) => [p.coins, p.workers, p.priests, p.power, p.vp]));
    s.play("chaosmagicians: burn 0. dig 0. burn 0");
    expect(s.state.players.map((p) => [p.coins, p.workers, p.priests, p.power, p.vp])).toEqual(before);
    expectRefused(s, "chaosmagicians: upgrade D4 to TP", "move/not-allowed-now");
    expectRefused(s, "chaosmagicians: pass BON1", "move/not-allowed-now");
    s.play("chaosmagicians: dig 0");
    s.play("chaosmagicians: done");
    expect(s.player("witches").faction).toBe(s.state.players[s.state.active]!.faction);
  });

  it("dig 0 is refused during setup", () => {
    const s = game(`
      score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
      setup chaosmagicians
      setup witches
    `);
    expectRefused(s, "chaosmagicians: dig 0", "move/not-allowed-now");
  });

  it("finish and the admin lines before the end of the game", () => {
    const s = game(TWO).play("chaosmagicians: upgrade D4 to TP");
    const holdings = () => s.state.players.map((p) => [p.coins, p.workers, p.priests, p.power, p.vp, p.buildings, p.cults]);
    const before = structuredClone(holdings());
    s.play("finish");
    expect(s.state.finished).toBe(false);
    expect(holdings()).toEqual(before);
    const plain = ourOutcome(pack("base"), `${TWO}\nchaosmagicians: upgrade D4 to TP\n`);
    const admin = ourOutcome(pack("base"), `${TWO}\nchaosmagicians: upgrade D4 to TP\nscore_resources\nabort\nstart-preview\nadmin email a@b.c\n`);
    expect(plain.ok).toBe(true);
    expect(admin).toEqual(plain);
  });

  it("anything after the end of the game", () => {
    const s = passUntil(game(TWO), "end");
    const before = structuredClone(s.state);
    s.play(`
      chaosmagicians: pass
      witches: convert 1W to 1C
      witches: build A12
      chaosmagicians: +FAV1
    `);
    expect(s.state.players).toEqual(before.players);
    expect(s.state.finished).toBe(true);
  });
});

describe("tiles and adjustments", () => {
  it("read +FAV5 on two consecutive lines as +2FAV5, refused at the second line", () => {
    expect(parseLog("witches: +FAV5\nwitches: +FAV5\n")).toMatchObject({ ok: false, line: 2 });
    const parsed = parseLog("witches: +FIRE\nwitches: +FIRE\n");
    expect(parsed.ok && parsed.entries.map((e) => [e.line, e.command])).toEqual([[2, "+2FIRE"]]);
  });

  it("take two town tiles with +2TW5 when one town is owed, and none for the next town", () => {
    // The Auren found a town with three trading houses around D1 and F2 (as in towns.test.ts).
    const s = game(auren("BON3", "BON1")).play(`
      auren: +30w. +30c
      auren: dig 1. build D2
      engineers: pass BON4
      auren: dig 2. build E3
      auren: upgrade D2 to TP
      auren: upgrade E3 to TP
      auren: upgrade F2 to TP
    `);
    expect(s.player("auren").pending.towns).toBe(1);
    s.play("auren: +2TW5");
    expect(s.player("auren").towns).toEqual(["TW5", "TW5"]);
    expect(s.player("auren").pending.towns).toBe(-1);
  });

  it("give up a cult step down to 7 (the last space paying power below the top), no further", () => {
    const s = game(WITCHES_ALONE).play(`
      witches: +4p
      witches: send p to water
      witches: send p to water
      witches: send p to water
      witches: send p to water
    `);
    const w = () => s.player("witches");
    expect(w().cults.water).toBe(9);
    const power = [...w().power];
    s.play("witches: -water");
    expect(w().cults.water).toBe(8);
    s.play("witches: -1water");
    expectRefused(s, "witches: -water", "move/cult-loss");
    expect(w().cults.water).toBe(7);
    expect(w().power).toEqual(power);
    expectRefused(s, "witches: -air", "move/cult-loss");
  });

  it("give up the Witches' free dwelling with -free_d", () => {
    const s = game(WITCHES_ALONE).play(`
      witches: upgrade D1 to TP
      witches: upgrade D1 to SH
    `).play("witches: action ACTW. -free_d");
    expect(s.player("witches").pending.freeDwellings).toBe(0);
    s.play("witches: done");
    expect(s.player("witches").buildings.D).toBe(1);
  });

  it("refuse -1SPADE when no spade is left to drop (the Auren bug of self-play)", () => {
    const s = game(auren("BON1", "BON3"));
    expectRefused(s, "auren: -1SPADE", "move/not-enough-spades");
    s.play("auren: action BON1");
    expect(s.player("auren").pending.spades).toBe(1);
    s.play("auren: -1SPADE");
    expect(s.player("auren").pending.spades).toBe(0);
  });
});

describe("the idiom logs that the reference engine replays too (site-logs.ts)", () => {
  for (const { name, log, refused } of SITE_LOGS)
    it(`${refused ? `refuse line ${refused}` : "accept"}: ${name}`, () => {
      const out = ourOutcome(pack("base"), log);
      if (refused) expect(out).toMatchObject({ ok: false, line: refused });
      else expect(out, JSON.stringify(out)).toMatchObject({ ok: true });
    });
});
