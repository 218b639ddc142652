/**
 * `tm selfplay`: random bots play whole games against each other with legal moves only; each game's
 * log can be written in terra.snellman.net notation. Prints how many games ended, the errors (a
 * game stuck with no legal move, a listed move refused, a game without end) with their seeds, the
 * mean VP of each faction, and the speed. Exit 1 when a game failed.
 */
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { factionsForSeed, playSelfPlay } from "../../engine/games/terra-mystica/bots";
import { compileCatalog, type Catalog } from "../../engine/games/terra-mystica/catalog";
import { coverageRecorder, emptyCoverage, withFlowRecorder } from "../../engine/games/terra-mystica/flow";
import { formatLog, formatMove } from "../../engine/games/terra-mystica/notation/format";
import { invariantWatch } from "../../engine/games/terra-mystica/testing/properties";
import { isEngineOption } from "../../engine/games/terra-mystica/rules/options";
import { createGame, type GameSetup } from "../../engine/games/terra-mystica/rules/setup";
import type { ResolvedPack } from "../../engine/games/terra-mystica/schema/validate";
import { coverageReport, coverageText, type FlowCoverageReport } from "./flow-coverage";
import { packWithOptions, validatePackSource } from "./pack-dir";

export const SELFPLAY_USAGE = `usage: tm selfplay [--games N] [--players P] [--seed S] [--factions a,b,c] [--options o1,o2]
                   [--map id | --maps id1,id2] [--final-scoring tile] [--pack dir] [--log-dir dir]
                   [--per-game] [--check] [--coverage] [--json]

  --games N        games to play (default 1)
  --players P      players per game (default 4; the number of --factions when given); a range
                   such as 2-5 plays each count in turn (game i: the range's (i mod its size)th)
  --seed S         seed of the first game; game i is played with seed S+i (default 1)
  --factions a,b   the factions of every game, in seating order (default: drawn per game, with
                   distinct home terrains)
  --options o1,o2  game options (pack variants and engine switches)
  --map id         the map of every game (a map id of the pack, e.g. fire-and-ice; default base)
  --maps a,b|all   the maps in turn (game i on the (i mod count)th); all: every map of the pack
  --final-scoring t  the Fire & Ice final-scoring tile of every game (e.g. connected-clusters;
                   default: one drawn by seed when the option fire-and-ice-final-scoring is on)
  --pack dir       content pack (default: the first pack of content/ that knows every option)
  --log-dir dir    write each game's log there as game-<seed>.log
  --per-game       print one line per game (seed, players, map; ship moves and trades with Merchants)
  --check          check every invariant after every move (a broken one makes the game an error)
  --coverage       count the flow machine's states and transitions the games went through
  --json           print the summary as JSON`;

const VALUE_FLAGS = ["--games", "--players", "--seed", "--factions", "--options", "--pack", "--log-dir", "--map", "--maps", "--final-scoring"] as const;
type Flag = (typeof VALUE_FLAGS)[number];

interface FactionStats {
  games: number;
  vp: number;
  wins: number;
}

export interface SelfPlaySummary {
  pack: string;
  games: number;
  finished: number;
  errors: { seed: number; factions: string[]; reason: string }[];
  /** Per faction: games played, mean final VP, games won (ties count for each). */
  factions: Record<string, { games: number; meanVp: number; wins: number }>;
  meanMoves: number;
  seconds: number;
  gamesPerSecond: number;
  /** With --check: every invariant was checked after every move (a broken one is among `errors`). */
  invariantsChecked?: boolean;
  /** CPU time of the process over the games (more telling than `seconds` on a busy machine). */
  cpuSeconds: number;
  logDir?: string;
  /**
   * With a pack that has Merchants of the Seas: ship moves and trades per game (means), and the games
   * with any; shipyards built and Build a ship actions taken (in all games), and the games with a shipyard.
   */
  merchants?: {
    shipMovesPerGame: number;
    tradesPerGame: number;
    gamesWithShipMoves: number;
    gamesWithTrades: number;
    /** Seeds of the games without any trade. */
    seedsWithoutTrades: number[];
    /** Games without any ship or merchant move. */
    gamesWithoutShipOrMerchantMoves: number;
    shipyards: number;
    gamesWithShipyards: number;
    shipsBuilt: number;
    /** The Fakirs' and Dwarves' merchants (§8): merchant moves per game (mean), the games with either faction, and those with merchant moves. */
    merchantMovesPerGame: number;
    gamesWithMerchants: number;
    gamesWithMerchantMoves: number;
  };
  /** With --per-game: each game's seed, players, map, and (Merchants of the Seas) ship moves and trades. */
  perGame?: { seed: number; factions: string[]; map: string; ok: boolean; shipMoves?: number; merchantMoves?: number; trades?: number }[];
  /** With --coverage: the flow machine's states and transitions, with how often the games went through each. */
  flowCoverage?: FlowCoverageReport;
}

