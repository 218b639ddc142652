/**
 * The faction rows of Merchants of the Seas (§9.9, content/merchants `merchants.factionRules`),
 * one scenario each where no other file plays them: the Giants' stronghold trades, the Nomads'
 * sandstorm from a ship, the Yetis' power actions, the Chaos Magicians' favor action, the
 * Halflings' worker, the Shapeshifters' shipyard colour.
 */
import { describe, expect, it } from "vitest";
import { legalMoves } from "../legal";
import { formatMove } from "../../notation/format";
import { expectRefused, game, pack as packOf, terrainAt } from "./helpers";
import { merchantsLog } from "./merchants-logs";
import { scenario, type Scenario } from "../../testing/scenario";
import { compileCatalog } from "../../catalog";

const listed = (s: Scenario, faction: string) => legalMoves(s.catalog, s.state, faction).map(formatMove);
const cells = (s: Scenario, faction: string) => s.player(faction).merchants!.ships.map((c) => s.catalog.boards.base!.ids[c]);

/**
 * Auren (forest: F2 with the dock, beside r20; D1) and Giants (wasteland: D4; G2 with the dock,
 * beside r28) on the base map. Round 1 scores 2 VP per trade (SCORE10); the Auren hold BON11
 * (+1 VP per trade). E3, next to the Auren's F2, is wasteland; F1, next to it too, is mountains.
 */
const GIANTS = merchantsLog([{ faction: "auren", dwellings: ["F2", "D1"], dock: "F2", bonus: "BON11" }, { faction: "giants", dwellings: ["D4", "G2"], dock: "G2", bonus: "BON1" }]);

describe("Giants", () => {
  it("an opponent trading with their stronghold may not use its spade on a wasteland hex", () => {
    const s = game(
      `${GIANTS}
       auren: +12pw. +20c. +20w. +3p
       auren: advance ship
       giants: +20c. +20w
       giants: upgrade G2 to TP
       auren: advance ship
       giants: upgrade G2 to SH
       auren: action ACT8
       giants: pass BON3
       auren: +12pw`,
      "merchants",
    );
    const a = s.player("auren");
    s.play("auren: action ACT7. ship +1 r20-r21-r28-G2");
    const before = { vp: a.vp, coins: a.coins, workers: a.workers };
    s.play("auren: trade G2");
    // 2 VP and 2 coins; 2 VP for the round's tile, 1 for BON11; the free spade.
    expect([a.vp - before.vp, a.coins - before.coins, a.pending.spades]).toEqual([5, 2, 1]);
    expect(terrainAt(s, "E3")).toBe("wasteland");
    const moves = listed(s, "auren");
    expect(moves.filter((m) => m.includes("transform E3"))).toEqual([]);
    expect(moves).toContain("auren: transform F1 to green");
    expectRefused(s, "auren: transform E3 to gray", "move/spade-barred");
    s.play("auren: transform F1 to green. build F1");
    expect([terrainAt(s, "F1"), a.pending.spades, a.buildings.D, before.workers - a.workers, before.coins - a.coins]).toEqual(["forest", 0, 3, 1, 0]);
    expect(a.merchants!.strongholdTrades!.notOn).toEqual([]);
    expect(s.state.leechOffers.map((o) => [o.seat, o.from, o.amount])).toEqual([[1, 0, 3]]);
  });

  it("take 2 free spades from a stronghold trade, enough for any hex, and build there", () => {
    const s = game(
      `${GIANTS}
       auren: +20c. +20w
       auren: upgrade F2 to TP
       giants: +12pw. +20c. +20w. +3p
       giants: action ACT8
       auren: upgrade F2 to SH. +FAV9
       giants: advance ship
       auren: pass BON3
       giants: advance ship
       giants: +12pw`,
      "merchants",
    );
    const g = s.player("giants");
    expect([cells(s, "giants"), g.shipping]).toEqual([["r28"], 2]);
    s.play("giants: action ACT7. ship +1 r28-r21-r20-F2");
    const before = { vp: g.vp, coins: g.coins, workers: g.workers };
    s.play("giants: trade F2");
    // 2 VP and 2 coins, 2 VP for the round's tile; 2 spades.
    expect([g.vp - before.vp, g.coins - before.coins, g.pending.spades]).toEqual([4, 2, 2]);
    // F4 (forest), next to G2: the Giants always need 2 spades.
    s.play("giants: transform F4. build F4");
    expect([terrainAt(s, "F4"), g.pending.spades, g.buildings.D, before.workers - g.workers, before.coins + 2 - g.coins]).toEqual(["wasteland", 0, 3, 1, 2]);
  });
});

