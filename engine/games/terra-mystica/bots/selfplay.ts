/**
 * Self-play: bots play a whole game against each other with legal moves only. Each step, one of the
 * players who may move now (the active player, players answering power offers, players owing
 * spades or tiles) is picked at random and their bot chooses a move. The game's full setup (scoring
 * tiles and removed bonus cards included) is returned with the moves, so the game can be written as
 * a log and replayed exactly. Pure and seeded: the same seed plays the same game.
 */
import type { Catalog } from "../catalog";
import { formatMove } from "../notation/format";
import { applyInPlace } from "../rules/apply";
import type { Move } from "../rules/moves";
import { nextRandom, nextState, valueAt } from "../../../core/random";
import { createGame, playedSetup, type GameSetup } from "../rules/setup";
import type { GameState } from "../rules/state";
import { hasFollowUps, owesSomething, setupMover } from "../rules/turn";
import { chooseLegalMove, draw, RANDOM_BOT, type RandomBotOptions } from "./random";

export interface SelfPlayOptions {
  /** Give up after this many moves (a game that does not end is a bug). */
  maxMoves?: number;
  bot?: RandomBotOptions;
  /** Called after every move with the state it led to (changed in place: copy what you keep). */
  onMove?: (state: GameState, move: Move, index: number) => void;
}

export type SelfPlayGame = {
  /** The setup as played: factions, map, options, the scoring tiles and the bonus cards removed. */
  setup: GameSetup;
  state: GameState;
  moves: Move[];
} & ({ ok: true } | { ok: false; reason: string });

/**
 * `count` factions of the catalog at random, in seating order: distinct, with distinct home
 * terrains (one ice, one volcano and one variable faction at most), among those the options allow.
 */
export function randomFactions(catalog: Catalog, count: number, rng: number, options: readonly string[] = []): { factions: string[]; rng: number } {
  const byTerrain = factionsByTerrain(catalog, options);
  const terrains = [...byTerrain.keys()];
  if (count > terrains.length) throw new Error(`Only ${terrains.length} home terrains for ${count} players`);
  let r = rng;
  const factions: string[] = [];
  for (let i = 0; i < count; i++) {
    const d = draw(r);
    const [terrain] = terrains.splice(Math.floor(d.value * terrains.length), 1);
    const options = byTerrain.get(terrain!)!;
    const e = draw(d.rng);
    factions.push(options[Math.floor(e.value * options.length)]!);
    r = e.rng;
  }
  return { factions, rng: r };
}

/** Per catalog and list of options: the factions in play by home terrain (terrains and factions sorted). */
const BY_TERRAIN = new WeakMap<Catalog, Map<string, ReadonlyMap<string, readonly string[]>>>();

/** The factions the options allow, by home terrain, in sorted order (worked out once per catalog and options: self-play asks for every game). */
function factionsByTerrain(catalog: Catalog, options: readonly string[]): ReadonlyMap<string, readonly string[]> {
  let byOptions = BY_TERRAIN.get(catalog);
  if (!byOptions) BY_TERRAIN.set(catalog, (byOptions = new Map()));
  const key = options.join("\n");
  let found = byOptions.get(key);
  if (!found) {
    const byTerrain = new Map<string, string[]>();
    for (const f of Object.values(catalog.factions)) {
      if (f.option && !options.includes(f.option)) continue;
      const list = byTerrain.get(f.homeTerrain) ?? [];
      list.push(f.id);
      byTerrain.set(f.homeTerrain, list);
    }
    const sorted = new Map<string, readonly string[]>();
    for (const terrain of [...byTerrain.keys()].sort()) sorted.set(terrain, byTerrain.get(terrain)!.sort());
    byOptions.set(key, (found = sorted));
  }
  return found;
}

/** The factions of self-play game `seed`: `count` factions drawn as `randomFactions` does, from a generator of their own. */
export function factionsForSeed(catalog: Catalog, count: number, seed: number, options: readonly string[] = []): string[] {
  return randomFactions(catalog, count, nextRandom((Math.imul(seed, 0x9e3779b1) ^ 0x85ebca6b) >>> 0).state, options).factions;
}

