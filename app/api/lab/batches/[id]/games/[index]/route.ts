/** GET /api/lab/batches/:id/games/:index: one game of a batch with its log (to open it as a playtest session). */
import { NextResponse } from "next/server";
import { getLabBatch, labGame } from "@/prisma/lab";
import { actorOf, visiblePacks } from "../../../../../_lib/access";
import { handler } from "../../../../../_lib/http";
import { problemResponse } from "../../../../../sessions/_lib/respond";

type Ctx = { params: Promise<{ id: string; index: string }> };

export const GET = handler(async (request: Request, ctx: Ctx) => {
  const { id, index } = await ctx.params;
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  const batch = await getLabBatch(id);
  const n = Number(index);
  const game = batch && Number.isInteger(n) && n >= 0 && n < 2 ** 31 ? await labGame(id, n) : undefined;
  if (!batch || !game || !(await visiblePacks(who.actor))(batch.packId)) return problemResponse({ status: 404, code: "lab/not-found", message: `no game ${index} in lab batch "${id}"` });
  return NextResponse.json({ packId: batch.packId, revision: batch.spec.pack.revision, game });
});
