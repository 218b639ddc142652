// @vitest-environment jsdom
/** Origins at the table: its log loaded with the state after every move, its bots at bot seats, and the shared line of moves (play, undo, save) with Origins' rules. */
import path from "node:path";
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { origins } from "@/engine";
import { loadGamePackSource } from "@/scripts/cli/pack-dir";
import { useGameLine, type PlaytestInit } from "../useGameLine";
import { loadOriginsLog, originsLine } from "./originsLine";

const loaded = loadGamePackSource(path.join(import.meta.dirname, "../../../content/origins"));
if (!loaded.ok) throw new Error("content/origins does not load");
const catalog = origins.pack.compile(loaded.doc as never);
const rules = originsLine(catalog);
const SETUP = "origins players 2 seed 1\n";

/** The first `n` moves a random-free walk takes: each the first legal move. */
function firstMoves(n: number): string {
  let state = rules.load(SETUP).game.states[0]!;
  const moves = [];
  for (let i = 0; i < n; i++) {
    const move = rules.turn(state).moves[0]!;
    const r = rules.apply(state, move);
    if (!r.ok) throw new Error(r.message);
    state = r.state;
    moves.push(move);
  }
  return rules.write({ players: 2, seed: 1 }, moves);
}

describe("Origins' line of moves", () => {
  it("loads a log with the state after every move, and stops at a refused line saying which", () => {
    const log = firstMoves(5);
    const { game, problem } = loadOriginsLog(catalog, log);
    expect(problem).toBeUndefined();
    expect(game.line).toHaveLength(5);
    expect(game.states).toHaveLength(6);
    expect(rules.write(game.setup, game.line)).toBe(log);
    const bad = loadOriginsLog(catalog, `${log}p1: tower red\np1: pass\n`);
    expect(bad.game.line).toHaveLength(5);
    expect(bad.problem).toMatch(/line 7/);
  });

  it("lets a bot seat's bot move, each a legal move, and leaves a person's seat to the person unless bots play every seat", () => {
    const state = rules.load(SETUP).game.states[0]!;
    const turn = rules.turn(state);
    expect(turn.mover).toBeGreaterThanOrEqual(0);
    const seats = state.players.map((_, i) => ({ control: i === turn.mover ? ("bot" as const) : ("human" as const) }));
    const move = rules.nextBot(state, seats, { seed: 1, index: 0, everySeat: false });
    expect(turn.moves.map(origins.notation.formatMove)).toContain(origins.notation.formatMove(move!));
    const people = state.players.map(() => ({ control: "human" as const }));
    expect(rules.nextBot(state, people, { seed: 1, index: 0, everySeat: false })).toBeUndefined();
    expect(rules.nextBot(state, people, { seed: 1, index: 0, everySeat: true })).toBeDefined();
  });
});

describe("an Origins game at the table", () => {
  const puts: { log: string; baseMoves: number; baseVersion?: number }[] = [];
  beforeEach(() => {
    puts.length = 0;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, req: RequestInit = {}) => {
        if (req.method !== "PUT") return new Response(null, { status: 304 });
        const body = JSON.parse(String(req.body));
        puts.push(body);
        return Response.json({ moves: body.log.split("\n").filter((l: string) => l.includes(":")).length, version: puts.length });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const init: PlaytestInit = { id: "o1", name: "origins", kind: "play", seed: 1, seats: [{ control: "human" }, { control: "human" }], log: SETUP };

  it("plays legal moves, saves each log based on the last save, and undoes the last move", async () => {
    const { result } = renderHook(() => useGameLine(rules, init));
    expect(result.current.started).toBe(true);
    const first = result.current.view!.moves[0]!;
    act(() => void result.current.play(first));
    await waitFor(() => expect(puts.at(-1)?.log).toBe(`${SETUP}${origins.notation.formatMove(first)}\n`));
    const second = result.current.view!.moves[0]!;
    act(() => void result.current.play(second));
    await waitFor(() => expect(puts.at(-1)).toMatchObject({ baseMoves: 1, baseVersion: 1 }));
    act(() => result.current.undo());
    expect(result.current.game.line).toHaveLength(1);
    await waitFor(() => expect(puts.at(-1)?.log).toBe(`${SETUP}${origins.notation.formatMove(first)}\n`));
  });

  it("refuses a move that is not legal now with the engine's reason, playing nothing", () => {
    const { result } = renderHook(() => useGameLine(rules, init));
    const mover = result.current.latest!.players[result.current.view!.mover]!.id;
    act(() => void result.current.play({ type: "tower", player: mover, colour: "red" }));
    expect(result.current.game.line).toHaveLength(0);
    expect(result.current.notice).toMatchObject({ tone: "error", title: "The engine refused the move" });
  });
});
