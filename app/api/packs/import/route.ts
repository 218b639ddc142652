/**
 * POST /api/packs/import: import a pack file (the body is the pack JSON, at most MAX_PACK_BYTES).
 * A new id creates a pack; a known id adds a revision on its head. Invalid packs get 422 with paths.
 */
import { NextResponse } from "next/server";
import { importPack } from "@/prisma/packs";
import { readJson, storeError } from "../../_lib/http";

export async function POST(request: Request) {
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const saved = await importPack(body.value, "Imported");
  if (!saved.ok) return storeError(saved);
  return NextResponse.json(saved, { status: saved.created ? 201 : 200 });
}
