/**
 * GET /api/maps: every map of every pack, drafts included.
 * POST /api/maps: start a new map as a draft. Body: `{ packId, mapId, map, newPackName? }`; with
 * `newPackName` an unknown pack is created (extending the base game).
 */
import { NextResponse } from "next/server";
import { z } from "zod";
import { createMap, listMaps } from "@/prisma/maps";
import { parseEnvelope, readJson } from "../_lib/http";
import { mapError } from "./respond";

const CreateRequest = z.strictObject({
  packId: z.string().describe("The pack the map belongs to."),
  mapId: z.string().describe("The map's id in the pack (a slug)."),
  map: z.unknown().refine((v) => v !== undefined, "the map is required"),
  newPackName: z.string().min(1).max(120).optional().describe("Create the pack with this name if it does not exist."),
});

export async function GET() {
  return NextResponse.json({ maps: await listMaps() });
}

export async function POST(request: Request) {
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const envelope = parseEnvelope(CreateRequest, body.value);
  if (!envelope.ok) return envelope.response;
  const { packId, mapId, map, newPackName } = envelope.data;
  const created = await createMap(packId, mapId, map, { newPack: newPackName ? { name: newPackName } : undefined });
  if (!created.ok) return mapError(created);
  return NextResponse.json(created, { status: 201 });
}
