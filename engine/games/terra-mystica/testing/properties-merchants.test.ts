/**
 * Self-play with Merchants of the Seas (content/merchants, so far its setup): seeded games of 2 to
 * 5 players, base and Fire & Ice factions mixed, on the five boards in turn, end with every
 * invariant (docks and pieces included) holding after every move and replay from their logs; the
 * games place docks.
 */
import { describe, expect, it } from "vitest";
import { validatePackSource } from "./node/load-pack";
import { compileCatalog } from "../catalog";
import { playChecked } from "./properties";

const GAMES = 100;
const MAPS = ["base", "fire-and-ice-altered", "fire-and-ice", "fjords", "loon-lakes"];
const OPTIONS = ["fire-and-ice-factions/ice", "fire-and-ice-factions/volcano", "fire-and-ice-factions/variable_v5"];

describe("self-play on merchants", () => {
  const v = validatePackSource(`${import.meta.dirname}/../../../../content/merchants`);
  if (!v.ok) throw new Error("content/merchants is invalid");
  const catalog = compileCatalog(v.resolved);

  it(`${GAMES} games end, keep every invariant after every move, replay from their logs, and place docks`, () => {
    let docks = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const game = playChecked(catalog, OPTIONS, seed, MAPS[seed % MAPS.length]);
      if (game.failure) throw new Error(game.failure);
      if (game.kinds.has("dock")) docks++;
    }
    expect(docks).toBeGreaterThan(GAMES / 2);
  });
});
