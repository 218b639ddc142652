/** Helpers shared by the route handlers: bounded JSON bodies and store results as responses. */
import { NextResponse } from "next/server";
import type { z } from "zod";
import { fromZod } from "@/engine";
import { MAX_PACK_BYTES, type StoreError } from "@/prisma/packs";

/** Headroom for the envelope around a pack document (note, base revision). */
const MAX_BODY_BYTES = MAX_PACK_BYTES + 64 * 1024;

export type Body = { ok: true; value: unknown } | { ok: false; response: NextResponse };

/** Read a JSON body, refusing more than the size limit (413) and malformed JSON (400). */
export async function readJson(request: Request, limit = MAX_BODY_BYTES): Promise<Body> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return { ok: false, response: tooLarge(declared, limit) };
  const text = await request.text();
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes > limit) return { ok: false, response: tooLarge(bytes, limit) };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return {
      ok: false,
      response: NextResponse.json(
        { error: "invalid-json", message: `the body is not valid JSON: ${(e as Error).message}` },
        { status: 400 },
      ),
    };
  }
}

function tooLarge(bytes: number, limit: number) {
  return NextResponse.json(
    { error: "pack/too-large", message: `the upload is ${bytes} bytes; the limit is ${limit} bytes` },
    { status: 413 },
  );
}

/** Parse a request envelope with its Zod schema; a failure is a 422 with the issue list. */
export function parseEnvelope<T extends z.ZodType>(schema: T, value: unknown): { ok: true; data: z.infer<T> } | { ok: false; response: NextResponse } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, response: NextResponse.json({ error: "invalid-request", message: "the request is invalid", issues: fromZod(parsed.error) }, { status: 422 }) };
}

/** A store failure as an HTTP response (404, 409, 413 or 422 with issues). */
export function storeError(error: StoreError): NextResponse {
  const { ok: _ok, status, code, ...rest } = error;
  void _ok;
  return NextResponse.json({ error: code, ...rest }, { status });
}
