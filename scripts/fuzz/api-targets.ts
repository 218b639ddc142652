/**
 * Fuzz targets of the API: every route handler, called in-process the way Next calls it, against a
 * throwaway SQLite database seeded with the base pack and a few playtest sessions. Bodies are valid
 * requests with fields broken, any JSON, text that is not JSON, damaged zips and multipart forms;
 * path parameters and query strings are odd strings. A route must answer: a 2xx, or a 4xx whose
 * JSON body names the refusal in `error`. A 500 or an exception is a crash.
 */
import fc from "fast-check";
import type { ContentPack } from "../../engine";
import { createTestDb } from "../../prisma/testing";
import { damagedBytes, edgeString, junkValue, mutated, mutatedLog } from "./arbitraries";
import { corpus } from "./corpus";
import { target, type Target } from "./runner";

/** A route handler of any route (its context names its own params). */
type Handler = (request: Request, ctx: never) => Promise<Response>;

/** A request body: JSON of a value, text, bytes, or a multipart form with one file. */
type Body =
  | { kind: "json"; value: unknown; contentType?: string }
  | { kind: "text"; text: string; contentType?: string }
  | { kind: "bytes"; bytes: Uint8Array; contentType?: string }
  | { kind: "form"; file: Uint8Array; field: string; filename: string };

interface Call {
  params: Record<string, string>;
  query: Record<string, string>;
  body?: Body;
}

const CONTENT_TYPES = fc.constantFrom(undefined, "application/json", "text/plain", "application/zip", "multipart/form-data", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded");

function requestOf(method: string, path: string, call: Call): Request {
  const url = new URL(`http://localhost${path}`);
  for (const [k, v] of Object.entries(call.query)) url.searchParams.set(k, v);
  const b = call.body;
  if (!b) return new Request(url, { method });
  if (b.kind === "form") {
    const form = new FormData();
    form.append(b.field, new Blob([Buffer.from(b.file)]), b.filename);
    return new Request(url, { method, body: form });
  }
  const headers: Record<string, string> = {};
  if (b.contentType) headers["content-type"] = b.contentType;
  const body = b.kind === "json" ? (JSON.stringify(b.value) ?? "null") : b.kind === "text" ? b.text : Buffer.from(b.bytes);
  return new Request(url, { method, headers, body });
}

/** Check a route's answer: 2xx/3xx, or a 4xx naming the refusal; throws on a 5xx or an unnamed refusal. */
async function expectAnswer(res: Response, what: string): Promise<void> {
  if (res.status < 400) {
    await res.arrayBuffer();
    return;
  }
  const text = await res.text();
  if (res.status >= 500) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 500)}`);
  let body: { error?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${what} answered ${res.status} without a JSON body: ${text.slice(0, 200)}`);
  }
  if (typeof body.error !== "string" || !body.error) throw new Error(`${what} answered ${res.status} without an error code: ${text.slice(0, 200)}`);
}

/** Bodies for a route whose valid request is `example`. */
function bodies(example: unknown, maxEdits = 3): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.tuple(mutated(example, maxEdits), CONTENT_TYPES).map(([value, contentType]): Body => ({ kind: "json", value, contentType })) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: "json", value: example, contentType: "application/json" }) },
    { weight: 2, arbitrary: junkValue.map((value): Body => ({ kind: "json", value })) },
    { weight: 1, arbitrary: fc.tuple(fc.oneof(fc.string({ maxLength: 100 }), edgeString), CONTENT_TYPES).map(([text, contentType]): Body => ({ kind: "text", text, contentType })) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 100 }).map((bytes): Body => ({ kind: "bytes", bytes })) },
  );
}

/** Path parameters as Next hands them over: decoded from the URL, so always well-formed Unicode. */
const ID = (known: string[]) =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: edgeString.filter((s) => s.isWellFormed()) }, { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: "grapheme" }) });
const QUERY_VALUE = fc.oneof(fc.constantFrom("1", "2", "0", "-1", "1.5", "1e3", "99999999999999999999", "json", "zip", "log", "state", "base", ""), edgeString, fc.string({ maxLength: 10 }));
const query = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys), QUERY_VALUE, { maxKeys: keys.length });

export interface ApiFuzz {
  targets: Target[];
  dispose(): Promise<void>;
}

