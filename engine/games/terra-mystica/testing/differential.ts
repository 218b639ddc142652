/**
 * Differential testing against terra.snellman.net's engine (the reference): the pure half. Seeded
 * self-play games are written as logs, mutated logs are made from them, and a log's outcome on our
 * engine (the final state, or the first refused line) is compared with the reference's outcome for
 * the same log. Running the reference is the caller's business (it is a Perl program: see
 * scripts/cli/oracle.ts); this module only reads its JSON.
 */
import { factionsForSeed, playSelfPlay } from "../bots/selfplay";
import { draw, RANDOM_BOT, type RandomBotOptions } from "../bots/random";
import { freeBridgeSlots } from "../rules/effects";
import { envOf, factionOf, seatOf } from "../rules/env";
import type { Move } from "../rules/moves";
import type { GameState } from "../rules/state";
import type { Catalog } from "../catalog";
import { formatLog } from "../notation/format";
import { replay } from "../notation/replay";
import { summarize, type FactionSummary, type GameSummary } from "../rules/summary";

/** A log's outcome on one engine: the state it ends in, or the first line refused. */
export type Outcome =
  | { ok: true; summary: GameSummary }
  | { ok: false; line: number; text: string; message: string };

/** A seeded self-play game written as a log. */
export interface DifferentialGame {
  seed: number;
  players: number;
  options: string[];
  factions: string[];
  /** The map (a map id of the pack; undefined for the base map). */
  map?: string;
  /** The final-scoring tiles the game was dealt (Fire & Ice; empty for none). */
  finalScoring: string[];
  log: string;
  /** Why the game did not end (a bug of ours; such a log is still compared). */
  failure?: string;
}

/**
 * Self-play game `seed` with `players` players and these options, on `map` (the base map when
 * omitted), as a log. With `featured`
 * factions, one of them (by seed) takes the seat of a faction sharing its home terrain, or else
 * a seat chosen by seed, unless one is seated already.
 */
/**
 * Moves our self-play leaves out of the games it sends to the reference, which mishandles them
 * (REFERENCE.md): a stronghold that owes more bridges than free slots next to the player's
 * structures can take (Riverwalkers) leaves the reference waiting for them forever; we owe only
 * those that can be placed.
 */
export function referenceMishandles(catalog: Catalog, state: GameState, move: Move): boolean {
  if (move.type !== "upgrade" || move.to !== "SH") return false;
  const env = envOf(catalog, state);
  const seat = seatOf(state, move.faction);
  const bridges = factionOf(env, seat).buildings.SH.onBuild?.bridges ?? 0;
  return bridges > 0 && Math.min(state.players[seat]!.bridgesLeft, freeBridgeSlots(env, seat)) < bridges;
}

const DIFFERENTIAL_BOT: RandomBotOptions = { ...RANDOM_BOT, avoid: referenceMishandles };

export function differentialGame(catalog: Catalog, players: number, options: string[], seed: number, featured?: readonly string[], map?: string): DifferentialGame {
  const factions = factionsForSeed(catalog, players, seed, options);
  if (featured?.length && !factions.some((f) => featured.includes(f))) {
    const pick = featured[seed % featured.length]!;
    const home = catalog.factions[pick]!.homeTerrain;
    const same = factions.findIndex((f) => catalog.factions[f]!.homeTerrain === home);
    factions[same >= 0 ? same : seed % players] = pick;
  }
  const game = playSelfPlay(catalog, { factions, options, ...(map ? { map } : {}) }, seed, { bot: DIFFERENTIAL_BOT });
  return {
    seed,
    players,
    options,
    factions,
    ...(map ? { map } : {}),
    finalScoring: game.setup.finalScoring ?? [],
    log: formatLog(game.setup, game.moves, catalog),
    ...(game.ok ? {} : { failure: game.reason }),
  };
}

/** Our engine's outcome for a log. */
export function ourOutcome(catalog: Catalog, log: string): Outcome {
  const r = replay(log, catalog);
  if (!r.ok) return { ok: false, line: r.line, text: r.text, message: r.message };
  return { ok: true, summary: summarize(r.state) };
}

/** The reference's JSON for one log (`replay.sh --compact`), as far as it is read here. */
export interface ReferenceJson {
  ok: boolean;
  errors?: string[];
  error_line?: number | null;
  error_line_text?: string | null;
  finished?: boolean | number;
  round?: number;
  factions?: Record<string, ReferenceFaction>;
}

