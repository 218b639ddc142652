/**
 * Faction rows of Merchants of the Seas (§9.9, content/merchants `merchants.factionRules`) beyond
 * those of merchants-ships.test.ts: the Swarmlings paying a ship's extra step from bowl II.
 */
import { describe, expect, it } from "vitest";
import { legalMoves } from "../legal";
import { formatMove } from "../../notation/format";
import { expectRefused, game } from "./helpers";
import { merchantsExampleLog } from "../../testing/merchants-example";

/**
 * Swarmlings (lakes: E4 by the rivers r14, r20 and r21, and H2) and Fakirs (desert: D3 by r14, F3
 * by r21) on the base map; the Swarmlings' dock under E4, so their ships start on r14 (the first
 * river cell next to it). Round 1 scores 2 VP per trade (SCORE10); the Swarmlings hold BON11 (+1 VP
 * per trade, action: 1 ship).
 */
const start = () =>
  game(
    `option loose-adjust-resource
     map base
     score SCORE10,SCORE11,SCORE13,SCORE14,SCORE15,SCORE16
     setup swarmlings
     setup fakirs
     swarmlings: build E4
     fakirs: build D3
     fakirs: build F3
     swarmlings: build H2
     swarmlings: dock E4
     fakirs: dock D3
     fakirs: pass BON1
     swarmlings: pass BON11
     swarmlings: action BON11
     fakirs: pass BON3`,
    "merchants",
  );

describe("Swarmlings: a ship's extra step paid from bowl II", () => {
  it("moves a token from bowl II to bowl I instead of paying 1 power, listed beside the power payment", () => {
    const s = start();
    const p = s.player("swarmlings");
    const board = s.catalog.boards.base!;
    expect([p.shipping, p.merchants!.ships.map((c) => board.ids[c])]).toEqual([0, ["r14"]]);
    s.play("swarmlings: action SHIPS");
    expect(p.power).toEqual([3, 9, 0]);
    // No power in bowl III: only the bowl II payment is listed and accepted.
    const listed = legalMoves(s.catalog, s.state, "swarmlings").filter((m) => m.type === "ship").map(formatMove);
    expect(listed).toContain("swarmlings: ship +1b2 r14-D3");
    expect(listed).not.toContain("swarmlings: ship +1 r14-D3");
    expectRefused(s, "swarmlings: ship r14-D3", "move/too-far");
    expectRefused(s, "swarmlings: ship +1 r14-D3", "move/cannot-afford");
    const vp = p.vp;
    s.play("swarmlings: ship +1b2 r14-D3");
    expect(p.power).toEqual([4, 8, 0]);
    s.play("swarmlings: trade D3");
    // A dwelling: 1 VP and 1 worker; SCORE10 2 VP and BON11 1 VP per trade.
    expect(p.vp - vp).toBe(4);
    expect(s.player("fakirs").merchants!.traded).toEqual([]);
    expect(p.merchants!.traded.map((c) => board.ids[c])).toEqual(["D3"]);
  });

  it("is the Swarmlings' alone: another faction may not pay from bowl II", () => {
    // The notation README's setup (testing/merchants-example.ts); the Auren gain a ship on r20.
    const s = game(merchantsExampleLog(["map base"], "auren: action BON11", "fakirs: pass BON3"), "merchants");
    // 1 power in bowl III, so that the Auren can move a ship one step (paying with power).
    s.player("auren").power = [4, 7, 1];
    s.play("auren: action SHIPS");
    expectRefused(s, "auren: ship +1b2 r20-r21", "move/not-allowed");
    expect(legalMoves(s.catalog, s.state, "auren").filter((m) => m.type === "ship").map(formatMove).some((m) => m.includes("+1b2"))).toBe(false);
  });
});
