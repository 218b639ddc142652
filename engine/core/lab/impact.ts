/**
 * Impact replay: what a change of a pack does to games already played. Each recorded game of a
 * corpus (imported playtests, uploaded logs) is replayed under the base revision A and the changed
 * revision B, move by move in lockstep. A game the change does not touch replays to the same state
 * after every move; otherwise the first move whose resulting state differs is reported with what
 * differs, and where B refuses a recorded move, the game is continued from there by a bot (seeded),
 * as is A from the same point with the same bot and seed, so the VP delta compares like with like.
 * Per player (faction), the mean delta over the corpus with its t interval.
 *
 * Pure and generic: it uses only the game-module contract (replay, apply, bots, views).
 */
import { botChoice, type AnyGameModule } from "../game";
import { nextRandom } from "../random";
import { tInterval, type Interval } from "./intervals";

/** One recorded game: a name (file, session) and its log in the game's notation. */
export interface ImpactLog {
  name: string;
  log: string;
  /** Where it came from (a file path, a session id), for links. */
  source?: string;
}

/** A value at a path of the state that differs between A and B. */
export interface StateDifference {
  path: string;
  a: unknown;
  b: unknown;
}

/** The first move of a game that the change touched. */
export interface FirstChange {
  /** Index of the move in the recorded game (0-based); -1 for the setup (the state before any move). */
  index: number;
  /** How it changed: the state after the move differs, or B refuses the move. */
  kind: "state" | "refused";
  /** The move's line of the log and its text (absent for the setup). */
  line?: number;
  text?: string;
  /** The move as the notation writes it. */
  move?: string;
  /** B's reason for refusing it. */
  code?: string;
  message?: string;
  /** What differs in the state after the move (first few paths). */
  differences: StateDifference[];
}

export interface ImpactPlayer {
  player: string;
  /** VP in the recorded game under A (at the log's end). */
  a: number;
  /** VP under B: the log replayed, or continued by the bot from the first refused move. */
  b?: number;
  /** VP under A continued by the same bot from the same move (continued games only). */
  aContinued?: number;
  /** B − A like for like: B − aContinued for continued games, else B − a. */
  delta?: number;
}

export type ImpactStatus =
  /** Every state equal after every move. */
  | "unchanged"
  /** Every move still legal, but some state differs. */
  | "changed"
  /** A move became illegal under B; bots played on. */
  | "continued"
  /** B cannot set the game up (a faction or option it lacks): nothing to compare. */
  | "unplayable"
  /** The log does not replay under A: not a game of this pack. */
  | "failed";

export interface ImpactGame {
  name: string;
  source?: string;
  status: ImpactStatus;
  /** Moves in the recorded log. */
  moves: number;
  finished: boolean;
  firstChange?: FirstChange;
  /** For continued games whose state had differed before: the move B refused, where bots took over. */
  refused?: FirstChange;
  players: ImpactPlayer[];
  /** For continued games: the bot, its seed, and the games as continued (logs to open as playtests). */
  continuation?: { bot: string; seed: number; movesA: number; movesB: number; logA: string; logB: string; error?: string };
  /** Why the game failed (A's refusal, B's setup problem, a continuation that did not end). */
  error?: string;
}

export interface ImpactFactionStats {
  player: string;
  /** Games the player is in (with a B result). */
  games: number;
  /** Of those, games whose VP for the player changed. */
  changed: number;
  /** Mean delta B − A with its t interval (unbounded from one game). */
  delta: Interval;
}

export interface ImpactReport {
  games: ImpactGame[];
  counts: Record<ImpactStatus, number>;
  players: ImpactFactionStats[];
  confidence: number;
}

export interface ImpactOptions {
  /** The bot that continues games with a refused move, by name (`name` or `name:level`). */
  bot?: string;
  /** Seed of the first game's continuation; game i uses seed + i. */
  seed?: number;
  confidence?: number;
  /** Paths listed per first change. */
  differences?: number;
  /** Called after each game (for a progress line). */
  onGame?: (done: number, total: number, game: ImpactGame) => void;
}