interface ReferenceFaction {
  VP: number;
  C: number;
  W: number;
  P: number;
  P1: number;
  P2: number;
  P3: number;
  FIRE: number;
  WATER: number;
  EARTH: number;
  AIR: number;
  ship: number;
  dig: number | null;
  buildings: { D: number; TP: number; TE: number; SH: number; SA: number };
  favors?: string[];
  towns?: string[];
}

/** The reference's outcome in our shape. */
export function referenceOutcome(json: ReferenceJson): Outcome {
  if (!json.ok || (json.errors && json.errors.length > 0))
    return { ok: false, line: json.error_line ?? 0, text: json.error_line_text ?? "", message: (json.errors ?? []).join("; ") };
  const factions: Record<string, FactionSummary> = {};
  for (const name of Object.keys(json.factions ?? {}).sort()) {
    const f = json.factions![name]!;
    factions[name] = {
      buildings: { D: f.buildings.D, SA: f.buildings.SA, SH: f.buildings.SH, TE: f.buildings.TE, TP: f.buildings.TP },
      coins: f.C,
      cults: { air: f.AIR, earth: f.EARTH, fire: f.FIRE, water: f.WATER },
      // The Riverwalkers have no digging track there (null): level 0 here.
      digging: f.dig ?? 0,
      favors: [...(f.favors ?? [])].sort(),
      power: [f.P1, f.P2, f.P3],
      priests: f.P,
      shipping: f.ship,
      towns: (f.towns ?? []).length,
      vp: f.VP,
      workers: f.W,
    };
  }
  return { ok: true, summary: { factions, finished: Boolean(json.finished), round: json.round ?? 0 } };
}

/** The first field (`faction.field`) where two summaries differ, with both values; undefined when equal. */
export function firstDifference(ours: GameSummary, reference: GameSummary): string | undefined {
  const names = [...new Set([...Object.keys(ours.factions), ...Object.keys(reference.factions)])].sort();
  for (const name of names) {
    const a = ours.factions[name];
    const b = reference.factions[name];
    if (!a || !b) return `${name}: ${a ? "only in our game" : "only in the reference's game"}`;
    for (const key of Object.keys(a).sort() as (keyof FactionSummary)[]) {
      const x = JSON.stringify(a[key]);
      const y = JSON.stringify(b[key]);
      if (x !== y) return `${name}.${key}: ours ${x}, reference ${y}`;
    }
  }
  if (ours.finished !== reference.finished) return `finished: ours ${ours.finished}, reference ${reference.finished}`;
  if (ours.round !== reference.round) return `round: ours ${ours.round}, reference ${reference.round}`;
  return undefined;
}

/**
 * Whether two outcomes agree: both refuse the same line, or both accept the log and end in the
 * same state. Returns undefined when they agree, else what differs (one line of text).
 */
export function disagreement(ours: Outcome, reference: Outcome): string | undefined {
  if (ours.ok && reference.ok) return firstDifference(ours.summary, reference.summary);
  if (!ours.ok && !reference.ok) {
    if (ours.line === reference.line) return undefined;
    return `we refuse line ${ours.line} (${ours.text.trim()}: ${ours.message}); the reference refuses line ${reference.line} (${reference.text.trim()}: ${reference.message})`;
  }
  if (!reference.ok) return `the reference refuses line ${reference.line} (${reference.text.trim()}: ${reference.message}); we accept it`;
  const o = ours as Extract<Outcome, { ok: false }>;
  return `we refuse line ${o.line} (${o.text.trim()}: ${o.message}); the reference accepts the log`;
}

/**
 * A disagreement of a kind `REFERENCE.md` (Mutated logs) documents and we keep on purpose, or
 * undefined: the site accepts a command that takes a second action while the first one's follow-up
 * is missing, or an action it cannot carry out (its game is then stuck, and it refuses a later
 * line); we refuse that command.
 */