describe("Nomads", () => {
  /**
   * Nomads (desert: D3 with the dock, beside r8 and r14; A5, I7) and Auren (forest: F2, D1) on the
   * base map. The Nomads build their stronghold on A5 and gain a ship, placed on r14; E5 (swamp)
   * touches r14 and none of their structures. The Auren have passed.
   */
  const nomads = () =>
    game(
      `${merchantsLog([{ faction: "nomads", dwellings: ["D3", "A5", "I7"], dock: "D3", bonus: "BON3" }, { faction: "auren", dwellings: ["F2", "D1"], dock: "F2", bonus: "BON1" }])}
       nomads: +20c. +20w. +12pw
       nomads: upgrade A5 to TP
       auren: pass BON4
       nomads: upgrade A5 to SH
       nomads: action ACT8. ship-at r14`,
      "merchants",
    );

  it("may sandstorm a hex next to their ship, building a dwelling there at once paid with that ship", () => {
    const s = nomads();
    const p = s.player("nomads");
    expect(cells(s, "nomads")).toEqual(["r14"]);
    const before = { vp: p.vp, coins: p.coins, workers: p.workers, d: p.buildings.D };
    s.play("nomads: action ACTN");
    expect(p.pending.freeTransforms).toBe(1);
    expect(listed(s, "nomads")).toContain("nomads: build E5 ship r14");
    expect(listed(s, "nomads")).not.toContain("nomads: build E5");
    expectRefused(s, "nomads: transform E5", "move/build-with-ship");
    expectRefused(s, "nomads: build E5", "move/build-with-ship");
    s.play("nomads: build E5 ship r14");
    // Nothing paid: the sandstorm is free and the ship pays for the dwelling.
    expect([terrainAt(s, "E5"), p.buildings.D - before.d, p.coins, p.workers, p.vp, cells(s, "nomads"), p.pending.freeTransforms]).toEqual([
      "desert",
      1,
      before.coins,
      before.workers,
      before.vp,
      [],
      0,
    ]);
  });

  it("sandstorm as before next to their structures, without a ship", () => {
    const s = nomads().play("nomads: action ACTN. transform E4. build E4");
    expect([terrainAt(s, "E4"), cells(s, "nomads")]).toEqual(["desert", ["r14"]]);
  });
});

describe("Yetis", () => {
  /**
   * Yetis (ice, mountains picked: E7 with the dock, beside r22; F1, beside r25 and r26) and Witches
   * (forest: C3 with the dock; A3). The Yetis build their stronghold on E7 while the Witches take
   * ACT8 (a ship, 4 power) and ACT2 (a priest, 3 power); then the Witches pass.
   */
  const yetis = () =>
    game(
      `${merchantsLog([{ faction: "yetis", pick: "gray", dwellings: ["E7", "F1"], dock: "E7", bonus: "BON3" }, { faction: "witches", dwellings: ["C3", "A3"], dock: "C3", bonus: "BON4" }], { options: ["fire-and-ice-factions/ice"] })}
       yetis: +30c. +30w. +24pw
       yetis: upgrade E7 to TP
       witches: +12pw. action ACT8
       yetis: upgrade E7 to SH
       witches: action ACT2
       yetis: upgrade F1 to TP
       witches: pass BON1`,
      "merchants",
    );

  it("take a new power action already taken only once they have both the stronghold and the shipyard, paying 1 power less", () => {
    const s = yetis();
    const p = s.player("yetis");
    expect([p.buildings.SH, p.merchants!.shipyard, s.state.usedActions]).toEqual([1, undefined, ["ACT8", "ACT2"]]);
    // The stronghold alone: a base power action again (ACT2, 2 power), not a new one.
    expect(listed(s, "yetis")).not.toContain("yetis: action ACT8");
    expectRefused(s, "yetis: action ACT8", "move/action-used");
    const power = [...p.power];
    s.play("yetis: action ACT2");
    expect(p.power[2]).toBe(power[2]! - 2);
    s.play("yetis: upgrade F1 to SY");
    expect(p.merchants!.shipyard).toBe(s.catalog.boards.base!.index.F1);
    const ships = cells(s, "yetis").length;
    const bowl3 = p.power[2]!;
    expect(listed(s, "yetis")).toContain("yetis: action ACT8");
    s.play("yetis: action ACT8");
    // ACT8 costs 4 power, 3 for the Yetis; 1 ship more.
    expect([bowl3 - p.power[2]!, cells(s, "yetis").length - ships]).toEqual([3, 1]);
  });
});

