/**
 * `tm match`: bots against each other, one named bot per seat, over seeded games (factions drawn per
 * game as `tm selfplay` draws them). With --rotate the bots move one seat on every game, so each
 * plays every seat and, over enough games, every faction. Prints each bot's games, wins (a tie for
 * first splits the win), win rate with Wilson's 95% interval, mean VP, ms per decision, the first
 * bot's wins by faction, the speed in games per minute and the machine's load. --workers N plays
 * the games in N processes. Exit 1 when a game failed.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { botChoice, terraMystica } from "../../engine";
import { playMatch, type SeatBot } from "../../engine/games/terra-mystica/bots/match";
import { factionsForSeed } from "../../engine/games/terra-mystica/bots/selfplay";
import { compileCatalog, type Catalog } from "../../engine/games/terra-mystica/catalog";
import { packWithOptions, validatePackSource } from "./pack-dir";

export const MATCH_USAGE = `usage: tm match --bots b1,b2,... [--rotate] [--games N] [--seed S] [--workers W]
                [--records file] [--options o1,o2] [--pack dir] [--json]

  --bots b1,b2     one bot per seat, by name, with a strength level after a colon when the bot
                   has levels (strong:3); the number of bots is the number of players
  --rotate         game i seats the bots i places further round the table
  --games N        games to play (default 10); game i is played with seed S+i
  --seed S         seed of the first game (default 1)
  --workers W      processes to play the games in (default 1)
  --records file   append each game's result to file (JSON lines) as it ends; games already
                   there are not played again (a long run resumes where it stopped)
  --options o1,o2  game options; --pack dir: the content pack (default: as tm selfplay)
  --json           print the summary as JSON`;

/** One bot as named on the command line, with the strength level it plays at. */
export interface MatchBot {
  name: string;
  strength: number;
  /** What that level does (bots with levels). */
  setting?: string;
}

/** One game's result, as a worker reports it. */
export interface MatchRecord {
  seed: number;
  factions: string[];
  /** Index into the bots of the bot at each seat. */
  seats: number[];
  vp: number[];
  ok: boolean;
  reason?: string;
  botMs: number[];
  decisions: number[];
}

export interface BotResult extends MatchBot {
  /** Seats it held in each game. */
  seats: number;
  /** Seat-games played (games × seats); wins are games won, a tie for first split among the winners. */
  games: number;
  wins: number;
  winRate: number;
  interval: [number, number];
  meanVp: number;
  msPerDecision: number;
  decisions: number;
}

export interface MatchSummary {
  pack: string;
  bots: BotResult[];
  games: number;
  errors: { seed: number; reason: string }[];
  /** The first bot's games and wins by the faction it played. */
  firstBotByFaction: Record<string, { games: number; wins: number }>;
  /** Games read back from the records file rather than played now. */
  resumed: number;
  /** Seconds and games per minute of the games played now. */
  seconds: number;
  gamesPerMinute: number;
  workers: number;
  cores: number;
  /** The machine's load average (1 minute) at the start and at the end. */
  load: [number, number];
}

