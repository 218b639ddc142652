/** Helpers shared by the route handlers: bounded JSON bodies and store results as responses. */
import { NextResponse } from "next/server";
import { z } from "zod";
import { fromZod } from "@/engine";
import { MAX_PACK_BYTES, MAX_REVISION, type StoreError } from "@/prisma/packs";

/** A revision number in a request body (the database stores 32-bit integers). */
export const RevisionNumber = z.number().int().min(1).max(MAX_REVISION);

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
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      response: NextResponse.json(
        { error: "invalid-json", message: `the body is not valid JSON: ${(e as Error).message}` },
        { status: 400 },
      ),
    };
  }
  if (!isWellFormed(value)) return { ok: false, response: notUnicode() };
  return { ok: true, value };
}

/**
 * Whether every string (and key) of a JSON value is well-formed Unicode. JSON text may escape a lone
 * surrogate (`"\ud800"`), which the database layer cannot store.
 */
export function isWellFormed(value: unknown): boolean {
  if (typeof value === "string") return value.isWellFormed();
  if (Array.isArray(value)) return value.every(isWellFormed);
  if (value && typeof value === "object") return Object.entries(value).every(([k, v]) => k.isWellFormed() && isWellFormed(v));
  return true;
}

/** The 400 answer to JSON whose strings are not Unicode. */
export function notUnicode(): NextResponse {
  return NextResponse.json({ error: "invalid-json", message: "the body is not valid JSON: a string holds a lone surrogate (U+D800 to U+DFFF), which is not Unicode text" }, { status: 400 });
}

/** A path parameter decoded once more (map addresses are sent encoded); as it is when that is not valid. */
export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
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
