/**
 * Reading an uploaded pack file (JSON or zip) from a request: the raw body, or the file of a
 * multipart form (`curl -F file=@pack.json`). The file may be MAX_PACK_BYTES long (the limit the
 * browser's form applies too); a form may add a little for its own envelope.
 */
import { NextResponse } from "next/server";
import { MAX_PACK_BYTES } from "@/engine";
import { isWellFormed, notUnicode, readBytes, tooLarge } from "../../_lib/http";
import { decodeUpload } from "./bundle";

/** Room for a multipart form's boundaries and part headers around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export type Upload = { ok: true; value: unknown } | { ok: false; response: NextResponse };

const refuse = (status: number, error: string, message: string): Upload => ({ ok: false, response: NextResponse.json({ error, message }, { status }) });

/** The file of a multipart form: the field `file`, else the form's first file. */
async function formFile(bytes: Uint8Array, contentType: string): Promise<{ ok: true; bytes: Uint8Array } | Upload> {
  let form: FormData;
  try {
    form = await new Response(bytes as BodyInit, { headers: { "content-type": contentType } }).formData();
  } catch (e) {
    return refuse(400, "upload/invalid-form", `the multipart form could not be read: ${(e as Error).message}`);
  }
  const named = form.get("file");
  const file = named instanceof Blob ? named : [...form.values()].find((v): v is File => v instanceof Blob);
  if (!file) return refuse(400, "upload/no-file", "the form has no file: send the pack as a file field (curl -F file=@pack.json)");
  if (file.size > MAX_PACK_BYTES) return { ok: false, response: tooLarge(file.size, MAX_PACK_BYTES) };
  return { ok: true, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** The pack document of the request: 413 when the file is too large, 400 when it is neither JSON nor a readable zip. */
export async function readUpload(request: Request): Promise<Upload> {
  const contentType = request.headers.get("content-type") ?? "";
  const multipart = /^multipart\/form-data/i.test(contentType);
  const read = await readBytes(request, multipart ? MAX_PACK_BYTES + FORM_OVERHEAD_BYTES : MAX_PACK_BYTES);
  if (!read.ok) return read;
  let bytes = read.bytes;
  if (multipart) {
    const file = await formFile(bytes, contentType);
    if (!("bytes" in file)) return file;
    bytes = file.bytes;
  }
  const decoded = decodeUpload(bytes);
  if (decoded.ok) return isWellFormed(decoded.value) ? decoded : { ok: false, response: notUnicode() };
  const body =
    decoded.status === 422
      ? { error: "pack/invalid", message: decoded.message, issues: [{ path: decoded.file ? `(${decoded.file})` : "", message: decoded.message, code: "file/layout" }] }
      : { error: decoded.status === 413 ? "pack/too-large" : "invalid-json", message: decoded.message };
  return { ok: false, response: NextResponse.json(body, { status: decoded.status }) };
}
