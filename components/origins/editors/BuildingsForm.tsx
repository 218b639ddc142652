"use client";
/**
 * The buildings form: every building tile of the pack by colour (a problem marks its tile), and the
 * picked one's fields: names, colour, Stone cost, copies, printed text, and its ability as steps of
 * the effects library (each effect's parameters as fields), read back as a sentence.
 */
import { COLOURS, StepsSchema, type Building, type Colour, type OriginsPack } from "@/engine/games/origins/schema";
import { useState } from "react";
import { fieldId, useField, useForm, useIssuesWithin } from "@/components/authoring/form/FormContext";
import { FieldErrors, NumberField, SelectField, TextField } from "@/components/authoring/form/fields";
import { SchemaField } from "@/components/authoring/form/SchemaFields";
import { BoardPanel } from "@/components/authoring/ui";
import { stepsText } from "./abilityText";
import { BUILDINGS_DOC, entrySchemaOf } from "./schemas";
import { ColourSwatch } from "./ColourSwatch";

const ENTRY = entrySchemaOf(BUILDINGS_DOC.schema);

export interface BuildingsFormProps {
  colours: OriginsPack["colours"];
  /** The building shown first (default: the first one). */
  initialId?: string;
}

const isRecord = (v: unknown): v is Record<string, Partial<Building>> => typeof v === "object" && v !== null && !Array.isArray(v);

export function BuildingsForm({ colours, initialId }: BuildingsFormProps) {
  const { value } = useForm();
  const all = useField([]);
  const buildings = isRecord(value) ? value : {};
  const ids = Object.keys(buildings);
  const [picked, setPicked] = useState(initialId);
  const id = picked !== undefined && ids.includes(picked) ? picked : ids[0];
  return (
    <div className="space-y-5">
      <BoardPanel title="Building tiles" description="Pick a tile to edit it: its Stone cost, and ×n copies in its colour's pile.">
        <div className="space-y-2">
          {[...COLOURS, undefined].map((colour) => {
            const row = ids.filter((b) => (colour ? buildings[b]!.colour === colour : !COLOURS.includes(buildings[b]!.colour as Colour)));
            if (row.length === 0) return null;
            return (
              <div key={colour ?? "none"} role="group" aria-label={colour ? `${colours[colour].name} buildings` : "Buildings without a colour"} className="flex flex-wrap items-center gap-1.5">
                <span className="w-16 text-xs font-medium text-zinc-500">{colour ? colours[colour].name : "No colour"}</span>
                {row.map((b) => (
                  <TileButton key={b} id={b} building={buildings[b]!} hex={colour ? colours[colour].hex : undefined} selected={b === id} onPick={() => setPicked(b)} />
                ))}
              </div>
            );
          })}
        </div>
        <FieldErrors id={all.id} errors={all.errors} />
      </BoardPanel>
      {id !== undefined && <BuildingFields key={id} id={id} colours={colours} />}
    </div>
  );
}

function TileButton({ id, building, hex, selected, onPick }: { id: string; building: Partial<Building>; hex?: string; selected: boolean; onPick: () => void }) {
  const problems = useIssuesWithin([id]).length;
  // The tile's id is the building's field id: a problem of a building not shown focuses its tile.
  const { idPrefix } = useForm();
  return (
    <button
      type="button"
      id={fieldId(idPrefix, [id])}
      aria-pressed={selected}
      aria-label={problems > 0 ? `${building.name || id}, has problems` : undefined}
      onClick={onPick}
      title={problems > 0 ? `${problems} problem${problems === 1 ? "" : "s"}` : undefined}
      className={`inline-flex items-center gap-1.5 rounded-md border px-2 py-1 text-xs transition ${
        selected ? "border-zinc-900 bg-zinc-900 text-white" : "border-zinc-200 bg-white text-zinc-800 hover:border-zinc-400"
      } ${problems > 0 ? "ring-2 ring-red-400" : ""}`}
    >
      <ColourSwatch hex={hex} />
      <span className="font-medium">{building.name || id}</span>
      <span className={selected ? "text-zinc-300" : "text-zinc-500"}>
        {String(building.stone ?? "?")} Stone · ×{String(building.copies ?? "?")}
      </span>
    </button>
  );
}

function BuildingFields({ id, colours }: { id: string; colours: OriginsPack["colours"] }) {
  const { value } = useForm();
  const ability = useField([id, "ability"]);
  const parsed = StepsSchema.safeParse(ability.value);
  const buildingName = (b: string) => (isRecord(value) && typeof value[b]?.name === "string" ? value[b].name : b);
  const props = ENTRY.properties!;
  return (
    <BoardPanel title={`Building: ${id}`} description="What is printed on the tile; the ability runs the effects below, in order.">
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <TextField path={[id, "name"]} label="Name" hint={props.name!.description} />
        <TextField path={[id, "nameFr"]} label="French name" hint={props.nameFr!.description} optional />
      </div>
      <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
        <SelectField path={[id, "colour"]} label="Colour" inputClassName="w-32" options={COLOURS.map((c) => ({ value: c, label: colours[c].name }))} />
        <NumberField path={[id, "stone"]} label="Stone cost" hint={props.stone!.description} inputClassName="w-16" />
        <NumberField path={[id, "copies"]} label="Copies" hint={props.copies!.description} inputClassName="w-16" />
      </div>
      <TextField path={[id, "text"]} label="Printed text" hint={props.text!.description} multiline />
      <div aria-live="polite" className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950 ring-1 ring-sky-200">
        <span className="font-medium">The ability: </span>
        <span data-testid="ability-sentence">{parsed.success ? stepsText(parsed.data, { buildingName }) : "(fix the problems below to read it)"}</span>
      </div>
      <SchemaField node={props.ability!} path={[id, "ability"]} label="Ability step" />
    </BoardPanel>
  );
}
