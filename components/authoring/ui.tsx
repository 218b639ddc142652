/** Small shared pieces of the authoring pages: buttons and banners. */
import type { ReactNode } from "react";
import { friendlyMessage } from "./form/messages";

const button = "inline-flex items-center gap-1.5 rounded-md px-3.5 py-2 text-sm font-medium shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-zinc-900 disabled:cursor-not-allowed disabled:opacity-50";
export const primaryButton = `${button} bg-zinc-900 text-white hover:bg-zinc-800`;
export const secondaryButton = `${button} border border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-50`;

const TONES = {
  success: "bg-emerald-50 text-emerald-900 ring-emerald-600/20",
  warning: "bg-amber-50 text-amber-950 ring-amber-600/30",
  info: "bg-sky-50 text-sky-950 ring-sky-600/20",
  error: "bg-red-50 text-red-900 ring-red-600/20",
} as const;

export function Banner({ tone, title, children }: { tone: keyof typeof TONES; title: string; children?: ReactNode }) {
  return (
    <div role={tone === "error" || tone === "warning" ? "alert" : "status"} className={`rounded-lg px-4 py-3 text-sm ring-1 ring-inset ${TONES[tone]}`}>
      <p className="font-medium">{title}</p>
      {children && <div className="mt-1 space-y-1">{children}</div>}
    </div>
  );
}


/** A titled panel of a form. */
export function BoardPanel({ title, description, children, id }: { title: string; description?: string; children: ReactNode; id?: string }) {
  return (
    <section id={id} aria-label={title} className="scroll-mt-20 rounded-xl border border-zinc-200 bg-white shadow-xs">
      <header className="border-b border-zinc-100 px-4 py-2.5">
        <h3 className="text-sm font-semibold text-zinc-900">{title}</h3>
        {description && <p className="text-xs text-zinc-500">{description}</p>}
      </header>
      <div className="space-y-4 p-4">{children}</div>
    </section>
  );
}

/** Problems of a pack as a list: each one's path (or "(the pack)") and its message as it reads next to a field. */
export function IssueList({ issues, className = "mt-1 space-y-0.5", ...rest }: { issues: readonly { path: string; message: string }[]; className?: string; "aria-label"?: string; "data-testid"?: string }) {
  return (
    <ul className={className} {...rest}>
      {issues.map((i, n) => (
        <li key={n}>
          <code className="font-mono text-xs">{i.path || "(the pack)"}</code> {friendlyMessage(i.message)}
        </li>
      ))}
    </ul>
  );
}
