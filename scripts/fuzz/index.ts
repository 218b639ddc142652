/**
 * The whole fuzz run: the engine's targets and the API's (on a throwaway database), sharing the
 * runs 85 : 15 (a route call costs about ten engine inputs).
 */
import { apiTargets } from "./api-targets";
import { engineTargets } from "./engine-targets";
import { runFuzz, type FuzzOptions, type FuzzReport, type Target } from "./runner";

export const API_SHARE = 0.15;

export interface FuzzAllOptions extends FuzzOptions {
  /** Only the targets whose name contains this text. */
  only?: string;
}

export async function fuzzAll(options: FuzzAllOptions): Promise<FuzzReport> {
  const pick = (targets: Target[]) => (options.only ? targets.filter((t) => t.name.toLowerCase().includes(options.only!.toLowerCase())) : targets);
  const engine = pick(engineTargets());
  const api = await apiTargets();
  try {
    const routes = pick(api.targets);
    const share = engine.length === 0 ? 1 : routes.length === 0 ? 0 : API_SHARE;
    const reports: FuzzReport[] = [];
    if (engine.length) reports.push(await runFuzz(engine, { ...options, runs: Math.ceil(options.runs * (1 - share)) }));
    if (routes.length) reports.push(await runFuzz(routes, { ...options, runs: Math.ceil(options.runs * share) }));
    return {
      runs: reports.reduce((s, r) => s + r.runs, 0),
      ms: reports.reduce((s, r) => s + r.ms, 0),
      targets: reports.flatMap((r) => r.targets),
      crashes: reports.flatMap((r) => r.crashes),
    };
  } finally {
    await api.dispose();
  }
}