function parseFlags(args: string[]): { flags: Partial<Record<Flag, string>>; coverage: boolean; perGame: boolean; check: boolean } | { error: string } {
  const flags: Partial<Record<Flag, string>> = {};
  let coverage = false;
  let perGame = false;
  let check = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--coverage") {
      coverage = true;
      continue;
    }
    if (a === "--per-game") {
      perGame = true;
      continue;
    }
    if (a === "--check") {
      check = true;
      continue;
    }
    if (!(VALUE_FLAGS as readonly string[]).includes(a)) return { error: `unknown argument "${a}"` };
    const value = args[i + 1];
    if (value === undefined || value.startsWith("--")) return { error: `${a} needs a value` };
    flags[a as Flag] = value;
    i++;
  }
  return { flags, coverage, perGame, check };
}

/** The player counts of `--players`: one number, or a range `a-b` played in turn. */
function playerCounts(value: string | undefined, fallback: number): number[] | string {
  if (value === undefined) return [fallback];
  const range = /^(\d+)-(\d+)$/.exec(value);
  if (range) {
    const [lo, hi] = [Number(range[1]), Number(range[2])];
    if (lo >= 1 && hi >= lo) return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
    return `--players needs a whole number ≥ 1 or a range a-b with 1 ≤ a ≤ b, not "${value}"`;
  }
  const n = wholeNumber(value, fallback, "--players", 1);
  return typeof n === "number" ? [n] : n;
}

function wholeNumber(value: string | undefined, fallback: number, name: string, min: number): number | string {
  if (value === undefined) return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= min ? n : `${name} needs a whole number ≥ ${min}, not "${value}"`;
}

/** The pack of a folder, or the smallest pack of content/ with every option as a variant and every faction named. */
function packFor(dir: string | undefined, options: string[], factions: string[]): ResolvedPack | string {
  if (!dir) return packWithOptions(options, factions);
  const v = validatePackSource(dir);
  return v.ok ? v.resolved : `${dir}: not a valid content pack`;
}

function fail(message: string, json: boolean, code = 2): number {
  if (json) console.log(JSON.stringify({ ok: false, error: message }));
  else console.error(`tm selfplay: ${message}${code === 2 ? `\n\n${SELFPLAY_USAGE}` : ""}`);
  return code;
}

/**
 * V8's budget for inlining functions into the one it optimises, per optimised function (bytes of
 * bytecode; V8's default is 920). A run of games is mostly warm-up: V8 compiles the engine's hot
 * functions on other threads while the first games run, and that compiling is about 40% of the
 * process's CPU time over 2,000 games. With less inlined, each compile is smaller: 2,000 cold games
 * took 0.92 of the CPU time (alternating runs, 6 pairs; 0.92 with 120 too, 0.94 with no inlining).
 */
const INLINING_BUDGET = 300;

/**
 * V8's TurboFan peels the first iteration off each loop it optimises (a copy of the loop's body
 * before the loop), which makes every compile of a function with loops bigger. Off, the compiling
 * of a cold run costs less than the peeled loops gain: 2,000 cold games took 0.89, 0.95 and 0.93
 * of the CPU time (medians of 6, 10 and 8 alternating pairs).
 */
const V8_FLAGS = [`--max-inlined-bytecode-size-cumulative=${INLINING_BUDGET}`, "--no-turbo-loop-peeling"];

