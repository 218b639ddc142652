/** GET /api/lab/impact/:id/games/:index: a continued game's logs under A and B (`{ logA, logB }`), to open one as a playtest. */
import { NextResponse } from "next/server";
import { impactGameLogs } from "@/app/lab/_lib/impact-manager";
import { getLabImpact } from "@/prisma/lab-impact";
import { actorOf, visiblePacks } from "../../../../../_lib/access";
import { handler } from "../../../../../_lib/http";
import { problemResponse } from "../../../../../sessions/_lib/respond";

type Ctx = { params: Promise<{ id: string; index: string }> };

export const GET = handler(async (request: Request, ctx: Ctx) => {
  const { id, index } = await ctx.params;
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  const impact = await getLabImpact(id);
  const visible = await visiblePacks(who.actor);
  const logs = impact && visible(impact.packId) && visible(impact.againstId) && /^\d+$/.test(index) ? await impactGameLogs(id, Number(index)) : undefined;
  if (!logs) return problemResponse({ status: 404, code: "lab/not-found", message: `impact replay "${id}" has no continued game ${index}` });
  return NextResponse.json(logs, { headers: { "cache-control": "no-store" } });
});
