/** Balance figures per home terrain: spades, river access, crowding, edge and bridge slots. */
import { describe, expect, it } from "vitest";
import { TERRAIN_CODES, TERRAINS } from "../schema/common";
import type { MapInput } from "../schema/map";
import { balanceHeat, BALANCE_METRICS, mapBalance } from "./balance";
import { BASE_MAP_IDS, baseMapFixture } from "./fixtures";

/**
 * A 3×4 board worked out by hand (odd rows shifted right):
 *
 *   A1 D  A2 P  r0    A3 S
 *      B1 D  B2 D  r1    B3 W
 *   C1 F  C2 M  r2    C3 L
 *
 * B2 is the only hex with all six neighbours on the board. The derived bridge slots are A3–B2 and
 * B2–C3 (both shared neighbours river).
 */
const TINY: MapInput = { name: "tiny", rows: ["D P ~ S", "D D ~ W", "F M ~ L"] };

describe("balance figures on a small board", () => {
  const balance = mapBalance(TINY);
  const hex = (id: string) => balance.hexes.find((h) => h.id === id)!;

  it("counts land hexes 0, 1, 2 and 3 spades from desert", () => {
    // D: A1 B1 B2; one spade: P (A2), W (B3); two: S (A3), M (C2); three: F (C1), L (C3).
    expect(balance.terrains.desert.spadeCounts).toEqual([3, 2, 2, 2]);
    expect(balance.terrains.lakes.spadeCounts).toEqual([1, 2, 2, 4]);
  });

  it("marks land hexes touching the river and those on the edge", () => {
    expect(balance.hexes.filter((h) => h.river).map((h) => h.id)).toEqual(["A2", "A3", "B2", "B3", "C2", "C3"]);
    expect(balance.hexes.filter((h) => !h.edge).map((h) => h.id)).toEqual(["B2"]);
    expect(balance.terrains.desert).toMatchObject({ riverAccess: 1, edge: 2 });
  });

  it("counts neighbours of other terrains around each home hex", () => {
    expect([hex("A1").crowding, hex("B1").crowding, hex("B2").crowding]).toEqual([1, 3, 2]);
    expect(balance.terrains.desert.crowding).toBe(6);
    expect(balance.terrains.wasteland.crowding).toBe(2); // B3: A3 S, C3 L
  });

  it("counts bridge slots per hex and per home terrain", () => {
    expect(balance.hexes.filter((h) => h.bridges > 0).map((h) => [h.id, h.bridges])).toEqual([
      ["A3", 1],
      ["B2", 2],
      ["C3", 1],
    ]);
    expect(balance.terrains.desert.bridgeSlots).toBe(2);
    expect(balance.terrains.swamp.bridgeSlots).toBe(1);
    expect(balance.terrains.forest.bridgeSlots).toBe(0);
  });

  it("follows added and removed bridge slots", () => {
    const edited = mapBalance({ ...TINY, bridgeSlots: { removed: [["A3", "B2"]] } });
    expect(edited.terrains.desert.bridgeSlots).toBe(1);
    expect(edited.terrains.swamp.bridgeSlots).toBe(0);
  });

  it("heats every land hex by spades, and only home hexes for the other figures", () => {
    const spades = balanceHeat(balance, "desert", "spades");
    expect(spades.size).toBe(9);
    expect([spades.get("B1"), spades.get("A2"), spades.get("C2"), spades.get("C1")]).toEqual([0, 1, 2, 3]);
    expect([...balanceHeat(balance, "desert", "crowding")]).toEqual([
      ["A1", 1],
      ["B1", 3],
      ["B2", 2],
    ]);
    expect([...balanceHeat(balance, "desert", "river")]).toEqual([
      ["A1", 0],
      ["B1", 0],
      ["B2", 1],
    ]);
    expect([...balanceHeat(balance, "desert", "edge").values()]).toEqual([1, 1, 0]);
    expect([...balanceHeat(balance, "desert", "bridges").values()]).toEqual([0, 0, 2]);
  });

  it("offers each metric once", () => {
    expect(new Set(BALANCE_METRICS.map((m) => m.id)).size).toBe(BALANCE_METRICS.length);
  });
});

describe("balance figures on the published boards", () => {
  it("gives every home terrain of the original board 11 own hexes and 22 at each of 1, 2 and 3 spades", () => {
    const { terrains } = mapBalance(baseMapFixture("base"));
    for (const t of TERRAINS) expect(terrains[t].spadeCounts).toEqual([11, 22, 22, 22]);
  });

  it.each(BASE_MAP_IDS)("%s: 0-spade hexes equal the terrain's letters in the rows, and every land hex is counted once per terrain", (id) => {
    const map = baseMapFixture(id);
    const { terrains, hexes } = mapBalance(map);
    const cells = map.rows.flatMap((r) => r.trim().split(/\s+/));
    for (const t of TERRAINS) {
      expect(terrains[t].spadeCounts[0]).toBe(cells.filter((c) => c === TERRAIN_CODES[t]).length);
      expect(terrains[t].spadeCounts.reduce((a, b) => a + b, 0)).toBe(hexes.length);
    }
  });

  it("counts each mixed pair of neighbours twice in the crowding totals, and each slot at both ends", () => {
    const { terrains, hexes } = mapBalance(baseMapFixture("base"));
    const total = TERRAINS.reduce((s, t) => s + terrains[t].crowding, 0);
    expect(total).toBe(hexes.reduce((s, h) => s + h.crowding, 0));
    expect(total % 2).toBe(0);
    expect(hexes.reduce((s, h) => s + h.bridges, 0) % 2).toBe(0);
  });

  it("finds the original board's river access from its rows: the top-left plains hex has none, the desert below it does", () => {
    const { hexes } = mapBalance(baseMapFixture("base"));
    // Row A starts "P M F", row B "D ~ ~": A1 touches B1 only (land), B1 touches the river at r0.
    expect(hexes.find((h) => h.id === "A1")).toMatchObject({ terrain: "plains", river: false, edge: true });
    expect(hexes.find((h) => h.id === "B1")).toMatchObject({ terrain: "desert", river: true, edge: true });
  });
});
