/**
 * The heuristic bot against the random bot: seeded two-player games, the heuristic bot in each seat
 * in turn. It must win clearly (a threshold that fails for a bot no better than random: the first
 * one-ply version of this bot lost all its games) and play only legal moves; it replays exactly.
 */
import { describe, expect, it } from "vitest";
import { originsCatalog } from "../testing/node/catalog";
import { applyMove, createGame, legalMoves, toMove } from "../rules/game";
import type { GameState } from "../rules/state";
import { heuristicBotMove } from "./heuristic";
import { randomBotMove } from "./random";
import { origins } from "../module";

type Chooser = typeof heuristicBotMove;

function play(players: Chooser[], seed: number): { state: GameState; moves: string[] } {
  const catalog = originsCatalog();
  const created = createGame(catalog, { players: players.length, seed });
  if (!created.ok) throw new Error(created.message);
  let state = created.state;
  let rng = (seed * 7919) >>> 0;
  const moves: string[] = [];
  while (!state.finished) {
    if (moves.length > 5000) throw new Error(`game ${seed} did not end`);
    const player = toMove(state)[0]!;
    const seat = state.players.findIndex((p) => p.id === player);
    const choice = players[seat]!(catalog, state, player, rng);
    if (!choice) throw new Error(`${player} found no move`);
    expect(legalMoves(catalog, state, player)).toContainEqual(choice.move);
    rng = choice.rng;
    const next = applyMove(catalog, state, choice.move);
    if (!next.ok) throw new Error(next.message);
    state = next.state;
    moves.push(JSON.stringify(choice.move));
  }
  return { state, moves };
}

describe("the heuristic bot", () => {
  it("beats the random bot clearly over seeded games, in either seat", { timeout: 240_000 }, () => {
    const GAMES = 6;
    let wins = 0;
    let heuristicVp = 0;
    let randomVp = 0;
    for (let g = 0; g < GAMES; g++) {
      const seat = g % 2;
      const seats: Chooser[] = seat === 0 ? [heuristicBotMove, randomBotMove] : [randomBotMove, heuristicBotMove];
      const { state } = play(seats, 300 + g);
      const mine = state.players[seat]!.vp;
      const theirs = state.players[1 - seat]!.vp;
      heuristicVp += mine;
      randomVp += theirs;
      if (mine > theirs) wins++;
    }
    console.log(`heuristic vs random, ${GAMES} games: ${wins} wins, mean VP ${(heuristicVp / GAMES).toFixed(1)} vs ${(randomVp / GAMES).toFixed(1)}`);
    expect(wins).toBeGreaterThanOrEqual(GAMES - 1);
    expect(heuristicVp).toBeGreaterThan(2 * randomVp);
  });

  it("replays exactly with the same seed, and is the module's heuristic bot", { timeout: 120_000 }, () => {
    const a = play([heuristicBotMove], 11);
    const b = play([heuristicBotMove], 11);
    expect(a.moves).toEqual(b.moves);
    expect(a.state.finished).toBe(true);
    expect(origins.bots.heuristic?.name).toBe("Heuristic");
    const catalog = originsCatalog();
    const created = createGame(catalog, { players: 2, seed: 4 });
    if (!created.ok) throw new Error(created.message);
    const player = toMove(created.state)[0]!;
    expect(origins.bots.heuristic!.choose(catalog, created.state, player, 5)).toEqual(heuristicBotMove(catalog, created.state, player, 5));
  });
});
