/**
 * Query parameters parsed with Zod, for route handlers (a bad value answers 400 naming the
 * parameter) and server pages (which show the same message). Unknown parameters are ignored; a
 * parameter given twice is an array, which a string schema refuses.
 */
import { NextResponse } from "next/server";
import { z } from "zod";
import { fromZod, type ContentIssue } from "@/engine";

/** A revision number in a query (`?revision=3`). One past the database's range names no revision (404 later, not 400). */
export const RevisionParam = z.string().regex(/^[1-9]\d*$/, "must be a revision number (1 or more)").transform(Number);

/** A flag that is on when present, whatever its value (`?new` or `?new=1`). */
export const FlagParam = z
  .string()
  .optional()
  .transform((v) => v !== undefined);

/** The object Next gives a page as `searchParams`. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** What a query holds: the URL's, or a page's `searchParams`. */
export type Search = URLSearchParams | SearchParams;

export type QueryResult<T> = { ok: true; data: T } | { ok: false; message: string; issues: ContentIssue[] };

function asObject(search: Search): SearchParams {
  if (!(search instanceof URLSearchParams)) return search;
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    out[key] = all.length === 1 ? all[0]! : all;
  }
  return out;
}

/** The query parsed with `schema`; a failure says which parameter is wrong and why. */
export function parseSearch<T extends z.ZodObject>(schema: T, search: Search): QueryResult<z.output<T>> {
  const parsed = schema.safeParse(asObject(search));
  if (parsed.success) return { ok: true, data: parsed.data };
  const issues = fromZod(parsed.error);
  const message = issues.map((i) => (i.path ? `query parameter "${i.path}" ${i.message}` : i.message)).join("; ");
  return { ok: false, message, issues };
}

/** A request's query parsed with `schema`; a bad parameter answers 400 with the message and the issues. */
export function parseQuery<T extends z.ZodObject>(request: Request, schema: T): { ok: true; data: z.output<T> } | { ok: false; response: NextResponse } {
  const parsed = parseSearch(schema, new URL(request.url).searchParams);
  if (parsed.ok) return parsed;
  return { ok: false, response: invalidQuery(parsed.message, parsed.issues) };
}

/** The 400 answer to one parameter that is wrong in a way its schema cannot see (it depends on stored data). */
export function badParam(name: string, message: string): NextResponse {
  return invalidQuery(`query parameter "${name}" ${message}`, [{ path: name, message, code: "custom" }]);
}

function invalidQuery(message: string, issues: ContentIssue[]): NextResponse {
  return NextResponse.json({ error: "invalid-query", message, issues }, { status: 400 });
}
