"use client";
/** The faction editor: board-like form, live board preview and JSON, saved as a pack revision. */
import { FactionSchema, type ContentPack, type Faction } from "@/engine";
import { useMemo } from "react";
import { EditorShell } from "../editor/EditorShell";
import { PreviewFrame } from "../editor/PreviewFrame";
import { useDocumentDraft } from "../editor/useDocumentDraft";
import { useLastValid } from "../editor/useLastValid";
import { FactionBoard } from "./FactionBoard";
import { FactionForm } from "./FactionForm";
import { FACTION_JSON_SCHEMA } from "./schemas";
import { factionsHref } from "../links";

export interface FactionEditorProps {
  packId: string;
  headNumber: number;
  pack: ContentPack;
  parent?: ContentPack;
  factionId: string;
  /** The starting board of a faction that is not in the pack yet. */
  initial?: Faction;
}

export function FactionEditor({ packId, headNumber, pack, parent, factionId, initial }: FactionEditorProps) {
  const slot = useMemo(() => ["factions", factionId], [factionId]);
  const draft = useDocumentDraft({ packId, headNumber, pack, parent, slot, initial });
  const preview = useLastValid(FactionSchema, draft.draft);
  const rules = pack.rules ?? parent?.rules;
  return (
    <EditorShell
      packId={packId}
      draft={draft}
      slot={slot}
      formId="faction"
      jsonSchema={FACTION_JSON_SCHEMA}
      previewLabel="Board preview"
      deleteLabel="Delete this faction"
      afterDelete={factionsHref(packId)}
      preview={
        <PreviewFrame current={preview.current} hasValue={!!preview.value}>
          {preview.value && (
            <div className="@container">
              <FactionBoard faction={preview.value} id={factionId} cycle={rules?.terraformCycle} startingVp={rules?.startingVp.default} />
            </div>
          )}
        </PreviewFrame>
      }
    >
      <FactionForm factionId={factionId} cycle={rules?.terraformCycle} />
    </EditorShell>
  );
}
