/**
 * Map storage for the map editor. A map lives in a content pack (`maps.<id>` of the pack's head
 * revision); saving it writes a new pack revision on top of the head the designer started from, and
 * a stale head gets a conflict with nothing written. A map that is new, or has errors, is kept as
 * a draft beside its pack: flagged, never part of a revision, so it cannot be played or exported
 * until it is fixed and saved.
 */
import {
  analyzeMap,
  SCHEMA_VERSION,
  TERRA_MYSTICA,
  MapSchema,
  fromZod,
  ID_RULE,
  IdSchema,
  type ContentIssue,
  type ContentPack,
  type MapInput,
} from "../engine";
import { db as defaultDb, type Db } from "./db";
import { createPack, getRevision, saveRevision, terraMysticaDocument, type StoreError } from "./packs";
import { jsonText, parseStored } from "./stored";

/** Where the editor addresses a map: `<pack id>.<map id>` (ids are slugs, so the dot is unambiguous). */
export function mapKey(packId: string, mapId: string): string {
  return `${packId}.${mapId}`;
}

export function parseMapKey(key: string): { packId: string; mapId: string } | undefined {
  const dot = key.indexOf(".");
  if (dot <= 0) return undefined;
  const packId = key.slice(0, dot);
  const mapId = key.slice(dot + 1);
  return IdSchema.safeParse(packId).success && IdSchema.safeParse(mapId).success ? { packId, mapId } : undefined;
}

export interface MapListEntry {
  key: string;
  packId: string;
  packName: string;
  mapId: string;
  name: string;
  description?: string;
  rows: string[];
  offset: "odd" | "even";
  /** In the pack's head revision. */
  inPack: boolean;
  /** A draft exists (it is what the editor opens). */
  draft?: { errors: number; updatedAt: Date };
  /** The pack's own maps are editable; maps it inherits are listed under their own pack. */
  headNumber: number;
}

export interface DraftInfo {
  map: MapInput;
  baseNumber?: number;
  errors: number;
  updatedAt: Date;
}

export interface EditableMap {
  key: string;
  packId: string;
  packName: string;
  mapId: string;
  headNumber: number;
  /** The map in the pack's head revision, if it is there. */
  saved?: MapInput;
  draft?: DraftInfo;
}

export type MapStoreError =
  | StoreError
  | { ok: false; status: 404; code: "map/not-found"; message: string }
  | { ok: false; status: 409; code: "map/exists"; message: string }
  | { ok: false; status: 422; code: "map/invalid"; message: string; issues: ContentIssue[] }
  | {
      ok: false;
      status: 409;
      code: "map/conflict";
      message: string;
      headNumber: number;
      /** The map as the newer head has it (undefined when that revision has no such map). */
      theirs?: MapInput;
      /** The map as the revision the edit started from has it: with `theirs`, what a three-way merge needs. */
      base?: MapInput;
      /** Whether the newer revisions changed this map (not only other parts of the pack). */
      theyChangedThisMap: boolean;
    };

type Packs = Awaited<ReturnType<Db["contentPack"]["findMany"]>>;

/** A draft's map: JSON that passes the map schema (it may have semantic errors). */
const StoredMap = jsonText(MapSchema);

/** A draft row's map; a row that does not parse throws a StoredRowError naming it. */
function draftMap(draft: { id: string; packId: string; mapId: string; document: string }): MapInput {
  return parseStored(StoredMap, draft.document, { model: "MapDraft", id: draft.id, field: "document", label: `draft of map "${mapKey(draft.packId, draft.mapId)}"` });
}

/** Every map of every pack (its own maps, head revision) and every draft, packs by name. */
export async function listMaps(db: Db = defaultDb()): Promise<MapListEntry[]> {
  const packs: Packs = await db.contentPack.findMany({ orderBy: { name: "asc" } });
  const drafts = await db.mapDraft.findMany();
  const out: MapListEntry[] = [];
  for (const pack of packs) {
    const doc = terraMysticaDocument(await getRevision(pack.id, pack.headNumber, db));
    const own = doc?.maps ?? {};
    const packDrafts = drafts.filter((d) => d.packId === pack.id);
    const ids = [...new Set([...Object.keys(own), ...packDrafts.map((d) => d.mapId)])];
    for (const mapId of ids) {
      const draft = packDrafts.find((d) => d.mapId === mapId);
      const map = draft ? draftMap(draft) : own[mapId]!;
      out.push({
        key: mapKey(pack.id, mapId),
        packId: pack.id,
        packName: pack.name,
        mapId,
        name: map.name,
        description: map.description,
        rows: map.rows,
        offset: map.offset ?? "odd",
        inPack: mapId in own,
        draft: draft ? { errors: draft.errors, updatedAt: draft.updatedAt } : undefined,
        headNumber: pack.headNumber,
      });
    }
  }
  return out;
}

