/** The heuristic bot: legal moves only, whole games, sensible choices in small positions. */
import { describe, expect, it } from "vitest";
import { pack } from "../rules/scenarios/helpers";
import { type Catalog } from "../catalog";
import { formatMove } from "../notation/format";
import { applyInPlace } from "../rules/apply";
import { legalMoves } from "../rules/legal";
import type { Move } from "../rules/moves";
import { createGame } from "../rules/setup";
import type { GameState } from "../rules/state";
import { scenario } from "../testing/scenario";
import { chooseHeuristicMove, positionValue } from "./heuristic";
import { chooseMove } from "./random";
import { factionsForSeed, seatsToMove } from "./selfplay";
import { playMatch, type SeatBot } from "./match";

const base: Catalog = pack("base");

type Bot = "heuristic" | "random";

/** Play a game with one bot per seat; every move chosen must be one of the mover's legal moves. */
function play(factions: string[], bots: Bot[], seed: number, catalog: Catalog = base, options: string[] = []): { state: GameState; moves: Move[] } {
  const created = createGame(catalog, { factions, seed, options });
  if (!created.ok) throw new Error(created.message);
  const state = created.state;
  const moves: Move[] = [];
  let rng = seed;
  while (!state.finished) {
    if (moves.length > 3000) throw new Error("the game did not end");
    const seats = seatsToMove(state);
    // Answers first (power offers, owed decisions), then the active player.
    seats.sort((a, b) => Number(a === state.active) - Number(b === state.active));
    let move: Move | undefined;
    for (const seat of seats) {
      const legal = legalMoves(catalog, state, state.players[seat]!.faction);
      if (bots[seat] === "random") {
        const c = chooseMove(legal, rng);
        rng = c.rng;
        move = c.move;
      } else move = chooseHeuristicMove(catalog, state, state.players[seat]!.faction, legal);
      if (move) {
        expect(legal.map(formatMove)).toContain(formatMove(move));
        break;
      }
    }
    if (!move) throw new Error(`stuck in round ${state.round} (${state.phase})`);
    const r = applyInPlace(catalog, state, move);
    if (!r.ok) throw new Error(`${formatMove(move)}: ${r.message}`);
    moves.push(move);
  }
  return { state, moves };
}