describe("Chaos Magicians", () => {
  /**
   * Chaos Magicians (wasteland: E3 with the dock, beside r20; one dwelling) and Auren (forest: F2,
   * D1). The Chaos Magicians build their stronghold on E3 and gain a ship on r20.
   */
  const chaos = (catalog = packOf("merchants")) =>
    scenario(
      catalog,
      `${merchantsLog([{ faction: "chaosmagicians", dwellings: ["E3"], dock: "E3", bonus: "BON3" }, { faction: "auren", dwellings: ["F2", "D1"], dock: "F2", bonus: "BON1" }])}
       chaosmagicians: +30c. +30w. +3p. +24pw
       chaosmagicians: upgrade E3 to TP
       auren: decline
       auren: +12pw. action ACT2
       chaosmagicians: upgrade E3 to SH
       auren: decline
       auren: send p to fire
       chaosmagicians: action ACT8`,
    );

  it("take 1 favor tile with the favor power action (5 power and a priest), not 2 as for a temple", () => {
    const s = chaos().play("auren: pass BON4");
    const p = s.player("chaosmagicians");
    const before = { bowl3: p.power[2]!, priests: p.priests, favors: p.favors.length };
    s.play("chaosmagicians: action ACT9");
    expect([before.bowl3 - p.power[2]!, before.priests - p.priests, p.pending.favors]).toEqual([5, 1, 1]);
    s.play("chaosmagicians: +FAV9");
    expect([p.favors.length - before.favors, p.pending.favors]).toEqual([1, 0]);
  });

  it("take as many favor tiles with the favor power action as their row says (a pack edited to 2), else ACT9's own number", () => {
    const pack = packOf("merchants").pack;
    const withRow = (favorActionTiles: number | undefined, act9Tiles = 1) =>
      compileCatalog({
        ...pack,
        powerActions: { ...pack.powerActions, ACT9: { ...pack.powerActions.ACT9!, effect: { ...pack.powerActions.ACT9!.effect, favorTiles: act9Tiles } } },
        merchants: { ...pack.merchants!, factionRules: { ...pack.merchants!.factionRules, chaosmagicians: { ...pack.merchants!.factionRules.chaosmagicians, favorActionTiles } } },
      });
    const owed = (catalog: ReturnType<typeof compileCatalog>) => {
      const s = chaos(catalog).play("auren: pass BON4");
      const p = s.player("chaosmagicians");
      const before = { bowl3: p.power[2]!, priests: p.priests };
      s.play("chaosmagicians: action ACT9");
      return [before.bowl3 - p.power[2]!, before.priests - p.priests, p.pending.favors];
    };
    expect(owed(withRow(2))).toEqual([5, 1, 2]);
    expect(owed(withRow(1, 3))).toEqual([5, 1, 1]);
    expect(owed(withRow(undefined, 3))).toEqual([5, 1, 3]);
    // Two tiles taken one after the other; the turn ends with the second.
    const s = chaos(withRow(2)).play("auren: pass BON4").play("chaosmagicians: action ACT9. +FAV9. +FAV10");
    expect(s.player("chaosmagicians").favors).toEqual(["FAV9", "FAV10"]);
  });

  it("end an open Move ships action with the second action of their double turn", () => {
    const s = chaos().play("auren: pass BON4");
    const p = s.player("chaosmagicians");
    s.play("chaosmagicians: action ACTC. action ACT7. ship +1 r20-r21");
    expect(p.merchants!.moving).toEqual([s.catalog.boards.base!.index.r21]);
    s.play("chaosmagicians: +12pw. action ACT9. +FAV9");
    expect([p.merchants!.moving, cells(s, "chaosmagicians"), p.favors]).toEqual([undefined, ["r21"], ["FAV9"]]);
    expectRefused(s, "chaosmagicians: ship r21-r20", "move/not-allowed-now");
  });
});

