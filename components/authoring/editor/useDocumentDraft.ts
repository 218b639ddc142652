"use client";
/**
 * The state of editing one document of a pack (a faction, a tile, the rules): the draft shared by
 * the form and the JSON editor, its problems (schema and cross-reference checks of the whole pack,
 * as the server will run them), and saving it as a new revision with conflict handling.
 */
import {
  diffValues,
  getAt,
  jsonEqual,
  mergeValues,
  pathToString,
  setAt,
  softLimitWarnings,
  validateGamePack,
  type ContentIssue,
  type ContentPack,
  type DocPath,
  type MergeChoices,
  type MergeConflict,
  type MergeSide,
} from "@/engine";
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from "react";
import { formatJson } from "@/components/json/format";

export type SaveStatus =
  | { state: "idle" }
  | { state: "saving" }
  | { state: "saved"; number: number }
  | { state: "conflict"; message: string; headNumber?: number }
  | { state: "merged"; from: number; to: number }
  | { state: "error"; message: string; issues?: ContentIssue[] };

export interface DraftOptions {
  packId: string;
  headNumber: number;
  pack: ContentPack;
  /** The parent pack, when this one extends another. */
  parent?: ContentPack;
  /**
   * Where the document sits in the pack: `["factions", "witches"]`; or `[]` with `keys` for a
   * document made of top-level parts of the pack (`{ rules, variants }`).
   */
  slot: DocPath;
  keys?: readonly string[];
  /** The starting draft when the document is new (not in the pack yet) or inherited from the parent. */
  initial?: unknown;
  /**
   * `initial` is what the pack already plays by (inherited from its parent), not a new document:
   * the draft counts as unchanged until it differs from it, and Discard goes back to it. Needed only
   * for a document of top-level parts (`keys`); an entry at a slot the pack lacks and its parent has
   * is found inherited without it.
   */
  inherited?: boolean;
  /**
   * How the whole pack is checked; by default the registry's `validateGamePack`, which hands it to
   * the module of the game its manifest names. A stable function (module level), not a new one each render.
   */
  validate?: (doc: unknown) => { ok: boolean; issues: readonly ContentIssue[] };
}

export const toJsonText = (value: unknown) => (value === undefined ? "" : formatJson(value));

/** The JSON text for a value from the form: the text as it is when it already says that value. */
export function textFor(text: string, value: unknown): string {
  try {
    if (jsonEqual(JSON.parse(text), value)) return text;
  } catch {
    // the text does not parse: the form's value replaces it
  }
  return toJsonText(value);
}

/** My edit merged with a newer revision: the three versions, and the side picked at each conflict. */
export interface DraftMerge {
  from: number;
  to: number;
  /** The document in the revision the edit started from, and in the newer one. */
  base: unknown;
  theirs: unknown;
  /** The conflicts found when merging (they stay listed once settled). */
  conflicts: readonly MergeConflict[];
  choices: MergeChoices;
}

/** What a merge means for the draft now: conflicts still open, their changes kept, what saving changes. */
export function mergeReport(merge: DraftMerge, draft: unknown) {
  // Open: a conflict of the merge with no side picked, still differing from theirs. A value edited
  // after the merge is the user's decision, not a new conflict.
  const open = mergeValues(merge.base, draft, merge.theirs, merge.choices).conflicts.filter((c) => merge.conflicts.some((m) => m.path === c.path));
  const saving = diffValues(merge.theirs, draft);
  const overridden = (path: string) => saving.some((c) => c.path === path || path.startsWith(`${c.path}.`) || c.path.startsWith(`${path}.`));
  const kept = diffValues(merge.base, merge.theirs).filter((c) => !overridden(c.path));
  return { open, kept, saving };
}

/** The document in the pack: the value at the slot, or the picked top-level keys. */
export function readSlot(pack: ContentPack, slot: DocPath, keys?: readonly string[]): unknown {
  if (keys) return Object.fromEntries(keys.map((k) => [k, (pack as Record<string, unknown>)[k]]));
  return getAt(pack, slot);
}

/** The pack with the document put back. */
export function writeSlot(pack: ContentPack, slot: DocPath, value: unknown, keys?: readonly string[]): ContentPack {
  if (keys) return { ...pack, ...Object.fromEntries(keys.map((k) => [k, (value as Record<string, unknown> | undefined)?.[k]])) };
  return setAt(pack, slot, value);
}

