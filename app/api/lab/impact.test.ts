// @vitest-environment node
/**
 * POST /api/lab/impact, called as Next calls it, against a temporary SQLite database: base@1 and
 * base@2 (SCORE3, played only in tmai-game-a, worth 3 VP a dwelling instead of 2), a stored session
 * of tmai-game-a and two uploaded logs.
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

const ROOT = path.join(import.meta.dirname, "..", "..", "..");
const GAMES = path.join(ROOT, "..", "shared", "games");
const haveShared = fs.existsSync(GAMES);
const read = (name: string) => fs.readFileSync(path.join(GAMES, `${name}.log`), "utf8");
const post = (body: unknown) => route.POST(new Request("http://localhost/api/lab/impact", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }));

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

  it("replays the pack's sessions and the uploaded logs: only the game playing SCORE3 changed, as the engine says", { timeout: 120_000 }, async () => {
    const logs = ["snellman-testgame1", "snellman-testgame2"].map((name) => ({ name, log: read(name) }));
    const res = await post({ a: { packId: "base", revision: 1 }, b: { revision: 2 }, sessions: true, logs });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ a: { packId: "base", revision: 1 }, b: { packId: "base", revision: 2 }, bot: "heuristic", seed: 1, counts: { unchanged: 2, changed: 1 } });
    expect(body.games.map((g: { name: string; status: string; source?: string }) => [g.name, g.status])).toEqual([
      ["snellman-testgame1", "unchanged"],
      ["snellman-testgame2", "unchanged"],
      [expect.stringMatching(/^tmai \(/), "changed"],
    ]);
    const v = validatePackSource(path.join(ROOT, "content", "base"));
    if (!v.ok) throw new Error("content/base is invalid");
    const b = structuredClone(v.resolved) as ResolvedPack;
    b.scoringTiles.SCORE3!.buildVp = { D: 3 };
    const direct = impactReplay(terraMystica, compileCatalog(v.resolved), compileCatalog(b), [{ name: "tmai", log: read("tmai-game-a") }]);
    expect(body.games[2].firstChange).toEqual(direct.games[0]!.firstChange);
    expect(body.games[2].players).toEqual(direct.games[0]!.players);
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
  });
});
