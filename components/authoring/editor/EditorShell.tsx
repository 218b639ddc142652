"use client";
/**
 * The frame of every document editor: the save bar (revision note, save, discard), what happened
 * to the last save (saved, conflict, merged with a newer revision), the list of problems with their paths, then the
 * form beside a panel with the live preview and the JSON editor, both in sync with the form.
 */
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState, type ReactNode } from "react";
import { pathToString, type DocPath } from "@/engine";
import { JsonEditor } from "@/components/json/JsonEditor";
import { FormProvider, fieldId, friendlyMessage } from "../form/FormContext";
import { diffHref } from "../links";
import { IssueItems } from "./IssueItems";
import { MergePanel } from "./MergePanel";
import type { DocumentDraft } from "./useDocumentDraft";
import { Banner, primaryButton, secondaryButton } from "../ui";

export interface EditorShellProps {
  packId: string;
  draft: DocumentDraft;
  /** Where the document sits in the pack, e.g. `["factions", "witches"]`. */
  slot: DocPath;
  /** Prefix of the form's input ids. */
  formId: string;
  /** JSON Schema of the document for the JSON editor. */
  jsonSchema: object;
  /** The form (inside the shell's FormProvider). */
  children: ReactNode;
  /** The live preview of the document. */
  preview: ReactNode;
  previewLabel?: string;
  /** Offer to delete the document ("Delete this faction"), then go to `afterDelete`. */
  deleteLabel?: string;
  afterDelete?: string;
}

