/** Count tables, shared by every game: values indexed by how many of something there are. */
import { z } from "zod";

/** A table indexed by a count: entry i applies when the count is i (the last entry covers larger counts). */
export const CountTableSchema = z
  .array(z.number().int().min(0))
  .min(1)
  .describe("Values indexed by a count: entry i applies when the count is i; the last entry covers larger counts.");

/** Read a count table, repeating its last entry for counts past its end. */
export function tableAt(table: readonly number[], index: number): number {
  if (table.length === 0) return 0;
  return table[Math.min(Math.max(index, 0), table.length - 1)]!;
}
