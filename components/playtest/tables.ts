/**
 * The playtest table of each game, by game id: the session page shows the table of the game its
 * pack is for. A game added to the engine's registry (engine/games) without a table here does not
 * compile.
 */
import type { ComponentType } from "react";
import type { GameId, TypesOfGame } from "@/engine";
import { PlaytestTable, type PlaytestTableProps } from "./PlaytestTable";
import { OriginsPlaytestTable } from "./origins/OriginsPlaytestTable";

/** What a game's table is given: the session, and the pack resolved by the game's module. */
export type TableProps<G extends GameId> = { session: PlaytestTableProps["session"]; pack: TypesOfGame<G>["resolved"] };

export const PLAYTEST_TABLES: { [G in GameId]: ComponentType<TableProps<G>> } = {
  "terra-mystica": PlaytestTable,
  origins: OriginsPlaytestTable,
};