export function EditorShell({ packId, draft, slot, formId, jsonSchema, children, preview, previewLabel = "Preview", deleteLabel, afterDelete }: EditorShellProps) {
  const router = useRouter();
  // After a save, the server-rendered parts of the page (its header: "Inherited from …, unchanged
  // here") follow the new revision. A refresh keeps client state: the draft stays as the save left it.
  const save = async () => {
    if (await draft.save()) router.refresh();
  };
  const [tab, setTab] = useState<"preview" | "json">("preview");
  const tabsId = useId();
  return (
    <div className="space-y-5">
      <SaveBar
        packId={packId}
        draft={draft}
        onSave={save}
        onDelete={
          deleteLabel && afterDelete && !draft.isNew
            ? async () => {
                if (window.confirm(`${deleteLabel}? The pack keeps it in its earlier revisions.`) && (await draft.remove())) router.push(afterDelete);
              }
            : undefined
        }
        deleteLabel={deleteLabel}
      />
      <ProblemList packId={packId} draft={draft} formId={formId} slot={slot} />
      <WarningList draft={draft} formId={formId} slot={slot} />
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_30rem]">
        <form
          aria-label="Form"
          className="min-w-0 space-y-6"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <FormProvider value={draft.draft} onChange={draft.changeFromForm} issues={draft.issues} warnings={draft.warnings} idPrefix={formId}>
            {children}
          </FormProvider>
        </form>
        <aside className="min-w-0 space-y-3 xl:sticky xl:top-20">
          <div role="tablist" aria-label="Preview or JSON" className="inline-flex rounded-lg bg-zinc-100 p-0.5">
            {(["preview", "json"] as const).map((t) => (
              <button
                key={t}
                type="button"
                role="tab"
                id={`${tabsId}-${t}`}
                aria-selected={tab === t}
                aria-controls={`${tabsId}-${t}-panel`}
                onClick={() => setTab(t)}
                className={`rounded-md px-3 py-1 text-sm font-medium transition ${tab === t ? "bg-white text-zinc-900 shadow-xs" : "text-zinc-600 hover:text-zinc-900"}`}
              >
                {t === "preview" ? previewLabel : "JSON"}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${tabsId}-preview-panel`} aria-labelledby={`${tabsId}-preview`} hidden={tab !== "preview"}>
            {preview}
          </div>
          <div role="tabpanel" id={`${tabsId}-json-panel`} aria-labelledby={`${tabsId}-json`} hidden={tab !== "json"} className="space-y-2">
            {draft.syntaxError && (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-xs text-red-800 ring-1 ring-red-200">
                The JSON does not parse, so the form shows the last version that did: {draft.syntaxError}
              </p>
            )}
            <JsonEditor
              modelId={`packs/${packId}/${slot.length > 0 ? slot.join("/") : formId}`}
              value={draft.text}
              onChange={draft.changeFromText}
              schema={jsonSchema}
              markers={[
                ...draft.issues.filter((i) => i.code.startsWith("pack/")).map((i) => ({ path: i.path, message: i.message })),
                ...draft.warnings.map((w) => ({ path: w.path, message: w.message, severity: "warning" as const })),
              ]}
              height="38rem"
              ariaLabel={`JSON of ${pathToString(slot) || formId}`}
            />
            <p className="text-xs text-zinc-500">Ctrl+Space completes fields; hover a field for its documentation.</p>
          </div>
        </aside>
      </div>
    </div>
  );
}

function SaveBar({ packId, draft, onSave, onDelete, deleteLabel }: { packId: string; draft: DocumentDraft; onSave: () => Promise<void>; onDelete?: () => void; deleteLabel?: string }) {
  const { status } = draft;
  const problems = draft.issues.length + draft.elsewhere.length;
  const conflicts = draft.mergeReport?.open.length ?? 0;
  const blocked = !draft.valid || conflicts > 0;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-zinc-200 bg-white p-3 shadow-xs">
        <label className="min-w-64 flex-1">
          <span className="mb-1 block text-xs font-medium text-zinc-600">Revision note (optional)</span>
          <input
            value={draft.note}
            onChange={(e) => draft.setNote(e.target.value)}
            placeholder="What changed and why"
            maxLength={2000}
            className="block w-full rounded-md border border-zinc-300 px-2.5 py-1.5 text-sm shadow-xs outline-none focus:border-zinc-900 focus:ring-2 focus:ring-zinc-200"
          />
        </label>
        <div className="flex items-center gap-2">
          <span className="text-xs text-zinc-500" aria-live="polite">
            {status.state === "saving"
              ? "Saving…"
              : conflicts > 0
                ? `${conflicts} conflict${conflicts === 1 ? "" : "s"} to settle before saving`
                : blocked
                  ? `${problems || "Syntax"} problem${problems === 1 ? "" : "s"} to fix before saving`
                : draft.dirty
                  ? `Unsaved changes on revision ${draft.base.headNumber}`
                  : `Revision ${draft.base.headNumber}`}
          </span>
          {onDelete && (
            <button type="button" className="rounded-md px-2.5 py-2 text-sm font-medium text-red-700 hover:bg-red-50" onClick={onDelete} disabled={status.state === "saving"}>
              {deleteLabel}
            </button>
          )}
          <button type="button" className={secondaryButton} onClick={draft.discard} disabled={!draft.dirty || status.state === "saving"}>
            Discard
          </button>
          <button type="button" className={primaryButton} onClick={() => void onSave()} disabled={!draft.dirty || blocked || status.state === "saving"}>
            Save revision
          </button>
        </div>
      </div>
      {status.state === "saved" && (
        <Banner tone="success" title={`Saved as revision ${status.number}.`}>
          <Link href={diffHref(packId, status.number - 1, status.number)} className="font-medium underline underline-offset-2">
            See what changed
          </Link>
        </Banner>
      )}
      {status.state === "conflict" && (
        <Banner tone="warning" title="Someone else saved this pack while you were editing.">
          {/* The server's message tells API clients to reload; here the edit is kept and merged instead. */}
          <p>{status.headNumber ? `Revision ${status.headNumber} was saved after revision ${draft.base.headNumber}.` : status.message}</p>
          <p className="mt-1">
            Your edit is kept here, unsaved. Put it on the latest revision: their changes are kept, yours are added, and a value you both
            changed is yours to settle. Then check it and save again.
          </p>
          <button type="button" className={`${secondaryButton} mt-2`} onClick={() => void draft.rebase()}>
            Put my edit on the latest revision{status.headNumber ? ` (${status.headNumber})` : ""}
          </button>
        </Banner>
      )}
      {draft.merge && draft.mergeReport && (
        <MergePanel
          title={`Your edit is merged with revision ${draft.merge.to} (it was on ${draft.merge.from}). Check it, then save.`}
          conflicts={draft.merge.conflicts}
          open={draft.mergeReport.open.map((c) => c.path)}
          choices={draft.merge.choices}
          onChoose={draft.choose}
          kept={draft.mergeReport.kept}
          saving={draft.mergeReport.saving}
        />
      )}
      {status.state === "error" && (
        <Banner tone="error" title="Not saved.">
          <p>{status.message}</p>
          {status.issues && <IssueItems issues={status.issues} packId={packId} />}
        </Banner>
      )}
    </div>
  );
}

function ProblemList({ packId, draft, formId, slot }: { packId: string; draft: DocumentDraft; formId: string; slot: DocPath }) {
  const { issues, elsewhere } = draft;
  if (issues.length === 0 && elsewhere.length === 0) return null;
  const prefix = pathToString(slot);
  return (
    <section aria-label="Problems" className="rounded-xl border border-red-200 bg-red-50/60 px-4 py-3">
      <h2 className="text-sm font-semibold text-red-900">
        {issues.length + elsewhere.length} problem{issues.length + elsewhere.length === 1 ? "" : "s"}
      </h2>
      <ul className="mt-1.5 space-y-1 text-sm">
        {issues.map((i, n) => (
          <li key={`m${n}`} className="flex flex-wrap gap-x-2">
            <button
              type="button"
              className="font-mono text-xs text-red-800 underline decoration-red-300 underline-offset-2 hover:decoration-red-700"
              onClick={() => focusField(formId, i.path)}
            >
              {[prefix, i.path].filter(Boolean).join(".")}
            </button>
            <span className="text-red-900">{friendlyMessage(i.message)}</span>
          </li>
        ))}
      </ul>
      {elsewhere.length > 0 && (
        <>
          <p className="mt-2 text-xs font-medium text-red-900">Elsewhere in the pack (fix them there; the pack saves as a whole):</p>
          <IssueItems issues={elsewhere} packId={packId} />
        </>
      )}
    </section>
  );
}

/** Values past their soft limit: a warning each, with its path; they do not stop a save. */
function WarningList({ draft, formId, slot }: { draft: DocumentDraft; formId: string; slot: DocPath }) {
  const { warnings } = draft;
  if (warnings.length === 0) return null;
  const prefix = pathToString(slot);
  return (
    <section aria-label="Warnings" className="rounded-xl border border-amber-200 bg-amber-50/70 px-4 py-3">
      <h2 className="text-sm font-semibold text-amber-900">
        {warnings.length} unusual value{warnings.length === 1 ? "" : "s"} <span className="font-normal">(warnings: the pack still saves)</span>
      </h2>
      <ul className="mt-1.5 space-y-1 text-sm">
        {warnings.map((w, n) => (
          <li key={n} className="flex flex-wrap gap-x-2">
            <button
              type="button"
              className="font-mono text-xs text-amber-900 underline decoration-amber-300 underline-offset-2 hover:decoration-amber-700"
              onClick={() => focusField(formId, w.path)}
            >
              {[prefix, w.path].filter(Boolean).join(".")}
            </button>
            <span className="text-amber-950">{w.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Focus the input of a path, or of the closest enclosing path that has one. */
function focusField(formId: string, path: string) {
  const parts = path === "" ? [] : path.split(".");
  for (let n = parts.length; n >= 0; n--) {
    const el = document.getElementById(fieldId(formId, parts.slice(0, n)));
    if (el) {
      el.scrollIntoView({ block: "center", behavior: "smooth" });
      el.focus({ preventScroll: true });
      return;
    }
  }
}
