/**
 * The flow machine is the one place that decides what comes next: these checks read the engine's
 * sources and fail when a phase is handled anywhere else — `phase` or `flow` written outside
 * `engine/flow/`, a `switch` over the phase, or the phase work (`payCultBonus`, `payIncome`,
 * `startRound`, `finishGame`) called by anything but the machine's actions.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ENGINE = path.join(import.meta.dirname, "..");

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Source files outside `engine/flow/` (and `engine/testing/`, whose helpers measure phase work on copies). */
const files = sources(ENGINE)
  .filter((f) => !f.startsWith(path.join(ENGINE, "flow") + path.sep) && !f.startsWith(path.join(ENGINE, "testing") + path.sep))
  .map((f) => ({ name: path.relative(ENGINE, f), text: fs.readFileSync(f, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "") }));

function offending(pattern: RegExp, allow: string[] = []): string[] {
  return files.filter((f) => !allow.includes(f.name) && pattern.test(f.text)).map((f) => f.name);
}

describe("the flow is handled only by the machine", () => {
  it("reads the engine's sources", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.map((f) => f.name)).toContain(path.join("rules", "apply.ts"));
  });

  it("writes state.phase and state.flow nowhere else", () => {
    expect(offending(/\.(phase|flow)\s*(=(?!=)|\+=|\|\|=|\?\?=)/)).toEqual([]);
    expect(offending(/\bphase\s*:\s*["'`]/)).toEqual([]);
    expect(offending(/\bflow\s*:\s*["'`]/)).toEqual([]);
  });

  it("has no switch over the phase, and no hand-written phase loop", () => {
    expect(offending(/switch\s*\([^)]*\b(phase|flow)\b/)).toEqual([]);
    expect(offending(/\bfunction\s+advance\b|\badvanceGame\b|\btargetFor\b|\bFLOW_EDGES\b/)).toEqual([]);
  });

  it("calls the phase work only from the machine's actions", () => {
    // rules/phase.ts defines them; the machine (engine/flow/machine.ts) is the only caller.
    expect(offending(/\b(payCultBonus|payIncome|startRound|finishGame)\s*\(/, [path.join("rules", "phase.ts")])).toEqual([]);
  });

  it("is told every move through one flow step in applyInPlace (and settle)", () => {
    const apply = files.find((f) => f.name === path.join("rules", "apply.ts"))!.text;
    expect(apply.match(/stepFlow\(/g)).toHaveLength(2);
  });
});
