"use client";
/**
 * The Merchants of the Seas editor: the pack's `merchants` section as one document `{ merchants }`,
 * in the form and in Monaco, saved as a pack revision. A pack that inherits the section opens with
 * its parent's values, unchanged until edited; saving an edit copies the section into the pack.
 */
import type { ContentPack } from "@/engine";
import { useMemo } from "react";
import { z } from "zod";
import { EditorShell } from "../editor/EditorShell";
import { PreviewFrame } from "../editor/PreviewFrame";
import { useDocumentDraft } from "../editor/useDocumentDraft";
import { useLastValid } from "../editor/useLastValid";
import { inlineRefs } from "../form/jsonSchema";
import type { JsonSchemaNode } from "../form/SchemaFields";
import { MerchantsDocumentSchema } from "./document";
import { MerchantsForm } from "./MerchantsForm";
import { MerchantsSummary } from "./MerchantsSummary";

const JSON_SCHEMA = z.toJSONSchema(MerchantsDocumentSchema, { io: "input", unrepresentable: "any" }) as JsonSchemaNode & object;
const FORM_SCHEMA = inlineRefs(JSON_SCHEMA).properties!.merchants!;
const KEYS = ["merchants"] as const;
const SLOT: string[] = [];

export interface MerchantsEditorProps {
  packId: string;
  headNumber: number;
  pack: ContentPack;
  parent?: ContentPack;
  /** The pack whose section this pack inherits (the nearest ancestor that has one), when it has none of its own. */
  inheritedFrom?: { id: string; name: string };
  factions: { id: string; name: string }[];
}

export function MerchantsEditor({ packId, headNumber, pack, parent, inheritedFrom, factions }: MerchantsEditorProps) {
  const initial = useMemo(() => (!pack.merchants && parent?.merchants ? { merchants: parent.merchants } : undefined), [pack, parent]);
  const draft = useDocumentDraft({ packId, headNumber, pack, parent, slot: SLOT, keys: KEYS, initial, inherited: !!initial });
  const preview = useLastValid(MerchantsDocumentSchema, draft.draft);
  const leechCost = (pack.rules ?? parent?.rules)?.leech.vpCost;
  return (
    <EditorShell
      packId={packId}
      draft={draft}
      slot={SLOT}
      formId="merchants"
      jsonSchema={JSON_SCHEMA}
      previewLabel="Summary"
      preview={
        <PreviewFrame current={preview.current} hasValue={!!preview.value}>
          {preview.value && <MerchantsSummary merchants={preview.value.merchants} factions={factions} leechCost={leechCost} />}
        </PreviewFrame>
      }
    >
      {initial && !draft.base.pack.merchants && (
        <p className="rounded-md bg-sky-50 px-3 py-2 text-xs text-sky-900 ring-1 ring-sky-200" data-testid="merchants-inherited">
          This pack has no Merchants of the Seas section of its own: it plays by the values of{" "}
          <strong>{inheritedFrom?.name ?? parent?.manifest.name}</strong>
          {inheritedFrom && <span className="font-mono"> ({inheritedFrom.id})</span>}, shown here unchanged. Saving a change copies the whole section into this pack; it then no
          longer follows that pack&rsquo;s later changes.
        </p>
      )}
      <MerchantsForm schema={FORM_SCHEMA} factions={factions} leechCost={leechCost} />
    </EditorShell>
  );
}