describe("the heuristic bot", () => {
  it("plays a five-player game to the end with legal moves only, building and upgrading", () => {
    const { state } = play(["halflings", "mermaids", "fakirs", "dwarves", "darklings"], ["heuristic", "heuristic", "heuristic", "heuristic", "heuristic"], 8);
    expect(state.phase).toBe("finished");
    for (const p of state.players) {
      const built = p.buildings.D + p.buildings.TP + p.buildings.TE + p.buildings.SH + p.buildings.SA;
      expect(built, `${p.faction} structures`).toBeGreaterThanOrEqual(5);
      expect(p.buildings.TP + p.buildings.TE + p.buildings.SH + p.buildings.SA, `${p.faction} upgrades`).toBeGreaterThan(0);
      expect(p.vp, `${p.faction} VP`).toBeGreaterThan(60);
    }
  });

  it("plays the ice factions: picks a colour, takes the starting favor tile, builds on ice", () => {
    const fi = pack("fire-and-ice");
    for (const [seed, ice] of [
      [5, "icemaidens"],
      [6, "yetis"],
    ] as const) {
      const { state, moves } = play([ice, "witches", "nomads"], ["heuristic", "heuristic", "heuristic"], seed, fi, ["fire-and-ice-factions/ice"]);
      expect(state.phase).toBe("finished");
      const p = state.players[0]!;
      expect(moves[0]).toMatchObject({ type: "pick-color", faction: ice });
      expect(["desert", "forest"]).not.toContain(p.picked);
      const onIce = state.board.terrain.filter((t, h) => t === "ice" && state.board.owner[h] === 0).length;
      const built = p.buildings.D + p.buildings.TP + p.buildings.TE + p.buildings.SH + p.buildings.SA;
      expect(onIce, `${ice} structures on ice`).toBe(built);
      expect(built, `${ice} structures`).toBeGreaterThanOrEqual(5);
    }
  });

  it("plays the volcano factions: builds on volcano, pays for it, picks a colour after the dwellings", () => {
    const fi = pack("fire-and-ice");
    for (const [seed, volcano] of [
      [5, "dragonlords"],
      [7, "acolytes"],
    ] as const) {
      const { state, moves } = play([volcano, "witches", "nomads"], ["heuristic", "heuristic", "heuristic"], seed, fi, ["fire-and-ice-factions/volcano"]);
      expect(state.phase).toBe("finished");
      const p = state.players[0]!;
      const pick = moves.findIndex((m) => m.type === "pick-color");
      expect(moves.slice(0, pick).filter((m) => m.type === "build" && m.faction === volcano)).toHaveLength(2);
      expect(["desert", "forest"]).not.toContain(p.picked);
      const onVolcano = state.board.terrain.filter((t, h) => t === "volcano" && state.board.owner[h] === 0).length;
      const built = p.buildings.D + p.buildings.TP + p.buildings.TE + p.buildings.SH + p.buildings.SA;
      expect(onVolcano, `${volcano} structures on volcano`).toBe(built);
      expect(built, `${volcano} structures`).toBeGreaterThanOrEqual(5);
    }
  });

  it("scores more than random bots at the same table", () => {
    for (const seed of [3, 4]) {
      const { state } = play(["halflings", "mermaids", "fakirs", "dwarves"], ["heuristic", "random", "heuristic", "random"], seed);
      const [h1, r1, h2, r2] = state.players.map((p) => p.vp) as [number, number, number, number];
      expect(Math.min(h1, h2), `seed ${seed}`).toBeGreaterThan(Math.max(r1, r2));
    }
  });

  it("moves ships and trades in whole Merchants of the Seas games (2 to 5 players, four maps)", () => {
    const merchants = pack("merchants");
    const maps = ["base", "fire-and-ice-altered", "fire-and-ice", "fjords", "loon-lakes"];
    const options = ["fire-and-ice-factions/ice", "fire-and-ice-factions/volcano", "fire-and-ice-factions/variable_v5"];
    const bot: SeatBot = (catalog, state, faction, rng) => {
      const move = chooseHeuristicMove(catalog, state, faction);
      return move ? { move, rng } : undefined;
    };
    const counts: string[] = [];
    for (let seed = 2; seed <= 5; seed++) {
      const factions = factionsForSeed(merchants, 2 + (seed % 4), seed, options);
      const g = playMatch(merchants, { factions, options, map: maps[seed % maps.length]! }, seed, factions.map(() => bot));
      expect(g.ok, `seed ${seed}`).toBe(true);
      counts.push(`${seed}: ${g.moves.filter((m) => m.type === "ship").length} ship moves, ${g.moves.filter((m) => m.type === "trade").length} trades`);
    }
    for (const c of counts) expect(c).not.toMatch(/ 0 (ship moves|trades)/);
  });

  it("gains ships and trades in two-player Merchants of the Seas games, where the rival's structures are far off", () => {
    // Seeds whose games had no trade with the former ship weights (see SHIP_WEIGHTS).
    const merchants = pack("merchants");
    const maps = ["base", "fire-and-ice-altered", "fire-and-ice", "fjords", "loon-lakes"];
    const options = ["fire-and-ice-factions/ice", "fire-and-ice-factions/volcano", "fire-and-ice-factions/variable_v5"];
    const bot: SeatBot = (catalog, state, faction, rng) => {
      const move = chooseHeuristicMove(catalog, state, faction);
      return move ? { move, rng } : undefined;
    };
    for (const seed of [8, 28, 32]) {
      const factions = factionsForSeed(merchants, 2, seed, options);
      const g = playMatch(merchants, { factions, options, map: maps[seed % maps.length]! }, seed, factions.map(() => bot));
      expect(g.ok, `seed ${seed}`).toBe(true);
      const gained = g.moves.filter((m) => m.type === "action" && ["ACT8", "BON11", "BUILDSHIP"].includes(m.id)).length;
      const trades = g.moves.filter((m) => m.type === "trade").length;
      expect({ seed, gained: gained > 0, trades: trades > 0 }).toEqual({ seed, gained: true, trades: true });
    }
  });

  it("takes a cheap power offer and declines an expensive one in the last round", () => {
    const s = scenario(base, "setup witches\nsetup nomads");
    const state = s.state;
    state.players[0]!.power = [5, 7, 0];
    state.round = 2;
    const offer = (amount: number): Move[] => [
      { type: "leech", faction: "witches", amount, from: "nomads" },
      { type: "decline", faction: "witches", amount, from: "nomads" },
    ];
    expect(chooseHeuristicMove(base, state, "witches", offer(2))?.type).toBe("leech");
    state.round = 6;
    expect(chooseHeuristicMove(base, state, "witches", offer(4))?.type).toBe("decline");
  });

  it("values a position by its VP, resources and structures", () => {
    const s = scenario(base, "setup witches\nsetup nomads\nwitches: build F4\nnomads: build F3\nnomads: build G7\nwitches: build I6\nnomads: build H1");
    const before = positionValue(base, s.state, 0);
    s.state.players[0]!.vp += 5;
    expect(positionValue(base, s.state, 0)).toBeCloseTo(before + 5);
    s.state.players[0]!.coins += 3;
    expect(positionValue(base, s.state, 0)).toBeGreaterThan(before + 5);
  });

  it("places its first dwellings on its home terrain and picks a bonus card", () => {
    const s = scenario(base, "setup witches\nsetup nomads");
    while (s.state.phase === "setup-dwellings") {
      const seat = s.state.setupQueue[0]!.seat;
      const move = chooseHeuristicMove(base, s.state, s.state.players[seat]!.faction);
      expect(move?.type).toBe("build");
      const hex = (move as Extract<Move, { type: "build" }>).hex;
      expect(s.state.board.terrain[base.boards.base!.index[hex]!]).toBe(seat === 0 ? "forest" : "desert");
      applyInPlace(base, s.state, move!);
    }
    const pick = chooseHeuristicMove(base, s.state, "nomads");
    expect(pick).toMatchObject({ type: "pass", faction: "nomads" });
    expect((pick as Extract<Move, { type: "pass" }>).bonus).toMatch(/^BON\d+$/);
  });

  it("passes when nothing is worth doing", () => {
    const s = scenario(base, "setup witches\nsetup nomads\nwitches: build F4\nnomads: build F3\nnomads: build G7\nwitches: build I6\nnomads: build H1\nnomads: pass BON1\nwitches: pass BON3");
    const p = s.player("witches");
    Object.assign(p, { coins: 0, workers: 0, priests: 0, power: [12, 0, 0] });
    const moves = legalMoves(base, s.state, "witches");
    expect(moves.some((m) => m.type === "pass")).toBe(true);
    expect(chooseHeuristicMove(base, s.state, "witches", moves)?.type).toBe("pass");
  });
});
