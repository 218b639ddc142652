"use client";
/** The starting tiles form: the Agora (cell, text, ability and when it is activated) and the Palace (cell, text, tower floor cost). */
import { NumberField, SelectField, TextField } from "@/components/authoring/form/fields";
import { SchemaField, type JsonSchemaNode } from "@/components/authoring/form/SchemaFields";
import { useField } from "@/components/authoring/form/FormContext";
import { BoardPanel } from "@/components/authoring/ui";
import { StepsSchema } from "@/engine/games/origins/schema";
import { stepsText } from "./abilityText";
import { STARTING_TILES_DOC, jsonSchemaOf } from "./schemas";

const PROPS = jsonSchemaOf(STARTING_TILES_DOC.schema).properties!;
const sub = (tile: "agora" | "palace", key: string) => PROPS[tile]!.properties![key]!;

function NamesAndCell({ tile, title }: { tile: "agora" | "palace"; title: string }) {
  return (
    <>
      <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
        <TextField path={[tile, "name"]} label={`${title}: name`} hint={sub(tile, "name").description} />
        <TextField path={[tile, "nameFr"]} label={`${title}: French name`} hint={sub(tile, "nameFr").description} optional />
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-3">
        <NumberField path={[tile, "position", "row"]} label={`${title}: row`} hint={sub(tile, "position").description} inputClassName="w-16" />
        <NumberField path={[tile, "position", "column"]} label={`${title}: column`} inputClassName="w-16" />
      </div>
      <TextField path={[tile, "text"]} label={`${title}: printed text`} hint={sub(tile, "text").description} multiline />
    </>
  );
}

export function StartingTilesForm() {
  const ability = useField(["agora", "ability"]);
  const parsed = StepsSchema.safeParse(ability.value);
  const activation = sub("agora", "activation") as JsonSchemaNode;
  return (
    <div className="space-y-5">
      <BoardPanel title="Agora" description="A grey tile every city starts with; no cost. Its ability runs when it is activated.">
        <NamesAndCell tile="agora" title="Agora" />
        <SelectField
          path={["agora", "activation"]}
          label="Agora: activated"
          hint={activation.description}
          options={[
            { value: "adjacent-seat", label: "whenever a district is completed on a seat next to it" },
            { value: "never", label: "never (no ability)" },
          ]}
        />
        <p aria-live="polite" className="rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950 ring-1 ring-sky-200">
          <span className="font-medium">The ability: </span>
          <span data-testid="agora-sentence">{parsed.success ? stepsText(parsed.data) || "nothing" : "(fix the problems below to read it)"}</span>
        </p>
        <SchemaField node={sub("agora", "ability")} path={["agora", "ability"]} label="Effect" />
      </BoardPanel>
      <BoardPanel title="Palace" description="A grey tile every city starts with; no cost and no ability. It holds one tower per colour.">
        <NamesAndCell tile="palace" title="Palace" />
        <NumberField path={["palace", "floorCost", "goldPerFloorHeight"]} label="Gold per floor already in the tower" hint={sub("palace", "floorCost").description} inputClassName="w-16" />
      </BoardPanel>
    </div>
  );
}
