/** GET /api/lab/batches/:id: a batch's status, live progress, statistics from its stored games, and its games (without logs). */
import { NextResponse } from "next/server";
import { batchView } from "@/app/lab/_lib/manager";
import { actorOf, visiblePacks } from "../../../_lib/access";
import { handler } from "../../../_lib/http";
import { problemResponse } from "../../../sessions/_lib/respond";

type Ctx = { params: Promise<{ id: string }> };

export const GET = handler(async (request: Request, ctx: Ctx) => {
  const { id } = await ctx.params;
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  const view = await batchView(id);
  if (!view || !(await visiblePacks(who.actor))(view.batch.packId)) return problemResponse({ status: 404, code: "lab/not-found", message: `no lab batch "${id}"` });
  return NextResponse.json(view, { headers: { "cache-control": "no-cache" } });
});
