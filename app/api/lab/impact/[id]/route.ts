/** GET /api/lab/impact/:id: an impact replay's status, live progress (games/s, ETA) and the report of its stored games (continuation logs left out). */
import { NextResponse } from "next/server";
import { impactView } from "@/app/lab/_lib/impact-manager";
import { actorOf, visiblePacks } from "../../../_lib/access";
import { handler } from "../../../_lib/http";
import { problemResponse } from "../../../sessions/_lib/respond";

type Ctx = { params: Promise<{ id: string }> };

export const GET = handler(async (request: Request, ctx: Ctx) => {
  const { id } = await ctx.params;
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  const view = await impactView(id);
  const visible = await visiblePacks(who.actor);
  if (!view || !visible(view.impact.packId) || !visible(view.impact.againstId)) return problemResponse({ status: 404, code: "lab/not-found", message: `no impact replay "${id}"` });
  return NextResponse.json(view, { headers: { "cache-control": "no-store" } });
});
