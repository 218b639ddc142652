/**
 * Content-pack storage: packs are lines of immutable revisions. A save names the head revision it
 * was based on; if another save moved the head first, it gets a conflict and nothing is written.
 * Every document is validated with the engine's schemas before anything is stored.
 */
import {
  gameModule,
  gameOfDocument,
  isPackOf,
  MAX_PACK_BYTES,
  packSchemaUrl,
  SCHEMA_VERSION,
  storedPackSchema,
  validateGamePack,
  type ContentIssue,
  type ContentPack,
  type GamePack,
} from "../engine";
import { db as defaultDb, type Db } from "./db";
import { z } from "zod";
import { jsonText, parseStored } from "./stored";

/** Largest pack document accepted, in bytes of JSON (uploads over it get 413); the engine's constant. */
export { MAX_PACK_BYTES };

/** Largest revision number (the columns are 32-bit integers); a larger one names no revision. */
export const MAX_REVISION = 2 ** 31 - 1;

const isRevisionNumber = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_REVISION;

export interface PackSummary {
  id: string;
  /** The game the pack is for (its manifest.game): the module every page and route dispatches on. */
  game: string;
  name: string;
  description: string;
  version: string;
  headNumber: number;
  updatedAt: Date;
  factions: number;
  maps: number;
  bonusCards: number;
  favorTiles: number;
  scoringTiles: number;
  townTiles: number;
  /** The pack this one extends (its counts are its own entries only). */
  extends?: string;
  /**
   * How many entries each keyed section of the game's packs holds (the module's `pack.sections`):
   * the counts every game has. The Terra Mystica counts above are 0 for a pack of another game.
   */
  sections: Record<string, number>;
}

export interface RevisionInfo {
  number: number;
  parentNumber: number | null;
  note: string;
  createdAt: Date;
  version: string;
}

export interface PackDetail {
  summary: PackSummary;
  revisions: RevisionInfo[];
  /** The head revision's document (a pack of the game `summary.game` names). */
  document: GamePack;
}

export type StoreError =
  | { ok: false; status: 404; code: "pack/not-found"; message: string }
  | { ok: false; status: 403; code: "auth/forbidden"; message: string }
  | { ok: false; status: 409; code: "pack/conflict" | "pack/exists"; message: string; headNumber?: number }
  | { ok: false; status: 413; code: "pack/too-large"; message: string }
  | { ok: false; status: 422; code: "pack/invalid"; message: string; issues: ContentIssue[] };

export type Saved = { ok: true; id: string; number: number; created: boolean };

const SEED_NOTE_PREFIX = "Seeded from content/";

function summarize(pack: { id: string; game: string; name: string; description: string; headNumber: number; updatedAt: Date }, doc: GamePack): PackSummary {
  const own = (section: string) => Object.keys(((doc as Record<string, unknown>)[section] as Record<string, unknown> | undefined) ?? {}).length;
  const tm = isPackOf(doc, "terra-mystica");
  return {
    id: pack.id,
    game: pack.game,
    name: pack.name,
    description: pack.description,
    version: doc.manifest.version,
    headNumber: pack.headNumber,
    updatedAt: pack.updatedAt,
    factions: tm ? own("factions") : 0,
    maps: tm ? own("maps") : 0,
    bonusCards: tm ? own("bonusCards") : 0,
    favorTiles: tm ? own("favorTiles") : 0,
    scoringTiles: tm ? own("scoringTiles") : 0,
    townTiles: tm ? own("townTiles") : 0,
    ...(doc.manifest.extends ? { extends: doc.manifest.extends.id } : {}),
    sections: Object.fromEntries((gameModule(doc.manifest.game)?.pack.sections ?? []).map((section) => [section, own(section)])),
  };
}

/** A stored revision's document as JSON text (then parsed with the schema of the game it names). */
const StoredJson = jsonText(z.unknown());

/**
 * A revision row's document as the engine reads it: JSON of any known format version, migrated and
 * parsed with the pack schema of the game it names; a row that does not parse throws a StoredRowError naming it.
 */
export function revisionDocument(row: { id: string; packId: string; number: number; document: string }): GamePack {
  const ref = { model: "PackRevision", id: row.id, field: "document", label: `pack "${row.packId}" revision ${row.number}` };
  const json = parseStored(StoredJson, row.document, ref);
  return parseStored(storedPackSchema(gameOfDocument(json)), json, ref);
}

