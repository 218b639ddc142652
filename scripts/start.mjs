#!/usr/bin/env node
// `npm start`: build the app if it is missing or older than its sources, apply the database
// migrations (SQLite file by default, PostgreSQL with DATABASE_URL), seed the content packs,
// then serve on http://localhost:${PORT:-3000}.
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);
process.env.NEXT_TELEMETRY_DISABLED = "1";

const SOURCES = ["app", "auth", "components", "engine", "content", "public", "prisma", "proxy.ts", "next.config.js", "package.json", "postcss.config.mjs"];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return /\.db(-journal)?$/.test(p) ? 0 : st.mtimeMs;
  return fs.readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), st.mtimeMs);
}

function run(cmd, args) {
  console.log(`> ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const buildId = path.join(root, process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID");
const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
if (builtAt === 0 || Math.max(...SOURCES.map(newest)) > builtAt) run("npx", ["next", "build"]);
else console.log("> build is up to date");

run("node", ["scripts/migrate.mjs"]);
run("npx", ["tsx", "scripts/seed.ts"]);

const port = process.env.PORT ?? "3000";
console.log(`> serving Mystica Studio on http://localhost:${port}`);
const server = spawn("npx", ["next", "start", "-p", port], { stdio: "inherit", env: process.env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
