/**
 * Writing terra.snellman.net notation: each move as one `faction: command` line (moderator moves
 * without a prefix), and a whole game as its setup lines followed by its moves. One command per
 * line keeps the reference engine from reordering anything, so it reads our logs as we mean them.
 */
import type { Catalog } from "../catalog";
import type { Move } from "../rules/moves";
import type { GameSetup } from "../rules/setup";
import { resourceWord, terrainWord } from "./words";

/** The command of a move, without the faction prefix. */
export function formatCommand(move: Move): string {
  switch (move.type) {
    case "build":
      return `build ${move.hex}`;
    case "upgrade":
      return `upgrade ${move.hex} to ${move.to}`;
    case "transform":
      return move.terrain ? `transform ${move.hex} to ${terrainWord(move.terrain)}` : `transform ${move.hex}`;
    case "dig":
      return `dig ${move.spades}`;
    case "send":
      return `send p to ${move.cult}${move.steps !== undefined ? ` for ${move.steps}` : ""}`;
    case "advance":
      return `advance ${move.track === "shipping" ? "ship" : "dig"}`;
    case "convert":
      return `convert ${move.giveCount}${resourceWord(move.give)} to ${move.getCount}${resourceWord(move.get)}`;
    case "burn":
      return `burn ${move.amount}`;
    case "action":
      return `action ${move.id}`;
    case "pass":
      return move.bonus ? `pass ${move.bonus}` : "pass";
    case "leech":
      return `leech ${move.amount}${move.from ? ` from ${move.from}` : ""}`;
    case "decline":
      return move.amount !== undefined && move.from ? `decline ${move.amount} from ${move.from}` : "decline";
    case "favor":
      return `+${move.tile}`;
    case "town":
      return `+${(move.count ?? 1) > 1 ? move.count : ""}${move.tile}`;
    case "cult":
      return `+${move.steps > 1 ? move.steps : ""}${move.cult.toUpperCase()}`;
    case "bridge":
      return `bridge ${move.a}:${move.b}`;
    case "connect":
      return `connect ${move.hexes.join(":")}`;
    case "wait":
      return "wait";
    case "done":
      return "done";
    case "adjust":
      return `${move.delta > 0 ? "+" : "-"}${Math.abs(move.delta)}${resourceWord(move.resource)}`;
    case "drop":
      return `drop-faction ${move.faction}`;
    case "income":
      return "income";
    case "start":
      return "start";
    case "finish":
      return "finish";
  }
}

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
  if (setup.scoring) lines.push(`score ${setup.scoring.join(",")}`);
  for (const tile of setup.removedBonusCards ?? []) lines.push(`delete ${tile}`);
  for (const faction of setup.factions) lines.push(`setup ${faction}`);
  return lines;
}

/** A whole log: setup lines, then one line per move. */
export function formatLog(setup: GameSetup, moves: readonly Move[], catalog?: Catalog): string {
  return [...formatSetup(setup, catalog), ...moves.map(formatMove)].join("\n") + "\n";
}
