/**
 * The fuzz runner: each target gets its share of the runs (by weight) and fast-check feeds it
 * generated inputs. A crash is an exception (the targets turn coded refusals into normal returns
 * and 500s into exceptions) or an input that takes longer than the time limit (2 s); the first
 * crash of a target is shrunk to a small failing input and reported with the seed that replays it.
 */
import fc from "fast-check";

export interface Target<T = unknown> {
  name: string;
  /** Relative share of the runs. */
  weight: number;
  arbitrary: fc.Arbitrary<T>;
  /** Handle one input: return for an accepted input or a coded refusal, throw for anything else. */
  run(input: T): unknown;
}

/** Make a target, keeping the type of its input between `arbitrary` and `run`. */
export function target<T>(t: Target<T>): Target<unknown> {
  return t as Target<unknown>;
}

export interface Crash {
  target: string;
  message: string;
  /** The (shrunk) failing input, as fast-check prints it. */
  input: string;
  seed: number;
  path: string;
}

export interface TargetReport {
  name: string;
  runs: number;
  ms: number;
  crash?: Crash;
}

export interface FuzzReport {
  runs: number;
  ms: number;
  targets: TargetReport[];
  crashes: Crash[];
}

export interface FuzzOptions {
  /** Inputs in all, shared among the targets by weight (each target gets at least one). */
  runs: number;
  seed?: number;
  /** An input taking longer than this is a crash (a hang). */
  timeoutMs?: number;
  /** Shrink a failing input to a small one (default true). */
  shrink?: boolean;
  /** Replay one failure: the `path` printed with it (needs the same seed and runs). */
  path?: string;
  onTarget?: (report: TargetReport) => void;
}

/** How many of `runs` each target gets, by weight. */
export function shares(targets: readonly Target[], runs: number): number[] {
  const total = targets.reduce((s, t) => s + t.weight, 0);
  return targets.map((t) => Math.max(1, Math.ceil((runs * t.weight) / total)));
}

class Hang extends Error {}

async function within<T>(work: () => T | Promise<T>, ms: number): Promise<T> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Hang(`no answer within ${ms} ms`)), ms);
  });
  try {
    const result = await Promise.race([Promise.resolve().then(work), timeout]);
    const took = performance.now() - started;
    if (took > ms) throw new Hang(`took ${Math.round(took)} ms (the limit is ${ms} ms)`);
    return result;
  } finally {
    clearTimeout(timer);
  }
}

function describeError(e: unknown): string {
  if (e instanceof Error) return `${e.name}: ${e.message}${e.stack ? `\n${e.stack.split("\n").slice(1, 6).join("\n")}` : ""}`;
  return String(e);
}

/** Run every target on its share of generated inputs; returns the runs made and the crashes found. */
export async function runFuzz(targets: readonly Target[], options: FuzzOptions): Promise<FuzzReport> {
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const timeoutMs = options.timeoutMs ?? 2000;
  const counts = shares(targets, options.runs);
  const started = performance.now();
  const reports: TargetReport[] = [];
  for (const [i, t] of targets.entries()) {
    const t0 = performance.now();
    const property = fc.asyncProperty(t.arbitrary, (input) => within(() => t.run(input), timeoutMs).then(() => undefined));
    const details = await fc.check(property, {
      numRuns: counts[i]!,
      seed,
      endOnFailure: options.shrink === false,
      ...(options.path ? { path: options.path } : {}),
    });
    const report: TargetReport = { name: t.name, runs: details.numRuns, ms: Math.round(performance.now() - t0) };
    if (details.failed && details.counterexample) {
      report.crash = {
        target: t.name,
        message: describeError(details.errorInstance),
        input: fc.stringify(details.counterexample[0]),
        seed: details.seed,
        path: details.counterexamplePath ?? "",
      };
    }
    reports.push(report);
    options.onTarget?.(report);
  }
  return {
    runs: reports.reduce((s, r) => s + r.runs, 0),
    ms: Math.round(performance.now() - started),
    targets: reports,
    crashes: reports.flatMap((r) => (r.crash ? [r.crash] : [])),
  };
}
