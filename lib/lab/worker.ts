/**
 * The body of a balance-lab worker thread: compiles the batch's pack once, then plays each game
 * index it is sent and posts the game's record back. Started by `runBatch` (runner.ts) through
 * worker.mjs.
 */
import { parentPort, workerData } from "node:worker_threads";
import { gameModule, playLabGame, type BatchSpec } from "../../engine";
import type { ToWorker, FromWorker } from "./messages";

const { spec, resolved } = workerData as { spec: BatchSpec; resolved: unknown };
const game = gameModule(spec.game);
if (!game) throw new Error(`no game module ${spec.game}`);
const catalog = game.pack.compile(resolved);
const port = parentPort!;
const post = (m: FromWorker) => port.postMessage(m);

port.on("message", (m: ToWorker) => {
  if (m.type === "stop") {
    port.close();
    return;
  }
  post({ type: "game", record: playLabGame(game, catalog, spec, m.index, () => performance.now()) });
});
post({ type: "ready" });
