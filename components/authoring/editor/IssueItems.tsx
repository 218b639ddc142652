import Link from "next/link";
import type { ContentIssue } from "@/engine";
import { friendlyMessage } from "../form/messages";
import { editorHref } from "../links";

const TONES = {
  error: { link: "text-red-800 decoration-red-300 hover:decoration-red-700", text: "text-red-900" },
  warning: { link: "text-amber-900 decoration-amber-300 hover:decoration-amber-700", text: "text-amber-950" },
};

/**
 * Problems (or warnings) with their full paths, each linked to the editor that fixes it (Terra
 * Mystica's editors unless `linkFor` names another).
 */
export function IssueItems({
  issues,
  packId,
  tone = "error",
  linkFor,
}: {
  issues: readonly ContentIssue[];
  packId: string;
  tone?: keyof typeof TONES;
  /** The editor of a path, for a pack of another game. */
  linkFor?: (path: string) => { href: string; label: string };
}) {
  return (
    <ul className="mt-1 space-y-1 text-sm">
      {issues.map((i, n) => {
        const target = linkFor ? linkFor(i.path) : editorHref(packId, i.path);
        return (
          <li key={n} className="flex flex-wrap items-baseline gap-x-2">
            <Link href={target.href} title={target.label} className={`font-mono text-xs underline underline-offset-2 ${TONES[tone].link}`}>
              {i.path || "(the pack)"}
            </Link>
            <span className={TONES[tone].text}>{friendlyMessage(i.message)}</span>
          </li>
        );
      })}
    </ul>
  );
}