/** Moves a continuation may take before it is called stuck. */
const MAX_MOVES = 20_000;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The name of an array element in a path: its `faction` or `id` when it has one (players[witches]), else its index. */
function elementName(a: unknown, b: unknown, i: number): string {
  for (const v of [a, b]) {
    if (isRecord(v)) {
      const name = v.faction ?? v.id;
      if (typeof name === "string") return name;
    }
  }
  return String(i);
}

/**
 * Up to `limit` paths where two plain (JSON) values differ, depth first in key order: a value that
 * is present on one side only is listed with `undefined` on the other.
 */
export function stateDifferences(a: unknown, b: unknown, limit = 8): StateDifference[] {
  const out: StateDifference[] = [];
  const walk = (x: unknown, y: unknown, path: string): void => {
    if (out.length >= limit || x === y) return;
    if (Array.isArray(x) && Array.isArray(y)) {
      const n = Math.max(x.length, y.length);
      for (let i = 0; i < n && out.length < limit; i++) walk(x[i], y[i], `${path}[${elementName(x[i], y[i], i)}]`);
      return;
    }
    if (isRecord(x) && isRecord(y)) {
      const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
      for (const k of keys) if (out.length < limit) walk(x[k], y[k], path ? `${path}.${k}` : k);
      return;
    }
    if (typeof x === "number" && typeof y === "number" && Number.isNaN(x) && Number.isNaN(y)) return;
    out.push({ path, a: x, b: y });
  };
  walk(a, b, "");
  return out;
}

type Continued = { ok: true; state: unknown; moves: unknown[] } | { ok: false; error: string; moves: unknown[] };

/** Play a game on from `state` to its end, the bot at every seat; players who may move are drawn with the seed. */
function playOn(module: AnyGameModule, catalog: unknown, start: unknown, bot: string, seed: number): Continued {
  const found = botChoice(module.bots, bot);
  if (!found.ok) throw new Error(found.message);
  const { bot: b, strength } = found.choice;
  let state = start;
  const moves: unknown[] = [];
  let rng = nextRandom((seed ^ 0x2545f491) >>> 0).state;
  while (!module.views.finished(state)) {
    if (moves.length >= MAX_MOVES) return { ok: false, error: `no end after ${MAX_MOVES} bot moves`, moves };
    const waiting: string[] = [...module.moves.toMove(state)];
    let move: unknown;
    while (move === undefined && waiting.length > 0) {
      const r = nextRandom(rng);
      const [player] = waiting.splice(Math.floor(r.value * waiting.length), 1);
      const choice = b.choose(catalog, state, player!, r.state, { strength });
      rng = choice ? choice.rng : r.state;
      move = choice?.move;
    }
    if (move === undefined) return { ok: false, error: `stuck in round ${module.views.round(state)}: nobody has a move`, moves };
    const applied = module.moves.apply(catalog, state, move);
    if (!applied.ok) return { ok: false, error: `a bot's move was refused: ${module.notation.formatMove(move)}: ${applied.message}`, moves };
    state = applied.state;
    moves.push(move);
  }
  return { ok: true, state, moves };
}

function vpOf(module: AnyGameModule, state: unknown): Map<string, number> {
  return new Map((module.views.scores(state) as { player: string; vp: number }[]).map((s) => [s.player, s.vp]));
}

