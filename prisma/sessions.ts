/**
 * Playtest session storage: a game played (or imported) with one stored pack revision — its seed,
 * who sits at each seat, and its log in terra.snellman.net notation. The log is checked with the
 * engine by the caller before it is stored; here it is kept with the progress shown in lists (moves
 * played, round reached, finished or not). A branch is a new session that continues an earlier point
 * of another one; the old line is kept. Every save names the version it was based on (the number of
 * moves it started from, and optionally the version number), and loses to any save that came first.
 */
import { z } from "zod";
import type { GamePack } from "../engine";
import { StoredSeatSchema, type StoredSeat } from "../lib/playtest/schema";
import { db as defaultDb, type Db } from "./db";
import { MAX_REVISION, revisionDocument } from "./packs";
import { jsonText, parseStored } from "./stored";

export const SESSION_KINDS = ["play", "import"] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
export const SESSION_STATUSES = ["active", "finished"] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export type { StoredSeat };

export interface SessionSummary {
  id: string;
  name: string;
  kind: SessionKind;
  status: SessionStatus;
  packId: string;
  packName: string;
  revision: number;
  seed: number;
  seats: StoredSeat[];
  /** Factions in seating order, as far as they are picked (read off the log's setup lines). */
  factions: string[];
  moves: number;
  round: number;
  /** Saves so far: the optimistic-concurrency token (each save adds 1). */
  version: number;
  parentId?: string;
  branchAt?: number;
  /** Who started it (shared-server mode). */
  ownerId?: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface SessionDetail extends SessionSummary {
  log: string;
  packRevisionId: string;
}

export interface Progress {
  moves: number;
  round: number;
  status: SessionStatus;
}

export interface NewSession extends Progress {
  packId: string;
  revision: number;
  seed: number;
  seats: StoredSeat[];
  log: string;
  name: string;
  kind: SessionKind;
  parentId?: string;
  branchAt?: number;
  /** Who starts it (shared-server mode). */
  ownerId?: string;
}

export type SessionError =
  | { ok: false; status: 404; code: "session/not-found" | "pack/not-found"; message: string }
  | { ok: false; status: 409; code: "session/conflict"; message: string; moves: number; version: number; baseMoves: number; baseVersion?: number };

/** What a save was based on: the moves the edit started from, and the version when the client knows it. */
export interface SaveBase {
  baseMoves: number;
  baseVersion?: number;
}

/** Factions named by a log's `setup <faction>` lines, in order. */
export function factionsOfLog(log: string): string[] {
  const out: string[] = [];
  for (const line of log.split("\n")) {
    const m = line.match(/^\s*setup\s+([\w-]+)/i);
    if (m) out.push(m[1]!.toLowerCase());
  }
  return out;
}

type Row = {
  id: string;
  name: string;
  kind: string;
  status: string;
  seed: string;
  seats: string;
  log: string;
  moves: number;
  round: number;
  version: number;
  parentId: string | null;
  branchAt: number | null;
  ownerId: string | null;
  packRevisionId: string;
  createdAt: Date;
  updatedAt: Date;
  packRevision: { number: number; pack: { id: string; name: string } };
};

/** The columns of a session row that hold more than plain text and numbers, each as the studio writes it. */
const StoredColumns = {
  seed: z.string().regex(/^\d+$/, "must be a whole number").transform(Number),
  seats: jsonText(z.array(StoredSeatSchema).min(1, "a session has at least one seat")),
  kind: z.enum(SESSION_KINDS),
  status: z.enum(SESSION_STATUSES),
};

/** A session row's stored columns parsed; a column that does not parse throws a StoredRowError naming it. */
function storedColumns(row: Pick<Row, "id" | "seed" | "seats" | "kind" | "status">) {
  const at = (field: keyof typeof StoredColumns) => ({ model: "PlaytestSession", id: row.id, field });
  return {
    seed: parseStored(StoredColumns.seed, row.seed, at("seed")),
    seats: parseStored(StoredColumns.seats, row.seats, at("seats")),
    kind: parseStored(StoredColumns.kind, row.kind, at("kind")),
    status: parseStored(StoredColumns.status, row.status, at("status")),
  };
}

const withPack = { packRevision: { select: { number: true, pack: { select: { id: true, name: true } } } } } as const;

function summary(row: Row): SessionSummary {
  const { seed, seats, kind, status } = storedColumns(row);
  return {
    id: row.id,
    name: row.name,
    kind,
    status,
    packId: row.packRevision.pack.id,
    packName: row.packRevision.pack.name,
    revision: row.packRevision.number,
    seed,
    seats,
    factions: factionsOfLog(row.log),
    moves: row.moves,
    round: row.round,
    version: row.version,
    ...(row.parentId ? { parentId: row.parentId } : {}),
    ...(row.branchAt !== null ? { branchAt: row.branchAt } : {}),
    ...(row.ownerId ? { ownerId: row.ownerId } : {}),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The stored revision a session plays with: its row id and document; null when the pack or revision is unknown. */
export async function findRevision(packId: string, number: number | undefined, db: Db = defaultDb()): Promise<{ id: string; number: number; document: GamePack } | null> {
  const pack = await db.contentPack.findUnique({ where: { id: packId } });
  if (!pack || (number !== undefined && !(Number.isInteger(number) && number >= 1 && number <= MAX_REVISION))) return null;
  const row = await db.packRevision.findUnique({ where: { packId_number: { packId, number: number ?? pack.headNumber } } });
  return row ? { id: row.id, number: row.number, document: revisionDocument(row) } : null;
}

export async function createSession(input: NewSession, db: Db = defaultDb()): Promise<{ ok: true; id: string } | SessionError> {
  const revision = await findRevision(input.packId, input.revision, db);
  if (!revision) return { ok: false, status: 404, code: "pack/not-found", message: `no revision ${input.revision} of pack "${input.packId}"` };
  const row = await db.playtestSession.create({
    data: {
      packRevisionId: revision.id,
      seed: String(input.seed),
      seats: JSON.stringify(input.seats),
      log: input.log,
      name: input.name,
      kind: input.kind,
      status: input.status,
      moves: input.moves,
      round: input.round,
      parentId: input.parentId,
      branchAt: input.branchAt,
      ownerId: input.ownerId,
    },
  });
  return { ok: true, id: row.id };
}

/** Sessions, most recently played first; only one pack's when `packId` is given. */
export async function listSessions(filter: { packId?: string } = {}, db: Db = defaultDb()): Promise<SessionSummary[]> {
  const rows = await db.playtestSession.findMany({
    where: filter.packId ? { packRevision: { packId: filter.packId } } : {},
    orderBy: { updatedAt: "desc" },
    include: withPack,
  });
  return rows.map(summary);
}

export async function getSession(id: string, db: Db = defaultDb()): Promise<SessionDetail | null> {
  const row = await db.playtestSession.findUnique({ where: { id }, include: withPack });
  if (!row) return null;
  return { ...summary(row), log: row.log, packRevisionId: row.packRevisionId };
}

/** The document of the revision a session plays with. */
export async function sessionDocument(id: string, db: Db = defaultDb()): Promise<GamePack | null> {
  const row = await db.playtestSession.findUnique({ where: { id }, select: { packRevision: true } });
  return row ? revisionDocument(row.packRevision) : null;
}

/** The pack a session plays and who started it, or null when there is no such session (for access checks). */
export async function sessionOwnership(id: string, db: Db = defaultDb()): Promise<{ packId: string; ownerId?: string } | null> {
  const row = await db.playtestSession.findUnique({ where: { id }, select: { ownerId: true, packRevision: { select: { packId: true } } } });
  return row ? { packId: row.packRevision.packId, ...(row.ownerId ? { ownerId: row.ownerId } : {}) } : null;
}

/** A session's version, or null when there is no such session (a cheap read for polling). */
export async function sessionVersion(id: string, db: Db = defaultDb()): Promise<number | null> {
  const row = await db.playtestSession.findUnique({ where: { id }, select: { version: true } });
  return row?.version ?? null;
}

/**
 * Store a session's log (checked by the caller) with its progress; seats and name when given. The
 * write happens only if the session still has the moves (and version) the save was based on: one
 * conditional update, so of two saves on the same base exactly one wins; the other is a conflict.
 */
export async function saveSession(
  id: string,
  update: Progress & SaveBase & { log: string; seats?: StoredSeat[]; name?: string },
  db: Db = defaultDb(),
): Promise<SessionDetail | SessionError> {
  const { baseMoves, baseVersion } = update;
  const { written, row } = await db.$transaction(async (tx) => {
    const written = await tx.playtestSession.updateMany({
      where: { id, moves: baseMoves, ...(baseVersion !== undefined ? { version: baseVersion } : {}) },
      data: {
        log: update.log,
        moves: update.moves,
        round: update.round,
        status: update.status,
        version: { increment: 1 },
        ...(update.seats ? { seats: JSON.stringify(update.seats) } : {}),
        ...(update.name !== undefined ? { name: update.name } : {}),
      },
    });
    const row = await tx.playtestSession.findUnique({ where: { id }, include: withPack });
    return { written, row };
  });
  if (!row) return { ok: false, status: 404, code: "session/not-found", message: `no playtest session "${id}"` };
  if (written.count === 0) {
    const now = row.moves === baseMoves ? `it was saved again since (version ${row.version}, not ${baseVersion})` : `it has ${row.moves === 1 ? "1 move" : `${row.moves} moves`} now`;
    return {
      ok: false,
      status: 409,
      code: "session/conflict",
      message: `This game was changed in another tab or browser: ${now}, and this edit started from ${baseMoves}. Nothing was saved; load the latest moves and play on from there.`,
      moves: row.moves,
      version: row.version,
      baseMoves,
      ...(baseVersion !== undefined ? { baseVersion } : {}),
    };
  }
  return { ...summary(row), log: row.log, packRevisionId: row.packRevisionId };
}

/** Delete a session; its branches stay (they forget their parent). */
export async function deleteSession(id: string, db: Db = defaultDb()): Promise<boolean> {
  const gone = await db.playtestSession.deleteMany({ where: { id } });
  return gone.count > 0;
}
