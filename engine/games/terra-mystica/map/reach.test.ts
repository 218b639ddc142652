/** Connected areas and shipping reach on the original board. */
import { describe, expect, it } from "vitest";
import { baseMapFixture } from "./fixtures";
import { buildGrid } from "./grid";
import { connectedAreas, riverBodies, shippingReach } from "./reach";

const grid = buildGrid(baseMapFixture("base"));
const hex = (id: string) => grid.hexes.get(id)!;
const ids = (hexes: { id: string }[]) => hexes.map((h) => h.id).sort();

describe("areas", () => {
  it("finds one river of 36 hexes and one board on the original map", () => {
    expect(riverBodies(grid).map((b) => b.length)).toEqual([36]);
    expect(connectedAreas(grid, () => true)).toHaveLength(1);
  });

  it("splits the land into islands when river cells are left out", () => {
    const islands = connectedAreas(grid, (h) => h.kind !== "river");
    expect(islands.length).toBeGreaterThan(1);
    expect(islands.reduce((n, a) => n + a.length, 0)).toBe(77);
  });
});

describe("shipping", () => {
  it("takes E4 across one river hex to the land beyond, but not to its own neighbours", () => {
    expect(ids(shippingReach(grid, hex("E4"), 1))).toEqual(["C2", "F2", "F3", "G1"]);
  });

  it("reaches further with more shipping and nowhere with none", () => {
    expect(shippingReach(grid, hex("E4"), 2).length).toBeGreaterThan(4);
    expect(shippingReach(grid, hex("E4"), 0)).toEqual([]);
  });
});
