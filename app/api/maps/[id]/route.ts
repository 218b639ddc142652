/**
 * GET /api/maps/:pack.:map: the map as the editor opens it (pack version, draft, head revision).
 * PUT: save it into its pack as a new revision. Body: `{ baseNumber, map, note? }`. A map with
 * errors gets 422 (save a draft instead); a stale `baseNumber` gets 409 with the newer head's map.
 */
import { NextResponse } from "next/server";
import { z } from "zod";
import { getEditableMap, saveMap } from "@/prisma/maps";
import { authorizeMap } from "../../_lib/access";
import { decodeParam, handler, parseEnvelope, readJson, RevisionNumber } from "../../_lib/http";
import { mapError } from "../respond";

const SaveRequest = z.strictObject({
  baseNumber: RevisionNumber.describe("The pack revision the edit started from."),
  map: z.unknown().refine((v) => v !== undefined, "the map is required"),
  note: z.string().max(2000).optional(),
});

export const GET = handler(async (request: Request, ctx: { params: Promise<{ id: string }> }) => {
  const { id } = await ctx.params;
  const allowed = await authorizeMap(request, decodeParam(id), "read");
  if (!allowed.ok) return allowed.response;
  const map = await getEditableMap(decodeParam(id));
  if (!map) return NextResponse.json({ error: "map/not-found", message: `no map "${id}"` }, { status: 404 });
  return NextResponse.json(map);
});

export const PUT = handler(async (request: Request, ctx: { params: Promise<{ id: string }> }) => {
  const { id } = await ctx.params;
  const allowed = await authorizeMap(request, decodeParam(id), "edit", "Saving a map");
  if (!allowed.ok) return allowed.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const envelope = parseEnvelope(SaveRequest, body.value);
  if (!envelope.ok) return envelope.response;
  const saved = await saveMap(decodeParam(id), envelope.data.map, { baseNumber: envelope.data.baseNumber, note: envelope.data.note });
  if (!saved.ok) return mapError(saved);
  return NextResponse.json(saved, { status: 201 });
});
