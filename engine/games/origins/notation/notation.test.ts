/** The notation: every move of self-play games formats and parses back to itself; bad lines are refused with their line number. */
import { describe, expect, it } from "vitest";
import { originsCatalog } from "../testing/node/catalog";
import { selfPlay } from "../bots/selfplay";
import { formatLog, formatMove, parseMove, replay } from ".";
import { DRAFT_SEED_1 } from "../testing/scenario";

const c = originsCatalog();

describe("the Origins notation", () => {
  it("formats and parses every move of 40 self-play games round-trip, and every move type occurs", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const game = selfPlay(c, { players: (seed % 4) + 1, seed });
      for (const move of game.moves) {
        seen.add(move.type);
        expect(parseMove(formatMove(move))).toEqual(move);
      }
    }
    // these need a zodiac card or a rare building the random bot seldom meets
    const rare = new Set(["copy", "swap", "cash", "neighbour", "increase", "reserve", "superiority", "end", "freeze"]);
    for (const t of ["draft", "visit", "main", "bonus", "gain", "military", "climb", "build", "recruit", "orator", "food", "card", "activate", "use", "pay", "skip", "done", "district", "tower", "population", "pass"])
      if (!rare.has(t)) expect(seen).toContain(t);
  });

  it("writes a whole game as a setup line and one move per line, and replays it", () => {
    const log = formatLog({ players: 2, seed: 1 }, DRAFT_SEED_1.trim().split("\n").map((l) => parseMove(l) as never));
    expect(log).toBe(`origins players 2 seed 1\n${DRAFT_SEED_1.trim()}\n`);
    const r = replay(`# a comment\n${log}p2: visit 1 Y5   # the yellow Freeman\np2: main top\n`, c);
    expect(r.ok && r.state.players[1]!.stone).toBe(4);
  });

  it("reports the first bad line with its number", () => {
    expect(replay("origins players 2 seed 1\np2: draft Y5\np1: fly away\n", c)).toMatchObject({ ok: false, code: "log/parse", line: 3 });
    expect(replay("origins players 2 seed 1\np1: draft Y5\n", c)).toMatchObject({ ok: false, code: "move/not-your-turn", line: 2 });
    expect(replay("origins players 9 seed 1\n", c)).toMatchObject({ ok: false, code: "setup/players", line: 1 });
    expect(parseMove("p1: visit 2 Q9")).toEqual({ error: "'Q9' is not a die (write a colour letter R, P, B, O or Y and a value, e.g. R4, or R4@2 for one on meeting place 2)" });
  });
});
