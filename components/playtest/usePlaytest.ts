"use client";

/**
 * A Terra Mystica playtest at the table: the line of moves, time travel, undo and redo, bots, saving
 * and polling of `useGameLine` (shared with every game's table), with Terra Mystica's log, engine
 * and bots; and the faction picks before the first move.
 */
import { useCallback, useEffect, useMemo } from "react";
import { apply, createGame, formatMove, type Catalog, type GameSetup, type GameState, type Move } from "@/engine";
import { nextBotTurn } from "./model/bots";
import { drawFaction, playLine, readLog, writeLog } from "@/lib/playtest/game";
import { seatsInPlay, turnView, type TurnView } from "./model/turns";
import { movesAfterCommonStart, useGameLine, type LineGame, type LineRules, type PlaytestInit } from "./useGameLine";

export { POLL_MS, type BotRun, type Notice, type PlaytestInit, type SaveStatus, type SessionSeat } from "./useGameLine";

type Game = Omit<LineGame<GameSetup, GameState, Move>, "redo" | "cursor">;

/** The moves of `mine` that `theirs` does not have (after the longest common start). */
export function movesNotIn(mine: readonly Move[], theirs: readonly Move[]): Move[] {
  return movesAfterCommonStart(mine, theirs, formatMove);
}

function load(catalog: Catalog, log: string): { game: Game; problem?: string } {
  const read = readLog(catalog, log);
  if (!read.ok) return { game: { setup: { factions: [] }, line: [], states: [] }, problem: `The saved log does not read: line ${read.line}: ${read.message}` };
  // Factions still to be picked at the table (a game with the faction auction starts at once: its players bid for them).
  if (read.setup.factions.length === 0 && read.setup.players === undefined && read.moves.length === 0) return { game: { setup: read.setup, line: [], states: [] } };
  const played = playLine(catalog, read.setup, read.moves);
  if (played.ok) return { game: { setup: read.setup, line: read.moves, states: played.states } };
  if (played.index < 0) return { game: { setup: read.setup, line: [], states: [] } };
  return {
    game: { setup: read.setup, line: read.moves.slice(0, played.index), states: played.states },
    problem: `The saved log stops at move ${played.index + 1}: ${played.message}`,
  };
}

/** How far through the game a state is, from 0 (setup) to 1 (final scoring). */
function progressOf(state: GameState, rounds: number): number {
  if (state.finished) return 1;
  if (state.round === 0) return 0;
  const passed = state.players.filter((p) => p.passed).length / state.players.length;
  return Math.min(1, (state.round - 1 + passed) / rounds);
}

/** Terra Mystica's rules for the table's line of moves. */
export function terraMysticaLine(catalog: Catalog): LineRules<GameSetup, GameState, Move, TurnView> {
  return {
    load: (log) => load(catalog, log),
    write: (setup, moves) => writeLog(catalog, { setup, moves }),
    apply: (state, move) => apply(catalog, state, move),
    format: formatMove,
    seatOf: (state, move) => ("faction" in move ? state.players.findIndex((p) => p.faction === move.faction) : -1),
    finished: (state) => state.finished,
    progress: (state) => progressOf(state, catalog.rules.rounds),
    turn: (state) => turnView(catalog, state),
    nextBot: (state, seats, options) => nextBotTurn(catalog, state, seatsInPlay(state, seats), options)?.move,
  };
}

export function usePlaytest(catalog: Catalog, init: PlaytestInit) {
  const rules = useMemo(() => terraMysticaLine(catalog), [catalog]);
  const line = useGameLine(rules, init);
  const { game, started, seats, setGame, setSeats, refuse, gameRef, seatsRef } = line;

  /** A faction picked at the table for the next seat; the game starts once every seat has one. */
  const pickFaction = useCallback(
    (faction: string) => {
      const g = gameRef.current;
      const factions = [...g.setup.factions, faction];
      const reserved = seatsRef.current;
      while (factions.length < reserved.length && reserved[factions.length]?.faction) factions.push(reserved[factions.length]!.faction!);
      const setup = { ...g.setup, factions };
      if (factions.length < reserved.length) {
        setGame((x) => ({ ...x, setup }));
        return;
      }
      const created = createGame(catalog, setup);
      if (!created.ok) {
        refuse(created);
        return;
      }
      setSeats((s) => s.map((seat, i) => ({ ...seat, faction: factions[i] })));
      setGame((x) => ({ ...x, setup, states: [created.state] }));
    },
    [catalog, refuse, setGame, setSeats, gameRef, seatsRef],
  );

  // Bots pick their factions at the table themselves (drawn with the seed among those still open).
  const picking = started ? -1 : game.setup.factions.length;
  useEffect(() => {
    if (picking < 0 || seats[picking]?.control !== "bot") return;
    const reserved = seats.slice(picking + 1).flatMap((s) => (s.faction ? [s.faction] : []));
    const faction = drawFaction(catalog, [...game.setup.factions, ...reserved], init.seed, picking, game.setup.options);
    if (!faction) return;
    const t = setTimeout(() => pickFaction(faction), 300);
    return () => clearTimeout(t);
  }, [catalog, game.setup.factions, game.setup.options, init.seed, pickFaction, picking, seats]);

  return { ...line, pickFaction };
}

export type Playtest = ReturnType<typeof usePlaytest>;
