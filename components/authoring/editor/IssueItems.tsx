import Link from "next/link";
import type { ContentIssue } from "@/engine";
import { friendlyMessage } from "../form/messages";
import { editorHref } from "../links";

/** Problems with their full paths, each linked to the editor that fixes it. */
export function IssueItems({ issues, packId }: { issues: readonly ContentIssue[]; packId: string }) {
  return (
    <ul className="mt-1 space-y-1 text-sm">
      {issues.map((i, n) => {
        const target = editorHref(packId, i.path);
        return (
          <li key={n} className="flex flex-wrap items-baseline gap-x-2">
            <Link href={target.href} title={target.label} className="font-mono text-xs text-red-800 underline decoration-red-300 underline-offset-2 hover:decoration-red-700">
              {i.path || "(the pack)"}
            </Link>
            <span className="text-red-900">{friendlyMessage(i.message)}</span>
          </li>
        );
      })}
    </ul>
  );
}

