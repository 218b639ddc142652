/**
 * Self-play with the faction auction (Fire & Ice variant `fire-and-ice-auction/standard`, every
 * Fire & Ice faction in play): seeded games between random bots, 2 to 5 players, nominate and bid,
 * then play to the end keeping every invariant and replay from their logs (`playChecked`). Each
 * game's players are seated in nomination order with 40 VP minus their winning bid.
 */
import { describe, expect, it } from "vitest";
import { validatePackSource } from "./node/load-pack";
import { compileCatalog } from "../catalog";
import { playSelfPlay } from "../bots/selfplay";
import { chooseHeuristicMove } from "../bots/heuristic";
import { playMatch } from "../bots/match";
import { formatLog } from "../notation/format";
import { replay } from "../notation/replay";
import { summarize } from "../rules/summary";
import { playChecked, playersForSeed } from "./properties";

const OPTIONS = ["fire-and-ice-auction/standard", "fire-and-ice-factions/ice", "fire-and-ice-factions/volcano", "fire-and-ice-factions/variable_v5"];
const GAMES = 40;

const v = validatePackSource(`${import.meta.dirname}/../../../../content/fire-and-ice`);
if (!v.ok) throw new Error("content/fire-and-ice is invalid");
const catalog = compileCatalog(v.resolved);

describe("self-play with the faction auction", () => {
  it(`games 1 to ${GAMES} end, keep every invariant and replay from their logs`, () => {
    const counts = new Set<number>();
    let outbid = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const game = playChecked(catalog, OPTIONS, seed);
      if (game.failure) throw new Error(game.failure);
      expect(game.kinds).toContain("nominate");
      expect(game.kinds).toContain("bid");
      expect(game.factions).toHaveLength(playersForSeed(seed));
      counts.add(game.factions.length);
      // More bids than players: someone was outbid and bid again.
      const played = playSelfPlay(catalog, { factions: [], players: playersForSeed(seed), options: OPTIONS }, seed);
      const bids = played.moves.filter((m) => m.type === "bid").length;
      if (bids > game.factions.length) outbid++;
      const a = played.state.auction!;
      expect(a.seated).toBe(true);
      expect(played.state.players.map((p) => p.faction)).toEqual(a.nominated);
      expect(played.state.players.map((p) => p.vpSources.initial)).toEqual(a.bids.map((b) => 40 - b));
      expect(new Set(a.holders).size).toBe(a.holders.length);
    }
    expect([...counts].sort()).toEqual([2, 3, 4, 5]);
    expect(outbid).toBeGreaterThan(0);
  });

  it("heuristic bots bid, win a faction each and play to the end; the log replays", () => {
    for (const seed of [1, 2]) {
      const n = playersForSeed(seed);
      const heuristic = (c: typeof catalog, state: Parameters<typeof chooseHeuristicMove>[1], faction: string, rng: number) => {
        const move = chooseHeuristicMove(c, state, faction);
        return move ? { move, rng } : undefined;
      };
      const game = playMatch(catalog, { factions: [], players: n, options: OPTIONS }, seed, Array.from({ length: n }, () => heuristic));
      if (!game.ok) throw new Error(game.reason);
      const again = replay(formatLog(game.setup, game.moves, catalog), catalog);
      if (!again.ok) throw new Error(`line ${again.line}: ${again.message}`);
      expect(JSON.stringify(summarize(again.state))).toBe(JSON.stringify(summarize(game.state)));
      expect(game.state.auction!.bids.every((b) => b >= 0 && b <= 40)).toBe(true);
    }
  });
});
