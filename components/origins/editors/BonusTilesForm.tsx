"use client";
/** The bonus action tiles form: each tile's name, colour, printed text, cost and effects (from the effects library), read back as a sentence. */
import { BonusTileSchema, COLOURS, type OriginsPack } from "@/engine/games/origins/schema";
import { useState } from "react";
import { useField, useForm } from "@/components/authoring/form/FormContext";
import { FieldErrors, SelectField, TextField } from "@/components/authoring/form/fields";
import { SchemaField } from "@/components/authoring/form/SchemaFields";
import { BoardPanel } from "@/components/authoring/ui";
import { actionText } from "./abilityText";
import { ColourSwatch } from "./ColourSwatch";
import { EntryPicker } from "./EntryPicker";
import { BONUS_TILES_DOC, entrySchemaOf } from "./schemas";

const ENTRY = entrySchemaOf(BONUS_TILES_DOC.schema);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function BonusTilesForm({ colours, initialId }: { colours: OriginsPack["colours"]; initialId?: string }) {
  const { value } = useForm();
  const root = useField([]);
  const tiles = isRecord(value) ? (value as Record<string, { name?: unknown }>) : {};
  const ids = Object.keys(tiles);
  const [picked, setPicked] = useState(initialId);
  const id = picked !== undefined && ids.includes(picked) ? picked : ids[0];
  return (
    <div className="space-y-4">
      <EntryPicker label="Bonus tiles" ids={ids} nameOf={(t) => (typeof tiles[t]?.name === "string" ? tiles[t].name : t)} picked={id} onPick={setPicked} />
      <FieldErrors id={root.id} errors={root.errors} />
      {id !== undefined && <BonusTileFields key={id} id={id} colours={colours} />}
    </div>
  );
}

function BonusTileFields({ id, colours }: { id: string; colours: OriginsPack["colours"] }) {
  const tile = useField([id]);
  const colour = useField([id, "colour"]);
  const parsed = BonusTileSchema.safeParse(tile.value);
  const props = ENTRY.properties!;
  const hex = typeof colour.value === "string" ? colours[colour.value as keyof typeof colours]?.hex : undefined;
  return (
    <BoardPanel id={`bonus-${id}`} title={`Bonus tile: ${id}`} description="Dealt at random onto a meeting place, under the mothership of its colour. A worker of its colour may do its action.">
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <TextField path={[id, "name"]} label="Name" hint={props.name!.description} />
        <div className="flex items-end gap-2">
          <SelectField path={[id, "colour"]} label="Colour" hint={props.colour!.description} options={COLOURS.map((c) => ({ value: c, label: colours[c]?.name ?? c }))} className="grow" />
          <ColourSwatch hex={hex} className="mb-2 size-5" />
        </div>
      </div>
      <TextField path={[id, "text"]} label="Printed text" hint={props.text!.description} multiline />
      <p aria-live="polite" className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950 ring-1 ring-sky-200">
        <span className="font-medium">The bonus action: </span>
        <span data-testid={`bonus-sentence-${id}`}>{parsed.success ? actionText(parsed.data.cost, parsed.data.effects) : "(fix the problems below to read it)"}</span>
      </p>
      <SchemaField node={{ ...props.cost!, type: "object" }} path={[id, "cost"]} label="Cost" optional />
      <SchemaField node={props.effects!} path={[id, "effects"]} label="Effect" />
      <FieldErrors id={tile.id} errors={tile.errors} />
    </BoardPanel>
  );
}
