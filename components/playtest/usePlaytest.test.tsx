// @vitest-environment jsdom
/** The table's game: moves through the engine, refusals, undo and redo, time travel, faction picks, saving. */
import path from "node:path";
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { compileCatalog } from "@/engine";
import { validatePackSource } from "@/scripts/cli/pack-dir";
import { usePlaytest, type PlaytestInit } from "./usePlaytest";

const v = validatePackSource(path.join(import.meta.dirname, "../../content/base"));
if (!v.ok) throw new Error("content/base is invalid");
const catalog = compileCatalog(v.resolved);

const LOG = "score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6\nsetup witches\nsetup nomads\n";
const init = (over: Partial<PlaytestInit> = {}): PlaytestInit => ({
  id: "s1",
  name: "test",
  kind: "play",
  seed: 3,
  seats: [
    { control: "human", faction: "witches" },
    { control: "human", faction: "nomads" },
  ],
  log: LOG,
  ...over,
});

describe("a playtest at the table", () => {
  const puts: { log: string; baseMoves: number; baseVersion?: number }[] = [];
  /** What the server answers: to a GET (the session as stored), to a PUT (by default, the save acknowledged). */
  let stored: { log: string; seats: PlaytestInit["seats"]; moves: number; version: number } | undefined;
  let putAnswer: ((body: { log: string }) => Response) | undefined;
  beforeEach(() => {
    puts.length = 0;
    stored = undefined;
    putAnswer = undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, req: RequestInit = {}) => {
        if (req.method !== "PUT") {
          const tag = new Headers(req.headers).get("if-none-match");
          return !stored || tag === `"v${stored.version}"` ? new Response(null, { status: 304 }) : Response.json(stored);
        }
        const body = JSON.parse(String(req.body));
        puts.push(body);
        return putAnswer ? putAnswer(body) : Response.json({ moves: body.log.split("\n").filter((l: string) => l.includes(":")).length, version: puts.length });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("plays a legal move and saves the log with it", async () => {
    const { result } = renderHook(() => usePlaytest(catalog, init()));
    expect(result.current.started).toBe(true);
    act(() => void result.current.play({ type: "build", faction: "witches", hex: "F4" }));
    expect(result.current.game.line).toHaveLength(1);
    expect(result.current.latest!.board.building.filter(Boolean)).toHaveLength(1);
    await waitFor(() => expect(puts.at(-1)?.log).toBe(`${LOG}witches: build F4\n`));
  });

  it("names the moves and version each save was based on", async () => {
    const { result } = renderHook(() => usePlaytest(catalog, init({ version: 4 })));
    act(() => void result.current.play({ type: "build", faction: "witches", hex: "F4" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ baseMoves: 0, baseVersion: 4 });
    await waitFor(() => expect(result.current.save.state).toBe("saved"));
    act(() => void result.current.play({ type: "build", faction: "nomads", hex: "F3" }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ baseMoves: 1, baseVersion: 1 });
  });

  it("shows the moves another tab saved, without saving them again", async () => {
    const { result } = renderHook(() => usePlaytest(catalog, init()));
    stored = { log: `${LOG}witches: build F4\nnomads: build F3\n`, seats: init().seats, moves: 2, version: 2 };
    await waitFor(() => expect(result.current.game.line).toHaveLength(2), { timeout: 3000 });
    expect(result.current.notice).toBeUndefined();
    await new Promise((r) => setTimeout(r, 50));
    expect(puts).toHaveLength(0);
    act(() => void result.current.play({ type: "build", faction: "nomads", hex: "E8" }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ baseMoves: 2, baseVersion: 2 });
  });

  it("after a refused save shows the latest moves and names the move that was not saved", async () => {
    const { result } = renderHook(() => usePlaytest(catalog, init()));
    stored = { log: `${LOG}witches: build A3\n`, seats: init().seats, moves: 1, version: 1 };
    putAnswer = () => Response.json({ error: "session/conflict", message: "changed elsewhere", moves: 1, version: 1, baseMoves: 0 }, { status: 409 });
    act(() => void result.current.play({ type: "build", faction: "witches", hex: "F4" }));
    await waitFor(() => expect(result.current.notice?.title).toBe("Not saved"));
    expect(result.current.notice?.message).toMatch(/has 1 move now, and your edit started from 0\. Your move witches: build F4 was not saved/);
    expect(result.current.game.line.map((m) => ("hex" in m ? m.hex : ""))).toEqual(["A3"]);
    expect(result.current.save.state).toBe("saved");
    expect(puts).toHaveLength(1);
  });

  it("shows the engine's refusal and changes nothing", () => {
    const { result } = renderHook(() => usePlaytest(catalog, init()));
    act(() => void result.current.play({ type: "build", faction: "witches", hex: "A1" }));
    expect(result.current.game.line).toHaveLength(0);
    expect(result.current.notice).toMatchObject({ tone: "error", message: expect.stringMatching(/A1 is plains/) });
  });

  it("undoes and redoes a move", () => {
    const { result } = renderHook(() => usePlaytest(catalog, init()));
    act(() => void result.current.play({ type: "build", faction: "witches", hex: "F4" }));
    act(() => void result.current.play({ type: "build", faction: "nomads", hex: "F3" }));
    act(() => result.current.undo());
    expect(result.current.game.line).toHaveLength(1);
    expect(result.current.game.redo).toHaveLength(1);
    act(() => result.current.redo());
    expect(result.current.game.line.map((m) => ("hex" in m ? m.hex : ""))).toEqual(["F4", "F3"]);
  });

  it("undoes a person's move together with the bot moves after it", () => {
    const { result } = renderHook(() => usePlaytest(catalog, init({ seats: [{ control: "human", faction: "witches" }, { control: "bot", faction: "nomads" }] })));
    act(() => void result.current.play({ type: "build", faction: "witches", hex: "F4" }));
    act(() => void result.current.play({ type: "build", faction: "nomads", hex: "F3" }));
    act(() => void result.current.play({ type: "build", faction: "nomads", hex: "G7" }));
    act(() => result.current.undo());
    expect(result.current.game.line).toHaveLength(0);
    expect(result.current.autoBots).toBe(false);
    act(() => result.current.redo());
    expect(result.current.game.line.map((m) => ("hex" in m ? m.hex : ""))).toEqual(["F4", "F3", "G7"]);
    expect(result.current.game.redo).toHaveLength(0);
  });

  it("takes nothing back while looking at an earlier move", () => {
    const { result } = renderHook(() => usePlaytest(catalog, init()));
    act(() => void result.current.play({ type: "build", faction: "witches", hex: "F4" }));
    act(() => void result.current.play({ type: "build", faction: "nomads", hex: "F3" }));
    act(() => result.current.goto(1));
    act(() => result.current.undo());
    expect(result.current.game.line).toHaveLength(2);
    expect(result.current.past).toBe(true);
  });

  it("plays moves in a row all or none, answering a refusal instead of showing it", () => {
    const { result } = renderHook(() => usePlaytest(catalog, init()));
    let problem: ReturnType<typeof result.current.tryPlay>;
    act(() => void (problem = result.current.tryPlay([{ type: "build", faction: "witches", hex: "F4" }, { type: "build", faction: "nomads", hex: "A1" }])));
    expect(problem).toMatchObject({ tone: "error", message: expect.stringMatching(/A1/) });
    expect(result.current.game.line).toHaveLength(0);
    expect(result.current.notice).toBeUndefined();
    act(() => void (problem = result.current.tryPlay([{ type: "build", faction: "witches", hex: "F4" }, { type: "build", faction: "nomads", hex: "F3" }])));
    expect(problem).toBeUndefined();
    expect(result.current.game.line).toHaveLength(2);
  });

  it("looks back at an earlier move without playing there", () => {
    const { result } = renderHook(() => usePlaytest(catalog, init()));
    act(() => void result.current.play({ type: "build", faction: "witches", hex: "F4" }));
    act(() => void result.current.play({ type: "build", faction: "nomads", hex: "F3" }));
    act(() => result.current.goto(1));
    expect(result.current.past).toBe(true);
    expect(result.current.viewing!.board.building.filter(Boolean)).toHaveLength(1);
    act(() => void result.current.play({ type: "build", faction: "nomads", hex: "G7" }));
    expect(result.current.game.line).toHaveLength(2);
    expect(result.current.notice?.title).toBe("Looking at an earlier move");
    act(() => result.current.goto(2));
    expect(result.current.past).toBe(false);
  });

  it("starts the game once every seat has picked its faction", () => {
    const { result } = renderHook(() =>
      usePlaytest(catalog, init({ log: "score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6\n", seats: [{ control: "human" }, { control: "human", faction: "nomads" }] })),
    );
    expect(result.current.started).toBe(false);
    act(() => result.current.pickFaction("witches"));
    expect(result.current.started).toBe(true);
    expect(result.current.latest!.players.map((p) => p.faction)).toEqual(["witches", "nomads"]);
    expect(result.current.seats[0]!.faction).toBe("witches");
  });

  it("lets bots play to the end of the game", async () => {
    const bots = [{ control: "bot" as const, bot: "heuristic" as const, faction: "witches" }, { control: "bot" as const, bot: "random" as const, faction: "nomads" }];
    const { result } = renderHook(() => usePlaytest(catalog, init({ seats: bots })));
    await act(async () => void (await result.current.runBots("to-end")));
    expect(result.current.latest!.finished).toBe(true);
    expect(result.current.run).toBeUndefined();
  }, 60_000);
});
