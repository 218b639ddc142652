/**
 * The invariant watch of self-play (`invariantWatch`, used by the property tests and by
 * `tm selfplay --check`): it names the first move after which an invariant broke, and only that one.
 */
import { describe, expect, it } from "vitest";
import { validatePackSource } from "./node/load-pack";
import { compileCatalog } from "../catalog";
import { factionsForSeed, playSelfPlay } from "../bots";
import { invariantWatch } from "./properties";

describe("the invariant watch", () => {
  const v = validatePackSource(`${import.meta.dirname}/../../../../content/merchants`);
  if (!v.ok) throw new Error("content/merchants is invalid");
  const catalog = compileCatalog(v.resolved);
  const factions = factionsForSeed(catalog, 3, 7, []);

  it("passes a whole game that keeps every invariant", () => {
    const watch = invariantWatch(catalog, factions);
    const game = playSelfPlay(catalog, { factions, options: [] }, 7, { onMove: watch.onMove });
    expect(game.ok).toBe(true);
    expect(watch.broken()).toBeUndefined();
  });

  it("names the move after which a player had more ships on the board than the rules allow", () => {
    const watch = invariantWatch(catalog, factions);
    let tampered = -1;
    playSelfPlay(catalog, { factions, options: [] }, 7, {
      onMove(state, move, i) {
        const p = state.players[0]!;
        if (tampered < 0 && state.round >= 2 && p.merchants) {
          p.merchants.ships.push(...(p.merchants.ships.length > 0 ? [p.merchants.ships[0]!, p.merchants.ships[0]!, p.merchants.ships[0]!] : [999, 999, 999, 999]));
          tampered = i;
        }
        watch.onMove(state, move, i);
      },
    });
    expect(tampered).toBeGreaterThan(0);
    expect(watch.broken()?.move).toBe(tampered);
    expect(watch.broken()?.problems.join("; ")).toMatch(/ship/i);
  });
});
