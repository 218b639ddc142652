/**
 * CPU affinity through util-linux's `taskset` (where it exists): the benches use it to run two
 * engines on the same core, as a VM's cores need not be equally fast (scripts/bench-cores.ts).
 */
import { spawnSync } from "node:child_process";

/** The cores this process may run on: taskset's list ("0-1", "0,2-3") and the cores it names; undefined without taskset. */
export function allowedCores(): { list: string; cores: number[] } | undefined {
  const list = spawnSync("taskset", ["-c", "-p", String(process.pid)], { encoding: "utf8" }).stdout?.match(/list:\s*([\d,-]+)/)?.[1];
  if (!list) return undefined;
  const cores = list.split(",").flatMap((part) => {
    const [from, to = from] = part.split("-").map(Number);
    return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
  });
  return { list, cores };
}

/**
 * Pins this process's main thread (its thread id is the process id; V8's compiler and collector
 * threads are left where they are) to `cores`, a taskset list such as "1" or "0-1".
 */
export function pinMainThread(cores: string): void {
  const r = spawnSync("taskset", ["-p", "-c", cores, String(process.pid)], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`taskset -p -c ${cores} ${process.pid} failed: ${r.stderr}`);
}
