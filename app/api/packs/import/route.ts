/**
 * POST /api/packs/import: import a pack file: JSON, or a zip (an export, or a zipped pack folder);
 * at most MAX_PACK_BYTES. A new id creates a pack; a known id adds a revision on its head. Invalid
 * packs get 422 with the problems' paths; nothing is stored on any failure.
 */
import { NextResponse } from "next/server";
import { checkSize, importPack } from "@/prisma/packs";
import { storeError } from "../../_lib/http";
import { readUpload } from "../_lib/upload";

export async function POST(request: Request) {
  const upload = await readUpload(request);
  if (!upload.ok) return upload.response;
  const tooLarge = checkSize(JSON.stringify(upload.value));
  if (tooLarge) return storeError(tooLarge);
  const saved = await importPack(upload.value, "Imported");
  if (!saved.ok) return storeError(saved);
  return NextResponse.json(saved, { status: saved.created ? 201 : 200 });
}
