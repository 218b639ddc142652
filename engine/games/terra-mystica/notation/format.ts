/**
 * Writing terra.snellman.net notation: each move as one `faction: command` line (moderator moves
 * without a prefix), and a whole game as its setup lines followed by its moves. One command per
 * line keeps the reference engine from reordering anything, so it reads our logs as we mean them.
 */
import type { Catalog } from "../catalog";
import type { Move } from "../rules/moves";
import type { GameSetup } from "../rules/setup";
import { formatCommand } from "../moves";

/** The command of a move, without the faction prefix (each move family formats its own). */
export { formatCommand };

/** One log line for a move. */
export function formatMove(move: Move): string {
  const command = formatCommand(move);
  return "faction" in move && move.type !== "drop" ? `${move.faction}: ${command}` : command;
}

/** The setup lines of a game (maps other than the original are named by their terra.snellman.net id when known). */
export function formatSetup(setup: GameSetup, catalog?: Catalog): string[] {
  const lines: string[] = [];
  for (const option of setup.options ?? []) lines.push(`option ${option}`);
  if (setup.map && setup.map !== "base") lines.push(`map ${catalog?.pack.maps[setup.map]?.snellmanMapId ?? setup.map}`);
  for (const tile of setup.finalScoring ?? []) lines.push(`final-scoring ${tile}`);
  if (setup.scoring) lines.push(`score ${setup.scoring.join(",")}`);
  for (const tile of setup.removedBonusCards ?? []) lines.push(`delete ${tile}`);
  for (const faction of setup.factions) lines.push(`setup ${faction}`);
  return lines;
}

/** A whole log: setup lines, then one line per move. */
export function formatLog(setup: GameSetup, moves: readonly Move[], catalog?: Catalog): string {
  return [...formatSetup(setup, catalog), ...moves.map(formatMove)].join("\n") + "\n";
}
