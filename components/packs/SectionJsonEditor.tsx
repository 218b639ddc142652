"use client";
/**
 * One section of a pack (of a game other than Terra Mystica) edited as JSON: the Monaco editor with
 * the section's JSON Schema, the whole pack validated by its game's module as you type (problems say
 * what and where, and are marked in the text), and a save that adds a revision on the head it
 * started from (a stale head is refused with a conflict; nothing is half-saved).
 */
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { validateGamePack, type ContentIssue } from "@/engine";
import { JsonEditor, type JsonEditorMarker } from "@/components/json/JsonEditor";
import { friendlyMessage } from "@/components/authoring/form/messages";
import { Banner, IssueList, primaryButton } from "@/components/authoring/ui";

export interface SectionJsonEditorProps {
  packId: string;
  headNumber: number;
  section: string;
  label: string;
  /** The head revision's whole document. */
  document: Record<string, unknown>;
  schema?: Record<string, unknown>;
}

type Checked = { ok: true; document: Record<string, unknown>; issues: ContentIssue[] } | { ok: false; message: string };

/** The pack with this section replaced by the text, validated by the pack's game. */
function check(document: Record<string, unknown>, section: string, text: string): Checked {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, message: `The text is not JSON: ${(e as Error).message}` };
  }
  const next = { ...document, [section]: value };
  const v = validateGamePack(next);
  return { ok: true, document: next, issues: v.ok ? [] : v.issues };
}

export function SectionJsonEditor({ packId, headNumber, section, label, document, schema }: SectionJsonEditorProps) {
  const router = useRouter();
  const initial = useMemo(() => JSON.stringify(document[section], null, 2), [document, section]);
  const [text, setText] = useState(initial);
  const [note, setNote] = useState("");
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ tone: "success" | "error"; title: string; issues?: ContentIssue[] } | undefined>();
  const checked = useMemo(() => check(document, section, text), [document, section, text]);
  const issues = useMemo(() => (checked.ok ? checked.issues : []), [checked]);
  const prefix = `${section}.`;
  const markers = useMemo<JsonEditorMarker[]>(
    () => issues.filter((i) => i.path === section || i.path.startsWith(prefix) || i.path.startsWith(`${section}[`)).map((i) => ({ path: i.path.slice(section.length).replace(/^\./, ""), message: friendlyMessage(i.message) })),
    [issues, section, prefix],
  );
  const changed = text !== initial;

  async function save() {
    if (!checked.ok || issues.length) return;
    setSaving(true);
    setResult(undefined);
    const res = await fetch(`/api/packs/${encodeURIComponent(packId)}/revisions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ baseNumber: headNumber, note: note.trim() || `${label} edited`, document: checked.document }),
    });
    const body = await res.json().catch(() => ({}));
    setSaving(false);
    if (res.ok) {
      setResult({ tone: "success", title: `Saved as revision ${body.number}.` });
      return router.refresh();
    }
    setResult({ tone: "error", title: body.message ?? `Nothing was saved (${res.status}).`, issues: body.issues });
  }

  return (
    <div className="space-y-4">
      <JsonEditor value={text} onChange={setText} modelId={`packs/${packId}/sections/${section}`} schema={schema} markers={markers} height="calc(100dvh - 22rem)" ariaLabel={`${label} JSON`} />
      <section aria-label="Problems" aria-live="polite">
        {!checked.ok ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            {checked.message}
          </p>
        ) : issues.length > 0 ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50/60 px-4 py-3 text-sm text-red-900">
            <p className="font-semibold">
              {issues.length} problem{issues.length === 1 ? "" : "s"}: the pack cannot be saved until they are fixed.
            </p>
            <IssueList issues={issues} className="mt-1 space-y-1" data-testid="section-issues" />
          </div>
        ) : (
          <p role="status" className="text-sm text-emerald-800">
            Valid: the pack passes every schema and cross-reference check{changed ? " with this change" : ""}.
          </p>
        )}
      </section>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label className="text-xs font-medium text-zinc-600">
          Note
          <input value={note} onChange={(e) => setNote(e.target.value)} placeholder={`${label} edited`} className="mt-1 block w-80 rounded-md border border-zinc-300 px-2.5 py-1.5 text-sm" />
        </label>
        <button type="submit" className={primaryButton} disabled={saving || !changed || !checked.ok || issues.length > 0}>
          {saving ? "Saving…" : "Save revision"}
        </button>
      </form>
      {result && (
        <Banner tone={result.tone} title={result.title}>
          {result.issues && result.issues.length > 0 && (
            <IssueList issues={result.issues} />
          )}
        </Banner>
      )}
    </div>
  );
}