/** One game of the corpus replayed under A and B (`index` picks its continuation seed). */
export function impactOfGame(module: AnyGameModule, catalogA: unknown, catalogB: unknown, game: ImpactLog, options: ImpactOptions & { index?: number } = {}): ImpactGame {
  const bot = options.bot ?? "heuristic";
  const seed = (options.seed ?? 1) + (options.index ?? 0);
  const limit = options.differences ?? 8;
  const base = { name: game.name, ...(game.source === undefined ? {} : { source: game.source }) };
  const a = module.notation.replay(game.log, catalogA);
  if (!a.ok) return { ...base, status: "failed", moves: 0, finished: false, players: [], error: `does not replay under A: ${"line" in a ? `line ${a.line}: ` : ""}${a.message}` };
  const recorded = a.moves.map((m) => m.move);
  const vpA = vpOf(module, a.state);
  const players = module.setup.players(a.state) as string[];
  const common = { ...base, moves: recorded.length, finished: module.views.finished(a.state) as boolean };
  const lines = game.log.split(/\r?\n/);
  const at = (i: number) => {
    const line = a.moves[i]!.line;
    return { line, text: lines[line - 1]?.trim() ?? "", move: module.notation.formatMove(recorded[i]) };
  };

  const createdB = module.setup.create(catalogB, a.setup);
  if (!createdB.ok)
    return { ...common, status: "unplayable", players: players.map((p) => ({ player: p, a: vpA.get(p) ?? 0 })), error: `B cannot set this game up: ${createdB.message}`, firstChange: { index: -1, kind: "refused", code: createdB.code, message: createdB.message, differences: [] } };
  const createdA = module.setup.create(catalogA, a.setup);
  if (!createdA.ok) throw new Error(`${game.name}: replayed under A but cannot be set up again: ${createdA.message}`);
  let stateA: unknown = createdA.state;
  let stateB: unknown = createdB.state;
  let first: FirstChange | undefined;
  const setupDiff = stateDifferences(stateA, stateB, limit);
  if (setupDiff.length) first = { index: -1, kind: "state", differences: setupDiff };

  for (let i = 0; i < recorded.length; i++) {
    const move = recorded[i];
    const nextB = module.moves.apply(catalogB, stateB, move);
    if (!nextB.ok) {
      const refusal: FirstChange = { index: i, kind: "refused", ...at(i), code: nextB.code, message: nextB.message, differences: [] };
      return continued(module, catalogA, catalogB, { ...common, firstChange: first ?? refusal }, { players, vpA, recorded, setup: a.setup, i, stateA, stateB, bot, seed, refusal });
    }
    stateB = nextB.state;
    const nextA = module.moves.apply(catalogA, stateA, move);
    if (!nextA.ok) throw new Error(`${game.name}: move ${i} replayed under A, then was refused: ${nextA.message}`);
    stateA = nextA.state;
    if (!first) {
      const diff = stateDifferences(stateA, stateB, limit);
      if (diff.length) first = { index: i, kind: "state", ...at(i), differences: diff };
    }
  }
  const b = module.notation.replay(game.log, catalogB);
  if (!b.ok) throw new Error(`${game.name}: every move applied under B, but its replay refuses it: ${"line" in b ? `line ${b.line}: ` : ""}${b.message}`);
  const vpB = vpOf(module, b.state);
  const out = players.map((p) => ({ player: p, a: vpA.get(p) ?? 0, b: vpB.get(p) ?? 0, delta: (vpB.get(p) ?? 0) - (vpA.get(p) ?? 0) }));
  if (!first) first = finalDifference(module, a.state, b.state, limit, recorded.length, at);
  return { ...common, status: first ? "changed" : "unchanged", ...(first ? { firstChange: first } : {}), players: out };
}

/** A difference that shows only once the log's last turn is settled (e.g. final scoring): reported at the last move. */
function finalDifference(module: AnyGameModule, a: unknown, b: unknown, limit: number, moves: number, at: (i: number) => { line: number; text: string; move: string }): FirstChange | undefined {
  const diff = stateDifferences(a, b, limit);
  if (!diff.length) return undefined;
  return moves ? { index: moves - 1, kind: "state", ...at(moves - 1), differences: diff } : { index: -1, kind: "state", differences: diff };
}

