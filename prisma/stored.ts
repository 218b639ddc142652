/**
 * Reading stored values: every JSON column (and every column with a closed set of values) is parsed
 * with a Zod schema when it is read, never cast. A row that does not parse throws a StoredRowError
 * naming the table, the row and the column; the route handlers answer it with a 500 that says so.
 */
import { z } from "zod";
import { fromZod, type ContentIssue } from "../engine";

/** Where a stored value comes from: the model (table), the row's id and the column. */
export interface RowRef {
  model: string;
  id: string;
  field: string;
  /** What the row is, for people (e.g. `pack "base" revision 3`). */
  label?: string;
}

/** A stored row that does not parse: the database holds something the studio never wrote, or an older shape no migration reads. */
export class StoredRowError extends Error {
  readonly status = 500;
  readonly code = "store/corrupt-row";

  constructor(
    readonly row: RowRef,
    readonly issues: ContentIssue[],
  ) {
    const first = issues[0];
    const at = first ? `${first.path ? `${first.path}: ` : ""}${first.message}` : "it does not parse";
    super(`Stored data is damaged: ${row.label ? `${row.label} (` : ""}${row.model} ${row.id}${row.label ? ")" : ""}, column ${row.field}: ${at}`);
    this.name = "StoredRowError";
  }
}

/** Text holding JSON, parsed and then checked with `schema`. */
export function jsonText<T extends z.ZodType>(schema: T) {
  return z
    .string()
    .transform((text, ctx): unknown => {
      try {
        return JSON.parse(text);
      } catch (e) {
        ctx.issues.push({ code: "custom", message: `is not JSON: ${(e as Error).message}`, input: text });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

/** A stored value parsed with its schema; a value that does not parse throws a StoredRowError naming the row. */
export function parseStored<T extends z.ZodType>(schema: T, value: unknown, row: RowRef): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new StoredRowError(row, fromZod(parsed.error));
  return parsed.data;
}
