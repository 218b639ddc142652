/**
 * The property test: 1,000 seeded self-play games with the random bot (1–4 players, solo included)
 * end without an error, every invariant holds after every move, and every game's log, written in the
 * notation and replayed, gives the same final state.
 */
import { describe, expect, it } from "vitest";
import { originsCatalog } from "./node/catalog";
import { selfPlay } from "../bots/selfplay";
import { formatLog, replay } from "../notation";
import { brokenInvariants } from "./invariants";

const c = originsCatalog();
const GAMES = Number(process.env.ORIGINS_GAMES ?? 1000);
const BATCHES = 8;

describe("1,000 seeded self-play games", () => {
  for (let b = 0; b < BATCHES; b++) {
    const seeds = Array.from({ length: GAMES / BATCHES }, (_, i) => 1 + b * (GAMES / BATCHES) + i);
    it(`games ${seeds[0]}–${seeds.at(-1)} end cleanly, keep every invariant and replay from their logs`, { timeout: 600_000 }, () => {
      for (const seed of seeds) {
        const players = (seed % 4) + 1;
        const game = selfPlay(c, { players, seed }, {
          onMove: (state, move) => {
            const broken = brokenInvariants(c, state);
            if (broken.length) throw new Error(`game ${seed} (${players} players) after ${JSON.stringify(move)}: ${broken.join("; ")}`);
          },
        });
        expect(game.state.finished).toBe(true);
        const replayed = replay(formatLog(game.setup, game.moves), c);
        if (!replayed.ok) throw new Error(`game ${seed}: the log does not replay: line ${replayed.line}: ${replayed.message}`);
        expect(replayed.state).toEqual(game.state);
      }
    });
  }
});
