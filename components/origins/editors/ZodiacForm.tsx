"use client";
/** The zodiac cards form: each card's names, printed text and power (from the powers and effects libraries), read back as a sentence. */
import { ZodiacPowerSchema } from "@/engine/games/origins/schema";
import { useField, useForm } from "@/components/authoring/form/FormContext";
import { FieldErrors, TextField } from "@/components/authoring/form/fields";
import { SchemaField } from "@/components/authoring/form/SchemaFields";
import { BoardPanel } from "@/components/authoring/ui";
import { powerText } from "./abilityText";
import { ZODIAC_DOC, entrySchemaOf } from "./schemas";

const ENTRY = entrySchemaOf(ZODIAC_DOC.schema);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function ZodiacForm() {
  const { value } = useForm();
  const root = useField([]);
  const ids = isRecord(value) ? Object.keys(value) : [];
  return (
    <div className="space-y-4">
      <nav aria-label="Zodiac cards" className="flex flex-wrap gap-1.5 text-xs">
        {ids.map((id) => (
          <a key={id} href={`#zodiac-${id}`} className="rounded-full border border-zinc-200 bg-white px-2 py-0.5 text-zinc-700 hover:border-zinc-400">
            {id}
          </a>
        ))}
      </nav>
      {ids.map((id) => (
        <ZodiacCardFields key={id} id={id} />
      ))}
      <FieldErrors id={root.id} errors={root.errors} />
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
