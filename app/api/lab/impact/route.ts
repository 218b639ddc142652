/**
 * POST /api/lab/impact `{ a: { packId, revision }, b: { packId?, revision }, sessions, logs, bot?, seed? }`:
 * start an impact replay — the recorded games (uploaded logs `{ name, log }`, and with `sessions` every
 * stored playtest session of A's pack that has moves) replayed under revision A and revision B
 * (another revision of the same pack, or of a fork) — in the background; 202 with its id. The same
 * replay asked again is the stored one: resumed when games are missing, shown when complete.
 * 422 for a bad body, an empty corpus, more than MAX_IMPACT_GAMES games or revisions of different
 * games; 404 for an unknown or invisible revision. Uploads are at most MAX_IMPACT_UPLOADS logs and
 * MAX_IMPACT_BODY_BYTES together.
 * GET /api/lab/impact: the stored replays the caller may see, newest first, with whether each runs now.
 */
import { NextResponse } from "next/server";
import { z } from "zod";
import { MAX_LOG_BYTES } from "@/lib/playtest/schema";
import { listLabImpacts } from "@/prisma/lab-impact";
import { isImpactRunning, MAX_IMPACT_BODY_BYTES, MAX_IMPACT_UPLOADS, startImpact } from "@/app/lab/_lib/impact-manager";
import { actorOf, requirePack, visiblePacks } from "../../_lib/access";
import { handler, parseEnvelope, readJson, RevisionNumber } from "../../_lib/http";
import { problemResponse } from "../../sessions/_lib/respond";

const ImpactRequestSchema = z.strictObject({
  a: z.strictObject({ packId: z.string().min(1), revision: RevisionNumber }),
  b: z.strictObject({ packId: z.string().min(1).optional(), revision: RevisionNumber }),
  sessions: z.boolean().default(false),
  logs: z.array(z.strictObject({ name: z.string().trim().min(1).max(120), log: z.string().min(1).max(MAX_LOG_BYTES) })).max(MAX_IMPACT_UPLOADS).default([]),
  bot: z.string().min(1).max(40).default("heuristic"),
  seed: z.number().int().min(0).max(0xffffffff).default(1),
});
export type ImpactRequest = z.input<typeof ImpactRequestSchema>;

export const POST = handler(async (request: Request) => {
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  const body = await readJson(request, MAX_IMPACT_BODY_BYTES);
  if (!body.ok) return body.response;
  const parsed = parseEnvelope(ImpactRequestSchema, body.value);
  if (!parsed.ok) return parsed.response;
  const { a, sessions, logs, bot, seed } = parsed.data;
  const b = { packId: parsed.data.b.packId ?? a.packId, revision: parsed.data.b.revision };
  for (const side of [a, b]) {
    const allowed = await requirePack(who.actor, side.packId, "read", "Reading");
    if (!allowed.ok) return allowed.response;
  }
  const started = await startImpact({ a, b, sessions, logs, bot, seed });
  if (!started.ok) return problemResponse(started);
  return NextResponse.json(started, { status: 202 });
});

export const GET = handler(async (request: Request) => {
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  const visible = await visiblePacks(who.actor);
  const impacts = (await listLabImpacts()).filter((i) => visible(i.packId) && visible(i.againstId));
  return NextResponse.json({ impacts: impacts.map((i) => ({ ...i, running: isImpactRunning(i.id) })) }, { headers: { "cache-control": "no-store" } });
});