describe("Halflings", () => {
  it("gain 1 worker after building a dwelling paid for with a ship", () => {
    // Halflings (plains: E6 with the dock, beside r15; H7) and Auren (forest: F2, D1); the Halflings'
    // ship on r15, next to E5 (swamp, 1 spade from plains).
    const s = game(
      `${merchantsLog([{ faction: "halflings", dwellings: ["E6", "H7"], dock: "E6", bonus: "BON3" }, { faction: "auren", dwellings: ["F2", "D1"], dock: "F2", bonus: "BON1" }])}
       halflings: +12pw. +10w
       halflings: action ACT8
       auren: pass BON4`,
      "merchants",
    );
    const p = s.player("halflings");
    expect(cells(s, "halflings")).toEqual(["r15"]);
    const before = { vp: p.vp, coins: p.coins, workers: p.workers, d: p.buildings.D };
    s.play("halflings: dig 1. build E5 ship r15");
    // The spade: 3 workers (and the Halflings' 1 VP per spade); the dwelling: the ship, then 1 worker back.
    expect([terrainAt(s, "E5"), p.buildings.D - before.d, p.workers - before.workers, p.coins - before.coins, p.vp - before.vp, cells(s, "halflings")]).toEqual([
      "plains",
      1,
      -2,
      0,
      1,
      [],
    ]);
  });
});

describe("Cultists", () => {
  it("gain nothing when the owner takes the power of their trade, even where trade power triggers other factions' abilities", () => {
    // Cultists (plains: E6 with the dock, beside r15; H7) and Alchemists (swamp: E5, beside r15; E1);
    // a copy of the pack where trade power triggers leech abilities but for the Cultists' row.
    const pack = packOf("merchants").pack;
    const catalog = compileCatalog({ ...pack, merchants: { ...pack.merchants!, trade: { ...pack.merchants!.trade, triggersLeechAbilities: true } } });
    const s = scenario(
      catalog,
      `${merchantsLog([{ faction: "cultists", dwellings: ["E6", "H7"], dock: "E6", bonus: "BON3" }, { faction: "alchemists", dwellings: ["E5", "E1"], dock: "E5", bonus: "BON1" }])}
       cultists: +12pw
       cultists: action ACT8
       alchemists: pass BON4
       cultists: +1pw
       cultists: action SHIPS. ship +1 r15-E5. trade E5`,
    );
    const c = s.player("cultists");
    const cults = { ...c.cults };
    expect(s.state.leechOffers.map((o) => [o.seat, o.from, o.amount])).toEqual([[1, 0, 1]]);
    s.play("alchemists: leech 1 from cultists");
    expect([c.cults, c.pending.cultSteps, s.player("alchemists").power]).toEqual([cults, 0, expect.anything()]);
    expect(listed(s, "cultists").some((m) => /\+(FIRE|WATER|EARTH|AIR)/.test(m))).toBe(false);
  });
});

