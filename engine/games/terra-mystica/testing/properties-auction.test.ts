/**
 * Self-play with the faction auction (Fire & Ice variant `fire-and-ice-auction/standard`, every
 * Fire & Ice faction in play): seeded games between random bots, 2 to 5 players, nominate and bid,
 * then play to the end keeping every invariant and replay from their logs (`playChecked`). Each
 * game's players are seated in nomination order with 40 VP minus their winning bid. The same with
 * the fast auction (`fire-and-ice-auction/fast`): each player bids once on every faction, sealed,
 * and each player's faction is that of the assignment with the highest total of bids.
 */
import { describe, expect, it } from "vitest";
import { validatePackSource } from "./node/load-pack";
import { compileCatalog } from "../catalog";
import { playSelfPlay } from "../bots/selfplay";
import { chooseHeuristicMove } from "../bots/heuristic";
import { playMatch } from "../bots/match";
import { formatLog } from "../notation/format";
import { replay } from "../notation/replay";
import { decideSealedBids } from "../rules/auction";
import { summarize } from "../rules/summary";
import { playChecked, playersForSeed } from "./properties";

const OPTIONS = ["fire-and-ice-auction/standard", "fire-and-ice-factions/ice", "fire-and-ice-factions/volcano", "fire-and-ice-factions/variable_v5"];
const GAMES = 40;
const FAST = ["fire-and-ice-auction/fast", ...OPTIONS.slice(1)];
const FAST_GAMES = 24;

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

/** Every assignment of factions (indexes) to seats. */
function assignments(n: number): number[][] {
  if (n === 0) return [[]];
  const out: number[][] = [];
  for (const rest of assignments(n - 1)) for (let at = 0; at <= rest.length; at++) out.push([...rest.slice(0, at), n - 1, ...rest.slice(at)]);
  return out;
}

describe("self-play with the fast auction", () => {
  it(`games 1 to ${FAST_GAMES} end, keep every invariant and replay; each player bid once on every faction and the winning bids are highest in total`, () => {
    const counts = new Set<number>();
    for (let seed = 1; seed <= FAST_GAMES; seed++) {
      const n = playersForSeed(seed);
      const game = playChecked(catalog, FAST, seed);
      if (game.failure) throw new Error(game.failure);
      expect(game.factions).toHaveLength(n);
      counts.add(n);
      const played = playSelfPlay(catalog, { factions: [], players: n, options: FAST }, seed);
      const bids = played.moves.filter((m) => m.type === "bid");
      // One bid per player and nominated faction, all in before anyone holds a faction.
      expect(bids).toHaveLength(n * n);
      expect(new Set(bids.map((m) => `${m.faction} ${m.nominee}`)).size).toBe(n * n);
      const a = played.state.auction!;
      expect(a.seated).toBe(true);
      expect(played.state.players.map((p) => p.faction)).toEqual(a.nominated);
      // Every sealed bid is the one the log holds.
      for (const m of bids) expect(a.sealed![a.players.indexOf(m.faction)]![a.nominated.indexOf(m.nominee)]).toBe(m.amount);
      // Each seat holds one faction at its own sealed bid, and no assignment has a higher total.
      expect([...a.holders].sort()).toEqual(Array.from({ length: n }, (_, i) => i));
      a.holders.forEach((seat, f) => expect(a.bids[f]).toBe(a.sealed![seat]![f]));
      const total = a.bids.reduce((t, b) => t + b, 0);
      for (const p of assignments(n)) expect(p.reduce((t, f, seat) => t + a.sealed![seat]![f]!, 0)).toBeLessThanOrEqual(total);
      expect(decideSealedBids(a.sealed!).map((f) => a.holders[f])).toEqual(Array.from({ length: n }, (_, i) => i));
      expect(played.state.players.map((p) => p.vpSources.initial)).toEqual(a.bids.map((b) => 40 - b));
    }
    expect([...counts].sort()).toEqual([2, 3, 4, 5]);
  });

  it("heuristic bots bid on every faction, win one each and play to the end; the log replays", () => {
    for (const seed of [1, 3]) {
      const n = playersForSeed(seed);
      const heuristic = (c: typeof catalog, state: Parameters<typeof chooseHeuristicMove>[1], faction: string, rng: number) => {
        const move = chooseHeuristicMove(c, state, faction);
        return move ? { move, rng } : undefined;
      };
      const game = playMatch(catalog, { factions: [], players: n, options: FAST }, seed, Array.from({ length: n }, () => heuristic));
      if (!game.ok) throw new Error(game.reason);
      expect(game.moves.filter((m) => m.type === "bid")).toHaveLength(n * n);
      const again = replay(formatLog(game.setup, game.moves, catalog), catalog);
      if (!again.ok) throw new Error(`line ${again.line}: ${again.message}`);
      expect(JSON.stringify(summarize(again.state))).toBe(JSON.stringify(summarize(game.state)));
      const a = game.state.auction!;
      // The bots bid each faction's worth above the least worth nominated: the least worth gets 0.
      for (const row of a.sealed!) expect(Math.min(...row)).toBe(0);
      expect(a.bids.every((b) => b >= 0 && b <= 40)).toBe(true);
    }
  });
});
