// @vitest-environment node
/** The fuzzer in CI: 20,000 generated inputs over every target, and none may crash. */
import { expect, it } from "vitest";
import { fuzzAll } from "./index";

const seed = Number(process.env.FUZZ_SEED ?? 20261123);

it("survives 20,000 generated inputs: notation, replay, packs, uploads and every API route", { timeout: 240_000 }, async () => {
  const report = await fuzzAll({ runs: 20_000, seed });
  const lines = report.crashes.map((c) => `${c.target} (seed ${c.seed}, path ${c.path}): ${c.message.split("\n")[0]}\n  input: ${c.input.slice(0, 2000)}`);
  expect(lines).toEqual([]);
  expect(report.runs).toBeGreaterThanOrEqual(20_000);
});
