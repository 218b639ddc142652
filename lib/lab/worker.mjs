// A balance-lab worker thread: loads the TypeScript engine through tsx (no build step), then plays
// the games the runner sends it (lib/lab/worker.ts).
import { register } from "tsx/esm/api";

register();
await import("./worker.ts");
