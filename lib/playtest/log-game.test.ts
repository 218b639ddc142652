/** The game a pasted log is written for, read off its first meaningful line. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { gameOfLog } from "./log-game";

const SHARED = path.join(import.meta.dirname, "../../../shared/games");

describe("the game of a log", () => {
  it("reads an Origins log by its setup line, after comments and blank lines", () => {
    expect(gameOfLog("# a game\n\norigins players 2 seed 1\np2: draft Y5\n")).toEqual({ game: "origins", line: 3 });
    expect(gameOfLog("ORIGINS   Players 4 seed 9")).toEqual({ game: "origins", line: 1 });
  });

  it("reads Terra Mystica logs by their setup lines or a faction's command, real ones included", () => {
    expect(gameOfLog("option mini-expansion-1\nscore SCORE1\n")).toEqual({ game: "terra-mystica", line: 1 });
    expect(gameOfLog("\nwitches: build E7\n")).toEqual({ game: "terra-mystica", line: 2 });
    const logs = fs.existsSync(SHARED) ? fs.readdirSync(SHARED).filter((f) => f.endsWith(".log")).slice(0, 5) : [];
    for (const f of logs) expect(gameOfLog(fs.readFileSync(path.join(SHARED, f), "utf8"))?.game, f).toBe("terra-mystica");
  });

  it("says nothing of a log it cannot tell (the game's own replay says what is wrong)", () => {
    expect(gameOfLog("")).toBeUndefined();
    expect(gameOfLog("# only a comment\n")).toBeUndefined();
    expect(gameOfLog("hello world")).toBeUndefined();
    expect(gameOfLog("p1: visit 2 R4")).toBeUndefined();
  });
});
