/**
 * PUT /api/maps/:pack.:map/draft: keep the map as a draft beside its pack (errors allowed, schema
 * problems not). Body: `{ map, baseNumber? }`. DELETE: throw the draft away.
 */
import { NextResponse } from "next/server";
import { z } from "zod";
import { deleteDraft, saveDraft } from "@/prisma/maps";
import { authorizeMap } from "../../../_lib/access";
import { decodeParam, handler, parseEnvelope, readJson, RevisionNumber } from "../../../_lib/http";
import { mapError } from "../../respond";

const DraftRequest = z.strictObject({
  map: z.unknown().refine((v) => v !== undefined, "the map is required"),
  baseNumber: RevisionNumber.optional(),
});

export const PUT = handler(async (request: Request, ctx: { params: Promise<{ id: string }> }) => {
  const { id } = await ctx.params;
  const allowed = await authorizeMap(request, decodeParam(id), "edit", "Saving a map draft");
  if (!allowed.ok) return allowed.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const envelope = parseEnvelope(DraftRequest, body.value);
  if (!envelope.ok) return envelope.response;
  const saved = await saveDraft(decodeParam(id), envelope.data.map, { baseNumber: envelope.data.baseNumber });
  if (!saved.ok) return mapError(saved);
  return NextResponse.json(saved);
});

export const DELETE = handler(async (request: Request, ctx: { params: Promise<{ id: string }> }) => {
  const { id } = await ctx.params;
  const allowed = await authorizeMap(request, decodeParam(id), "edit", "Throwing a map draft away");
  if (!allowed.ok) return allowed.response;
  return NextResponse.json({ deleted: await deleteDraft(decodeParam(id)) });
});
