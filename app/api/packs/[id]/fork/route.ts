/**
 * POST /api/packs/:id/fork: a new pack with all the content of pack :id (its head, or `revision`).
 * Body: `{ id, name, description?, revision? }`. 201 with the new pack's id; 409 if the id is taken.
 */
import { NextResponse } from "next/server";
import { z } from "zod";
import { forkPack, IdSchema } from "@/engine";
import { createPack, getRevision } from "@/prisma/packs";
import { authorize, ownerOf } from "../../../_lib/access";
import { handler, parseEnvelope, readJson, RevisionNumber, storeError } from "../../../_lib/http";

const ForkRequest = z.strictObject({
  id: IdSchema.describe("Id of the new pack."),
  name: z.string().trim().min(1, "give the new pack a name").max(120).describe("Display name of the new pack."),
  description: z.string().max(5000).optional(),
  revision: RevisionNumber.optional().describe("The revision to fork (default: the head)."),
});

export const POST = handler(async (request: Request, ctx: { params: Promise<{ id: string }> }) => {
  const { id } = await ctx.params;
  const allowed = await authorize(request, id, "read");
  if (!allowed.ok) return allowed.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const envelope = parseEnvelope(ForkRequest, body.value);
  if (!envelope.ok) return envelope.response;
  const { revision, ...manifest } = envelope.data;
  const source = await getRevision(id, revision);
  if (!source) return NextResponse.json({ error: "pack/not-found", message: `no pack "${id}"${revision ? ` revision ${revision}` : ""}` }, { status: 404 });
  const fork = forkPack(source, { ...manifest, revision });
  const saved = await createPack(fork, `Forked from ${id}${revision ? `@${revision}` : ""}`, undefined, ownerOf(allowed.actor));
  if (!saved.ok) return storeError(saved);
  return NextResponse.json(saved, { status: 201 });
});
