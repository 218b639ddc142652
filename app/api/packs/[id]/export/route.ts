/**
 * GET /api/packs/:id/export[?revision=N][&format=zip]: the pack as one JSON file with its $schema
 * reference, or as a zip that also holds the JSON Schema, an SVG image and the terra.snellman.net
 * text of each map.
 */
import { NextResponse } from "next/server";
import { z } from "zod";
import { authorize } from "../../../_lib/access";
import { exportDocument, getRevision } from "@/prisma/packs";
import { packToZip } from "../../_lib/bundle";
import { parseQuery, RevisionParam } from "../../../_lib/query";

const ExportQuery = z.object({
  revision: RevisionParam.optional(),
  format: z.enum(["json", "zip"], "must be json or zip").default("json"),
});
import { handler } from "../../../_lib/http";

export const GET = handler(async (request: Request, ctx: { params: Promise<{ id: string }> }) => {
  const { id } = await ctx.params;
  const allowed = await authorize(request, id, "read");
  if (!allowed.ok) return allowed.response;
  const query = parseQuery(request, ExportQuery);
  if (!query.ok) return query.response;
  const { revision: number, format } = query.data;
  const doc = await getRevision(id, number);
  if (!doc) return NextResponse.json({ error: "pack/not-found", message: `no pack "${id}"${number ? ` revision ${number}` : ""}` }, { status: 404 });
  const name = `${id}-${doc.manifest.version}`;
  if (format === "zip")
    return new NextResponse(Buffer.from(packToZip(doc)), {
      headers: { "content-type": "application/zip", "content-disposition": `attachment; filename="${name}.zip"` },
    });
  const body = JSON.stringify(exportDocument(doc, new URL(request.url).origin), null, 2) + "\n";
  return new NextResponse(body, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${name}.json"`,
    },
  });
});
