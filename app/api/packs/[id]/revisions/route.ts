/**
 * POST /api/packs/:id/revisions: save a new revision.
 * Body: `{ baseNumber, note?, document }`. A stale `baseNumber` gets 409 and nothing is written.
 */
import { NextResponse } from "next/server";
import { z } from "zod";
import { saveRevision } from "@/prisma/packs";
import { authorize } from "../../../_lib/access";
import { handler, parseEnvelope, readJson, RevisionNumber, storeError } from "../../../_lib/http";

const SaveRequest = z.strictObject({
  baseNumber: RevisionNumber.describe("The head revision the edit started from."),
  note: z.string().max(2000).optional().describe("What changed."),
  document: z.unknown().refine((v) => v !== undefined, "the pack document is required"),
});

export const POST = handler(async (request: Request, ctx: { params: Promise<{ id: string }> }) => {
  const { id } = await ctx.params;
  const allowed = await authorize(request, id, "edit", "Saving a revision");
  if (!allowed.ok) return allowed.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const envelope = parseEnvelope(SaveRequest, body.value);
  if (!envelope.ok) return envelope.response;
  const saved = await saveRevision(id, envelope.data.document, { baseNumber: envelope.data.baseNumber, note: envelope.data.note });
  if (!saved.ok) return storeError(saved);
  return NextResponse.json(saved, { status: 201 });
});
