/**
 * Ids that name a property of every JavaScript object (found by the fuzzer, scripts/fuzz): a map,
 * faction or tile called `constructor`, `__proto__` or `toString` is unknown, and refused with a
 * code like any other unknown id, never a crash.
 */
import { describe, expect, it } from "vitest";
import { replay } from "../notation/replay";
import { createGame } from "./setup";
import { pack } from "./scenarios/helpers";

const base = pack("base");
const NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty"];

describe("ids that are names of Object.prototype's properties", () => {
  it.each(NAMES)("a game on the map %s is refused", (name) => {
    expect(createGame(base, { factions: ["witches", "nomads"], map: name })).toMatchObject({ ok: false });
  });

  it.each(NAMES)("a game with the faction %s is refused", (name) => {
    expect(createGame(base, { factions: ["witches", name] })).toMatchObject({ ok: false });
  });

  it.each(NAMES)("a log naming %s as a faction, map, tile or action is refused at that line", (name) => {
    const setup = "score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6\nsetup witches\nsetup nomads\n";
    for (const log of [`map ${name}\n${setup}`, `setup ${name}\nsetup witches\n`, `${setup}${name}: build E6\n`, `delete ${name}\n${setup}`, `score ${name},${name}\n`])
      expect(replay(log, base)).toMatchObject({ ok: false, message: expect.any(String) });
  });
});
