/**
 * Balance-lab storage of impact replays: a replay (its packs A and B, options and corpus of recorded
 * games) and each game's result, written as the game ends, so a cancelled or interrupted replay
 * keeps what it did. A replay is found again by its key — the SHA-1 of its options, packs and
 * corpus — so the same replay asked again plays only the games not stored: nothing twice.
 */
import { z } from "zod";
import { gameModule, sha1Hex, type ImpactGame, type ImpactLog } from "../engine";
import { db as defaultDb, type Db } from "./db";
import { stable } from "./lab";
import { jsonText, parseStored, StoredRowError } from "./stored";

export const LAB_IMPACT_STATUSES = ["running", "done", "cancelled", "failed"] as const;
export type LabImpactStatus = (typeof LAB_IMPACT_STATUSES)[number];

const SideSchema = z.strictObject({ packId: z.string().min(1), revision: z.number().int().positive().optional(), version: z.string() });
/** What an impact replay compares: revision A and B, the bot that plays on and its first seed. */
export const LabImpactSpecSchema = z.strictObject({
  a: SideSchema,
  b: SideSchema,
  bot: z.string().min(1),
  seed: z.number().int().min(0),
  confidence: z.number().gt(0).lt(1),
});
export type LabImpactSpec = z.infer<typeof LabImpactSpecSchema>;

const CorpusSchema = z.array(z.strictObject({ name: z.string(), log: z.string(), source: z.string().optional() })) satisfies z.ZodType<ImpactLog[]>;
const IMPACT_GAME_STATUSES = ["unchanged", "changed", "continued", "unplayable", "failed"] as const;
/** A stored game's result: the fields lists and statistics read are checked, the rest kept as written. */
const StoredGame = jsonText(
  z.looseObject({
    name: z.string(),
    status: z.enum(IMPACT_GAME_STATUSES),
    moves: z.number(),
    finished: z.boolean(),
    players: z.array(z.looseObject({ player: z.string(), a: z.number(), b: z.number().optional(), aContinued: z.number().optional(), delta: z.number().optional() })),
  }),
);

export interface LabImpactSummary {
  id: string;
  key: string;
  game: string;
  packId: string;
  againstId: string;
  spec: LabImpactSpec;
  total: number;
  /** Games stored so far. */
  stored: number;
  status: LabImpactStatus;
  error?: string;
  createdAt: Date;
  updatedAt: Date;
}

type Row = { id: string; key: string; game: string; packId: string; againstId: string; spec: string; total: number; status: string; error: string | null; createdAt: Date; updatedAt: Date };

