/**
 * The lab's measured win rates on one map, for the map editor's balance dashboard: from the newest
 * finished batch that played the map, each faction's games, wins (ties split) and win rate with
 * Wilson's interval, pooled per home terrain (the factions of a terrain never meet in one game).
 */
import { summarizeBatch, wilson, type LabGameResult, type PlayerStats } from "../../engine";

export interface WinRateCell {
  games: number;
  /** Wins, ties split. */
  wins: number;
  winRate: { estimate: number; lo: number; hi: number };
}

export interface HomeWinRates {
  /** Per home terrain: the pooled rate, and each faction of that home that played. */
  byHome: Record<string, WinRateCell & { factions: ({ faction: string } & WinRateCell)[] }>;
  /** Factions whose home is not one terrain (chosen at setup, ice, volcano), by id. */
  elsewhere: ({ faction: string; home?: string } & WinRateCell)[];
}

/** What the map editor's balance tab shows of the lab (plain data for the client). */
export interface MapLabJson {
  batch: { id: string; revision?: number; players: number; bots: string[]; createdAt: string };
  /** The batch's finished games on this map. */
  games: number;
  rates: HomeWinRates;
}

const cell = (p: Pick<PlayerStats, "games" | "wins" | "winRate">): WinRateCell => ({ games: p.games, wins: p.wins, winRate: p.winRate });

/**
 * Win rates of a map's games per home terrain. `homeOf` names a faction's home terrain; factions
 * whose home is not in `terrains` are listed in `elsewhere`.
 */
export function winRatesByHome(games: readonly LabGameResult[], terrains: readonly string[], homeOf: (faction: string) => string | undefined, confidence = 0.95): HomeWinRates {
  const byHome: HomeWinRates["byHome"] = {};
  const elsewhere: HomeWinRates["elsewhere"] = [];
  for (const p of summarizeBatch(games, { confidence }).players) {
    const home = homeOf(p.player);
    if (home === undefined || !terrains.includes(home)) {
      elsewhere.push({ faction: p.player, ...(home === undefined ? {} : { home }), ...cell(p) });
      continue;
    }
    const entry = (byHome[home] ??= { games: 0, wins: 0, winRate: wilson(0, 0, confidence), factions: [] });
    entry.games += p.games;
    entry.wins += p.wins;
    entry.factions.push({ faction: p.player, ...cell(p) });
  }
  for (const entry of Object.values(byHome)) entry.winRate = wilson(entry.wins, entry.games, confidence);
  return { byHome, elsewhere };
}
