/**
 * `tm selfplay --game <id>` for a game other than Terra Mystica: bots of the game's module play whole
 * seeded games through the module contract alone (setup, legal moves, apply, views), and each game's
 * log can be written in the game's notation. Prints how many games ended, the errors with their
 * seeds, each seat's mean VP and wins, and the speed. Exit 1 when a game failed.
 */
import fs from "node:fs";
import path from "node:path";
import type { AnyGameModule } from "../../engine";
import { CONTENT_ROOT, validateGamePackSource } from "./pack-dir";

export const GAME_SELFPLAY_USAGE = `usage: tm selfplay --game <id> [--games N] [--players P] [--seed S] [--bots b1,b2] [--pack dir]
                   [--log-dir dir] [--json]

  --game id        the game (its pack defaults to content/<id>)
  --games N        games to play (default 1)
  --players P      players per game (default 2; the number of --bots when given)
  --seed S         seed of the first game; game i is played with seed S+i (default 1)
  --bots b1,b2     the bot of each seat, in seating order (default: random in every seat)
  --pack dir       content pack folder or file
  --log-dir dir    write each game's log there as game-<seed>.log`;

const VALUE_FLAGS = ["--game", "--games", "--players", "--seed", "--bots", "--pack", "--log-dir"] as const;
type Flag = (typeof VALUE_FLAGS)[number];

/** How each game (other than Terra Mystica, whose setup has factions and options) starts a game from a player count and a seed. */
const SETUPS: Record<string, (players: number, seed: number) => unknown> = {
  origins: (players, seed) => ({ players, seed }),
};

export interface GameSelfPlaySummary {
  game: string;
  pack: string;
  games: number;
  finished: number;
  errors: { seed: number; reason: string }[];
  /** Per seat (in seating order): its bot, mean final VP and games won (ties count for each). */
  seats: { bot: string; meanVp: number; wins: number }[];
  meanMoves: number;
  seconds: number;
}

export interface GameResult {
  seed: number;
  finished: boolean;
  scores: { player: string; vp: number }[];
  moves: unknown[];
  setup: unknown;
}

/** Play one seeded game with a bot per seat through the module contract; throws on a bug (a refused or missing move). */
export function playGame(game: AnyGameModule, catalog: unknown, setup: unknown, bots: string[], seed: number, maxMoves = 20_000): GameResult {
  const created = game.setup.create(catalog, setup);
  if (!created.ok) throw new Error(`setup refused: ${created.message}`);
  let state = created.state;
  const players = game.setup.players(state);
  let rng = (seed ^ 0x2545f491) >>> 0;
  const moves: unknown[] = [];
  while (!game.views.finished(state)) {
    if (moves.length >= maxMoves) throw new Error(`no end after ${maxMoves} moves`);
    const player = game.moves.toMove(state)[0];
    if (player === undefined) throw new Error(`nobody is to move in ${game.flow.stateOf(state)}`);
    const bot = game.bots[bots[players.indexOf(player)] ?? "random"]!;
    const choice = bot.choose(catalog, state, player, rng);
    if (!choice) throw new Error(`${player} has no legal move in ${game.flow.stateOf(state)}`);
    rng = choice.rng;
    const next = game.moves.apply(catalog, state, choice.move);
    if (!next.ok) throw new Error(`${player}'s move ${game.notation.formatMove(choice.move)} was refused: ${next.message}`);
    state = next.state;
    moves.push(choice.move);
  }
  return { seed, finished: true, scores: game.views.scores(state), moves, setup };
}

function fail(message: string, json: boolean): number {
  if (json) console.log(JSON.stringify({ ok: false, error: message }));
  else console.error(`tm selfplay: ${message}\n\n${GAME_SELFPLAY_USAGE}`);
  return 2;
}

