/**
 * PATCH /api/packs/:id/members/:userId `{ role }`: an owner changes a member's role. DELETE: an owner
 * removes a member. A pack keeps at least one owner (409 otherwise). Shared-server mode only.
 */
import { NextResponse } from "next/server";
import { z } from "zod";
import { PACK_ROLES, removeMember, setMemberRole, type MemberError } from "@/prisma/members";
import { sharedMode } from "@/auth/mode";
import { authorize, singleUser } from "../../../../_lib/access";
import { handler, parseEnvelope, readJson } from "../../../../_lib/http";

type Ctx = { params: Promise<{ id: string; userId: string }> };

const RoleRequest = z.strictObject({ role: z.enum(PACK_ROLES) });

const failure = (e: MemberError) => NextResponse.json({ error: e.code, message: e.message }, { status: e.status });

export const PATCH = handler(async (request: Request, ctx: Ctx) => {
  if (!sharedMode()) return singleUser();
  const { id, userId } = await ctx.params;
  const allowed = await authorize(request, id, "manage", "Changing a member's role");
  if (!allowed.ok) return allowed.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const envelope = parseEnvelope(RoleRequest, body.value);
  if (!envelope.ok) return envelope.response;
  const changed = await setMemberRole(id, userId, envelope.data.role);
  return changed.ok ? NextResponse.json({ userId, role: envelope.data.role }) : failure(changed);
});

export const DELETE = handler(async (request: Request, ctx: Ctx) => {
  if (!sharedMode()) return singleUser();
  const { id, userId } = await ctx.params;
  const allowed = await authorize(request, id, "manage", "Removing a member");
  if (!allowed.ok) return allowed.response;
  const removed = await removeMember(id, userId);
  return removed.ok ? new NextResponse(null, { status: 204 }) : failure(removed);
});