export function selfplayCommand(args: string[], json: boolean): number {
  for (const flag of V8_FLAGS) v8.setFlagsFromString(flag);
  const parsed = parseFlags(args);
  if ("error" in parsed) return fail(parsed.error, json);
  const { flags } = parsed;
  const fixed = flags["--factions"]?.split(",").map((f) => f.trim().toLowerCase()).filter(Boolean);
  const options = flags["--options"]?.split(",").map((o) => o.trim().toLowerCase()).filter(Boolean) ?? [];
  const games = wholeNumber(flags["--games"], 1, "--games", 1);
  const counts = playerCounts(flags["--players"], fixed?.length ?? 4);
  const seed = wholeNumber(flags["--seed"], 1, "--seed", 0);
  for (const n of [games, counts, seed]) if (typeof n === "string") return fail(n, json);
  if (typeof games !== "number" || typeof counts === "string" || typeof seed !== "number") return 2;
  if (fixed && (counts.length !== 1 || fixed.length !== counts[0])) return fail(`--factions names ${fixed.length} factions for ${flags["--players"]} players`, json);

  const pack = packFor(flags["--pack"], options, fixed ?? []);
  if (typeof pack === "string") return fail(pack, json, 1);
  const catalog = compileCatalog(pack);
  // The options the factions named need (Fire & Ice factions: theirs), as on the site's game page.
  for (const f of fixed ?? []) {
    const option = catalog.factions[f]?.option;
    if (option && !options.includes(option)) options.push(option);
  }
  for (const o of options) if (!isEngineOption(o) && !catalog.variants[o]) return fail(`option ${o} is not a variant of pack ${pack.manifest.id} nor an engine option`, json, 1);
  const { min, max } = catalog.rules.players;
  for (const players of counts) if (players < min || players > max) return fail(`pack ${pack.manifest.id} is for ${min} to ${max} players, not ${players}`, json, 1);
  if (flags["--map"] && flags["--maps"]) return fail("give --map or --maps, not both", json);
  const named = flags["--maps"] === "all" ? ["base", ...Object.keys(catalog.pack.maps).filter((m) => m !== "base")] : flags["--maps"]?.split(",").map((m) => m.trim()).filter(Boolean);
  const maps = (named ?? [flags["--map"] ?? "base"]).map((m) => (m === "base" ? undefined : m));
  for (const map of maps) if (map && !catalog.pack.maps[map]) return fail(`there is no map ${map} in pack ${pack.manifest.id}`, json, 1);
  const tile = flags["--final-scoring"];
  if (tile && !catalog.finalScoringTiles[tile]) return fail(`there is no final-scoring tile ${tile} in pack ${pack.manifest.id}`, json, 1);
  // A tile named is played with the option that puts such tiles in play, as on the site.
  const tileOption = tile ? catalog.finalScoringTiles[tile]!.option : undefined;
  if (tileOption && !options.includes(tileOption)) options.push(tileOption);
  const tables = maps.map((map) => ({ ...(map ? { map } : {}), ...(tile ? { finalScoring: [tile] } : {}) }));
  if (fixed)
    for (const table of tables) {
      const created = createGame(catalog, { factions: fixed, options, ...table });
      if (!created.ok) return fail(created.message, json, 1);
    }
  const logDir = flags["--log-dir"];
  if (logDir) fs.mkdirSync(logDir, { recursive: true });

  const flow = parsed.coverage ? emptyCoverage() : undefined;
  const go = () => run(catalog, { games, counts, seed, fixed, options, tables, logDir, perGame: parsed.perGame, check: parsed.check });
  const summary = flow ? { ...withFlowRecorder(coverageRecorder(flow), go), flowCoverage: coverageReport(flow) } : go();
  if (json) console.log(JSON.stringify(summary, null, 2));
  else console.log(summaryText(summary) + (summary.flowCoverage ? `\n${coverageText(summary.flowCoverage)}` : ""));
  return summary.errors.length > 0 ? 1 : 0;
}

