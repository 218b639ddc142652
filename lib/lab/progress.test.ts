import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseProgressLine, progressLine } from "./progress";

describe("the progress line", () => {
  it("reads back what it writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100000 }), fc.nat(), fc.nat({ max: 50 }), fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 9999 }), (total, doneSeed, failed, rate100, eta) => {
        const done = doneSeed % (total + 1);
        const line = progressLine({ done, total, failed, gamesPerSecond: rate100 / 100, etaSeconds: done > 0 ? eta : undefined, elapsedSeconds: 12 });
        const back = parseProgressLine(line);
        expect(back).toMatchObject({ done, total, gamesPerSecond: rate100 / 100 });
        expect(back?.failed ?? 0).toBe(failed);
        expect(back?.etaSeconds).toBe(done > 0 && done < total ? eta : undefined);
      }),
    );
    expect(progressLine({ done: 120, total: 400, failed: 2, gamesPerSecond: 3.1, etaSeconds: 90, elapsedSeconds: 40 })).toBe("lab: 120/400 games (2 failed), 3.10 games/s, ETA 1m30s");
    expect(parseProgressLine("lab: batch x is stored with 2 of 4 games; playing the rest")).toBeUndefined();
  });

  it("reads only the lines of its own command", () => {
    const line = progressLine({ done: 3, total: 10, gamesPerSecond: 0.25, etaSeconds: 28, elapsedSeconds: 12 }, "impact");
    expect(line).toBe("impact: 3/10 games, 0.25 games/s, ETA 28s");
    expect(parseProgressLine(line, "impact")).toEqual({ done: 3, total: 10, gamesPerSecond: 0.25, etaSeconds: 28 });
    expect(parseProgressLine(line)).toBeUndefined();
    expect(parseProgressLine("lab: 3/10 games, 0.25 games/s, ETA 28s", "impact")).toBeUndefined();
    expect(parseProgressLine("impact: game 3 of 10, tmai: continued (2.0 s)", "impact")).toBeUndefined();
  });
});
