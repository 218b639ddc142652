/**
 * `npm run loadtest -- [--connections 50] [--duration 20] [--packs 5]`: start the studio with
 * `npm start` (building it if needed) on a fresh SQLite file, then drive it with autocannon. Each
 * client in turn reads one of a few shared packs, saves a revision of it on the head it just read
 * (so clients that save the same pack at once really race, and the later one gets a 409), and plays
 * the next move of its own playtest session, based on the moves and version of its last
 * acknowledged save (so a 409 there is an error). Prints requests/s, latency p50/p99, errors
 * (anything but 2xx and the revision 409s that a real race explains) and lost updates: every save
 * the server acknowledged is then looked up in the database file. Exit 1 when there are errors or
 * lost updates.
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

async function api(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}${url}`, { method, headers: { "content-type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = res.status === 304 ? undefined : await res.json();
  if (!res.ok && res.status !== 304) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return { status: res.status, etag: res.headers.get("etag"), json };
}

/** What one client (one autocannon connection) knows and has sent. */
interface Client {
  n: number;
  /** Its own playtest session: the moves and version of its last acknowledged save. */
  session: string;
  moves: number;
  version: number;
  /** Moves acknowledged since the session last went back to its setup, oldest first. */
  line: { log: string; version: number }[];
  /** The pack it reads and saves in this round, and the head it last saw of each pack. */
  pack: number;
  heads: number[];
  saves: number;
  /** The save on its way, if any (a run can end before its answer arrives). */
  pendingNote?: string;
  pendingLog?: string;
  pendingMoves?: number;
  /** The kind of request last answered (read, save, move), to file its latency under. */
  answered?: Kind;
}

