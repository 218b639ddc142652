/** The changes between two revisions of a pack of a game other than Terra Mystica, grouped by section, each linking to its section's JSON editor. */
import Link from "next/link";
import { formatValue, type SectionChange } from "@/engine";
import { sectionHref, sectionLabel } from "./sections";

const MARK = { added: "+", removed: "−", changed: "~" } as const;
const BADGE = {
  added: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  removed: "bg-red-50 text-red-800 ring-red-600/20",
  changed: "bg-amber-50 text-amber-900 ring-amber-600/25",
} as const;

export function SectionDiffView({ changes, packId }: { changes: readonly SectionChange[]; packId: string }) {
  if (changes.length === 0)
    return (
      <p role="status" className="rounded-xl border border-dashed border-zinc-300 bg-white px-6 py-10 text-center text-sm text-zinc-600">
        No differences: the two versions hold the same content.
      </p>
    );
  const sections = [...new Set(changes.map((c) => c.section))];
  return (
    <div className="space-y-6">
      {sections.map((section) => (
        <section key={section} aria-label={sectionLabel(section)} className="space-y-2">
          <h2 className="flex items-baseline justify-between text-sm font-medium text-zinc-500">
            {sectionLabel(section)}
            {section !== "manifest" && (
              <Link href={sectionHref(packId, section)} className="text-xs font-medium text-zinc-600 underline underline-offset-2 hover:text-zinc-900">
                Edit as JSON
              </Link>
            )}
          </h2>
          <ul className="divide-y divide-zinc-100 overflow-hidden rounded-xl border border-zinc-200 bg-white">
            {changes
              .filter((c) => c.section === section)
              .map((c) => {
                const path = c.id ? `${c.section}.${c.id}` : c.section;
                return (
                  <li key={path} className="px-4 py-3" data-entry={path} data-kind={c.kind}>
                    <div className="flex items-center gap-2">
                      <span aria-label={c.kind} className={`inline-flex size-5 items-center justify-center rounded text-xs font-bold ring-1 ring-inset ${BADGE[c.kind]}`}>
                        {MARK[c.kind]}
                      </span>
                      <code className="font-mono text-sm text-zinc-900">{path}</code>
                      <span className="text-xs text-zinc-400">{c.kind}</span>
                    </div>
                    {c.fields.length > 0 && (
                      <ul className="mt-2 space-y-1 text-sm">
                        {c.fields.map((f, i) => (
                          <li key={i} className="flex flex-wrap gap-x-2">
                            <code className="font-mono text-xs text-zinc-600">{f.path || "(the value)"}</code>
                            <span className="text-red-800 line-through decoration-red-300">{formatValue(f.before)}</span>
                            <span aria-hidden>→</span>
                            <span className="text-emerald-800">{formatValue(f.after)}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}
