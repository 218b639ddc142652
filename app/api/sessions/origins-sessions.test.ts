// @vitest-environment node
/** Playtest sessions of an Origins pack through the API: new games (solo to 4 seats), saves checked in Origins notation, stale saves, branches, export. */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { origins as game } from "@/engine";
import { createTestDb } from "@/prisma/testing";
import { loadGamePackSource } from "@/scripts/cli/pack-dir";

const test = createTestDb();
process.env.DATABASE_URL = `file:${test.file}`;

const packsRoute = await import("../packs/route");
const sessionsRoute = await import("./route");
const sessionRoute = await import("./[id]/route");
const branchRoute = await import("./[id]/branch/route");
const exportRoute = await import("./[id]/export/route");

const content = (name: string) => {
  const loaded = loadGamePackSource(path.join(import.meta.dirname, "..", "..", "..", "content", name));
  if (!loaded.ok) throw new Error(`content/${name} does not load`);
  return loaded.doc as Record<string, unknown>;
};
const originsDoc = content("origins");
const catalog = game.pack.compile(originsDoc as never);

const json = (url: string, body: unknown, method = "POST") => new Request(`http://localhost${url}`, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const params = (id: string) => ({ params: Promise.resolve({ id }) });

async function create(body: unknown) {
  const res = await sessionsRoute.POST(json("/api/sessions", body));
  return { status: res.status, body: await res.json() };
}
const session = async (id: string) => (await sessionRoute.GET(new Request(`http://localhost/api/sessions/${id}`), params(id))).json();

/** The log after `n` moves, each the first legal move of whoever is to move. */
function firstMoves(players: number, seed: number, n: number): string {
  const created = game.setup.create(catalog, { players, seed });
  if (!created.ok) throw new Error(created.message);
  let state = created.state;
  const moves = [];
  for (let i = 0; i < n; i++) {
    const player = game.moves.toMove(state)[0]!;
    const move = game.moves.legal(catalog, state, player)[0]!;
    const r = game.moves.apply(catalog, state, move);
    if (!r.ok) throw new Error(r.message);
    state = r.state;
    moves.push(move);
  }
  return game.notation.formatLog({ players, seed }, moves);
}

const onePersonTwoBots = { kind: "play", game: "origins", packId: "origins", seed: 77, seats: [{ control: "human", name: "Ann" }, { control: "bot" }, { control: "bot", bot: "random" }] };

describe("Origins playtest sessions", () => {
  beforeAll(async () => {
    expect((await packsRoute.POST(json("/api/packs", originsDoc))).status).toBe(201);
    expect((await packsRoute.POST(json("/api/packs", content("base")))).status).toBe(201);
  });
  afterAll(async () => {
    await test.dispose();
  });

  it("creates a game of one person and two bots: its log is the setup line, its seats say who plays", async () => {
    const { status, body } = await create(onePersonTwoBots);
    expect(status).toBe(201);
    expect(body).toMatchObject({ moves: 0, status: "active" });
    const s = await session(body.id);
    expect(s.log).toBe("origins players 3 seed 77\n");
    expect(s.seats).toEqual([
      { control: "human", name: "Ann" },
      { control: "bot", bot: "heuristic", name: "Bot 2" },
      { control: "bot", bot: "random", name: "Bot 3" },
    ]);
    expect(s.name).toBe("Origins · 3 players · 2 bots");
  });

  it("creates a solo game (one seat)", async () => {
    const { status, body } = await create({ ...onePersonTwoBots, seats: [{ control: "human" }] });
    expect(status).toBe(201);
    expect((await session(body.id)).log).toBe("origins players 1 seed 77\n");
  });

  it("refuses five seats, a missing seed and a Terra Mystica field, naming the field", async () => {
    const five = await create({ ...onePersonTwoBots, seats: Array.from({ length: 5 }, () => ({ control: "bot" })) });
    expect(five.status).toBe(422);
    expect(JSON.stringify(five.body)).toContain("seats");
    const { seed: _seed, ...noSeed } = onePersonTwoBots;
    void _seed;
    const missing = await create(noSeed);
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body)).toContain("seed");
    const map = await create({ ...onePersonTwoBots, map: "base" });
    expect(map.status).toBe(422);
    expect(JSON.stringify(map.body)).toContain("map");
  });

  it("imports an Origins log with an Origins pack; a bad line is refused with its number and reason; a log of the other game is told so at its first line", async () => {
    const log = firstMoves(2, 9, 12);
    const made = await create({ kind: "import", packId: "origins", log: `# an Origins game\n${log}` });
    expect(made.status).toBe(201);
    expect(await session(made.body.id)).toMatchObject({ kind: "import", moves: 12, log });
    const lines = log.trimEnd().split("\n");
    const bad = await create({ kind: "import", packId: "origins", log: [...lines.slice(0, 5), "p1: jump 3", ...lines.slice(5)].join("\n") });
    expect(bad).toMatchObject({ status: 422, body: { line: 6, message: expect.stringMatching(/^Line 6: unknown move "jump"/) } });
    const illegal = await create({ kind: "import", packId: "origins", log: [...lines.slice(0, 3), "p2: pass"].join("\n") });
    expect(illegal).toMatchObject({ status: 422, body: { line: 4, message: expect.stringMatching(/^Line 4: p2: pass: /) } });
    const other = await create({ kind: "import", packId: "base", log });
    expect(other).toMatchObject({ status: 422, body: { line: 1, message: "Line 1: this is a log of Origins: First Builders, and the pack is for Terra Mystica: choose a pack of Origins: First Builders" } });
    const tm = await create({ kind: "import", packId: "origins", log: "score SCORE1,SCORE2\nsetup witches\nsetup nomads\n" });
    expect(tm).toMatchObject({ status: 422, body: { line: 1, message: expect.stringMatching(/^Line 1: this is a log of Terra Mystica, and the pack is for Origins/) } });
  });

  it("refuses a new game whose game is not the pack's, either way round", async () => {
    const onBase = await create({ ...onePersonTwoBots, packId: "base" });
    expect(onBase).toMatchObject({ status: 422, body: { error: "setup/wrong-game" } });
    expect(onBase.body.message).toMatch(/pack is for Terra Mystica.*asks for Origins/);
    const tmOnOrigins = await create({ kind: "play", packId: "origins", map: "base", seed: 1, seats: [{ control: "human", faction: "witches" }, { control: "bot", faction: "random" }] });
    expect(tmOnOrigins).toMatchObject({ status: 422, body: { error: "setup/wrong-game" } });
  });

  it("saves moves checked in Origins notation, refuses an illegal one with its line, and a stale save with 409", async () => {
    const { body } = await create(onePersonTwoBots);
    const two = firstMoves(3, 77, 2);
    const saved = await sessionRoute.PUT(json(`/api/sessions/${body.id}`, { log: two, baseMoves: 0 }, "PUT"), params(body.id));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ moves: 2, version: 1 });
    const bad = await sessionRoute.PUT(json(`/api/sessions/${body.id}`, { log: `${two}p1: tower R\n`, baseMoves: 2 }, "PUT"), params(body.id));
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ line: 4 });
    const stale = await sessionRoute.PUT(json(`/api/sessions/${body.id}`, { log: firstMoves(3, 77, 1), baseMoves: 0, baseVersion: 0 }, "PUT"), params(body.id));
    expect(stale.status).toBe(409);
    expect((await session(body.id)).log).toBe(two);
    const wrongPlayers = await sessionRoute.PUT(json(`/api/sessions/${body.id}`, { log: "origins players 2 seed 77\n", baseMoves: 2, baseVersion: 1 }, "PUT"), params(body.id));
    expect(wrongPlayers.status).toBe(422);
    expect(await wrongPlayers.json()).toMatchObject({ error: "log/player-count" });
  });

  it("branches after a move and exports the state with the round and the scores", async () => {
    const { body } = await create(onePersonTwoBots);
    const three = firstMoves(3, 77, 3);
    expect((await sessionRoute.PUT(json(`/api/sessions/${body.id}`, { log: three, baseMoves: 0 }, "PUT"), params(body.id))).status).toBe(200);
    const branched = await branchRoute.POST(json(`/api/sessions/${body.id}/branch`, { at: 1 }), params(body.id));
    expect(branched.status).toBe(201);
    const branch = await session((await branched.json()).id);
    expect(branch.log).toBe(firstMoves(3, 77, 1));
    expect(branch.moves).toBe(1);
    const exported = await exportRoute.GET(new Request(`http://localhost/api/sessions/${body.id}/export?format=state`), params(body.id));
    expect(exported.status).toBe(200);
    const state = await exported.json();
    expect(state.session.moves).toBe(3);
    expect(state.scores.map((s: { player: string }) => s.player)).toEqual(["p1", "p2", "p3"]);
  });
});
