/**
 * The Fire & Ice final-scoring tiles: 18, 12 and 6 VP after the area scoring for the best players
 * by one measure of their networks (structures connected directly, by bridges, or within shipping
 * range, as for the area). Every number here is terra.snellman.net's for the same log (checked
 * with its engine, ../shared/oracle).
 */
import { describe, expect, it } from "vitest";
import { envOf } from "../env";
import { measure } from "../networks";
import { createGame, playedSetup } from "../setup";
import { formatSetup } from "../../notation/format";
import { replay } from "../../notation/replay";
import type { FinalScoringMetric } from "../../schema/tiles";
import type { Scenario } from "../../testing/scenario";
import { BRIDGE, BUILT, FINAL_SCORING_LOGS, FIRE_AND_ICE_TOP, RIDE, RIVER, setup, SPREAD, toEnd } from "./final-scoring-logs";
import { game, pack, passUntil } from "./helpers";

/** Each player's level on the measure, and the tile's VP once the game is over. */
function levels(s: Scenario, metric: FinalScoringMetric): Record<string, number> {
  const env = envOf(s.catalog, s.state);
  return Object.fromEntries(s.state.players.map((p, seat) => [p.faction, measure(env, seat, metric)]));
}
function tileVp(s: Scenario): Record<string, number | undefined> {
  passUntil(s, "end");
  return Object.fromEntries(s.state.players.map((p) => [p.faction, p.vpSources["final-scoring-tile"]]));
}

describe("connected-distance", () => {
  it("measures the largest distance in hexes within one network, across the river where shipping joins it", () => {
    const s = game(setup("connected-distance") + SPREAD);
    // Witches: D1–D2 is 1 (D1 and F2, 2 apart, are in different networks). Mermaids: E4–G1 is 2.
    expect(levels(s, "network-distance")).toEqual({ witches: 1, mermaids: 2 });
    expect(tileVp(s)).toEqual({ witches: 12, mermaids: 18 });
  });

  it("shares 18 + 12 between two players at the same distance", () => {
    // E2 joins D1–D2 and F2: D1–F2 and D2–F2 are 2 apart.
    const s = game(setup("connected-distance") + SPREAD + "witches: dig 3. build E2\n");
    expect(levels(s, "network-distance")).toEqual({ witches: 2, mermaids: 2 });
    expect(tileVp(s)).toEqual({ witches: 15, mermaids: 15 });
  });
});

describe("connected-sa-sh-distance", () => {
  it("measures the distance between the stronghold and the sanctuary of one network; apart, they score nothing", () => {
    const s = game(setup("connected-sa-sh-distance") + SPREAD + BUILT);
    expect(levels(s, "sa-sh-distance")).toEqual({ witches: 0, mermaids: 2 });
    expect(tileVp(s)).toEqual({ witches: undefined, mermaids: 18 });
  });

  it("counts them once a structure joins their networks", () => {
    // E2 joins D2's network to F2 (and founds a town).
    const s = game(setup("connected-sa-sh-distance") + SPREAD + BUILT + "witches: dig 3. build E2. +TW2\n");
    expect(levels(s, "sa-sh-distance")).toEqual({ witches: 2, mermaids: 2 });
    expect(tileVp(s)).toEqual({ witches: 15, mermaids: 15 });
  });
});

describe("building-on-edge", () => {
  it("counts the structures on the edge of the map in one network only", () => {
    const s = game(setup("building-on-edge") + SPREAD + RIDE);
    // D1 and I11 are on the edge, in different networks; none of the Mermaids' is.
    expect(levels(s, "edge-buildings")).toEqual({ witches: 1, mermaids: 0 });
    expect(tileVp(s)).toEqual({ witches: 18, mermaids: undefined });
  });

  it("counts two edge structures of one network", () => {
    // E1, on the left edge, next to D1.
    const s = game(setup("building-on-edge") + SPREAD + RIDE + "witches: dig 2. build E1\n");
    expect(levels(s, "edge-buildings")).toEqual({ witches: 2, mermaids: 0 });
  });

  it("takes the top row of the Fire & Ice map, whose first row is empty, as its edge", () => {
    const s = game(FIRE_AND_ICE_TOP);
    expect(levels(s, "edge-buildings")).toEqual({ witches: 1, mermaids: 0 });
    expect(tileVp(s)).toEqual({ witches: 18, mermaids: undefined });
  });
});