/** Wilson's score interval (95%) for `wins` of `n` (wins may be fractional: shared first places). */
export function wilson95(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959963984540054;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** The bots of `--bots`, or what is wrong with it. */
export function parseBots(spec: string): MatchBot[] | string {
  const out: MatchBot[] = [];
  for (const part of spec.split(",").map((s) => s.trim())) {
    const found = botChoice(terraMystica.bots, part);
    if (!found.ok) return found.message;
    const { strength, setting } = found.choice;
    out.push({ name: part.split(":")[0]!, strength, ...(setting === undefined ? {} : { setting }) });
  }
  return out;
}

function seatBot(bot: MatchBot): SeatBot {
  const b = terraMystica.bots[bot.name]!;
  return (catalog, state, faction, rng) => b.choose(catalog, state, faction, rng, { strength: bot.strength });
}

/** Play games `seed + i` for the `i` of this shard (i ≡ shard mod shards). */
export function playShard(
  catalog: Catalog,
  bots: MatchBot[],
  o: { games: number; seed: number; rotate: boolean; options: string[]; shard: number; shards: number; skip?: ReadonlySet<number>; onGame?: (r: MatchRecord) => void },
): MatchRecord[] {
  const players = bots.length;
  const seatBots = bots.map(seatBot);
  const out: MatchRecord[] = [];
  for (let i = o.shard; i < o.games; i += o.shards) {
    const seed = o.seed + i;
    if (o.skip?.has(seed)) continue;
    const factions = factionsForSeed(catalog, players, seed, o.options);
    const shift = o.rotate ? i % players : 0;
    // Bot b sits at seat (b + shift) mod players.
    const seats = factions.map((_, seat) => (seat - shift + players) % players);
    const g = playMatch(catalog, { factions, options: o.options }, seed, seats.map((b) => seatBots[b]!), { now: () => performance.now() });
    out.push({
      seed,
      factions,
      seats,
      vp: g.state.players.map((p) => p.vp),
      ok: g.ok,
      ...(g.ok ? {} : { reason: g.reason }),
      botMs: g.botMs,
      decisions: g.decisions,
    });
    o.onGame?.(out[out.length - 1]!);
  }
  return out;
}

/** The records of a --records file that belong to this run (same bots, seeds in range), by seed. */
function readRecords(file: string, bots: MatchBot[], seed: number, games: number): Map<number, MatchRecord> {
  const out = new Map<number, MatchRecord>();
  if (!fs.existsSync(file)) return out;
  const key = bots.map(botLabel).join(",");
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    let r: MatchRecord & { bots?: string };
    try {
      r = JSON.parse(line) as MatchRecord & { bots?: string };
    } catch {
      continue; // a line cut short when a run was stopped
    }
    if (r.bots === key && r.seed >= seed && r.seed < seed + games) out.set(r.seed, r);
  }
  return out;
}

/** A bot's label: its name, with the strength level for bots that have levels. */
export const botLabel = (b: MatchBot) => (b.setting ? `${b.name}:${b.strength}` : b.name);

