/** The canal tool, driven by simulated pointer events on the original board. */
import { describe, expect, it } from "vitest";
import { baseMapFixture } from "../../../map/fixtures";
import { click, run, start } from "../../testing";

const base = baseMapFixture("base");

describe("the canal tool", () => {
  it("places a canal on the edge between E4 and E5, keeping both hexes land", () => {
    const s = click(click(start(base, "canal"), "E4"), "E5");
    expect(s.doc.canals).toEqual([["E4", "E5"]]);
    expect(s.doc.rows).toEqual(base.rows);
    expect(s.history.past.map((e) => e.label)).toEqual(["Add canal E4–E5"]);
  });

  it("removes it again the same way", () => {
    const placed = click(click(start(base, "canal"), "E4"), "E5");
    expect(click(click(placed, "E5"), "E4").doc.canals).toBeUndefined();
  });

  it("refuses an edge with land beside it", () => {
    const s = click(click(start(base, "canal"), "E5"), "E6");
    expect(s.doc).toBe(base);
    expect(s.notice?.tone).toBe("error");
  });

  it("forgets the picked hex when another tool is chosen", () => {
    const s = run(click(start(base, "canal"), "E4"), { type: "tool", tool: "bridge" });
    expect(s.gesture.kind).toBe("idle");
  });
});
