/**
 * Crash safety: the studio (`npm start`, the built app on its own SQLite file) is killed with
 * SIGKILL in the middle of a burst of saves (pack revisions and playtest moves), then started
 * again on the same file. The database must pass `PRAGMA integrity_check`, and every save the
 * server had acknowledged must be there; a save in flight at the kill may or may not be.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { factionsForSeed, formatLog, playSelfPlay } from "@/engine";
import { corpus } from "./fuzz/corpus";
import { freePort, inspectDatabase, startServer, type Server } from "./server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mystica-crash-"));
const dbFile = path.join(dir, "crash.db");
let server: Server | undefined;

afterAll(async () => {
  await server?.stop("SIGKILL");
  fs.rmSync(dir, { recursive: true, force: true });
});

async function call(baseUrl: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${url}`, { method, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

it("keeps every acknowledged save, and an intact database, when the server is killed mid-burst", { timeout: 300_000 }, async () => {
  const port = await freePort();
  server = await startServer({ dbFile, port });
  const { baseUrl } = server;

  // Fixtures: a pack per revision writer, a playtest session per move writer.
  const WRITERS = 6;
  const packs: { id: string; document: Record<string, unknown> }[] = [];
  for (let i = 0; i < WRITERS; i++) {
    expect((await call(baseUrl, "POST", "/api/packs/base/fork", { id: `crash-${i}`, name: `Crash ${i}` })).status).toBe(201);
    packs.push({ id: `crash-${i}`, document: (await call(baseUrl, "GET", `/api/packs/crash-${i}`)).body.document });
  }
  const { catalogs } = corpus();
  const game = playSelfPlay(catalogs.base, { factions: factionsForSeed(catalogs.base, 3, 9) }, 9);
  const setup = formatLog(game.setup, [], catalogs.base).trimEnd().split("\n");
  const moves = formatLog(game.setup, game.moves, catalogs.base).trimEnd().split("\n").slice(setup.length);
  const sessions: string[] = [];
  for (let i = 0; i < WRITERS; i++) sessions.push((await call(baseUrl, "POST", "/api/sessions", { kind: "import", packId: "base", log: setup.join("\n") + "\n" })).body.id);

  // The burst: each writer saves again as soon as its last save is answered, until the server dies.
  const acked = { revisions: [] as { packId: string; number: number; note: string }[], logs: new Map<string, string>() };
  const inFlight = { revisions: new Map<string, string>(), logs: new Map<string, string>() };
  let killed = false;
  let pending = 0;
  let pendingAtKill = 0;
  const revisionWriter = async (i: number) => {
    const pack = packs[i]!;
    for (let n = 1, head = 1; !killed; n++) {
      const note = `writer ${i} save ${n}`;
      const document = { ...pack.document, manifest: { ...(pack.document.manifest as object), description: note } };
      inFlight.revisions.set(pack.id, note);
      try {
        pending++;
        const res = await call(baseUrl, "POST", `/api/packs/${pack.id}/revisions`, { baseNumber: head, note, document }).finally(() => pending--);
        expect(res.status).toBe(201);
        acked.revisions.push({ packId: pack.id, number: res.body.number, note });
        head = res.body.number;
      } catch (e) {
        if (killed) return;
        throw e;
      }
    }
  };
  const moveWriter = async (i: number) => {
    const id = sessions[i]!;
    for (let n = 1; !killed && n <= moves.length; n++) {
      const log = [...setup, ...moves.slice(0, n)].join("\n") + "\n";
      inFlight.logs.set(id, log);
      try {
        pending++;
        const res = await call(baseUrl, "PUT", `/api/sessions/${id}`, { log, baseMoves: n - 1 }).finally(() => pending--);
        expect(res.status).toBe(200);
        acked.logs.set(id, log);
      } catch (e) {
        if (killed) return;
        throw e;
      }
    }
  };
  const writers = [...packs.map((_, i) => revisionWriter(i)), ...sessions.map((_, i) => moveWriter(i))];
  const killer = (async () => {
    while (acked.revisions.length < 40) await new Promise((r) => setTimeout(r, 5));
    killed = true;
    pendingAtKill = pending;
    await server!.stop("SIGKILL");
  })();
  await Promise.all([...writers, killer]);
  expect(acked.revisions.length).toBeGreaterThanOrEqual(40);
  expect(pendingAtKill).toBeGreaterThan(0);

  // Before the restart: the file as the killed server left it.
  const afterKill = inspectDatabase(dbFile);
  expect(afterKill.integrity).toEqual(["ok"]);

  server = await startServer({ dbFile, port });
  const stored = inspectDatabase(dbFile);
  expect(stored.integrity).toEqual(["ok"]);

  // Every acknowledged revision is there with its note; heads point at stored revisions.
  const revisions = new Map(stored.revisions.map((r) => [`${r.packId}@${r.number}`, r.note]));
  const lost = acked.revisions.filter((a) => revisions.get(`${a.packId}@${a.number}`) !== a.note);
  expect(lost).toEqual([]);
  for (const head of stored.heads) expect(revisions.has(`${head.id}@${head.headNumber}`)).toBe(true);
  for (const pack of packs) {
    const last = Math.max(...acked.revisions.filter((a) => a.packId === pack.id).map((a) => a.number), 1);
    expect((await call(server.baseUrl, "GET", `/api/packs/${pack.id}`)).body.summary.headNumber).toBeGreaterThanOrEqual(last);
  }

  // Every session holds its last acknowledged log, or the one that was in flight when the server died.
  const logs = new Map(stored.sessions.map((s) => [s.id, s.log]));
  for (const id of sessions) {
    const log = logs.get(id);
    if (acked.logs.has(id)) expect([acked.logs.get(id), inFlight.logs.get(id)]).toContain(log);
  }

  console.log(
    `killed with SIGKILL after ${acked.revisions.length} acknowledged revisions and ${[...acked.logs.values()].length} sessions' moves, ${pendingAtKill} saves in flight; ` +
      `after the restart: integrity_check ${stored.integrity.join()}, ${stored.revisions.length} revisions stored, 0 acknowledged saves lost`,
  );

  // And the restarted studio takes new saves.
  const head = (await call(server.baseUrl, "GET", "/api/packs/crash-0")).body.summary.headNumber;
  expect((await call(server.baseUrl, "POST", "/api/packs/crash-0/revisions", { baseNumber: head, note: "after the crash", document: packs[0]!.document })).status).toBe(201);
});
