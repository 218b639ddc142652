"use client";
/** The rules and variants editor: one document `{ rules, variants }`, saved as a pack revision. */
import type { ContentPack } from "@/engine";
import { useMemo } from "react";
import { z } from "zod";
import { EditorShell } from "../editor/EditorShell";
import { PreviewFrame } from "../editor/PreviewFrame";
import { useDocumentDraft } from "../editor/useDocumentDraft";
import { useLastValid } from "../editor/useLastValid";
import type { JsonSchemaNode } from "../form/SchemaFields";
import { RulesForm } from "./RulesForm";
import { RulesSummary } from "./RulesSummary";
import { VariantsEditor } from "./VariantsEditor";
import { RulesDocumentSchema } from "./document";

const JSON_SCHEMA = z.toJSONSchema(RulesDocumentSchema, { io: "input", unrepresentable: "any" }) as JsonSchemaNode & object;
const KEYS = ["rules", "variants"] as const;
const SLOT: string[] = [];

export interface RulesEditorProps {
  packId: string;
  headNumber: number;
  pack: ContentPack;
  parent?: ContentPack;
  maps: { id: string; name: string }[];
  factions: { id: string; name: string }[];
  tilesByOption: Record<string, string[]>;
}

export function RulesEditor({ packId, headNumber, pack, parent, maps, factions, tilesByOption }: RulesEditorProps) {
  const initial = useMemo(() => (!pack.rules && parent?.rules ? { rules: parent.rules, variants: pack.variants } : undefined), [pack, parent]);
  // A pack without rules of its own plays by its parent's: the form shows them, unchanged until edited.
  const draft = useDocumentDraft({ packId, headNumber, pack, parent, slot: SLOT, keys: KEYS, initial, inherited: !!initial });
  const preview = useLastValid(RulesDocumentSchema, draft.draft);
  return (
    <EditorShell
      packId={packId}
      draft={draft}
      slot={SLOT}
      formId="rules"
      jsonSchema={JSON_SCHEMA}
      previewLabel="Summary"
      preview={
        <PreviewFrame current={preview.current} hasValue={!!preview.value}>
          {preview.value && <RulesSummary rules={preview.value.rules} variants={preview.value.variants} />}
        </PreviewFrame>
      }
    >
      {initial && parent && (
        <p className="rounded-md bg-sky-50 px-3 py-2 text-xs text-sky-900 ring-1 ring-sky-200" data-testid="rules-inherited">
          This pack has no rules of its own: it plays by the rules of {parent.manifest.name}, shown here. Saving a change copies them into this pack.
        </p>
      )}
      <RulesForm schema={JSON_SCHEMA.properties!.rules!} maps={maps} factions={factions} />
      <VariantsEditor tilesByOption={tilesByOption} />
    </EditorShell>
  );
}