type Kind = "read" | "save" | "move";
/** Latencies by kind, each connection's first answer apart (see the note printed with them). */
const latencies: Record<Kind, number[]> = { read: [], save: [], move: [] };
const firstAnswers: number[] = [];
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const line = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, max ${(sorted[sorted.length - 1] ?? 0).toFixed(0)} ms (${sorted.length} answers)`;
};

const statuses = new Map<string, number>();
const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
/** Answers that are wrong although their status is fine (a 200 with the wrong version, a 409 on one's own session). */
const unexpected: string[] = [];

try {
  // Fixtures: packs forked from base that the clients save revisions of, and a game to play.
  const packs: { id: string; document: Record<string, unknown> }[] = [];
  for (let i = 0; i < packCount; i++) {
    const id = `load-${i}`;
    await api("POST", "/api/packs/base/fork", { id, name: `Load ${i}` });
    packs.push({ id, document: (await api("GET", `/api/packs/${id}`)).json.document });
  }
  const { catalogs } = corpus();
  const game = playSelfPlay(catalogs.base, { factions: factionsForSeed(catalogs.base, 3, 5) }, 5);
  const lines = formatLog(game.setup, [], catalogs.base).trimEnd().split("\n");
  const moveLines = formatLog(game.setup, game.moves, catalogs.base).trimEnd().split("\n").slice(lines.length);
  const logOf = (moves: number) => [...lines, ...moveLines.slice(0, moves)].join("\n") + "\n";

  const clients: Client[] = [];
  for (let n = 0; n < connections; n++) {
    const { id } = (await api("POST", "/api/sessions", { kind: "import", packId: "base", log: logOf(0), name: `Load ${n}` })).json;
    const { moves, version } = (await api("GET", `/api/sessions/${id}`)).json;
    clients.push({ n, session: id, moves, version, line: [], pack: n % packs.length, heads: packs.map(() => 1), saves: 0 });
  }

  // What the server acknowledged, and the revision conflicts, to look for afterwards.
  const ackedRevisions: { packId: string; number: number; note: string }[] = [];
  const conflicts: { packId: string; baseNumber: number; note: string }[] = [];
  let ackedMoves = 0;

  /** One client's round: read a pack, save a revision of it, play the next move of its own game. */
  const round = (c: Client): autocannon.Request[] => [
    {
      method: "GET",
      setupRequest: (req) => {
        c.pack = (c.n + c.saves) % packs.length;
        return { ...req, method: "GET", path: `/api/packs/${packs[c.pack]!.id}` };
      },
      onResponse: (status, body) => {
        c.answered = "read";
        count(`read ${status}`);
        if (status === 200) c.heads[c.pack] = Math.max(c.heads[c.pack]!, JSON.parse(body).summary.headNumber);
      },
    },
    {
      method: "POST",
      setupRequest: (req) => {
        const pack = packs[c.pack]!;
        c.pendingNote = `client ${c.n} save ${c.saves + 1}`;
        const document = { ...pack.document, manifest: { ...(pack.document.manifest as object), description: c.pendingNote } };
        return { ...req, method: "POST", path: `/api/packs/${pack.id}/revisions`, headers: { "content-type": "application/json" }, body: JSON.stringify({ baseNumber: c.heads[c.pack], note: c.pendingNote, document }) };
      },
      onResponse: (status, body) => {
        c.answered = "save";
        const packId = packs[c.pack]!.id;
        const note = c.pendingNote!;
        c.pendingNote = undefined;
        c.saves++;
        if (status === 201) {
          count("save 201");
          const { number } = JSON.parse(body);
          ackedRevisions.push({ packId, number, note });
          c.heads[c.pack] = number;
        } else if (status === 409) {
          // Someone saved this pack since this client read it: checked against the database below.
          count("save 409 (race)");
          conflicts.push({ packId, baseNumber: c.heads[c.pack]!, note });
          const { headNumber } = JSON.parse(body);
          if (headNumber) c.heads[c.pack] = headNumber;
        } else count(`save ${status}`);
      },
    },
    {
      method: "PUT",
      setupRequest: (req) => {
        // The next move, or back to the setup once the game is over.
        c.pendingMoves = c.moves < moveLines.length ? c.moves + 1 : 0;
        c.pendingLog = logOf(c.pendingMoves);
        return { ...req, method: "PUT", path: `/api/sessions/${c.session}`, headers: { "content-type": "application/json" }, body: JSON.stringify({ log: c.pendingLog, baseMoves: c.moves, baseVersion: c.version }) };
      },
      onResponse: (status, body) => {
        c.answered = "move";
        const log = c.pendingLog!;
        const moves = c.pendingMoves!;
        c.pendingLog = c.pendingMoves = undefined;
        count(`move ${status}`);
        const answer = JSON.parse(body);
        if (status === 200) {
          if (answer.moves !== moves || answer.version !== c.version + 1) unexpected.push(`client ${c.n}: a save from ${c.moves} moves (version ${c.version}) answered ${answer.moves} moves, version ${answer.version}`);
          ackedMoves++;
          if (moves === 0) c.line = [];
          c.line.push({ log, version: answer.version });
          c.moves = answer.moves;
          c.version = answer.version;
        } else if (status === 409) {
          // Nobody else plays this session: a conflict here is a wrong answer. Carry on from what the server has.
          unexpected.push(`client ${c.n}: a save from ${c.moves} moves (version ${c.version}) got 409: ${answer.message}`);
          c.moves = answer.moves;
          c.version = answer.version;
        }
      },
    },
  ];

  let connectionsMade = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    // A request unanswered after 30 s counts as an error (autocannon's default is 10 s; on 2 shared
    // cores the queue of 50 clients' saves can approach that without anything being wrong).
    timeout: 30,
    // Each connection gets its own client and requests. autocannon gives `setupRequest` a context
    // that it empties each time a connection starts its requests over, so nothing a client must
    // remember from one round to the next can live there.
    setupClient: (connection) => {
      const c = clients[connectionsMade++];
      if (!c) throw new Error(`more connections than the ${connections} clients`);
      connection.setRequests(round(c));
      // autocannon reports a response's time after its onResponse: file it under the kind just answered.
      let first = true;
      connection.on("response", (_status: number, _bytes: number, ms: number) => {
        if (first) firstAnswers.push(ms);
        else latencies[c.answered!].push(ms);
        first = false;
      });
    },
  });

  // Answers still on their way when the run stopped may still be writing: let them finish.
  await new Promise((r) => setTimeout(r, 3000));

  // Every acknowledged revision must be in the database file, and every 409 explained by a revision
  // that another save made on the same base first.
  const stored = inspectDatabase(dbFile);
  const revisionKeys = new Set(stored.revisions.map((r) => `${r.packId}@${r.number}:${r.note}`));
  const notes = new Map(stored.revisions.map((r) => [`${r.packId}@${r.number}`, r.note]));
  const lostRevisions = ackedRevisions.filter((a) => !revisionKeys.has(`${a.packId}@${a.number}:${a.note}`));
  const unexplained = conflicts.filter((c) => {
    const next = notes.get(`${c.packId}@${c.baseNumber + 1}`);
    return next === undefined || next === c.note;
  });
  const headsAhead = stored.heads.filter((h) => !notes.has(`${h.id}@${h.headNumber}`) || notes.has(`${h.id}@${h.headNumber + 1}`));

  // Every acknowledged move must be in its session's stored log: the stored log and version are those
  // of the client's last acknowledged save (or of the one in flight at the end), and every move
  // acknowledged since the game last went back to its setup is part of it.
  const sessions = new Map(stored.sessions.map((s) => [s.id, s]));
  let lostMoves = 0;
  for (const c of clients) {
    const s = sessions.get(c.session);
    const last = c.line[c.line.length - 1];
    const inFlight = c.pendingLog !== undefined && s?.log === c.pendingLog && s.version === c.version + 1;
    if (!s || (!inFlight && (s.log !== (last?.log ?? logOf(0)) || s.version !== c.version))) {
      unexpected.push(`session of client ${c.n}: stored ${s ? `version ${s.version}` : "nothing"}, last acknowledged version ${c.version}`);
    }
    // A save back to the setup still on its way at the end leaves none of the line.
    const missing = inFlight && c.pendingMoves === 0 ? 0 : c.line.filter((m) => !s?.log.startsWith(m.log)).length;
    if (missing) console.log(`  session ${c.session} (client ${c.n}): ${missing} acknowledged moves missing`);
    lostMoves += missing;
  }

  // A table polling a session with the version stored gets 304.
  let polls304 = 0;
  for (const c of clients) {
    const version = sessions.get(c.session)?.version;
    const res = await api("GET", `/api/sessions/${c.session}`, undefined, { "if-none-match": `"v${version}"` });
    if (res.status === 304) polls304++;
    else unexpected.push(`session of client ${c.n}: GET with If-None-Match "v${version}" answered ${res.status} (${res.etag})`);
  }

  const expected = (key: string) => /^(read|move) 200$|^save 201$|^save 409 \(race\)$/.test(key);
  const badStatuses = [...statuses].filter(([k]) => !expected(k)).reduce((s, [, n]) => s + n, 0);
  const errors = badStatuses + unexplained.length + headsAhead.length + unexpected.length + result.errors + result.timeouts;
  const lost = lostRevisions.length + lostMoves;

  console.log(`\n${connections} clients for ${duration} s: pack reads, revision saves on ${packCount} shared packs, moves on each client's own playtest session`);
  console.log(`requests: ${result.requests.total} (${result.requests.average.toFixed(0)}/s)`);
  console.log(`latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  // All connections open at once; a busy server accepts them one per turn of its event loop, so
  // their first requests wait in the kernel's accept queue, up to seconds: told apart here.
  console.log(`  each connection's first answer: ${line(firstAnswers)}`);
  console.log(`  after it: ${line(Object.values(latencies).flat())}`);
  for (const kind of ["read", "save", "move"] as const) console.log(`    ${kind}: ${line(latencies[kind])}`);
  console.log(`answers: ${[...statuses].sort().map(([k, n]) => `${k}: ${n}`).join(", ")}`);
  console.log(`expected 409s: ${conflicts.length - unexplained.length} (revision saves that lost a race: each base already had a newer revision by another save)`);
  console.log(
    `errors: ${errors} (other statuses ${badStatuses}, unexplained 409s ${unexplained.length}, wrong answers ${unexpected.length}, heads out of step ${headsAhead.length}, socket errors ${result.errors}, timeouts ${result.timeouts})`,
  );
  for (const u of unexpected.slice(0, 10)) console.log(`  ${u}`);
  for (const u of unexplained.slice(0, 10)) console.log(`  unexplained 409: ${u.packId} on base ${u.baseNumber} (${u.note})`);
  console.log(`acknowledged saves: ${ackedRevisions.length} revisions, ${ackedMoves} moves; lost: ${lost}`);
  for (const l of lostRevisions.slice(0, 10)) console.log(`  lost revision ${l.packId}@${l.number} (${l.note})`);
  console.log(`polls with the last version: ${polls304} answered 304`);
  console.log(`database integrity_check: ${stored.integrity.join(", ")}`);
  process.exitCode = errors > 0 || lost > 0 || stored.integrity.join() !== "ok" ? 1 : 0;
} finally {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
