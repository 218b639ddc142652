/**
 * The new tiles of Merchants of the Seas (digest §9.1–§9.5, §9.7; content/merchants) that the other
 * scenario files do not play: the favor tiles FAV14 (trade VP), FAV15 (ship income) and FAV16
 * (trade markers when passing), the bonus cards BON12 (ships when passing) and BON14 (stronghold,
 * sanctuary and shipyard when passing), the town tiles TW9 (4 VP and a shipping step) and TW10
 * (3 VP and 2 ships), the favor power action ACT9, the scoring tiles SCORE11 (temples) and SCORE13's
 * round-end ship, and ties on the trade-majority tile. Each is played in notation, with its numbers.
 */
import { describe, expect, it } from "vitest";
import { expectRefused, game, passUntil, pack } from "./helpers";
import { legalMoves } from "../legal";
import { createGame } from "../setup";
import { formatMove } from "../../notation/format";
import { merchantsLog, AUREN_FAKIRS } from "./merchants-logs";
import { merchantsExampleLog } from "../../testing/merchants-example";
import type { Scenario } from "../../testing/scenario";

const ships = (s: Scenario, faction: string) => s.player(faction).merchants!.ships.map((c) => s.catalog.boards.base!.ids[c]);

/**
 * The notation README's example (Auren on F2 with the dock and D1, shipping 1 after its first line;
 * Fakirs on D3 and F3, passed with BON3): the Auren send a priest to the favor power action ACT9
 * (5 power and the priest), then gain two ships (ACT8, BON11).
 */
const start = () =>
  game(
    merchantsExampleLog(
      ["map base"],
      `auren: +12pw. +4c. +1p
       auren: advance ship
       fakirs: pass BON3
       auren: +1p`,
    ),
    "merchants",
  );

describe("the favor power action (ACT9)", () => {
  it("costs 5 power and a priest (back to the supply) and gives 1 favor tile", () => {
    const s = start();
    const before = s.player("auren");
    expect([before.power, before.priests, before.cults.air]).toEqual([[0, 5, 7], 1, 1]);
    s.play("auren: action ACT9. +FAV14");
    const a = s.player("auren");
    expect([a.power, a.priests, a.favors, a.cults.air]).toEqual([[5, 5, 2], 0, ["FAV14"], 2]);
  });
});

describe("FAV14 (Air): trade VP", () => {
  it("gives 1 VP more for a trade with a dwelling: 1 (reward) + 2 (SCORE10) + 1 (BON11) + 1 (FAV14)", () => {
    const s = start().play(`
      auren: action ACT9. +FAV14
      auren: +12pw. action ACT8
      auren: action BON11
      auren: +12pw
    `);
    const vp = s.player("auren").vp;
    s.play("auren: action ACT7. ship +1 r20-r21-F3. trade F3");
    expect(s.player("auren").vp - vp).toBe(5);
  });

  it("gives 2 VP more for a trade with a shipyard, as read from the tile's perTrade row", () => {
    expect(start().catalog.favorTiles.FAV14!.perTrade).toEqual({ D: 1, TP: 1, TE: 1, SH: 2, SA: 2, SY: 2 });
  });
});

describe("FAV15 (Water): ship income", () => {
  it("gives 1 ship in every income phase after it is taken, next to the dock", () => {
    const s = start().play("auren: action ACT9. +FAV15");
    expect(ships(s, "auren")).toEqual([]);
    s.play("auren: pass BON7");
    expect(s.state.round).toBe(2);
    expect(ships(s, "auren")).toEqual(["r20"]);
  });
});

