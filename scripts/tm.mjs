#!/usr/bin/env node
// The `tm` command: runs the TypeScript CLI from its bundle (scripts/cli-bundle.mjs: built on first
// use and whenever a source file changed), or through tsx when the bundle cannot be built (or with
// TM_NO_BUNDLE=1).
import { bundled } from "./cli-bundle.mjs";

const bundle = await bundled();
const cli = bundle ? await import(bundle) : await viaTsx();
try {
  process.exitCode = await cli.main(process.argv.slice(2));
} catch (e) {
  const problem = cli.databaseProblem(e);
  if (!problem) throw e;
  console.error(problem);
  process.exitCode = 1;
}

async function viaTsx() {
  const { register } = await import("tsx/esm/api");
  register();
  return import("./cli/tm.ts");
}
