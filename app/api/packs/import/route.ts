/**
 * POST /api/packs/import: import a pack file: JSON, or a zip (an export, or a zipped pack folder);
 * at most MAX_PACK_BYTES. A new id creates a pack; a known id adds a revision on its head. Invalid
 * packs get 422 with the problems' paths; nothing is stored on any failure.
 */
import { NextResponse } from "next/server";
import { checkSize, importPack } from "@/prisma/packs";
import { actorOf, ownerOf, requirePack } from "../../_lib/access";
import { handler, storeError } from "../../_lib/http";
import { readUpload } from "../_lib/upload";

export const POST = handler(async (request: Request) => {
  const who = await actorOf(request);
  if (!who.ok) return who.response;
  const upload = await readUpload(request);
  if (!upload.ok) return upload.response;
  const tooLarge = checkSize(JSON.stringify(upload.value));
  if (tooLarge) return storeError(tooLarge);
  const saved = await importPack(upload.value, "Imported", undefined, {
    ownerId: ownerOf(who.actor),
    // A pack that exists gets a new revision only from its editors (its id is not revealed to others).
    mayRevise: async (packId) => {
      const allowed = await requirePack(who.actor, packId, "edit", "Importing a new revision");
      if (allowed.ok) return undefined;
      const body = (await allowed.response.json()) as { error: string; message: string };
      return body.error === "auth/forbidden"
        ? { ok: false, status: 403, code: "auth/forbidden", message: body.message }
        : { ok: false, status: 409, code: "pack/exists", message: `a pack with id "${packId}" already exists` };
    },
  });
  if (!saved.ok) return storeError(saved);
  return NextResponse.json(saved, { status: saved.created ? 201 : 200 });
});