export function summarize(pack: string, bots: MatchBot[], records: MatchRecord[], o: { seconds: number; played: number; workers: number; load: [number, number] }): MatchSummary {
  // Seats of the same bot at the same strength count together (three heuristic bots: one row).
  const labels = [...new Set(bots.map(botLabel))];
  const acc = labels.map(() => ({ games: 0, wins: 0, vp: 0, ms: 0, decisions: 0 }));
  const byFaction: Record<string, { games: number; wins: number }> = {};
  const errors: MatchSummary["errors"] = [];
  for (const r of records) {
    if (!r.ok) {
      errors.push({ seed: r.seed, reason: r.reason ?? "failed" });
      continue;
    }
    const top = Math.max(...r.vp);
    const winners = r.vp.filter((v) => v === top).length;
    r.seats.forEach((b, seat) => {
      const a = acc[labels.indexOf(botLabel(bots[b]!))]!;
      const win = r.vp[seat] === top ? 1 / winners : 0;
      a.games++;
      a.wins += win;
      a.vp += r.vp[seat]!;
      a.ms += r.botMs[seat]!;
      a.decisions += r.decisions[seat]!;
      if (b === 0) {
        const f = (byFaction[r.factions[seat]!] ??= { games: 0, wins: 0 });
        f.games++;
        f.wins += win;
      }
    });
  }
  const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;
  const firstBotByFaction = Object.fromEntries(Object.entries(byFaction).sort(([a], [b]) => a.localeCompare(b)));
  return {
    pack,
    bots: labels.map((label, i) => {
      const a = acc[i]!;
      const [lo, hi] = wilson95(a.wins, a.games);
      return {
        ...bots.find((b) => botLabel(b) === label)!,
        seats: bots.filter((b) => botLabel(b) === label).length,
        games: a.games,
        wins: round(a.wins, 2),
        winRate: round(a.games ? a.wins / a.games : 0, 4),
        interval: [round(lo, 4), round(hi, 4)],
        meanVp: round(a.games ? a.vp / a.games : 0),
        msPerDecision: round(a.decisions ? a.ms / a.decisions : 0),
        decisions: a.decisions,
      };
    }),
    games: records.length,
    errors,
    firstBotByFaction,
    seconds: round(o.seconds, 1),
    resumed: records.length - o.played,
    gamesPerMinute: round((o.played / o.seconds) * 60, 2),
    workers: o.workers,
    cores: os.cpus().length,
    load: o.load,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function matchText(s: MatchSummary): string {
  const lines = [`${s.games} games (pack ${s.pack}${s.resumed ? `, ${s.resumed} of them from the records file` : ""}), ${s.errors.length} error${s.errors.length === 1 ? "" : "s"}; ${s.gamesPerMinute} games/min on ${s.workers} worker${s.workers === 1 ? "" : "s"} (${s.cores} cores, load ${s.load[0]} → ${s.load[1]})`];
  for (const e of s.errors) lines.push(`  seed ${e.seed}: ${e.reason}`);
  lines.push("bot            seats  seat-games    wins  win rate  95% interval       mean VP  ms/decision");
  for (const b of s.bots)
    lines.push(
      `${botLabel(b).padEnd(13)}  ${String(b.seats).padStart(5)}  ${String(b.games).padStart(10)}  ${b.wins.toFixed(1).padStart(6)}  ${pct(b.winRate).padStart(8)}  ${`[${pct(b.interval[0])}, ${pct(b.interval[1])}]`.padEnd(16)}  ${b.meanVp.toFixed(1).padStart(7)}  ${b.msPerDecision.toFixed(1).padStart(11)}`,
    );
  for (const b of s.bots) if (b.setting) lines.push(`${b.name}:${b.strength} = ${b.setting}`);
  lines.push(`${s.bots[0]?.name ?? "first bot"} by faction: ${Object.entries(s.firstBotByFaction).map(([f, r]) => `${f} ${r.wins}/${r.games}`).join(", ")}`);
  return lines.join("\n");
}

function fail(message: string, json: boolean, code = 2): number {
  if (json) console.log(JSON.stringify({ ok: false, error: message }));
  else console.error(`tm match: ${message}${code === 2 ? `\n\n${MATCH_USAGE}` : ""}`);
  return code;
}

const VALUE_FLAGS = ["--bots", "--games", "--seed", "--workers", "--options", "--pack", "--shard", "--records"] as const;
type Flag = (typeof VALUE_FLAGS)[number];

function wholeNumber(value: string | undefined, fallback: number, name: string, min: number): number | string {
  if (value === undefined) return fallback;
  const n = Number(value);
  return Number.isInteger(n) && n >= min ? n : `${name} needs a whole number ≥ ${min}, not "${value}"`;
}

/** Run `tm match` in a child process for one shard; its records. */
function runChild(args: string[], shard: number, shards: number): Promise<MatchRecord[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, "..", "tm.mjs"), "match", ...args, "--shard", `${shard}/${shards}`], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0 && code !== 1) return reject(new Error(`worker ${shard} exited with ${code}`));
      try {
        resolve(JSON.parse(out) as MatchRecord[]);
      } catch {
        reject(new Error(`worker ${shard} printed no records`));
      }
    });
  });
}

