/**
 * A semantic diff between two versions of a pack: entries added, removed and changed, grouped by
 * section, and for changed ones each field with its old and new value.
 */
import Link from "next/link";
import { diffCounts, DIFF_SECTIONS, formatValue, TERRAINS, type DiffKind, type DiffSection, type EntryChange, type FieldChange, type PackDiff, type Terrain } from "@/engine";
import { TerrainSwatch } from "@/components/TerrainSwatch";
import { editorHref } from "../links";

export const SECTION_LABELS: Record<DiffSection, string> = {
  manifest: "Manifest",
  rules: "Rules",
  merchants: "Merchants of the Seas",
  maps: "Maps",
  factions: "Factions",
  bonusCards: "Bonus cards",
  favorTiles: "Favor tiles",
  scoringTiles: "Scoring tiles",
  finalScoringTiles: "Final-scoring tiles",
  townTiles: "Town tiles",
  powerActions: "Power actions",
  variants: "Variants",
};

const KIND_STYLE: Record<DiffKind, { mark: string; label: string; badge: string }> = {
  added: { mark: "+", label: "added", badge: "bg-emerald-50 text-emerald-800 ring-emerald-600/20" },
  removed: { mark: "−", label: "removed", badge: "bg-red-50 text-red-800 ring-red-600/20" },
  changed: { mark: "~", label: "changed", badge: "bg-amber-50 text-amber-900 ring-amber-600/25" },
};

export interface DiffViewProps {
  diff: PackDiff;
  /** When given, entries link to their editors in this pack. */
  packId?: string;
  /** The name of the pack this one extends, for the entries compared with what they inherit. */
  inheritedFrom?: string;
}

export function DiffView({ diff, packId, inheritedFrom }: DiffViewProps) {
  const counts = diffCounts(diff);
  if (diff.entries.length === 0)
    return (
      <p role="status" className="rounded-xl border border-dashed border-zinc-300 bg-white px-6 py-10 text-center text-sm text-zinc-600">
        No differences: the two versions hold the same content.
      </p>
    );
  const sections = DIFF_SECTIONS.filter((s) => diff.entries.some((e) => e.section === s));
  return (
    <div className="space-y-6">
      <p className="flex flex-wrap gap-2 text-sm" aria-label="Summary">
        {(["added", "removed", "changed"] as const).map((k) => (
          <span key={k} className={`rounded-full px-2.5 py-0.5 font-medium ring-1 ring-inset ${KIND_STYLE[k].badge}`}>
            {counts[k]} {KIND_STYLE[k].label}
          </span>
        ))}
      </p>
      {sections.map((section) => (
        <section key={section} aria-label={SECTION_LABELS[section]} className="space-y-2">
          <h2 className="text-sm font-medium text-zinc-500">{SECTION_LABELS[section]}</h2>
          <ul className="divide-y divide-zinc-100 overflow-hidden rounded-xl border border-zinc-200 bg-white">
            {diff.entries
              .filter((e) => e.section === section)
              .map((entry) => (
                <EntryRow key={`${entry.section}.${entry.id ?? ""}`} entry={entry} packId={packId} inheritedFrom={inheritedFrom} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** What an entry compared with the inherited one says: whose values it was compared with. */
function inheritedNote(entry: EntryChange, from: string | undefined): string | undefined {
  const whose = from ? `${from}’s values` : "the inherited values";
  if (entry.inherited === "before")
    return entry.fields.length > 0 ? `Now the pack’s own; compared with ${whose}, which it played by before.` : `Now the pack’s own copy of ${whose}, unchanged.`;
  if (entry.inherited === "after") return `No longer the pack’s own: it plays by ${whose} again; compared with them.`;
  return undefined;
}

function EntryRow({ entry, packId, inheritedFrom }: { entry: EntryChange; packId?: string; inheritedFrom?: string }) {
  const style = KIND_STYLE[entry.kind];
  const path = entry.id ? `${entry.section}.${entry.id}` : entry.section;
  const link = packId && entry.kind !== "removed" ? editorHref(packId, path) : undefined;
  return (
    <li className="px-4 py-3" data-entry={path} data-kind={entry.kind} data-inherited={entry.inherited}>
      <div className="flex flex-wrap items-center gap-2">
        <span aria-label={style.label} className={`inline-flex size-5 items-center justify-center rounded text-xs font-bold ring-1 ring-inset ${style.badge}`}>
          {style.mark}
        </span>
        <code className="font-mono text-sm text-zinc-900">{path}</code>
        {entry.name && <span className="text-sm text-zinc-600">{entry.name}</span>}
        <span className="text-xs text-zinc-400">{style.label}</span>
        {link && (
          <Link href={link.href} className="ml-auto text-xs font-medium text-zinc-600 underline underline-offset-2 hover:text-zinc-900">
            Open
          </Link>
        )}
      </div>
      {entry.inherited && (
        <p className="mt-1 text-xs text-sky-800" data-testid="inherited-note">
          {inheritedNote(entry, inheritedFrom)}
        </p>
      )}
      {entry.fields.length > 0 && (
        <table className="mt-2 w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th>Field</th>
              <th>Before and after</th>
            </tr>
          </thead>
          <tbody>
            {entry.fields.map((f, i) => (
              <FieldRow key={i} field={f} />
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}

const isTerrainLike = (v: unknown): v is Terrain | "river" | "off board" => typeof v === "string" && ([...TERRAINS, "river", "off board"] as string[]).includes(v);

function Value({ value, tone }: { value: unknown; tone: "before" | "after" }) {
  if (value === undefined) return <span className="text-zinc-400">—</span>;
  const cls = tone === "before" ? "bg-red-50 text-red-900 ring-red-600/15" : "bg-emerald-50 text-emerald-900 ring-emerald-600/15";
  return (
    <span className={`inline-flex max-w-full items-center gap-1.5 rounded px-1.5 py-0.5 font-mono text-xs break-all ring-1 ring-inset ${cls}`}>
      {isTerrainLike(value) && TERRAINS.includes(value as Terrain) && <TerrainSwatch terrain={value as Terrain} size="sm" />}
      {formatValue(value)}
    </span>
  );
}

function FieldRow({ field }: { field: FieldChange }) {
  return (
    <tr className="align-top" data-path={field.path}>
      <td className="w-2/5 py-1 pr-3 pl-7">
        <code className="font-mono text-xs break-all text-zinc-700">{field.path}</code>
        {field.kind !== "changed" && <span className="ml-1.5 text-[11px] text-zinc-400">{KIND_STYLE[field.kind].label}</span>}
      </td>
      <td className="py-1 pr-2">
        <span className="flex flex-wrap items-center gap-1.5">
          <Value value={field.before} tone="before" />
          <span aria-hidden className="text-zinc-400">
            →
          </span>
          <Value value={field.after} tone="after" />
        </span>
      </td>
    </tr>
  );
}
