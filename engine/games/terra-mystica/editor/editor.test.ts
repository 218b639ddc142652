/** The editor reducer: tools, undo/redo of every kind of edit, the JSON panel, resizing. */
import { describe, expect, it } from "vitest";
import { baseMapFixture } from "../map/fixtures";
import { redoLabel, undoLabel } from "./editor";
import { HISTORY_LIMIT } from "../../../core/history";
import { drag, run, start } from "./testing";

const base = baseMapFixture("base");

describe("choosing tools and terrains", () => {
  it("picks the brush when a terrain is chosen, and the eraser for off-board", () => {
    expect(run(start(base, "inspect"), { type: "brush", code: "L" })).toMatchObject({ tool: "brush", brush: "L" });
    expect(run(start(base), { type: "brush", code: "." })).toMatchObject({ tool: "erase" });
  });

  it("finishes a stroke in progress when the tool changes, as one undo step", () => {
    let s = run(start(base, "brush", "D"), { type: "pointer.down", cell: { row: 0, col: 0 } }, { type: "pointer.move", cell: { row: 0, col: 1 } });
    s = run(s, { type: "tool", tool: "inspect" });
    expect(s.doc.rows[0]!.startsWith("D D")).toBe(true);
    expect(s.history.past).toHaveLength(1);
  });
});

describe("undo and redo", () => {
  it("step back and forth through edits of every kind, with labels", () => {
    let s = drag(start(base, "brush", "D"), { row: 0, col: 0 });
    s = run(s, { type: "line.add", side: "bottom" }, { type: "bridge.toggle", a: "A3", b: "C1" }, { type: "canal.toggle", a: "E4", b: "E5" });
    expect(s.history.past.map((e) => e.label)).toEqual(["Paint 1 hex desert", "Add bottom row", "Remove bridge slot A3–C1", "Add canal E4–E5"]);
    const docs = [s.doc];
    for (let i = 0; i < 4; i++) {
      s = run(s, { type: "undo" });
      docs.push(s.doc);
    }
    expect(s.doc).toEqual(base);
    expect(undoLabel(s)).toBeUndefined();
    expect(redoLabel(s)).toBe("Paint 1 hex desert");
    for (let i = 3; i >= 0; i--) {
      s = run(s, { type: "redo" });
      expect(s.doc).toEqual(docs[i]);
    }
  });

  it("clears the redo steps after a new edit", () => {
    let s = run(drag(start(base, "brush", "D"), { row: 0, col: 0 }), { type: "undo" });
    s = drag(run(s, { type: "brush", code: "S" }), { row: 0, col: 1 });
    expect(redoLabel(s)).toBeUndefined();
  });

  it("does nothing with nothing to undo or redo", () => {
    const s = start(base);
    expect(run(s, { type: "undo" })).toBe(s);
    expect(run(s, { type: "redo" })).toBe(s);
  });

  it("keeps the most recent steps when the history is full", () => {
    let s = start(base, "brush");
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) s = drag(run(s, { type: "brush", code: i % 2 ? "D" : "S" }), { row: 0, col: 0 });
    expect(s.history.past).toHaveLength(HISTORY_LIMIT);
  });
});

describe("the JSON panel", () => {
  it("replaces the board with each valid edit, and a run of edits undoes in one step", () => {
    let s = start(base);
    s = run(s, { type: "replace", doc: { ...base, name: "A" }, origin: "json", label: "Edit JSON" });
    s = run(s, { type: "replace", doc: { ...base, name: "AB" }, origin: "json", label: "Edit JSON" });
    expect(s.doc.name).toBe("AB");
    expect(s.origin).toBe("json");
    expect(run(s, { type: "undo" }).doc).toEqual(base);
  });

  it("starts a new undo step after a board edit in between", () => {
    let s = run(start(base, "brush", "D"), { type: "replace", doc: { ...base, name: "A" }, origin: "json", label: "Edit JSON" });
    s = drag(s, { row: 0, col: 0 });
    s = run(s, { type: "replace", doc: { ...s.doc, name: "B" }, origin: "json", label: "Edit JSON" });
    expect(s.history.past.map((e) => e.label)).toEqual(["Edit JSON", "Paint 1 hex desert", "Edit JSON"]);
  });
});

describe("a replacement equal to the current map", () => {
  it("records nothing", () => {
    const s = run(start(base), { type: "replace", doc: structuredClone(base), origin: "json", label: "Edit JSON" });
    expect(s.history.past).toHaveLength(0);
    expect(s.version).toBe(0);
  });
});

describe("board size", () => {
  it("refuses to remove the last row, with a message and no history", () => {
    const s = run(start({ name: "m", rows: ["P D"] }), { type: "line.remove", side: "top" });
    expect(s.notice).toEqual({ tone: "error", message: "A board needs at least one row." });
    expect(s.history.past).toHaveLength(0);
  });

  it("moves an even-shifted board to terra.snellman.net's rows in one undoable step", () => {
    let s = run(start(base), { type: "line.add", side: "top" });
    expect(s.doc.offset).toBe("even");
    s = run(s, { type: "snellman.rows" });
    expect(s.doc).toMatchObject({ offset: "odd", rows: expect.arrayContaining(["."]) });
    expect(run(s, { type: "undo" }).doc.offset).toBe("even");
  });
});
