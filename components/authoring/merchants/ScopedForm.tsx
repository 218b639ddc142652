"use client";
/**
 * A part of the document edited as a document of its own: the fields inside use paths relative to
 * `path`, see the problems and warnings under it, and keep the input ids of the full path (so the
 * problem list still focuses them). `value` and `onChange` may present the part differently from
 * how it is stored (a faction's shipyard board: the default with its own fields over it).
 */
import { getAt, pathToString, type ContentIssue, type DocPath } from "@/engine";
import { useMemo, type ReactNode } from "react";
import { fieldId, FormProvider, useForm } from "../form/FormContext";

function within(issues: readonly ContentIssue[], prefix: string): ContentIssue[] {
  return issues.flatMap((i) => (i.path === prefix ? [{ ...i, path: "" }] : i.path.startsWith(`${prefix}.`) ? [{ ...i, path: i.path.slice(prefix.length + 1) }] : []));
}

export function ScopedForm({ path, value, onChange, children }: { path: DocPath; value?: unknown; onChange?: (next: unknown) => void; children: ReactNode }) {
  const outer = useForm();
  const prefix = pathToString(path);
  const issues = useMemo(() => within(outer.issues, prefix), [outer.issues, prefix]);
  const warnings = useMemo(() => within(outer.warnings, prefix), [outer.warnings, prefix]);
  return (
    <FormProvider
      value={value ?? getAt(outer.value, path)}
      onChange={onChange ?? ((next) => outer.set(path, next))}
      issues={issues}
      warnings={warnings}
      idPrefix={fieldId(outer.idPrefix, path)}
    >
      {children}
    </FormProvider>
  );
}
