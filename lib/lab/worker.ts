/**
 * The body of a balance-lab worker thread: compiles a batch's pack once, then plays each game
 * index it is sent and posts the game's record back. `runBatch` (runner.ts) starts it with one batch
 * in `workerData`; `tm lab worker` (queue.ts) keeps threads and sends them each batch it meets with
 * a "load" message. Started through worker.mjs.
 */
import { parentPort, workerData } from "node:worker_threads";
import { gameModule, playLabGame, type AnyGameModule, type BatchSpec } from "../../engine";
import { KEPT_BATCHES, type ToWorker, type FromWorker } from "./messages";

const batches = new Map<string, { game: AnyGameModule; catalog: unknown; spec: BatchSpec }>();

function load(key: string, spec: BatchSpec, resolved: unknown) {
  const game = gameModule(spec.game);
  if (!game) throw new Error(`no game module ${spec.game}`);
  batches.delete(key);
  batches.set(key, { game, catalog: game.pack.compile(resolved), spec });
  while (batches.size > KEPT_BATCHES) batches.delete(batches.keys().next().value!);
}

const initial = workerData as { spec: BatchSpec; resolved: unknown } | undefined;
if (initial?.spec) load("", initial.spec, initial.resolved);
const port = parentPort!;
const post = (m: FromWorker) => port.postMessage(m);

port.on("message", (m: ToWorker) => {
  if (m.type === "stop") {
    port.close();
    return;
  }
  if (m.type === "load") {
    load(m.key, m.spec, m.resolved);
    return;
  }
  const batch = batches.get(m.key ?? "");
  if (!batch) throw new Error(`no batch ${m.key ?? ""} loaded in this lab worker thread`);
  post({ type: "game", record: playLabGame(batch.game, batch.catalog, batch.spec, m.index, () => performance.now()) });
});
post({ type: "ready" });
