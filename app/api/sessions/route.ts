/**
 * GET /api/sessions[?pack=id]: playtest sessions, latest played first.
 * POST /api/sessions: a new game (`kind: "play"`: pack revision, map, options, seed, seats) or an
 * imported terra.snellman.net log (`kind: "import"`), checked with the engine; 201 with its id. A log
 * refused for options the pack lacks names another stored pack that has them (`suggest`).
 */
import { NextResponse } from "next/server";
import { z } from "zod";
import { CreateSessionSchema } from "@/lib/playtest/schema";
import { importGame, newGame, playPack, suggestPack } from "@/app/playtest/_lib/sessions";
import { createSession, findRevision, listSessions } from "@/prisma/sessions";
import { actorOf, ownerOf, requirePlay, visiblePacks } from "../_lib/access";
import { handler, parseEnvelope, readJson } from "../_lib/http";
import { parseQuery } from "../_lib/query";
import { problemResponse } from "./_lib/respond";

const ListQuery = z.object({ pack: z.string().min(1, "must name a pack").optional() });

export const GET = handler(async (request: Request) => {
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  const query = parseQuery(request, ListQuery);
  if (!query.ok) return query.response;
  const visible = await visiblePacks(who.actor);
  return NextResponse.json({ sessions: (await listSessions({ packId: query.data.pack })).filter((s) => visible(s.packId)) });
});

export const POST = handler(async (request: Request) => {
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const parsed = parseEnvelope(CreateSessionSchema, body.value);
  if (!parsed.ok) return parsed.response;
  const input = parsed.data;
  const allowed = await requirePlay(who.actor, input.packId);
  if (!allowed.ok) return allowed.response;
  const revision = await findRevision(input.packId, input.revision);
  if (!revision) return problemResponse({ status: 404, code: "pack/not-found", message: `no revision ${input.revision ?? "head"} of pack "${input.packId}"` });
  const pack = await playPack(revision.id, revision.document);
  if ("ok" in pack) return problemResponse(pack);
  const made = input.kind === "play" ? newGame(pack, input) : importGame(pack, input);
  if (!made.ok) return problemResponse(input.kind === "import" ? await suggestPack(made, input) : made);
  const created = await createSession({ ...made.session, packId: input.packId, revision: revision.number, ownerId: ownerOf(who.actor) });
  if (!created.ok) return problemResponse(created);
  return NextResponse.json({ id: created.id, name: made.session.name, moves: made.session.moves, status: made.session.status }, { status: 201 });
});
