/**
 * Merchants of the Seas setup (content/merchants): the starting-VP table per map, the Auren's key,
 * each player's pieces, the tiles left out, and docks placed after the initial dwellings in turn
 * order under a riverside dwelling (the Fakirs' warehouse under any dwelling), or later under the
 * first riverside dwelling built.
 */
import { describe, expect, it } from "vitest";
import { legalMoves } from "../legal";
import { formatMove } from "../../notation/format";
import { parseCommand } from "../../notation/parse";
import { createGame } from "../setup";
import { compileCatalog, type Catalog } from "../../catalog";
import { expectRefused, game, pack } from "./helpers";

const hexOf = (s: ReturnType<typeof game>, id: string) => s.catalog.boards[s.state.map]!.ids.indexOf(id);

/** Auren (forest), Giants (wasteland) and Fakirs (desert) on `map`, before the initial dwellings. */
const start = (map: string) => game(`option loose-adjust-resource\nmap ${map}\nsetup auren\nsetup giants\nsetup fakirs`, "merchants");

/**
 * Initial dwellings on the base map: the Auren on I11 (inland) and D1 (riverside), the Giants on
 * `giants` (two wasteland hexes), the Fakirs on A5 and G7 (both inland).
 */
const dwellings = (giants: [string, string]) =>
  start("base").play(`
    auren: build I11
    giants: build ${giants[0]}
    fakirs: build A5
    fakirs: build G7
    giants: build ${giants[1]}
    auren: build D1
  `);

describe("starting VP and pieces", () => {
  it("starts each faction at its row of the table for the map, not at 20", () => {
    const vp = (map: string) => start(map).state.players.map((p) => p.vp);
    expect(vp("base")).toEqual([25, 30, 30]);
    expect(vp("fire-and-ice-altered")).toEqual([25, 25, 25]);
    expect(vp("fjords")).toEqual([25, 25, 25]);
    expect(vp("loon-lakes")).toEqual([20, 25, 25]);
    expect(game(`map base\nsetup auren\nsetup giants\nsetup fakirs`, "fire-and-ice").state.players.map((p) => p.vp)).toEqual([20, 20, 20]);
  });

  it("gives the Auren 1 key and every player their pieces: no ship on the board, no trade marker placed, the dock aside", () => {
    const s = start("base");
    expect(s.state.players.map((p) => p.keys)).toEqual([1, 0, 0]);
    expect(s.player("giants").merchants).toEqual({ ships: [], traded: [], landed: [], rangeAdvances: 0 });
    const plain = game(`setup auren\nsetup giants`, "fire-and-ice");
    expect(plain.player("auren").keys).toBe(0);
    expect("merchants" in plain.player("auren")).toBe(false);
  });

  it("leaves the base scoring tiles, BON6 and TW7 out of the game", () => {
    const s = start("base");
    expect(s.state.scoring.every((id) => Number(id.slice(5)) >= 10)).toBe(true);
    expect(s.state.scoring).toHaveLength(6);
    expect(Object.keys(s.catalog.scoringTiles)).toHaveLength(12);
    expect(s.catalog.bonusCards.BON6).toBeUndefined();
    expect(s.catalog.bonusCards.BON14).toBeDefined();
    expect(s.catalog.townTiles.TW7).toBeUndefined();
    expect(s.catalog.townTiles.TW9!.count).toBe(2);
  });
});

describe("the scoring-tile draw", () => {
  /** The most tiles with a cult bonus on one cult among rounds 1–5, in the games of seeds 1..300. */
  const worst = (catalog: Catalog) => {
    let most = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const g = createGame(catalog, { factions: ["auren", "giants"], seed });
      if (!g.ok) throw new Error(g.message);
      const { scoring } = g.state;
      expect(new Set(scoring).size).toBe(6);
      expect(scoring.slice(4).some((id) => catalog.scoringTiles[id]!.cultBonus.reward.spades)).toBe(false);
      const counts = new Map<string, number>();
      for (const id of scoring.slice(0, 5)) counts.set(catalog.scoringTiles[id]!.cultBonus.cult, (counts.get(catalog.scoringTiles[id]!.cultBonus.cult) ?? 0) + 1);
      most = Math.max(most, ...counts.values());
    }
    return most;
  };

  it("never puts 3 tiles with a cult bonus on one cult in rounds 1 to 5", () => {
    expect(worst(pack("merchants"))).toBe(2);
  });

  it("would, without the limit (the limit is what keeps it)", () => {
    const merchants = pack("merchants");
    const resolved = { ...merchants.pack, merchants: { ...merchants.pack.merchants!, scoringDraw: { ...merchants.pack.merchants!.scoringDraw, maxSameCultBonus: 5 } } };
    expect(worst(compileCatalog(resolved))).toBe(3);
  });
});

