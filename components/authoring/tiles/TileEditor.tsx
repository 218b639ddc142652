"use client";
/** A tile editor: the tile's form, its card drawn as printed, and its JSON, saved as a pack revision. */
import type { ContentPack } from "@/engine";
import { useMemo } from "react";
import { z } from "zod";
import { EditorShell } from "../editor/EditorShell";
import { PreviewFrame } from "../editor/PreviewFrame";
import { useDocumentDraft } from "../editor/useDocumentDraft";
import { useLastValid } from "../editor/useLastValid";
import { inlineRefs } from "../form/jsonSchema";
import { ObjectFields, type JsonSchemaNode } from "../form/SchemaFields";
import { tileKindBySlug } from "./kinds";
import { TileCard } from "./TileCard";
import { tilesHref } from "../links";

export interface TileEditorProps {
  packId: string;
  headNumber: number;
  pack: ContentPack;
  parent?: ContentPack;
  kindSlug: string;
  tileId: string;
  initial?: unknown;
}

const jsonSchemas = new Map<string, { monaco: JsonSchemaNode & object; form: JsonSchemaNode & object }>();
/** A tile kind's JSON Schema for Monaco, and for the form with the effect schema's references inlined. */
function jsonSchemaOf(slug: string, schema: z.ZodType): { monaco: JsonSchemaNode & object; form: JsonSchemaNode & object } {
  if (!jsonSchemas.has(slug)) {
    const monaco = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchemaNode & object;
    jsonSchemas.set(slug, { monaco, form: inlineRefs(monaco) });
  }
  return jsonSchemas.get(slug)!;
}

export function TileEditor({ packId, headNumber, pack, parent, kindSlug, tileId, initial }: TileEditorProps) {
  const kind = tileKindBySlug(kindSlug)!;
  const slot = useMemo(() => [kind.section, tileId], [kind.section, tileId]);
  const draft = useDocumentDraft({ packId, headNumber, pack, parent, slot, initial });
  const preview = useLastValid(kind.schema, draft.draft);
  const jsonSchema = jsonSchemaOf(kind.slug, kind.schema);
  return (
    <EditorShell
      packId={packId}
      draft={draft}
      slot={slot}
      formId="tile"
      jsonSchema={jsonSchema.monaco}
      previewLabel="Card"
      deleteLabel={`Delete this ${kind.singular.toLowerCase()}`}
      afterDelete={tilesHref(packId, kind.slug)}
      preview={
        <PreviewFrame current={preview.current} hasValue={preview.value !== undefined}>
          {preview.value !== undefined && (
            <div className="flex justify-center rounded-xl border border-zinc-200 bg-zinc-100/70 p-8">
              <TileCard section={kind.section} id={tileId} tile={preview.value} />
            </div>
          )}
        </PreviewFrame>
      }
    >
      <section aria-label={kind.singular} className="rounded-xl border border-zinc-200 bg-white p-4 shadow-xs">
        <p className="mb-4 text-sm text-zinc-600">{kind.about}</p>
        <ObjectFields node={jsonSchema.form} path={[]} label={kind.singular} bare />
      </section>
    </EditorShell>
  );
}
