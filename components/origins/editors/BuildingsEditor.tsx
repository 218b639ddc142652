"use client";
/** The buildings editor: every building tile of an Origins pack, its ability from the effects library, saved as a pack revision. */
import type { Building } from "@/engine/games/origins/schema";
import { BuildingsForm } from "./BuildingsForm";
import { ColourSwatch } from "./ColourSwatch";
import { OriginsEditor, type OriginsEditorProps } from "./OriginsEditor";
import { BUILDINGS_DOC } from "./schemas";
import { stepsText } from "./abilityText";

export function BuildingsEditor(props: OriginsEditorProps & { initialId?: string }) {
  const { colours } = props.pack;
  return (
    <OriginsEditor
      {...props}
      doc={BUILDINGS_DOC}
      formId="buildings"
      previewLabel="Tiles"
      preview={(buildings: Record<string, Building>) => (
        <ul className="space-y-1.5 text-sm" aria-label="Building tiles">
          {Object.entries(buildings).map(([id, b]) => (
            <li key={id} className="rounded-md border border-zinc-200 bg-white px-3 py-2">
              <p className="flex items-center gap-1.5 font-medium text-zinc-900">
                <ColourSwatch hex={colours[b.colour]?.hex} />
                {b.name} <span className="font-normal text-zinc-500">· {b.stone} Stone · ×{b.copies}</span>
              </p>
              <p className="text-xs text-zinc-600">{stepsText(b.ability, { buildingName: (x) => buildings[x]?.name ?? x })}</p>
            </li>
          ))}
        </ul>
      )}
    >
      <BuildingsForm colours={colours} initialId={props.initialId} />
    </OriginsEditor>
  );
}
