/** GET /api/packs/:id/maps/:map/snellman[?revision=N]: a map of the pack in terra.snellman.net's text format. */
import { NextResponse } from "next/server";
import { authorize } from "../../../../../_lib/access";
import { formatSnellmanMap, snellmanMapId } from "@/engine";
import { getRevision } from "@/prisma/packs";

export async function GET(request: Request, ctx: { params: Promise<{ id: string; map: string }> }) {
  const { id, map: mapId } = await ctx.params;
  const allowed = await authorize(request, id, "read");
  if (!allowed.ok) return allowed.response;
  const revision = new URL(request.url).searchParams.get("revision");
  const number = revision === null ? undefined : Number(revision);
  if (number !== undefined && (!Number.isInteger(number) || number < 1))
    return NextResponse.json({ error: "invalid-request", message: "revision must be a positive whole number" }, { status: 422 });
  const doc = await getRevision(id, number);
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
}
