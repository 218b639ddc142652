// @vitest-environment node
/**
 * A stored impact replay run out of any request (what `tm lab impact --stored` and the studio's
 * background replays do), on a temporary SQLite database: base against base with SCORE3 worth
 * 3 VP a dwelling (played only in tmai-game-a), on two real games. Each game is stored as it ends,
 * a cancel keeps what ended, the same replay again plays only the rest, and the result equals
 * `impactReplay` of the whole corpus in one go.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compileCatalog, impactReplay, terraMystica, type ImpactGame, type ResolvedPack } from "../../engine";
import { getLabImpact, labImpactGames, openLabImpact, type LabImpactSpec } from "../../prisma/lab-impact";
import { createTestDb } from "../../prisma/testing";
import { validatePackSource } from "../../scripts/cli/pack-dir";
import { replayCorpus, runStoredImpact } from "./impact-run";

const ROOT = path.join(import.meta.dirname, "..", "..");
const GAMES = path.join(ROOT, "..", "shared", "games");
const haveShared = fs.existsSync(GAMES);

describe.skipIf(!haveShared)(`impact replays run in the background${haveShared ? "" : " (skipped: no ../shared/games)"}`, () => {
  const test = createTestDb();
  afterAll(() => test.dispose());
  const v = validatePackSource(path.join(ROOT, "content", "base"));
  if (!v.ok) throw new Error("content/base is invalid");
  const packA = v.resolved as ResolvedPack;
  const packB = structuredClone(packA);
  packB.scoringTiles.SCORE3!.buildVp = { D: 3 };
  const corpus = haveShared ? ["snellman-testgame1", "tmai-game-a"].map((name) => ({ name, log: fs.readFileSync(path.join(GAMES, `${name}.log`), "utf8") })) : [];
  const spec: LabImpactSpec = { a: { packId: "base", revision: 1, version: packA.manifest.version }, b: { packId: "base", revision: 2, version: packA.manifest.version }, bot: "heuristic", seed: 1, confidence: 0.95 };
  const direct = haveShared ? impactReplay(terraMystica, compileCatalog(packA), compileCatalog(packB), corpus) : undefined;
  const strip = (games: (ImpactGame & { index: number })[]) => games.map(({ index: _i, ...g }) => g);

  it("plays a corpus game by game, with progress after each, as impactReplay does", { timeout: 60_000 }, async () => {
    const seen: [number, number][] = [];
    const run = await replayCorpus(terraMystica, compileCatalog(packA), compileCatalog(packB), corpus, { bot: "heuristic", seed: 1, onProgress: (p) => seen.push([p.done, p.total]) });
    expect(run.cancelled).toBe(false);
    expect(strip(run.games)).toEqual(direct!.games);
    expect(run.games.map((g) => [g.name, g.status])).toEqual([
      ["snellman-testgame1", "unchanged"],
      ["tmai-game-a", "changed"],
    ]);
    expect(seen).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
    await expect(replayCorpus(terraMystica, compileCatalog(packA), compileCatalog(packB), corpus, { bot: "nobody", seed: 1 })).rejects.toThrow(/no bot "nobody"/);
  });

  it("stores each game as it ends; a cancel keeps them and the same replay again plays only the rest", { timeout: 60_000 }, async () => {
    const opened = await openLabImpact({ game: "terra-mystica", spec, packA, packB, corpus }, test.db);
    expect(opened).toMatchObject({ resumed: false, impact: { status: "running", total: 2, stored: 0, packId: "base", againstId: "base" } });
    const controller = new AbortController();
    const first = await runStoredImpact(opened.impact.id, test.db, { signal: controller.signal, onGame: () => controller.abort() });
    expect(first).toMatchObject({ cancelled: true, played: 1 });
    expect(await getLabImpact(opened.impact.id, test.db)).toMatchObject({ status: "cancelled", stored: 1 });

    const again = await openLabImpact({ game: "terra-mystica", spec, packA, packB, corpus }, test.db);
    expect(again.impact.id).toBe(opened.impact.id);
    expect(again).toMatchObject({ resumed: true, impact: { status: "running", stored: 1 } });
    expect([...again.storedIndices]).toEqual([0]);
    const played: number[] = [];
    expect(await runStoredImpact(again.impact.id, test.db, { onGame: (i) => played.push(i) })).toMatchObject({ cancelled: false, played: 1 });
    expect(played).toEqual([1]);
    expect(await getLabImpact(opened.impact.id, test.db)).toMatchObject({ status: "done", stored: 2 });
    expect(strip(await labImpactGames(opened.impact.id, test.db))).toEqual(direct!.games);

    // Another seed (or corpus, or pack) is another replay.
    const other = await openLabImpact({ game: "terra-mystica", spec: { ...spec, seed: 2 }, packA, packB, corpus }, test.db);
    expect(other.impact.id).not.toBe(opened.impact.id);
  });

  it("marks a replay failed, saying why, when it cannot run", { timeout: 60_000 }, async () => {
    const opened = await openLabImpact({ game: "terra-mystica", spec: { ...spec, bot: "nobody" }, packA, packB, corpus }, test.db);
    await expect(runStoredImpact(opened.impact.id, test.db)).rejects.toThrow(/no bot "nobody"/);
    expect(await getLabImpact(opened.impact.id, test.db)).toMatchObject({ status: "failed", stored: 0, error: expect.stringMatching(/no bot "nobody"/) });
    await expect(runStoredImpact("nope", test.db)).rejects.toThrow('no stored impact replay "nope"');
    await expect(openLabImpact({ game: "terra-mystica", spec, packA, packB, corpus: [] }, test.db)).rejects.toThrow(/at least one game/);
  });
});
