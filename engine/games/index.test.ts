import { describe, expect, it } from "vitest";
import { diffSections, formatSectionDiff, sectionDiffLines, GAME_IDS, gameModule, isPackOf, packGame, packSchemaUrl, storedPackSchema, validateGamePack, type OriginsPack } from "./index";
import { loadOriginsSource } from "./origins/testing/node/load-pack";
import { validatePackSource, loadPackSource } from "./terra-mystica/testing/node/load-pack";
import path from "node:path";
import type { ContentPack } from "./terra-mystica/schema/pack";

const BASE = path.join(import.meta.dirname, "..", "..", "content", "base");

describe("the game registry", () => {
  it("hosts Terra Mystica and Origins, found by the id packs name", () => {
    expect(GAME_IDS).toEqual(["terra-mystica", "origins"]);
    expect(gameModule("terra-mystica")?.name).toBe("Terra Mystica");
    expect(gameModule("origins")?.name).toBe("Origins: First Builders");
    expect(gameModule("chess")).toBeUndefined();
  });

  it("validates an Origins pack with Origins' module, and reads a stored one with Origins' schema", () => {
    const loaded = loadOriginsSource();
    if (!loaded.ok) throw new Error("content/origins unreadable");
    const v = validateGamePack(loaded.doc);
    expect(v).toMatchObject({ ok: true, game: "origins" });
    if (!v.ok) return;
    expect(isPackOf(v.pack, "origins")).toBe(true);
    expect(isPackOf(v.pack, "terra-mystica")).toBe(false);
    expect(storedPackSchema("origins").parse(JSON.parse(JSON.stringify(v.pack)))).toEqual(v.pack);
    const broken = structuredClone(loaded.doc) as { meetingPlaces: unknown };
    broken.meetingPlaces = [];
    const bad = validateGamePack(broken);
    expect(bad.ok).toBe(false);
    expect(bad.issues.map((i) => i.path)).toContain("meetingPlaces");
    expect(storedPackSchema("origins").safeParse(broken).success).toBe(false);
    expect(packSchemaUrl("origins")).toBe("/schemas/origins-pack.json");
    expect(packSchemaUrl("terra-mystica")).toBe("/schemas/content-pack.json");
  });

  it("reads the game a pack names, after migrating it (old packs are Terra Mystica packs)", () => {
    expect(packGame({ schemaVersion: 1, manifest: { id: "x" } })).toEqual({ ok: true, game: "terra-mystica" });
    expect(packGame({ schemaVersion: 2, manifest: { id: "x", game: "terra-mystica" } })).toEqual({ ok: true, game: "terra-mystica" });
    const unknown = packGame({ schemaVersion: 2, manifest: { id: "x", game: "chess" } });
    expect(unknown).toMatchObject({ ok: false, issue: { path: "manifest.game", code: "pack/unknown-game" } });
    expect(!unknown.ok && unknown.issue.message).toMatch(/no game "chess".*terra-mystica/);
  });

  it("validates a pack with its game's module and says which game it is", () => {
    const v = validatePackSource(BASE);
    expect(v).toMatchObject({ ok: true, game: "terra-mystica" });
    const loaded = loadPackSource(BASE);
    if (!loaded.ok) throw new Error("content/base unreadable");
    const doc = structuredClone(loaded.doc) as { manifest: Record<string, unknown> };
    doc.manifest.game = "chess";
    expect(validateGamePack(doc).issues).toEqual([expect.objectContaining({ path: "manifest.game", code: "pack/unknown-game" })]);
  });

  it("refuses a pack that extends a pack of another game", () => {
    const base = validatePackSource(BASE);
    if (!base.ok) throw new Error("content/base invalid");
    const child = { schemaVersion: 2, manifest: { id: "house", name: "House", version: "0.1.0", game: "terra-mystica", extends: { id: "other" } } };
    const other = { ...base.pack, manifest: { ...base.pack.manifest, id: "other", game: "origins" } } as unknown as ContentPack;
    const v = validateGamePack(child, { resolveParent: (id) => (id === "other" ? other : undefined) });
    expect(v.issues).toEqual([expect.objectContaining({ path: "manifest.extends.id", code: "pack/parent-game" })]);
    const same = validateGamePack(child, { resolveParent: (id) => (id === "other" ? { ...base.pack, manifest: { ...base.pack.manifest, id: "other" } } : undefined) });
    expect(same.ok).toBe(true);
  });

  it("plays a game through the module contract alone", () => {
    const tm = gameModule("terra-mystica")!;
    const v = validatePackSource(BASE);
    if (!v.ok) throw new Error("content/base invalid");
    const catalog = tm.pack.compile(v.resolved);
    const created = tm.setup.create(catalog, { factions: ["witches", "nomads"], seed: 7 });
    if (!created.ok) throw new Error(created.message);
    let state = created.state;
    let rng = 99;
    for (let i = 0; i < 5000 && !tm.views.finished(state); i++) {
      const player = tm.moves.toMove(state)[0]!;
      const choice = tm.bots.random!.choose(catalog, state, player, rng);
      expect(choice).toBeDefined();
      const before = JSON.stringify(state);
      const next = tm.moves.apply(catalog, state, choice!.move);
      expect(next.ok).toBe(true);
      expect(JSON.stringify(state)).toBe(before);
      if (next.ok) state = next.state;
      rng = choice!.rng;
    }
    expect(tm.views.finished(state)).toBe(true);
    expect(tm.views.scores(state).map((s) => s.player).sort()).toEqual(["nomads", "witches"]);
    expect(tm.flow.stateOf(state)).toBe("finished");
    expect(tm.flow.machine.getStateNodeById(`flow.${tm.flow.stateOf(state)}`)).toBeDefined();
  });

  it("compares two Origins packs section by section, entries of keyed sections by id", () => {
    const loaded = loadOriginsSource();
    if (!loaded.ok) throw new Error("content/origins unreadable");
    const v = validateGamePack(loaded.doc);
    if (!v.ok || v.game !== "origins") throw new Error("content/origins invalid");
    const before: OriginsPack = v.pack;
    expect(diffSections(before, structuredClone(before))).toEqual([]);
    const after = structuredClone(before);
    const [removed] = Object.keys(after.bonusTiles);
    delete after.bonusTiles[removed!];
    after.setup.citizenRecruitment.rerollSixes = !before.setup.citizenRecruitment.rerollSixes;
    after.manifest.version = "0.2.0";
    const changes = diffSections(before, after);
    expect(changes).toEqual([
      { section: "manifest", kind: "changed", fields: [expect.objectContaining({ path: "version", before: before.manifest.version, after: "0.2.0" })] },
      { section: "bonusTiles", id: removed, kind: "removed", fields: [] },
      { section: "setup", kind: "changed", fields: [expect.objectContaining({ path: "citizenRecruitment.rerollSixes" })] },
    ]);
    const flip = before.setup.citizenRecruitment.rerollSixes;
    expect(sectionDiffLines(changes)).toEqual([
      { kind: "changed", path: "manifest.version", before: before.manifest.version, after: "0.2.0" },
      { kind: "removed", path: `bonusTiles.${removed}` },
      { kind: "changed", path: "setup.citizenRecruitment.rerollSixes", before: flip, after: !flip },
    ]);
    after.meetingPlaces[1]!.top = "stone";
    expect(formatSectionDiff(diffSections(before, after)).split("\n")).toEqual([
      `~ manifest.version: "${before.manifest.version}" → "0.2.0"`,
      `~ meetingPlaces.1.top: ${before.meetingPlaces[1]!.top} → stone`,
      `- bonusTiles.${removed}`,
      `~ setup.citizenRecruitment.rerollSixes: ${flip} → ${!flip}`,
    ]);
    expect(formatSectionDiff([])).toBe("no differences");
  });
});
