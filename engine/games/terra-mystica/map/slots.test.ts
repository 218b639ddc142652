/** Bridge slots and canal places as the editor shows them. */
import { describe, expect, it } from "vitest";
import { baseMapFixture } from "./fixtures";
import { buildGrid } from "./grid";
import { activeSlots, bridgeSlotViews, canalPlaces } from "./slots";

describe("bridge slot views", () => {
  it("shows the 29 derived slots of the original board and the places a slot could be added", () => {
    const views = bridgeSlotViews(buildGrid(baseMapFixture("base")), {});
    expect(views.filter((v) => v.state === "derived")).toHaveLength(29);
    const candidates = views.filter((v) => v.state === "candidate");
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.every((v) => v.a !== v.b)).toBe(true);
  });

  it("leaves the candidates out when asked", () => {
    const views = bridgeSlotViews(buildGrid(baseMapFixture("base")), {}, { candidates: false });
    expect(views.map((v) => v.state)).toEqual(Array(29).fill("derived"));
  });

  it("marks removed and added slots", () => {
    const map = { rows: ["P ~ S", "L F"], bridgeSlots: { added: [["A2", "A1"] as [string, string]], removed: [] } };
    const views = bridgeSlotViews(buildGrid({ rows: map.rows, offset: "odd" }), map);
    expect(views).toContainEqual({ a: "A1", b: "A2", key: "A1:A2", state: "added" });
    const base = baseMapFixture("base");
    const removed = bridgeSlotViews(buildGrid(base), { bridgeSlots: { added: [], removed: [["C1", "A3"]] } });
    expect(removed.find((v) => v.key === "A3:C1")?.state).toBe("removed");
    expect(activeSlots(removed)).toHaveLength(28);
  });
});

describe("canal places", () => {
  it("are the four edges of the original board with river on both sides", () => {
    expect(canalPlaces(buildGrid(baseMapFixture("base"))).map(([a, b]) => `${a}:${b}`).sort()).toEqual(["C4:D6", "C5:D7", "E4:E5", "G1:H3"]);
  });
});
