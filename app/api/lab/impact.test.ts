// @vitest-environment node
/**
 * The impact replay routes, called as Next calls them, against a temporary SQLite database: base@1
 * and base@2 (SCORE3, played only in tmai-game-a, worth 3 VP a dwelling instead of 2), a stored
 * session of tmai-game-a and two uploaded logs. POST starts the replay in a background
 * `tm lab impact --stored` process; GET /api/lab/impact/:id shows it until it ends.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileCatalog, impactReplay, terraMystica, type ResolvedPack } from "@/engine";
import { createPack, saveRevision } from "@/prisma/packs";
import { createSession } from "@/prisma/sessions";
import { createTestDb } from "@/prisma/testing";
import { loadPackSource, validatePackSource } from "@/scripts/cli/pack-dir";

const test = createTestDb();
process.env.DATABASE_URL = `file:${test.file}`;
// Imported after DATABASE_URL is set, so the handler uses the test database.
const route = await import("./impact/route");
const one = await import("./impact/[id]/route");
const cancel = await import("./impact/[id]/cancel/route");

const ROOT = path.join(import.meta.dirname, "..", "..", "..");
const GAMES = path.join(ROOT, "..", "shared", "games");
const haveShared = fs.existsSync(GAMES);
const read = (name: string) => fs.readFileSync(path.join(GAMES, `${name}.log`), "utf8");
const post = (body: unknown) => route.POST(new Request("http://localhost/api/lab/impact", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }));
const ctx = (id: string) => ({ params: Promise.resolve({ id }) });
const view = async (id: string) => (await one.GET(new Request(`http://localhost/api/lab/impact/${id}`), ctx(id))).json();
/** Poll the replay until its background process has ended. */
async function ended(id: string) {
  for (;;) {
    const v = await view(id);
    if (!v.running) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.skipIf(!haveShared)("POST /api/lab/impact", () => {
  const loaded = loadPackSource(path.join(ROOT, "content", "base"));
  if (!loaded.ok) throw new Error("content/base does not load");
  const changed = structuredClone(loaded.doc) as any;
  changed.scoringTiles.SCORE3.buildVp = { D: 3 };

  beforeAll(async () => {
    expect(await createPack(loaded.doc, "", test.db)).toMatchObject({ ok: true });
    expect(await saveRevision("base", changed, { baseNumber: 1, note: "SCORE3: 3 VP a dwelling" }, test.db)).toMatchObject({ ok: true, number: 2 });
    await createSession({ packId: "base", revision: 1, seed: 1, seats: [{ control: "human" }], log: read("tmai-game-a"), name: "tmai", kind: "import", moves: 383, round: 6, status: "finished" }, test.db);
    await createSession({ packId: "base", revision: 1, seed: 2, seats: [{ control: "human" }], log: "", name: "empty", kind: "play", moves: 0, round: 0, status: "active" }, test.db);
  });
  afterAll(async () => {
    await test.dispose();
  });

  it("replays the pack's sessions and the uploaded logs in the background: only the game playing SCORE3 changed, as the engine says", { timeout: 180_000 }, async () => {
    const logs = ["snellman-testgame1", "snellman-testgame2"].map((name) => ({ name, log: read(name) }));
    const body = { a: { packId: "base", revision: 1 }, b: { revision: 2 }, sessions: true, logs };
    const res = await post(body);
    expect(res.status).toBe(202);
    const started = await res.json();
    expect(started).toMatchObject({ resumed: false, total: 3, running: true });
    const listed = await (await route.GET(new Request("http://localhost/api/lab/impact"))).json();
    expect(listed.impacts).toEqual([expect.objectContaining({ id: started.id, running: true, total: 3, status: "running" })]);
    const v = await ended(started.id);
    expect(v.impact).toMatchObject({ status: "done", stored: 3, spec: { a: { packId: "base", revision: 1 }, b: { packId: "base", revision: 2 }, bot: "heuristic", seed: 1 } });
    expect(v.report.counts).toMatchObject({ unchanged: 2, changed: 1 });
    expect(v.report.games.map((g: { name: string; status: string; index: number }) => [g.index, g.name, g.status])).toEqual([
      [0, "snellman-testgame1", "unchanged"],
      [1, "snellman-testgame2", "unchanged"],
      [2, expect.stringMatching(/^tmai \(/), "changed"],
    ]);
    const v2 = validatePackSource(path.join(ROOT, "content", "base"));
    if (!v2.ok) throw new Error("content/base is invalid");
    const b = structuredClone(v2.resolved) as ResolvedPack;
    b.scoringTiles.SCORE3!.buildVp = { D: 3 };
    const direct = impactReplay(terraMystica, compileCatalog(v2.resolved), compileCatalog(b), [{ name: "tmai", log: read("tmai-game-a") }]);
    expect(v.report.games[2].firstChange).toEqual(direct.games[0]!.firstChange);
    expect(v.report.games[2].players).toEqual(direct.games[0]!.players);
    const changedPlayers = (players: { player: string; changed: number }[]) => players.filter((p) => p.changed > 0).map((p) => p.player);
    expect(changedPlayers(v.report.players)).toEqual(changedPlayers(direct.players));
    expect(changedPlayers(direct.players).length).toBeGreaterThan(0);

    // Asked again: the stored replay, complete, nothing played again.
    const again = await post(body);
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ ok: true, id: started.id, resumed: true, total: 3, running: false });
  });

  it("cancels a running replay: it ends cancelled with the games that ended kept; cancelling it again is a 409", { timeout: 180_000 }, async () => {
    const logs = ["snellman-testgame1", "snellman-testgame2", "tmai-game-a"].map((name) => ({ name, log: read(name) }));
    const started = await (await post({ a: { packId: "base", revision: 1 }, b: { revision: 2 }, logs, seed: 9 })).json();
    expect(started).toMatchObject({ running: true, total: 3 });
    const res = await cancel.POST(new Request(`http://localhost/api/lab/impact/${started.id}/cancel`, { method: "POST" }), ctx(started.id));
    expect(res.status).toBe(200);
    const v = await ended(started.id);
    expect(v.impact.status).toBe("cancelled");
    expect(v.impact.stored).toBeLessThan(3);
    expect(v.report.games).toHaveLength(v.impact.stored);
    expect((await cancel.POST(new Request(`http://localhost/api/lab/impact/${started.id}/cancel`, { method: "POST" }), ctx(started.id))).status).toBe(409);
    expect((await one.GET(new Request("http://localhost/api/lab/impact/nope"), ctx("nope"))).status).toBe(404);
  });

  it("answers 422 for a bad body or no games, 404 for an unknown revision", async () => {
    expect((await post({ a: { packId: "base" }, b: { revision: 2 } })).status).toBe(422);
    const none = await post({ a: { packId: "base", revision: 1 }, b: { revision: 2 }, sessions: false, logs: [] });
    expect(none.status).toBe(422);
    expect((await none.json()).message).toMatch(/no games/);
    const unknown = await post({ a: { packId: "base", revision: 1 }, b: { revision: 7 }, logs: [{ name: "x", log: read("snellman-testgame1") }] });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('B: no revision 7 of pack "base"');
    const bot = await post({ a: { packId: "base", revision: 1 }, b: { revision: 2 }, logs: [{ name: "x", log: read("snellman-testgame1") }], bot: "nobody" });
    expect(bot.status).toBe(422);
    expect((await bot.json()).message).toMatch(/no bot "nobody"/);
    const many = await post({ a: { packId: "base", revision: 1 }, b: { revision: 2 }, logs: Array.from({ length: 501 }, (_, i) => ({ name: `g${i}`, log: "x" })) });
    expect(many.status).toBe(422);
  });
});