function run(
  catalog: Catalog,
  o: { games: number; counts: number[]; seed: number; fixed?: string[]; options: string[]; tables: Pick<GameSetup, "map" | "finalScoring">[]; logDir?: string; perGame: boolean; check?: boolean },
): SelfPlaySummary {
  const stats = new Map<string, FactionStats>();
  const errors: SelfPlaySummary["errors"] = [];
  let moves = 0;
  const perGame: NonNullable<SelfPlaySummary["perGame"]> = [];
  const seedsWithoutTrades: number[] = [];
  const merchants = { ships: 0, trades: 0, gamesWithShipMoves: 0, gamesWithTrades: 0, shipyards: 0, gamesWithShipyards: 0, shipsBuilt: 0, merchantMoves: 0, gamesWithMerchants: 0, gamesWithMerchantMoves: 0, gamesWithoutMoves: 0 };
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let reported = start;
  const tty = process.stderr.isTTY;
  for (let i = 0; i < o.games; i++) {
    const seed = o.seed + i;
    const players = o.counts[i % o.counts.length]!;
    const table = o.tables[i % o.tables.length]!;
    const factions = o.fixed ?? factionsForSeed(catalog, players, seed, o.options);
    const watch = o.check ? invariantWatch(catalog, factions.length > 0 ? factions : undefined) : undefined;
    const game = playSelfPlay(catalog, { factions, options: o.options, ...table }, seed, watch ? { onMove: watch.onMove } : {});
    const broken = watch?.broken();
    const line: (typeof perGame)[number] = { seed, factions, map: table.map ?? "base", ok: game.ok };
    moves += game.moves.length;
    if (catalog.merchants) {
      const ships = game.moves.filter((m) => m.type === "ship").length;
      const trades = game.moves.filter((m) => m.type === "trade").length;
      merchants.ships += ships;
      merchants.trades += trades;
      if (ships > 0) merchants.gamesWithShipMoves++;
      if (trades > 0) merchants.gamesWithTrades++;
      else seedsWithoutTrades.push(seed);
      line.shipMoves = ships;
      line.trades = trades;
      const shipyards = game.moves.filter((m) => m.type === "upgrade" && m.to === "SY").length;
      merchants.shipyards += shipyards;
      if (shipyards > 0) merchants.gamesWithShipyards++;
      merchants.shipsBuilt += game.moves.filter((m) => m.type === "action" && m.id === "BUILDSHIP").length;
      const merchantMoves = game.moves.filter((m) => m.type === "merchant").length;
      merchants.merchantMoves += merchantMoves;
      if (factions.some((f) => catalog.merchants!.factionRules[f]?.usesMerchants)) merchants.gamesWithMerchants++;
      if (merchantMoves > 0) merchants.gamesWithMerchantMoves++;
      if (ships + merchantMoves === 0) merchants.gamesWithoutMoves++;
      line.merchantMoves = merchantMoves;
    }
    if (o.perGame) perGame.push(line);
    if (o.logDir) fs.writeFileSync(path.join(o.logDir, `game-${seed}.log`), formatLog(game.setup, game.moves, catalog));
    if (broken) errors.push({ seed, factions, reason: `after move ${broken.move + 1} (${formatMove(game.moves[broken.move]!)}): ${broken.problems.join("; ")}` });
    else if (!game.ok) errors.push({ seed, factions, reason: game.reason });
    else {
      const best = Math.max(...game.state.players.map((p) => p.vp));
      for (const p of game.state.players) {
        const s = stats.get(p.faction) ?? { games: 0, vp: 0, wins: 0 };
        s.games++;
        s.vp += p.vp;
        if (p.vp === best) s.wins++;
        stats.set(p.faction, s);
      }
    }
    const now = performance.now();
    if (now - reported > 1000) {
      reported = now;
      const rate = ((i + 1) / (now - start)) * 1000;
      process.stderr.write(`${tty ? "\r" : ""}selfplay: ${i + 1}/${o.games} games, ${errors.length} errors, ${rate.toFixed(0)} games/s${tty ? "" : "\n"}`);
    }
  }
  if (tty && reported !== start) process.stderr.write("\r\x1b[K");
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const factions: SelfPlaySummary["factions"] = {};
  for (const [id, s] of [...stats].sort(([a], [b]) => a.localeCompare(b)))
    factions[id] = { games: s.games, meanVp: Math.round((s.vp / s.games) * 10) / 10, wins: s.wins };
  return {
    pack: catalog.pack.manifest.id,
    games: o.games,
    finished: o.games - errors.length,
    errors,
    factions,
    meanMoves: Math.round(moves / o.games),
    seconds: Math.round(seconds * 1000) / 1000,
    gamesPerSecond: Math.round((o.games / seconds) * 10) / 10,
    cpuSeconds: Math.round(cpu.user + cpu.system) / 1e6,
    ...(o.logDir ? { logDir: o.logDir } : {}),
    ...(o.check ? { invariantsChecked: true } : {}),
    ...(catalog.merchants
      ? {
          merchants: {
            shipMovesPerGame: Math.round((merchants.ships / o.games) * 10) / 10,
            tradesPerGame: Math.round((merchants.trades / o.games) * 10) / 10,
            gamesWithShipMoves: merchants.gamesWithShipMoves,
            gamesWithTrades: merchants.gamesWithTrades,
            seedsWithoutTrades,
            gamesWithoutShipOrMerchantMoves: merchants.gamesWithoutMoves,
            shipyards: merchants.shipyards,
            gamesWithShipyards: merchants.gamesWithShipyards,
            shipsBuilt: merchants.shipsBuilt,
            merchantMovesPerGame: Math.round((merchants.merchantMoves / o.games) * 10) / 10,
            gamesWithMerchants: merchants.gamesWithMerchants,
            gamesWithMerchantMoves: merchants.gamesWithMerchantMoves,
          },
        }
      : {}),
    ...(o.perGame ? { perGame } : {}),
  };
}

