import { describe, expect, it } from "vitest";
import { compileCatalog, MerchantsSchema, validatePack, type ContentPack, type Merchants } from "@/engine";
import { resolveFromContentRoot } from "@/engine/games/terra-mystica/testing/node/load-pack";
import { scenario } from "@/engine/games/terra-mystica/testing/scenario";
import { readSlot, splitIssues, writeSlot } from "../editor/useDocumentDraft";
import {
  effectiveBoard,
  MerchantsDocumentSchema,
  newRangeTileId,
  ownFields,
  rangeTileIdProblem,
  rangeTileUsers,
  unknownFactions,
  withDefaultField,
  withFactionBoard,
  withNewRangeTile,
  withoutRangeTile,
  withRenamedRangeTile,
} from "./document";

const MERCHANTS = resolveFromContentRoot("merchants")!;
const section = (): Merchants => structuredClone(MERCHANTS.merchants!);
const KEYS = ["merchants"] as const;

/** A pack that extends content/merchants and has no merchants section of its own, as a fork-by-extension would. */
const CHILD = { schemaVersion: 2, manifest: { id: "house-seas", name: "House seas", version: "1.0.0", game: "terra-mystica", extends: { id: "merchants" } } } as unknown as ContentPack;
const validate = (doc: unknown) => validatePack(doc, { resolveParent: (id) => (id === "merchants" ? MERCHANTS : undefined) });

