/** Content problems, each with the path of the value it is about. */
import type { z } from "zod";

export interface ContentIssue {
  /** Dotted path from the document root, e.g. `factions.witches.startingResources.coins`. */
  readonly path: string;
  readonly message: string;
  /** A stable code: zod's issue code, or `pack/...` for cross-reference checks. */
  readonly code: string;
}

/** Join path segments with dots (`["factions", "witches", "abilities", 0]` → `factions.witches.abilities.0`). */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p) => String(p)).join(".");
}

/** Turn zod issues into content issues, prefixing a path (for a document nested in a larger one). */
export function fromZod(error: z.ZodError, prefix: readonly PropertyKey[] = []): ContentIssue[] {
  return error.issues.map((issue) => ({
    path: formatPath([...prefix, ...issue.path]),
    message: issue.message,
    code: issue.code,
  }));
}

/** One line per issue: `path: message`. */
export function formatIssues(issues: readonly ContentIssue[]): string {
  return issues.map((i) => `${i.path || "(root)"}: ${i.message}`).join("\n");
}
