#!/usr/bin/env node
// The `tm` command: runs the TypeScript CLI through tsx (no build step).
import { register } from "tsx/esm/api";

register();
const { main, databaseProblem } = await import("./cli/tm.ts");
try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  const problem = databaseProblem(e);
  if (!problem) throw e;
  console.error(problem);
  process.exitCode = 1;
}
