// @vitest-environment node
/** The batch runner on worker threads: progress as games end, cancel keeping what finished, skipped games not played. */
import { describe, expect, it } from "vitest";
import { BatchSpecSchema } from "../../engine";
import { validatePackSource } from "../../scripts/cli/pack-dir";
import { runBatch, type BatchProgress } from "./runner";

const v = validatePackSource("content/base");
if (!v.ok) throw new Error("content/base does not load");
const spec = BatchSpecSchema.parse({ pack: { id: "base" }, players: 2, bots: ["heuristic"], games: 20 });

describe("runBatch", () => {
  it("reports progress and, when cancelled, stops with the games that ended", async () => {
    const controller = new AbortController();
    const seen: BatchProgress[] = [];
    const run = await runBatch(spec, v.resolved, {
      workers: 2,
      skip: new Set([0, 1]),
      signal: controller.signal,
      onProgress: (p) => {
        seen.push(p);
        if (p.done === 2) controller.abort();
      },
    });
    expect(run.cancelled).toBe(true);
    expect(run.workers).toBe(2);
    expect(run.records.length).toBeGreaterThanOrEqual(2);
    expect(run.records.length).toBeLessThan(18);
    expect(run.records.every((r) => r.index >= 2)).toBe(true);
    expect(run.records.map((r) => r.index)).toEqual([...run.records.map((r) => r.index)].sort((a, b) => a - b));
    expect(seen[0]).toMatchObject({ done: 1, total: 18, failed: 0 });
    expect(seen[0]!.etaSeconds).toBeGreaterThan(0);
    expect(seen[1]!.gamesPerSecond).toBeGreaterThan(0);
  }, 300_000);

  it("does nothing for a batch whose games are all stored", async () => {
    const run = await runBatch({ ...spec, games: 2 }, v.resolved, { skip: new Set([0, 1]) });
    expect(run).toMatchObject({ records: [], cancelled: false });
  });
});
