/** The terrain brush and the eraser, driven by simulated pointer events. */
import { describe, expect, it } from "vitest";
import { baseMapFixture } from "../../../map/fixtures";
import { cellCode } from "../../../map/edit";
import { drag, run, start } from "../../testing";

const base = baseMapFixture("base");

describe("the terrain brush", () => {
  it("paints the pressed hex and every hex the drag passes over", () => {
    const s = drag(start(base, "brush", "F"), { row: 0, col: 0 }, { row: 0, col: 1 }, { row: 0, col: 3 });
    expect(s.doc.rows[0]).toBe("F F F F D W P S W F L W S");
    expect(s.gesture.kind).toBe("idle");
  });

  it("fills the hexes between two pointer events of a fast drag", () => {
    const s = drag(start(base, "brush", "W"), { row: 8, col: 0 }, { row: 8, col: 6 });
    expect(s.doc.rows[8]).toBe("W W W W W W W P M ~ L F W");
  });

  it("shows the stroke while dragging and records nothing until release", () => {
    let s = run(start(base, "brush", "~"), { type: "pointer.down", cell: { row: 0, col: 0 } }, { type: "pointer.move", cell: { row: 0, col: 1 } });
    expect(s.doc.rows[0]!.startsWith("~ ~ F")).toBe(true);
    expect(s.history.past).toHaveLength(0);
    s = run(s, { type: "pointer.up" });
    expect(s.history.past.map((e) => e.label)).toEqual(["Paint 2 hexes river"]);
  });

  it("undoes a whole stroke in one step and redoes it", () => {
    const painted = drag(start(base, "brush", "D"), { row: 0, col: 0 }, { row: 0, col: 2 });
    const undone = run(painted, { type: "undo" });
    expect(undone.doc).toEqual(base);
    expect(run(undone, { type: "redo" }).doc).toEqual(painted.doc);
  });

  it("abandons a stroke on Escape, leaving the board and history as they were", () => {
    const s = run(start(base, "brush", "D"), { type: "pointer.down", cell: { row: 0, col: 0 } }, { type: "pointer.move", cell: { row: 0, col: 4 } }, { type: "cancel" });
    expect(s.doc).toBe(base);
    expect(s.history.past).toHaveLength(0);
  });

  it("records nothing for a stroke over hexes that already have the terrain", () => {
    const s = drag(start(base, "brush", "P"), { row: 0, col: 0 });
    expect(s.history.past).toHaveLength(0);
    expect(s.doc).toBe(base);
  });

  it("ignores presses outside the board's rows", () => {
    const s = drag(start(base), { row: 20, col: 0 });
    expect(s.doc).toBe(base);
  });

  it("reports the bridge slots and canals a stroke had to drop", () => {
    let s = run(start(base, "canal"), { type: "canal.toggle", a: "E4", b: "E5" }, { type: "brush", code: "P" });
    s = drag(s, { row: 3, col: 3 });
    expect(s.doc.canals).toBeUndefined();
    expect(s.notice).toEqual({ tone: "info", message: expect.stringContaining("Removed canal E4–E5") });
  });
});

describe("the eraser", () => {
  it("takes hexes off the board", () => {
    const s = drag(start(base, "erase"), { row: 0, col: 12 }, { row: 1, col: 11 });
    expect(cellCode(s.doc, 0, 12)).toBe(".");
    expect(cellCode(s.doc, 1, 11)).toBe(".");
    expect(s.history.past[0]!.label).toBe("Erase 2 hexes");
  });
});
