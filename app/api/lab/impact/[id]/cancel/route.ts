/** POST /api/lab/impact/:id/cancel: stop a running impact replay after the game in play; the games that ended stay stored (409 when it is not running). */
import { NextResponse } from "next/server";
import { cancelImpact } from "@/app/lab/_lib/impact-manager";
import { getLabImpact } from "@/prisma/lab-impact";
import { actorOf, requirePack } from "../../../../_lib/access";
import { handler } from "../../../../_lib/http";
import { problemResponse } from "../../../../sessions/_lib/respond";

type Ctx = { params: Promise<{ id: string }> };

export const POST = handler(async (request: Request, ctx: Ctx) => {
  const { id } = await ctx.params;
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  const impact = await getLabImpact(id);
  if (!impact) return problemResponse({ status: 404, code: "lab/not-found", message: `no impact replay "${id}"` });
  const allowed = await requirePack(who.actor, impact.packId, "read", "Reading");
  if (!allowed.ok) return allowed.response;
  if (!cancelImpact(id)) return problemResponse({ status: 409, code: "lab/not-running", message: `impact replay ${id} is not running (it is ${impact.status})` });
  return NextResponse.json({ cancelled: true });
});
