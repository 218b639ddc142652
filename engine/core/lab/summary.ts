/**
 * What a batch of bot games says about balance: per player (a faction in Terra Mystica) the games,
 * wins (a tie for first splits the win: two winners get half a win each), win rate with Wilson's
 * interval, mean VP with Student's t interval, mean final rank and mean VP by source; the win rate
 * by seat; and a warning when there are too few games to tell the players apart.
 */
import { meanAndSd, rateDifference, meanDifference, tInterval, wilson, zFor, type Interval } from "./intervals";

/** One seat of a finished game. */
export interface LabSeatResult {
  /** Who the result is about: the id the game's moves name the player with (a faction in Terra Mystica), or the module's `lab.playerOf` (Origins: the place in the first round's turn order). */
  player: string;
  /** The bot that played the seat, by its name in the module's `bots`. */
  bot: string;
  vp: number;
  /** Final VP by source (sources with none may be left out). */
  vpBySource: Record<string, number>;
  /** 1 + the number of seats with more VP (tied seats share the better rank). */
  rank: number;
}

/** One game of a batch: finished, with its seats in seating order. */
export interface LabGameResult {
  /** The game's index in the batch. */
  index: number;
  seed: number;
  seats: LabSeatResult[];
  /** Moves played. */
  moves: number;
}

/** Competition ranks ("1224") of final scores, in the order given. */
export function ranksOf(vps: readonly number[]): number[] {
  return vps.map((v) => 1 + vps.filter((w) => w > v).length);
}

/** Each seat's share of the win: 1/k for each of the k seats with the most VP, 0 for the others. */
export function winShares(vps: readonly number[]): number[] {
  const best = Math.max(...vps);
  const k = vps.filter((v) => v === best).length;
  return vps.map((v) => (v === best ? 1 / k : 0));
}

export interface PlayerStats {
  player: string;
  games: number;
  /** Wins, ties split (may be fractional). */
  wins: number;
  winRate: Interval;
  meanVp: Interval;
  sdVp: number;
  meanRank: number;
  /** Mean final VP by source, over all of the player's games. */
  vpBySource: Record<string, number>;
}

export interface SeatStats {
  /** Seat index, 0 = first player. */
  seat: number;
  games: number;
  wins: number;
  winRate: Interval;
  meanVp: Interval;
}

export interface BatchSummary {
  games: number;
  players: PlayerStats[];
  seats: SeatStats[];
  bots: { bot: string; games: number; wins: number; winRate: Interval }[];
  /** Set when the intervals are too wide to separate players by `separation.detectable`. */
  warning?: string;
  separation: SeparationCheck;
}

/** Group seat results by a key. */
function groupSeats(games: readonly LabGameResult[], key: (seat: LabSeatResult, index: number) => string | number) {
  const groups = new Map<string | number, { vps: number[]; wins: number; ranks: number; sources: Record<string, number> }>();
  for (const g of games) {
    const shares = winShares(g.seats.map((s) => s.vp));
    g.seats.forEach((s, i) => {
      const k = key(s, i);
      const group = groups.get(k) ?? { vps: [], wins: 0, ranks: 0, sources: {} };
      group.vps.push(s.vp);
      group.wins += shares[i]!;
      group.ranks += s.rank;
      for (const [src, v] of Object.entries(s.vpBySource)) group.sources[src] = (group.sources[src] ?? 0) + v;
      groups.set(k, group);
    });
  }
  return groups;
}

/** The batch's statistics at a confidence level (0.95 by default). */
/** `noun`: what a result's player is, plural (the game module's `lab.playerNoun`: "factions" for Terra Mystica). */
export function summarizeBatch(games: readonly LabGameResult[], options: { confidence?: number; detectable?: number; nouns?: string } = {}): BatchSummary {
  const confidence = options.confidence ?? 0.95;
  const players: PlayerStats[] = [...groupSeats(games, (s) => s.player)]
    .map(([player, g]) => {
      const n = g.vps.length;
      return {
        player: String(player),
        games: n,
        wins: tidy(g.wins),
        winRate: wilson(g.wins, n, confidence),
        meanVp: tInterval(g.vps, confidence),
        sdVp: meanAndSd(g.vps).sd,
        meanRank: g.ranks / n,
        vpBySource: Object.fromEntries(Object.entries(g.sources).map(([src, v]) => [src, v / n])),
      };
    })
    .sort((a, b) => a.player.localeCompare(b.player));
  const seats: SeatStats[] = [...groupSeats(games, (_, i) => i)]
    .map(([seat, g]) => ({ seat: Number(seat), games: g.vps.length, wins: tidy(g.wins), winRate: wilson(g.wins, g.vps.length, confidence), meanVp: tInterval(g.vps, confidence) }))
    .sort((a, b) => a.seat - b.seat);
  const bots = [...groupSeats(games, (s) => s.bot)]
    .map(([bot, g]) => ({ bot: String(bot), games: g.vps.length, wins: tidy(g.wins), winRate: wilson(g.wins, g.vps.length, confidence) }))
    .sort((a, b) => a.bot.localeCompare(b.bot));
  const seatsPerGame = games.length > 0 ? games[0]!.seats.length : 0;
  const separation = separationCheck(players, seatsPerGame, { confidence, detectable: options.detectable, ...(options.nouns ? { nouns: options.nouns } : {}) });
  return { games: games.length, players, seats, bots, separation, ...(separation.enough ? {} : { warning: separation.message }) };
}

