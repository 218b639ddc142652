"use client";
/**
 * An Origins editor's form without the save bar: the document is one section (or several) of a pack,
 * and every change checks the whole pack with the Origins validator, as the editor does, so problems
 * show next to their fields. `onPack` receives the pack after each change.
 */
import type { ContentPack } from "@/engine";
import { validateOriginsPack, type OriginsPack } from "@/engine/games/origins/schema";
import { useMemo, useState, type ReactNode } from "react";
import { readSlot, splitIssues, writeSlot } from "@/components/authoring/editor/useDocumentDraft";
import { FormProvider } from "@/components/authoring/form/FormContext";
import type { OriginsDocument } from "@/components/origins/editors/schemas";

export function OriginsFormHarness({ pack, doc, onPack, children }: { pack: OriginsPack; doc: OriginsDocument; onPack?: (pack: unknown) => void; children: ReactNode }) {
  const base = pack as unknown as ContentPack;
  const [value, setValue] = useState(() => readSlot(base, doc.slot, doc.keys));
  const issues = useMemo(() => splitIssues(validateOriginsPack(writeSlot(base, doc.slot, value, doc.keys)).issues, doc.slot, doc.keys).mine, [base, doc, value]);
  return (
    <form aria-label="Form" onSubmit={(e) => e.preventDefault()}>
      <FormProvider
        value={value}
        onChange={(next) => {
          setValue(next);
          onPack?.(writeSlot(base, doc.slot, next, doc.keys));
        }}
        issues={issues}
        idPrefix="story"
      >
        {children}
      </FormProvider>
    </form>
  );
}
