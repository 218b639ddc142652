/**
 * `npm run loadtest -- [--connections 50] [--duration 20] [--packs 5]`: start the studio with
 * `npm start` (building it if needed) on a fresh SQLite file, then drive it with autocannon: each
 * client in turn reads a pack, saves a revision of one of a few shared packs (on the head it last
 * saw, so clients collide and get 409s), and plays the next move of its own playtest session.
 * Prints requests/s, latency p50/p99, errors (anything but 2xx and the expected 409s) and lost
 * updates: every save the server acknowledged is then looked up in the database file. Exit 1 when
 * there are errors or lost updates.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { factionsForSeed, formatLog, playSelfPlay } from "../engine";
import { corpus } from "./fuzz/corpus";
import { freePort, inspectDatabase, startServer } from "./server";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "50" },
    duration: { type: "string", default: "20" },
    packs: { type: "string", default: "5" },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const packCount = Number(values.packs);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mystica-load-"));
const dbFile = path.join(dir, "load.db");
const port = process.env.PORT ? Number(process.env.PORT) : await freePort(3103);
console.log(`> npm start on port ${port}, database ${dbFile}`);
const t0 = performance.now();
const server = await startServer({ dbFile, port });
console.log(`> serving after ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const { baseUrl } = server;

async function api(method: string, url: string, body?: unknown) {
  const res = await fetch(`${baseUrl}${url}`, { method, headers: { "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}

try {
  // Fixtures: packs forked from base that the clients save revisions of, and a game to play.
  const packs: { id: string; document: Record<string, unknown> }[] = [];
  for (let i = 0; i < packCount; i++) {
    const id = `load-${i}`;
    await api("POST", "/api/packs/base/fork", { id, name: `Load ${i}` });
    packs.push({ id, document: (await api("GET", `/api/packs/${id}`)).document });
  }
  const { catalogs } = corpus();
  const game = playSelfPlay(catalogs.base, { factions: factionsForSeed(catalogs.base, 3, 5) }, 5);
  const lines = formatLog(game.setup, [], catalogs.base).trimEnd().split("\n");
  const setupLines = lines.length;
  const moveLines = formatLog(game.setup, game.moves, catalogs.base).trimEnd().split("\n").slice(setupLines);
  const sessions: string[] = [];
  for (let i = 0; i < connections; i++) sessions.push((await api("POST", "/api/sessions", { kind: "import", packId: "base", log: lines.join("\n") + "\n", name: `Load ${i}` })).id);

  // What the server acknowledged, to look for afterwards.
  const ackedRevisions: { packId: string; number: number; note: string }[] = [];
  const ackedLogs = new Map<string, string>();
  const statuses = new Map<string, number>();
  const count = (what: string, status: number) => statuses.set(`${what} ${status}`, (statuses.get(`${what} ${status}`) ?? 0) + 1);

  interface Client {
    n: number;
    saves: number;
    heads: number[];
    moves: number;
    pendingLog?: string;
    pendingNote?: string;
    pendingPack?: number;
  }
  let clients = 0;
  const client = (context: object) => {
    const c = context as Partial<Client>;
    if (c.n === undefined) Object.assign(c, { n: clients++, saves: 0, heads: packs.map(() => 1), moves: 0 } satisfies Client);
    return c as Client;
  };
  const statusOf = (what: string) => (status: number, body: string, context: object) => {
    count(what, status);
    const c = client(context);
    if (what === "save") {
      const parsed = JSON.parse(body);
      if (status === 201) {
        ackedRevisions.push({ packId: packs[c.pendingPack!]!.id, number: parsed.number, note: c.pendingNote! });
        c.heads[c.pendingPack!] = parsed.number;
      } else if (status === 409 && parsed.headNumber) c.heads[c.pendingPack!] = parsed.headNumber;
      else if (status === 409) c.heads[c.pendingPack!] = 0; // unknown: read it again before the next save
    } else if (what === "move" && status === 200) {
      ackedLogs.set(sessions[c.n % sessions.length]!, c.pendingLog!);
      c.moves++;
    }
  };

  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    // A request unanswered after 30 s counts as an error (autocannon's default is 10 s; on 2 shared
    // cores the queue of 50 clients' saves can approach that without anything being wrong).
    timeout: 30,
    requests: [
      {
        method: "GET",
        setupRequest: (req, context) => {
          const c = client(context);
          return { ...req, method: "GET", path: `/api/packs/${packs[c.n % packs.length]!.id}` };
        },
        onResponse: (status, body, context) => {
          count("read", status);
          const c = client(context);
          if (status === 200) {
            const i = c.n % packs.length;
            c.heads[i] = Math.max(c.heads[i]!, JSON.parse(body).summary.headNumber);
          }
        },
      },
      {
        method: "POST",
        setupRequest: (req, context) => {
          const c = client(context);
          const i = (c.n + c.saves) % packs.length;
          c.saves++;
          c.pendingPack = i;
          c.pendingNote = `client ${c.n} save ${c.saves}`;
          const pack = packs[i]!;
          const document = { ...pack.document, manifest: { ...(pack.document.manifest as object), description: c.pendingNote } };
          return { ...req, method: "POST", path: `/api/packs/${pack.id}/revisions`, headers: { "content-type": "application/json" }, body: JSON.stringify({ baseNumber: Math.max(1, c.heads[i]!), note: c.pendingNote, document }) };
        },
        onResponse: statusOf("save"),
      },
      {
        method: "PUT",
        setupRequest: (req, context) => {
          const c = client(context);
          const played = c.moves % (moveLines.length + 1);
          c.pendingLog = [...lines, ...moveLines.slice(0, played + 1 > moveLines.length ? 0 : played + 1)].join("\n") + "\n";
          // The session holds `played` moves (this client's last acknowledged save): the edit starts from them.
          return { ...req, method: "PUT", path: `/api/sessions/${sessions[c.n % sessions.length]}`, headers: { "content-type": "application/json" }, body: JSON.stringify({ log: c.pendingLog, baseMoves: played }) };
        },
        onResponse: statusOf("move"),
      },
    ],
  });

  // Every acknowledged save must be in the database file.
  const stored = inspectDatabase(dbFile);
  const revisionKeys = new Set(stored.revisions.map((r) => `${r.packId}@${r.number}:${r.note}`));
  const lostRevisions = ackedRevisions.filter((a) => !revisionKeys.has(`${a.packId}@${a.number}:${a.note}`));
  const logs = new Map(stored.sessions.map((s) => [s.id, s.log]));
  const lostMoves = [...ackedLogs].filter(([id, log]) => logs.get(id) !== log);
  const expected = (key: string) => /^(read|move) 200$|^save (201|409)$/.test(key);
  const errors = [...statuses].filter(([k]) => !expected(k)).reduce((s, [, n]) => s + n, 0) + result.errors + result.timeouts;

  console.log(`\n${connections} clients for ${duration} s: pack reads, revision saves on ${packCount} shared packs, playtest moves`);
  console.log(`requests: ${result.requests.total} (${result.requests.average.toFixed(0)}/s)`);
  console.log(`latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(`answers: ${[...statuses].sort().map(([k, n]) => `${k}: ${n}`).join(", ")}`);
  console.log(`errors: ${errors} (socket errors ${result.errors}, timeouts ${result.timeouts}; 409s on saves are expected)`);
  console.log(`acknowledged saves: ${ackedRevisions.length} revisions, ${ackedLogs.size} sessions' latest moves; lost: ${lostRevisions.length + lostMoves.length}`);
  for (const l of lostRevisions.slice(0, 10)) console.log(`  lost revision ${l.packId}@${l.number} (${l.note})`);
  for (const [id] of lostMoves.slice(0, 10)) console.log(`  lost move in session ${id}`);
  console.log(`database integrity_check: ${stored.integrity.join(", ")}`);
  process.exitCode = errors > 0 || lostRevisions.length + lostMoves.length > 0 || stored.integrity.join() !== "ok" ? 1 : 0;
} finally {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
