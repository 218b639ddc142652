/**
 * A batch of the balance lab: a pack revision × maps × variants × player count × seat policy × N
 * seeds. Game `i` of a batch is fully determined by the spec (its map, seed and the bot of every
 * seat), so any game can be played again, by any worker, in any order, with the same result. Bots
 * are picked by name from the game module's `bots`, so a bot registered later plugs in unchanged.
 */
import { z } from "zod";
import { botChoice, type AnyGameModule } from "../game";
import { nextRandom } from "../random";
import { ranksOf, type LabGameResult } from "./summary";

export const BatchSpecSchema = z.strictObject({
  /** The game module (`manifest.game`). */
  game: z.string().min(1).default("terra-mystica"),
  /** The pack the batch plays: its id and, for a stored pack, the revision (`undefined`: a pack file or folder). */
  pack: z.strictObject({ id: z.string().min(1), revision: z.number().int().positive().optional() }),
  /** Maps played, `games` seeds each. */
  maps: z.array(z.string().min(1)).min(1).default(["base"]),
  /** Game options (pack variants and engine switches). */
  variants: z.array(z.string().min(1)).default([]),
  players: z.number().int().min(1).max(8),
  /**
   * The bot of each seat, by name in the module's `bots`: one name for every seat, or one per seat.
   */
  bots: z.array(z.string().min(1)).min(1),
  /** Rotate the bots round the table game by game, so each bot sits in every seat equally often. */
  rotate: z.boolean().default(false),
  /** The players of every game, by id in seating order (default: drawn from each game's seed). */
  fixed: z.array(z.string().min(1)).optional(),
  /** Games per map. */
  games: z.number().int().min(1).max(1_000_000),
  /** Seed of the first game of each map; game k of a map has seed `seed + k`. */
  seed: z.number().int().min(0).max(0xffffffff).default(1),
});
export type BatchSpec = z.infer<typeof BatchSpecSchema>;

/** The problems of a spec that its schema cannot see, as sentences (empty when there are none). */
export function batchSpecProblems(spec: BatchSpec, module: AnyGameModule): string[] {
  const out: string[] = [];
  if (spec.bots.length !== 1 && spec.bots.length !== spec.players) out.push(`bots names ${spec.bots.length} bots for ${spec.players} seats: give one for every seat or one per seat`);
  for (const bot of new Set(spec.bots)) {
    const found = botChoice(module.bots, bot);
    if (!found.ok) out.push(`${module.name}: ${found.message}`);
  }
  if (spec.fixed && spec.fixed.length !== spec.players) out.push(`fixed names ${spec.fixed.length} players for ${spec.players} seats`);
  if (!module.lab) out.push(`${module.name} cannot be played in the lab yet (its module has no lab support)`);
  return out;
}

/**
 * Set up the first game of each map, so a bad map, option or player count is one clear sentence
 * before any game is played (undefined when every map sets up).
 */
export function batchSetupProblem(spec: BatchSpec, module: AnyGameModule, catalog: unknown): string | undefined {
  for (const map of spec.maps) {
    try {
      const setup = module.lab!.setupFor(catalog, { players: spec.players, map, options: spec.variants, seed: spec.seed, ...(spec.fixed ? { fixed: spec.fixed } : {}) });
      const created = module.setup.create(catalog, setup);
      if (!created.ok) return `map ${map}: ${created.message}`;
    } catch (e) {
      return `map ${map}: ${(e as Error).message}`;
    }
  }
  return undefined;
}

/** Games in the batch. */
export function batchSize(spec: BatchSpec): number {
  return spec.maps.length * spec.games;
}

/** What game `index` of a batch is: its map, seed and the bot of every seat. */
export function gamePlan(spec: BatchSpec, index: number): { map: string; seed: number; bots: string[] } {
  const map = spec.maps[Math.floor(index / spec.games)];
  if (map === undefined || index < 0 || !Number.isInteger(index)) throw new RangeError(`game ${index} is not in a batch of ${batchSize(spec)} games`);
  const k = index % spec.games;
  const shift = spec.rotate ? k % spec.players : 0;
  const bots = Array.from({ length: spec.players }, (_, seat) => spec.bots.length === 1 ? spec.bots[0]! : spec.bots[(seat - shift + spec.players * 2) % spec.players]!);
  return { map, seed: spec.seed + k, bots };
}

