/**
 * Writing terra.snellman.net notation: each move as one `faction: command` line (moderator moves
 * without a prefix), and a whole game as its setup lines followed by its moves. One command per
 * line keeps the reference engine from reordering anything, so it reads our logs as we mean them.
 */
import type { Catalog } from "../catalog";
import { snellmanMapId } from "../map/snellman";
import { STARTING_VP_VARIANT } from "../rules/options";
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

/**
 * The setup lines of a game (maps other than the original are named by their terra.snellman.net id
 * when known; a starting-VP table of the site is written into the map's id, as the site does).
 */
export function formatSetup(setup: GameSetup, catalog?: Catalog): string[] {
  const lines: string[] = [];
  const map = setup.map ?? "base";
  const vpOption = (setup.options ?? []).find((o) => o.startsWith(STARTING_VP_VARIANT));
  const vpMapId = vpOption && catalog?.pack.maps[map] ? siteMapId(catalog.pack.maps[map], vpOption.slice(STARTING_VP_VARIANT.length)) : undefined;
  for (const option of setup.options ?? []) if (!vpMapId || option !== vpOption) lines.push(`option ${option}`);
  if (vpMapId) lines.push(`map ${vpMapId}`);
  else if (setup.map && setup.map !== "base") lines.push(`map ${catalog?.pack.maps[setup.map]?.snellmanMapId ?? setup.map}`);
  for (const tile of setup.finalScoring ?? []) lines.push(`final-scoring ${tile}`);
  if (setup.scoring) lines.push(`score ${setup.scoring.join(",")}`);
  for (const tile of setup.removedBonusCards ?? []) lines.push(`delete ${tile}`);
  for (const faction of setup.factions) lines.push(`setup ${faction}`);
  // A game with the faction auction names no factions: its players win them.
  if (setup.factions.length === 0 && setup.players !== undefined) lines.push(`player-count ${setup.players}`);
  return lines;
}

/** A whole log: setup lines, then one line per move. */
export function formatLog(setup: GameSetup, moves: readonly Move[], catalog?: Catalog): string {
  return [...formatSetup(setup, catalog), ...moves.map(formatMove)].join("\n") + "\n";
}

/** The site's id of a map played with a starting-VP table, or nothing when the site cannot express the map. */
function siteMapId(map: Parameters<typeof snellmanMapId>[0], table: string): string | undefined {
  try {
    return snellmanMapId(map, table);
  } catch {
    return undefined;
  }
}
