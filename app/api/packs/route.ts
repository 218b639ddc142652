/**
 * GET /api/packs: list packs (in shared mode, the ones the person may read). POST /api/packs:
 * create a pack from a document (body: the pack JSON); in shared mode its creator owns it.
 */
import { NextResponse } from "next/server";
import { createPack, listPacks } from "@/prisma/packs";
import { actorOf, ownerOf, visiblePacks } from "../_lib/access";
import { handler, readJson, storeError } from "../_lib/http";

export const GET = handler(async (request?: Request) => {
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  const visible = await visiblePacks(who.actor);
  return NextResponse.json({ packs: (await listPacks()).filter((p) => visible(p.id)) });
});

export const POST = handler(async (request: Request) => {
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const saved = await createPack(body.value, "Created", undefined, ownerOf(who.actor));
  if (!saved.ok) return storeError(saved);
  return NextResponse.json(saved, { status: 201 });
});
