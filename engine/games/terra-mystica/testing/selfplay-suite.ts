/**
 * The self-play property suite for one content pack (used by the `properties-*.test.ts` files, one
 * per pack so that they run in parallel): games `1..games` in chunks, each game checked by
 * `playChecked`; the seeds must cover every faction of the pack and 2 to 5 players, and the games
 * together every kind of move the bots make.
 */
import { describe, expect, it } from "vitest";
import { validatePackSource } from "./node/load-pack";
import { factionsForSeed } from "../bots/selfplay";
import { compileCatalog } from "../catalog";
import type { MoveType } from "../rules/moves";
import { playChecked, playersForSeed } from "./properties";

const CHUNK = 50;

/** Kinds of move every run of the suite must have seen (Mermaids' `connect`, `wait` and the moderator's moves are never listed). */
const KINDS: MoveType[] = ["build", "upgrade", "transform", "dig", "send", "advance", "convert", "burn", "action", "pass", "leech", "decline", "favor", "town", "cult", "bridge", "done", "adjust"];

export function selfPlaySuite(pack: string, options: string[], games: number): void {
  const v = validatePackSource(`${import.meta.dirname}/../../../../content/${pack}`);
  if (!v.ok) throw new Error(`content/${pack} is invalid`);
  const catalog = compileCatalog(v.resolved);
  const chunks: [number, number][] = [];
  for (let first = 1; first <= games; first += CHUNK) chunks.push([first, Math.min(games, first + CHUNK - 1)]);
  const seen = new Set<MoveType>();
  let played = 0;

  describe(`self-play on ${pack}${options.length ? ` with ${options.join(", ")}` : ""}`, () => {
    it(`the seeds give every faction and 2 to 5 players`, () => {
      const factions = new Set<string>();
      const counts = new Set<number>();
      for (let seed = 1; seed <= games; seed++) {
        counts.add(playersForSeed(seed));
        for (const f of factionsForSeed(catalog, playersForSeed(seed), seed, options)) factions.add(f);
      }
      const playable = (id: string) => !catalog.factions[id]!.option || options.includes(catalog.factions[id]!.option!);
      expect([...factions].sort()).toEqual(Object.keys(catalog.factions).filter(playable).sort());
      expect([...counts].sort()).toEqual([2, 3, 4, 5]);
    });

    it.each(chunks)("games %i to %i end, keep every invariant after every move, and replay from their logs", (first, last) => {
      for (let seed = first; seed <= last; seed++) {
        const game = playChecked(catalog, options, seed);
        if (game.failure) throw new Error(game.failure);
        for (const k of game.kinds) seen.add(k);
        played++;
      }
    });

    it("saw every kind of move", (ctx) => {
      if (played < games) ctx.skip();
      expect(KINDS.filter((k) => !seen.has(k))).toEqual([]);
    });
  });
}
