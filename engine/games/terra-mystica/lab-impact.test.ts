/**
 * Impact replay on real games: the three logs of ../shared/games replayed under base and under a
 * changed revision of it. The expected first changes are read from the logs' text, and checked
 * against the notation's own replay, so a wrong lockstep or a wrong diff fails.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BatchSpecSchema, impactReplay, playLabGame, stateDifferences, type ImpactLog } from "../../core/lab";
import { compileCatalog, type Catalog } from "./catalog";
import { terraMystica } from "./module";
import { replay } from "./notation/replay";
import { validatePack, type ResolvedPack } from "./schema/validate";
import { validatePackSource } from "./testing/node/load-pack";

const GAMES = path.join(import.meta.dirname, "../../../../shared/games");
const haveShared = fs.existsSync(GAMES);
const NAMES = ["tmai-game-a", "snellman-testgame1", "snellman-testgame2"];

function basePack(): ResolvedPack {
  const v = validatePackSource(path.join(import.meta.dirname, "../../../content/base"));
  if (!v.ok) throw new Error("content/base is invalid");
  return v.resolved;
}

/** A revision of base changed by `edit`, validated as the studio would store it. */
function revision(edit: (doc: ResolvedPack) => void): Catalog {
  const doc = structuredClone(basePack());
  doc.manifest.version = "1.0.1";
  edit(doc);
  const v = validatePack(doc);
  if (!v.ok) throw new Error(`the changed revision is invalid: ${v.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`);
  return compileCatalog(v.resolved);
}

/** The 1-based line of the first log line matching `re` (after `from`). */
function lineOf(log: string, re: RegExp, from = 0): number {
  const lines = log.split("\n");
  const i = lines.findIndex((l, n) => n >= from && re.test(l));
  if (i < 0) throw new Error(`no line matches ${re}`);
  return i + 1;
}

describe("stateDifferences", () => {
  it("lists the paths where two states differ, naming players by faction", () => {
    const a = { round: 1, players: [{ faction: "witches", vp: 20, cults: [1, 2] }, { faction: "giants", vp: 20 }] };
    const b = { round: 1, players: [{ faction: "witches", vp: 21, cults: [1, 3] }, { faction: "giants", vp: 20, extra: true }] };
    expect(stateDifferences(a, b)).toEqual([
      { path: "players[witches].vp", a: 20, b: 21 },
      { path: "players[witches].cults[1]", a: 2, b: 3 },
      { path: "players[giants].extra", a: undefined, b: true },
    ]);
    expect(stateDifferences(a, structuredClone(a))).toEqual([]);
    expect(stateDifferences(a, b, 1)).toHaveLength(1);
  });
});

describe("impact replay of random games", () => {
  const base = compileCatalog(basePack());
  // Random-bot games of 2 to 4 players (seeded), as logs.
  const corpus: ImpactLog[] = [2, 3, 4].flatMap((players) => {
    const spec = BatchSpecSchema.parse({ pack: { id: "base" }, players, bots: ["random"], games: 2, seed: 40 + players });
    return [0, 1].map((i) => {
      const game = playLabGame(terraMystica, base, spec, i);
      if (!game.ok) throw new Error(`random game ${players}/${i} failed: ${game.error}`);
      return { name: `${players}p-${i}`, log: game.log };
    });
  });

  it("reports every game unchanged under a copy of the revision", () => {
    const report = impactReplay(terraMystica, base, revision(() => {}), corpus);
    expect(report.counts).toMatchObject({ unchanged: corpus.length });
    expect(report.games.flatMap((g) => g.players.map((p) => p.delta))).toEqual(report.games.flatMap((g) => g.players.map(() => 0)));
  });

  it("sees one more starting VP at the setup of every game, and exactly +1 VP for every player at the end", () => {
    const report = impactReplay(terraMystica, base, revision((doc) => void (doc.rules.startingVp.default += 1)), corpus);
    for (const g of report.games) {
      expect(g.status).toBe("changed");
      expect(g.firstChange).toMatchObject({ index: -1, kind: "state" });
      expect(g.firstChange!.differences.some((d) => /^players\[\w+\]\.vp$/.test(d.path) && (d.b as number) === (d.a as number) + 1)).toBe(true);
      expect(g.players.map((p) => p.delta)).toEqual(g.players.map(() => 1));
    }
    expect(report.players.every((p) => p.delta.estimate === 1 && p.changed === p.games)).toBe(true);
  });
});

