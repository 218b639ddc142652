"use client";
/**
 * A small form layer over one JSON document validated by the engine's Zod schemas (the equivalent
 * of react-hook-form with the Zod resolver): fields read and write the document by path, and each
 * field shows the problems whose path is its own, right next to it.
 */
import { getAt, pathToString, setAt, type ContentIssue, type DocPath } from "@/engine";
import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { friendlyMessage } from "./messages";

export { friendlyMessage };

export interface FormApi {
  /** The document being edited (possibly invalid). */
  value: unknown;
  /** Replace the value at a path (undefined removes it). */
  set: (path: DocPath, value: unknown) => void;
  /** Problems of the document, with paths relative to it. */
  issues: readonly ContentIssue[];
  /** Values past their soft limit (warnings: the document still saves), paths relative to it. */
  warnings: readonly ContentIssue[];
  /** Prefix of the DOM ids of this form's inputs. */
  idPrefix: string;
}

const FormContext = createContext<FormApi | null>(null);

export interface FormProviderProps {
  value: unknown;
  onChange: (next: unknown) => void;
  issues: readonly ContentIssue[];
  warnings?: readonly ContentIssue[];
  idPrefix: string;
  children: ReactNode;
}

const NONE: readonly ContentIssue[] = [];

export function FormProvider({ value, onChange, issues, warnings = NONE, idPrefix, children }: FormProviderProps) {
  const set = useCallback((path: DocPath, v: unknown) => onChange(setAt(value, path, v)), [value, onChange]);
  const api = useMemo(() => ({ value, set, issues, warnings, idPrefix }), [value, set, issues, warnings, idPrefix]);
  return <FormContext.Provider value={api}>{children}</FormContext.Provider>;
}

export function useForm(): FormApi {
  const api = useContext(FormContext);
  if (!api) throw new Error("form fields must be inside a FormProvider");
  return api;
}

/** The DOM id of the input at a path: `faction-startingResources-coins`. */
export function fieldId(idPrefix: string, path: DocPath): string {
  return `${idPrefix}-${path.map(String).join("-")}`.replace(/[^A-Za-z0-9_-]/g, "_");
}

export interface FieldState<T = unknown> {
  value: T | undefined;
  set: (value: unknown) => void;
  /** Messages of the problems at exactly this path. */
  errors: string[];
  /** Messages of the warnings at exactly this path (soft limits). */
  warnings: string[];
  id: string;
  path: DocPath;
}

/** A field's value, setter, own problems and input id. */
export function useField<T = unknown>(path: DocPath): FieldState<T> {
  const { value, set, issues, warnings, idPrefix } = useForm();
  const key = pathToString(path);
  return {
    value: getAt(value, path) as T | undefined,
    set: (v: unknown) => set(path, v),
    errors: issues.filter((i) => i.path === key).map((i) => friendlyMessage(i.message)),
    warnings: warnings.filter((i) => i.path === key).map((i) => i.message),
    id: fieldId(idPrefix, path),
    path,
  };
}

/** Problems inside a path (the path itself included), e.g. for a group's summary. */
export function useIssuesWithin(path: DocPath): readonly ContentIssue[] {
  const { issues } = useForm();
  const key = pathToString(path);
  return issues.filter((i) => key === "" || i.path === key || i.path.startsWith(`${key}.`));
}
