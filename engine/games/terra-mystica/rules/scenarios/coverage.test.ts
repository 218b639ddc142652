/**
 * The scenarios cover the content: every ability of the library and every follow-up handler is
 * used by some faction or tile and played in a scenario, every faction has its scenario file,
 * and every tile and power action its own `describe`.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACTION_HANDLERS } from "../../schema/effects";
import { ABILITY_LIBRARY, type AbilityId } from "../../schema/faction";
import { pack } from "./helpers";

const DIR = import.meta.dirname;
const files = fs.readdirSync(DIR).filter((f) => f.endsWith(".test.ts") && f !== "coverage.test.ts");
const texts = files.map((f) => fs.readFileSync(path.join(DIR, f), "utf8"));
/** The Fire & Ice pack holds the base game, the promo tiles and the Fire & Ice factions. */
const catalog = pack("fire-and-ice");

describe("scenario coverage", () => {
  it.each(Object.keys(ABILITY_LIBRARY) as AbilityId[])("plays ability %s in the scenarios of a faction that has it", (id) => {
    const users = Object.values(catalog.factions)
      .filter((f) => f.abilities.some((a) => a.ability === id))
      .map((f) => f.id);
    expect(users.length, `no faction uses ability ${id}`).toBeGreaterThan(0);
    for (const faction of users) expect(files, `${faction} has ability ${id}`).toContain(`${faction}.test.ts`);
  });

  it.each([...ACTION_HANDLERS])("takes an action with follow-up handler %s in some scenario", (handler) => {
    const spaces = Object.values(catalog.actionSpaces).filter((a) => a.action.then?.handler === handler);
    expect(spaces.length, `no action space uses handler ${handler}`).toBeGreaterThan(0);
    const played = spaces.filter((a) => texts.some((t) => new RegExp(`action ${a.id}\\b`, "i").test(t)));
    expect(played.map((a) => a.id), `actions with handler ${handler}: ${spaces.map((a) => a.id).join(", ")}`).not.toEqual([]);
  });

  it("has a scenario file for every faction", () => {
    const missing = Object.keys(catalog.factions).filter((f) => !files.includes(`${f}.test.ts`));
    expect(missing).toEqual([]);
  });

  it("has a describe for every bonus card, favor tile, scoring tile, town tile and power action", () => {
    const ids = [
      ...Object.keys(catalog.bonusCards),
      ...Object.keys(catalog.favorTiles),
      ...Object.keys(catalog.scoringTiles),
      ...Object.keys(catalog.townTiles),
      ...Object.keys(catalog.powerActions),
    ];
    const missing = ids.filter((id) => !texts.some((t) => t.includes(`describe("${id}"`)));
    expect(missing).toEqual([]);
  });
});
