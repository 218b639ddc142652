/** What the table shows: the board as it is now, income, costs and moves in words. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apply, compileCatalog, incomeOf, rowCells } from "@/engine";
import { scenario } from "@/engine/games/terra-mystica/testing/scenario";
import { validatePackSource } from "@/scripts/cli/pack-dir";
import { deltaText, factionColor, isDark, mapNow, moveLabel, nextIncome, phaseLabel, resourceDelta } from "./view";

const v = validatePackSource(path.join(import.meta.dirname, "../../../content/base"));
if (!v.ok) throw new Error("content/base is invalid");
const catalog = compileCatalog(v.resolved);
const SETUP = "setup witches\nsetup nomads\nwitches: build F4\nnomads: build F3\nnomads: build G7\nwitches: build I6\nnomads: build H1\nnomads: pass BON1\nwitches: pass BON3";

describe("the table's view of a game", () => {
  it("repaints transformed hexes on the map", () => {
    const s = scenario(catalog, SETUP);
    const before = mapNow(catalog, s.state);
    expect(before.rows).toEqual(catalog.pack.maps.base!.rows.map((r) => rowCells(r).join(" ")));
    s.play("witches: dig 1. transform E7");
    const after = mapNow(catalog, s.state).rows.map(rowCells);
    const changed = after.flatMap((row, r) => row.flatMap((code, c) => (code !== rowCells(before.rows[r]!)[c] ? [code] : [])));
    expect(changed).toEqual(["F"]);
  });

  it("previews next round's income from structures, favor tiles and the bonus card (the engine's income)", () => {
    const s = scenario(catalog, SETUP);
    // Witches: 2 dwellings on the board give 3 workers; BON3 gives 6 coins.
    expect(incomeOf(catalog, s.state, 0)).toEqual({ coins: 6, workers: 3, priests: 0, power: 0, vp: 0 });
    expect(nextIncome(catalog, "witches", "TP", 0)).toEqual({ coins: 2, workers: 0, priests: 0, power: 1, vp: 0 });
    expect(nextIncome(catalog, "witches", "D", 8)).toEqual({ coins: 0, workers: 0, priests: 0, power: 0, vp: 0 });
  });

  it("shows what a move costs as the engine plays it", () => {
    const s = scenario(catalog, SETUP);
    const r = apply(catalog, s.state, { type: "upgrade", faction: "witches", hex: "F4", to: "TP" });
    if (!r.ok) throw new Error(r.message);
    expect(deltaText(resourceDelta(s.state, r.state, 0))).toBe("−3c −2w");
  });

  it("words moves and phases for people", () => {
    expect(moveLabel(catalog, { type: "upgrade", faction: "witches", hex: "F4", to: "TP" })).toBe("Upgrade F4 to a trading house");
    expect(moveLabel(catalog, { type: "action", faction: "witches", id: "ACT4" })).toBe("Take the action “7 coins” (ACT4)");
    expect(moveLabel(catalog, { type: "pass", faction: "witches", bonus: "BON4" })).toBe("Pass, taking BON4 (Shipping)");
    expect(phaseLabel(scenario(catalog, SETUP).state, 6)).toBe("Round 1 of 6 · actions");
  });

  it("colours factions as the pack says, with readable text on them", () => {
    expect(factionColor(catalog, "witches")).toBe("#2e7d32");
    expect(isDark("#2e7d32")).toBe(true);
    expect(isDark("#f5d90a")).toBe(false);
  });
});
