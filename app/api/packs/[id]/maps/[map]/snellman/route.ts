/** GET /api/packs/:id/maps/:map/snellman[?revision=N]: a map of the pack in terra.snellman.net's text format. */
import { NextResponse } from "next/server";
import { z } from "zod";
import { authorize } from "../../../../../_lib/access";
import { formatSnellmanMap, snellmanMapId } from "@/engine";
import { getRevision, terraMysticaDocument } from "@/prisma/packs";
import { parseQuery, RevisionParam } from "../../../../../_lib/query";

const MapQuery = z.object({ revision: RevisionParam.optional() });
import { handler } from "../../../../../_lib/http";

export const GET = handler(async (request: Request, ctx: { params: Promise<{ id: string; map: string }> }) => {
  const { id, map: mapId } = await ctx.params;
  const allowed = await authorize(request, id, "read");
  if (!allowed.ok) return allowed.response;
  const query = parseQuery(request, MapQuery);
  if (!query.ok) return query.response;
  const number = query.data.revision;
  const doc = terraMysticaDocument(await getRevision(id, number));
  const map = doc && Object.hasOwn(doc.maps, mapId) ? doc.maps[mapId] : undefined;
  if (!doc || !map) return NextResponse.json({ error: "pack/not-found", message: `no map "${mapId}" in pack "${id}"` }, { status: 404 });
  const text = formatSnellmanMap(map);
  if (!text.ok) return NextResponse.json({ error: text.code, message: text.message }, { status: 422 });
  return new NextResponse(`# ${map.name} (${id}/${mapId}), terra.snellman.net map id ${snellmanMapId(map)}\n${text.text}`, {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "content-disposition": `attachment; filename="${id}-${mapId}.snellman.txt"`,
    },
  });
});
