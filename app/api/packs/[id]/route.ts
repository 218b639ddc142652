/** GET /api/packs/:id: a pack's summary, revisions and head document. */
import { NextResponse } from "next/server";
import { getPack } from "@/prisma/packs";

export async function GET(_request: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  const pack = await getPack(id);
  if (!pack) return NextResponse.json({ error: "pack/not-found", message: `no pack "${id}"` }, { status: 404 });
  return NextResponse.json(pack);
}
