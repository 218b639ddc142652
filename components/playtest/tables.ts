/**
 * The playtest table of each game, by game id: the session page shows the table of the game its
 * pack is for. A game added to the engine's registry (engine/games) without a table here does not
 * compile.
 */
import type { ComponentType } from "react";
import type { GameId } from "@/engine";
import { PlaytestTable, type PlaytestTableProps } from "./PlaytestTable";

export const PLAYTEST_TABLES: Record<GameId, ComponentType<PlaytestTableProps>> = {
  "terra-mystica": PlaytestTable,
};
