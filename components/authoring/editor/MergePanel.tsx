"use client";
/**
 * My edit merged with a newer revision, told truthfully: their changes that are kept, the values
 * both sides changed (each settled by picking mine or theirs), and exactly what saving changes in
 * the newer revision. Used by the document editors and the map editor.
 */
import { formatDiffLine, formatValue, type FieldChange, type MergeConflict, type MergeSide } from "@/engine";

export interface MergePanelProps {
  title: string;
  /** Every conflict of the merge, settled or not. */
  conflicts: readonly MergeConflict[];
  /** Paths of the conflicts still to settle. */
  open: readonly string[];
  choices: Readonly<Record<string, MergeSide>>;
  onChoose: (path: string, side: MergeSide) => void;
  /** Their changes that stay. */
  kept: readonly FieldChange[];
  /** What saving changes in their revision. */
  saving: readonly FieldChange[];
}

const lineOf = (c: FieldChange) => formatDiffLine({ ...c }).replace(/^[~+-] /, "");

export function MergePanel({ title, conflicts, open, choices, onChoose, kept, saving }: MergePanelProps) {
  return (
    <section aria-label="Merge" className="space-y-2 rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-950 ring-1 ring-sky-600/20 ring-inset">
      <p className="font-medium">{title}</p>
      {conflicts.length > 0 && (
        <div>
          <p className={open.length > 0 ? "font-medium text-amber-900" : ""}>
            {open.length > 0
              ? `Both of you changed ${conflicts.length === 1 ? "this value" : "these values"}: pick which one to keep.`
              : "Both of you changed these values; your picks:"}
          </p>
          <ul aria-label="Conflicts" className="mt-1 space-y-1.5">
            {conflicts.map((c) => {
              const choice = choices[c.path];
              const pending = open.includes(c.path);
              return (
                <li key={c.path} aria-label={`Conflict at ${c.path}`} className={`flex flex-wrap items-center gap-2 rounded-md bg-white px-2.5 py-1.5 ring-1 ${pending ? "ring-amber-400" : "ring-sky-200"}`}>
                  <span className="font-mono text-xs">{c.path}</span>
                  <span className="text-xs text-zinc-500">was {formatValue(c.base)}</span>
                  <span className="ml-auto flex gap-1.5">
                    <SideButton pressed={choice === "mine"} onClick={() => onChoose(c.path, "mine")}>
                      Keep mine: {formatValue(c.mine)}
                    </SideButton>
                    <SideButton pressed={choice === "theirs"} onClick={() => onChoose(c.path, "theirs")}>
                      Take theirs: {formatValue(c.theirs)}
                    </SideButton>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <Lines label="Kept from their revision" empty="They changed nothing here that your edit touches." changes={kept} />
      <Lines label="What saving changes" empty="Nothing: saving now would not change their revision." changes={saving} />
    </section>
  );
}

function Lines({ label, empty, changes }: { label: string; empty: string; changes: readonly FieldChange[] }) {
  return (
    <div>
      <p className="text-xs font-medium text-sky-900">{label}</p>
      {changes.length === 0 ? (
        <p className="text-xs text-sky-900/80">{empty}</p>
      ) : (
        <ul aria-label={label} className="mt-0.5 font-mono text-xs">
          {changes.map((c, i) => (
            <li key={i}>{lineOf(c)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function SideButton({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`rounded-md px-2 py-0.5 text-xs font-medium ring-1 ${pressed ? "bg-zinc-900 text-white ring-zinc-900" : "bg-white text-zinc-800 ring-zinc-300 hover:bg-zinc-50"}`}
    >
      {children}
    </button>
  );
}