/** Problems of a whole pack split into those inside the slot (relative paths) and the rest. */
export function splitIssues(issues: readonly ContentIssue[], slot: DocPath, keys?: readonly string[]): { mine: ContentIssue[]; elsewhere: ContentIssue[] } {
  const prefix = pathToString(slot);
  const mine: ContentIssue[] = [];
  const elsewhere: ContentIssue[] = [];
  for (const i of issues) {
    if (keys) (keys.includes(i.path.split(".")[0]!) ? mine : elsewhere).push(i);
    else if (i.path === prefix) mine.push({ ...i, path: "" });
    else if (i.path.startsWith(`${prefix}.`)) mine.push({ ...i, path: i.path.slice(prefix.length + 1) });
    else elsewhere.push(i);
  }
  return { mine, elsewhere };
}

/**
 * What an editor's draft counts as unchanged against: the pack's own document; while the pack has
 * none of its own at the slot, the parent's there (what the pack inherits and plays by); for a
 * document of top-level parts, `initial` when the caller says it is `inherited`. Undefined for a
 * new document, so that any start of one is a change to save.
 */
export function unchangedDocument({ pack, parent, slot, keys, initial, inherited }: Pick<DraftOptions, "pack" | "parent" | "slot" | "keys" | "initial" | "inherited">): unknown {
  if (inherited && initial !== undefined) return initial;
  const own = readSlot(pack, slot, keys);
  if (own !== undefined || keys || !parent) return own;
  return readSlot(parent, slot);
}

