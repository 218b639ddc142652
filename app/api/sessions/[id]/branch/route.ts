/**
 * POST /api/sessions/:id/branch `{ at }`: a new session that continues this one after its first `at`
 * moves (same pack revision, seed and seats); this session's line is kept. 201 with the new id.
 */
import { NextResponse } from "next/server";
import { BranchSchema } from "@/lib/playtest/schema";
import { branchLog, playPack } from "@/app/playtest/_lib/sessions";
import { createSession, getSession, sessionDocument } from "@/prisma/sessions";
import { authorizeSession, ownerOf, requirePlay } from "../../../_lib/access";
import { handler, parseEnvelope, readJson } from "../../../_lib/http";
import { problemResponse } from "../../_lib/respond";

export const POST = handler(async (request: Request, ctx: { params: Promise<{ id: string }> }) => {
  const { id } = await ctx.params;
  const allowed = await authorizeSession(request, id, "read");
  if (!allowed.ok) return allowed.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const parsed = parseEnvelope(BranchSchema, body.value);
  if (!parsed.ok) return parsed.response;
  const session = await getSession(id);
  const document = await sessionDocument(id);
  if (!session || !document) return problemResponse({ status: 404, code: "session/not-found", message: `no playtest session "${id}"` });
  // A branch is a new game: whoever may start games of the pack may branch one they can watch.
  const mayPlay = await requirePlay(allowed.actor, session.packId);
  if (!mayPlay.ok) return mayPlay.response;
  const pack = await playPack(session.packRevisionId, document);
  if ("ok" in pack) return problemResponse(pack);
  const at = parsed.data.at;
  const branch = branchLog(pack, session.log, at, session.seats.length);
  if (!branch.ok) return problemResponse(branch);
  const created = await createSession({
    packId: session.packId,
    revision: session.revision,
    seed: session.seed,
    seats: session.seats,
    log: branch.log,
    name: `${session.name.replace(/ \(branch at move \d+\)$/, "")} (branch at move ${at})`,
    kind: session.kind,
    parentId: session.id,
    branchAt: at,
    ownerId: ownerOf(allowed.actor),
    moves: branch.moves,
    round: branch.round,
    status: branch.status,
  });
  if (!created.ok) return problemResponse(created);
  return NextResponse.json({ id: created.id }, { status: 201 });
});
