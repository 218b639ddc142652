import type { ReactNode } from "react";

/** The live preview, with a note when it shows an older version because the draft is invalid. */
export function PreviewFrame({ current, hasValue, children }: { current: boolean; hasValue: boolean; children: ReactNode }) {
  return (
    <div className="space-y-2">
      {!current && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900 ring-1 ring-amber-200">
          {hasValue ? "The draft has problems; the preview shows its last valid version." : "Nothing to preview until the draft is valid."}
        </p>
      )}
      <div className={current ? "" : "opacity-60"}>{children}</div>
    </div>
  );
}
