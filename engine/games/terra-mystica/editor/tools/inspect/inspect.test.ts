/** The select/inspect tool. */
import { describe, expect, it } from "vitest";
import { baseMapFixture } from "../../../map/fixtures";
import { click, start } from "../../testing";

describe("the inspect tool", () => {
  it("selects the clicked cell and changes nothing", () => {
    const base = baseMapFixture("base");
    const s = click(start(base, "inspect"), "E7");
    expect(s.selected).toEqual({ row: 4, col: 6 });
    expect(s.doc).toBe(base);
    expect(s.history.past).toHaveLength(0);
  });
});
