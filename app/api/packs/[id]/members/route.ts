/**
 * GET /api/packs/:id/members: who may do what with the pack (any member may look; a shared pack has
 * none). POST `{ email, role }`: an owner gives an existing person a role. Shared-server mode only.
 */
import { NextResponse } from "next/server";
import { z } from "zod";
import { addMember, listMembers, PACK_ROLES } from "@/prisma/members";
import { sharedMode } from "@/auth/mode";
import { authorize, singleUser } from "../../../_lib/access";
import { handler, parseEnvelope, readJson } from "../../../_lib/http";

const AddMemberRequest = z.strictObject({
  email: z.string().trim().min(1, "give the person's email").max(254),
  role: z.enum(PACK_ROLES),
});

export const GET = handler(async (request: Request, ctx: { params: Promise<{ id: string }> }) => {
  if (!sharedMode()) return singleUser();
  const { id } = await ctx.params;
  const allowed = await authorize(request, id, "read");
  if (!allowed.ok) return allowed.response;
  return NextResponse.json({ members: await listMembers(id) });
});

export const POST = handler(async (request: Request, ctx: { params: Promise<{ id: string }> }) => {
  if (!sharedMode()) return singleUser();
  const { id } = await ctx.params;
  const allowed = await authorize(request, id, "manage", "Adding a member");
  if (!allowed.ok) return allowed.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const envelope = parseEnvelope(AddMemberRequest, body.value);
  if (!envelope.ok) return envelope.response;
  const added = await addMember(id, envelope.data.email, envelope.data.role);
  if (!added.ok) return NextResponse.json({ error: added.code, message: added.message }, { status: added.status });
  return NextResponse.json(added.member, { status: 201 });
});