describe("FAV16 (Fire): trade markers when passing", () => {
  it("gives 2 VP when passing with 1 trade marker placed (2/3/4/5 VP for 1–3/4–6/7–9/10+)", () => {
    const s = start().play(`
      auren: action ACT9. +FAV16
      auren: +12pw. action ACT8
      auren: +12pw
      auren: action ACT7. ship +1 r20-r21-F3. trade F3
      fakirs: leech 1 from auren
    `);
    expect(s.player("auren").merchants!.traded).toHaveLength(1);
    const vp = s.player("auren").vp;
    s.play("auren: pass BON7");
    // BON11, returned, scores nothing when passing; FAV16 scores 2.
    expect(s.player("auren").vp - vp).toBe(2);
  });
});

describe("BON12: ships when passing", () => {
  it("gives 1 worker and 1 coin of income, and 3 VP per ship on the board when returned", () => {
    const s = start().play(`
      auren: +12pw. action ACT8
      auren: action BON11
      auren: pass BON12
    `);
    expect(ships(s, "auren")).toEqual(["r20", "r20"]);
    expect(s.state.round).toBe(2);
    s.play("fakirs: pass BON4");
    const vp = s.player("auren").vp;
    s.play("auren: pass BON7");
    expect(s.player("auren").vp - vp).toBe(6);
  });

  it("pays 1 worker and 1 coin of income besides the faction's (Auren: 3 workers with 2 dwellings, no coins)", () => {
    const s = start();
    const before = { ...s.player("auren") };
    // The coin left on the card since setup comes with it.
    const lying = s.state.bonusCoins.BON12 ?? 0;
    expect(lying).toBe(1);
    s.play("auren: pass BON12");
    expect(s.state.round).toBe(2);
    const after = s.player("auren");
    expect([after.workers - before.workers, after.coins - before.coins]).toEqual([3 + 1, lying + 0 + 1]);
  });
});

/**
 * A town for the Auren (base map, content/merchants: 25 VP to start): dwellings D1 and F2 (the dock,
 * beside r20), then D2 and E3, and trading houses on D2, E3 and F2 (7 power in 4 structures). The
 * Engineers, far away on H6 and I9, pass. Round 1 scores trades only (SCORE10).
 */
function town(): Scenario {
  const s = game(
    `${merchantsLog([
      { faction: "auren", dwellings: ["D1", "F2"], dock: "F2", bonus: "BON3" },
      { faction: "engineers", dwellings: ["H6", "I9"], dock: "H6", bonus: "BON1" },
    ])}
    auren: +20w. +20c
    auren: dig 1. build D2
    engineers: pass BON4
    auren: dig 2. build E3
    auren: upgrade D2 to TP
    auren: upgrade E3 to TP
    auren: upgrade F2 to TP`,
    "merchants",
  );
  const p = s.player("auren");
  expect([p.pending.towns, p.vp, p.shipping, p.keys, p.merchants!.ships.length]).toEqual([1, 25, 0, 1, 0]);
  return s;
}

describe("TW9", () => {
  it("gives 4 VP, a free shipping step with its VP (2 at shipping 1) and a key (the Auren's second: they start with one)", () => {
    const p = town().play("auren: +TW9").player("auren");
    expect([p.vp, p.shipping, p.keys, p.towns]).toEqual([25 + 4 + 2, 1, 2, ["TW9"]]);
  });
});

describe("TW10", () => {
  it("gives 3 VP, 2 ships next to the dock and a key", () => {
    const s = town().play("auren: +TW10");
    const p = s.player("auren");
    expect([p.vp, p.keys, p.towns]).toEqual([28, 2, ["TW10"]]);
    expect(ships(s, "auren")).toEqual(["r20", "r20"]);
  });
});

/**
 * Auren (F2 with the dock; D1) and Alchemists (E5 with the dock; E1) on the base map (the shipyard
 * scenarios' setup); round 1 scores `round1`.
 */
const aurenAlchemists = (round1: string) =>
  game(
    `${merchantsLog(
      [
        { faction: "auren", dwellings: ["F2", "D1"], dock: "F2", bonus: "BON3" },
        { faction: "alchemists", dwellings: ["E5", "E1"], dock: "E5", bonus: "BON1" },
      ],
      { score: `${round1},SCORE10,SCORE14,SCORE15,SCORE16,SCORE18`.replace(`,${round1}`, ",SCORE19") },
    )}
    auren: +20c. +10w. +2p. +12pw
    auren: upgrade F2 to TP
    alchemists: pass BON4`,
    "merchants",
  );

