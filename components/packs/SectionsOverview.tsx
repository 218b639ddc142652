import Link from "next/link";
import { packSections, sectionHref } from "./sections";

/** A short account of a section's value: how many entries, items or fields. */
function measure(value: unknown): { count: number; unit: string; names: string[] } {
  if (Array.isArray(value)) return { count: value.length, unit: value.length === 1 ? "item" : "items", names: value.map((v, i) => nameOf(v) ?? `#${i + 1}`) };
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    return { count: entries.length, unit: entries.length === 1 ? "entry" : "entries", names: entries.map(([id, v]) => nameOf(v) ?? id) };
  }
  return { count: 0, unit: "", names: [] };
}

function nameOf(value: unknown): string | undefined {
  const name = value && typeof value === "object" ? (value as { name?: unknown }).name : undefined;
  return typeof name === "string" ? name : undefined;
}

/**
 * The contents of a pack of a game other than Terra Mystica: one card per section of its game's
 * packs, with what it holds and a link to edit it as JSON.
 */
export function SectionsOverview({ packId, game, document }: { packId: string; game: string; document: Record<string, unknown> }) {
  const sections = packSections(game);
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Sections">
      {sections.map((s) => {
        const m = measure(document[s.key]);
        const shown = s.keyed || Array.isArray(document[s.key]) ? m.names : [];
        return (
          <li key={s.key}>
            <section aria-label={s.label} className="flex h-full flex-col rounded-xl border border-zinc-200 bg-white p-4 shadow-xs">
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="text-sm font-semibold text-zinc-900">{s.label}</h3>
                <span className="text-xs text-zinc-500 tabular-nums" data-testid={`section-count-${s.key}`}>
                  {m.count} {s.keyed || Array.isArray(document[s.key]) ? m.unit : m.count === 1 ? "field" : "fields"}
                </span>
              </div>
              {s.description && <p className="mt-1 line-clamp-2 text-xs text-zinc-500">{s.description}</p>}
              {shown.length > 0 && (
                <ul className="mt-3 flex flex-wrap gap-1.5">
                  {shown.slice(0, 12).map((n, i) => (
                    <li key={i} className="rounded-full border border-zinc-200 bg-white px-2 py-0.5 text-xs text-zinc-700">
                      {n}
                    </li>
                  ))}
                  {shown.length > 12 && <li className="px-1 text-xs text-zinc-500">and {shown.length - 12} more</li>}
                </ul>
              )}
              <div className="mt-auto pt-4">
                <Link href={sectionHref(packId, s.key)} className="self-start rounded-md border border-zinc-300 px-2.5 py-1 text-xs font-medium text-zinc-800 hover:bg-zinc-50">
                  Edit {s.label.toLowerCase()} as JSON
                </Link>
              </div>
            </section>
          </li>
        );
      })}
    </ul>
  );
}
