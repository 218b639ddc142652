/**
 * Passive effects: one list of what a player holds (`holdings`) and one interpreter. Every passive
 * field works on every holder that may carry it — a bonus card's build VP, a favor tile's VP per
 * spade — and validation refuses the field a holder cannot honour.
 */
import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { loadPackSource, resolveFromContentRoot } from "../testing/node/load-pack";
import { validatePack, type ResolvedPack } from "../schema/validate";
import { compileCatalog } from "../catalog";
import { scenario } from "../testing/scenario";
import { holdings, type Held } from "./passives";
import { factionsForSeed, playSelfPlay } from "../bots";
import type { Catalog } from "../catalog";
import type { GameState } from "./state";

const BASE = path.join(import.meta.dirname, "..", "..", "..", "..", "content", "base");

function basePack(): ResolvedPack {
  const loaded = loadPackSource(BASE);
  if (!loaded.ok) throw new Error("content/base unreadable");
  const v = validatePack(loaded.doc, { resolveParent: resolveFromContentRoot });
  if (!v.ok) throw new Error("content/base invalid");
  return structuredClone(v.resolved);
}

/** Witches (D1, F2) and Engineers; round 1 scores towns only (SCORE2); the Witches pass with `card`. */
const SETUP = (card: string) => `
  option loose-adjust-resource
  score SCORE2,SCORE1,SCORE3,SCORE4,SCORE5,SCORE6
  setup witches
  setup engineers
  witches: build D1
  engineers: build H6
  engineers: build I9
  witches: build F2
  engineers: pass BON1
  witches: pass ${card}
`;

describe("holdings", () => {
  it("lists the round's scoring tile, the bonus card, the favor tiles and the abilities, in that order", () => {
    const pack = basePack();
    const catalog = compileCatalog(pack);
    const s = scenario(catalog, SETUP("BON7"));
    const seat = s.state.players.findIndex((p) => p.faction === "witches");
    const held = holdings(catalog, s.state, seat).map((h) => `${h.holder}:${h.id}`);
    expect(held[0]).toBe("scoring-tile:SCORE2");
    expect(held[1]).toBe("bonus-card:BON7");
    expect(held.slice(2).every((h) => h.startsWith("ability:"))).toBe(true);
    expect(held.length).toBeGreaterThan(2);
  });
});

/** What `holdings` must answer, worked out from scratch. */
function heldNow(catalog: Catalog, state: GameState, seat: number): { holder: string; id: string }[] {
  const p = state.players[seat]!;
  const scoring = state.round > 0 ? state.scoring[state.round - 1] : undefined;
  return [
    ...(scoring && catalog.scoringTiles[scoring] ? [{ holder: "scoring-tile", id: scoring }] : []),
    ...(p.bonus && catalog.bonusCards[p.bonus] ? [{ holder: "bonus-card", id: p.bonus }] : []),
    ...p.favors.filter((id) => catalog.favorTiles[id]).map((id) => ({ holder: "favor", id })),
    ...catalog.factions[p.faction]!.abilities.map((a) => ({ holder: "ability", id: a.ability })),
  ];
}