export async function matchCommand(args: string[], json: boolean): Promise<number> {
  const flags: Partial<Record<Flag, string>> = {};
  let rotate = false;
  const passOn: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--rotate") {
      rotate = true;
      passOn.push(a);
      continue;
    }
    if (!(VALUE_FLAGS as readonly string[]).includes(a)) return fail(`unknown argument "${a}"`, json);
    const value = args[i + 1];
    if (value === undefined || value.startsWith("--")) return fail(`${a} needs a value`, json);
    flags[a as Flag] = value;
    if (a !== "--workers" && a !== "--shard") passOn.push(a, value);
    i++;
  }
  if (!flags["--bots"]) return fail("--bots is required", json);
  const bots = parseBots(flags["--bots"]);
  if (typeof bots === "string") return fail(bots, json);
  const games = wholeNumber(flags["--games"], 10, "--games", 1);
  const seed = wholeNumber(flags["--seed"], 1, "--seed", 0);
  const workers = wholeNumber(flags["--workers"], 1, "--workers", 1);
  for (const n of [games, seed, workers]) if (typeof n === "string") return fail(n, json);
  if (typeof games !== "number" || typeof seed !== "number" || typeof workers !== "number") return 2;
  const options = flags["--options"]?.split(",").map((o) => o.trim().toLowerCase()).filter(Boolean) ?? [];
  const pack = flags["--pack"] ? validatePackSource(flags["--pack"]) : undefined;
  if (pack && !pack.ok) return fail(`${flags["--pack"]}: not a valid content pack`, json, 1);
  const resolved = pack?.ok ? pack.resolved : packWithOptions(options, []);
  if (typeof resolved === "string") return fail(resolved, json, 1);
  const catalog = compileCatalog(resolved);
  const { min, max } = catalog.rules.players;
  if (bots.length < min || bots.length > max) return fail(`pack ${resolved.manifest.id} is for ${min} to ${max} players, not ${bots.length}`, json, 1);

  const recordsFile = flags["--records"];
  const done = recordsFile ? readRecords(recordsFile, bots, seed, games) : undefined;
  const key = bots.map(botLabel).join(",");
  const tty = process.stderr.isTTY && !flags["--shard"];
  let finished = done?.size ?? 0;
  const save = (r: MatchRecord) => {
    if (recordsFile) fs.appendFileSync(recordsFile, JSON.stringify({ bots: key, ...r }) + "\n");
    finished++;
    // Workers are quiet: the records file shows their progress.
    if (!flags["--shard"]) process.stderr.write(`${tty ? "\r" : ""}match: ${finished}/${games} games${tty ? "" : "\n"}`);
  };
  const shardFlag = flags["--shard"];
  if (shardFlag) {
    // A worker: play this shard and print its records.
    const m = /^(\d+)\/(\d+)$/.exec(shardFlag);
    if (!m || Number(m[1]) >= Number(m[2])) return fail(`--shard needs k/n with k < n, not "${shardFlag}"`, json);
    const records = playShard(catalog, bots, { games, seed, rotate, options, shard: Number(m[1]), shards: Number(m[2]), skip: done ? new Set(done.keys()) : undefined, onGame: save });
    console.log(JSON.stringify(records));
    return records.every((r) => r.ok) ? 0 : 1;
  }
  const load0 = os.loadavg()[0]!;
  const start = performance.now();
  const played =
    workers === 1
      ? playShard(catalog, bots, { games, seed, rotate, options, shard: 0, shards: 1, skip: done ? new Set(done.keys()) : undefined, onGame: save })
      : (await Promise.all(Array.from({ length: workers }, (_, k) => runChild(passOn, k, workers)))).flat();
  const seconds = (performance.now() - start) / 1000;
  const records = [...(done?.values() ?? []), ...played].sort((a, b) => a.seed - b.seed);
  if (tty) process.stderr.write("\r\x1b[K");
  const round2 = (x: number) => Math.round(x * 100) / 100;
  const summary = summarize(resolved.manifest.id, bots, records, { seconds, played: played.length, workers, load: [round2(load0), round2(os.loadavg()[0]!)] });
  console.log(json ? JSON.stringify(summary, null, 2) : matchText(summary));
  return summary.errors.length > 0 ? 1 : 0;
}