describe.skipIf(!haveShared)("impact replay of the real games", () => {
  // Read only where ../shared exists: a skipped describe's body still runs.
  const corpus: ImpactLog[] = haveShared ? NAMES.map((name) => ({ name, log: fs.readFileSync(path.join(GAMES, `${name}.log`), "utf8") })) : [];
  const tmai = corpus[0]?.log ?? "";
  const base = compileCatalog(basePack());

  it("reports every game unchanged under a revision that touches no game (giants' trading house)", () => {
    const b = revision((doc) => {
      doc.factions.giants!.buildings.TP.cost.workers = 3;
    });
    const report = impactReplay(terraMystica, base, b, corpus);
    expect(report.games.map((g) => [g.name, g.status, g.firstChange])).toEqual(NAMES.map((n) => [n, "unchanged", undefined]));
    for (const g of report.games) for (const p of g.players) expect(p.delta).toBe(0);
    expect(report.counts).toMatchObject({ unchanged: 3, changed: 0, continued: 0 });
    expect(report.players.every((p) => p.delta.estimate === 0 && p.changed === 0)).toBe(true);
  });

  it("finds the first round-1 trading house when SCORE8 gives 4 VP instead of 3, and adds 1 VP per such house", () => {
    const b = revision((doc) => {
      doc.scoringTiles.SCORE8!.buildVp = { TP: 4 };
    });
    const report = impactReplay(terraMystica, base, b, corpus.slice(0, 1));
    const game = report.games[0]!;
    expect(game.status).toBe("changed");
    // tmai-game-a plays SCORE8 in round 1: its first trading house is the first change.
    const first = lineOf(tmai, /to tp/i);
    expect(game.firstChange).toMatchObject({ kind: "state", line: first, text: "mermaids: upgrade e4 to tp", move: "mermaids: upgrade E4 to TP" });
    const vp = game.firstChange!.differences.find((d) => d.path === "players[mermaids].vp");
    expect(vp && (vp.b as number) - (vp.a as number)).toBe(1);
    // Round 1's trading houses are those upgraded between the first bonus picks and the next five passes.
    const lines = tmai.split("\n");
    const start = lineOf(tmai, /pass bon/i) + 4;
    let passes = 0;
    const tps: Record<string, number> = {};
    for (const l of lines.slice(start)) {
      if (/pass bon/i.test(l) && ++passes === 5) break;
      const m = /^(\w+):.*to tp/i.exec(l);
      if (m) tps[m[1]!] = (tps[m[1]!] ?? 0) + 1;
    }
    expect(Object.fromEntries(game.players.map((p) => [p.player, p.delta]))).toEqual({ mermaids: tps.mermaids, halflings: tps.halflings, fakirs: tps.fakirs, witches: tps.witches, dwarves: tps.dwarves });
    expect(tps.dwarves).toBe(2);
  });

  it("sees the witches' dearer trading house at once, the refused stronghold where the replay refuses it, and continues with bots", { timeout: 120_000 }, () => {
    const b = revision((doc) => {
      const tp = doc.factions.witches!.buildings.TP;
      tp.cost.workers = 3;
      if (tp.costWithNeighbour) tp.costWithNeighbour.workers = 3;
    });
    const report = impactReplay(terraMystica, base, b, corpus, { seed: 7 });
    const [game, ...others] = report.games;
    expect(others.map((g) => g.status)).toEqual(["unchanged", "unchanged"]);
    expect(game!.status).toBe("continued");
    expect(game!.firstChange).toMatchObject({ kind: "state", line: lineOf(tmai, /^witches:.*to tp/i), differences: [{ path: "players[witches].workers", a: 4, b: 3 }] });
    // The notation's replay under B refuses the same line.
    const refusedByReplay = replay(tmai, b);
    expect(refusedByReplay.ok).toBe(false);
    expect(game!.refused).toMatchObject({ kind: "refused", code: "move/not-enough-workers", line: !refusedByReplay.ok ? refusedByReplay.line : -1 });
    expect(game!.refused!.text).toMatch(/^witches:/);
    // Both continuations are whole games whose logs replay to the VP reported.
    const c = game!.continuation!;
    expect(c.seed).toBe(7);
    const onA = replay(c.logA, base);
    const onB = replay(c.logB, b);
    if (!onA.ok || !onB.ok) throw new Error("a continuation's log does not replay");
    expect(onA.state.finished && onB.state.finished).toBe(true);
    for (const p of game!.players) {
      expect(p.aContinued).toBe(onA.state.players.find((x) => x.faction === p.player)!.vp);
      expect(p.b).toBe(onB.state.players.find((x) => x.faction === p.player)!.vp);
      expect(p.delta).toBe(p.b! - p.aContinued!);
    }
    // The recorded prefix is kept: both logs agree with the recorded game up to the refused move.
    const recorded = replay(tmai, base);
    if (!recorded.ok) throw new Error("tmai-game-a does not replay on base");
    const prefix = (r: typeof recorded) => r.moves.slice(0, game!.refused!.index).map((m) => m.move);
    expect(prefix(onB)).toEqual(prefix(recorded));
    expect(prefix(onA)).toEqual(prefix(recorded));
    const witches = report.players.find((p) => p.player === "witches")!;
    expect(witches).toMatchObject({ games: 1, delta: { estimate: game!.players.find((p) => p.player === "witches")!.delta } });
  });

  it("reports a log the base revision refuses as failed, and a game B cannot set up as unplayable", () => {
    const broken = { name: "broken", log: tmai.replace("mermaids: upgrade e4 to tp", "mermaids: upgrade e4 to sh") };
    const noWitches = revision((doc) => {
      delete doc.factions.witches;
    });
    const report = impactReplay(terraMystica, base, noWitches, [broken, corpus[0]!, corpus[2]!]);
    expect(report.games[0]).toMatchObject({ status: "failed", error: expect.stringContaining(`line ${lineOf(tmai, /mermaids: upgrade e4 to tp/)}`) });
    expect(report.games[1]).toMatchObject({ status: "unplayable", firstChange: { index: -1, kind: "refused" } });
    expect(report.games[2]!.status).toBe("unchanged");
    expect(report.counts).toMatchObject({ failed: 1, unplayable: 1, unchanged: 1 });
  });
});
