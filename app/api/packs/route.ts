/** GET /api/packs: list packs. POST /api/packs: create a pack from a document (body: the pack JSON). */
import { NextResponse } from "next/server";
import { createPack, listPacks } from "@/prisma/packs";
import { readJson, storeError } from "../_lib/http";

export async function GET() {
  return NextResponse.json({ packs: await listPacks() });
}

export async function POST(request: Request) {
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const saved = await createPack(body.value, "Created");
  if (!saved.ok) return storeError(saved);
  return NextResponse.json(saved, { status: 201 });
}