describe("the Merchants of the Seas editor's document", () => {
  it("accepts the merchants section of content/merchants as the editor opens it", () => {
    const parsed = MerchantsDocumentSchema.safeParse(readSlot(MERCHANTS, [], KEYS));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it("reads a faction's board as the default with the faction's own fields over it", () => {
    const m = section();
    expect(effectiveBoard(m, "witches")).toEqual(m.shipyards.default);
    expect(effectiveBoard(m, "auren").onBuild).toEqual({ ships: 1, cultChoice: 2 });
    expect(effectiveBoard(m, "auren").cost).toEqual(m.shipyards.default.cost);
    expect(ownFields(m, "auren")).toEqual(["onBuild"]);
    expect(ownFields(m, "fakirs")).toEqual(["onBuild", "riverside"]);
    expect(ownFields(m, "witches")).toEqual([]);
  });

  it("makes an edited field the faction's own, leaving the other fields on the default", () => {
    const m = section();
    const next = withFactionBoard(m, "witches", { ...effectiveBoard(m, "witches"), cost: { workers: 2, coins: 4 } });
    expect(next.shipyards.factions.witches).toEqual({ cost: { workers: 2, coins: 4 } });
    expect(next.shipyards.default).toEqual(m.shipyards.default);
    expect(effectiveBoard(next, "witches").buildShip).toEqual(m.shipyards.default.buildShip);
    // The Auren keep their own one-off rewards when their cost is edited.
    const auren = withFactionBoard(next, "auren", { ...effectiveBoard(next, "auren"), shipIncome: 2 });
    expect(auren.shipyards.factions.auren).toEqual({ onBuild: { ships: 1, cultChoice: 2 }, shipIncome: 2 });
    expect(m.shipyards.factions.witches).toBeUndefined();
  });

  it("adds no faction board for an edit that changes nothing, and drops a board whose last own field goes back to the default", () => {
    const m = section();
    expect(withFactionBoard(m, "witches", effectiveBoard(m, "witches")).shipyards.factions).toEqual(m.shipyards.factions);
    const back = withDefaultField(m, "auren", "onBuild");
    expect(back.shipyards.factions.auren).toBeUndefined();
    expect(effectiveBoard(back, "auren").onBuild).toEqual({ ships: 1 });
    expect(withDefaultField(m, "fakirs", "riverside").shipyards.factions.fakirs).toEqual({ onBuild: { ships: 1, range: 1 } });
  });

  it("names the factions a section speaks of that the pack lacks, and the users of a range tile", () => {
    const m = section();
    const factions = Object.keys(MERCHANTS.factions);
    expect(unknownFactions(m, factions)).toEqual([]);
    expect(unknownFactions({ ...m, shipyards: { ...m.shipyards, factions: { ...m.shipyards.factions, krakens: { shipIncome: 2 } } } }, factions)).toEqual(["krakens"]);
    expect(rangeTileUsers(m, "fakirs")).toEqual(["fakirs"]);
    expect(rangeTileUsers(m, "nothing")).toEqual([]);
  });

  it("reports a bad cost on a faction's board with its path inside the document and a sentence", () => {
    const m = section();
    const bad = withFactionBoard(m, "witches", { ...effectiveBoard(m, "witches"), cost: { workers: -1, coins: 4 } });
    const v = validate(writeSlot(CHILD, [], { merchants: bad }, KEYS));
    expect(v.ok).toBe(false);
    const { mine, elsewhere } = splitIssues(v.issues, [], KEYS);
    expect(elsewhere).toEqual([]);
    expect(mine.map((i) => i.path)).toEqual(["merchants.shipyards.factions.witches.cost.workers"]);
    expect(mine[0]!.message).toMatch(/>=\s*0|at least 0|0 or more/i);
  });

  it("reports a range tile whose space lowers a value, at that space", () => {
    const m = section();
    const spaces = m.rangeTiles.fakirs!.spaces.map((s) => ({ ...s }));
    spaces[3]!.merchants = 1;
    const v = validate(writeSlot(CHILD, [], { merchants: { ...m, rangeTiles: { ...m.rangeTiles, fakirs: { ...m.rangeTiles.fakirs!, spaces } } } }, KEYS));
    expect(splitIssues(v.issues, [], KEYS).mine.map((i) => i.path)).toEqual(["merchants.rangeTiles.fakirs.spaces.3"]);
  });

  it("adds a range tile under a free id, with the spaces of the first tile to start from, and the pack stays valid", () => {
    const m = section();
    expect(newRangeTileId(m)).toBe("range-tile");
    const one = withNewRangeTile(m, newRangeTileId(m));
    expect(Object.keys(one.rangeTiles)).toEqual(["fakirs", "dwarves", "range-tile"]);
    expect(one.rangeTiles["range-tile"]!.spaces).toEqual(m.rangeTiles.fakirs!.spaces);
    expect(newRangeTileId(one)).toBe("range-tile-2");
    expect(withNewRangeTile({ ...m, rangeTiles: {} }, "x").rangeTiles.x!.spaces).toHaveLength(1);
    expect(validate(writeSlot(CHILD, [], { merchants: one }, KEYS)).issues).toEqual([]);
  });

  it("refuses a range tile id that breaks the id grammar or is taken, saying why", () => {
    const m = section();
    expect(rangeTileIdProblem(m, "carpet-2", "fakirs")).toBeUndefined();
    expect(rangeTileIdProblem(m, "fakirs", "fakirs")).toBeUndefined();
    expect(rangeTileIdProblem(m, "dwarves", "fakirs")).toBe('Range tile "dwarves" exists already: an id names one tile.');
    expect(rangeTileIdProblem(m, "Carpet Tile", "fakirs")).toMatch(/^Not an id: lower-case letters and digits/);
    expect(rangeTileIdProblem(m, "", "fakirs")).toBe("The id is empty.");
  });

  it("renames a range tile in its place and the faction rules that name it, so the pack stays valid", () => {
    const m = section();
    const next = withRenamedRangeTile(m, "fakirs", "carpet");
    expect(Object.keys(next.rangeTiles)).toEqual(["carpet", "dwarves"]);
    expect(next.rangeTiles.carpet).toEqual(m.rangeTiles.fakirs);
    expect(next.factionRules.fakirs!.rangeTile).toBe("carpet");
    expect(next.factionRules.dwarves!.rangeTile).toBe("dwarves");
    expect(rangeTileUsers(next, "carpet")).toEqual(["fakirs"]);
    expect(validate(writeSlot(CHILD, [], { merchants: next }, KEYS)).issues).toEqual([]);
    expect(() => withRenamedRangeTile(m, "fakirs", "dwarves")).toThrow(/exists already/);
    expect(m.factionRules.fakirs!.rangeTile).toBe("fakirs");
  });

  it("removes a range tile; a faction rule still naming it is a problem at its path", () => {
    const m = section();
    const next = withoutRangeTile(m, "fakirs");
    expect(Object.keys(next.rangeTiles)).toEqual(["dwarves"]);
    const v = validate(writeSlot(CHILD, [], { merchants: next }, KEYS));
    expect(splitIssues(v.issues, [], KEYS).mine.map((i) => [i.path, i.code])).toEqual([["merchants.factionRules.fakirs.rangeTile", "pack/unknown-range-tile"]]);
    expect(validate(writeSlot(CHILD, [], { merchants: withoutRangeTile(withNewRangeTile(m, "spare"), "spare") }, KEYS)).issues).toEqual([]);
  });

  it("plays a pack that inherits the section with the parent's shipyard cost, and with the edited cost once saved", () => {
    // The Auren upgrade F2 to a trading house, then to their shipyard (engine/…/merchants-shipyard.test.ts's opening).
    const log = `option loose-adjust-resource
      map base
      score SCORE13,SCORE11,SCORE10,SCORE14,SCORE15,SCORE16
      setup auren
      setup alchemists
      auren: build F2
      alchemists: build E5
      alchemists: build E1
      auren: build D1
      auren: dock F2
      alchemists: dock E5
      alchemists: pass BON1
      auren: pass BON3
      auren: +20c. +10w. +1p. +12pw
      auren: upgrade F2 to TP
      alchemists: +20c. +10w. +12pw
      alchemists: upgrade E1 to TP
      auren: leech 1 from alchemists`;
    const aurenAfterShipyard = (doc: ContentPack) => {
      const v = validate(doc);
      if (!v.ok) throw new Error(JSON.stringify(v.issues));
      const s = scenario(compileCatalog(v.resolved), log);
      const before = { ...s.player("auren") };
      s.play("auren: upgrade F2 to SY");
      return { coins: before.coins - s.player("auren").coins, workers: before.workers - s.player("auren").workers };
    };
    // Inherited: the child has no section; the game plays by content/merchants' default board.
    expect(aurenAfterShipyard(CHILD)).toEqual({ coins: 6, workers: 3 });
    const edited = withFactionBoard(section(), "auren", { ...effectiveBoard(section(), "auren"), cost: { workers: 1, coins: 9 } });
    const saved = writeSlot(CHILD, [], MerchantsDocumentSchema.parse({ merchants: edited }), KEYS);
    expect(aurenAfterShipyard(saved)).toEqual({ coins: 9, workers: 1 });
    expect(MerchantsSchema.parse(saved.merchants).shipyards.factions.auren!.cost).toEqual({ workers: 1, coins: 9 });
  });
});

describe("the summary's words", () => {
  it("says an effect with its choice, and nothing for an empty one", async () => {
    const { effectText, amountsText } = await import("./document");
    const m = section();
    expect(effectText(m.trade.rewards.TE.effect)).toBe("1 VP, (3 power or 1 step on one cult track)");
    expect(effectText(m.shipyards.factions.auren!.onBuild)).toBe("1 ship, 2 steps on one cult track");
    expect(amountsText(m.shipyards.default.cost)).toBe("3 workers, 6 coins");
    expect(effectText({})).toBe("nothing");
  });
});
