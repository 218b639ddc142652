/**
 * The corpus of an impact replay: recorded games read from log files (a folder's `*.log` files,
 * or files named one by one) and from the stored playtest sessions of a pack. Node only (files and
 * the database); the replay itself is `impactReplay` in engine/core/lab.
 */
import fs from "node:fs";
import path from "node:path";
import type { ImpactLog } from "../../engine";
import type { Db } from "../../prisma/db";
import { getSession, listSessions } from "../../prisma/sessions";

/** Every log named: a folder gives its `*.log` files (sorted by name), a file itself; or the first path that is neither. */
export function logsFromPaths(paths: readonly string[]): { ok: true; logs: ImpactLog[] } | { ok: false; message: string } {
  const logs: ImpactLog[] = [];
  for (const p of paths) {
    if (!fs.existsSync(p)) return { ok: false, message: `${p}: no such file or folder` };
    const files = fs.statSync(p).isDirectory()
      ? fs
          .readdirSync(p)
          .filter((f) => f.endsWith(".log"))
          .sort()
          .map((f) => path.join(p, f))
      : [p];
    if (files.length === 0) return { ok: false, message: `${p}: a folder with no .log files` };
    for (const file of files) logs.push({ name: path.basename(file, ".log"), log: fs.readFileSync(file, "utf8"), source: file });
  }
  return { ok: true, logs };
}

/** The playtest sessions of a pack that have moves, oldest first (any revision), as logs named after each session. */
export async function logsFromSessions(packId: string, db: Db): Promise<ImpactLog[]> {
  const sessions = (await listSessions({ packId }, db)).filter((s) => s.moves > 0).reverse();
  const out: ImpactLog[] = [];
  for (const s of sessions) {
    const detail = await getSession(s.id, db);
    if (detail) out.push({ name: `${s.name || "session"} (${s.id.slice(-6)}, r${s.revision})`, log: detail.log, source: `session:${s.id}` });
  }
  return out;
}