export function useDocumentDraft({ packId, headNumber, pack, parent, slot, keys, initial, inherited, validate }: DraftOptions) {
  const [base, setBase] = useState({ pack, headNumber });
  const stored = useMemo(() => readSlot(base.pack, slot, keys), [base.pack, slot, keys]);
  // What the draft is compared with: the stored document, or what the pack inherits until it has one
  // of its own (`initial` only on the revision the page was opened on: a save makes the pack's own copy).
  const saved = useMemo(
    () => unchangedDocument({ pack: base.pack, parent, slot, keys, initial, inherited: inherited && base.pack === pack }),
    [base.pack, parent, slot, keys, initial, inherited, pack],
  );
  const [draft, setDraft] = useState<unknown>(() => initial ?? saved);
  const [text, setText] = useState(() => toJsonText(initial ?? saved));
  const [syntaxError, setSyntaxError] = useState<string | undefined>();
  const [note, setNote] = useState("");
  const [status, setStatus] = useState<SaveStatus>({ state: "idle" });
  const [merge, setMerge] = useState<DraftMerge | undefined>();
  const report = useMemo(() => (merge ? mergeReport(merge, draft) : undefined), [merge, draft]);

  const deferredDraft = useDeferredValue(draft);
  const validation = useMemo(() => {
    const doc = writeSlot(base.pack, slot, deferredDraft, keys);
    const v = validate ? validate(doc) : validateGamePack(doc, { resolveParent: (id) => (parent?.manifest.id === id ? parent : undefined) });
    return { doc, ...splitIssues(v.issues, slot, keys), ok: v.ok, warnings: splitIssues(softLimitWarnings(doc), slot, keys).mine };
  }, [base.pack, slot, keys, deferredDraft, parent, validate]);

  const dirty = !jsonEqual(draft, saved);
  // The draft as last rendered: a save keeps an edit made while it was under way.
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);

  /** A change from the form: the JSON text follows (left as typed when it already says the same). */
  const changeFromForm = useCallback((next: unknown) => {
    setDraft(next);
    setText((t) => textFor(t, next));
    setSyntaxError(undefined);
    setStatus((s) => (s.state === "saved" ? { state: "idle" } : s));
  }, []);

  /** A change in the JSON editor: the form follows when the text parses. */
  const changeFromText = useCallback((next: string) => {
    setText(next);
    try {
      setDraft(JSON.parse(next));
      setSyntaxError(undefined);
    } catch (e) {
      setSyntaxError((e as Error).message);
    }
    setStatus((s) => (s.state === "saved" ? { state: "idle" } : s));
  }, []);

  const discard = useCallback(() => {
    setDraft(saved);
    setText(toJsonText(saved));
    setSyntaxError(undefined);
    setStatus({ state: "idle" });
    setMerge(undefined);
  }, [saved]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  async function fetchHead(): Promise<{ pack: ContentPack; headNumber: number }> {
    const res = await fetch(`/api/packs/${encodeURIComponent(packId)}`, { cache: "no-store" });
    if (!res.ok) throw new Error(`could not load the pack (${res.status})`);
    const body = (await res.json()) as { document: ContentPack; summary: { headNumber: number } };
    return { pack: body.document, headNumber: body.summary.headNumber };
  }

  /**
   * Save the draft as a new revision: true when saved. What is typed while saving stays, unsaved:
   * an edit of the draft, a JSON text that does not parse (the draft did not change), a new note.
   */
  const save = useCallback(async (): Promise<boolean> => {
    if (syntaxError || !validation.ok || (report?.open.length ?? 0) > 0) return false;
    const sentText = text;
    const sentNote = note;
    setStatus({ state: "saving" });
    try {
      const res = await fetch(`/api/packs/${encodeURIComponent(packId)}/revisions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ baseNumber: base.headNumber, note: note.trim() || undefined, document: writeSlot(base.pack, slot, draft, keys) }),
      });
      const body = await res.json().catch(() => ({}));
      if (res.status === 201) {
        const head = await fetchHead();
        const stored = readSlot(head.pack, slot, keys);
        setBase(head);
        if (latest.current === draft) {
          setDraft(stored);
          setText((t) => (t === sentText ? toJsonText(stored) : t));
        }
        setNote((n) => (n === sentNote ? "" : n));
        setMerge(undefined);
        setStatus({ state: "saved", number: body.number ?? head.headNumber });
        return true;
      } else if (res.status === 409) {
        setStatus({ state: "conflict", message: body.message ?? "Someone saved this pack while you were editing.", headNumber: body.headNumber });
      } else {
        setStatus({ state: "error", message: body.message ?? `the save failed (${res.status})`, issues: body.issues });
      }
    } catch (e) {
      setStatus({ state: "error", message: (e as Error).message });
    }
    return false;
    // fetchHead only reads packId, which is part of the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [syntaxError, validation.ok, report, packId, base, note, text, slot, keys, draft]);

  /** Save a revision without this document (an entry of a section): true when saved. */
  const remove = useCallback(async (): Promise<boolean> => {
    setStatus({ state: "saving" });
    const res = await fetch(`/api/packs/${encodeURIComponent(packId)}/revisions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ baseNumber: base.headNumber, note: note.trim() || `Removed ${pathToString(slot)}`, document: writeSlot(base.pack, slot, undefined, keys) }),
    }).catch(() => undefined);
    const body = res ? await res.json().catch(() => ({})) : {};
    if (res?.status === 201) return true;
    if (res?.status === 409) setStatus({ state: "conflict", message: body.message ?? "Someone saved this pack first.", headNumber: body.headNumber });
    else setStatus({ state: "error", message: body.message ?? "the entry could not be removed", issues: body.issues });
    return false;
  }, [packId, base, note, slot, keys]);

  /**
   * After a conflict: merge this edit with the newest revision, field by field. What only they
   * changed is taken, what only I changed is kept; a field both changed is a conflict to settle
   * with `choose` (until then the draft holds my value and cannot be saved).
   */
  const rebase = useCallback(async () => {
    try {
      const head = await fetchHead();
      // An entry the pack inherited is merged from the parent's: two edits of it each copy it.
      const started = unchangedDocument({ pack: base.pack, parent, slot, keys });
      const theirs = unchangedDocument({ pack: head.pack, parent, slot, keys });
      const from = base.headNumber;
      const merged = mergeValues(started, draft, theirs);
      setMerge({ from, to: head.headNumber, base: started, theirs, conflicts: merged.conflicts, choices: {} });
      setBase(head);
      setDraft(merged.value);
      setText((t) => textFor(t, merged.value));
      setSyntaxError(undefined);
      setStatus({ state: "merged", from, to: head.headNumber });
    } catch (e) {
      setStatus({ state: "error", message: (e as Error).message });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [packId, base, parent, slot, keys, draft]);

  /** Settle a conflict of the merge: keep my value or take theirs. */
  const choose = useCallback(
    (path: string, side: MergeSide) => {
      if (!merge) return;
      const choices = { ...merge.choices, [path]: side };
      const merged = mergeValues(merge.base, draft, merge.theirs, choices).value;
      setMerge({ ...merge, choices });
      setDraft(merged);
      setText((t) => textFor(t, merged));
    },
    [merge, draft],
  );

  return {
    base,
    draft,
    text,
    syntaxError,
    note,
    setNote,
    status,
    dirty,
    issues: validation.mine,
    elsewhere: validation.elsewhere,
    /** Values of the document past their soft limit: warnings, paths relative to it; saving is allowed. */
    warnings: validation.warnings,
    valid: validation.ok && !syntaxError,
    merge,
    /** With a merge: conflicts still open, their changes kept, and what saving changes. */
    mergeReport: report,
    choose,
    isNew: stored === undefined,
    changeFromForm,
    changeFromText,
    discard,
    save,
    remove,
    rebase,
  };
}

export type DocumentDraft = ReturnType<typeof useDocumentDraft>;