describe("SCORE11: temples", () => {
  it("gives 4 VP for a temple built during its round", () => {
    const s = aurenAlchemists("SCORE11");
    const vp = s.player("auren").vp;
    s.play("auren: upgrade F2 to TE. +FAV11");
    expect(s.player("auren").vp - vp).toBe(4);
    expect(s.player("auren").vpSources["round-scoring"]).toBe(4);
  });
});

describe("SCORE13: stronghold, sanctuary and shipyard / Water", () => {
  it("gives 1 ship per 4 steps on Water at the end of its round, next to the dock", () => {
    const s = aurenAlchemists("SCORE13");
    s.play("auren: send p to WATER");
    expect(s.player("auren").cults.water).toBe(4);
    expect(ships(s, "auren")).toEqual([]);
    s.play("auren: pass BON7");
    expect(s.state.round).toBe(2);
    expect(ships(s, "auren")).toEqual(["r20"]);
  });
});

describe("BON14: stronghold, sanctuary and shipyard when passing", () => {
  it("gives 2 workers of income, and 4 VP for the shipyard when returned (4 per building)", () => {
    const s = aurenAlchemists("SCORE10").play(`
      auren: upgrade F2 to SY. +2FIRE
      auren: pass BON14
    `);
    expect(s.state.round).toBe(2);
    s.play("alchemists: pass BON3");
    const vp = s.player("auren").vp;
    s.play("auren: pass BON7");
    expect(s.player("auren").vp - vp).toBe(4);
  });
});

describe("the trade-majority tile's ties", () => {
  it("share the tied places' VP: one marker each is (18 + 12) / 2 = 15 VP each", () => {
    const s = game(
      `${merchantsLog(AUREN_FAKIRS, { finalScoring: "trade-majority" })}
       auren: +12pw. +4c. +1p
       auren: advance ship
       fakirs: +12pw. action ACT8
       auren: action BON11
       fakirs: +12pw. action ACT7. merchant +1 D3-D2-D1
       fakirs: trade D1
       auren: leech 1 from fakirs
       auren: +12pw
       auren: action SHIPS. ship +1 r20-r21-F3. trade F3
       fakirs: leech 1 from auren`,
      "merchants",
    );
    expect([s.player("auren").merchants!.traded.length, s.player("fakirs").merchants!.traded.length]).toEqual([1, 1]);
    passUntil(s, "end");
    expect(s.state.finished).toBe(true);
    expect([s.player("auren").vpSources["final-scoring-tile"], s.player("fakirs").vpSources["final-scoring-tile"]]).toEqual([15, 15]);
  });
});

describe("the trade-majority tile's setup (§2.1.6)", () => {
  it("is shuffled with the Fire & Ice final-scoring tiles (option fire-and-ice-final-scoring): one of the five is drawn, each in some seed", () => {
    const catalog = pack("merchants");
    const drawn = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const created = createGame(catalog, { factions: ["auren", "giants"], options: ["fire-and-ice-final-scoring"], seed });
      if (!created.ok) throw new Error(created.message);
      expect(created.state.finalScoring).toHaveLength(1);
      drawn.add(created.state.finalScoring[0]!);
    }
    expect([...drawn].sort()).toEqual(Object.keys(catalog.finalScoringTiles).sort());
    expect(drawn.has("trade-majority")).toBe(true);
  });

  it("is used alone, face up, or chosen, when the setup names it (`final-scoring trade-majority`)", () => {
    const catalog = pack("merchants");
    const created = createGame(catalog, { factions: ["auren", "giants"], finalScoring: ["trade-majority"], seed: 3 });
    expect(created.ok && created.state.finalScoring).toEqual(["trade-majority"]);
  });
});

