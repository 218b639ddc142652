"use client";
/** A row of buttons picking one entry of a section to edit; an entry with problems is ringed in red. */
import type { DocPath } from "@/engine";
import { fieldId, useForm, useIssuesWithin } from "@/components/authoring/form/FormContext";

export function EntryPicker({ label, ids, nameOf, picked, onPick, path = [] }: { label: string; ids: readonly string[]; nameOf: (id: string) => string; picked?: string; onPick: (id: string) => void; path?: DocPath }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1.5">
      {ids.map((id) => (
        <EntryButton key={id} id={id} name={nameOf(id)} selected={id === picked} onPick={() => onPick(id)} path={[...path, id]} />
      ))}
    </div>
  );
}

function EntryButton({ id, name, selected, onPick, path }: { id: string; name: string; selected: boolean; onPick: () => void; path: DocPath }) {
  const problems = useIssuesWithin(path).length;
  // The button's id is the entry's field id: a problem of an entry not shown focuses its button.
  const { idPrefix } = useForm();
  return (
    <button
      type="button"
      id={fieldId(idPrefix, path)}
      aria-pressed={selected}
      aria-label={problems > 0 ? `${name}, has problems` : undefined}
      onClick={onPick}
      title={problems > 0 ? `${id}: ${problems} problem${problems === 1 ? "" : "s"}` : id}
      className={`rounded-md border px-2 py-1 text-xs font-medium transition ${selected ? "border-zinc-900 bg-zinc-900 text-white" : "border-zinc-200 bg-white text-zinc-800 hover:border-zinc-400"} ${problems > 0 ? "ring-2 ring-red-400" : ""}`}
    >
      {name}
    </button>
  );
}
