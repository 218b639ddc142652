#!/usr/bin/env node
/**
 * Paired A/B of a real game's replay: this checkout against another one (a worktree of `main`,
 * say), both loaded in one process and timed in alternating blocks, in CPU time. On a busy machine
 * (the figures of `npm run bench` move ±30% from run to run) this is what shows a change of a few
 * per cent: both sides see the same load.
 *
 *   node scripts/bench-replay-ab.mjs <other checkout> [--mode full|parse|replay|selfplay] [--blocks 300] [--per 10] [--log FILE]
 *
 * `full` is `replay(text)` (parse + replay, what the bench's ratio measures), `parse` is
 * `parseLog(text)`, `replay` is `replayEntries` of entries parsed once, `selfplay` one random-bot
 * game of 4 players per run (seeds 1, 2, ... on each side: warm self-play; the two sides may play
 * different games when a change meant to alter them, such as the bot's draws, is compared). Each side is an esbuild
 * bundle of its own engine (names kept, as `tsx` runs it), warmed up by 600 runs; both must end
 * the log in the same state. Printed: each side's CPU ms per run (minimum over the blocks, 10th
 * percentile, median) and this checkout over the other one (ratios of those, and the median of the
 * blocks' pairwise ratios): below 1 is faster here.
 */
import * as esbuild from "esbuild";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const HERE = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const other = args[0] && !args[0].startsWith("--") ? path.resolve(args[0]) : undefined;
if (!other || !fs.existsSync(path.join(other, "engine"))) {
  console.error("usage: node scripts/bench-replay-ab.mjs <other checkout> [--mode full|parse|replay|selfplay] [--blocks 300] [--per 10] [--log FILE]");
  process.exit(2);
}
const mode = option("mode", "full");
const blocks = Number(option("blocks", 300));
const per = Number(option("per", 10));
const text = fs.readFileSync(path.resolve(option("log", path.join(HERE, "..", "shared", "games", "tmai-game-a.log"))), "utf8");

/** The engine of a checkout, bundled: `parseLog`, `replay`, `replayEntries` and its base catalog. */
async function load(root, tag) {
  const entry = `
    import path from "node:path";
    import { compileCatalog } from "./engine/games/terra-mystica/catalog";
    import { validatePackSource } from "./scripts/cli/pack-dir";
    export { parseLog } from "./engine/games/terra-mystica/notation/parse";
    export { replay, replayEntries } from "./engine/games/terra-mystica/notation/replay";
    export { factionsForSeed, playSelfPlay } from "./engine/games/terra-mystica/bots";
    const v = validatePackSource(path.join(${JSON.stringify(root)}, "content", "base"));
    if (!v.ok) throw new Error("content/base is invalid");
    export const catalog = compileCatalog(v.resolved);
  `;
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-ab-")), `${tag}.mjs`);
  await esbuild.build({ stdin: { contents: entry, resolveDir: root, loader: "ts" }, bundle: true, platform: "node", format: "esm", keepNames: true, outfile: out, logLevel: "error" });
  const m = await import(out);
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  return m;
}

function runner(m) {
  if (mode === "parse") return () => m.parseLog(text);
  if (mode === "selfplay") {
    let seed = 0;
    return () => {
      seed++;
      const game = m.playSelfPlay(m.catalog, { factions: m.factionsForSeed(m.catalog, 4, seed, []), options: [] }, seed);
      if (!game.ok) throw new Error(`self-play game ${seed} failed: ${game.reason}`);
    };
  }
  if (mode === "replay") {
    const parsed = m.parseLog(text);
    return () => m.replayEntries(parsed.entries, m.catalog);
  }
  return () => m.replay(text, m.catalog);
}

const a = await load(other, "other");
const b = await load(HERE, "here");
const ra = a.replay(text, a.catalog);
const rb = b.replay(text, b.catalog);
if (!ra.ok || !rb.ok) throw new Error("the log does not replay on both sides");
if (JSON.stringify(ra.state) !== JSON.stringify(rb.state)) throw new Error("the two checkouts end the log in different states");

const fa = runner(a);
const fb = runner(b);
for (let i = 0; i < 600; i++) {
  fa();
  fb();
}
/** CPU ms per run of a block of `per` runs. */
const block = (f) => {
  const start = process.cpuUsage();
  for (let i = 0; i < per; i++) f();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / per;
};
const ta = [];
const tb = [];
for (let k = 0; k < blocks; k++) {
  // Alternate which side goes first.
  if (k % 2) {
    tb.push(block(fb));
    ta.push(block(fa));
  } else {
    ta.push(block(fa));
    tb.push(block(fb));
  }
}
const quantile = (xs, q) => [...xs].sort((x, y) => x - y)[Math.floor((xs.length - 1) * q)];
const f3 = (x) => x.toFixed(3);
const pairs = ta.map((x, i) => tb[i] / x);
console.log(`${mode}, ${blocks} blocks of ${per} runs (CPU ms per run: minimum / 10th percentile / median)`);
console.log(`  ${other}: ${f3(quantile(ta, 0))} / ${f3(quantile(ta, 0.1))} / ${f3(quantile(ta, 0.5))}`);
console.log(`  ${HERE}: ${f3(quantile(tb, 0))} / ${f3(quantile(tb, 0.1))} / ${f3(quantile(tb, 0.5))}`);
console.log(`  here / other: ${f3(quantile(tb, 0) / quantile(ta, 0))} / ${f3(quantile(tb, 0.1) / quantile(ta, 0.1))} / ${f3(quantile(tb, 0.5) / quantile(ta, 0.5))}, median of the pairs ${f3(quantile(pairs, 0.5))}`);