async function headDocument(db: Db, packId: string, number: number): Promise<GamePack | undefined> {
  if (!isRevisionNumber(number)) return undefined;
  const rev = await db.packRevision.findUnique({ where: { packId_number: { packId, number } } });
  return rev ? revisionDocument(rev) : undefined;
}

/** One pack: summary, revision history (newest first) and the head document; null when unknown. */
export async function getPack(id: string, db: Db = defaultDb()): Promise<PackDetail | null> {
  const pack = await db.contentPack.findUnique({ where: { id } });
  if (!pack) return null;
  const revisions = await db.packRevision.findMany({
    where: { packId: id },
    orderBy: { number: "desc" },
    select: { number: true, parentNumber: true, note: true, createdAt: true, version: true },
  });
  const document = await headDocument(db, id, pack.headNumber);
  if (!document) return null;
  return { summary: summarize(pack, document), revisions, document };
}

/** Every stored pack with its head document, by name (one read per pack). */
export async function listPackDetails(db: Db = defaultDb()): Promise<Omit<PackDetail, "revisions">[]> {
  const packs = await db.contentPack.findMany({ orderBy: { name: "asc" } });
  const out: Omit<PackDetail, "revisions">[] = [];
  for (const p of packs) {
    const document = await headDocument(db, p.id, p.headNumber);
    if (document) out.push({ summary: summarize(p, document), document });
  }
  return out;
}

/** Every stored pack with its head revision's counts, by name. */
export async function listPacks(db: Db = defaultDb()): Promise<PackSummary[]> {
  return (await listPackDetails(db)).map((p) => p.summary);
}

/** A revision's document (the head when `number` is omitted), or null. */
export async function getRevision(id: string, number?: number, db: Db = defaultDb()): Promise<GamePack | null> {
  const pack = await db.contentPack.findUnique({ where: { id } });
  if (!pack) return null;
  return (await headDocument(db, id, number ?? pack.headNumber)) ?? null;
}

/** The document as exported: with its `$schema` reference. */
export function exportDocument(doc: GamePack, schemaBase = ""): GamePack {
  const { $schema: _drop, ...rest } = doc;
  void _drop;
  return { $schema: `${schemaBase}${packSchemaUrl(doc.manifest.game)}`, ...rest } as GamePack;
}

/** The revision of a pack that was its head at a moment (the last saved by then); its head when it has none that old. */
async function revisionAsOf(id: string, asOf: Date, db: Db): Promise<GamePack | null> {
  const rev = await db.packRevision.findFirst({ where: { packId: id, createdAt: { lte: asOf } }, orderBy: { number: "desc" } });
  return rev ? revisionDocument(rev) : getRevision(id, undefined, db);
}

/**
 * The stored ancestors of a document (its parent, the parent's parent, ...: fire-and-ice extends
 * promo, which extends base), for `validateGamePack`: `resolveParent` hands a parent over resolved
 * (merged with its own ancestors), as a pack folder's would be; `key` names the heads it read;
 * `depth` is how many there are. With `asOf`, the ancestors as they were then (each one's last
 * revision saved by that moment) instead of their heads.
 */
export async function storedAncestors(
  input: unknown,
  db: Db = defaultDb(),
  asOf?: Date,
): Promise<{ resolveParent: (id: string) => GamePack | undefined; parent?: GamePack; key: string; depth: number }> {
  const ancestors = new Map<string, GamePack>();
  const firstId = (input as { manifest?: { extends?: { id?: unknown } } } | null)?.manifest?.extends?.id;
  let parentId = firstId;
  while (typeof parentId === "string" && !ancestors.has(parentId)) {
    const stored = asOf ? await revisionAsOf(parentId, asOf, db) : await getRevision(parentId, undefined, db);
    if (!stored) break;
    ancestors.set(parentId, stored);
    parentId = stored.manifest.extends?.id;
  }
  const resolved = new Map<string, GamePack | undefined>();
  const resolveParent = (id: string): GamePack | undefined => {
    if (resolved.has(id)) return resolved.get(id);
    const doc = ancestors.get(id);
    if (!doc) return undefined;
    resolved.set(id, undefined);
    const v = validateGamePack(doc, { resolveParent });
    resolved.set(id, v.ok ? v.resolved : undefined);
    return resolved.get(id);
  };
  const parent = typeof firstId === "string" ? resolveParent(firstId) : undefined;
  return { resolveParent, parent, key: JSON.stringify([...ancestors.values()].map((d) => d.manifest)), depth: ancestors.size };
}

