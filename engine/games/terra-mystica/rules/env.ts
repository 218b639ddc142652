/** What every rule function works on: the catalog, the rules under the game's options, the board, the state. */
import { rulesFor, type Board, type Catalog, type CompiledFaction } from "../catalog";
import type { Rules } from "../schema/rules";
import type { GameState, PlayerState } from "./state";

export interface Env {
  readonly catalog: Catalog;
  readonly rules: Rules;
  readonly board: Board;
  readonly state: GameState;
  /** The faction of each seat. */
  readonly factions: readonly CompiledFaction[];
}

export function envOf(catalog: Catalog, state: GameState): Env {
  // A replay, a self-play game or a bot asks again and again for the same state: the last answer
  // holds while the state keeps its players, options and map (they never change during a game).
  const last = lastEnv;
  if (last && last.state === state && last.catalog === catalog && last.players === state.players && last.options === state.options && last.map === state.map)
    return last.env;
  const board = catalog.boards[state.map];
  if (!board) throw new Error(`map ${state.map} is not in the catalog`);
  // A loop, not `map`: see `cloneState` (arrays of one kind whichever tier of V8 builds them).
  const factions: CompiledFaction[] = [];
  for (const p of state.players) factions.push(catalog.factions[p.faction]!);
  const env: Env = { catalog, rules: rulesFor(catalog, state.options), board, state, factions };
  lastEnv = { env, state, catalog, players: state.players, options: state.options, map: state.map };
  return env;
}

let lastEnv: { env: Env; state: GameState; catalog: Catalog; players: PlayerState[]; options: string[]; map: string } | undefined;

export function factionOf(env: Env, seat: number): CompiledFaction {
  return env.factions[seat]!;
}

/** A seat's faction by its display name ("Witches"), for sentences. */
export function nameOf(env: Env, seat: number): string {
  return env.factions[seat]?.name ?? env.state.players[seat]!.faction;
}

/** The possessive of a name: "Witches'" but "Auren's". */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

export function player(env: Env, seat: number): PlayerState {
  return env.state.players[seat]!;
}

/** Seat of a faction, or -1. */
export function seatOf(state: GameState, faction: string): number {
  const players = state.players;
  for (let i = 0; i < players.length; i++) if (players[i]!.faction === faction) return i;
  const lower = faction.toLowerCase();
  return lower === faction ? -1 : seatOf(state, lower);
}

/** Whether a game option (a pack variant or an engine switch) is on. */
export function hasOption(env: Env, option: string): boolean {
  return env.state.options.includes(option);
}

/** The scoring tile of the current round (none during setup). */
export function currentScoringTile(env: Env) {
  const id = env.state.round > 0 ? env.state.scoring[env.state.round - 1] : undefined;
  return id ? env.catalog.scoringTiles[id] : undefined;
}
