/** Terra Mystica in the balance lab: a batch's games are set by their spec alone, and replay as logs. */
import { describe, expect, it } from "vitest";
import { BatchSpecSchema, batchSize, batchSpecProblems, gamePlan, playLabGame } from "../../core/lab";
import { pack } from "./rules/scenarios/helpers";
import { terraMystica } from "./module";
import { replay } from "./notation/replay";

const base = pack("base");
const spec = (o: Record<string, unknown>) => BatchSpecSchema.parse({ pack: { id: "base" }, players: 3, bots: ["heuristic"], games: 6, ...o });

describe("a batch's plan", () => {
  it("rotates the bots so each sits in every seat equally often, and numbers seeds per map", () => {
    const s = spec({ bots: ["random", "heuristic", "heuristic"], rotate: true, maps: ["base", "fire-and-ice"] });
    expect(batchSize(s)).toBe(12);
    const seatsOfRandom = [0, 1, 2].map((seat) => Array.from({ length: 6 }, (_, i) => gamePlan(s, i)).filter((p) => p.bots[seat] === "random").length);
    expect(seatsOfRandom).toEqual([2, 2, 2]);
    expect(gamePlan(s, 0)).toEqual({ map: "base", seed: 1, bots: ["random", "heuristic", "heuristic"] });
    expect(gamePlan(s, 1).bots).toEqual(["heuristic", "random", "heuristic"]);
    expect(gamePlan(s, 7)).toMatchObject({ map: "fire-and-ice", seed: 2 });
    expect(() => gamePlan(s, 12)).toThrow(/not in a batch of 12 games/);
    expect(gamePlan(spec({ bots: ["random", "heuristic", "heuristic"] }), 4).bots).toEqual(["random", "heuristic", "heuristic"]);
  });

  it("names what is wrong with a spec", () => {
    expect(batchSpecProblems(spec({ bots: ["heuristic", "nobody"] }), terraMystica)).toEqual([
      "bots names 2 bots for 3 seats: give one for every seat or one per seat",
      'Terra Mystica: there is no bot "nobody" (bots: random, heuristic, strong)',
    ]);
    expect(batchSpecProblems(spec({ bots: ["strong:9", "heuristic:2", "strong:x"] }), terraMystica)).toEqual([
      "Terra Mystica: bot Strong has strength levels 1 to 3, not 9",
      "Terra Mystica: bot Heuristic has strength levels 1 to 1, not 2",
      'Terra Mystica: the strength of strong must be a whole number, not "x"',
    ]);
  });
});

describe("a lab game", () => {
  it("is the same game every time, ends, and its log replays to the same scores", () => {
    const s = spec({ players: 2, bots: ["heuristic", "random"] });
    const a = playLabGame(terraMystica, base, s, 4);
    expect(playLabGame(terraMystica, base, s, 4)).toEqual(a);
    if (!a.ok) throw new Error(a.error);
    expect(a.seed).toBe(5);
    expect(a.seats.map((x) => x.bot)).toEqual(["heuristic", "random"]);
    const replayed = replay(a.log, base);
    if (!replayed.ok) throw new Error(replayed.message);
    expect(replayed.state.finished).toBe(true);
    expect(replayed.state.players.map((p) => [p.faction, p.vp])).toEqual(a.seats.map((x) => [x.player, x.vp]));
    for (const seat of a.seats) expect(Object.values(seat.vpBySource).reduce((x, y) => x + y, 0)).toBe(seat.vp);
  });

  it("plays a bot at the strength its spec names and records the level", () => {
    const s = spec({ players: 2, bots: ["strong:1", "heuristic"] });
    const a = playLabGame(terraMystica, base, s, 0);
    if (!a.ok) throw new Error(a.error);
    expect(a.seats.map((x) => x.bot)).toEqual(["strong:1", "heuristic"]);
    const unnamed = playLabGame(terraMystica, base, spec({ players: 2, bots: ["strong", "heuristic"] }), 0);
    if (!unnamed.ok) throw new Error(unnamed.error);
    // The default level is recorded by its number, so two batches that asked differently compare.
    expect(unnamed.seats[0]!.bot).toBe(`strong:${terraMystica.bots.strong!.strength!.default}`);
  });

  it("reports a game that cannot be set up instead of throwing", () => {
    const r = playLabGame(terraMystica, base, spec({ maps: ["atlantis"] }), 0);
    expect(r).toMatchObject({ ok: false, map: "atlantis", error: expect.stringMatching(/no map atlantis/) });
  });
});

describe("a pack's printed starting VP", () => {
  it("is the Merchants of the Seas table of the map, and nothing for a pack or map without one", () => {
    const merchants = pack("merchants");
    const printed = terraMystica.lab!.printedStartingVp!(merchants, "base")!;
    expect(printed).toMatchObject({ giants: 30, fakirs: 30, engineers: 15, witches: 20 });
    expect(Object.keys(printed)).toContain("yetis");
    expect(terraMystica.lab!.printedStartingVp!(merchants, "no-such-map")).toBeUndefined();
    expect(terraMystica.lab!.printedStartingVp!(base, "base")).toBeUndefined();
  });

  it("is the 2017 table per faction on any map with that variant, a map's own table first", () => {
    const fireAndIce = pack("fire-and-ice");
    expect(terraMystica.lab!.printedStartingVp!(fireAndIce, "base")).toBeUndefined();
    expect(terraMystica.lab!.printedStartingVp!(fireAndIce, "fjords", ["starting-vp/original_2017"])).toMatchObject({ darklings: 15, fakirs: 33, yetis: 22 });
    expect(terraMystica.lab!.printedStartingVp!(pack("merchants"), "base", ["starting-vp/original_2017"])).toMatchObject({ giants: 30, fakirs: 30 });
  });
});
