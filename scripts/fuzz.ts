/**
 * `npm run fuzz -- [--runs N] [--seed S] [--only TEXT] [--no-shrink] [--path P]`: feed generated
 * inputs to the notation parser and replay, pack validation and upload reading, and every API route
 * handler. Prints each target's inputs and time, then the crashes (exceptions that are not coded
 * refusals, 500s, inputs taking over 2 s) with their shrunk input and how to replay them. Exit 1
 * when something crashed.
 */
import { parseArgs } from "node:util";
import { fuzzAll } from "./fuzz/index";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "20000" },
    seed: { type: "string" },
    only: { type: "string" },
    "no-shrink": { type: "boolean", default: false },
    path: { type: "string" },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("--runs takes a whole number of inputs (1 or more)");
  process.exit(2);
}
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}… (${s.length} characters)` : s);

console.log(`fuzzing with ${runs} inputs, seed ${seed}`);
const report = await fuzzAll({
  runs,
  seed,
  only: values.only,
  shrink: !values["no-shrink"],
  path: values.path,
  onTarget: (t) => console.log(`  ${t.name.padEnd(48)} ${String(t.runs).padStart(9)} inputs ${(t.ms / 1000).toFixed(1).padStart(7)} s  ${t.crash ? "CRASH" : "ok"}`),
});
console.log(`inputs tried: ${report.runs}, crashes: ${report.crashes.length}, time: ${(report.ms / 1000).toFixed(1)} s`);
for (const c of report.crashes) {
  console.log(`\nCRASH in ${c.target}\n${c.message}\ninput: ${cut(c.input, 4000)}`);
  console.log(`replay: npm run fuzz -- --runs ${runs} --seed ${c.seed} --only '${c.target}' --path '${c.path}'`);
}
process.exit(report.crashes.length ? 1 : 0);
