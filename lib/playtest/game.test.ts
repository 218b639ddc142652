/** Session games: logs read, played and written; factions and tiles drawn with the seed; imports. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileCatalog, summarize } from "@/engine";
import { validatePackSource } from "@/scripts/cli/pack-dir";
import { drawFaction, drawSetup, importLog, pickableFactions, playLine, readLog, resolveFactions, writeLog } from "./game";

const v = validatePackSource(path.join(import.meta.dirname, "../../content/base"));
if (!v.ok) throw new Error("content/base is invalid");
const catalog = compileCatalog(v.resolved);
const GAMES = path.join(import.meta.dirname, "../../../shared/games");
const haveGames = fs.existsSync(path.join(GAMES, "tmai-game-a.log"));

describe("session games", () => {
  it("reads a log into its setup and moves, and writes it back the same", () => {
    const text = "score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6\ndelete BON1\nsetup witches\nsetup nomads\nwitches: build F4\nnomads: build F3\n";
    const read = readLog(catalog, text);
    if (!read.ok) throw new Error(read.message);
    expect(read.setup).toMatchObject({ factions: ["witches", "nomads"], scoring: ["SCORE1", "SCORE2", "SCORE3", "SCORE4", "SCORE5", "SCORE6"], removedBonusCards: ["BON1"] });
    expect(read.moves).toEqual([
      { type: "build", faction: "witches", hex: "F4" },
      { type: "build", faction: "nomads", hex: "F3" },
    ]);
    expect(writeLog(catalog, read)).toBe(text);
  });

  it("plays a line into one state per move and stops at the first move the engine refuses", () => {
    const read = readLog(catalog, "setup witches\nsetup nomads\nwitches: build F4\nnomads: build F4\nnomads: build F3\n");
    if (!read.ok) throw new Error(read.message);
    const played = playLine(catalog, read.setup, read.moves);
    expect(played.ok).toBe(false);
    if (played.ok) return;
    expect(played.index).toBe(1);
    expect(played.states).toHaveLength(2);
    expect(played.message).toMatch(/F4/);
  });

  it("refuses setup lines after the first move, with the line number", () => {
    expect(readLog(catalog, "setup witches\nsetup nomads\nwitches: build F4\nsetup auren\n")).toMatchObject({ ok: false, line: 4, code: "log/late-setup" });
  });

  it("offers only factions whose home terrain is still free", () => {
    const open = pickableFactions(catalog, ["witches"]);
    expect(open).not.toContain("witches");
    expect(open).not.toContain("auren");
    expect(open).toContain("nomads");
    expect(open).toHaveLength(12);
  });

  it("offers a Fire & Ice faction only with its option, and one ice faction at most", () => {
    const fv = validatePackSource(path.join(import.meta.dirname, "../../content/fire-and-ice"));
    if (!fv.ok) throw new Error("content/fire-and-ice is invalid");
    const fi = compileCatalog(fv.resolved);
    expect(pickableFactions(fi, [])).not.toContain("icemaidens");
    const withIce = pickableFactions(fi, [], ["fire-and-ice-factions/ice"]);
    expect(withIce).toEqual(expect.arrayContaining(["icemaidens", "yetis"]));
    expect(pickableFactions(fi, ["yetis"], ["fire-and-ice-factions/ice"])).not.toContain("icemaidens");
    // Volcano and variable factions too, one of each kind at a table.
    const all = ["fire-and-ice-factions/ice", "fire-and-ice-factions/volcano", "fire-and-ice-factions/variable_v5"];
    expect(pickableFactions(fi, [], all)).toEqual(expect.arrayContaining(["acolytes", "dragonlords", "riverwalkers", "shapeshifters"]));
    expect(pickableFactions(fi, ["dragonlords", "riverwalkers"], all)).not.toEqual(expect.arrayContaining(["acolytes"]));
    expect(pickableFactions(fi, ["dragonlords", "riverwalkers"], all)).not.toContain("shapeshifters");
    expect(resolveFactions(fi, ["icemaidens", "witches"], 1, "table", "random")).toMatchObject({ ok: false, code: "setup/faction-needs-option" });
    expect(resolveFactions(fi, ["icemaidens", "witches"], 1, "table", "random", ["fire-and-ice-factions/ice"])).toMatchObject({ ok: true, factions: ["icemaidens", "witches"] });
  });

  it("draws random factions with the seed, the same every time, never clashing with named ones", () => {
    const a = resolveFactions(catalog, ["witches", "random", "random", "table"], 42, "table", "random");
    const b = resolveFactions(catalog, ["witches", "random", "random", "table"], 42, "table", "random");
    expect(a).toEqual(b);
    if (!a.ok) throw new Error(a.message);
    expect(a.factions[0]).toBe("witches");
    expect(a.factions[3]).toBeUndefined();
    const homes = a.factions.slice(0, 3).map((f) => catalog.factions[f!]!.homeTerrain);
    expect(new Set(homes).size).toBe(3);
    expect(resolveFactions(catalog, ["witches", "auren"], 1, "table", "random")).toMatchObject({ ok: false, code: "setup/faction-conflict" });
    expect(drawFaction(catalog, ["witches"], 42, 1)).toBe(drawFaction(catalog, ["witches"], 42, 1));
  });

  it("draws the scoring tiles and bonus cards from the seed and the player count alone", () => {
    const a = drawSetup(catalog, { seed: 9, players: 3 });
    const b = drawSetup(catalog, { seed: 9, players: 3 });
    expect(a).toEqual(b);
    if (!a.ok) throw new Error(a.message);
    expect(a.scoring).toHaveLength(6);
    expect(a.removedBonusCards).toHaveLength(9 - 3 - 3);
    expect(drawSetup(catalog, { seed: 10, players: 3 })).not.toEqual(a);
  });

  it("refuses an imported log at its first illegal line", () => {
    expect(importLog(catalog, "setup witches\nsetup nomads\nwitches: build A1\n")).toMatchObject({ ok: false, line: 3 });
  });

  it.skipIf(!haveGames)("imports tmai-game-a.log one command per line, replaying to the reference result", () => {
    const imported = importLog(catalog, fs.readFileSync(path.join(GAMES, "tmai-game-a.log"), "utf8"));
    if (!imported.ok) throw new Error(imported.message);
    const expected = JSON.parse(fs.readFileSync(path.join(GAMES, "expected", "tmai-game-a.json"), "utf8"));
    const again = readLog(catalog, imported.log);
    if (!again.ok) throw new Error(again.message);
    const played = playLine(catalog, again.setup, again.moves);
    if (!played.ok) throw new Error(played.message);
    const summary = summarize(played.states[played.states.length - 1]!);
    expect(summary.finished).toBe(true);
    for (const [faction, e] of Object.entries(expected.factions as Record<string, { vp: number; coins: number }>)) {
      expect(summary.factions[faction]!.vp, faction).toBe(e.vp);
      expect(summary.factions[faction]!.coins, faction).toBe(e.coins);
    }
    expect(imported.log.split("\n").every((l) => !l.includes(". "))).toBe(true);
  });
});