export function knownDifference(ours: Outcome, reference: Outcome): string | undefined {
  // The site refuses `done` with "must take an action" where we accept it: the last player left,
  // after a stray command of their own (REFERENCE.md, Mutated logs: "One more is `done` …").
  if (ours.ok) return !reference.ok && /^done$/i.test(commandOf(reference.text)) && /must take an action/.test(reference.message) ? "the site refuses a `done` of the last player left after a stray command of theirs (REFERENCE.md, Mutated logs)" : undefined;
  // The site accepts the second action (and refuses a later line, or none when the log ends first).
  if (!reference.ok && reference.line <= ours.line) return undefined;
  if (/\(the action is already taken\)$|could not use action \w+ now$/.test(ours.message))
    return "the site accepts an action it cannot carry out, or a second one while the first one's follow-up is missing (REFERENCE.md, Mutated logs)";
  return undefined;
}

/** The command of a log line without its faction: `done` of "swarmlings: done". */
const commandOf = (line: string) => line.replace(/^[^:]*:\s*/, "").trim();

export const MUTATIONS = ["drop", "duplicate", "reassign", "renumber", "insert"] as const;
export type Mutation = (typeof MUTATIONS)[number];

/** A mutated log and what was done to it. */
export interface MutatedLog {
  log: string;
  mutation: Mutation;
  /** 1-based line of the original log the mutation is at. */
  at: number;
  description: string;
}

const SETUP_LINE = /^(option|map|score|delete|setup|player|randomize|player-count)\b/i;

/** Commands that look legal, for inserting: filled in with the game's factions, hexes and tiles. */
const TEMPLATES = [
  "build {hex}",
  "upgrade {hex} to TP",
  "upgrade {hex} to TE",
  "upgrade {hex} to SH",
  "upgrade {hex} to SA",
  "transform {hex} to {color}",
  "dig {n}",
  "pass BON{bon}",
  "pass",
  "action ACT{act}",
  "action BON{bon}",
  "send p to {cult}",
  "+FAV{fav}",
  "+TW{tw}",
  "+{CULT}",
  "convert {n}W to {n}C",
  "convert {n}PW to {n}C",
  "convert 1P to 1W",
  "burn {n}",
  "advance ship",
  "advance dig",
  "leech {n} from {other}",
  "decline {n} from {other}",
  "decline",
  "done",
  "bridge {hex}:{hex}",
  "-1SPADE",
];
const COLORS = ["yellow", "brown", "black", "blue", "green", "gray", "red"];
const CULT_WORDS = ["fire", "water", "earth", "air"];

/**
 * A seeded mutation of a log: a move line dropped, duplicated, moved to another player, one of its
 * numbers or hexes changed, or a legal-looking command inserted. Setup lines are never touched.
 */