function continued(
  module: AnyGameModule,
  catalogA: unknown,
  catalogB: unknown,
  game: Omit<ImpactGame, "status" | "players">,
  c: { players: string[]; vpA: Map<string, number>; recorded: unknown[]; setup: unknown; i: number; stateA: unknown; stateB: unknown; bot: string; seed: number; refusal: FirstChange },
): ImpactGame {
  const onA = playOn(module, catalogA, c.stateA, c.bot, c.seed);
  const onB = playOn(module, catalogB, c.stateB, c.bot, c.seed);
  const prefix = c.recorded.slice(0, c.i);
  const continuation = {
    bot: c.bot,
    seed: c.seed,
    movesA: onA.moves.length,
    movesB: onB.moves.length,
    logA: module.notation.formatLog(c.setup, [...prefix, ...onA.moves], catalogA),
    logB: module.notation.formatLog(c.setup, [...prefix, ...onB.moves], catalogB),
    ...(!onA.ok ? { error: `A: ${onA.error}` } : !onB.ok ? { error: `B: ${onB.error}` } : {}),
  };
  const firstChange = game.firstChange ?? c.refusal;
  // The refused move is the news even when an earlier state already differed: keep both.
  const refusedAt = firstChange === c.refusal ? {} : { refused: c.refusal };
  if (!onA.ok || !onB.ok)
    return { ...game, firstChange, ...refusedAt, status: "continued", players: c.players.map((p) => ({ player: p, a: c.vpA.get(p) ?? 0 })), continuation, error: `the continuation did not end: ${continuation.error}` };
  const vpA = vpOf(module, onA.state);
  const vpB = vpOf(module, onB.state);
  return {
    ...game,
    firstChange,
    ...refusedAt,
    status: "continued",
    players: c.players.map((p) => ({ player: p, a: c.vpA.get(p) ?? 0, b: vpB.get(p) ?? 0, aContinued: vpA.get(p) ?? 0, delta: (vpB.get(p) ?? 0) - (vpA.get(p) ?? 0) })),
    continuation,
  };
}

/** Per player, the mean delta over the games with a B result, with its t interval. */
export function impactByPlayer(games: readonly ImpactGame[], confidence = 0.95): ImpactFactionStats[] {
  const deltas = new Map<string, number[]>();
  for (const g of games) for (const p of g.players) if (p.delta !== undefined) deltas.set(p.player, [...(deltas.get(p.player) ?? []), p.delta]);
  return [...deltas.entries()]
    .map(([player, d]) => ({ player, games: d.length, changed: d.filter((x) => x !== 0).length, delta: tInterval(d, confidence) }))
    .sort((x, y) => x.player.localeCompare(y.player));
}

/**
 * Replay every game of a corpus under revisions A and B (compiled catalogs of the same game):
 * per game its status, first change and VP per player; per player the mean delta.
 */
export function impactReplay(module: AnyGameModule, catalogA: unknown, catalogB: unknown, corpus: readonly ImpactLog[], options: ImpactOptions = {}): ImpactReport {
  const bot = options.bot ?? "heuristic";
  const found = botChoice(module.bots, bot);
  if (!found.ok) throw new RangeError(`${module.name}: ${found.message}`);
  const confidence = options.confidence ?? 0.95;
  const games: ImpactGame[] = [];
  corpus.forEach((log, index) => {
    const game = impactOfGame(module, catalogA, catalogB, log, { ...options, bot, index });
    games.push(game);
    options.onGame?.(games.length, corpus.length, game);
  });
  return impactReport(games, confidence);
}

/** The report of some replayed games (all of a corpus, or those a stopped replay finished): counts by status and the per-player deltas. */
export function impactReport(games: readonly ImpactGame[], confidence = 0.95): ImpactReport {
  const counts: Record<ImpactStatus, number> = { unchanged: 0, changed: 0, continued: 0, unplayable: 0, failed: 0 };
  for (const g of games) counts[g.status]++;
  return { games: [...games], counts, players: impactByPlayer(games, confidence), confidence };
}
