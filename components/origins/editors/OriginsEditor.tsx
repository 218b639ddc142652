"use client";
/**
 * The frame of every Origins editor: the authoring EditorShell (save bar with revisions and conflict
 * handling, problems with their paths, form beside a preview and Monaco) over one document of an
 * Origins pack, checked as the server will check it, by the Origins validator.
 */
import type { ContentPack } from "@/engine";
import { validateOriginsPack, type OriginsPack } from "@/engine/games/origins/schema";
import type { ReactNode } from "react";
import { EditorShell } from "@/components/authoring/editor/EditorShell";
import { PreviewFrame } from "@/components/authoring/editor/PreviewFrame";
import { useDocumentDraft } from "@/components/authoring/editor/useDocumentDraft";
import { useLastValid } from "@/components/authoring/editor/useLastValid";
import { jsonSchemaOf, type OriginsDocument } from "./schemas";

export interface OriginsEditorProps {
  packId: string;
  headNumber: number;
  pack: OriginsPack;
}

/** The whole pack checked by the Origins validator (a module-level function: the draft's memo depends on it). */
const validate = (doc: unknown) => validateOriginsPack(doc);

export function OriginsEditor({
  packId,
  headNumber,
  pack,
  doc,
  formId,
  previewLabel,
  preview,
  children,
}: OriginsEditorProps & {
  doc: OriginsDocument;
  formId: string;
  previewLabel: string;
  /** The preview of the document's last valid version. */
  preview: (value: never) => ReactNode;
  children: ReactNode;
}) {
  // The authoring draft is typed for Terra Mystica packs; it only reads and writes the slot of this one.
  const draft = useDocumentDraft({ packId, headNumber, pack: pack as unknown as ContentPack, slot: doc.slot, keys: doc.keys, validate });
  const last = useLastValid(doc.schema, draft.draft);
  return (
    <EditorShell
      packId={packId}
      draft={draft}
      slot={doc.slot}
      formId={formId}
      jsonSchema={jsonSchemaOf(doc.schema)}
      previewLabel={previewLabel}
      preview={
        <PreviewFrame current={last.current} hasValue={last.value !== undefined}>
          {last.value !== undefined && preview(last.value as never)}
        </PreviewFrame>
      }
    >
      {children}
    </EditorShell>
  );
}
