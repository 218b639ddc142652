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
import { replay } from "./replay";

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