export function mutateLog(log: string, seed: number): MutatedLog {
  const lines = log.replace(/\n$/, "").split("\n");
  const moveLines = lines.map((l, i) => ({ l, i })).filter(({ l }) => l.trim() && !SETUP_LINE.test(l.trim()));
  const factions = lines.filter((l) => /^setup /i.test(l)).map((l) => l.slice(6).trim().toLowerCase());
  const hexes = [...new Set([...log.matchAll(/\b([A-I]\d{1,2})\b/g)].map((m) => m[1]!))];
  let rng = seed >>> 0;
  const pick = <T>(items: readonly T[]): T => {
    const d = draw(rng);
    rng = d.rng;
    return items[Math.floor(d.value * items.length)]!;
  };
  const int = (lo: number, hi: number) => pick(Array.from({ length: hi - lo + 1 }, (_, k) => lo + k));
  const mutation = pick(MUTATIONS);
  const target = pick(moveLines);
  const out = [...lines];
  const prefixOf = (l: string) => (l.includes(":") ? l.slice(0, l.indexOf(":")).trim() : "");
  let description = "";
  switch (mutation) {
    case "drop":
      out.splice(target.i, 1);
      description = `dropped line ${target.i + 1} (${target.l})`;
      break;
    case "duplicate":
      out.splice(target.i, 0, target.l);
      description = `duplicated line ${target.i + 1} (${target.l})`;
      break;
    case "reassign": {
      const from = prefixOf(target.l);
      const others = factions.filter((f) => f !== from);
      if (!from || others.length === 0) {
        out.splice(target.i, 1);
        description = `dropped line ${target.i + 1} (${target.l})`;
        break;
      }
      const to = pick(others);
      out[target.i] = `${to}:${target.l.slice(target.l.indexOf(":") + 1)}`;
      description = `line ${target.i + 1} (${target.l}) given to ${to}`;
      break;
    }
    case "renumber": {
      const tokens = [...target.l.matchAll(/\b([A-I])(\d{1,2})\b|\d+/g)];
      const command = target.l.indexOf(":") + 1;
      const usable = tokens.filter((t) => t.index! >= command);
      if (usable.length === 0) {
        out.splice(target.i, 0, target.l);
        description = `duplicated line ${target.i + 1} (${target.l})`;
        break;
      }
      const t = pick(usable);
      const replacement = t[1] ? (hexes.length > 1 ? pick(hexes.filter((h) => h !== t[0])) : `${t[1]}${int(1, 13)}`) : String(Math.max(0, Number(t[0]) + pick([-2, -1, 1, 2, 3])));
      out[target.i] = target.l.slice(0, t.index!) + replacement + target.l.slice(t.index! + t[0].length);
      description = `line ${target.i + 1} (${target.l}) changed to ${out[target.i]}`;
      break;
    }
    case "insert": {
      const faction = pick(factions);
      const command = pick(TEMPLATES)
        .replace(/\{hex\}/g, () => (hexes.length ? pick(hexes) : "E5"))
        .replace(/\{color\}/g, () => pick(COLORS))
        .replace(/\{n\}/g, () => String(int(1, 3)))
        .replace(/\{bon\}/g, () => String(int(1, 9)))
        .replace(/\{act\}/g, () => String(int(1, 6)))
        .replace(/\{fav\}/g, () => String(int(1, 12)))
        .replace(/\{tw\}/g, () => String(int(1, 5)))
        .replace(/\{cult\}/g, () => pick(CULT_WORDS))
        .replace(/\{CULT\}/g, () => pick(CULT_WORDS).toUpperCase())
        .replace(/\{other\}/g, () => pick(factions.filter((f) => f !== faction).concat(faction)));
      const line = `${faction}: ${command}`;
      out.splice(target.i, 0, line);
      description = `inserted line ${target.i + 1} (${line})`;
      break;
    }
  }
  return { log: out.join("\n") + "\n", mutation, at: target.i + 1, description };
}

/**
 * Ways real logs of terra.snellman.net spell the same game differently from our formatter: any
 * case, a turn's commands on one line, resources and buildings in words, commands that change
 * nothing, comments and blank lines, and a player dropping out (`drop-faction`).
 */
export const IDIOMS = ["case", "joined", "spelled", "no-op", "comment", "drop-faction"] as const;
export type Idiom = (typeof IDIOMS)[number];

/** A log rewritten with one idiom (`mutation` names it). */
export interface RewrittenLog {
  log: string;
  mutation: Idiom;
  description: string;
}

const WORDS: Record<string, readonly string[]> = {
  PW: ["power", "pw", "Power"],
  C: ["coins", "coin", "c"],
  W: ["workers", "worker", "w"],
  P: ["priests", "priest", "p"],
  VP: ["vp", "VP"],
  TP: ["trading post", "Trading post", "tp"],
  TE: ["temple", "Temple", "te"],
  SH: ["stronghold", "Stronghold", "sh"],
  SA: ["sanctuary", "Sanctuary", "sa"],
};

/**
 * A seeded rewrite of a log that keeps its meaning: the reference must read the result as we do
 * (accept it to the same state, or refuse the same line). Setup lines are never touched.
 */
