/**
 * The reference engine (terra.snellman.net's own, in ../shared/oracle) run as a black box: logs are
 * written to a temporary folder and replayed by `replay.sh --compact`, one process per chunk, the
 * chunks in parallel. Each log's JSON comes back in the order the logs were given.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ReferenceJson } from "../../engine/games/terra-mystica/testing/differential";

const ROOT = path.join(import.meta.dirname, "..", "..");

/** The folder of the reference engine: $ORACLE_DIR, else ../shared/oracle beside the project. */
export function oracleDir(): string {
  return process.env.ORACLE_DIR ?? path.join(ROOT, "..", "shared", "oracle");
}

/** Why the reference cannot run here (no folder, no Perl, missing Perl packages), or undefined when it can. */
export function oracleMissing(): string | undefined {
  const dir = oracleDir();
  if (!fs.existsSync(path.join(dir, "replay.sh"))) return `the reference engine is not at ${dir} (set ORACLE_DIR)`;
  try {
    execFileSync("perl", ["-MJSON", "-MMoose", "-MClone", "-MMethod::Signatures::Simple", "-MMath::Random::MT", "-e", "1"], { stdio: "pipe" });
  } catch {
    return `Perl or the reference engine's Perl packages are missing (run ${path.join(dir, "setup.sh")})`;
  }
  return undefined;
}

/** The reference engine's own timing of `replay.sh --repeat N` (ms; start-up and module loading excluded from the per-game figures). */
export interface ReferenceTiming {
  per_game_median: number;
  per_game_min: number;
  startup_and_load: number;
}

/**
 * One reference process replaying `log` `runs` times (`replay.sh --compact --no-locate --repeat`,
 * through bash, whose `times` gives the CPU seconds of its children), on `core` when given
 * (`taskset -c`): its own timing, and the process's CPU seconds (user + system); undefined when it
 * failed or gave no timing. The benches' measure of the reference engine.
 */
export function referenceTimedRun(log: string, runs: number, core?: number): { timing: ReferenceTiming; cpuSeconds?: number } | undefined {
  const script = `"$0" --compact --no-locate --repeat ${runs} "$1"; status=$?; times; exit $status`;
  const command = ["bash", "-c", script, path.join(oracleDir(), "replay.sh"), log];
  const pinned = core === undefined ? command : ["taskset", "-c", String(core), ...command];
  const r = spawnSync(pinned[0]!, pinned.slice(1), { encoding: "utf8", maxBuffer: 64 << 20 });
  if (r.status !== 0) return undefined;
  const lines = r.stdout.trimEnd().split("\n");
  const result = JSON.parse(lines[0]!) as { ok: boolean; timing_ms?: ReferenceTiming };
  if (!result.ok || !result.timing_ms) return undefined;
  const m = lines.at(-1)?.match(/^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/);
  return { timing: result.timing_ms, ...(m ? { cpuSeconds: Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) * 60 + Number(m[4]) } : {}) };
}

function runChunk(files: string[], locate: boolean): Promise<ReferenceJson[]> {
  return new Promise((resolve, reject) => {
    const args = ["--compact", ...(locate ? [] : ["--no-locate"]), ...files];
    const child = spawn(path.join(oracleDir(), "replay.sh"), args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (out += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (err += d));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 2) return reject(new Error(`replay.sh: usage error: ${err.slice(0, 500)}`));
      const byPath = new Map<string, ReferenceJson>();
      for (const line of out.split("\n")) {
        if (!line.trim()) continue;
        const json = JSON.parse(line) as ReferenceJson & { log?: { path?: string } };
        if (json.log?.path) byPath.set(json.log.path, json);
      }
      const results: ReferenceJson[] = [];
      for (const f of files) {
        const json = byPath.get(f);
        if (!json) return reject(new Error(`replay.sh gave no result for ${f}: ${err.slice(0, 500)}`));
        results.push(json);
      }
      resolve(results);
    });
  });
}

export interface ReferenceOptions {
  /** Processes at once (default: one per core). */
  jobs?: number;
  /** Find the refused line of a refused log (the reference replays prefixes: slower). Default true. */
  locate?: boolean;
}

/** Replay every log with the reference. */
export async function replayWithReference(logs: readonly string[], options: ReferenceOptions = {}): Promise<ReferenceJson[]> {
  const jobs = options.jobs ?? Math.max(1, os.availableParallelism());
  if (logs.length === 0) return [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mystica-oracle-"));
  try {
    const files = logs.map((log, i) => {
      const file = path.join(dir, `log-${i}.txt`);
      fs.writeFileSync(file, log);
      return file;
    });
    const n = Math.min(jobs, files.length);
    const chunks: string[][] = Array.from({ length: n }, () => []);
    files.forEach((f, i) => chunks[i % n]!.push(f));
    const results = await Promise.all(chunks.map((c) => runChunk(c, options.locate ?? true)));
    const byFile = new Map<string, ReferenceJson>();
    chunks.forEach((chunk, c) => chunk.forEach((f, i) => byFile.set(f, results[c]![i]!)));
    return files.map((f) => byFile.get(f)!);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