describe("Shapeshifters", () => {
  it("may decline the free change of home colour their shipyard gives (`-SHAPESHIFT`), keeping their colour", () => {
    // Shapeshifters (gray picked: E7, F1 with the dock) and Witches (C3, F2); the Shapeshifters'
    // trading house on E7, beside r22.
    const s = game(
      `${merchantsLog([{ faction: "shapeshifters", pick: "gray", dwellings: ["E7", "F1"], dock: "F1", bonus: "BON3" }, { faction: "witches", dwellings: ["C3", "F2"], dock: "F2", bonus: "BON4" }], { options: ["fire-and-ice-factions/variable_v5"], score: "SCORE13,SCORE11,SCORE10,SCORE14,SCORE15,SCORE16" })}
       shapeshifters: +20c. +20w. upgrade E7 to TP
       witches: pass BON1`,
      "merchants",
    );
    const p = s.player("shapeshifters");
    expectRefused(s, "shapeshifters: -SHAPESHIFT", "move/not-owed");
    s.play("shapeshifters: upgrade E7 to SY");
    expect(p.pending.shapeshift).toBe(1);
    const moves = listed(s, "shapeshifters");
    expect(moves).toContain("shapeshifters: -1SHAPESHIFT");
    expect(moves).toContain("shapeshifters: pick-color yellow");
    expectRefused(s, "shapeshifters: +1SHAPESHIFT", "move/not-allowed-now");
    s.play("shapeshifters: -SHAPESHIFT");
    expect([p.pending.shapeshift, p.picked, terrainAt(s, "E7"), terrainAt(s, "F1")]).toEqual([0, "mountains", "mountains", "mountains"]);
    expectRefused(s, "shapeshifters: pick-color yellow", "move/not-owed");
    // The turn goes on as after any upgrade: the next action (the Witches have passed).
    s.play("shapeshifters: upgrade F1 to TP");
    expect(p.buildings.TP).toBe(1);
  });
});

/**
 * A volcano faction (E7, F1 with the dock, beside r25 and r26; yellow picked) and Witches (forest:
 * C3; F2 with the dock, beside r26), who build their stronghold on F2. The volcano faction's ship
 * goes on r26 and lands on the stronghold (shipping 0, the extra step for 1 power).
 */
const volcano = (faction: string, dwellings: [string, string]) =>
  game(
    `option fire-and-ice-factions/volcano
     option loose-adjust-resource
     map base
     score SCORE10,SCORE11,SCORE13,SCORE14,SCORE15,SCORE16
     setup ${faction}
     setup witches
     ${faction}: build ${dwellings[0]}
     witches: build C3
     witches: build F2
     ${faction}: build ${dwellings[1]}
     ${faction}: pick-color yellow
     ${faction}: dock F1
     witches: dock F2
     witches: pass BON4
     ${faction}: pass BON3
     ${faction}: +24pw. +1p. +10c. +10w
     ${faction}: action ACT8. ship-at r26
     witches: +20c. +20w
     witches: upgrade F2 to TP
     ${faction}: decline
     ${faction}: send p to earth
     witches: upgrade F2 to SH
     ${faction}: decline
     ${faction}: action SHIPS. ship +1 r26-F2`,
    "merchants",
  );

describe("Dragonlords", () => {
  it("take 1 power token into bowl I instead of a stronghold trade's spade, and keep its transform-and-build", () => {
    const s = volcano("dragonlords", ["E7", "F1"]);
    const p = s.player("dragonlords");
    const before = { vp: p.vp, coins: p.coins, power: [...p.power], d: p.buildings.D };
    s.play("dragonlords: trade F2");
    // 2 VP and 2 coins, 2 VP for the round's tile; a new token in bowl I; no spade.
    expect([p.vp - before.vp, p.coins - before.coins, p.power[0]! - before.power[0]!, p.pending.spades]).toEqual([4, 2, 1, 0]);
    // The transform-and-build action: the Dragonlords' free dig (they use no spades) makes E2 volcano.
    expect(listed(s, "dragonlords")).toContain("dragonlords: dig 1");
    const tokens = p.power[0]! + p.power[1]! + p.power[2]!;
    s.play("dragonlords: dig 1. build E2");
    // The volcano costs a power token; the dwelling 1 worker and 2 coins.
    expect([terrainAt(s, "E2"), p.buildings.D - before.d, tokens - (p.power[0]! + p.power[1]! + p.power[2]!), before.coins + 2 - p.coins]).toEqual(["volcano", 1, 1, 2]);
  });
});