function summaryText(s: SelfPlaySummary): string {
  const lines = [
    `${s.games} games (pack ${s.pack}): ${s.finished} finished, ${s.errors.length} error${s.errors.length === 1 ? "" : "s"}${s.invariantsChecked ? " (every invariant checked after every move)" : ""}; ${s.meanMoves} moves per game; ${s.gamesPerSecond} games/s`,
  ];
  for (const e of s.errors) lines.push(`  seed ${e.seed} (${e.factions.join(", ")}): ${e.reason}`);
  for (const g of s.perGame ?? [])
    lines.push(`  game ${g.seed}: ${g.factions.length} players (${g.factions.join(", ")}), map ${g.map}${g.ok ? "" : ", error"}${g.trades !== undefined ? `: ${g.shipMoves} ship moves, ${g.merchantMoves} merchant moves, ${g.trades} trades` : ""}`);
  if (s.merchants)
    lines.push(
      `ships: ${s.merchants.shipMovesPerGame} ship moves and ${s.merchants.tradesPerGame} trades per game; ${s.merchants.gamesWithShipMoves} games with ship moves, ${s.merchants.gamesWithTrades} with trades`,
      `games without ship or merchant moves: ${s.merchants.gamesWithoutShipOrMerchantMoves}; without trades: ${s.merchants.seedsWithoutTrades.length}${s.merchants.seedsWithoutTrades.length ? ` (seeds ${s.merchants.seedsWithoutTrades.join(", ")})` : ""}`,
      `shipyards: ${s.merchants.shipyards} built in ${s.merchants.gamesWithShipyards} games; ${s.merchants.shipsBuilt} Build a ship actions`,
      `merchants: ${s.merchants.merchantMovesPerGame} merchant moves per game; ${s.merchants.gamesWithMerchants} games with the Fakirs or Dwarves, ${s.merchants.gamesWithMerchantMoves} with merchant moves`,
    );
  const rows = Object.entries(s.factions).sort(([, a], [, b]) => b.meanVp - a.meanVp);
  if (rows.length > 0) {
    const width = Math.max(7, ...rows.map(([id]) => id.length));
    lines.push(`${"faction".padEnd(width)}  games  mean VP  wins`);
    for (const [id, f] of rows) lines.push(`${id.padEnd(width)}  ${String(f.games).padStart(5)}  ${f.meanVp.toFixed(1).padStart(7)}  ${String(f.wins).padStart(4)}`);
  }
  if (s.logDir) lines.push(`logs in ${s.logDir}`);
  return lines.join("\n");
}
