// The `tm` command's TypeScript bundled by esbuild (the one tsx runs on), so that a `tm` process
// starts without transpiling its few hundred source files first (≈ 1 s of CPU less per process on
// this project's machine). The bundle lives in node_modules/.cache and is built on first use and
// again as soon as one of its source files changed (each file's modification time is checked at
// start-up: a few milliseconds); `bundled()` answers undefined when it cannot be built (esbuild
// missing, a source file that does not compile), and `tm` then runs through tsx. The balance lab's
// worker threads (lib/lab/worker.mjs) start from a bundle of their own entry the same way.
//
// Each command's modules (the `import()`s of scripts/cli/tm.ts) are chunks of their own, loaded
// with their packages only when the command runs (Prisma and pg are not loaded to play games).
// A build goes into a folder of its own and `current.json` names the newest, so that a process
// still loading chunks of an older build finds them; folders replaced an hour ago are removed.
//
// Each source file's `import.meta.url`, `.dirname` and `.filename` are replaced with the file's own
// (paths to content/, the oracle, workers and Prisma's files stay those of the source tree), and
// packages stay imports. Stack traces point into the bundle; `node --enable-source-maps
// scripts/tm.mjs` maps them back to the sources (the map is written beside the bundle).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.join(import.meta.dirname, "..");

/** Where `tm`'s bundle comes from and goes: `dir/current.json` names the newest build. */
export const TM_BUNDLE = {
  entry: path.join(ROOT, "scripts", "cli", "tm.ts"),
  dir: path.join(ROOT, "node_modules", ".cache", "mystica-tm"),
};

/** Builds replaced longer ago than this are removed. */
const KEEP_MS = 3_600_000;

/**
 * The newest build's module, if it was built from `entry` after every file it was built from last
 * changed (and none of them is gone).
 */
function fresh(entry, dir) {
  let meta;
  try {
    meta = JSON.parse(fs.readFileSync(path.join(dir, "current.json"), "utf8"));
  } catch {
    return undefined;
  }
  if (meta.entry !== entry || !Array.isArray(meta.inputs) || typeof meta.builtAt !== "number" || typeof meta.main !== "string") return undefined;
  for (const file of meta.inputs) {
    let changed;
    try {
      changed = fs.statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (changed >= meta.builtAt) return undefined;
  }
  return fs.existsSync(meta.main) ? meta.main : undefined;
}

/** esbuild, as tsx (a dependency of this project) resolves it. */
function loadEsbuild() {
  try {
    return createRequire(createRequire(import.meta.url).resolve("tsx"))("esbuild");
  } catch {
    return undefined;
  }
}

/** Gives every source file its own `import.meta.url`, `.dirname` and `.filename`. */
const ownImportMeta = {
  name: "own-import-meta",
  setup(build) {
    build.onLoad({ filter: /\.(?:[cm]?[jt]s|tsx)$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = fs.readFileSync(args.path, "utf8");
      if (!text.includes("import.meta")) return undefined;
      const contents = text
        .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll("import.meta.dirname", JSON.stringify(path.dirname(args.path)))
        .replaceAll("import.meta.filename", JSON.stringify(args.path));
      const ext = path.extname(args.path);
      return { contents, loader: ext === ".tsx" ? "tsx" : ext.endsWith("ts") ? "ts" : "js" };
    });
  },
};

/** Build the bundle into a new folder and name it in `current.json` (several `tm` processes may build at once). */
async function build(esbuild, entry, dir) {
  const builtAt = Date.now();
  const out = path.join(dir, `build-${builtAt}-${process.pid}`);
  try {
    const result = await esbuild.build({
      entryPoints: { main: entry },
      bundle: true,
      splitting: true,
      platform: "node",
      format: "esm",
      target: `node${process.versions.node}`,
      packages: "external",
      outdir: out,
      outExtension: { ".js": ".mjs" },
      sourcemap: "linked",
      metafile: true,
      logLevel: "silent",
      plugins: [ownImportMeta],
    });
    const inputs = Object.keys(result.metafile.inputs).map((f) => path.resolve(f));
    const main = path.join(out, "main.mjs");
    const pointer = path.join(dir, `current.${process.pid}.json`);
    fs.writeFileSync(pointer, JSON.stringify({ entry, builtAt, main, inputs }));
    fs.renameSync(pointer, path.join(dir, "current.json"));
    prune(dir, out);
    return main;
  } catch {
    fs.rmSync(out, { recursive: true, force: true });
    return undefined;
  }
}

/** Remove the builds (other than `keep`) older than `KEEP_MS`. */
function prune(dir, keep) {
  for (const name of fs.readdirSync(dir)) {
    const at = /^build-(\d+)-\d+$/.exec(name);
    const folder = path.join(dir, name);
    if (at && folder !== keep && Date.now() - Number(at[1]) > KEEP_MS) fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The path of the bundle's main module for `entry` (built first when missing or older than one of
 * its sources); undefined when it cannot be built (or when TM_NO_BUNDLE is set).
 */
export async function bundled({ entry, dir } = TM_BUNDLE) {
  if (process.env.TM_NO_BUNDLE) return undefined;
  const main = fresh(entry, dir);
  if (main) return main;
  const esbuild = loadEsbuild();
  return esbuild ? build(esbuild, entry, dir) : undefined;
}
