#!/usr/bin/env node
// The `tm` command: runs the TypeScript CLI through tsx (no build step).
import { register } from "tsx/esm/api";

register();
const { main } = await import("./cli/tm.ts");
process.exitCode = await main(process.argv.slice(2));
