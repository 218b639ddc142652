/**
 * A second process writing one SQLite file: stores games `from`, `from + step`, ... of a batch with
 * saveLabGame (an upsert, which Prisma runs in a transaction). Used by sqlite-writers.test.ts.
 * Usage: tsx prisma/concurrent-writer.ts <file> <batchId> <from> <step> <count>
 */
import { createDb } from "./db";
import { saveLabGame } from "./lab";

const [file, batchId, from, step, count] = process.argv.slice(2);
const db = createDb(`file:${file}`);
for (let i = 0; i < Number(count); i++) {
  const index = Number(from) + i * Number(step);
  await saveLabGame(batchId!, { ok: false, index, seed: index, map: "base", error: "written by a concurrent writer", log: "", ms: 0 }, db);
}
await db.$disconnect();
