/** Undo/redo: a bounded stack of earlier documents, each with the label of the change after it. */

export interface HistoryEntry<T> {
  readonly doc: T;
  /** The change that followed this document ("Paint 5 hexes"). */
  readonly label: string;
}

export interface History<T> {
  readonly past: readonly HistoryEntry<T>[];
  readonly future: readonly HistoryEntry<T>[];
}

/** How many changes can be undone. */
export const HISTORY_LIMIT = 500;

export function emptyHistory<T>(): History<T> {
  return { past: [], future: [] };
}

/** Record that `before` was changed by `label`; the redo stack is cleared. */
export function record<T>(history: History<T>, before: T, label: string): History<T> {
  const past = [...history.past, { doc: before, label }];
  return { past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past, future: [] };
}

/** Step back: the document to show and the new history, or undefined when there is nothing to undo. */
export function undo<T>(history: History<T>, current: T): { doc: T; history: History<T>; label: string } | undefined {
  const last = history.past[history.past.length - 1];
  if (!last) return undefined;
  return { doc: last.doc, label: last.label, history: { past: history.past.slice(0, -1), future: [...history.future, { doc: current, label: last.label }] } };
}

/** Step forward again after an undo. */
export function redo<T>(history: History<T>, current: T): { doc: T; history: History<T>; label: string } | undefined {
  const next = history.future[history.future.length - 1];
  if (!next) return undefined;
  return { doc: next.doc, label: next.label, history: { past: [...history.past, { doc: current, label: next.label }], future: history.future.slice(0, -1) } };
}
