/**
 * The Origins notation (see README.md): a log is a setup line, `origins players 3 seed 42`, then
 * one move per line, `p1: visit 2 R4`. Blank lines and `#` comments are ignored. Moves are read by
 * the move family of their first word, and written by the same family, so parse and format
 * round-trip.
 */
import type { Catalog } from "../catalog";
import { FAMILY_BY_VERB, familyOf } from "../moves";
import type { Move } from "../moves/types";
import { applyMove, createGame } from "../rules/game";
import type { GameSetup } from "../rules/setup";
import type { GameState } from "../rules/state";

/** A move in the notation, with its player: `p1: visit 2 R4`. */
export function formatMove(move: Move): string {
  const family = familyOf(move.type);
  if (!family) throw new Error(`origins: no family for move ${String(move.type)}`);
  return `${move.player}: ${family.format(move as never)}`;
}

export const formatSetup = (setup: GameSetup): string => `origins players ${setup.players} seed ${setup.seed}`;

export function formatLog(setup: GameSetup, moves: readonly Move[]): string {
  return [formatSetup(setup), ...moves.map(formatMove)].join("\n") + "\n";
}

export function parseSetup(line: string): GameSetup | { error: string } {
  const m = line.trim().match(/^origins\s+players\s+(\d+)\s+seed\s+(-?\d+)$/i);
  return m ? { players: Number(m[1]), seed: Number(m[2]) } : { error: `the log must start with a setup line such as "origins players 3 seed 42", not "${line.trim()}"` };
}

/** Read one move line: `p1: visit 2 R4`. */
export function parseMove(line: string): Move | { error: string } {
  const m = line.trim().match(/^(p\d+)\s*:\s*(\S+)(.*)$/i);
  if (!m) return { error: `"${line.trim()}" is not a move (write "p1: visit 2 R4")` };
  const verb = m[2]!.toLowerCase();
  const family = FAMILY_BY_VERB.get(verb);
  if (!family) return { error: `unknown move "${verb}" (moves: ${[...FAMILY_BY_VERB.keys()].join(", ")})` };
  const words = m[3]!.trim() === "" ? [] : m[3]!.trim().split(/\s+/);
  return family.parse(words, m[1]!.toLowerCase(), verb) as Move | { error: string };
}

const meaningful = (line: string) => line.replace(/#.*$/, "").trim();

export type ReplayResult =
  | { ok: true; state: GameState; setup: GameSetup; moves: { line: number; move: Move }[] }
  | { ok: false; code: string; message: string; line: number };

/** Replay a log: the state after its last move, or the first line that cannot be read or played. */
export function replay(text: string, catalog: Catalog): ReplayResult {
  const lines = text.split(/\r?\n/);
  let i = lines.findIndex((l) => meaningful(l) !== "");
  if (i < 0) return { ok: false, code: "log/empty", message: "the log is empty", line: 1 };
  const setup = parseSetup(meaningful(lines[i]!));
  if ("error" in setup) return { ok: false, code: "log/setup", message: setup.error, line: i + 1 };
  const created = createGame(catalog, setup);
  if (!created.ok) return { ok: false, code: created.code, message: created.message, line: i + 1 };
  let state = created.state;
  const moves: { line: number; move: Move }[] = [];
  for (i = i + 1; i < lines.length; i++) {
    const text = meaningful(lines[i]!);
    if (!text) continue;
    const move = parseMove(text);
    if ("error" in move) return { ok: false, code: "log/parse", message: move.error, line: i + 1 };
    const r = applyMove(catalog, state, move);
    if (!r.ok) return { ok: false, code: r.code, message: `${formatMove(move)}: ${r.message}`, line: i + 1 };
    state = r.state;
    moves.push({ line: i + 1, move });
  }
  return { ok: true, state, setup, moves };
}
