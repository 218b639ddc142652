/** The bridge-slot tool, driven by simulated pointer events on the original board. */
import { describe, expect, it } from "vitest";
import { baseMapFixture } from "../../../map/fixtures";
import { cellOf, click, run, start } from "../../testing";

const base = baseMapFixture("base");

describe("the bridge-slot tool", () => {
  it("removes a derived slot when dragging from one bank to the other", () => {
    const s0 = start(base, "bridge");
    const s = run(s0, { type: "pointer.down", cell: cellOf(s0, "A3") }, { type: "pointer.move", cell: cellOf(s0, "B2") }, { type: "pointer.up", cell: cellOf(s0, "C1") });
    expect(s.doc.bridgeSlots).toEqual({ added: [], removed: [["A3", "C1"]] });
    expect(s.history.past.map((e) => e.label)).toEqual(["Remove bridge slot A3–C1"]);
  });

  it("restores it with a click on each bank, and undo brings the removal back", () => {
    const removed = run(start(base, "bridge"), { type: "bridge.toggle", a: "A3", b: "C1" });
    const picked = click(removed, "C1");
    expect(picked.gesture).toEqual({ kind: "pair", from: "C1", dragging: false });
    const restored = click(picked, "A3");
    expect(restored.doc.bridgeSlots).toBeUndefined();
    expect(run(restored, { type: "undo" }).doc.bridgeSlots).toEqual({ added: [], removed: [["A3", "C1"]] });
  });

  it("refuses a bridge where the geometry allows none and leaves the board unchanged", () => {
    const s = click(click(start(base, "bridge"), "A1"), "A2");
    expect(s.doc).toBe(base);
    expect(s.notice).toEqual({ tone: "error", message: expect.stringContaining("A1 and A2 cannot hold a bridge") });
    expect(s.gesture.kind).toBe("idle");
  });

  it("drops the picked hex on Escape", () => {
    const s = run(click(start(base, "bridge"), "A3"), { type: "cancel" });
    expect(s.gesture.kind).toBe("idle");
  });

  it("does not start on a river hex", () => {
    const s0 = start(base, "bridge");
    const s = run(s0, { type: "pointer.down", cell: { row: 1, col: 1 } });
    expect(s.gesture.kind).toBe("idle");
  });
});
