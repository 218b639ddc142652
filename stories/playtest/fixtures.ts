/**
 * Games for the playtest stories: the base pack compiled for the engine, and seeded games played by
 * the heuristic bots (so every story shows a real position the engine reached).
 */
import { apply, compileCatalog, createGame, validatePack, type Catalog, type GameState, type Move } from "@/engine";
import { nextBotTurn } from "@/components/playtest/model/bots";
import type { SessionSeat } from "@/components/playtest/usePlaytest";
import { BASE } from "../authoring/baseContent";

function catalog(): Catalog {
  const v = validatePack(BASE);
  if (!v.ok) throw new Error("the base pack is invalid");
  return compileCatalog(v.resolved);
}

export const CATALOG: Catalog = catalog();

export interface BotGame {
  seats: SessionSeat[];
  line: Move[];
  /** `states[i]`: after `i` moves. */
  states: GameState[];
}

/** A game of heuristic bots from the seed, stopped after `moves` moves (or at the end). */
export function botGame(factions: string[], seed: number, moves = Infinity): BotGame {
  const created = createGame(CATALOG, { factions, seed });
  if (!created.ok) throw new Error(created.message);
  const seats: SessionSeat[] = factions.map((faction, i) => ({ control: i === 0 ? "human" : "bot", bot: "heuristic", name: i === 0 ? "Ann" : `Bot ${i + 1}`, faction }));
  const states = [created.state];
  const line: Move[] = [];
  while (line.length < moves) {
    const state = states[states.length - 1]!;
    if (state.finished) break;
    const turn = nextBotTurn(CATALOG, state, seats, { seed, index: line.length, everySeat: true });
    if (!turn) break;
    const r = apply(CATALOG, state, turn.move);
    if (!r.ok) throw new Error(r.message);
    line.push(turn.move);
    states.push(r.state);
  }
  return { seats, line, states };
}

export const FOUR = ["witches", "nomads", "halflings", "mermaids"];

/** Round 3 of a four-player game. */
export const MID_GAME = botGame(FOUR, 12, 80);
export const MID_STATE = MID_GAME.states[MID_GAME.states.length - 1]!;

/** The same game played to the final scoring. */
export const FINAL_GAME = botGame(FOUR, 12);
export const FINAL_STATE = FINAL_GAME.states[FINAL_GAME.states.length - 1]!;