describe("connected-clusters", () => {
  it("counts the groups of directly connected structures that shipping joins into one network", () => {
    const s = game(setup("connected-clusters") + SPREAD);
    // Mermaids: E4 and G1, one network of two clusters. Witches: D1–D2, one cluster.
    expect(levels(s, "clusters")).toEqual({ witches: 1, mermaids: 2 });
    expect(tileVp(s)).toEqual({ witches: 12, mermaids: 18 });
  });

  it("counts structures joined by a bridge as one cluster", () => {
    const s = game(setup("connected-clusters") + SPREAD + BRIDGE);
    expect(levels(s, "clusters")).toEqual({ witches: 1, mermaids: 1 });
    expect(tileVp(s)).toEqual({ witches: 15, mermaids: 15 });
  });

  it("counts structures joined across a river by the Mermaids' town as one cluster", () => {
    // Mermaids on A4 and D2 with C1 and D1; A4 is across the river cell r1 from C1.
    const log = RIVER;
    expect(levels(game(log), "clusters")).toEqual({ witches: 1, mermaids: 2 });
    const s = game(log).play("mermaids: upgrade A4 to SH. connect A4:C1. +TW3");
    expect(levels(s, "clusters")).toEqual({ witches: 1, mermaids: 1 });
    expect(tileVp(s)).toEqual({ witches: 15, mermaids: 15 });
  });
});

describe("choosing the final-scoring tile", () => {
  const catalog = pack("base");
  const factions = ["witches", "mermaids"];

  it("scores nothing more without a final-scoring line, with or without the option (as terra.snellman.net replays a log)", () => {
    const log = setup("network").replace("final-scoring network\n", "");
    for (const text of [log, `option fire-and-ice-final-scoring\n${log}`]) {
      const s = game(text + SPREAD);
      expect(s.state.finalScoring).toEqual([]);
      expect(tileVp(s)).toEqual({ witches: undefined, mermaids: undefined });
    }
  });

  it("reads network and cults, the scoring of every game, as nothing to add, and a tile named twice as one", () => {
    expect(game(setup("network")).state.finalScoring).toEqual([]);
    expect(game(setup("cults")).state.finalScoring).toEqual([]);
    const twice = game(setup("connected-clusters").replace("final-scoring", "final-scoring connected-clusters\nfinal-scoring") + SPREAD);
    expect(twice.state.finalScoring).toEqual(["connected-clusters"]);
    expect(tileVp(twice)).toEqual({ witches: 12, mermaids: 18 });
  });

  it("refuses a tile the pack does not have, spelled as the site spells it (lower case)", () => {
    expect(replay(setup("Connected-Clusters"), catalog)).toMatchObject({ ok: false, line: 3, code: "log/unknown-final-scoring" });
    expect(replay(setup("longest-river"), catalog)).toMatchObject({ ok: false, line: 3, code: "log/unknown-final-scoring" });
    expect(createGame(catalog, { factions, finalScoring: ["longest-river"] })).toMatchObject({ ok: false, code: "move/unknown-tile" });
  });

  it("draws one of the four tiles with the seed when the option is on and the setup names none, and writes it in the log", () => {
    const drawn = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const created = createGame(catalog, { factions, options: ["fire-and-ice-final-scoring"], seed });
      if (!created.ok) throw new Error(created.message);
      expect(created.state.finalScoring).toHaveLength(1);
      drawn.add(created.state.finalScoring[0]!);
      const again = createGame(catalog, { factions, options: ["fire-and-ice-final-scoring"], seed });
      expect(again.ok && again.state.finalScoring).toEqual(created.state.finalScoring);
      const written = playedSetup(catalog, { factions }, created.state);
      expect(formatSetup(written, catalog)).toContain(`final-scoring ${created.state.finalScoring[0]}`);
    }
    expect([...drawn].sort()).toEqual(Object.keys(catalog.finalScoringTiles).sort());
  });

  it("draws none without the option, and leaves the other draws of a seed as they were", () => {
    const without = createGame(catalog, { factions, seed: 7 });
    const withOption = createGame(catalog, { factions, options: ["fire-and-ice-final-scoring"], seed: 7 });
    if (!without.ok || !withOption.ok) throw new Error("setup refused");
    expect(without.state.finalScoring).toEqual([]);
    expect(withOption.state.scoring).toEqual(without.state.scoring);
    expect(withOption.state.pool.bonus).toEqual(without.state.pool.bonus);
  });
});

describe("the scenario logs terra.snellman.net's engine replays too (scripts/cli/site-logs.test.ts)", () => {
  it.each(FINAL_SCORING_LOGS.map((c) => [c.name, c] as const))("%s: the tile's VP at the end of the game", (_name, c) => {
    const catalog = pack("base");
    const r = replay(toEnd(c.log, catalog), catalog);
    if (!r.ok) throw new Error(r.message);
    expect(r.state.finished).toBe(true);
    expect(Object.fromEntries(r.state.players.map((p) => [p.faction, p.vpSources["final-scoring-tile"]]))).toEqual(c.tileVp);
  });
});
