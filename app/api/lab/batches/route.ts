/**
 * GET /api/lab/batches: the balance lab's stored batches, newest first, with whether each runs now.
 * POST /api/lab/batches: start (or resume) a batch on a stored pack revision: `{ packId, revision?,
 * maps, variants, players, bots, rotate, games, seed }`; 202 with its id. The same batch again
 * resumes it: only the games not stored yet are played.
 */
import { NextResponse } from "next/server";
import { StartBatchSchema, isRunning, startBatch } from "@/app/lab/_lib/manager";
import { listLabBatches } from "@/prisma/lab";
import { actorOf, requirePlay, visiblePacks } from "../../_lib/access";
import { handler, parseEnvelope, readJson } from "../../_lib/http";
import { problemResponse } from "../../sessions/_lib/respond";

export const GET = handler(async (request: Request) => {
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  const visible = await visiblePacks(who.actor);
  const batches = (await listLabBatches()).filter((b) => visible(b.packId));
  return NextResponse.json({ batches: batches.map((b) => ({ ...b, running: isRunning(b.id) })) });
});

export const POST = handler(async (request: Request) => {
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const parsed = parseEnvelope(StartBatchSchema, body.value);
  if (!parsed.ok) return parsed.response;
  const allowed = await requirePlay(who.actor, parsed.data.packId);
  if (!allowed.ok) return allowed.response;
  const started = await startBatch(parsed.data);
  if (!started.ok) return problemResponse(started);
  return NextResponse.json(started, { status: 202 });
});
