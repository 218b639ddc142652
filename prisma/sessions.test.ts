// @vitest-environment node
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { validatePack, type ContentPack } from "../engine";
import { loadPackSource, resolveFromContentRoot } from "../scripts/cli/pack-dir";
import type { Db } from "./db";
import { createPack, saveRevision, terraMysticaDocument as tm } from "./packs";
import { createSession, deleteSession, factionsOfLog, findRevision, getSession, listSessions, saveSession, sessionDocument, type NewSession } from "./sessions";
import { StoredRowError } from "./stored";
import { createTestDb } from "./testing";

function basePack(): ContentPack {
  const loaded = loadPackSource(path.join(import.meta.dirname, "..", "content", "base"));
  if (!loaded.ok) throw new Error("content/base does not load");
  const v = validatePack(loaded.doc, { resolveParent: resolveFromContentRoot });
  if (!v.ok) throw new Error("content/base is invalid");
  return v.pack;
}

const LOG = "score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6\nsetup witches\nsetup nomads\n";

function game(overrides: Partial<NewSession> = {}): NewSession {
  return {
    packId: "base",
    revision: 1,
    seed: 42,
    seats: [{ control: "human", name: "Ann" }, { control: "bot", bot: "heuristic" }],
    log: LOG,
    name: "Witches against a bot",
    kind: "play",
    moves: 0,
    round: 0,
    status: "active",
    ...overrides,
  };
}