export interface SeparationCheck {
  /** Whether every player has enough games to detect a win-rate difference of `detectable`. */
  enough: boolean;
  /** The win-rate difference the check is for (0.05: five percentage points). */
  detectable: number;
  /** The fewest games any player has. */
  fewestGames: number;
  /**
   * Games each of two players needs for a difference of `detectable` between their win rates
   * around the fair rate 1/seats to show (two-sided test at the confidence level, 80% power).
   */
  gamesNeeded: number;
  /** The smallest win-rate difference the fewest games can detect the same way. */
  detectableNow: number;
  message: string;
}

/**
 * Whether the batch can separate players: the normal-approximation sample size of a two-proportion
 * test, n = (z_{1−α/2} + z_{0.8})² · 2p(1−p) / δ², with p the fair win rate 1/seats and δ the
 * difference to detect. Fewer games than that for some player: the intervals overlap for
 * differences of that size even when they are real, so the batch cannot rank the factions.
 */
export function separationCheck(
  players: readonly { player: string; games: number }[],
  seats: number,
  options: { confidence?: number; detectable?: number; nouns?: string } = {},
): SeparationCheck {
  const detectable = options.detectable ?? 0.05;
  const p = seats > 0 ? 1 / seats : 0.5;
  const k = zFor(options.confidence ?? 0.95) + 0.8416212335729143;
  const variance = 2 * p * (1 - p);
  const gamesNeeded = Math.ceil((k * k * variance) / (detectable * detectable));
  const fewest = players.length > 0 ? Math.min(...players.map((x) => x.games)) : 0;
  const detectableNow = fewest > 0 ? k * Math.sqrt(variance / fewest) : Infinity;
  const enough = players.length > 0 && fewest >= gamesNeeded;
  const pct = (x: number) => `${(x * 100).toFixed(1)} points`;
  const message = enough
    ? `Every player has at least ${gamesNeeded} games: win-rate differences of ${pct(detectable)} show.`
    : `Too few games to separate ${options.nouns ?? "factions"}: ${fewest} game${fewest === 1 ? "" : "s"} for the least-played one ${detectableNow < 1 ? `can only detect win-rate differences of about ${pct(detectableNow)}` : "cannot tell any two apart"}; ${gamesNeeded} games each are needed for ${pct(detectable)}.`;
  return { enough, detectable, fewestGames: fewest, gamesNeeded, detectableNow, message };
}

export interface PlayerComparison {
  player: string;
  /** Win rate of B minus win rate of A, with Newcombe's interval. */
  winRate: Interval;
  /** Mean VP of B minus mean VP of A, with Welch's interval. */
  meanVp: Interval;
  /** Whether the win-rate interval excludes 0. */
  winRateChanged: boolean;
  meanVpChanged: boolean;
}

/** An A/B comparison of two batches (two revisions of a pack), player by player. */
export function compareBatches(a: readonly LabGameResult[], b: readonly LabGameResult[], confidence = 0.95): PlayerComparison[] {
  const ga = groupSeats(a, (s) => s.player);
  const gb = groupSeats(b, (s) => s.player);
  const players = [...new Set([...ga.keys(), ...gb.keys()])].map(String).sort();
  return players.map((player) => {
    const x = ga.get(player) ?? { vps: [], wins: 0 };
    const y = gb.get(player) ?? { vps: [], wins: 0 };
    const winRate = rateDifference({ successes: x.wins, n: x.vps.length }, { successes: y.wins, n: y.vps.length }, confidence);
    const meanVp = meanDifference(x.vps, y.vps, confidence);
    return { player, winRate, meanVp, winRateChanged: winRate.lo > 0 || winRate.hi < 0, meanVpChanged: meanVp.lo > 0 || meanVp.hi < 0 };
  });
}

/** A count of wins made of shares (1/2, 1/3 ... of a tied win) without the float dust of their sum (168, not 168.00000000000003). */
function tidy(wins: number): number {
  const whole = Math.round(wins);
  return Math.abs(whole - wins) < 1e-9 ? whole : wins;
}
