/**
 * The random bot lists only the kinds of move it draws: over the
 * positions of self-play games it must pick exactly what it would pick from the full listing, and
 * the partial listings must agree with `legalMoves`. Within a kind it prefers moves by their traits
 * (`prefer`).
 */
import { describe, expect, it } from "vitest";
import type { Catalog } from "../catalog";
import { legalMoves, listedKinds, withKinds } from "../rules/legal";
import type { Move, MoveType } from "../rules/moves";
import { pack } from "../rules/scenarios/helpers";
import { cloneState } from "../rules/state";
import { chooseLegalMove, chooseMove, MOVE_TRAITS, RANDOM_BOT, type RandomBotOptions } from "./random";
import { factionsForSeed, playSelfPlay, seatsToMove } from "./selfplay";

function checkPositions(catalog: Catalog, options: string[], seed: number): number {
  let checked = 0;
  const factions = factionsForSeed(catalog, 2 + (seed % 4), seed);
  const game = playSelfPlay(catalog, { factions, options }, seed, {
    onMove(live) {
      const state = cloneState(live);
      for (const seat of seatsToMove(state)) {
        const faction = state.players[seat]!.faction;
        const all = legalMoves(catalog, state, faction);
        const kinds = [...new Set(all.map((m) => m.type))];
        for (const kind of kinds) expect(legalMoves(catalog, state, faction, kind)).toEqual(all.filter((m) => m.type === kind));
        const listed = listedKinds(catalog, state, faction);
        for (const kind of kinds) expect(listed).toContain(kind);
        withKinds(catalog, state, faction, (l) => {
          for (const kind of l.kinds) expect(l.list(kind)).toEqual(all.filter((m) => m.type === kind));
        });
        for (const rng of [1, 0x7fffffff, seed * 7919 + checked]) {
          const choice = chooseLegalMove(catalog, state, faction, rng);
          expect(choice).toEqual(chooseMove(all, rng, RANDOM_BOT, listed, { catalog, state }));
          if (all.length > 0) expect(all).toContainEqual(choice.move);
          else expect(choice.move).toBeUndefined();
        }
        checked++;
      }
      expect(live).toEqual(state);
    },
  });
  expect(game.ok).toBe(true);
  return checked;
}

