/** The lab's win rates on a map, pooled per home terrain for the map editor's balance dashboard. */
import { describe, expect, it } from "vitest";
import { ranksOf, wilson, type LabGameResult } from "../../engine";
import { winRatesByHome } from "./map-win-rates";

const HOME: Record<string, string> = { witches: "forest", auren: "forest", giants: "wasteland", nomads: "desert", icemaidens: "ice" };

/** A game of the given factions; the first named wins, the others tie behind it unless `tie`. */
function game(index: number, players: string[], tie = false): LabGameResult {
  const vps = players.map((_, i) => (i === 0 || tie ? 100 : 80));
  const ranks = ranksOf(vps);
  return { index, seed: index, moves: 1, seats: players.map((player, i) => ({ player, bot: "heuristic", vp: vps[i]!, rank: ranks[i]!, vpBySource: {} })) };
}

describe("winRatesByHome", () => {
  const games = [game(0, ["witches", "giants"]), game(1, ["auren", "giants"]), game(2, ["giants", "auren"]), game(3, ["nomads", "icemaidens"], true), game(4, ["witches", "nomads"])];
  const r = winRatesByHome(games, ["desert", "forest", "wasteland"], (f) => HOME[f]);

  it("pools the factions of a home terrain, with Wilson's interval on the pooled games", () => {
    // Forest: witches 2 games 2 wins, auren 2 games 1 win → 3 of 4.
    expect(r.byHome.forest).toMatchObject({ games: 4, wins: 3 });
    expect(r.byHome.forest!.winRate).toEqual(wilson(3, 4));
    expect(r.byHome.forest!.factions.map((f) => [f.faction, f.games, f.wins])).toEqual([["auren", 2, 1], ["witches", 2, 2]]);
    expect(r.byHome.wasteland).toMatchObject({ games: 3, wins: 1 });
  });

  it("splits a tied win and lists factions whose home is not a terrain of the map", () => {
    expect(r.byHome.desert).toMatchObject({ games: 2, wins: 0.5 });
    expect(r.elsewhere).toEqual([{ faction: "icemaidens", home: "ice", games: 1, wins: 0.5, winRate: wilson(0.5, 1) }]);
    expect(r.byHome.lakes).toBeUndefined();
  });
});
