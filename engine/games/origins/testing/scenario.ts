/**
 * Scenario helpers for tests: games started from a seeded setup, moves played in notation, refusals
 * read back. A scenario may arrange the state first (give resources, place tiles) where reaching that
 * position by play would be long; the moves then run through the same rules as any game.
 */
import type { Catalog } from "../catalog";
import { formatMove, parseMove } from "../notation";
import { applyMove, createGame } from "../rules/game";
import type { GameState } from "../rules/state";

export function newGame(catalog: Catalog, players: number, seed: number): GameState {
  const r = createGame(catalog, { players, seed });
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

/** Play moves written in the notation (one per line; blank lines and # comments skipped); throws on the first refusal. */
export function play(catalog: Catalog, state: GameState, log: string): GameState {
  for (const raw of log.split("\n")) {
    const line = raw.replace(/#.*$/, "").trim();
    if (!line) continue;
    const move = parseMove(line);
    if ("error" in move) throw new Error(`${line}: ${move.error}`);
    const r = applyMove(catalog, state, move);
    if (!r.ok) throw new Error(`${formatMove(move)}: ${r.code}: ${r.message}`);
    state = r.state;
  }
  return state;
}

/** The refusal of one move (throws if it is accepted). */
export function refusal(catalog: Catalog, state: GameState, line: string): { code: string; message: string } {
  const move = parseMove(line);
  if ("error" in move) throw new Error(`${line}: ${move.error}`);
  const r = applyMove(catalog, state, move);
  if (r.ok) throw new Error(`${line} was accepted`);
  return { code: r.code, message: r.message };
}

/** A copy of the state, changed by `fn` (a scenario's arrangement). */
export function arrange(state: GameState, fn: (s: GameState) => void): GameState {
  const copy = structuredClone(state);
  fn(copy);
  return copy;
}

/**
 * The scenarios' usual start: 2 players, seed 1, the draft done (p2 holds Y5 R2, p1 B5 O5; every
 * mothership at 1; bonus tiles resource, temple-step, build, military, orator on places 1–5), p2 to act.
 */
export const DRAFT_SEED_1 = `
p2: draft Y5
p1: draft B5
p1: draft O5
p2: draft R2
`;