describe("the random bot's partial listings", () => {
  it("draws each kind with probability proportional to its weight among the kinds that have a move", () => {
    // A made-up listing: kinds with no move (dig, bridge) are drawn and dropped; free moves at the set rate.
    const moves = [
      { type: "build", faction: "f", hex: "A1" },
      { type: "build", faction: "f", hex: "A2" },
      { type: "upgrade", faction: "f", hex: "A3", to: "TP" },
      { type: "pass", faction: "f" },
      { type: "burn", faction: "f", amount: 1 },
    ] as unknown as Move[];
    const kinds: MoveType[] = ["dig", "build", "bridge", "upgrade", "pass", "burn"];
    const weights = { build: 2, upgrade: 1, pass: 0.5, dig: 3, bridge: 1 };
    const options = { freeActionRate: 0.2, weights };
    const counts: Record<string, number> = {};
    const hexes: Record<string, number> = {};
    const n = 40_000;
    for (let i = 0; i < n; i++) {
      const m = chooseMove(moves, (i * 2654435761) >>> 0 || 1, options, kinds).move!;
      counts[m.type] = (counts[m.type] ?? 0) + 1;
      if (m.type === "build") hexes[m.hex] = (hexes[m.hex] ?? 0) + 1;
    }
    expect(counts.dig).toBeUndefined();
    expect(counts.bridge).toBeUndefined();
    const share = (k: string) => (counts[k] ?? 0) / n;
    // Free: 0.2; the rest 0.8 split 2 : 1 : 0.5 among build, upgrade, pass.
    expect(share("burn")).toBeCloseTo(0.2, 1);
    expect(share("build")).toBeCloseTo((0.8 * 2) / 3.5, 1);
    expect(share("upgrade")).toBeCloseTo((0.8 * 1) / 3.5, 1);
    expect(share("pass")).toBeCloseTo((0.8 * 0.5) / 3.5, 1);
    expect(Math.abs(hexes.A1! - hexes.A2!) / counts.build!).toBeLessThan(0.05);
  });

  it("draws a kind of weight 0 only when no other kind has a move", () => {
    const pass = { type: "pass", faction: "f" } as unknown as Move;
    const build = { type: "build", faction: "f", hex: "A1" } as unknown as Move;
    const options = { freeActionRate: 0, weights: { pass: 0 } };
    for (let rng = 1; rng < 200; rng++) {
      expect(chooseMove([pass, build], rng, options).move).toBe(build);
      expect(chooseMove([pass], rng, options, ["build", "pass"]).move).toBe(pass);
    }
  });

  it("draws a move with a preferred trait by its weight within the kind (a ship landing to trade)", () => {
    // One landing among nine river moves: weight 9 makes it half of the ship moves drawn.
    const ship = (to: string) => ({ type: "ship", faction: "f", path: ["r1", to], extra: false }) as Move;
    const river = Array.from({ length: 9 }, (_, i) => ship(`r${i + 2}`));
    const moves = [...river.slice(0, 4), ship("C4"), ...river.slice(4), { type: "done", faction: "f" } as Move];
    const plain = { freeActionRate: 0, weights: { ship: 10 } };
    const landed = (options: RandomBotOptions) => {
      let ships = 0;
      let landings = 0;
      for (let i = 0; i < 20_000; i++) {
        const m = chooseMove(moves, (i * 2654435761) >>> 0 || 1, options).move!;
        if (m.type !== "ship") continue;
        ships++;
        if (m.path[1] === "C4") landings++;
      }
      return { ships, share: landings / ships };
    };
    const uniform = landed(plain);
    const preferred = landed({ ...plain, prefer: { "ship-lands": 9 } });
    expect(uniform.share).toBeCloseTo(0.1, 1);
    expect(preferred.share).toBeCloseTo(0.5, 1);
    // The kind is drawn as before: only the move within it changes.
    expect(Math.abs(preferred.ships - uniform.ships) / uniform.ships).toBeLessThan(0.02);
    expect(RANDOM_BOT.prefer?.["ship-lands"]).toBeGreaterThan(1);
  });

  it("passes over a kind whose every move is weighed below 1, at the chance the best falls short of 1, and takes it when nothing else is left", () => {
    // Ship moves that all land, weighed 0.1: the ship kind, drawn half of the time, is kept a tenth of those times.
    const landing = { type: "ship", faction: "f", path: ["r1", "C4"], extra: false } as Move;
    const river = { type: "ship", faction: "f", path: ["r1", "r2"], extra: false } as Move;
    const upgrade = { type: "upgrade", faction: "f", hex: "A3", to: "TP" } as unknown as Move;
    const options = { freeActionRate: 0, weights: { ship: 1, upgrade: 1 }, prefer: { "ship-lands": 0.1 } };
    const share = (moves: Move[], o: RandomBotOptions) => {
      let ships = 0;
      const n = 20_000;
      for (let i = 0; i < n; i++) if (chooseMove(moves, (i * 2654435761) >>> 0 || 1, o).move!.type === "ship") ships++;
      return ships / n;
    };
    expect(share([landing, upgrade], options)).toBeCloseTo(0.05, 2);
    // Weighed 1 (out): the kinds are drawn as their weights say.
    expect(share([landing, upgrade], { ...options, prefer: { "ship-lands": 1 } })).toBeCloseTo(0.5, 1);
    // A move of the kind without the trait (weight 1): the kind is drawn as before.
    expect(share([landing, river, upgrade], options)).toBeCloseTo(0.5, 1);
    // Nothing else to do: the move weighed down is made.
    for (let rng = 1; rng < 100; rng++) expect(chooseMove([landing], rng, options).move).toBe(landing);
  });

  it("builds beside the river close to a rival's structure (2 ship steps) likeliest, among the dwellings a few steps away (Merchants)", () => {
    // The initial dwellings of 2-player games: where one beside the river is at most 2 ship steps
    // from a rival's structure and another only within 5, the bot picks the close ones far more
    // often than their share (slow ships, at shipping 0, still trade).
    const catalog = pack("merchants");
    const close = MOVE_TRAITS["build-close-to-rival-by-water"].has;
    const beside = MOVE_TRAITS["build-beside-rival-by-water"].has;
    let positions = 0;
    let closeShare = 0;
    let picked = 0;
    let draws = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const factions = factionsForSeed(catalog, 2, seed);
      playSelfPlay(catalog, { factions, options: [] }, seed, {
        onMove(live) {
          if (live.phase !== "setup-dwellings" || positions >= 15) return;
          const state = cloneState(live);
          const at = { catalog, state };
          for (const seat of seatsToMove(state)) {
            const all = legalMoves(catalog, state, state.players[seat]!.faction);
            const builds = all.filter((m) => m.type === "build");
            const near = builds.filter((m) => close(m, at));
            // The close trait is a part of the wider one (5 steps).
            for (const m of near) expect(beside(m, at)).toBe(true);
            const wide = builds.filter((m) => beside(m, at));
            if (near.length === 0 || near.length === wide.length) continue;
            positions++;
            closeShare += near.length / builds.length;
            for (let rng = 1; rng <= 200; rng++) {
              const m = chooseMove(all, (rng * 2654435761) >>> 0 || 1, RANDOM_BOT, undefined, at).move!;
              draws++;
              if ((near as Move[]).includes(m)) picked++;
            }
          }
        },
      });
    }
    expect(positions).toBeGreaterThan(5);
    // Drawn uniformly they would be about a sixth of the dwellings; by the wider trait alone, under three quarters.
    expect(closeShare / positions).toBeLessThan(0.3);
    expect(picked / draws).toBeGreaterThan(0.8);
  });

  it.each([1, 2, 3])("pick what the full listing would in base game %i", (seed) => {
    expect(checkPositions(pack("base"), [], seed)).toBeGreaterThan(100);
  });
  it.each([4, 5, 6])("pick what the full listing would in promo game %i", (seed) => {
    expect(checkPositions(pack("promo"), ["mini-expansion-1", "shipping-bonus", "temple-scoring-tile", "variable-turn-order"], seed)).toBeGreaterThan(50);
  });
  // Merchants of the Seas: the preferred traits look at the position (ships, structures to trade with).
  it.each([3, 7])("pick what the full listing would in merchants game %i", (seed) => {
    expect(checkPositions(pack("merchants"), ["fire-and-ice-factions/ice", "fire-and-ice-factions/volcano"], seed)).toBeGreaterThan(100);
  });
});
