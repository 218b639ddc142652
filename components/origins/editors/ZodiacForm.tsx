"use client";
/** The zodiac cards form: each card's names, printed text and power (from the powers and effects libraries), read back as a sentence. */
import { ZodiacPowerSchema } from "@/engine/games/origins/schema";
import { useState } from "react";
import { useField, useForm } from "@/components/authoring/form/FormContext";
import { FieldErrors, TextField } from "@/components/authoring/form/fields";
import { SchemaField } from "@/components/authoring/form/SchemaFields";
import { BoardPanel } from "@/components/authoring/ui";
import { powerText } from "./abilityText";
import { EntryPicker } from "./EntryPicker";
import { ZODIAC_DOC, entrySchemaOf } from "./schemas";

const ENTRY = entrySchemaOf(ZODIAC_DOC.schema);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function ZodiacForm({ initialId }: { initialId?: string }) {
  const { value } = useForm();
  const root = useField([]);
  const cards = isRecord(value) ? (value as Record<string, { name?: unknown }>) : {};
  const ids = Object.keys(cards);
  const [picked, setPicked] = useState(initialId);
  const id = picked !== undefined && ids.includes(picked) ? picked : ids[0];
  return (
    <div className="space-y-4">
      <EntryPicker label="Zodiac cards" ids={ids} nameOf={(c) => (typeof cards[c]?.name === "string" ? cards[c].name : c)} picked={id} onPick={setPicked} />
      <FieldErrors id={root.id} errors={root.errors} />
      {id !== undefined && <ZodiacCardFields key={id} id={id} />}
    </div>
  );
}

function ZodiacCardFields({ id }: { id: string }) {
  const power = useField([id, "power"]);
  const parsed = ZodiacPowerSchema.safeParse(power.value);
  const props = ENTRY.properties!;
  return (
    <BoardPanel id={`zodiac-${id}`} title={`Zodiac card: ${id}`} description="Held by the player highest on its temple's track.">
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <TextField path={[id, "name"]} label="Name" hint={props.name!.description} />
        <TextField path={[id, "nameFr"]} label="French name" hint={props.nameFr!.description} optional />
      </div>
      <TextField path={[id, "text"]} label="Printed text" hint={props.text!.description} multiline />
      <p aria-live="polite" className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950 ring-1 ring-sky-200">
        <span className="font-medium">The power: </span>
        <span data-testid={`power-sentence-${id}`}>{parsed.success ? powerText(parsed.data) : "(fix the problems below to read it)"}</span>
      </p>
      <SchemaField node={props.power!} path={[id, "power"]} label="Power" />
    </BoardPanel>
  );
}
