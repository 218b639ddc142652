// @vitest-environment node
/** The playtest session API route handlers, called as Next calls them, against a temporary SQLite database. */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@/prisma/testing";
import { loadPackSource } from "@/scripts/cli/pack-dir";

const test = createTestDb();
process.env.DATABASE_URL = `file:${test.file}`;

// Imported after DATABASE_URL is set, so the handlers use the test database.
const packsRoute = await import("../packs/route");
const sessionsRoute = await import("./route");
const sessionRoute = await import("./[id]/route");
const branchRoute = await import("./[id]/branch/route");
const exportRoute = await import("./[id]/export/route");

const GAMES = path.join(import.meta.dirname, "../../../../shared/games");
const haveGames = fs.existsSync(path.join(GAMES, "tmai-game-a.log"));

const json = (url: string, body: unknown, method = "POST") =>
  new Request(`http://localhost${url}`, { method, headers: { "content-type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });
const params = (id: string) => ({ params: Promise.resolve({ id }) });

const threeWithBots = {
  kind: "play",
  packId: "base",
  map: "base",
  seed: 1234,
  seats: [
    { control: "human", faction: "witches", name: "Ann" },
    { control: "bot", bot: "heuristic", faction: "random" },
    { control: "bot", bot: "random", faction: "random" },
  ],
};

async function create(body: unknown) {
  const res = await sessionsRoute.POST(json("/api/sessions", body));
  return { status: res.status, body: await res.json() };
}

async function session(id: string) {
  return (await sessionRoute.GET(new Request(`http://localhost/api/sessions/${id}`), params(id))).json();
}

describe("playtest session API", () => {
  beforeAll(async () => {
    const loaded = loadPackSource(path.join(import.meta.dirname, "..", "..", "..", "content", "base"));
    if (!loaded.ok) throw new Error("content/base does not load");
    expect((await packsRoute.POST(json("/api/packs", loaded.doc))).status).toBe(201);
    const promo = loadPackSource(path.join(import.meta.dirname, "..", "..", "..", "content", "promo"));
    if (!promo.ok) throw new Error("content/promo does not load");
    expect((await packsRoute.POST(json("/api/packs", promo.doc))).status).toBe(201);
    // Fire & Ice extends promo, which extends base: stored on top of both.
    const fi = loadPackSource(path.join(import.meta.dirname, "..", "..", "..", "content", "fire-and-ice"));
    if (!fi.ok) throw new Error("content/fire-and-ice does not load");
    expect((await packsRoute.POST(json("/api/packs", fi.doc))).status).toBe(201);
  });
  afterAll(async () => {
    await test.dispose();
  });

  it("starts a game: named and drawn factions, scoring tiles and bonus cards drawn with the seed", async () => {
    const { status, body } = await create(threeWithBots);
    expect(status).toBe(201);
    const s = await session(body.id);
    expect(s).toMatchObject({ packId: "base", revision: 1, seed: 1234, status: "active", moves: 0, kind: "play" });
    expect(s.factions).toHaveLength(3);
    expect(s.factions[0]).toBe("witches");
    expect(s.log).toMatch(/^score (SCORE\d,){5}SCORE\d\n(delete BON\d\n){3}setup witches\nsetup \w+\nsetup \w+\n$/);
    expect(s.seats).toEqual([
      { control: "human", name: "Ann", faction: "witches" },
      { control: "bot", bot: "heuristic", name: "Bot 2", faction: s.factions[1] },
      { control: "bot", bot: "random", name: "Bot 3", faction: s.factions[2] },
    ]);
    const again = await session((await create(threeWithBots)).body.id);
    expect(again.log).toBe(s.log);
  });

  it("leaves factions to pick at the table, keeping the ones already named for later seats", async () => {
    const { body } = await create({ ...threeWithBots, seats: [{ control: "human", faction: "table" }, { control: "human", faction: "table" }, { control: "bot", faction: "nomads" }] });
    const s = await session(body.id);
    expect(s.factions).toEqual([]);
    expect(s.seats[2]).toMatchObject({ faction: "nomads" });
    expect(s.log).not.toMatch(/setup/);
  });

  it("refuses a game the rules or the pack do not allow, storing nothing", async () => {
    const before = (await (await sessionsRoute.GET(new Request("http://localhost/api/sessions"))).json()).sessions.length;
    const six = Array.from({ length: 6 }, () => ({ control: "bot", faction: "random" }));
    expect(await create({ ...threeWithBots, seats: six })).toMatchObject({ status: 422, body: { error: "setup/player-count" } });
    expect(await create({ ...threeWithBots, map: "atlantis" })).toMatchObject({ status: 422, body: { error: "setup/unknown-map" } });
    expect(await create({ ...threeWithBots, options: ["no-such-variant"] })).toMatchObject({ status: 422, body: { error: "setup/unknown-option" } });
    const sameHome = [{ control: "human", faction: "witches" }, { control: "human", faction: "auren" }];
    expect(await create({ ...threeWithBots, seats: sameHome })).toMatchObject({ status: 422, body: { error: "setup/faction-conflict" } });
    expect(await create({ ...threeWithBots, packId: "nope" })).toMatchObject({ status: 404 });
    expect(await create({ ...threeWithBots, seed: -3 })).toMatchObject({ status: 422, body: { error: "invalid-request" } });
    expect((await (await sessionsRoute.GET(new Request("http://localhost/api/sessions"))).json()).sessions).toHaveLength(before);
  });

  it("saves a log the engine accepts and refuses one with an illegal move, keeping the old log", async () => {
    const { body } = await create({ ...threeWithBots, seats: [{ control: "human", faction: "witches" }, { control: "human", faction: "nomads" }] });
    const s = await session(body.id);
    const ok = await sessionRoute.PUT(json(`/api/sessions/${body.id}`, { log: `${s.log}witches: build F4\n`, baseMoves: 0 }, "PUT"), params(body.id));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ moves: 1, status: "active" });
    const bad = await sessionRoute.PUT(json(`/api/sessions/${body.id}`, { log: `${s.log}witches: build F4\nnomads: build F4\n`, baseMoves: 1 }, "PUT"), params(body.id));
    expect(bad.status).toBe(422);
    expect((await bad.json()).message).toMatch(/^Move 2: /);
    expect((await session(body.id)).log).toBe(`${s.log}witches: build F4\n`);
  });

  it("refuses a save based on a stale version with 409 and a clear message, writing nothing", async () => {
    const { body } = await create({ ...threeWithBots, seats: [{ control: "human", faction: "witches" }, { control: "human", faction: "nomads" }] });
    const s = await session(body.id);
    expect(s).toMatchObject({ moves: 0, version: 0 });
    // Tab A plays two moves, one save each.
    const a1 = `${s.log}witches: build F4\n`;
    const a2 = `${a1}nomads: build F3\n`;
    expect((await sessionRoute.PUT(json(`/api/sessions/${body.id}`, { log: a1, baseMoves: 0 }, "PUT"), params(body.id))).status).toBe(200);
    const second = await sessionRoute.PUT(json(`/api/sessions/${body.id}`, { log: a2, baseMoves: 1 }, "PUT"), params(body.id));
    expect(await second.json()).toMatchObject({ moves: 2, version: 2 });
    // Tab B still shows the start and plays a different first move: refused, A's moves kept.
    const stale = await sessionRoute.PUT(json(`/api/sessions/${body.id}`, { log: `${s.log}witches: build A3\n`, baseMoves: 0 }, "PUT"), params(body.id));
    expect(stale.status).toBe(409);
    const problem = await stale.json();
    expect(problem).toMatchObject({ error: "session/conflict", moves: 2, version: 2, baseMoves: 0 });
    expect(problem.message).toMatch(/has 2 moves now.*started from 0.*Nothing was saved/);
    expect(await session(body.id)).toMatchObject({ log: a2, moves: 2, version: 2 });
    // Same move count, other version: A undid its second move and played another (the log is not B's base).
    const undone = await sessionRoute.PUT(json(`/api/sessions/${body.id}`, { log: a1, baseMoves: 2, baseVersion: 2 }, "PUT"), params(body.id));
    expect(undone.status).toBe(200);
    expect((await sessionRoute.PUT(json(`/api/sessions/${body.id}`, { log: `${a1}nomads: build E8\n`, baseMoves: 1, baseVersion: 3 }, "PUT"), params(body.id))).status).toBe(200);
    const aba = await sessionRoute.PUT(json(`/api/sessions/${body.id}`, { log: `${a2}nomads: build B1\n`, baseMoves: 2, baseVersion: 2 }, "PUT"), params(body.id));
    expect(aba.status).toBe(409);
    expect((await session(body.id)).log).toBe(`${a1}nomads: build E8\n`);
    // A save without its base is refused as invalid.
    expect((await sessionRoute.PUT(json(`/api/sessions/${body.id}`, { log: a1 }, "PUT"), params(body.id))).status).toBe(422);
  });

  it("lets one of two concurrent saves on the same base win; the other gets 409", async () => {
    const { body } = await create({ ...threeWithBots, seats: [{ control: "human", faction: "witches" }, { control: "human", faction: "nomads" }] });
    const s = await session(body.id);
    const results = await Promise.all(
      ["F4", "A3", "C3", "D1"].map((hex) => sessionRoute.PUT(json(`/api/sessions/${body.id}`, { log: `${s.log}witches: build ${hex}\n`, baseMoves: 0, baseVersion: 0 }, "PUT"), params(body.id))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = await results.find((r) => r.status === 200)!.json();
    expect(await session(body.id)).toMatchObject({ log: winner.log, moves: 1, version: 1 });
  });

  it("tags a session with its version, and answers 304 while it has not changed", async () => {
    const { body } = await create({ ...threeWithBots, seats: [{ control: "human", faction: "witches" }, { control: "human", faction: "nomads" }] });
    const get = (etag?: string) => sessionRoute.GET(new Request(`http://localhost/api/sessions/${body.id}`, { headers: etag ? { "if-none-match": etag } : {} }), params(body.id));
    const first = await get();
    const etag = first.headers.get("etag")!;
    expect(etag).toBe('"v0"');
    expect(first.headers.get("cache-control")).toMatch(/no-cache/);
    const same = await get(etag);
    expect(same.status).toBe(304);
    expect(await same.text()).toBe("");
    const s = await first.json();
    await sessionRoute.PUT(json(`/api/sessions/${body.id}`, { log: `${s.log}witches: build F4\n`, baseMoves: 0 }, "PUT"), params(body.id));
    const changed = await get(etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).toBe('"v1"');
    expect(await changed.json()).toMatchObject({ moves: 1, version: 1 });
  });

  it("branches a session after an earlier move and keeps the old line", async () => {
    const { body } = await create({ ...threeWithBots, seats: [{ control: "human", faction: "witches" }, { control: "human", faction: "nomads" }] });
    const s = await session(body.id);
    const log = `${s.log}witches: build F4\nnomads: build F3\n`;
    await sessionRoute.PUT(json(`/api/sessions/${body.id}`, { log, baseMoves: 0 }, "PUT"), params(body.id));
    const res = await branchRoute.POST(json(`/api/sessions/${body.id}/branch`, { at: 1 }), params(body.id));
    expect(res.status).toBe(201);
    const branch = await session((await res.json()).id);
    expect(branch).toMatchObject({ parentId: body.id, branchAt: 1, moves: 1, seed: s.seed });
    expect(branch.log).toBe(`${s.log}witches: build F4\n`);
    expect((await session(body.id)).log).toBe(log);
    expect((await branchRoute.POST(json(`/api/sessions/${body.id}/branch`, { at: 9 }), params(body.id))).status).toBe(422);
  });

  it("refuses an imported log at its first illegal line", async () => {
    const res = await create({ kind: "import", packId: "base", log: "setup witches\nsetup nomads\nwitches: build A1\n" });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ line: 3 });
    expect(res.body.message).toMatch(/^Line 3: /);
  });

  it("starts a Fire & Ice game on the pack over promo over base, and refuses an ice faction without its option", async () => {
    const seats = [
      { control: "human", faction: "icemaidens" },
      { control: "bot", bot: "random", faction: "witches" },
    ];
    const refused = await create({ kind: "play", packId: "fire-and-ice", map: "base", seed: 3, seats });
    expect(refused).toMatchObject({ status: 422, body: { error: "setup/faction-needs-option" } });
    const made = await create({ kind: "play", packId: "fire-and-ice", map: "base", seed: 3, options: ["fire-and-ice-factions/ice"], seats });
    expect(made.status).toBe(201);
    const stored = await session(made.body.id);
    expect(stored.log).toMatch(/^option fire-and-ice-factions\/ice\nscore /);
    expect(stored.log).toMatch(/^setup icemaidens$/m);
  });

  it("draws the final-scoring tile with the seed when a variant puts tiles in play, and writes it in the log", async () => {
    const body = { kind: "play", packId: "base", map: "base", options: ["fire-and-ice-final-scoring"], seats: threeWithBots.seats };
    const drawn = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const made = await create({ ...body, seed });
      expect(made.status).toBe(201);
      const log: string = (await session(made.body.id)).log;
      const lines = log.match(/^final-scoring .+$/gm) ?? [];
      expect(lines, log).toHaveLength(1);
      drawn.add(lines[0]!);
      // The same seed draws the same tile.
      expect((await session((await create({ ...body, seed })).body.id)).log).toBe(log);
    }
    // Eight seeds do not all draw the same one of the four tiles.
    expect(drawn.size).toBeGreaterThan(1);
    // Without the variant no tile is in play.
    expect((await session((await create({ ...body, options: [], seed: 1 })).body.id)).log).not.toMatch(/^final-scoring /m);
  });

  it("plays the final-scoring tiles a new game names, with or without the variant, and refuses one the pack lacks", async () => {
    const made = await create({ ...threeWithBots, finalScoring: ["building-on-edge"] });
    expect(made.status).toBe(201);
    expect((await session(made.body.id)).log).toMatch(/^final-scoring building-on-edge$/m);
    const refused = await create({ ...threeWithBots, finalScoring: ["trade-majority"] });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/trade-majority/);
  });

  it("suggests the pack that has a league log's options when it is imported on the base pack", async () => {
    const log = "option mini-expansion-1\noption shipping-bonus\nsetup witches\nsetup nomads\n";
    const res = await create({ kind: "import", packId: "base", log });
    expect(res).toMatchObject({ status: 422, body: { error: "log/unknown-option", line: 1, suggest: { packId: "promo", name: "Terra Mystica: promo tiles and league options" } } });
    expect(res.body.message).toMatch(/The pack "Terra Mystica: promo tiles and league options" \(promo\) has the options this log uses: import the log with it\.$/);
    expect(await create({ kind: "import", packId: "promo", log })).toMatchObject({ status: 201 });
    expect((await create({ kind: "import", packId: "base", log: "option no-such-thing\nsetup witches\nsetup nomads\n" })).body.suggest).toBeUndefined();
  });

  it.skipIf(!haveGames)("imports tmai-game-a.log and exports the final state terra.snellman.net reached", async () => {
    const { status, body } = await create({ kind: "import", packId: "base", log: fs.readFileSync(path.join(GAMES, "tmai-game-a.log"), "utf8") });
    expect(status).toBe(201);
    expect(body).toMatchObject({ status: "finished" });
    const s = await session(body.id);
    expect(s).toMatchObject({ kind: "import", round: 6, factions: ["mermaids", "halflings", "fakirs", "witches", "dwarves"] });
    const exported = await (await exportRoute.GET(new Request(`http://localhost/api/sessions/${body.id}/export?format=state`), params(body.id))).json();
    const expected = JSON.parse(fs.readFileSync(path.join(GAMES, "expected", "tmai-game-a.json"), "utf8"));
    for (const [faction, e] of Object.entries(expected.factions as Record<string, { vp: number }>)) expect(exported.factions[faction].vp, faction).toBe(e.vp);
    expect(exported.finished).toBe(true);
    const logRes = await exportRoute.GET(new Request(`http://localhost/api/sessions/${body.id}/export?format=log`), params(body.id));
    expect(logRes.headers.get("content-disposition")).toMatch(/attachment; filename=".+\.txt"/);
    expect(await logRes.text()).toBe(s.log);
  });

  it("plays a faction whose id has a dash (made as 'Sky Folk'), named or drawn at random (issue 11)", async () => {
    const loaded = loadPackSource(path.join(import.meta.dirname, "..", "..", "..", "content", "base"));
    if (!loaded.ok) throw new Error("content/base does not load");
    const doc = structuredClone(loaded.doc) as { manifest: { id: string; name: string }; factions: Record<string, unknown> };
    doc.manifest = { ...doc.manifest, id: "sky", name: "Sky" };
    doc.factions["sky-folk"] = { ...(doc.factions.giants as object), name: "Sky Folk" };
    delete doc.factions.giants;
    expect((await packsRoute.POST(json("/api/packs", doc))).status).toBe(201);
    const named = await create({ kind: "play", packId: "sky", map: "base", seed: 5, seats: [{ control: "human", faction: "sky-folk" }, { control: "human", faction: "witches" }] });
    expect(named.status, JSON.stringify(named.body)).toBe(201);
    const s = await session(named.body.id);
    expect(s.log).toContain("setup sky-folk\n");
    const played = await sessionRoute.PUT(json(`/api/sessions/${named.body.id}`, { log: `${s.log}sky-folk: build A6\n`, baseMoves: 0 }, "PUT"), params(named.body.id));
    expect(played.status).toBe(200);
    // Every faction drawn at random: the draw takes sky-folk with some seed, and the game starts.
    let drawn = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const r = await create({ kind: "play", packId: "sky", map: "base", seed, seats: [1, 2, 3, 4, 5].map(() => ({ control: "bot", bot: "random", faction: "random" })) });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      if ((await session(r.body.id)).log.includes("setup sky-folk")) drawn++;
    }
    expect(drawn).toBeGreaterThan(0);
  });

  it("answers 404 for a session that does not exist", async () => {
    expect((await sessionRoute.GET(new Request("http://localhost/api/sessions/x"), params("x"))).status).toBe(404);
    expect((await sessionRoute.DELETE(new Request("http://localhost/api/sessions/x"), params("x"))).status).toBe(404);
  });
});