/** The route targets, on a fresh database (set up here; `dispose` removes it). */
export async function apiTargets(): Promise<ApiFuzz> {
  const c = corpus();
  const test = createTestDb();
  process.env.DATABASE_URL = `file:${test.file}`;
  // The handlers share one client per process (prisma/db.ts): point it at this round's database.
  const shared = globalThis as { mysticaDb?: { $disconnect(): Promise<void> } };
  await shared.mysticaDb?.$disconnect();
  shared.mysticaDb = undefined;
  const packs = await import("../../app/api/packs/route");
  const importRoute = await import("../../app/api/packs/import/route");
  const pack = await import("../../app/api/packs/[id]/route");
  const revisions = await import("../../app/api/packs/[id]/revisions/route");
  const exportRoute = await import("../../app/api/packs/[id]/export/route");
  const fork = await import("../../app/api/packs/[id]/fork/route");
  const diff = await import("../../app/api/packs/[id]/diff/route");
  const snellman = await import("../../app/api/packs/[id]/maps/[map]/snellman/route");
  const sessions = await import("../../app/api/sessions/route");
  const session = await import("../../app/api/sessions/[id]/route");
  const branch = await import("../../app/api/sessions/[id]/branch/route");
  const sessionExport = await import("../../app/api/sessions/[id]/export/route");
  const maps = await import("../../app/api/maps/route");
  const map = await import("../../app/api/maps/[id]/route");
  const draft = await import("../../app/api/maps/[id]/draft/route");
  const { packToZip } = await import("../../app/api/packs/_lib/bundle");

  // Fixtures: the base pack with two revisions, a game in progress and an imported game.
  const base = c.base as ContentPack;
  const post = (body: unknown) => new Request("http://localhost/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if ((await packs.POST(post(base))).status !== 201) throw new Error("could not store the base pack");
  const second = structuredClone(base);
  second.manifest.description = "Second revision";
  await revisions.POST(post({ baseNumber: 1, document: second }), { params: Promise.resolve({ id: "base" }) });
  const play = {
    kind: "play",
    packId: "base",
    map: "base",
    seed: 1234,
    seats: [
      { control: "human", faction: "witches", name: "Ann" },
      { control: "bot", bot: "random", faction: "random" },
    ],
  };
  const game = await (await sessions.POST(post(play))).json();
  const log = c.logs.base[0]!;
  const imported = await (await sessions.POST(post({ kind: "import", packId: "base", log }))).json();
  if (!game.id || !imported.id) throw new Error(`could not create the fixture sessions: ${JSON.stringify([game, imported])}`);
  const sessionIds = [game.id as string, imported.id as string];
  // A save names the moves it started from (sessions are versioned): the example body is the
  // imported game saved again on its own moves, which the route must accept.
  const importedMoves = imported.moves as number;
  const saveExample = { log, name: "Fuzzed", baseMoves: importedMoves };
  const saved = await session.PUT(new Request("http://localhost/", { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(saveExample) }), { params: Promise.resolve({ id: imported.id }) });
  if (saved.status !== 200) throw new Error(`the example save of a session was refused: ${saved.status} ${await saved.text()}`);
  /** The moves a save says it started from: the fixture's, none, or any (mostly a conflict, sometimes the session's moves). */
  const baseMoves = fc.oneof(fc.constant(importedMoves), fc.constant(0), fc.nat({ max: importedMoves }));
  const packIds = ["base", "nope"];
  const mapKeys = ["base.base", "base.fjords", "base.nope", "nope.base", "base"];

  const route = (name: string, weight: number, handler: Handler, method: string, path: string, arbitrary: fc.Arbitrary<Call>) =>
    target({
      name: `api: ${name}`,
      weight,
      arbitrary,
      run: async (call: Call) => {
        const ctx = { params: Promise.resolve(call.params) } as never;
        await expectAnswer(await handler(requestOf(method, path, call), ctx), `${method} ${path}`);
      },
    });
  const call = (params: Record<string, fc.Arbitrary<string>>, queryKeys: string[] = [], body?: fc.Arbitrary<Body>): fc.Arbitrary<Call> =>
    fc.record({ params: fc.record(params), query: queryKeys.length ? query(queryKeys) : fc.constant({}), ...(body ? { body } : {}) }) as fc.Arbitrary<Call>;

  const zip = packToZip(base);
  const json = new TextEncoder().encode(JSON.stringify(base));
  const uploads: fc.Arbitrary<Body> = fc.oneof(
    { weight: 4, arbitrary: bodies(base) },
    { weight: 2, arbitrary: damagedBytes(zip).map((bytes): Body => ({ kind: "bytes", bytes, contentType: "application/zip" })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.oneof(damagedBytes(json), damagedBytes(zip), fc.constant(json)), fc.constantFrom("file", "pack", "", "files[]"), fc.oneof(fc.constantFrom("pack.json", "pack.zip", ""), edgeString))
        .map(([file, field, filename]): Body => ({ kind: "form", file, field, filename })),
    },
  );

  const targets: Target[] = [
    route("GET /api/packs", 1, () => packs.GET(), "GET", "/api/packs", call({})),
    route("POST /api/packs", 3, packs.POST, "POST", "/api/packs", call({}, [], bodies(base))),
    route("POST /api/packs/import", 6, importRoute.POST, "POST", "/api/packs/import", call({}, [], uploads)),
    route("GET /api/packs/:id", 2, pack.GET, "GET", "/api/packs/:id", call({ id: ID(packIds) })),
    route("POST /api/packs/:id/revisions", 4, revisions.POST, "POST", "/api/packs/:id/revisions", call({ id: ID(packIds) }, [], bodies({ baseNumber: 2, note: "fuzz", document: base }))),
    route("GET /api/packs/:id/export", 2, exportRoute.GET, "GET", "/api/packs/:id/export", call({ id: ID(packIds) }, ["revision", "format"])),
    route("POST /api/packs/:id/fork", 2, fork.POST, "POST", "/api/packs/:id/fork", call({ id: ID(packIds) }, [], bodies({ id: "forked", name: "Forked", description: "a fork", revision: 1 }))),
    route("GET /api/packs/:id/diff", 2, diff.GET, "GET", "/api/packs/:id/diff", call({ id: ID(packIds) }, ["from", "to"])),
    route("GET /api/packs/:id/maps/:map/snellman", 2, snellman.GET, "GET", "/api/packs/:id/maps/:map/snellman", call({ id: ID(packIds), map: ID(["base", "fjords", "nope"]) }, ["revision"])),
    route("GET /api/sessions", 1, sessions.GET, "GET", "/api/sessions", call({}, ["pack"])),
    route(
      "POST /api/sessions",
      4,
      sessions.POST,
      "POST",
      "/api/sessions",
      call(
        {},
        [],
        fc.oneof(
          bodies(play),
          bodies({ kind: "import", packId: "base", log: "setup witches\nsetup nomads\n" }),
          mutatedLog(c.logs.base).map((l): Body => ({ kind: "json", value: { kind: "import", packId: "base", log: l } })),
        ),
      ),
    ),
    route("GET /api/sessions/:id", 1, session.GET, "GET", "/api/sessions/:id", call({ id: ID(sessionIds) })),
    route(
      "PUT /api/sessions/:id",
      4,
      session.PUT,
      "PUT",
      "/api/sessions/:id",
      call(
        { id: ID(sessionIds) },
        [],
        fc.oneof(
          bodies(saveExample),
          bodies({ ...saveExample, seats: [{ control: "human", faction: "witches" }] }),
          fc
            .tuple(mutatedLog(c.logs.base), baseMoves, fc.option(fc.nat({ max: 50 }), { nil: undefined }))
            .map(([l, moves, version]): Body => ({ kind: "json", value: { log: l, baseMoves: moves, ...(version === undefined ? {} : { baseVersion: version }) } })),
        ),
      ),
    ),
    route("DELETE /api/sessions/:id", 1, session.DELETE, "DELETE", "/api/sessions/:id", call({ id: ID(["nope"]) })),
    route("POST /api/sessions/:id/branch", 2, branch.POST, "POST", "/api/sessions/:id/branch", call({ id: ID(sessionIds) }, [], bodies({ at: 3 }))),
    route("GET /api/sessions/:id/export", 2, sessionExport.GET, "GET", "/api/sessions/:id/export", call({ id: ID(sessionIds) }, ["format"])),
    route("GET /api/maps", 1, () => maps.GET(), "GET", "/api/maps", call({})),
    route("POST /api/maps", 2, maps.POST, "POST", "/api/maps", call({}, [], bodies({ packId: "base", mapId: "copy", map: base.maps.base, newPackName: "Maps" }))),
    route("GET /api/maps/:id", 1, map.GET, "GET", "/api/maps/:id", call({ id: ID(mapKeys) })),
    route("PUT /api/maps/:id", 2, map.PUT, "PUT", "/api/maps/:id", call({ id: ID(mapKeys) }, [], bodies({ baseNumber: 2, map: base.maps.base, note: "fuzz" }))),
    route("PUT /api/maps/:id/draft", 2, draft.PUT, "PUT", "/api/maps/:id/draft", call({ id: ID(mapKeys) }, [], bodies({ map: base.maps.base, baseNumber: 2 }))),
    route("DELETE /api/maps/:id/draft", 1, draft.DELETE, "DELETE", "/api/maps/:id/draft", call({ id: ID(mapKeys) })),
  ];
  return {
    targets,
    dispose: async () => {
      await shared.mysticaDb?.$disconnect();
      shared.mysticaDb = undefined;
      await test.dispose();
    },
  };
}
