/**
 * Acolytes (Fire & Ice, volcano): no spades and no digging track. Each hex they turn into volcano
 * costs steps on one cult track of their choice (`-3FIRE`, owed before anything else, as on
 * terra.snellman.net): 3, or 4 on the home terrain of another faction in the game; their initial
 * dwellings are paid so too. Every spade they would get becomes a cult step of their choice; with
 * their stronghold each priest they send to a cult track goes one step further.
 */
import { describe, expect, it } from "vitest";
import { expectRefused, game, passUntil, terrainAt } from "./helpers";
import { ACOLYTES, VOLCANO_HEADER } from "./fire-and-ice-logs";
import { legalMoves } from "../legal";

const fi = (log: string) => game(log, "fire-and-ice");
const START = `${VOLCANO_HEADER}
  setup acolytes
  setup witches
`;

describe("acolytes", () => {
  it("pay for the volcanoes of their initial dwellings with 3 steps on a track of their choice", () => {
    const s = fi(ACOLYTES);
    const p = s.player("acolytes");
    expect([terrainAt(s, "E7"), terrainAt(s, "F1")]).toEqual(["volcano", "volcano"]);
    expect(p.cults).toEqual({ fire: 0, water: 0, earth: 3, air: 3 });
    expect(p.power).toEqual([6, 6, 0]);
  });

  it("owe the steps before anything else: nobody moves on in setup, and all steps go on one track", () => {
    const s = fi(`${START} acolytes: build E7`);
    expect(s.player("acolytes").pending.loseCult).toBe(3);
    expectRefused(s, "witches: build C3", "move/lose-cult-first");
    expect(legalMoves(s.catalog, s.state, "witches")).toEqual([]);
    expect(legalMoves(s.catalog, s.state, "acolytes").map((m) => m.type === "adjust" && `${m.resource}${m.delta}`)).toEqual(["fire-3", "water-3", "earth-3", "air-3"]);
    expectRefused(s, "acolytes: -2FIRE", "move/lose-cult");
    s.play("acolytes: -3EARTH").play("witches: build C3");
    expect(s.player("acolytes").cults.earth).toBe(0);
  });

  it("need 4 steps on one track for the home terrain of another faction", () => {
    expectRefused(fi(START), "acolytes: build F2", "move/not-enough-cult");
  });

  it("dig for free, build on a volcano paid with cult steps, and do nothing else before paying", () => {
    const s = fi(ACOLYTES);
    s.play("acolytes: dig 1. build E8");
    expect(terrainAt(s, "E8")).toBe("volcano");
    expectRefused(s, "acolytes: convert 1PW to 1C", "move/lose-cult-first");
    expect(() => s.play("witches: pass BON5")).toThrow(/it is Acolytes' turn/);
    s.play("acolytes: -3AIR");
    expect(s.player("acolytes").cults.air).toBe(0);
    s.play("witches: pass BON5");
  });

  it("cannot turn a hex once no track has 3 steps", () => {
    const s = fi(ACOLYTES);
    s.player("acolytes").cults = { fire: 0, water: 0, earth: 2, air: 2 };
    expect(legalMoves(s.catalog, s.state, "acolytes").some((m) => m.type === "dig")).toBe(false);
    s.play("acolytes: dig 1");
    expectRefused(s, "acolytes: build E8", "move/not-enough-cult");
  });

  it("take a cult step of their choice instead of the spade of a power action", () => {
    const s = fi(ACOLYTES);
    const p = s.player("acolytes");
    p.power = [0, 0, 12];
    s.play("acolytes: action ACT5");
    expect(p.pending).toMatchObject({ spades: 0, cultSteps: 1 });
    s.play("acolytes: +FIRE");
    expect(p.cults.fire).toBe(1);
  });

  it("send priests one step further with their stronghold", () => {
    const s = fi(ACOLYTES.replace("score SCORE2", "option loose-adjust-resource\n  score SCORE2"));
    const p = s.player("acolytes");
    s.play("acolytes: +2p. send p to FIRE");
    expect(p.cults.fire).toBe(3);
    s.play("witches: pass BON5").play("acolytes: +20c. +20w. upgrade E7 to TP").play("acolytes: upgrade E7 to SH").play("acolytes: send p to FIRE");
    expect(p.cults.fire).toBe(3 + 3);
  });

  it("play a whole game to the end", () => {
    expect(passUntil(fi(ACOLYTES), "end").state.finished).toBe(true);
  });
});