describe("holdings are remembered per player until what they hold changes", () => {
  it("answers what the player holds after every move of self-play games (one state changed in place), and lists handed out earlier stay as they were", () => {
    const catalog = compileCatalog(basePack());
    let checked = 0;
    let renewed = 0;
    for (const seed of [5, 11]) {
      const earlier: { list: readonly Held[]; copy: string }[] = [];
      playSelfPlay(catalog, { factions: factionsForSeed(catalog, 4, seed) }, seed, {
        onMove: (state) => {
          for (let seat = 0; seat < state.players.length; seat++) {
            const list = holdings(catalog, state, seat);
            expect(list.map((h) => ({ holder: h.holder, id: h.id }))).toEqual(heldNow(catalog, state, seat));
            // Asked again (from the remembered entry): the same answer.
            expect(holdings(catalog, state, seat)).toBe(list);
            const last = earlier[seat];
            if (last && last.list !== list) renewed++;
            earlier[seat] = { list, copy: JSON.stringify(list) };
            checked++;
          }
          for (const e of earlier) expect(JSON.stringify(e.list)).toBe(e.copy);
        },
      });
    }
    expect(checked).toBeGreaterThan(1000);
    // Rounds, bonus cards and favor tiles changed the holdings many times.
    expect(renewed).toBeGreaterThan(50);
  });

  it("answers each state and catalog asked in turn (positions of two games, two catalogs, factions swapped, interleaved)", () => {
    const catalogs = [compileCatalog(basePack()), compileCatalog(basePack())];
    const positions: { catalog: Catalog; state: GameState }[] = [];
    [8, 9].forEach((seed, k) => {
      const catalog = catalogs[k]!;
      playSelfPlay(catalog, { factions: factionsForSeed(catalog, 4, seed) }, seed, {
        onMove: (state, _move, i) => {
          if (i % 7 === 0) positions.push({ catalog, state: structuredClone(state) });
        },
      });
    });
    let checked = 0;
    // Interleaved: a position of one game, then one of the other, each with its own catalog.
    const half = Math.floor(positions.length / 2);
    const asked: { catalog: Catalog; state: GameState }[] = [];
    for (let i = 0; i < half; i++) {
      const a = positions[i]!;
      const b = positions[positions.length - 1 - i]!;
      // The same state with the other catalog; and with another faction at every seat (all else kept).
      const other = catalogs[a.catalog === catalogs[0] ? 1 : 0]!;
      const swapped = structuredClone(a.state);
      swapped.players.forEach((p, seat) => (p.faction = a.state.players[(seat + 1) % a.state.players.length]!.faction));
      asked.push(a, b, { catalog: other, state: a.state }, { catalog: a.catalog, state: swapped });
    }
    for (const { catalog, state } of asked)
        for (let seat = 0; seat < state.players.length; seat++) {
          const list = holdings(catalog, state, seat);
          expect(list.map((h) => ({ holder: h.holder, id: h.id }))).toEqual(heldNow(catalog, state, seat));
          for (const h of list) {
            const own = h.holder === "scoring-tile" ? catalog.scoringTiles : h.holder === "bonus-card" ? catalog.bonusCards : h.holder === "favor" ? catalog.favorTiles : undefined;
            if (own && h.holder !== "ability") expect(h.passive).toBe(own[h.id]);
          }
          checked++;
        }
    expect(checked).toBeGreaterThan(400);
  });
});

describe("every passive field works on every holder that carries it", () => {
  it("a bonus card's build VP (the field used to validate and do nothing)", () => {
    const pack = basePack();
    const plain = scenario(compileCatalog(pack), SETUP("BON7")).play("witches: dig 1. build D2");
    pack.bonusCards.BON7 = { ...pack.bonusCards.BON7!, buildVp: { D: 3 } };
    const s = scenario(compileCatalog(pack), SETUP("BON7")).play("witches: dig 1. build D2");
    const before = plain.player("witches");
    const after = s.player("witches");
    expect(after.vp - before.vp).toBe(3);
    expect((after.vpSources.buildings ?? 0) - (before.vpSources.buildings ?? 0)).toBe(3);
  });

  it("a bonus card's coins per spade (only scoring tiles paid them before)", () => {
    const pack = basePack();
    const withWitches = (p: ResolvedPack) => scenario(compileCatalog(p), SETUP("BON7")).play("witches: dig 1. build D2");
    const plain = withWitches(pack).player("witches");
    pack.bonusCards.BON7 = { ...pack.bonusCards.BON7!, perSpade: { coins: 2 } };
    const paid = withWitches(pack).player("witches");
    expect(paid.coins - plain.coins).toBe(2);
    expect(paid.vp).toBe(plain.vp);
  });

  it("validation refuses a bonus card that lowers the power towns need, with the path", () => {
    const loaded = loadPackSource(BASE);
    if (!loaded.ok) throw new Error("content/base unreadable");
    const doc = structuredClone(loaded.doc) as { bonusCards: Record<string, Record<string, unknown>> };
    doc.bonusCards.BON7!.townPowerReduction = 1;
    const v = validatePack(doc, { resolveParent: resolveFromContentRoot });
    expect(v.issues).toEqual([expect.objectContaining({ path: "bonusCards.BON7.townPowerReduction", code: "pack/unhonoured-field" })]);
  });
});

describe("one interpreter", () => {
  it("no rule file but passives.ts reads a passive field of a tile (a test fails if one is read elsewhere)", () => {
    // The rules and the move families (../moves).
    const dir = import.meta.dirname;
    const sourcesOf = (d: string) => (fs.readdirSync(d, { recursive: true }) as string[]).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "passives.ts").map((f) => path.join(d, f));
    const files = [...sourcesOf(dir), ...sourcesOf(path.join(dir, "../moves"))];
    const FIELD = /\.(buildVp|perSpade|perTown|shippingBonus|townPowerReduction)\b|(bonusCards|favorTiles|scoringTiles)\[[^\]]+\]\??\.(income|passVp)\b/;
    const readers = files.filter((f) => FIELD.test(fs.readFileSync(f, "utf8")));
    expect(readers).toEqual([]);
    expect(files.length).toBeGreaterThan(20);
  });
});
