/** Helpers shared by the route handlers: bounded JSON bodies, store results and damaged rows as responses. */
import { NextResponse } from "next/server";
import { z } from "zod";
import { fromZod } from "@/engine";
import { MAX_PACK_BYTES, MAX_REVISION, type StoreError } from "@/prisma/packs";
import { StoredRowError } from "@/prisma/stored";

/** A revision number in a request body (the database stores 32-bit integers). */
export const RevisionNumber = z.number().int().min(1).max(MAX_REVISION);

/** Headroom for the envelope around a pack document (note, base revision). */
const MAX_BODY_BYTES = MAX_PACK_BYTES + 64 * 1024;

export type Body = { ok: true; value: unknown } | { ok: false; response: NextResponse };

/**
 * The body's bytes, at most `limit` of them: a declared length over it, or a body (chunked, of no
 * declared length) that runs past it, is refused with 413 without reading the rest.
 */
export async function readBytes(request: Request, limit: number): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; response: NextResponse }> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return { ok: false, response: tooLarge(declared, limit) };
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, response: tooLarge(declared > 0 ? declared : size, limit, declared <= 0) };
    }
    chunks.push(value);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

/** Read a JSON body, refusing more than the size limit (413) and malformed JSON (400). */
export async function readJson(request: Request, limit = MAX_BODY_BYTES): Promise<Body> {
  const read = await readBytes(request, limit);
  if (!read.ok) return read;
  const text = new TextDecoder().decode(read.bytes);
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

/** The 413 answer to an upload of `bytes` bytes (`atLeast` when the rest was not read). */
export function tooLarge(bytes: number, limit: number, atLeast = false) {
  return NextResponse.json(
    { error: "pack/too-large", message: `the upload is ${atLeast ? "more than " : ""}${bytes} bytes; the limit is ${limit} bytes` },
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

/**
 * A route handler that answers a stored row that does not parse (StoredRowError) with a 500 naming
 * the row and column, instead of failing with no explanation. Other errors pass through.
 */
export function handler<A extends unknown[]>(fn: (...args: A) => Promise<Response>): (...args: A) => Promise<Response> {
  return async (...args) => {
    try {
      return await fn(...args);
    } catch (e) {
      if (e instanceof StoredRowError) return storedRowError(e);
      throw e;
    }
  };
}

/** The 500 answer to a stored row that does not parse: the row, the column and the problems. */
export function storedRowError(error: StoredRowError): NextResponse {
  console.error(error.message);
  return NextResponse.json({ error: error.code, message: error.message, row: error.row, issues: error.issues }, { status: error.status });
}
