/**
 * Where docks may go on a board (Merchants of the Seas): a dock goes under a riverside dwelling,
 * so every land hex with a river neighbour is a dock site, and a ship gained next to the dock
 * starts on one of those river hexes.
 */
import { neighbours, type Grid } from "@/engine";

/** The land hexes of a board that touch the river, in board order. */
export function dockSites(grid: Grid): string[] {
  return grid.land.filter((hex) => neighbours(grid, hex).some((n) => n.kind === "river")).map((hex) => hex.id);
}
