/** GET /api/packs/:id/export[?revision=N]: the pack as one JSON file with its $schema reference. */
import { NextResponse } from "next/server";
import { exportDocument, getRevision } from "@/prisma/packs";

export async function GET(request: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  const url = new URL(request.url);
  const revision = url.searchParams.get("revision");
  const number = revision === null ? undefined : Number(revision);
  if (number !== undefined && (!Number.isInteger(number) || number < 1))
    return NextResponse.json({ error: "invalid-request", message: "revision must be a positive whole number" }, { status: 422 });
  const doc = await getRevision(id, number);
  if (!doc) return NextResponse.json({ error: "pack/not-found", message: `no pack "${id}"${number ? ` revision ${number}` : ""}` }, { status: 404 });
  const body = JSON.stringify(exportDocument(doc, url.origin), null, 2) + "\n";
  return new NextResponse(body, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${id}-${doc.manifest.version}.json"`,
    },
  });
}
