/** Reading an uploaded pack file (JSON or zip) from a request, within the size limit. */
import { NextResponse } from "next/server";
import { MAX_PACK_BYTES } from "@/prisma/packs";
import { isWellFormed, notUnicode } from "../../_lib/http";
import { decodeUpload } from "./bundle";

/** Headroom over the pack limit for a zip's own overhead and the JSON's formatting. */
const MAX_UPLOAD_BYTES = MAX_PACK_BYTES + 64 * 1024;

export type Upload = { ok: true; value: unknown } | { ok: false; response: NextResponse };

function tooLarge(bytes: number): Upload {
  return {
    ok: false,
    response: NextResponse.json({ error: "pack/too-large", message: `the upload is ${bytes} bytes; the limit is ${MAX_UPLOAD_BYTES} bytes` }, { status: 413 }),
  };
}

/** The pack document of the request body: 413 when too large, 400 when neither JSON nor a readable zip. */
export async function readUpload(request: Request): Promise<Upload> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_UPLOAD_BYTES) return tooLarge(declared);
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return tooLarge(bytes.byteLength);
  const decoded = decodeUpload(bytes);
  if (decoded.ok) return isWellFormed(decoded.value) ? decoded : { ok: false, response: notUnicode() };
  const body =
    decoded.status === 422
      ? { error: "pack/invalid", message: decoded.message, issues: [{ path: decoded.file ? `(${decoded.file})` : "", message: decoded.message, code: "file/layout" }] }
      : { error: decoded.status === 413 ? "pack/too-large" : "invalid-json", message: decoded.message };
  return { ok: false, response: NextResponse.json(body, { status: decoded.status }) };
}
