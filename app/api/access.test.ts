// @vitest-environment node
/**
 * Shared-server mode's role matrix: the API route handlers, called as Next calls them with Auth.js
 * session cookies, on a temporary SQLite database with AUTH_SECRET set. Anonymous callers get 401
 * everywhere; viewers read and are refused every write with 403 naming the role needed; editors
 * write and play; owners also manage members (never leaving a pack without an owner); others'
 * private packs do not exist for them; shared (seeded) packs are read-only for all and forkable.
 */
import path from "node:path";
import { encode } from "next-auth/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/prisma/testing";
import { createPack } from "@/prisma/packs";
import { createUser, type UserInfo } from "@/prisma/users";
import { loadPackSource } from "@/scripts/cli/pack-dir";

const test = createTestDb();
process.env.DATABASE_URL = `file:${test.file}`;
const SECRET = "test secret of the role matrix, long enough";
process.env.AUTH_SECRET = SECRET;

// Imported after DATABASE_URL is set, so the handlers use the test database.
const packsRoute = await import("./packs/route");
const packRoute = await import("./packs/[id]/route");
const revisionsRoute = await import("./packs/[id]/revisions/route");
const importRoute = await import("./packs/import/route");
const forkRoute = await import("./packs/[id]/fork/route");
const exportRoute = await import("./packs/[id]/export/route");
const diffRoute = await import("./packs/[id]/diff/route");
const snellmanRoute = await import("./packs/[id]/maps/[map]/snellman/route");
const membersRoute = await import("./packs/[id]/members/route");
const memberRoute = await import("./packs/[id]/members/[userId]/route");
const mapsRoute = await import("./maps/route");
const mapRoute = await import("./maps/[id]/route");
const draftRoute = await import("./maps/[id]/draft/route");
const sessionsRoute = await import("./sessions/route");
const sessionRoute = await import("./sessions/[id]/route");
const branchRoute = await import("./sessions/[id]/branch/route");
const sessionExportRoute = await import("./sessions/[id]/export/route");

const loaded = loadPackSource(path.join(import.meta.dirname, "..", "..", "content", "base"));
if (!loaded.ok) throw new Error("content/base does not load");
const base = loaded.doc as Record<string, any>;

type Who = UserInfo | undefined;
const people: Record<"ann" | "bob" | "carl" | "dora", UserInfo> = {} as never;
const cookies = new Map<string, string>();