/**
 * What a revision of a pack inherited when it was saved: its parent resolved with its ancestors as
 * they were then (for the diff of revisions of a pack that extends another); undefined when the
 * revision extends no pack, or its parent is not stored or does not resolve.
 */
export async function inheritedBy(id: string, number: number, db: Db = defaultDb()): Promise<GamePack | undefined> {
  if (!isRevisionNumber(number)) return undefined;
  const rev = await db.packRevision.findUnique({ where: { packId_number: { packId: id, number } } });
  if (!rev) return undefined;
  return (await storedAncestors(revisionDocument(rev), db, rev.createdAt)).parent;
}

/** Validate a document against the schemas, resolving `extends` from the stored packs (every ancestor). */
export async function checkDocument(input: unknown, db: Db = defaultDb()): Promise<{ ok: true; pack: GamePack } | StoreError> {
  const { resolveParent } = await storedAncestors(input, db);
  const result = validateGamePack(input, { resolveParent });
  if (!result.ok)
    return { ok: false, status: 422, code: "pack/invalid", message: `the pack has ${result.issues.length} problem(s)`, issues: result.issues };
  return { ok: true, pack: result.pack };
}

/** Reject documents whose JSON is over the size limit. */
export function checkSize(json: string): StoreError | undefined {
  const bytes = Buffer.byteLength(json, "utf8");
  if (bytes > MAX_PACK_BYTES)
    return { ok: false, status: 413, code: "pack/too-large", message: `the pack is ${bytes} bytes; the limit is ${MAX_PACK_BYTES} bytes` };
  return undefined;
}

function stored(doc: GamePack): string {
  const { $schema: _drop, ...rest } = doc;
  void _drop;
  return JSON.stringify(rest);
}

/**
 * Create a new pack from a valid document (revision 1). Fails with 409 if the id is taken. With
 * `ownerId` (shared-server mode) that person becomes its owner in the same transaction.
 */
export async function createPack(input: unknown, note = "", db: Db = defaultDb(), ownerId?: string): Promise<Saved | StoreError> {
  const checked = await checkDocument(input, db);
  if (!checked.ok) return checked;
  const doc = checked.pack;
  const id = doc.manifest.id;
  try {
    await db.$transaction([
      db.contentPack.create({ data: { id, game: doc.manifest.game, name: doc.manifest.name, description: doc.manifest.description, headNumber: 1 } }),
      db.packRevision.create({
        data: { packId: id, number: 1, schemaVersion: SCHEMA_VERSION, version: doc.manifest.version, document: stored(doc), note },
      }),
      ...(ownerId ? [db.packMember.create({ data: { packId: id, userId: ownerId, role: "owner" } })] : []),
    ]);
  } catch (e) {
    if (isUniqueViolation(e)) return { ok: false, status: 409, code: "pack/exists", message: `a pack with id "${id}" already exists` };
    throw e;
  }
  return { ok: true, id, number: 1, created: true };
}

/**
 * Save a new revision on top of `baseNumber`. If the head is no longer `baseNumber` the save is
 * refused with a conflict (409) and nothing is written.
 */