/**
 * Seats that may have something to do now: the setup step's player, the active player, players with
 * power offers or owing something. While the active player is in the middle of an action (its
 * follow-ups open or owed), only they move: on terra.snellman.net a turn is sent as one line, so
 * nobody's command comes between an action and its follow-ups (the site's engine mishandles that).
 */
export function seatsToMove(state: GameState, into?: number[]): number[] {
  // The answer goes into `into` when given (emptied first: self-play reuses one array).
  const seats = into ?? [];
  // Emptied with `pop` (setting `length` is a call into the runtime; at most a few seats are left).
  while (seats.length > 0) seats.pop();
  if (state.finished) return seats;
  if (state.phase === "setup-auction" || state.phase === "setup-choices" || state.phase === "setup-dwellings" || state.phase === "setup-bonus") {
    const seat = setupMover(state);
    if (seat >= 0) seats.push(seat);
    return seats;
  }
  if (state.phase === "actions" && state.active >= 0 && state.lastActor === state.active) {
    const p = state.players[state.active]!;
    if (p.actionsLeft === 0 ? owesSomething(p) || hasFollowUps(p) : p.passed) {
      seats.push(state.active);
      return seats;
    }
  }
  const offers = state.leechOffers;
  for (let seat = 0; seat < state.players.length; seat++) {
    const p = state.players[seat]!;
    if (p.dropped) continue;
    let offered = false;
    for (let i = 0; i < offers.length && !offered; i++) offered = offers[i]!.seat === seat;
    if (seat === state.active || offered || owesSomething(p)) seats.push(seat);
  }
  return seats;
}

/** Play a game between random bots. */
export function playSelfPlay(catalog: Catalog, setup: GameSetup, seed: number, options: SelfPlayOptions = {}): SelfPlayGame {
  const created = createGame(catalog, { ...setup, seed });
  if (!created.ok) throw new Error(created.message);
  const state = created.state;
  const played = playedSetup(catalog, setup, state);
  const moves: Move[] = [];
  const reason = playOut(catalog, state, moves, seed, options);
  return reason === undefined ? { ok: true, setup: played, state, moves } : { ok: false, reason, setup: played, state, moves };
}

/**
 * The moves of a created game (into `moves`, the state changed in place) until it ends: undefined,
 * or why it could not go on. Apart from the game's setup, so that the loop V8 compiles while the
 * first games run is only this one.
 */
function playOut(catalog: Catalog, state: GameState, moves: Move[], seed: number, options: SelfPlayOptions): string | undefined {
  const maxMoves = options.maxMoves ?? 10_000;
  const bot = options.bot ?? RANDOM_BOT;
  let rng = nextRandom((seed ^ 0x5bd1e995) >>> 0).state;
  // One array for the seats to move at every step.
  const seats: number[] = [];
  while (!state.finished) {
    if (moves.length >= maxMoves) return `no end after ${maxMoves} moves`;
    seatsToMove(state, seats);
    let move: Move | undefined;
    while (!move && seats.length > 0) {
      // `draw(rng)`, without its object.
      const drawn = nextState(rng);
      // The seat drawn leaves the list, the others keeping their order (a splice, without its array).
      const at = Math.floor(valueAt(drawn) * seats.length);
      const seat = seats[at]!;
      for (let i = at; i + 1 < seats.length; i++) seats[i] = seats[i + 1]!;
      seats.pop();
      const choice = chooseLegalMove(catalog, state, state.players[seat]!.faction, drawn, bot);
      rng = choice.rng;
      move = choice.move;
    }
    if (!move) return `stuck in round ${state.round} (${state.phase}): nobody has a legal move`;
    const r = applyInPlace(catalog, state, move);
    if (!r.ok) return `a listed move was refused: ${formatMove(move)}: ${r.message} [${r.code}]`;
    moves.push(move);
    options.onMove?.(state, move, moves.length - 1);
  }
  return undefined;
}
