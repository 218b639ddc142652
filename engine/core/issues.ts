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
    message: issue.code === "invalid_key" ? keyMessage(issue) : issue.message,
    code: issue.code,
  }));
}

/** An entry's key that is not a valid id, said with the key and the rule: `"Sky_Folk" is not an id: ...`. */
function keyMessage(issue: z.core.$ZodIssueInvalidKey): string {
  const key = String(issue.path.at(-1));
  const why = issue.issues[0]?.message;
  if (!why) return issue.message;
  const [, what, rule] = /^must be (an? (?:[\w ]+ )?id): (.*)$/s.exec(why) ?? [];
  return what ? `"${key}" is not ${what}: ${rule}` : `"${key}" ${why}`;
}

/** One line per issue: `path: message`. */
export function formatIssues(issues: readonly ContentIssue[]): string {
  return issues.map((i) => `${i.path || "(root)"}: ${i.message}`).join("\n");
}
