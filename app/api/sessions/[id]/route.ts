/**
 * GET /api/sessions/:id: a session with its log, tagged with its version (`ETag`; `If-None-Match`
 * with the current tag answers 304, so open tables can poll cheaply). PUT: save its log (checked with
 * the engine: a log with a refused move gets 422 and is not stored), and its seats or name, based on
 * `baseMoves` (and `baseVersion`): a save over a session that has moved on gets 409 and writes
 * nothing. DELETE: remove it.
 */
import { NextResponse } from "next/server";
import { SaveSessionSchema } from "@/lib/playtest/schema";
import { checkLog, playPack } from "@/app/playtest/_lib/sessions";
import { deleteSession, getSession, saveSession, sessionDocument, sessionVersion } from "@/prisma/sessions";
import { authorizeSession } from "../../_lib/access";
import { handler, parseEnvelope, readJson } from "../../_lib/http";
import { problemResponse } from "../_lib/respond";

type Ctx = { params: Promise<{ id: string }> };

const notFound = (id: string) => problemResponse({ status: 404, code: "session/not-found", message: `no playtest session "${id}"` });

const etagOf = (version: number) => `"v${version}"`;
/** Every read is checked with the server (a tab must never show a cached old position). */
const revalidate = { "cache-control": "no-cache" };

export const GET = handler(async (request: Request, ctx: Ctx) => {
  const { id } = await ctx.params;
  const allowed = await authorizeSession(request, id, "read");
  if (!allowed.ok) return allowed.response;
  const version = await sessionVersion(id);
  if (version === null) return notFound(id);
  const etag = etagOf(version);
  if (request.headers.get("if-none-match")?.split(",").some((t) => t.trim() === etag)) return new NextResponse(null, { status: 304, headers: { etag, ...revalidate } });
  const session = await getSession(id);
  if (!session) return notFound(id);
  return NextResponse.json(session, { headers: { etag: etagOf(session.version), ...revalidate } });
});

export const PUT = handler(async (request: Request, ctx: Ctx) => {
  const { id } = await ctx.params;
  const allowed = await authorizeSession(request, id, "play");
  if (!allowed.ok) return allowed.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const parsed = parseEnvelope(SaveSessionSchema, body.value);
  if (!parsed.ok) return parsed.response;
  const session = await getSession(id);
  const document = await sessionDocument(id);
  if (!session || !document) return notFound(id);
  const pack = await playPack(session.packRevisionId, document);
  if ("ok" in pack) return problemResponse(pack);
  const seats = parsed.data.seats ?? session.seats;
  if (seats.length !== session.seats.length) return problemResponse({ status: 422, code: "session/seat-count", message: `The session has ${session.seats.length} seats` });
  const checked = checkLog(pack, parsed.data.log, seats.length);
  if (!checked.ok) return problemResponse(checked);
  const { log, name, baseMoves, baseVersion } = parsed.data;
  const saved = await saveSession(id, { log, moves: checked.moves, round: checked.round, status: checked.status, seats: parsed.data.seats, name, baseMoves, baseVersion });
  if ("ok" in saved) return problemResponse(saved);
  return NextResponse.json(saved, { headers: { etag: etagOf(saved.version) } });
});

export const DELETE = handler(async (request: Request, ctx: Ctx) => {
  const { id } = await ctx.params;
  const allowed = await authorizeSession(request, id, "play");
  if (!allowed.ok) return allowed.response;
  if (!(await deleteSession(id))) return notFound(id);
  return new NextResponse(null, { status: 204 });
});
