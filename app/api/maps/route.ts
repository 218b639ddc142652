/**
 * GET /api/maps: every map of every pack, drafts included.
 * POST /api/maps: start a new map as a draft. Body: `{ packId, mapId, map, newPackName? }`; with
 * `newPackName` an unknown pack is created (extending the base game).
 */
import { NextResponse } from "next/server";
import { z } from "zod";
import { createMap, listMaps } from "@/prisma/maps";
import { actorOf, ownerOf, requirePack, visiblePacks } from "../_lib/access";
import { handler, parseEnvelope, readJson } from "../_lib/http";
import { mapError } from "./respond";

const CreateRequest = z.strictObject({
  packId: z.string().describe("The pack the map belongs to."),
  mapId: z.string().describe("The map's id in the pack (a slug)."),
  map: z.unknown().refine((v) => v !== undefined, "the map is required"),
  newPackName: z.string().min(1).max(120).optional().describe("Create the pack with this name if it does not exist."),
});

export const GET = handler(async (request?: Request) => {
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  const visible = await visiblePacks(who.actor);
  return NextResponse.json({ maps: (await listMaps()).filter((m) => visible(m.packId)) });
});

export const POST = handler(async (request: Request) => {
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const envelope = parseEnvelope(CreateRequest, body.value);
  if (!envelope.ok) return envelope.response;
  const { packId, mapId, map, newPackName } = envelope.data;
  const allowed = await requirePack(who.actor, packId, "edit", "Adding a map");
  if (!allowed.ok) return allowed.response;
  const created = await createMap(packId, mapId, map, { newPack: newPackName ? { name: newPackName, ownerId: ownerOf(who.actor) } : undefined });
  if (!created.ok) return mapError(created);
  return NextResponse.json(created, { status: 201 });
});
