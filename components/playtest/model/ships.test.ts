/** Merchants of the Seas at the table: pieces read off the state, a ship's way clicked along the listed paths, moves in words. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileCatalog, formatMove, legalMoves, moveLabel } from "@/engine";
import { scenario } from "@/engine/games/terra-mystica/testing/scenario";
import { MERCHANTS_EXAMPLE_SHIPS, merchantsExampleLog } from "@/engine/games/terra-mystica/testing/merchants-example";
import { validatePackSource } from "@/scripts/cli/pack-dir";
import { extendPlan, merchantsView, shipPlan, shipsToMove, tradesByHex } from "./ships";

const v = validatePackSource(path.join(import.meta.dirname, "../../../content/merchants"));
if (!v.ok) throw new Error("content/merchants is invalid");
const catalog = compileCatalog(v.resolved);

/** The notation README's game: the Auren (dock under F2, shipping 1, two ships on r20) are to take the Move ships action; the Fakirs hold D3 and F3. */
const LOG = merchantsExampleLog(["map base", "final-scoring trade-majority"], MERCHANTS_EXAMPLE_SHIPS);

const auren = (s: ReturnType<typeof scenario>) => legalMoves(catalog, s.state, "auren");

describe("Merchants of the Seas at the table", () => {
  it("reads each player's ships, trade markers and dock off the state", () => {
    const s = scenario(catalog, LOG);
    expect(merchantsView(catalog, s.state, 0)).toMatchObject({ word: "ship", onRiver: ["r20", "r20"], landed: [], supply: 1, pieces: 3, traded: [], markersLeft: 15, markers: 15, dock: "F2", dockWord: "dock" });
    // The Fakirs play merchants: their warehouse stands under D3.
    expect(merchantsView(catalog, s.state, 1)).toMatchObject({ word: "merchant", onRiver: [], dock: "D3", dockWord: "warehouse" });
    s.play("auren: action ACT7. ship +1 r20-r21-F3. ship +1 r20-r21-r14");
    expect(merchantsView(catalog, s.state, 0)).toMatchObject({ onRiver: ["r14"], landed: ["F3"], supply: 1, markersLeft: 14, moved: ["r14"] });
    s.play("auren: trade F3");
    expect(merchantsView(catalog, s.state, 0)).toMatchObject({ onRiver: ["r14"], landed: [], traded: ["F3"], supply: 2, markersLeft: 14, moved: [] });
    // A base game has none of these pieces.
    const base = validatePackSource(path.join(import.meta.dirname, "../../../content/base"));
    if (!base.ok) throw new Error("content/base is invalid");
    const b = compileCatalog(base.resolved);
    expect(merchantsView(b, scenario(b, "setup witches\nsetup nomads").state, 0)).toBeUndefined();
  });

  it("offers a ship's way step by step along the listed paths only, ending where a listed move ends", () => {
    const s = scenario(catalog, LOG).play("auren: action ACT7");
    const moves = auren(s);
    expect([...shipsToMove(moves).keys()]).toEqual(["r20"]);
    const start = shipPlan(moves, ["r20"]);
    expect([...start.next.keys()].sort()).toEqual(["r21", "r27"]);
    expect([...start.ends.keys()].sort()).toEqual(["F3", "r14", "r21", "r26", "r27", "r28"]);
    expect(start.stop).toBeUndefined();
    // One step: r21, where the ship may stop or go on to F3, r14 or r28 (paying for the extra step).
    const way = extendPlan(start, "r21")!;
    expect(way).toEqual(["r20", "r21"]);
    const at21 = shipPlan(moves, way);
    expect(formatMove(at21.stop!)).toBe("auren: ship r20-r21");
    expect([...at21.next.keys()].sort()).toEqual(["F3", "r14", "r28"]);
    expect(formatMove(at21.next.get("F3")![0]!)).toBe("auren: ship +1 r20-r21-F3");
    // A structure clicked at once takes its listed path; a cell no listed path reaches goes nowhere.
    expect(extendPlan(start, "F3")).toEqual(["r20", "r21", "F3"]);
    expect(extendPlan(start, "D3")).toBeUndefined();
    expect(extendPlan(at21, "r27")).toBeUndefined();
    // At the structure nothing goes further: the move there is played.
    const landed = shipPlan(moves, ["r20", "r21", "F3"]);
    expect([landed.next.size, landed.stop && formatMove(landed.stop)]).toEqual([0, "auren: ship +1 r20-r21-F3"]);
    expect(start.piece).toBe("ship");
  });

  it("says a Fakirs' merchant moves, not a ship, and offers its way over land and river", () => {
    // The example's setup (the Fakirs' warehouse under D3); the Fakirs gain a merchant there (ACT8) and move it (ACT7).
    const s = scenario(
      catalog,
      merchantsExampleLog(["map base"], "auren: +20c. +20w. +1p. advance ship", "fakirs: +12pw. +12pw. +20c. +20w. action ACT8", "auren: pass BON2", "fakirs: action ACT7"),
    );
    const moves = legalMoves(catalog, s.state, "fakirs");
    expect([...shipsToMove(moves).keys()]).toEqual(["D3"]);
    const start = shipPlan(moves, ["D3"]);
    expect(start.piece).toBe("merchant");
    expect(start.ends.size).toBeGreaterThan(0);
    for (const m of start.ends.values()) expect(formatMove(m)).toMatch(/^fakirs: merchant (\+1 )?D3-/);
  });

  it("groups the trades by structure, and says ship moves and trades in sentences", () => {
    const s = scenario(catalog, LOG).play("auren: action ACT7. ship +1 r20-r21-F3");
    const trades = tradesByHex(auren(s));
    expect([...trades.keys()]).toEqual(["F3"]);
    expect(moveLabel(catalog, trades.get("F3")![0]!)).toBe("Trade with the structure on F3");
    expect(moveLabel(catalog, { type: "trade", faction: "auren", hex: "E7", choice: "+3PW" })).toBe("Trade with the structure on E7, taking 3 power");
    expect(moveLabel(catalog, { type: "trade", faction: "auren", hex: "E7", choice: "+2C+1W" })).toBe("Trade with the structure on E7, taking 2 coins and 1 worker");
    expect(moveLabel(catalog, { type: "trade", faction: "auren", hex: "E7", choice: "cult" })).toBe("Trade with the structure on E7, taking the cult steps");
    expect(moveLabel(catalog, { type: "trade", faction: "auren", hex: "E7", choice: "keep-ship" })).toBe("Trade with the structure on E7, keeping the ship on the river");
    expect(moveLabel(catalog, { type: "ship", faction: "auren", path: ["r20", "r21", "F3"], extra: true })).toBe("Move a ship from r20 via r21 to the structure on F3 to trade, paying 1 power for extra steps");
    expect(moveLabel(catalog, { type: "ship", faction: "auren", path: ["r20", "r21", "r14", "r13"], extra: false })).toBe("Move a ship from r20 via r21, r14 to r13");
    expect(moveLabel(catalog, { type: "ship", faction: "auren", path: ["r20", "r27"], extra: false })).toBe("Move a ship from r20 to r27");
  });
});
