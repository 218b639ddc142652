/**
 * Real games: each log in ../shared/games replays to exactly the state terra.snellman.net reached
 * (every field of every faction, `finished` and `round`). Skipped when ../shared is not there.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { validatePackSource } from "../testing/node/load-pack";
import { compileCatalog, type Catalog } from "../catalog";
import { summarize } from "../rules/summary";
import { formatLog } from "./format";
import { applyInPlace } from "../rules/apply";
import type { Move } from "../rules/moves";
import { createGame } from "../rules/setup";
import { parseLog, type LogEntry } from "./parse";
import { replay, replayEntries, setupFromEntries } from "./replay";

const SHARED = path.join(import.meta.dirname, "../../../../../shared");
const GAMES = path.join(SHARED, "games");
const haveShared = fs.existsSync(GAMES);
const CONTENT = path.join(import.meta.dirname, "../../../../content");

function catalog(pack: string): Catalog {
  const v = validatePackSource(path.join(CONTENT, pack));
  if (!v.ok) throw new Error(`content/${pack} is invalid`);
  return compileCatalog(v.resolved);
}

function expectedOf(file: string) {
  const { finished, round, factions } = JSON.parse(fs.readFileSync(file, "utf8"));
  return { factions, finished, round };
}

function replayFile(dir: string, name: string, pack: Catalog) {
  const result = replay(fs.readFileSync(path.join(dir, `${name}.log`), "utf8"), pack);
  if (!result.ok) throw new Error(`${name}.log line ${result.line} (${result.text.trim()}): ${result.message}`);
  return result;
}

if (!haveShared) {
  describe("real game logs", () => {
    it.skip(`need ../shared/games (not found at ${GAMES}); the replays of real games are skipped`, () => {});
  });
}

describe.skipIf(!haveShared)("real game logs", () => {
  const base = catalog("base");
  for (const name of ["tmai-game-a", "snellman-testgame1", "snellman-testgame2"]) {
    it(`replays ${name} to exactly the reference final state`, () => {
      const result = replayFile(GAMES, name, base);
      expect(summarize(result.state)).toEqual(expectedOf(path.join(GAMES, "expected", `${name}.json`)));
    });
  }

  it("replays the log it writes for tmai-game-a to the same final state", () => {
    const first = replayFile(GAMES, "tmai-game-a", base);
    const written = formatLog(first.setup, first.moves.map((m) => m.move), base);
    const again = replay(written, base);
    if (!again.ok) throw new Error(`written log line ${again.line} (${again.text}): ${again.message}`);
    expect(summarize(again.state)).toEqual(summarize(first.state));
  });

  it("stops at a refused command with the game as it was before it, also where that command would have ended a turn", () => {
    const parsed = parseLog(fs.readFileSync(path.join(GAMES, "tmai-game-a.log"), "utf8"));
    if (!parsed.ok) throw new Error(parsed.message);
    const entries = parsed.entries;
    const found = setupFromEntries(entries, base);
    if ("ok" in found) throw new Error(found.message);
    // The state before each command, move by move with `applyInPlace` (which puts back what a refused move changed).
    const created = createGame(base, found.setup);
    if (!created.ok) throw new Error(created.message);
    const state = created.state;
    let endedTurns = 0;
    for (let k = found.firstMove; k < entries.length; k++) {
      const e = entries[k]!;
      if (e.parsed.kind !== "move") continue;
      const faction = (e.parsed.move as { faction?: string }).faction;
      if (faction !== undefined && k % 3 === 0) {
        // This player's command replaced by one that is refused (no such hex).
        const refused: Move = { type: "build", faction, hex: "Z99" };
        const bad: LogEntry = { ...e, command: "build Z99", parsed: { kind: "move", move: refused } };
        const result = replayEntries([...entries.slice(0, k), bad], base);
        expect(result).toMatchObject({ ok: false, line: e.line, code: "move/unknown-hex" });
        if (!result.ok) expect(result.state).toEqual(state);
        if (state.lastActor >= 0 && state.active === state.lastActor && state.players[state.lastActor]!.faction !== faction) endedTurns++;
      }
      const applied = applyInPlace(base, state, e.parsed.move);
      if (!applied.ok) throw new Error(applied.message);
    }
    // Positions where the refused command came after another player's complete turn were tried.
    expect(endedTurns).toBeGreaterThan(20);
  });

  it("refuses a setup line after the first move with the game as it was before it, and a refused move before that line first", () => {
    const lines = fs.readFileSync(path.join(GAMES, "tmai-game-a.log"), "utf8").split("\n");
    const at = lines.indexOf("witches: pass bon1"); // a move well after the first ones
    const withLine = (line: string) => [...lines.slice(0, at), line, ...lines.slice(at)].join("\n");
    const late = replay(withLine("delete BON3"), base);
    expect(late).toMatchObject({ ok: false, line: at + 1, text: "delete BON3", code: "log/late-setup" });
    // The state before it: as where a refused command stands at that line.
    const refused = replay(withLine("witches: build Z99"), base);
    expect(refused).toMatchObject({ ok: false, line: at + 1, code: "move/unknown-hex" });
    if (!late.ok && !refused.ok) expect(late.state).toEqual(refused.state);
    const both = [...lines.slice(0, at - 1), "dwarves: build Z99", ...lines.slice(at - 1, at), "delete BON3", ...lines.slice(at)].join("\n");
    expect(replay(both, base)).toMatchObject({ ok: false, line: at, text: "dwarves: build Z99", code: "move/unknown-hex" });
  });

  it("leaves a state that survives a JSON round trip", () => {
    const { state } = replayFile(GAMES, "snellman-testgame1", base);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});

const LEAGUE = path.join(GAMES, "league");
const leagueGames = haveShared && fs.existsSync(LEAGUE) ? fs.readdirSync(LEAGUE).filter((f) => f.endsWith(".log")).map((f) => f.slice(0, -4)).sort() : [];

describe.skipIf(leagueGames.length === 0)("league games (promo pack: mini-expansion-1, shipping-bonus, temple-scoring-tile, variable turn order)", () => {
  const promo = catalog("promo");
  for (const name of leagueGames) {
    it(`replays ${name} to exactly the reference final state`, () => {
      const result = replayFile(LEAGUE, name, promo);
      expect(summarize(result.state)).toEqual(expectedOf(path.join(LEAGUE, "expected", `${name}.json`)));
    });
  }
});