describe("Acolytes", () => {
  it("take up to 2 steps on one cult track instead of a stronghold trade's spade", () => {
    const s = volcano("acolytes", ["E7. -3FIRE", "F1. -3WATER"]);
    const p = s.player("acolytes");
    const before = { vp: p.vp, coins: p.coins, air: p.cults.air };
    s.play("acolytes: trade F2");
    expect([p.vp - before.vp, p.coins - before.coins, p.pending.spades, p.pending.cultSteps, p.pending.cultSameTrack]).toEqual([4, 2, 0, 2, true]);
    s.play("acolytes: +2AIR");
    expect(p.cults.air - before.air).toBe(2);
  });
});

describe("Riverwalkers", () => {
  it("buy up to 3 extra steps for a ship with 1 power", () => {
    // Riverwalkers (gray: E7; F1 with the dock, beside r25) and Witches (forest: C3 with the dock; A3).
    const s = game(
      `${merchantsLog([{ faction: "riverwalkers", pick: "gray", dwellings: ["E7", "F1"], dock: "F1", bonus: "BON3" }, { faction: "witches", dwellings: ["C3", "A3"], dock: "C3", bonus: "BON4" }], { options: ["fire-and-ice-factions/variable_v5"] })}
       riverwalkers: +24pw
       riverwalkers: action ACT8
       witches: pass BON1
       riverwalkers: +24pw`,
      "merchants",
    ).play("riverwalkers: action SHIPS");
    const p = s.player("riverwalkers");
    expect([p.shipping, cells(s, "riverwalkers"), p.power]).toEqual([1, ["r25"], [0, 0, 12]]);
    // Shipping 1 and 3 extra steps: 4 in all, for 1 power.
    expect(listed(s, "riverwalkers")).toContain("riverwalkers: ship +1 r25-r26-r27-r20-r21");
    expectRefused(s, "riverwalkers: ship +1 r25-r26-r27-r20-r21-r14", "move/too-far");
    s.play("riverwalkers: ship +1 r25-r26-r27-r20-r21");
    expect([cells(s, "riverwalkers"), p.power]).toEqual([["r21"], [1, 0, 11]]);
  });
});

describe("Shapeshifters' trades", () => {
  it("offer them no power token when the owner takes the power, even where trade power triggers other factions' abilities", () => {
    // Shapeshifters (gray: E7; F1 with the dock, their ship on r26) and Witches (forest: C3; F2 with
    // the dock, beside r26); a copy of the pack where trade power triggers leech abilities but for
    // the Shapeshifters' row.
    const pack = packOf("merchants").pack;
    const catalog = compileCatalog({ ...pack, merchants: { ...pack.merchants!, trade: { ...pack.merchants!.trade, triggersLeechAbilities: true } } });
    const s = scenario(
      catalog,
      `${merchantsLog([{ faction: "shapeshifters", pick: "gray", dwellings: ["E7", "F1"], dock: "F1", bonus: "BON3" }, { faction: "witches", dwellings: ["C3", "F2"], dock: "F2", bonus: "BON4" }], { options: ["fire-and-ice-factions/variable_v5"] })}
       shapeshifters: +24pw
       shapeshifters: action ACT8. ship-at r26
       witches: pass BON1`,
    ).play("shapeshifters: action SHIPS. ship +1 r26-F2. trade F2");
    expect(s.state.leechOffers.map((o) => [o.seat, o.from, o.amount])).toEqual([[1, 0, 1]]);
    s.play("witches: leech 1 from shapeshifters");
    const p = s.player("shapeshifters");
    expect([p.pending.leechTokens, listed(s, "shapeshifters").filter((m) => m.includes("GAIN_P3") || m.includes("gain P3"))]).toEqual([0, []]);
  });
});
