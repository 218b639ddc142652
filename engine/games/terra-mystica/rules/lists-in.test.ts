/**
 * A move family may say it lists nothing at all in a catalog's games (`MoveFamily.listsIn`: an
 * expansion's moves in games without it), and the listings then skip it. Over positions of
 * self-play games of the base pack, each family that says so is asked anyway, in every stage it
 * is listed in, and must list no move.
 */
import { expect, it } from "vitest";
import { factionsForSeed, playSelfPlay, seatsToMove } from "../bots/selfplay";
import { LISTED_FAMILIES } from "../moves";
import type { Listing } from "../moves/listing";
import { envOf } from "./env";
import type { Move } from "./moves";
import { pack } from "./scenarios/helpers";

it("a family that lists nothing in a catalog's games (listsIn) lists nothing at any position of them", () => {
  const catalog = pack("base");
  const skipped = LISTED_FAMILIES.filter((f) => f.listsIn && !f.listsIn(catalog));
  // The Merchants of the Seas families say so in base games (this test checks something).
  expect(skipped.map((f) => f.type).sort()).toEqual(["merchant", "ship", "ship-at", "trade"]);
  let asked = 0;
  for (let seed = 1; seed <= 6; seed++) {
    const game = playSelfPlay(catalog, { factions: factionsForSeed(catalog, 2 + (seed % 4), seed), options: [] }, seed, {
      onMove(state) {
        const env = envOf(catalog, state);
        for (const seat of seatsToMove(state)) {
          const p = state.players[seat]!;
          for (const family of skipped)
            for (let stage = 1; stage <= family.listed; stage <<= 1) {
              if (!(family.listed & stage)) continue;
              const l: Listing = { env, seat, p, faction: p.faction, out: [] as Move[], stage, reachable: undefined, only: undefined };
              family.list(l);
              expect(l.out, `${family.type} at seed ${seed}`).toEqual([]);
              asked++;
            }
        }
      },
    });
    expect(game.ok).toBe(true);
  }
  expect(asked).toBeGreaterThan(1000);
});
