/**
 * `npm run fuzz -- [--runs N] [--seed S] [--only TEXT] [--no-shrink] [--path P] [--round N]`: feed generated
 * inputs to the notation parser and replay, pack validation and upload reading, and every API route
 * handler. Prints each target's inputs and time, then the crashes (exceptions that are not coded
 * refusals, 500s, inputs taking over 2 s) with their shrunk input and how to replay them. Exit 1
 * when something crashed.
 */
import { parseArgs } from "node:util";
import { fuzzAll } from "./fuzz/index";
import type { Crash } from "./fuzz/runner";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "20000" },
    seed: { type: "string" },
    only: { type: "string" },
    "no-shrink": { type: "boolean", default: false },
    path: { type: "string" },
    round: { type: "string", default: "100000" },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("--runs takes a whole number of inputs (1 or more)");
  process.exit(2);
}
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}… (${s.length} characters)` : s);

/** Long runs go in rounds, each on a fresh database (stored forks and revisions would pile up). */
const ROUND = Number(values.round);
const rounds = Math.ceil(runs / ROUND);
console.log(`fuzzing with ${runs} inputs, seed ${seed}${rounds > 1 ? `, in ${rounds} rounds of up to ${ROUND} (seeds ${seed}..${seed + rounds - 1})` : ""}`);
const totals = new Map<string, { runs: number; ms: number }>();
const crashes: Crash[] = [];
let tried = 0;
const started = performance.now();
for (let r = 0; r < rounds; r++) {
  const n = Math.min(ROUND, runs - r * ROUND);
  const report = await fuzzAll({
    runs: n,
    seed: seed + r,
    only: values.only,
    shrink: !values["no-shrink"],
    path: values.path,
    onTarget: (t) => {
      if (rounds === 1) console.log(`  ${t.name.padEnd(48)} ${String(t.runs).padStart(9)} inputs ${(t.ms / 1000).toFixed(1).padStart(7)} s  ${t.crash ? "CRASH" : "ok"}`);
      const sum = totals.get(t.name) ?? { runs: 0, ms: 0 };
      totals.set(t.name, { runs: sum.runs + t.runs, ms: sum.ms + t.ms });
    },
  });
  tried += report.runs;
  crashes.push(...report.crashes);
  if (rounds > 1) console.log(`  round ${r + 1}/${rounds} (seed ${seed + r}): ${report.runs} inputs, ${report.crashes.length} crashes, ${(report.ms / 1000).toFixed(1)} s`);
}
if (rounds > 1) for (const [name, t] of totals) console.log(`  ${name.padEnd(48)} ${String(t.runs).padStart(9)} inputs ${(t.ms / 1000).toFixed(1).padStart(7)} s`);
console.log(`inputs tried: ${tried}, crashes: ${crashes.length}, time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
for (const c of crashes) {
  console.log(`\nCRASH in ${c.target}\n${c.message}\ninput: ${cut(c.input, 4000)}`);
  console.log(`replay: npm run fuzz -- --runs ${Math.min(runs, ROUND)} --seed ${c.seed} --only '${c.target}' --path '${c.path}'`);
}
process.exit(crashes.length ? 1 : 0);
