"use client";
/**
 * The meeting places form: the main actions (name, printed text, cost, effects from the library, read
 * back as a sentence) and their pairing on the meeting places, top and bottom.
 */
import { MainActionSchema } from "@/engine/games/origins/schema";
import { useState } from "react";
import { useField, useForm } from "@/components/authoring/form/FormContext";
import { FieldErrors, SelectField, TextField } from "@/components/authoring/form/fields";
import { SchemaField, type JsonSchemaNode } from "@/components/authoring/form/SchemaFields";
import { BoardPanel } from "@/components/authoring/ui";
import { actionText } from "./abilityText";
import { EntryPicker } from "./EntryPicker";
import { MEETING_PLACES_DOC, jsonSchemaOf } from "./schemas";

const ACTION = jsonSchemaOf(MEETING_PLACES_DOC.schema).properties!.mainActions!.additionalProperties as JsonSchemaNode & { properties: Record<string, JsonSchemaNode> };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function MeetingPlacesForm({ initialId }: { initialId?: string }) {
  const { value } = useForm();
  const doc = isRecord(value) ? value : {};
  const actions = isRecord(doc.mainActions) ? (doc.mainActions as Record<string, { name?: unknown }>) : {};
  const ids = Object.keys(actions);
  const options = ids.map((id) => ({ value: id, label: typeof actions[id]?.name === "string" ? `${actions[id].name} (${id})` : id }));
  const [picked, setPicked] = useState(initialId);
  const id = picked !== undefined && ids.includes(picked) ? picked : ids[0];
  return (
    <div className="space-y-5">
      <MeetingPlaces options={options} />
      <EntryPicker label="Main actions" path={["mainActions"]} ids={ids} nameOf={(a) => (typeof actions[a]?.name === "string" ? actions[a].name : a)} picked={id} onPick={setPicked} />
      {id !== undefined && <MainActionFields key={id} id={id} />}
    </div>
  );
}

/** The meeting places left to right, each with the main action printed at its top and bottom. */
function MeetingPlaces({ options }: { options: { value: string; label: string }[] }) {
  const places = useField<unknown[]>(["meetingPlaces"]);
  const list = Array.isArray(places.value) ? places.value : [];
  return (
    <BoardPanel title="Meeting places" description="Left to right; a visitor does one of the two main actions (a value-6 Freeman may do both). Every main action is on one place.">
      <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
        {list.map((_, i) => (
          <li key={i} aria-label={`Meeting place ${i + 1}`} className="space-y-2 rounded-lg border border-zinc-200 bg-zinc-50/60 p-2">
            <p className="text-xs font-semibold text-zinc-700">Place {i + 1}</p>
            <SelectField path={["meetingPlaces", i, "top"]} label={`Top of place ${i + 1}`} options={options} />
            <SelectField path={["meetingPlaces", i, "bottom"]} label={`Bottom of place ${i + 1}`} options={options} />
            <button type="button" onClick={() => places.set(list.filter((_, j) => j !== i))} className="text-xs text-zinc-500 underline hover:text-zinc-900">
              Remove place {i + 1}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => places.set([...list, { top: options[0]?.value ?? "", bottom: options[1]?.value ?? options[0]?.value ?? "" }])}
        className="rounded-md border border-dashed border-zinc-300 px-2.5 py-1 text-xs text-zinc-600 hover:border-zinc-500 hover:text-zinc-900"
      >
        + Add a meeting place
      </button>
      <FieldErrors id={places.id} errors={places.errors} />
    </BoardPanel>
  );
}

function MainActionFields({ id }: { id: string }) {
  const action = useField(["mainActions", id]);
  const parsed = MainActionSchema.safeParse(action.value);
  const props = ACTION.properties;
  return (
    <BoardPanel title={`Main action: ${id}`} description="Printed on a meeting place: its cost is paid first, then its effects run in order.">
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <TextField path={["mainActions", id, "name"]} label="Name" hint={props.name!.description} />
        <TextField path={["mainActions", id, "text"]} label="Printed text" hint={props.text!.description} />
      </div>
      <p aria-live="polite" className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950 ring-1 ring-sky-200">
        <span className="font-medium">The action: </span>
        <span data-testid={`action-sentence-${id}`}>{parsed.success ? actionText(parsed.data.cost, parsed.data.effects) : "(fix the problems below to read it)"}</span>
      </p>
      <SchemaField node={{ ...props.cost!, type: "object" }} path={["mainActions", id, "cost"]} label="Cost" optional />
      <SchemaField node={props.effects!} path={["mainActions", id, "effects"]} label="Effect" />
      <FieldErrors id={action.id} errors={action.errors} />
    </BoardPanel>
  );
}