describe("docks", () => {
  it("are placed after the initial dwellings, in turn order, each under a riverside dwelling; the Fakirs' warehouse under any", () => {
    const s = dwellings(["D4", "I1"]);
    expect(s.state.phase).toBe("setup-dwellings");
    expect(s.state.setupQueue.map((q) => `${q.seat}${q.step}`).join(" ")).toBe("0dock 1dock 2dock 2bonus 1bonus 0bonus");
    expect(legalMoves(s.catalog, s.state, "auren").map(formatMove)).toEqual(["auren: dock D1"]);
    expect(legalMoves(s.catalog, s.state, "giants")).toEqual([]);
    expectRefused(s, "giants: dock D4", "move/not-your-turn");
    expectRefused(s, "auren: dock I11", "move/inland");
    expectRefused(s, "auren: dock D4", "move/not-own-dwelling");
    expectRefused(s, "auren: dock Z9", "move/unknown-hex");
    s.play("auren: dock D1");
    expect(s.player("auren").merchants!.dock).toBe(hexOf(s, "D1"));
    expectRefused(s, "giants: dock I1", "move/inland");
    s.play("giants: dock D4");
    expect(legalMoves(s.catalog, s.state, "fakirs").map(formatMove)).toEqual(["fakirs: dock A5", "fakirs: dock G7"]);
    s.play("fakirs: dock G7");
    expect([s.player("giants").merchants!.dock, s.player("fakirs").merchants!.dock]).toEqual([hexOf(s, "D4"), hexOf(s, "G7")]);
    expect(s.state.phase).toBe("setup-bonus");
    expect(s.state.setupQueue.map((q) => `${q.seat}${q.step}`).join(" ")).toBe("2bonus 1bonus 0bonus");
  });

  it("skip a player without a riverside dwelling; their dock goes under the first riverside dwelling they build", () => {
    const s = dwellings(["A9", "I1"]);
    s.play("auren: dock D1");
    // The Giants have no riverside dwelling: the Fakirs place next.
    expect(s.state.setupQueue.map((q) => `${q.seat}${q.step}`).join(" ")).toBe("2dock 2bonus 1bonus 0bonus");
    s.play("fakirs: dock A5");
    expect(s.player("giants").merchants!.dock).toBeUndefined();
    s.play(`
      fakirs: pass BON1
      giants: pass BON2
      auren: pass BON3
      auren: pass BON4
      giants: +20w
      giants: dig 2. build H1
    `);
    expect(s.player("giants").merchants!.dock).toBe(hexOf(s, "H1"));
    expect(s.player("giants").buildings.D).toBe(3);
  });
});

describe("dock notation", () => {
  it("reads and writes `dock E7`", () => {
    const r = parseCommand("auren", "dock d1");
    expect(r).toEqual({ kind: "move", move: { type: "dock", faction: "auren", hex: "D1" } });
    expect(formatMove({ type: "dock", faction: "auren", hex: "D1" })).toBe("auren: dock D1");
  });
});

describe("the variant 'new bonus cards first' (merchants/new-bonus-cards-first)", () => {
  const catalog = pack("merchants");
  const newCards = (options: string[], seed: number) => {
    const r = createGame(catalog, { factions: ["auren", "giants"], options, seed });
    if (!r.ok) throw new Error(r.message);
    return Object.keys(r.state.pool.bonus).filter((id) => catalog.merchants!.newBonusCards.includes(id)).length;
  };

  it("puts 2 of the new cards (merchants.newBonusCardsFirst) in play first, then draws the rest as usual", () => {
    const seeds = Array.from({ length: 30 }, (_, i) => i + 1);
    const first = seeds.map((seed) => newCards(["merchants/new-bonus-cards-first"], seed));
    expect(Math.min(...first)).toBeGreaterThanOrEqual(catalog.merchants!.newBonusCardsFirst);
    // The third new card may still be drawn among the rest.
    expect(Math.max(...first)).toBe(3);
    // Without the variant, the draw often leaves fewer in play (the same seeds).
    expect(Math.min(...seeds.map((seed) => newCards([], seed)))).toBeLessThan(2);
  });
});
