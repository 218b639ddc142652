/** GET /api/packs/:id: a pack's summary, revisions and head document. */
import { NextResponse } from "next/server";
import { getPack } from "@/prisma/packs";
import { authorize } from "../../_lib/access";
import { handler } from "../../_lib/http";

export const GET = handler(async (request: Request, ctx: { params: Promise<{ id: string }> }) => {
  const { id } = await ctx.params;
  const allowed = await authorize(request, id, "read");
  if (!allowed.ok) return allowed.response;
  const pack = await getPack(id);
  if (!pack) return NextResponse.json({ error: "pack/not-found", message: `no pack "${id}"` }, { status: 404 });
  return NextResponse.json(pack);
});
