/**
 * GET /api/packs/:id/export[?revision=N][&format=zip]: the pack as one JSON file with its $schema
 * reference, or as a zip that also holds the JSON Schema, an SVG image and the terra.snellman.net
 * text of each map.
 */
import { NextResponse } from "next/server";
import { authorize } from "../../../_lib/access";
import { exportDocument, getRevision } from "@/prisma/packs";
import { packToZip } from "../../_lib/bundle";

export async function GET(request: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  const allowed = await authorize(request, id, "read");
  if (!allowed.ok) return allowed.response;
  const url = new URL(request.url);
  const revision = url.searchParams.get("revision");
  const format = url.searchParams.get("format") ?? "json";
  if (format !== "json" && format !== "zip") return NextResponse.json({ error: "invalid-request", message: "format must be json or zip" }, { status: 422 });
  const number = revision === null ? undefined : Number(revision);
  if (number !== undefined && (!Number.isInteger(number) || number < 1))
    return NextResponse.json({ error: "invalid-request", message: "revision must be a positive whole number" }, { status: 422 });
  const doc = await getRevision(id, number);
  if (!doc) return NextResponse.json({ error: "pack/not-found", message: `no pack "${id}"${number ? ` revision ${number}` : ""}` }, { status: 404 });
  const name = `${id}-${doc.manifest.version}`;
  if (format === "zip")
    return new NextResponse(Buffer.from(packToZip(doc)), {
      headers: { "content-type": "application/zip", "content-disposition": `attachment; filename="${name}.zip"` },
    });
  const body = JSON.stringify(exportDocument(doc, url.origin), null, 2) + "\n";
  return new NextResponse(body, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${name}.json"`,
    },
  });
}
