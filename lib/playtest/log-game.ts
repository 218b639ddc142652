/**
 * The game a pasted log is written for, read off its first line, so that a log imported with a pack
 * of another game is told so (at line 1, naming both games) instead of failing on its first word.
 * Origins logs open with their setup line (`origins players 3 seed 42`); Terra Mystica logs with
 * setup lines (`option`, `map`, `score`, `setup`, …) or a faction's command (`witches: build E7`).
 */
import type { GameId } from "@/engine";

const ORIGINS = /^origins\s+players\b/i;
const TERRA_MYSTICA = /^(option|map|score|setup|delete|final-scoring|randomize|player)\s|^[a-z][a-z0-9-]*\s*:\s*(build|upgrade|pass|transform|dig|send|action|leech|decline|convert|burn|advance|connect|dwelling)\b/i;

/** The first line of a log that is not blank or a comment, and its number (1-based). */
export function firstLogLine(text: string): { line: number; text: string } | undefined {
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i]!.replace(/#.*$/, "").trim();
    if (t) return { line: i + 1, text: t };
  }
  return undefined;
}

/** The game a log is for, when its first line says; undefined when it could be either or neither. */
export function gameOfLog(text: string): { game: GameId; line: number } | undefined {
  const first = firstLogLine(text);
  if (!first) return undefined;
  if (ORIGINS.test(first.text)) return { game: "origins", line: first.line };
  if (TERRA_MYSTICA.test(first.text)) return { game: "terra-mystica", line: first.line };
  return undefined;
}