function summaryOf(row: Row, stored: number): LabImpactSummary {
  const ref = { model: "LabImpact", id: row.id, field: "spec" };
  return {
    id: row.id,
    key: row.key,
    game: row.game,
    packId: row.packId,
    againstId: row.againstId,
    spec: parseStored(jsonText(LabImpactSpecSchema), row.spec, ref),
    total: row.total,
    stored,
    status: parseStored(z.enum(LAB_IMPACT_STATUSES), row.status, { ...ref, field: "status" }),
    ...(row.error ? { error: row.error } : {}),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const SUMMARY = { id: true, key: true, game: true, packId: true, againstId: true, spec: true, total: true, status: true, error: true, createdAt: true, updatedAt: true, _count: { select: { games: true } } } as const;

/** The key of an impact replay: the same options, packs and corpus are the same replay. */
export function labImpactKey(input: { spec: LabImpactSpec; packA: unknown; packB: unknown; corpus: readonly ImpactLog[] }): string {
  const hash = (v: unknown) => sha1Hex(JSON.stringify(stable(v)));
  const { a, b, ...options } = input.spec;
  return hash({ a: { packId: a.packId, revision: a.revision }, b: { packId: b.packId, revision: b.revision }, options, packA: hash(input.packA), packB: hash(input.packB), corpus: hash(input.corpus) });
}

/**
 * The stored replay with these options, packs and corpus (set back to running when some of its
 * games are missing) with the indices of the games it has, or a new one.
 */
export async function openLabImpact(
  input: { game: string; spec: LabImpactSpec; packA: unknown; packB: unknown; corpus: readonly ImpactLog[] },
  db: Db = defaultDb(),
): Promise<{ impact: LabImpactSummary; storedIndices: Set<number>; resumed: boolean }> {
  if (input.corpus.length === 0) throw new RangeError("an impact replay needs at least one game");
  const key = labImpactKey(input);
  const existing = await db.labImpact.findUnique({ where: { key }, select: { id: true } });
  const id =
    existing?.id ??
    (
      await db.labImpact.create({
        data: {
          key,
          game: input.game,
          packId: input.spec.a.packId,
          againstId: input.spec.b.packId,
          spec: JSON.stringify(input.spec),
          packA: JSON.stringify(input.packA),
          packB: JSON.stringify(input.packB),
          corpus: JSON.stringify(input.corpus),
          total: input.corpus.length,
        },
        select: { id: true },
      })
    ).id;
  const games = await db.labImpactGame.findMany({ where: { impactId: id }, select: { index: true } });
  if (existing && games.length < input.corpus.length) await db.labImpact.update({ where: { id }, data: { status: "running", error: null } });
  const impact = (await getLabImpact(id, db))!;
  return { impact, storedIndices: new Set(games.map((g) => g.index)), resumed: !!existing };
}

/**
 * What the replay needs to run: the spec, the packs A and B checked by the game's own validation,
 * the corpus and the indices already stored (undefined when there is no such replay).
 */
export async function labImpactToRun(id: string, db: Db = defaultDb()): Promise<{ game: string; spec: LabImpactSpec; packA: unknown; packB: unknown; corpus: ImpactLog[]; storedIndices: Set<number> } | undefined> {
  const row = await db.labImpact.findUnique({ where: { id } });
  if (!row) return undefined;
  const ref = { model: "LabImpact", id };
  const spec = parseStored(jsonText(LabImpactSpecSchema), row.spec, { ...ref, field: "spec" });
  const game = gameModule(row.game);
  if (!game) throw new StoredRowError({ ...ref, field: "game" }, [{ path: "", message: `no game module "${row.game}"`, code: "lab/no-game" }]);
  const pack = (field: "packA" | "packB") => {
    const v = game.pack.validate(parseStored(jsonText(z.unknown()), row[field], { ...ref, field }));
    if (!v.ok) throw new StoredRowError({ ...ref, field }, v.issues);
    return v.resolved;
  };
  const corpus = parseStored(jsonText(CorpusSchema), row.corpus, { ...ref, field: "corpus" });
  const games = await db.labImpactGame.findMany({ where: { impactId: id }, select: { index: true } });
  return { game: row.game, spec, packA: pack("packA"), packB: pack("packB"), corpus, storedIndices: new Set(games.map((g) => g.index)) };
}

/** Store one game's result (a game stored twice keeps the first: the same index is the same game). */
export async function saveLabImpactGame(impactId: string, index: number, game: ImpactGame, db: Db = defaultDb()): Promise<void> {
  const data = { impactId, index, name: game.name, status: game.status, result: JSON.stringify(game) };
  await db.labImpactGame.upsert({ where: { impactId_index: { impactId, index } }, create: data, update: {} });
}

/** Mark a replay done, cancelled or failed (with why). */
export async function finishLabImpact(id: string, status: Exclude<LabImpactStatus, "running">, error?: string, db: Db = defaultDb()): Promise<void> {
  await db.labImpact.update({ where: { id }, data: { status, error: error ?? null } });
}

/** One replay, or undefined. */
export async function getLabImpact(id: string, db: Db = defaultDb()): Promise<LabImpactSummary | undefined> {
  const r = await db.labImpact.findUnique({ where: { id }, select: SUMMARY });
  return r ? summaryOf(r, r._count.games) : undefined;
}

/** Replays, newest first, with how many games each has stored. */
export async function listLabImpacts(db: Db = defaultDb(), take = 50): Promise<LabImpactSummary[]> {
  const rows = await db.labImpact.findMany({ orderBy: { createdAt: "desc" }, select: SUMMARY, take });
  return rows.map((r) => summaryOf(r, r._count.games));
}

/** The games a replay has stored, in corpus order, with their index. */
export async function labImpactGames(id: string, db: Db = defaultDb()): Promise<(ImpactGame & { index: number })[]> {
  const rows = await db.labImpactGame.findMany({ where: { impactId: id }, orderBy: { index: "asc" } });
  return rows.map((r) => ({ ...(parseStored(StoredGame, r.result, { model: "LabImpactGame", id: r.id, field: "result", label: `game ${r.index} of impact replay ${id}` }) as unknown as ImpactGame), index: r.index }));
}
