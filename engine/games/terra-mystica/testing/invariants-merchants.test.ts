/**
 * The Merchants of the Seas invariants (testing/invariants.ts) on the notation README's example
 * (content/merchants): each holds after the example's move, and each names a state that breaks it —
 * ships (at most 3, on river cells of the board or on another faction's structure during a trade),
 * trade markers (at most 15, one per player under a building, under a structure), docks (under the
 * player's own structure, none missing). Range and shipyard breaks are in the merchants and
 * shipyard scenarios.
 */
import { describe, expect, it } from "vitest";
import { checkInvariants } from "./invariants";
import { MERCHANTS_EXAMPLE, merchantsExampleLog } from "./merchants-example";
import { game } from "../rules/scenarios/helpers";
import type { Scenario } from "./scenario";

/** The example after its move: the Auren's ship on r14, their trade marker under the Fakirs' F3. */
const example = (): Scenario => game(MERCHANTS_EXAMPLE, "merchants");
const cell = (s: Scenario, id: string) => s.catalog.boards[s.state.map]!.index[id]!;
/** The problems of a copy of the state after `change`, joined. */
const broken = (s: Scenario, change: (state: Scenario["state"]) => void) => {
  const state = structuredClone(s.state);
  change(state);
  return checkInvariants(s.catalog, state).join("; ");
};

describe("the Merchants of the Seas invariants", () => {
  it("hold after the README example's move", () => {
    const s = example();
    const a = s.player("auren").merchants!;
    expect([a.ships.length, a.traded.length, a.dock]).toEqual([1, 1, cell(s, "F2")]);
    expect(checkInvariants(s.catalog, s.state)).toEqual([]);
  });

  it("name a fourth ship, a ship on a land hex outside a trade, and a ship off the board's cells", () => {
    const s = example();
    const r14 = cell(s, "r14");
    expect(broken(s, (st) => st.players[0]!.merchants!.ships.push(r14, r14, r14))).toContain("auren: 4 ships on the board (at most 3)");
    expect(broken(s, (st) => (st.players[0]!.merchants!.ships = [cell(s, "E4")]))).toContain("a ship on land hex");
    const outside = s.catalog.boards[s.state.map]!.cellCount;
    expect(broken(s, (st) => (st.players[0]!.merchants!.ships = [outside]))).toContain(`a ship on cell ${outside}, which is no river cell of the board`);
    expect(broken(s, (st) => (st.players[0]!.merchants!.ships = [-1]))).toContain("a ship on cell -1, which is no river cell of the board");
  });

  it("name a ship on the player's own structure, two ships on one structure, and one on a building already traded with", () => {
    const s = game(merchantsExampleLog(["map base"], "auren: +12pw. +4c. +1p", "auren: advance ship", "fakirs: pass BON3", "auren: action ACT8", "auren: action BON11", "auren: +12pw", "auren: action ACT7. ship +1 r20-r21-F3"), "merchants");
    expect(checkInvariants(s.catalog, s.state)).toEqual([]);
    const f3 = cell(s, "F3");
    expect(broken(s, (st) => (st.players[0]!.merchants!.landed = [cell(s, "F2")]))).toContain("which holds no other faction's structure");
    expect(broken(s, (st) => st.players[0]!.merchants!.landed.push(f3))).toContain("two ships on one structure");
    expect(broken(s, (st) => st.players[0]!.merchants!.traded.push(f3))).toContain("which already holds its trade marker");
  });

  it("name a 16th trade marker, two markers of one player under one building, and a marker under no structure", () => {
    const s = example();
    const f3 = cell(s, "F3");
    expect(broken(s, (st) => st.players[0]!.merchants!.traded.push(...Array.from({ length: 15 }, (_, i) => i)))).toContain("16 trade markers placed");
    expect(broken(s, (st) => st.players[0]!.merchants!.traded.push(f3))).toContain("two trade markers under one building");
    const empty = cell(s, "E4");
    expect(s.state.board.building[empty]).toBe("");
    expect(broken(s, (st) => (st.players[0]!.merchants!.traded = [empty]))).toContain(`a trade marker under hex ${empty}, which holds no structure`);
  });

  it("name a dock under another player's structure and a missing dock with a riverside dwelling", () => {
    const s = example();
    expect(broken(s, (st) => (st.players[0]!.merchants!.dock = cell(s, "F3")))).toContain("auren: dock on hex");
    expect(broken(s, (st) => (st.players[0]!.merchants!.dock = undefined))).toContain("auren: no dock, though its dwelling");
  });
});