export function gameSelfplayCommand(game: AnyGameModule, args: string[], json: boolean): number {
  const flags: Partial<Record<Flag, string>> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!(VALUE_FLAGS as readonly string[]).includes(a)) return fail(`unknown argument "${a}"`, json);
    const value = args[i + 1];
    if (value === undefined || value.startsWith("--")) return fail(`${a} needs a value`, json);
    flags[a as Flag] = value;
    i++;
  }
  const makeSetup = SETUPS[game.id];
  if (!makeSetup) return fail(`self-play of ${game.name} is not available here`, json);
  const bots = flags["--bots"]?.split(",").map((b) => b.trim()).filter(Boolean);
  const number = (value: string | undefined, fallback: number, name: string, min: number): number | string => {
    if (value === undefined) return fallback;
    const n = Number(value);
    return Number.isInteger(n) && n >= min ? n : `${name} must be a whole number of at least ${min}, not "${value}"`;
  };
  const games = number(flags["--games"], 1, "--games", 1);
  const players = number(flags["--players"], bots?.length ?? 2, "--players", 1);
  const seed = number(flags["--seed"], 1, "--seed", 0);
  for (const n of [games, players, seed]) if (typeof n === "string") return fail(n, json);
  if (typeof games !== "number" || typeof players !== "number" || typeof seed !== "number") return 2;
  if (bots && bots.length !== players) return fail(`--bots names ${bots.length} bots for ${players} players`, json);
  for (const b of bots ?? []) if (!game.bots[b]) return fail(`--bots: ${game.name} has no bot "${b}" (it has: ${Object.keys(game.bots).join(", ")})`, json);
  const seats = bots ?? Array.from({ length: players }, () => "random");
  const packDir = flags["--pack"] ?? path.join(CONTENT_ROOT, game.id);
  const v = validateGamePackSource(packDir);
  if (!v.ok) return fail(`${packDir}: not a valid pack (${v.issues[0]?.path}: ${v.issues[0]?.message})`, json);
  if (v.game !== game.id) return fail(`${packDir} is a pack for ${v.game}, not ${game.id}`, json);
  const catalog = game.pack.compile(v.resolved);
  const logDir = flags["--log-dir"];
  if (logDir) fs.mkdirSync(logDir, { recursive: true });

  const started = performance.now();
  const errors: GameSelfPlaySummary["errors"] = [];
  const totals = seats.map((bot) => ({ bot, vp: 0, wins: 0 }));
  let finished = 0;
  let moveCount = 0;
  for (let g = 0; g < games; g++) {
    const s = seed + g;
    const setup = makeSetup(players, s);
    try {
      const r = playGame(game, catalog, setup, seats, s);
      finished++;
      moveCount += r.moves.length;
      const best = Math.max(...r.scores.map((x) => x.vp));
      r.scores.forEach((x, i) => {
        totals[i]!.vp += x.vp;
        if (x.vp === best) totals[i]!.wins++;
      });
      if (logDir) fs.writeFileSync(path.join(logDir, `game-${s}.log`), game.notation.formatLog(setup, r.moves, catalog));
    } catch (e) {
      errors.push({ seed: s, reason: (e as Error).message });
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const summary: GameSelfPlaySummary = {
    game: game.id,
    pack: v.resolved.manifest.id,
    games,
    finished,
    errors,
    seats: totals.map((t) => ({ bot: t.bot, meanVp: finished ? Math.round((t.vp / finished) * 10) / 10 : 0, wins: t.wins })),
    meanMoves: finished ? Math.round(moveCount / finished) : 0,
    seconds: Math.round(seconds * 100) / 100,
  };
  if (json) console.log(JSON.stringify(summary, null, 2));
  else {
    console.log(`${game.name}, pack ${summary.pack}: ${finished}/${games} games finished in ${summary.seconds} s (${summary.meanMoves} moves a game)`);
    summary.seats.forEach((t, i) => console.log(`  seat ${i + 1} (${t.bot}): mean ${t.meanVp} VP, ${t.wins} win${t.wins === 1 ? "" : "s"}`));
    for (const e of errors) console.log(`  seed ${e.seed}: ${e.reason}`);
  }
  return errors.length ? 1 : 0;
}