/** A request as the browser of `who` sends it (Auth.js's session cookie), or anonymous. */
function req(who: Who, url: string, method = "GET", body?: unknown): Request {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (who) headers.cookie = `authjs.session-token=${cookies.get(who.id)}`;
  return new Request(`http://localhost${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
const p = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });
const gameBody = (packId: string) => ({ kind: "play", packId, map: "base", seed: 7, seats: [{ control: "human", faction: "witches", name: "A" }, { control: "human", faction: "nomads", name: "B" }] });

let annSession = "";
let doraBaseSession = "";

beforeAll(async () => {
  await createPack(base, "Seeded from content/base", test.db);
  for (const [key, name] of [["ann", "Ann"], ["bob", "Bob"], ["carl", "Carl"], ["dora", "Dora"]] as const) {
    const made = await createUser({ email: `${key}@example.org`, name, password: `${key} password 1` }, test.db);
    if (!made.ok) throw new Error(made.message);
    people[key] = made;
    cookies.set(made.id, await encode({ token: { sub: made.id, name, email: made.email }, secret: SECRET, salt: "authjs.session-token" }));
  }
  // Ann forks the shared base pack: the fork is hers; she makes Bob an editor and Carl a viewer.
  const fork = await forkRoute.POST(req(people.ann, "/api/packs/base/fork", "POST", { id: "ann-pack", name: "Ann's pack" }), p({ id: "base" }));
  expect(fork.status).toBe(201);
  for (const [who, role] of [["bob", "editor"], ["carl", "viewer"]] as const) {
    const added = await membersRoute.POST(req(people.ann, "/api/packs/ann-pack/members", "POST", { email: `${who}@example.org`, role }), p({ id: "ann-pack" }));
    expect(added.status).toBe(201);
  }
  const game = await sessionsRoute.POST(req(people.bob, "/api/sessions", "POST", gameBody("ann-pack")));
  expect(game.status).toBe(201);
  annSession = ((await game.json()) as { id: string }).id;
}, 60_000);

afterAll(async () => {
  delete process.env.AUTH_SECRET;
  await test.dispose();
});

/** Every route, as one caller: [name, response]. */
async function everyRoute(who: Who, packId: string, sessionId: string, map: unknown) {
  const key = `${packId}.base`;
  const pk = p({ id: packId });
  return [
    ["list packs", await packsRoute.GET(req(who, "/api/packs"))],
    ["create pack", await packsRoute.POST(req(who, "/api/packs", "POST", { ...base, manifest: { ...base.manifest, id: "new-one" } }))],
    ["read pack", await packRoute.GET(req(who, `/api/packs/${packId}`), pk)],
    ["save revision", await revisionsRoute.POST(req(who, `/api/packs/${packId}/revisions`, "POST", { baseNumber: 1, document: base }), pk)],
    ["import", await importRoute.POST(req(who, "/api/packs/import", "POST", { ...base, manifest: { ...base.manifest, id: packId } }))],
    ["fork", await forkRoute.POST(req(who, `/api/packs/${packId}/fork`, "POST", { id: "other-fork", name: "Other" }), pk)],
    ["export", await exportRoute.GET(req(who, `/api/packs/${packId}/export`), pk)],
    ["diff", await diffRoute.GET(req(who, `/api/packs/${packId}/diff?from=1&to=1`), pk)],
    ["snellman", await snellmanRoute.GET(req(who, `/api/packs/${packId}/maps/base/snellman`), p({ id: packId, map: "base" }))],
    ["list members", await membersRoute.GET(req(who, `/api/packs/${packId}/members`), pk)],
    ["add member", await membersRoute.POST(req(who, `/api/packs/${packId}/members`, "POST", { email: "dora@example.org", role: "viewer" }), pk)],
    ["change role", await memberRoute.PATCH(req(who, `/api/packs/${packId}/members/${people.ann.id}`, "PATCH", { role: "viewer" }), p({ id: packId, userId: people.ann.id }))],
    ["remove member", await memberRoute.DELETE(req(who, `/api/packs/${packId}/members/${people.ann.id}`, "DELETE"), p({ id: packId, userId: people.ann.id }))],
    ["list maps", await mapsRoute.GET(req(who, "/api/maps"))],
    ["new map", await mapsRoute.POST(req(who, "/api/maps", "POST", { packId, mapId: "island", map }))],
    ["read map", await mapRoute.GET(req(who, `/api/maps/${key}`), p({ id: key }))],
    ["save map", await mapRoute.PUT(req(who, `/api/maps/${key}`, "PUT", { baseNumber: 1, map }), p({ id: key }))],
    ["save draft", await draftRoute.PUT(req(who, `/api/maps/${key}/draft`, "PUT", { map }), p({ id: key }))],
    ["delete draft", await draftRoute.DELETE(req(who, `/api/maps/${key}/draft`, "DELETE"), p({ id: key }))],
    ["list sessions", await sessionsRoute.GET(req(who, "/api/sessions"))],
    ["new game", await sessionsRoute.POST(req(who, "/api/sessions", "POST", gameBody(packId)))],
    ["watch game", await sessionRoute.GET(req(who, `/api/sessions/${sessionId}`), p({ id: sessionId }))],
    ["move", await sessionRoute.PUT(req(who, `/api/sessions/${sessionId}`, "PUT", { log: "", baseMoves: 0 }), p({ id: sessionId }))],
    ["branch", await branchRoute.POST(req(who, `/api/sessions/${sessionId}/branch`, "POST", { at: 0 }), p({ id: sessionId }))],
    ["export game", await sessionExportRoute.GET(req(who, `/api/sessions/${sessionId}/export?format=log`), p({ id: sessionId }))],
    ["delete game", await sessionRoute.DELETE(req(who, `/api/sessions/${sessionId}`, "DELETE"), p({ id: sessionId }))],
  ] as const;
}

const WRITES = ["save revision", "import", "add member", "change role", "remove member", "new map", "save map", "save draft", "delete draft", "new game", "move", "branch", "delete game"];

describe("shared-server mode (AUTH_SECRET set)", () => {
  it("answers 401 with a sign-in message to anonymous callers on every route, and writes nothing", async () => {
    const before = { packs: await test.db.contentPack.count(), members: await test.db.packMember.count(), sessions: await test.db.playtestSession.count() };
    const results = await everyRoute(undefined, "ann-pack", annSession, base.maps.base);
    for (const [name, res] of results) {
      expect.soft(res.status, name).toBe(401);
      expect.soft(await res.json(), name).toMatchObject({ error: "auth/unauthenticated", message: expect.stringContaining("Sign in") });
    }
    expect(results).toHaveLength(26);
    expect({ packs: await test.db.contentPack.count(), members: await test.db.packMember.count(), sessions: await test.db.playtestSession.count() }).toEqual(before);
  });

  it("treats a forged or foreign cookie as nobody", async () => {
    const forged = await encode({ token: { sub: people.ann.id }, secret: "another secret entirely", salt: "authjs.session-token" });
    const res = await packRoute.GET(new Request("http://localhost/api/packs/ann-pack", { headers: { cookie: `authjs.session-token=${forged}` } }), p({ id: "ann-pack" }));
    expect(res.status).toBe(401);
    const garbage = await packsRoute.GET(new Request("http://localhost/api/packs", { headers: { cookie: "authjs.session-token=not-a-jwt" } }));
    expect(garbage.status).toBe(401);
  });

  it("lets a viewer read the pack and its games, and refuses every write with 403 naming the editor role", async () => {
    const results = new Map<string, Response>(await everyRoute(people.carl, "ann-pack", annSession, base.maps.base));
    for (const read of ["list packs", "read pack", "export", "diff", "snellman", "list members", "list maps", "read map", "list sessions", "watch game", "export game", "fork"])
      expect.soft(results.get(read)!.status, read).toBeLessThan(300);
    for (const write of WRITES) {
      const res = results.get(write)!;
      expect.soft(res.status, write).toBe(403);
      const body = (await res.json()) as { error: string; message: string };
      expect.soft(body.error, write).toBe("auth/forbidden");
      expect.soft(body.message, write).toMatch(/needs the (editor|owner) role.*you are a viewer/);
    }
    // The viewer's fork is a pack of their own.
    expect(results.get("fork")!.status).toBe(201);
    const members = await (await membersRoute.GET(req(people.carl, "/api/packs/other-fork/members"), p({ id: "other-fork" }))).json();
    expect(members.members).toEqual([expect.objectContaining({ email: "carl@example.org", role: "owner" })]);
  });

  it("lets an editor save revisions and maps, and play, but not manage members", async () => {
    const saved = await revisionsRoute.POST(req(people.bob, "/api/packs/ann-pack/revisions", "POST", { baseNumber: 1, note: "Bob's edit", document: { ...base, manifest: { ...base.manifest, id: "ann-pack", name: "Ann's pack" } } }), p({ id: "ann-pack" }));
    expect(saved.status).toBe(201);
    const map = await mapRoute.PUT(req(people.bob, "/api/maps/ann-pack.base", "PUT", { baseNumber: 2, map: { ...base.maps.base, name: "Bob's board" } }), p({ id: "ann-pack.base" }));
    expect(map.status).toBe(201);
    const game = ((await (await sessionRoute.GET(req(people.bob, `/api/sessions/${annSession}`), p({ id: annSession }))).json()) as { log: string; moves: number });
    const move = await sessionRoute.PUT(req(people.bob, `/api/sessions/${annSession}`, "PUT", { log: game.log, baseMoves: game.moves }), p({ id: annSession }));
    expect(move.status).toBe(200);
    // The optimistic version check still holds in shared mode.
    const stale = await sessionRoute.PUT(req(people.bob, `/api/sessions/${annSession}`, "PUT", { log: game.log, baseMoves: game.moves + 5 }), p({ id: annSession }));
    expect(stale.status).toBe(409);
    const add = await membersRoute.POST(req(people.bob, "/api/packs/ann-pack/members", "POST", { email: "dora@example.org", role: "editor" }), p({ id: "ann-pack" }));
    expect(add.status).toBe(403);
    expect((await add.json()).message).toBe('Adding a member needs the owner role on pack "ann-pack"; you are an editor.');
  });

  it("hides a private pack and its games from people who are not members (404, left out of lists)", async () => {
    const results = new Map<string, Response>(await everyRoute(people.dora, "ann-pack", annSession, base.maps.base));
    for (const name of ["read pack", "save revision", "export", "diff", "snellman", "list members", "add member", "read map", "save map", "watch game", "move", "export game", "delete game", "branch", "new game", "fork"])
      expect.soft(results.get(name)!.status, name).toBe(404);
    const packs = (await results.get("list packs")!.json()) as { packs: { id: string }[] };
    expect(packs.packs.map((x) => x.id)).not.toContain("ann-pack");
    expect(packs.packs.map((x) => x.id)).toContain("base");
    const sessions = (await results.get("list sessions")!.json()) as { sessions: { packId: string }[] };
    expect(sessions.sessions.filter((s) => s.packId === "ann-pack")).toEqual([]);
    const maps = (await results.get("list maps")!.json()) as { maps: { packId: string }[] };
    expect(maps.maps.filter((m) => m.packId === "ann-pack")).toEqual([]);
    // Importing a file with the id of someone else's private pack does not reveal or change it.
    const imported = await importRoute.POST(req(people.dora, "/api/packs/import", "POST", { ...base, manifest: { ...base.manifest, id: "ann-pack" } }));
    expect(imported.status).toBe(409);
  });

  it("keeps a shared (seeded) pack read-only for everyone, forkable, and playable in games of one's own", async () => {
    const save = await revisionsRoute.POST(req(people.ann, "/api/packs/base/revisions", "POST", { baseNumber: 1, document: base }), p({ id: "base" }));
    expect(save.status).toBe(403);
    expect((await save.json()).message).toContain("shared read-only on this server. Fork it");
    const game = await sessionsRoute.POST(req(people.dora, "/api/sessions", "POST", gameBody("base")));
    expect(game.status).toBe(201);
    doraBaseSession = ((await game.json()) as { id: string }).id;
    const watch = await sessionRoute.GET(req(people.bob, `/api/sessions/${doraBaseSession}`), p({ id: doraBaseSession }));
    expect(watch.status).toBe(200);
    const theirs = await sessionRoute.PUT(req(people.bob, `/api/sessions/${doraBaseSession}`, "PUT", { log: "", baseMoves: 0 }), p({ id: doraBaseSession }));
    expect(theirs.status).toBe(403);
    expect((await theirs.json()).message).toContain("started by someone else");
    const mine = await sessionRoute.DELETE(req(people.dora, `/api/sessions/${doraBaseSession}`, "DELETE"), p({ id: doraBaseSession }));
    expect(mine.status).toBe(204);
  });

  it("lets the owner add, re-role and remove members, refusing unknown emails, duplicates and the loss of the last owner", async () => {
    const pk = p({ id: "ann-pack" });
    const unknown = await membersRoute.POST(req(people.ann, "/api/packs/ann-pack/members", "POST", { email: "nobody@example.org", role: "viewer" }), pk);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toContain("There is no user with the email nobody@example.org");
    const twice = await membersRoute.POST(req(people.ann, "/api/packs/ann-pack/members", "POST", { email: "BOB@example.org", role: "viewer" }), pk);
    expect(twice.status).toBe(409);
    const badRole = await membersRoute.POST(req(people.ann, "/api/packs/ann-pack/members", "POST", { email: "dora@example.org", role: "admin" }), pk);
    expect(badRole.status).toBe(422);

    const lastOwner = await memberRoute.DELETE(req(people.ann, `/api/packs/ann-pack/members/${people.ann.id}`, "DELETE"), p({ id: "ann-pack", userId: people.ann.id }));
    expect(lastOwner.status).toBe(409);
    expect((await lastOwner.json()).message).toContain("at least one owner");
    const stepDown = await memberRoute.PATCH(req(people.ann, `/api/packs/ann-pack/members/${people.ann.id}`, "PATCH", { role: "editor" }), p({ id: "ann-pack", userId: people.ann.id }));
    expect(stepDown.status).toBe(409);

    // Carl becomes an editor and saves; then he is removed and the pack is gone for him.
    const promote = await memberRoute.PATCH(req(people.ann, `/api/packs/ann-pack/members/${people.carl.id}`, "PATCH", { role: "editor" }), p({ id: "ann-pack", userId: people.carl.id }));
    expect(promote.status).toBe(200);
    const head = ((await (await packRoute.GET(req(people.carl, "/api/packs/ann-pack"), pk)).json()) as { summary: { headNumber: number }; document: unknown });
    const carlSave = await revisionsRoute.POST(req(people.carl, "/api/packs/ann-pack/revisions", "POST", { baseNumber: head.summary.headNumber, document: head.document }), pk);
    expect(carlSave.status).toBe(201);
    const remove = await memberRoute.DELETE(req(people.ann, `/api/packs/ann-pack/members/${people.carl.id}`, "DELETE"), p({ id: "ann-pack", userId: people.carl.id }));
    expect(remove.status).toBe(204);
    expect((await packRoute.GET(req(people.carl, "/api/packs/ann-pack"), pk)).status).toBe(404);

    // With a second owner, the first may step down.
    expect((await memberRoute.PATCH(req(people.ann, `/api/packs/ann-pack/members/${people.bob.id}`, "PATCH", { role: "owner" }), p({ id: "ann-pack", userId: people.bob.id }))).status).toBe(200);
    expect((await memberRoute.PATCH(req(people.ann, `/api/packs/ann-pack/members/${people.ann.id}`, "PATCH", { role: "viewer" }), p({ id: "ann-pack", userId: people.ann.id }))).status).toBe(200);
    const list = (await (await membersRoute.GET(req(people.ann, "/api/packs/ann-pack/members"), pk)).json()) as { members: { name: string; role: string }[] };
    expect(list.members.map((m) => `${m.name}:${m.role}`)).toEqual(["Bob:owner", "Ann:viewer"]);
  });

  it("makes the creator of a new pack its owner", async () => {
    const created = await packsRoute.POST(req(people.dora, "/api/packs", "POST", { ...base, manifest: { ...base.manifest, id: "dora-pack", name: "Dora's" } }));
    expect(created.status).toBe(201);
    const list = (await (await membersRoute.GET(req(people.dora, "/api/packs/dora-pack/members"), p({ id: "dora-pack" }))).json()) as { members: { email: string; role: string }[] };
    expect(list.members).toEqual([expect.objectContaining({ email: "dora@example.org", role: "owner" })]);
  });
});

describe("single-user mode (no AUTH_SECRET)", () => {
  it("answers without sign-in and has no members API", async () => {
    delete process.env.AUTH_SECRET;
    try {
      expect((await packRoute.GET(new Request("http://localhost/api/packs/ann-pack"), p({ id: "ann-pack" }))).status).toBe(200);
      expect((await revisionsRoute.POST(req(undefined, "/api/packs/base/revisions", "POST", { baseNumber: 1, document: base }), p({ id: "base" }))).status).toBe(201);
      const members = await membersRoute.GET(new Request("http://localhost/api/packs/base/members"), p({ id: "base" }));
      expect(members.status).toBe(404);
      expect((await members.json()).error).toBe("auth/single-user");
    } finally {
      process.env.AUTH_SECRET = SECRET;
    }
  });
});
