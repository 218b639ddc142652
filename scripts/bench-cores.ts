/**
 * How fast each core of this machine runs our replay of a real game and the reference engine's
 * (`npx tsx scripts/bench-cores.ts [--rounds N]`). The cores of a VM need not be equally fast:
 * on the 2-core machine this was written on, one core at a time (not always the same one) ran
 * both engines 1.4–1.9× slower than the other, while a loop of integer arithmetic ran as fast on
 * both — which is why `npm run bench` runs ours and the reference on the same core in each round.
 * Each round moves this process's main thread to each core in turn (taskset -p) and times, there,
 * our replay (CPU ms per replay over 0.4 s), the integer loop, and the reference engine's replay
 * (taskset -c; its own median ms per replay of 6) when ../shared/oracle is present.
 */
import fs from "node:fs";
import path from "node:path";
import { compileCatalog } from "../engine/games/terra-mystica/catalog";
import { replay } from "../engine/games/terra-mystica/notation/replay";
import { allowedCores, pinMainThread } from "./cli/affinity";
import { oracleMissing, referenceTimedRun } from "./cli/oracle";
import { validatePackSource } from "./cli/pack-dir";

const ROOT = path.join(import.meta.dirname, "..");
const LOG = path.join(ROOT, "..", "shared", "games", "tmai-game-a.log");
const at = process.argv.indexOf("--rounds");
const rounds = at >= 0 ? Number(process.argv[at + 1]) : 3;
const allowed = allowedCores();
if (!allowed) throw new Error("taskset is needed (util-linux)");
const v = validatePackSource(path.join(ROOT, "content", "base"));
if (!v.ok) throw new Error("content/base is invalid");
const catalog = compileCatalog(v.resolved);
const text = fs.readFileSync(LOG, "utf8");
if (!replay(text, catalog).ok) throw new Error(`${LOG} does not replay`);

/** CPU ms per call of `f`, over `ms` milliseconds. */
function cpuPerCall(f: () => void, ms: number): number {
  const cpu = process.cpuUsage();
  let n = 0;
  for (const end = performance.now() + ms; performance.now() < end; n++) f();
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / 1000 / n;
}
function integerLoop(): number {
  let x = 0;
  for (let i = 0; i < 2e7; i++) x = (x * 31 + i) | 0;
  return x;
}
const withOracle = !oracleMissing();
cpuPerCall(() => replay(text, catalog), 2000); // warm up
for (let i = 0; i < 3; i++) integerLoop();
console.log(`cores ${allowed.list}; per core: our replay (CPU ms), an integer loop (ms)${withOracle ? ", the reference's replay (ms)" : ""}`);
for (let round = 1; round <= rounds; round++) {
  const row: string[] = [];
  for (const core of allowed.cores) {
    pinMainThread(String(core));
    const ours = cpuPerCall(() => replay(text, catalog), 400);
    const t = performance.now();
    integerLoop();
    const loop = performance.now() - t;
    const reference = withOracle ? `, reference ${referenceTimedRun(LOG, 6, core)?.timing.per_game_median.toFixed(1) ?? "n/a"}` : "";
    row.push(`core ${core}: ours ${ours.toFixed(3)}, loop ${loop.toFixed(0)}${reference}`);
  }
  console.log(`round ${round}  ${row.join("   ")}`);
}
pinMainThread(allowed.list);
