// @vitest-environment jsdom
/**
 * The command box, for any game (here Origins, through its module's notation): the legal moves that
 * complete what is typed, Tab completion, a typed move played, and what is wrong said under the box
 * (text the notation cannot read, the engine's refusal).
 */
import path from "node:path";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { origins, type OriginsMove } from "@/engine";
import { loadGamePackSource } from "@/scripts/cli/pack-dir";
import { CommandBox } from "./CommandBox";
import { commandSuggestions, commonStart, readCommand, type CommandNotation } from "./model/command";

const loaded = loadGamePackSource(path.join(import.meta.dirname, "../../content/origins"));
if (!loaded.ok) throw new Error("content/origins does not load");
const catalog = origins.pack.compile(loaded.doc as never);
const created = origins.setup.create(catalog, { players: 2, seed: 1 });
if (!created.ok) throw new Error(created.message);
const state = created.state;
const [player] = origins.moves.toMove(state) as [string];
const legal = origins.moves.legal(catalog, state, player);
const NOTATION: CommandNotation<OriginsMove> = { parse: origins.notation.parseMove, format: origins.notation.formatMove };

afterEach(cleanup);

describe("the command box's suggestions", () => {
  it("lists the legal moves that start with what is typed, without the player's prefix, each once", () => {
    const all = commandSuggestions(NOTATION, "", legal, player);
    expect(all.map((s) => s.text)).toEqual([...new Set(legal.map((m) => origins.notation.formatMove(m).slice(player.length + 2)))]);
    expect(all.every((s) => s.text.startsWith("draft "))).toBe(true);
    const die = all[1]!.text.slice("draft ".length);
    const narrowed = commandSuggestions(NOTATION, `  DRAFT   ${die.toLowerCase()}`, legal, player);
    expect(narrowed.map((s) => s.text)).toEqual([`draft ${die}`]);
    expect(commandSuggestions(NOTATION, `${player}: draft ${die}`, legal, player).map((s) => s.text)).toEqual([`draft ${die}`]);
    expect(commandSuggestions(NOTATION, "visit", legal, player)).toEqual([]);
  });

  it("completes to the start every suggestion shares", () => {
    expect(commonStart(["draft R2", "draft R5", "draft B1"], "d")).toBe("draft ");
    expect(commonStart(["draft R2", "draft R5"], "draft R")).toBe("draft R");
    expect(commonStart([], "xyz")).toBe("xyz");
  });

  it("reads a typed move, or says why not", () => {
    const text = origins.notation.formatMove(legal[0]!);
    expect(readCommand(NOTATION, text.slice(player.length + 2), player)).toEqual({ ok: true, move: legal[0] });
    expect(readCommand(NOTATION, "jump 3", player)).toEqual({ ok: false, title: "Could not read the move", message: expect.stringContaining('unknown move "jump"') });
    expect(readCommand(NOTATION, " ", player)).toMatchObject({ ok: false, title: "Nothing to play" });
  });
});

describe("the command box", () => {
  const setup = (onMove = vi.fn<(m: OriginsMove) => undefined | { tone: "error"; title: string; message: string }>(() => undefined)) => {
    render(<CommandBox notation={NOTATION} notationName="Origins" player={player} legal={legal} example="visit 2 R4" onMove={onMove} />);
    return { input: screen.getByRole("combobox", { name: "Command in Origins notation" }), onMove };
  };

  it("shows the moves that fit as the player types, completes with Tab and plays with Enter", () => {
    const { input, onMove } = setup();
    fireEvent.focus(input);
    // Nothing typed: no list until ↓ asks for it.
    expect(screen.queryByRole("option")).toBeNull();
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(screen.getAllByRole("option").length).toBeGreaterThan(1);
    fireEvent.change(input, { target: { value: "dr" } });
    const options = screen.getAllByRole("option");
    expect(options.length).toBeGreaterThan(1);
    expect(options[0]!.textContent).toMatch(/^draft /);
    fireEvent.keyDown(input, { key: "Tab" });
    expect((input as HTMLInputElement).value).toBe("draft ");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.submit(input.closest("form")!);
    const first = commandSuggestions(NOTATION, "", legal, player)[0]!;
    expect((input as HTMLInputElement).value).toBe(first.text);
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.submit(input.closest("form")!);
    expect(onMove).toHaveBeenCalledWith(first.move);
    expect((input as HTMLInputElement).value).toBe("");
    // Played: the list closes (it would cover the table below the box).
    expect(screen.queryByRole("option")).toBeNull();
  });

  it("says what is wrong under the box: unreadable text, or the engine's refusal", () => {
    const refuse = vi.fn(() => ({ tone: "error" as const, title: "The engine refused the move", message: "no such die in the draft (draft/no-die)" }));
    const { input } = setup(refuse);
    fireEvent.change(input, { target: { value: "jump 3" } });
    fireEvent.submit(input.closest("form")!);
    expect(screen.getByTestId("command-problem").textContent).toMatch(/^Could not read the move: unknown move "jump"/);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(refuse).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: "draft R6" } });
    fireEvent.submit(input.closest("form")!);
    expect(refuse).toHaveBeenCalledWith({ type: "draft", player, die: { colour: "red", value: 6 } });
    expect(screen.getByTestId("command-problem").textContent).toBe("The engine refused the move: no such die in the draft (draft/no-die)");
    expect((input as HTMLInputElement).value).toBe("draft R6");
  });
});
