/**
 * GET /api/sessions/:id/export?format=log|state: the game log in its game's notation (a text file),
 * or the state it leads to as JSON: for Terra Mystica the summary in terra.snellman.net's result
 * shape and each player's VP by source; for Origins the round, final scoring, winners and scores;
 * and the full engine state.
 */
import { NextResponse } from "next/server";
import { z } from "zod";
import { origins, summarize } from "@/engine";
import { playLine, readLog } from "@/lib/playtest/game";
import { playPack } from "@/app/playtest/_lib/sessions";
import { getSession, sessionDocument } from "@/prisma/sessions";
import { authorizeSession } from "../../../_lib/access";
import { parseQuery } from "../../../_lib/query";
import { problemResponse } from "../../_lib/respond";

const ExportQuery = z.object({ format: z.enum(["log", "state"], "must be log or state").default("log") });
import { handler } from "../../../_lib/http";

function fileName(name: string): string {
  return name.replace(/[^\w.-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60) || "playtest";
}

export const GET = handler(async (request: Request, ctx: { params: Promise<{ id: string }> }) => {
  const { id } = await ctx.params;
  const allowed = await authorizeSession(request, id, "read");
  if (!allowed.ok) return allowed.response;
  const query = parseQuery(request, ExportQuery);
  if (!query.ok) return query.response;
  const { format } = query.data;
  const session = await getSession(id);
  const document = await sessionDocument(id);
  if (!session || !document) return problemResponse({ status: 404, code: "session/not-found", message: `no playtest session "${id}"` });
  const base = fileName(session.name);
  if (format === "log")
    return new NextResponse(session.log, { headers: { "content-type": "text/plain; charset=utf-8", "content-disposition": `attachment; filename="${base}.txt"` } });
  const pack = await playPack(session.packRevisionId, document);
  if ("ok" in pack) return problemResponse(pack);
  if (pack.game === "origins") {
    const played = origins.notation.replay(session.log, pack.catalog);
    if (!played.ok) return problemResponse({ status: 422, code: played.code, message: played.message });
    const { state } = played;
    const body = {
      session: { id: session.id, name: session.name, pack: session.packId, revision: session.revision, seed: session.seed, moves: played.moves.length },
      round: state.round,
      final: state.final,
      winners: state.winners?.map((seat) => state.players[seat]!.id),
      scores: origins.views.scores(state),
      state,
    };
    return new NextResponse(JSON.stringify(body, null, 2) + "\n", {
      headers: { "content-type": "application/json; charset=utf-8", "content-disposition": `attachment; filename="${base}-state.json"` },
    });
  }
  const read = readLog(pack.catalog, session.log);
  if (!read.ok) return problemResponse({ status: 422, code: read.code, message: read.message });
  const played = playLine(pack.catalog, read.setup, read.moves);
  const state = played.states[played.states.length - 1];
  if (!state) return problemResponse({ status: 422, code: "session/not-started", message: "The game has not started: factions are still being picked" });
  const body = {
    session: { id: session.id, name: session.name, pack: session.packId, revision: session.revision, seed: session.seed, moves: read.moves.length },
    ...summarize(state),
    vpSources: Object.fromEntries(state.players.map((p) => [p.faction, p.vpSources])),
    state,
  };
  return new NextResponse(JSON.stringify(body, null, 2) + "\n", {
    headers: { "content-type": "application/json; charset=utf-8", "content-disposition": `attachment; filename="${base}-state.json"` },
  });
});