export async function saveRevision(
  id: string,
  input: unknown,
  options: { baseNumber: number; note?: string },
  db: Db = defaultDb(),
): Promise<Saved | StoreError> {
  const pack = await db.contentPack.findUnique({ where: { id } });
  if (!pack) return { ok: false, status: 404, code: "pack/not-found", message: `no pack "${id}"` };
  const checked = await checkDocument(input, db);
  if (!checked.ok) return checked;
  const doc = checked.pack;
  if (doc.manifest.id !== id)
    return {
      ok: false,
      status: 422,
      code: "pack/invalid",
      message: "the document is for another pack",
      issues: [{ path: "manifest.id", message: `is "${doc.manifest.id}" but the pack is "${id}"`, code: "pack/id-mismatch" }],
    };
  if (doc.manifest.game !== pack.game)
    return {
      ok: false,
      status: 422,
      code: "pack/invalid",
      message: "a pack cannot change its game",
      issues: [{ path: "manifest.game", message: `is "${doc.manifest.game}" but the pack is a ${pack.game} pack: fork it into a new pack instead`, code: "pack/game-mismatch" }],
    };
  const conflict = (): StoreError => ({
    ok: false,
    status: 409,
    code: "pack/conflict",
    message: `revision ${options.baseNumber} is no longer the head of "${id}": someone saved first. Reload, merge your change and save again.`,
  });
  if (pack.headNumber !== options.baseNumber) return { ...conflict(), headNumber: pack.headNumber } as StoreError;
  const number = options.baseNumber + 1;
  try {
    await db.$transaction(async (tx) => {
      const moved = await tx.contentPack.updateMany({
        where: { id, headNumber: options.baseNumber },
        data: { headNumber: number, name: doc.manifest.name, description: doc.manifest.description },
      });
      if (moved.count !== 1) throw new ConflictSignal();
      await tx.packRevision.create({
        data: {
          packId: id,
          number,
          parentNumber: options.baseNumber,
          schemaVersion: SCHEMA_VERSION,
          version: doc.manifest.version,
          document: stored(doc),
          note: options.note ?? "",
        },
      });
    });
  } catch (e) {
    if (e instanceof ConflictSignal || isUniqueViolation(e)) return conflict();
    throw e;
  }
  return { ok: true, id, number, created: false };
}

/**
 * Import a pack file: a new pack (owned by `ownerId` when given), or a new revision on the head of
 * the pack with that id. `mayRevise` decides whether an existing pack may get the revision.
 */
export async function importPack(
  input: unknown,
  note = "Imported",
  db: Db = defaultDb(),
  options: { ownerId?: string; mayRevise?: (packId: string) => Promise<StoreError | undefined> } = {},
): Promise<Saved | StoreError> {
  const checked = await checkDocument(input, db);
  if (!checked.ok) return checked;
  const existing = await db.contentPack.findUnique({ where: { id: checked.pack.manifest.id } });
  if (!existing) return createPack(checked.pack, note, db, options.ownerId);
  const refused = await options.mayRevise?.(existing.id);
  if (refused) return refused;
  return saveRevision(existing.id, checked.pack, { baseNumber: existing.headNumber, note }, db);
}

/**
 * Store a content folder's pack: create it, or add a revision when the content changed and the head
 * was itself seeded (user edits are never overwritten). Returns what it did.
 */
export async function seedPack(doc: GamePack, source: string, db: Db = defaultDb()): Promise<"created" | "updated" | "unchanged" | "kept-user-edits"> {
  const note = `${SEED_NOTE_PREFIX}${source}`;
  const existing = await db.contentPack.findUnique({ where: { id: doc.manifest.id } });
  if (!existing) {
    const r = await createPack(doc, note, db);
    if (!r.ok) throw new Error(`seeding ${doc.manifest.id}: ${r.message}`);
    return "created";
  }
  const head = await db.packRevision.findUnique({ where: { packId_number: { packId: existing.id, number: existing.headNumber } } });
  if (head && head.document === stored(doc)) return "unchanged";
  if (head && !head.note.startsWith(SEED_NOTE_PREFIX)) return "kept-user-edits";
  const r = await saveRevision(existing.id, doc, { baseNumber: existing.headNumber, note }, db);
  if (!r.ok) throw new Error(`seeding ${doc.manifest.id}: ${r.message}`);
  return "updated";
}

class ConflictSignal extends Error {
  constructor() {
    super("head moved");
  }
}

function isUniqueViolation(e: unknown): boolean {
  return typeof e === "object" && e !== null && (e as { code?: string }).code === "P2002";
}

/** A stored document when it is a Terra Mystica pack (for what only Terra Mystica packs have: maps, factions, tiles); undefined otherwise. */
export function terraMysticaDocument(doc: GamePack | null | undefined): ContentPack | undefined {
  return doc && isPackOf(doc, "terra-mystica") ? doc : undefined;
}

/** The Terra Mystica packs of a list (for the pages that list factions, tiles and maps). */
export function onlyTerraMystica<T extends { document: GamePack }>(list: readonly T[]): (T & { document: ContentPack })[] {
  return list.flatMap((p) => {
    const document = terraMysticaDocument(p.document);
    return document ? [{ ...p, document }] : [];
  });
}
