/**
 * Running an impact replay out of any request: the corpus's games one by one (each a replay under A
 * and B, and for a game B refuses, two bot continuations), yielding to the event loop between games
 * so a cancel (Ctrl-C, the studio's Cancel) is seen, with progress after each game. A stored replay
 * (prisma/lab-impact.ts) stores each game as it ends and plays only the games it has not stored.
 * `tm lab impact` runs it; the studio runs that command in a child process (app/lab/_lib/impact-manager.ts).
 */
import { botChoice, gameModule, impactOfGame, type AnyGameModule, type ImpactGame, type ImpactLog } from "../../engine";
import type { Db } from "../../prisma/db";
import { finishLabImpact, labImpactToRun, saveLabImpactGame, type LabImpactSpec } from "../../prisma/lab-impact";
import type { BatchProgress } from "./runner";

export interface CorpusReplayOptions {
  bot: string;
  seed: number;
  /** Indices of games not to play (stored already). */
  skip?: ReadonlySet<number>;
  signal?: AbortSignal;
  /** Called with each game as it ends, before the next starts (awaited: store it here). */
  onGame?: (index: number, game: ImpactGame) => void | Promise<void>;
  onProgress?: (p: BatchProgress) => void;
}

/**
 * Replay the games of a corpus not skipped, in order, as `impactReplay` does (game i continues with
 * seed + i, so a game is the same whichever run plays it). Stops before the next game once the
 * signal is aborted. A bot the game does not have is a RangeError before any game.
 */
export async function replayCorpus(module: AnyGameModule, catalogA: unknown, catalogB: unknown, corpus: readonly ImpactLog[], o: CorpusReplayOptions): Promise<{ games: (ImpactGame & { index: number })[]; cancelled: boolean; seconds: number }> {
  const found = botChoice(module.bots, o.bot);
  if (!found.ok) throw new RangeError(`${module.name}: ${found.message}`);
  const todo = corpus.flatMap((_, i) => (o.skip?.has(i) ? [] : [i]));
  const start = performance.now();
  const games: (ImpactGame & { index: number })[] = [];
  let failed = 0;
  const progress = (): BatchProgress => {
    const elapsedSeconds = (performance.now() - start) / 1000;
    const done = games.length;
    const gamesPerSecond = elapsedSeconds > 0 ? done / elapsedSeconds : 0;
    return { done, failed, total: todo.length, elapsedSeconds, gamesPerSecond, etaSeconds: done > 0 && done < todo.length ? (todo.length - done) / gamesPerSecond : undefined };
  };
  o.onProgress?.(progress());
  for (const index of todo) {
    // Let a signal's handler run: the games themselves are synchronous.
    await new Promise((resolve) => setImmediate(resolve));
    if (o.signal?.aborted) break;
    const game = impactOfGame(module, catalogA, catalogB, corpus[index]!, { bot: o.bot, seed: o.seed, index });
    await o.onGame?.(index, game);
    games.push({ ...game, index });
    if (game.status === "failed") failed++;
    o.onProgress?.(progress());
  }
  return { games, cancelled: games.length < todo.length, seconds: (performance.now() - start) / 1000 };
}

/**
 * Play a stored replay's missing games, storing each as it ends, then mark it done — or cancelled
 * when the signal stopped it first, or failed (with the error) when a game threw.
 */
export async function runStoredImpact(id: string, db: Db, o: { signal?: AbortSignal; onProgress?: (p: BatchProgress) => void; onGame?: (index: number, game: ImpactGame) => void } = {}): Promise<{ spec: LabImpactSpec; cancelled: boolean; seconds: number; played: number }> {
  const job = await labImpactToRun(id, db);
  if (!job) throw new RangeError(`no stored impact replay "${id}"`);
  const game = gameModule(job.game)!;
  try {
    const run = await replayCorpus(game, game.pack.compile(job.packA), game.pack.compile(job.packB), job.corpus, {
      bot: job.spec.bot,
      seed: job.spec.seed,
      skip: job.storedIndices,
      ...(o.signal ? { signal: o.signal } : {}),
      ...(o.onProgress ? { onProgress: o.onProgress } : {}),
      onGame: async (index, game) => {
        await saveLabImpactGame(id, index, game, db);
        o.onGame?.(index, game);
      },
    });
    await finishLabImpact(id, run.cancelled ? "cancelled" : "done", undefined, db);
    return { spec: job.spec, cancelled: run.cancelled, seconds: run.seconds, played: run.games.length };
  } catch (e) {
    await finishLabImpact(id, "failed", (e as Error).message, db);
    throw e;
  }
}