export function rewriteLog(log: string, seed: number): RewrittenLog {
  const lines = log.replace(/\n$/, "").split("\n");
  const firstMove = lines.findIndex((l) => l.trim() && !SETUP_LINE.test(l.trim()));
  const factions = lines.filter((l) => /^setup /i.test(l)).map((l) => l.slice(6).trim().toLowerCase());
  let rng = seed >>> 0;
  const chance = (p: number) => {
    const d = draw(rng);
    rng = d.rng;
    return d.value < p;
  };
  const pick = <T>(items: readonly T[]): T => {
    const d = draw(rng);
    rng = d.rng;
    return items[Math.floor(d.value * items.length)]!;
  };
  const mutation = pick(IDIOMS);
  const head = lines.slice(0, firstMove);
  const moves = lines.slice(firstMove);
  const actor = (l: string) => (l.includes(":") ? l.slice(0, l.indexOf(":")).trim() : "");
  const command = (l: string) => l.slice(l.indexOf(":") + 1).trim();
  const isAnswer = (l: string) => /^(leech|decline)\b/i.test(command(l));
  let out: string[] = moves;
  let description = "";
  switch (mutation) {
    case "case": {
      const mangle = (t: string) => pick([t.toUpperCase(), t.toLowerCase(), t.replace(/\b\w/g, (c) => c.toUpperCase())]);
      out = moves.map((l) => (actor(l) && chance(0.3) ? `${pick([actor(l), actor(l).toUpperCase(), actor(l)[0]!.toUpperCase() + actor(l).slice(1)])}: ${mangle(command(l))}` : l));
      description = "commands and faction names in upper, lower and title case";
      break;
    }
    case "joined": {
      // A player's consecutive commands on one line, as the site writes a turn. Power offers stay
      // on their own lines: the site answers them first whatever their place in the line.
      out = [];
      for (const l of moves) {
        const last = out[out.length - 1];
        if (last !== undefined && actor(l) && actor(l) === actor(last) && !isAnswer(l) && !isAnswer(last)) out[out.length - 1] = `${last}. ${command(l)}`;
        else out.push(l);
      }
      description = "each player's consecutive commands joined on one line with '.'";
      break;
    }
    case "spelled": {
      out = moves.map((l) => {
        if (!actor(l) || !chance(0.5)) return l;
        return `${actor(l)}: ${command(l)
          .replace(/^convert (\d+)(PW|VP|C|W|P) to (\d+)(PW|VP|C|W|P)$/i, (_, a: string, x: string, b: string, y: string) => `convert ${a} ${pick(WORDS[x.toUpperCase()]!)} to ${b} ${pick(WORDS[y.toUpperCase()]!)}`)
          .replace(/^upgrade (\w+) to (TP|TE|SH|SA)$/i, (_, h: string, b: string) => `upgrade ${h} to ${pick(WORDS[b.toUpperCase()]!)}`)}`;
      });
      description = "conversions and upgrades with resources and buildings in words";
      break;
    }
    case "no-op": {
      // `burn 0` after a command of the player whose turn it is; `dig 0` before their `dig N` (it is
      // a dig of no spade, and takes the action like any dig).
      out = [];
      for (const l of moves) {
        if (actor(l) && /^dig \d+$/i.test(command(l)) && chance(0.5)) out.push(`${actor(l)}: dig 0`);
        out.push(l);
        // Not after a transformation or a spade given up: those may be the round-end cult bonus's
        // spades, where the site's idea of who may burn is its own (REFERENCE.md).
        if (actor(l) && /^(build|upgrade|action|send|advance|dig|convert|bridge)\b/i.test(command(l)) && chance(0.1)) out.push(`${actor(l)}: burn 0`);
      }
      description = "burn 0 after commands of the player to move, dig 0 before their digs";
      break;
    }
    case "comment": {
      // Where the site's own logs have them: a header, and blank and comment lines between rounds
      // (after the last pass of each). The site counts a comment line as a row of the log, so one
      // inside a turn ends the turn there (we ignore comments anywhere; see REFERENCE.md).
      out = [];
      let passes = 0;
      for (const l of moves) {
        out.push(l);
        if (/^pass\b/i.test(command(l)) && ++passes === factions.length) {
          passes = 0;
          out.push("", pick(["# Round income", "#", "# Scoring FIRE cult"]), "");
        }
      }
      head.unshift("# A game played by bots", "");
      description = "a header comment, and comment and blank lines between rounds";
      break;
    }
    case "drop-faction": {
      // A player leaves between two turns: their later lines, and answers to their offers, go.
      const gone = pick(factions);
      const starts = moves.flatMap((l, i) => (i > 0 && actor(l) && actor(l) !== actor(moves[i - 1]!) && !isAnswer(l) ? [i] : []));
      const at = starts.length ? pick(starts) : moves.length;
      const later = moves.slice(at).filter((l) => actor(l).toLowerCase() !== gone && !new RegExp(`from ${gone}$`, "i").test(command(l)));
      out = [...moves.slice(0, at), `drop-faction ${gone}`, ...later];
      description = `drop-faction ${gone} before line ${firstMove + at + 1}`;
      break;
    }
  }
  return { log: [...head, ...out].join("\n") + "\n", mutation, description };
}
