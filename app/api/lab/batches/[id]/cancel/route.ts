/** POST /api/lab/batches/:id/cancel: stop a running batch; the games that ended stay stored (409 when it is not running). */
import { NextResponse } from "next/server";
import { cancelBatch } from "@/app/lab/_lib/manager";
import { getLabBatch } from "@/prisma/lab";
import { actorOf, requirePlay } from "../../../../_lib/access";
import { handler } from "../../../../_lib/http";
import { problemResponse } from "../../../../sessions/_lib/respond";

type Ctx = { params: Promise<{ id: string }> };

export const POST = handler(async (request: Request, ctx: Ctx) => {
  const { id } = await ctx.params;
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  const batch = await getLabBatch(id);
  if (!batch) return problemResponse({ status: 404, code: "lab/not-found", message: `no lab batch "${id}"` });
  const allowed = await requirePlay(who.actor, batch.packId);
  if (!allowed.ok) return allowed.response;
  if (!cancelBatch(id)) return problemResponse({ status: 409, code: "lab/not-running", message: `batch ${id} is not running (it is ${batch.status})` });
  return NextResponse.json({ cancelled: true });
});
