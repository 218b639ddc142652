// A balance-lab worker thread: runs lib/lab/worker.ts (which plays the games the runner sends it)
// from an esbuild bundle, as `tm` runs (scripts/cli-bundle.mjs: built on first use and whenever
// one of its source files changed, in node_modules/.cache/mystica-lab-worker), so that each
// thread starts without transpiling the engine through tsx first; through tsx when the bundle
// cannot be built (or with TM_NO_BUNDLE=1).
import path from "node:path";
import { bundled } from "../../scripts/cli-bundle.mjs";

const bundle = await bundled({
  entry: path.join(import.meta.dirname, "worker.ts"),
  dir: path.join(import.meta.dirname, "..", "..", "node_modules", ".cache", "mystica-lab-worker"),
});
if (bundle) await import(bundle);
else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("./worker.ts");
}
