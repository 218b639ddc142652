/**
 * POST /api/lab/impact `{ a: { packId, revision }, b: { packId?, revision }, sessions, logs, bot?, seed? }`:
 * an impact replay — the recorded games (uploaded logs `{ name, log }`, and with `sessions` every
 * stored playtest session of A's pack that has moves) replayed under revision A and revision B
 * (another revision of the same pack, or of a fork): per game the first move that changed and the VP
 * per faction, per faction the mean delta with its 95% interval (`impactReplay`). 422 for a bad
 * body, an empty corpus or revisions of different games; 404 for an unknown or invisible revision.
 * Runs in the request (the corpus is capped at MAX_IMPACT_GAMES games).
 */
import { NextResponse } from "next/server";
import { z } from "zod";
import { GAMES, impactReplay, type ImpactLog } from "@/engine";
import { logsFromSessions } from "@/lib/lab/impact-corpus";
import { MAX_LOG_BYTES } from "@/lib/playtest/schema";
import { db } from "@/prisma/db";
import { findRevision } from "@/prisma/sessions";
import { playPack } from "@/app/playtest/_lib/sessions";
import { actorOf, requirePack } from "../../_lib/access";
import { handler, parseEnvelope, readJson, RevisionNumber } from "../../_lib/http";

/** Games one request replays at most (each continued game is a whole bot game, twice). */
export const MAX_IMPACT_GAMES = 40;

const ImpactRequestSchema = z.strictObject({
  a: z.strictObject({ packId: z.string().min(1), revision: RevisionNumber }),
  b: z.strictObject({ packId: z.string().min(1).optional(), revision: RevisionNumber }),
  sessions: z.boolean().default(false),
  logs: z.array(z.strictObject({ name: z.string().trim().min(1).max(120), log: z.string().min(1).max(MAX_LOG_BYTES) })).max(MAX_IMPACT_GAMES).default([]),
  bot: z.string().min(1).max(40).default("heuristic"),
  seed: z.number().int().min(0).max(0xffffffff).default(1),
});
export type ImpactRequest = z.input<typeof ImpactRequestSchema>;

const unprocessable = (message: string) => NextResponse.json({ error: "impact/invalid", message }, { status: 422 });

export const POST = handler(async (request: Request) => {
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  const body = await readJson(request, MAX_IMPACT_GAMES * MAX_LOG_BYTES);
  if (!body.ok) return body.response;
  const parsed = parseEnvelope(ImpactRequestSchema, body.value);
  if (!parsed.ok) return parsed.response;
  const { a, sessions, logs, bot, seed } = parsed.data;
  const b = { packId: parsed.data.b.packId ?? a.packId, revision: parsed.data.b.revision };
  const sides = [];
  for (const [label, side] of [["A", a], ["B", b]] as const) {
    const allowed = await requirePack(who.actor, side.packId, "read", "Reading");
    if (!allowed.ok) return allowed.response;
    const revision = await findRevision(side.packId, side.revision);
    if (!revision) return NextResponse.json({ error: "pack/not-found", message: `${label}: no revision ${side.revision} of pack "${side.packId}"` }, { status: 404 });
    const pack = await playPack(revision.id, revision.document);
    if ("ok" in pack) return NextResponse.json({ error: pack.code, message: `${label}: ${pack.message}` }, { status: pack.status });
    sides.push({ ...side, version: revision.document.manifest.version, pack });
  }
  const [onA, onB] = sides as [(typeof sides)[number], (typeof sides)[number]];
  if (onA.pack.game !== onB.pack.game) return unprocessable(`A and B are packs of different games: an impact replay compares two revisions of one game`);
  const corpus: ImpactLog[] = [...logs, ...(sessions ? await logsFromSessions(a.packId, db()) : [])];
  if (corpus.length === 0) return unprocessable(sessions ? `no games: pack "${a.packId}" has no playtest sessions with moves, and no logs were uploaded` : "no games: upload logs or include the pack's playtest sessions");
  if (corpus.length > MAX_IMPACT_GAMES) return unprocessable(`${corpus.length} games: one impact replay takes at most ${MAX_IMPACT_GAMES}`);
  const game = GAMES[onA.pack.game];
  try {
    const report = impactReplay(game, onA.pack.catalog, onB.pack.catalog, corpus, { bot, seed });
    const side = (s: typeof onA) => ({ packId: s.packId, revision: s.revision, version: s.version });
    return NextResponse.json({ a: side(onA), b: side(onB), bot, seed, ...report }, { headers: { "cache-control": "no-store" } });
  } catch (e) {
    if (e instanceof RangeError) return unprocessable(e.message);
    throw e;
  }
});
