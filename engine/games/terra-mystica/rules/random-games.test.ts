/** Random games played with legal moves only end normally, for every faction, with and without the promo options. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validatePackSource } from "../testing/node/load-pack";
import { compileCatalog } from "../catalog";
import { formatMove } from "../notation/format";
import { playRandomGame } from "../testing/random-game";

function catalog(pack: string) {
  const v = validatePackSource(path.join(import.meta.dirname, "../../../../content", pack));
  if (!v.ok) throw new Error(`content/${pack} is invalid`);
  return compileCatalog(v.resolved);
}

const TABLES: string[][] = [
  ["witches", "nomads"],
  ["halflings", "mermaids", "fakirs", "dwarves", "darklings"],
  ["chaosmagicians", "auren", "engineers", "swarmlings"],
  ["giants", "cultists", "alchemists", "witches"],
];

describe("random games", () => {
  const base = catalog("base");
  const promo = catalog("promo");
  it.each(TABLES.map((t, i) => [t.join(", "), t, i] as const))("play to the end with %s", (_, factions, i) => {
    for (const [pack, options] of [
      [base, []],
      [promo, ["mini-expansion-1", "shipping-bonus", "temple-scoring-tile", "variable-turn-order"]],
    ] as const) {
      const game = playRandomGame(pack, { factions, options: [...options] }, 100 + i);
      if (!game.ok) throw new Error(`${game.reason}; last moves: ${game.moves.slice(-6).map(formatMove).join(" | ")}`);
      expect(game.state.round).toBe(6);
      expect(game.state.phase).toBe("finished");
    }
  });
});