describe("ships with no trade marker left (§4)", () => {
  it("may not enter a land hex: the landing on F3 is neither listed nor played, river moves still are", () => {
    const s = start().play(`
      auren: +12pw. action ACT8
      auren: +12pw
      auren: action ACT7
    `);
    const listed = () => legalMoves(s.catalog, s.state, "auren").map(formatMove).filter((m) => m.includes(" ship "));
    expect(listed()).toContain("auren: ship +1 r20-r21-F3");
    // 15 markers placed: under the hexes of the board's first 15 cells (as far as this check goes).
    const board = s.catalog.boards.base!;
    s.player("auren").merchants!.traded = board.ids.slice(0, 15).map((id) => board.index[id]!);
    expect(listed().filter((m) => /-[A-I]\d+$/.test(m))).toEqual([]);
    expect(listed()).toContain("auren: ship +1 r20-r21-r14");
    expectRefused(s, "auren: ship +1 r20-r21-F3", "move/bad-path");
  });
});

describe("the shipping-VP bonus card (BON10, mini-expansion) with a range tile (§8)", () => {
  it("scores 3 VP per sail value of the Fakirs' range space when returned: 3 at space 1 (after FAV13's shipping step)", () => {
    const s = game(
      merchantsExampleLog(
        ["map base", "option shipping-bonus"],
        `auren: pass BON3
         fakirs: +12pw. +1p. action ACT9. +FAV13: shipping
         fakirs: pass BON10`,
      ),
      "merchants",
    );
    const f = s.player("fakirs");
    expect([f.merchants!.rangeAdvances, f.shipping, s.state.round]).toEqual([1, 0, 2]);
    expect(s.catalog.merchants!.rangeTiles.fakirs!.spaces[1]!.sail).toBe(1);
    s.play("auren: pass BON4");
    const vp = s.player("fakirs").vp;
    s.play("fakirs: pass BON5");
    expect(s.player("fakirs").vp - vp).toBe(3);
  });
});

describe("the starting-VP table and the Fire & Ice faction auction (§2.1.10)", () => {
  it("is not used with the auction: the factions start with 40 VP minus their bid on the base map, not the table's 20/20/30", () => {
    const s = game(
      `option fire-and-ice-auction/standard
       map base
       score SCORE10,SCORE11,SCORE13,SCORE14,SCORE15,SCORE16
       player-count 3
       player1: nominate witches
       player2: nominate nomads
       player3: nominate giants
       player1: bid nomads 3
       player2: bid witches 0
       player3: bid giants 1`,
      "merchants",
    );
    const table = s.catalog.pack.rules.startingVp.perMap!.base!;
    expect([table.witches, table.nomads, table.giants]).toEqual([20, 20, 30]);
    expect(s.state.players.map((p) => [p.faction, p.vp])).toEqual([
      ["witches", 40],
      ["nomads", 37],
      ["giants", 39],
    ]);
  });
});

describe("the variants Merchants of the Seas inherits, as they play in it", () => {
  const catalog = pack("merchants");

  it("mini-expansion-1 adds TW6 and TW8 but not TW7, which the expansion removes (§2.1.3); its text says so", () => {
    const created = createGame(catalog, { factions: ["auren", "giants"], options: ["mini-expansion-1"], seed: 5 });
    if (!created.ok) throw new Error(created.message);
    expect(Object.keys(created.state.pool.town).filter((t) => ["TW6", "TW7", "TW8"].includes(t)).sort()).toEqual(["TW6", "TW8"]);
    expect(catalog.pack.variants["mini-expansion-1"]!.description).toMatch(/TW6 .* and TW8 .*TW7 .* stays out/);
  });

  it("fire-and-ice-final-scoring's text names the trade-majority tile among those drawn", () => {
    expect(catalog.pack.variants["fire-and-ice-final-scoring"]!.description).toMatch(/trade-majority/);
  });
});