describe("playtest session storage", () => {
  let db: Db;
  let dispose: () => Promise<void>;
  const base = basePack();

  beforeEach(async () => {
    ({ db, dispose } = createTestDb());
    await createPack(base, "Created", db);
  });
  afterEach(async () => {
    await dispose();
  });

  it("stores a session with its pack revision, seed, seats and log, and reads it back", async () => {
    const created = await createSession(game(), db);
    expect(created.ok).toBe(true);
    const id = (created as { id: string }).id;
    const s = await getSession(id, db);
    expect(s).toMatchObject({
      id,
      packId: "base",
      revision: 1,
      seed: 42,
      name: "Witches against a bot",
      kind: "play",
      status: "active",
      log: LOG,
      factions: ["witches", "nomads"],
      seats: [{ control: "human", name: "Ann" }, { control: "bot", bot: "heuristic" }],
    });
    expect((await sessionDocument(id, db))!.manifest.id).toBe("base");
  });

  it("refuses a session on a revision that does not exist", async () => {
    expect(await createSession(game({ revision: 9 }), db)).toMatchObject({ ok: false, status: 404, code: "pack/not-found" });
    expect(await createSession(game({ packId: "nope" }), db)).toMatchObject({ ok: false, status: 404 });
    expect(await db.playtestSession.count()).toBe(0);
  });

  it("plays with the revision it was started on, not the pack's newest", async () => {
    const changed = structuredClone(base);
    changed.factions.witches!.startingResources.coins = 99;
    expect((await saveRevision("base", changed, { baseNumber: 1 }, db)).ok).toBe(true);
    const id = ((await createSession(game(), db)) as { id: string }).id;
    expect((await findRevision("base", undefined, db))!.number).toBe(2);
    expect(tm(await sessionDocument(id, db))!.factions.witches!.startingResources.coins).toBe(15);
  });

  it("saves the log with the progress and lists the latest played first", async () => {
    const a = ((await createSession(game({ name: "A" }), db)) as { id: string }).id;
    const b = ((await createSession(game({ name: "B" }), db)) as { id: string }).id;
    await new Promise((r) => setTimeout(r, 5));
    const saved = await saveSession(a, { log: `${LOG}witches: build F4\n`, moves: 1, round: 0, status: "active", seats: [{ control: "bot", bot: "random" }, { control: "bot" }], baseMoves: 0 }, db);
    expect(saved).toMatchObject({ moves: 1, seats: [{ control: "bot", bot: "random" }, { control: "bot" }] });
    expect((await getSession(a, db))!.log).toMatch(/witches: build F4/);
    expect((await listSessions({}, db)).map((s) => s.name)).toEqual(["A", "B"]);
    await saveSession(b, { log: LOG, moves: 200, round: 6, status: "finished", baseMoves: 0 }, db);
    expect((await listSessions({}, db))[0]).toMatchObject({ name: "B", status: "finished", round: 6, moves: 200 });
    expect(await listSessions({ packId: "other" }, db)).toEqual([]);
  });

  it("answers not found when saving a session that does not exist", async () => {
    expect(await saveSession("missing", { log: LOG, moves: 0, round: 0, status: "active", baseMoves: 0 }, db)).toMatchObject({ ok: false, status: 404, code: "session/not-found" });
  });

  it("writes a save only over the moves and version it was based on, counting versions", async () => {
    const id = ((await createSession(game(), db)) as { id: string }).id;
    const one = { log: `${LOG}witches: build F4\n`, moves: 1, round: 0, status: "active" as const };
    expect(await saveSession(id, { ...one, baseMoves: 0, baseVersion: 0 }, db)).toMatchObject({ moves: 1, version: 1 });
    expect(await saveSession(id, { ...one, log: `${LOG}witches: build A3\n`, baseMoves: 0 }, db)).toMatchObject({ ok: false, status: 409, code: "session/conflict", moves: 1, version: 1 });
    expect(await saveSession(id, { ...one, log: `${LOG}witches: build A3\n`, baseMoves: 1, baseVersion: 0 }, db)).toMatchObject({ ok: false, status: 409 });
    expect(await getSession(id, db)).toMatchObject({ log: one.log, version: 1 });
  });

  it("keeps a branch when the session it came from is deleted", async () => {
    const parent = ((await createSession(game(), db)) as { id: string }).id;
    const branch = ((await createSession(game({ parentId: parent, branchAt: 12, name: "branch" }), db)) as { id: string }).id;
    expect(await getSession(branch, db)).toMatchObject({ parentId: parent, branchAt: 12 });
    expect(await deleteSession(parent, db)).toBe(true);
    expect(await deleteSession(parent, db)).toBe(false);
    const kept = await getSession(branch, db);
    expect(kept?.name).toBe("branch");
    expect(kept?.parentId).toBeUndefined();
  });

  it("reads the factions off a log's setup lines", () => {
    expect(factionsOfLog("option shipping-bonus\nSetup Witches\nsetup nomads # later\nwitches: build F4")).toEqual(["witches", "nomads"]);
  });

  it("parses a session's stored columns when read, and names the row and column of one that does not parse", async () => {
    const id = ((await createSession(game(), db)) as { id: string }).id;
    const damage = async (data: Record<string, string>) => db.playtestSession.update({ where: { id }, data });
    await damage({ seats: JSON.stringify([{ control: "robot" }]) });
    await expect(getSession(id, db)).rejects.toBeInstanceOf(StoredRowError);
    await expect(getSession(id, db)).rejects.toThrow(`PlaytestSession ${id}, column seats: 0.control:`);
    await expect(listSessions({}, db)).rejects.toThrow(`PlaytestSession ${id}, column seats`);
    await damage({ seats: "[{" });
    await expect(getSession(id, db)).rejects.toThrow(/column seats: is not JSON/);
    await damage({ seats: JSON.stringify(game().seats), seed: "forty-two" });
    await expect(getSession(id, db)).rejects.toThrow(`PlaytestSession ${id}, column seed: must be a whole number`);
    await damage({ seed: "42", kind: "tournament" });
    await expect(getSession(id, db)).rejects.toThrow(`PlaytestSession ${id}, column kind:`);
    await damage({ kind: "play" });
    expect(await getSession(id, db)).toMatchObject({ seed: 42, kind: "play" });
  });

  it("names the pack revision of a session whose document does not parse", async () => {
    const id = ((await createSession(game(), db)) as { id: string }).id;
    await db.packRevision.updateMany({ where: { packId: "base" }, data: { document: "[]" } });
    await expect(sessionDocument(id, db)).rejects.toThrow(/pack "base" revision 1 \(PackRevision \w+\), column document: a content pack must be a JSON object/);
    await expect(findRevision("base", 1, db)).rejects.toBeInstanceOf(StoredRowError);
  });
});
