import { describe, expect, it } from "vitest";
import { buildGrid, neighbours } from "@/engine";
import { resolveFromContentRoot } from "@/engine/games/terra-mystica/testing/node/load-pack";
import { dockSites } from "./docks";

const MERCHANTS = resolveFromContentRoot("merchants")!;

describe("dock sites", () => {
  it("are the land hexes with a river neighbour, and no other", () => {
    // Row A does not touch the river of row C; every hex of row B does.
    expect(dockSites(buildGrid({ offset: "odd", rows: ["D P S L", "F M W", "~ ~ ~ ~"] }))).toEqual(["B1", "B2", "B3"]);
    expect(dockSites(buildGrid({ offset: "odd", rows: ["D P S L", "F M W", "D P S L"] }))).toEqual([]);
  });

  it("on the Lakes and Fjords boards of content/merchants: every riverside hex, each canal's two hexes among them", () => {
    for (const id of ["loon-lakes", "fjords"]) {
      const map = MERCHANTS.maps[id]!;
      const grid = buildGrid(map);
      const sites = new Set(dockSites(grid));
      expect(sites.size, id).toBe(grid.land.filter((h) => neighbours(grid, h).some((n) => n.kind === "river")).length);
      expect(sites.size, id).toBeGreaterThan(0);
      expect(sites.size, id).toBeLessThan(grid.land.length);
      // A canal joins river on both sides of its edge: both its hexes are riverside.
      for (const [a, b] of map.canals ?? []) expect([sites.has(a), sites.has(b)], `${id} canal ${a}-${b}`).toEqual([true, true]);
    }
  });
});
