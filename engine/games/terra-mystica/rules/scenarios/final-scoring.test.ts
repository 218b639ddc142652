/** Final scoring: area connected directly or by shipping (not by the Witches' Ride), cult majorities, resources. */
import { describe, expect, it } from "vitest";
import { areaSize } from "../scoring";
import { envOf } from "../env";
import { game, passUntil } from "./helpers";

/**
 * The Witches (first to move) on D1 and F2 with BON5; the Mermaids on E4 and G6 with BON3.
 * Round 1 scores towns only (SCORE2).
 */
const SETUP = `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup mermaids
  witches: build D1
  mermaids: build E4
  mermaids: build G6
  witches: build F2
  mermaids: pass BON3
  witches: pass BON5
`;

describe("area scoring", () => {
  it("connects structures within shipping range, but not a dwelling placed by the Witches' Ride", () => {
    const s = game(SETUP).play(`
      witches: +20c. +20w
      witches: dig 1. build D2
      mermaids: +5w
      mermaids: dig 2. build G1
      witches: upgrade F2 to TP
      mermaids: pass BON4
      witches: upgrade F2 to SH
      witches: action ACTW. build I11
    `);
    const env = envOf(s.catalog, s.state);
    // Witches: D1-D2 together; F2 and I11 alone. Mermaids: E4 and G1 one river cell apart; G6 alone.
    expect([areaSize(env, 0), areaSize(env, 1)]).toEqual([2, 2]);
    passUntil(s, "end");
    // A tie for the largest area shares 18 + 12.
    expect(s.player("witches").vpSources.area).toBe(15);
    expect(s.player("mermaids").vpSources.area).toBe(15);
  });
});

describe("area scoring with BON4", () => {
  it("connects by the shipping track only, not by BON4's extra range", () => {
    const s = game(SETUP.replace("witches: pass BON5", "witches: pass BON4")).play("witches: dig 1. build H2");
    // H2 was reached across the river with BON4; F2 and H2 are not connected for the area.
    expect(areaSize(envOf(s.catalog, s.state), 0)).toBe(1);
    s.play(`
      mermaids: pass BON6
      witches: +1p. +4c. advance ship
    `);
    expect(areaSize(envOf(s.catalog, s.state), 0)).toBe(2);
  });
});

describe("cult scoring", () => {
  it("gives 8 VP to the first on each track, nothing to a player on 0, and splits ties", () => {
    const s = game(SETUP);
    s.player("mermaids").cults.air = 2;
    passUntil(s, "end");
    // Water: Mermaids 2 alone (8). Air: both on 2, sharing 8 + 4. Fire and earth: nobody.
    expect(s.player("mermaids").vpSources.cults).toBe(8 + 6);
    expect(s.player("witches").vpSources.cults).toBe(6);
  });
});

describe("resource scoring", () => {
  it("turns power, priests and workers into coins, and every 3 coins into 1 VP", () => {
    const s = passUntil(game(SETUP), 6);
    const p = s.player("witches");
    const coins = p.coins + p.workers + p.priests + p.power[2] + Math.floor(p.power[1] / 2);
    // Passing in the last round changes no resources.
    passUntil(s, "end");
    expect(s.player("witches").vpSources.resources).toBe(Math.floor(coins / 3));
  });
});