/** One game of a batch as played: its result, or why it failed; with the log to open it as a playtest. */
export type LabGameRecord = ({ ok: true } & LabGameResult & { map: string; log: string; ms: number }) | { ok: false; index: number; seed: number; map: string; error: string; log?: string; ms: number };

/** Moves a game may take before it is called stuck (a game that does not end is a bug). */
const MAX_MOVES = 20_000;

/**
 * Play game `index` of a batch with the module's bots. Each step one of the players who may move
 * now is drawn (seeded) and its seat's bot chooses; a bot with nothing to play yields to another.
 */
export function playLabGame(module: AnyGameModule, catalog: unknown, spec: BatchSpec, index: number, now: () => number = () => 0): LabGameRecord {
  const start = now();
  const plan = gamePlan(spec, index);
  const lab = module.lab;
  if (!lab) throw new Error(`${module.name} has no lab support`);
  const fail = (error: string, log?: string): LabGameRecord => ({ ok: false, index, seed: plan.seed, map: plan.map, error, ...(log === undefined ? {} : { log }), ms: now() - start });
  let setup: unknown;
  try {
    setup = lab.setupFor(catalog, { players: spec.players, map: plan.map, options: spec.variants, seed: plan.seed, ...(spec.fixed ? { fixed: spec.fixed } : {}) });
  } catch (e) {
    return fail((e as Error).message);
  }
  const created = module.setup.create(catalog, setup);
  if (!created.ok) return fail(created.message);
  let state = created.state;
  const players: string[] = module.setup.players(state);
  // Who each result is about (the game's choice, read off the game as set up).
  const resultPlayer = players.map((p) => (lab.playerOf ? lab.playerOf(state, p) : p));
  const seatOf = new Map(players.map((p, i) => [p, i]));
  const seatBots = plan.bots.map((name) => {
    const found = botChoice(module.bots, name);
    if (!found.ok) throw new Error(found.message);
    return found.choice;
  });
  const moves: unknown[] = [];
  let rng = nextRandom((plan.seed ^ 0x2545f491) >>> 0).state;
  const log = () => module.notation.formatLog(setup, moves, catalog);
  while (!module.views.finished(state)) {
    if (moves.length >= MAX_MOVES) return fail(`no end after ${MAX_MOVES} moves`, log());
    const waiting: string[] = [...module.moves.toMove(state)];
    let move: unknown;
    while (move === undefined && waiting.length > 0) {
      const r = nextRandom(rng);
      const [player] = waiting.splice(Math.floor(r.value * waiting.length), 1);
      const seat = seatBots[seatOf.get(player!)!]!;
      const choice = seat.bot.choose(catalog, state, player!, r.state, { strength: seat.strength });
      rng = choice ? choice.rng : r.state;
      move = choice?.move;
    }
    if (move === undefined) return fail(`stuck in round ${module.views.round(state)}: nobody has a move`, log());
    const applied = module.moves.apply(catalog, state, move);
    if (!applied.ok) return fail(`a bot's move was refused: ${module.notation.formatMove(move)}: ${applied.message} [${applied.code}]`, log());
    state = applied.state;
    moves.push(move);
  }
  const scores: { player: string; vp: number }[] = module.views.scores(state);
  const vps = players.map((p) => scores.find((s) => s.player === p)?.vp ?? 0);
  const ranks = ranksOf(vps);
  return {
    ok: true,
    index,
    seed: plan.seed,
    map: plan.map,
    moves: moves.length,
    seats: players.map((player, i) => ({ player: resultPlayer[i]!, bot: seatBots[i]!.label, vp: vps[i]!, rank: ranks[i]!, vpBySource: lab.vpBySource(state, player) })),
    log: log(),
    ms: now() - start,
  };
}