/** A map as the editor opens it: the pack's version and the draft, if any; null when neither exists. */
export async function getEditableMap(key: string, db: Db = defaultDb()): Promise<EditableMap | null> {
  const parsed = parseMapKey(key);
  if (!parsed) return null;
  const pack = await db.contentPack.findUnique({ where: { id: parsed.packId } });
  if (!pack) return null;
  const doc = terraMysticaDocument(await getRevision(pack.id, pack.headNumber, db));
  const saved = doc?.maps[parsed.mapId];
  const draft = await db.mapDraft.findUnique({ where: { packId_mapId: parsed } });
  if (!saved && !draft) return null;
  return {
    key,
    packId: pack.id,
    packName: pack.name,
    mapId: parsed.mapId,
    headNumber: pack.headNumber,
    saved,
    draft: draft
      ? { map: draftMap(draft), baseNumber: draft.baseNumber ?? undefined, errors: draft.errors, updatedAt: draft.updatedAt }
      : undefined,
  };
}

/** A map's schema problems, or its semantic errors (what keeps it out of a pack). */
export function mapProblems(input: unknown): { schema: ContentIssue[]; errors: ContentIssue[]; map?: MapInput } {
  const parsed = MapSchema.safeParse(input);
  if (!parsed.success) return { schema: fromZod(parsed.error), errors: [] };
  const map = input as MapInput;
  const errors = analyzeMap(map)
    .findings.filter((f) => f.severity === "error")
    .map((f) => ({ path: f.path, message: f.message, code: f.code }));
  return { schema: [], errors, map };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Save a map into its pack as a new revision on top of `baseNumber`. Refused with 422 when the map
 * has errors (save a draft instead), 409 when the head moved (nothing written; the answer says
 * whether the newer revisions changed this same map). A saved map's draft is deleted.
 */
export async function saveMap(
  key: string,
  input: unknown,
  options: { baseNumber: number; note?: string },
  db: Db = defaultDb(),
): Promise<{ ok: true; number: number } | MapStoreError> {
  const parsed = parseMapKey(key);
  if (!parsed) return { ok: false, status: 404, code: "map/not-found", message: `"${key}" is not a map address (pack.map)` };
  const problems = mapProblems(input);
  if (problems.schema.length > 0 || problems.errors.length > 0) {
    const issues = problems.schema.length > 0 ? problems.schema : problems.errors;
    return { ok: false, status: 422, code: "map/invalid", message: `the map has ${issues.length} problem(s): save it as a draft until they are fixed`, issues };
  }
  const pack = await db.contentPack.findUnique({ where: { id: parsed.packId } });
  if (!pack) return { ok: false, status: 404, code: "pack/not-found", message: `no pack "${parsed.packId}"` };
  if (pack.headNumber !== options.baseNumber) return conflict(db, parsed.packId, parsed.mapId, options.baseNumber, pack.headNumber);
  const head = terraMysticaDocument(await getRevision(pack.id, pack.headNumber, db));
  if (!head) return { ok: false, status: 404, code: "pack/not-found", message: `pack "${parsed.packId}" has no revision ${pack.headNumber} with maps` };
  const doc: ContentPack = { ...head, maps: { ...head.maps, [parsed.mapId]: problems.map! as ContentPack["maps"][string] } };
  const saved = await saveRevision(pack.id, doc, { baseNumber: options.baseNumber, note: options.note ?? `Map ${parsed.mapId} edited` }, db);
  if (!saved.ok) {
    if (saved.status === 409) {
      const now = await db.contentPack.findUnique({ where: { id: parsed.packId } });
      return conflict(db, parsed.packId, parsed.mapId, options.baseNumber, now?.headNumber ?? options.baseNumber + 1);
    }
    return saved;
  }
  await db.mapDraft.deleteMany({ where: parsed });
  return { ok: true, number: saved.number };
}

async function conflict(db: Db, packId: string, mapId: string, baseNumber: number, headNumber: number): Promise<MapStoreError> {
  const [base, head] = (await Promise.all([getRevision(packId, baseNumber, db), getRevision(packId, headNumber, db)])).map(terraMysticaDocument);
  const theirs = head?.maps[mapId];
  const theyChangedThisMap = !sameJson(base?.maps[mapId], theirs);
  return {
    ok: false,
    status: 409,
    code: "map/conflict",
    message: `Revision ${baseNumber} is no longer the head of pack "${packId}": revision ${headNumber} was saved since you opened this map${
      theyChangedThisMap ? ", and it changed this map too" : " (it changed other parts of the pack)"
    }. Your map is kept here; nothing was saved.`,
    headNumber,
    theirs,
    base: base?.maps[mapId],
    theyChangedThisMap,
  };
}

/**
 * Keep a map as a draft beside its pack (it may have errors, not schema problems). Its error count
 * is stored to flag it in lists.
 */
export async function saveDraft(
  key: string,
  input: unknown,
  options: { baseNumber?: number } = {},
  db: Db = defaultDb(),
): Promise<{ ok: true; errors: number } | MapStoreError> {
  const parsed = parseMapKey(key);
  if (!parsed) return { ok: false, status: 404, code: "map/not-found", message: `"${key}" is not a map address (pack.map)` };
  const problems = mapProblems(input);
  if (problems.schema.length > 0)
    return { ok: false, status: 422, code: "map/invalid", message: "a draft must still be a map (fix the schema problems first)", issues: problems.schema };
  const pack = await db.contentPack.findUnique({ where: { id: parsed.packId } });
  if (!pack) return { ok: false, status: 404, code: "pack/not-found", message: `no pack "${parsed.packId}"` };
  const data = { name: problems.map!.name, document: JSON.stringify(problems.map), baseNumber: options.baseNumber ?? null, errors: problems.errors.length };
  await db.mapDraft.upsert({ where: { packId_mapId: parsed }, create: { ...parsed, ...data }, update: data });
  return { ok: true, errors: problems.errors.length };
}

/** Throw a draft away (the pack's version, if any, stays). */
export async function deleteDraft(key: string, db: Db = defaultDb()): Promise<boolean> {
  const parsed = parseMapKey(key);
  if (!parsed) return false;
  return (await db.mapDraft.deleteMany({ where: parsed })).count > 0;
}

/**
 * Start a new map (blank or a copy) as a draft in a pack. With `newPack`, the pack is created first,
 * extending the base game so it needs no rules of its own. Refused when the pack already has a map
 * or a draft with that id.
 */
export async function createMap(
  packId: string,
  mapId: string,
  input: unknown,
  options: { newPack?: { name: string; extends?: string; ownerId?: string } } = {},
  db: Db = defaultDb(),
): Promise<{ ok: true; key: string } | MapStoreError> {
  if (!IdSchema.safeParse(mapId).success || !IdSchema.safeParse(packId).success)
    return {
      ok: false,
      status: 422,
      code: "map/invalid",
      message: `ids must be ${ID_RULE}`,
      issues: [{ path: IdSchema.safeParse(mapId).success ? "packId" : "mapId", message: `must be an id: ${ID_RULE}`, code: "invalid_format" }],
    };
  const key = mapKey(packId, mapId);
  let pack = await db.contentPack.findUnique({ where: { id: packId } });
  if (!pack && options.newPack) {
    const created = await createPack(
      {
        schemaVersion: SCHEMA_VERSION,
        manifest: { id: packId, name: options.newPack.name, version: "0.1.0", game: TERRA_MYSTICA, description: "Maps made in the map editor.", extends: { id: options.newPack.extends ?? "base" } },
      },
      "Created for the map editor",
      db,
      options.newPack.ownerId,
    );
    if (!created.ok) return created;
    pack = await db.contentPack.findUnique({ where: { id: packId } });
  }
  if (!pack) return { ok: false, status: 404, code: "pack/not-found", message: `no pack "${packId}"` };
  if (await getEditableMap(key, db)) return { ok: false, status: 409, code: "map/exists", message: `pack "${packId}" already has a map "${mapId}"` };
  const saved = await saveDraft(key, input, { baseNumber: pack.headNumber }, db);
  return saved.ok ? { ok: true, key } : saved;
}
